"""How much each fuzzer runs: a small fixed budget in ``make test``, a large one in ``make fuzz``
(``CARDTABLE_FUZZ=nightly``). Every fuzzer is seeded, so a failure replays exactly.

With ``CARDTABLE_FUZZ_COUNTS=DIR`` each fuzzer also appends the number of cases it ran to
``DIR/<fuzzer>.count`` (``make fuzz`` adds them up for the report)."""

from __future__ import annotations

import os
from pathlib import Path

from hypothesis import HealthCheck, settings

NIGHTLY = os.environ.get("CARDTABLE_FUZZ") == "nightly"


def cases(ci: int, nightly: int) -> int:
    """The number of cases for this run."""
    return nightly if NIGHTLY else ci


def record(fuzzer: str, count: int) -> None:
    """Add ``count`` cases to the tally of ``fuzzer`` (only when counts are asked for)."""
    folder = os.environ.get("CARDTABLE_FUZZ_COUNTS")
    if not folder or count <= 0:
        return
    path = Path(folder) / f"{fuzzer}.count"
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a", encoding="utf-8") as stream:  # one short line per append: safe across workers
        stream.write(f"{count}\n")


def fuzz(max_examples: int) -> settings:
    """Hypothesis settings of a fuzzer: seeded (derandomized), no example database, no per-case
    deadline (a hang is caught by ``time_limit`` instead)."""
    return settings(
        max_examples=max_examples,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
        print_blob=True,
    )
