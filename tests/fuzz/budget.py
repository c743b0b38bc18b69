"""How much each fuzzer runs: a small fixed budget in ``make test``, a large one in ``make fuzz``
(``CARDTABLE_FUZZ=nightly``). Every fuzzer is seeded, so a failure replays exactly.

A large budget is cut into shards, each its own test with its own hypothesis seed, so that
``pytest -n 2`` shares the work between both workers and a failure names a short run to replay
(``pytest 'tests/fuzz/test_data_fuzz.py::test_...[shard-3]'`` with ``CARDTABLE_FUZZ=nightly``).

With ``CARDTABLE_FUZZ_COUNTS=DIR`` each fuzzer also appends each case it finished, with the CPU
time it took, to ``DIR/<fuzzer>.count`` (``make fuzz`` adds them up for the report: CPU time,
unlike the clock, does not depend on how busy the machine is)."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st

NIGHTLY = os.environ.get("CARDTABLE_FUZZ") == "nightly"


def budget_percent(text: str | None) -> int:
    """``CARDTABLE_FUZZ_BUDGET`` (``make fuzz FUZZ_BUDGET=N``): the share of the nightly budget a
    run plays, in percent (default 100). A whole number of 1 or more; anything else stops the
    run at once with one line."""
    if text is None or not text.strip():
        return 100
    if not text.strip().isdigit() or int(text) < 1:
        raise SystemExit(f"FUZZ_BUDGET is a percentage of the nightly budget (1, 2, ... 100), not {text!r}")
    return int(text)


BUDGET = budget_percent(os.environ.get("CARDTABLE_FUZZ_BUDGET"))


def cases(ci: int, nightly: int) -> int:
    """How many cases (or storms) a fuzzer runs: ``ci`` in ``make test``; in ``make fuzz`` the
    budget's share of ``nightly``, never fewer than ``ci``."""
    return max(ci, nightly * BUDGET // 100) if NIGHTLY else ci


def setting(ci: int, nightly: int) -> int:
    """A size that is not a count of cases (bursts per storm, storms per app): the budget
    leaves it alone."""
    return nightly if NIGHTLY else ci


def record(fuzzer: str, count: int, cpu_seconds: float = 0.0) -> None:
    """Add ``count`` finished cases, which took ``cpu_seconds`` of CPU time, to the tally of
    ``fuzzer`` (only when counts are asked for)."""
    folder = os.environ.get("CARDTABLE_FUZZ_COUNTS")
    if not folder or count <= 0:
        return
    path = Path(folder) / f"{fuzzer}.count"
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a", encoding="utf-8") as stream:  # one short line per append: safe across workers
        stream.write(f"{count} {cpu_seconds:.4f}\n")


def fuzz(max_examples: int) -> settings:
    """Hypothesis settings of a fuzzer: no example database, no per-case deadline (a hang is
    caught by ``time_limit`` instead), every health check off (the strategies draw whole
    documents on purpose). In nightly runs a failure is reported as found, not shrunk: shrinking
    a slow case takes longer than the run, and the shard's seed replays it anyway."""
    phases = (Phase.explicit, Phase.generate) if NIGHTLY else tuple(Phase)
    return settings(
        max_examples=max_examples,
        deadline=None,
        derandomize=False,
        database=None,
        suppress_health_check=list(HealthCheck),
        print_blob=True,
        phases=phases,
    )


def shards(ci: int, nightly: int, size: int) -> list[Any]:
    """``pytest.param`` shard numbers for a fuzzer of ``cases(ci, nightly)`` cases, at most
    ``size`` cases a shard (CI runs one shard)."""
    total = cases(ci, nightly)
    count = max(1, -(-total // size)) if NIGHTLY else 1
    return [pytest.param(number, id=f"shard-{number}") for number in range(count)]


def run_shard(
    fuzzer: str, body: Callable[[st.DataObject], None], shard: int, ci: int, nightly: int, size: int
) -> None:
    """Run ``body`` on hypothesis-drawn data: this shard's share of the cases, with seed
    ``shard`` (the same cases on every run). Each case that passes is counted for ``fuzzer``
    with its CPU time (drawing the data included)."""
    count = len(shards(ci, nightly, size))
    examples = -(-cases(ci, nightly) // count)
    clock = [time.process_time()]

    def counted(data: st.DataObject) -> None:
        body(data)
        now = time.process_time()
        record(fuzzer, 1, now - clock[0])
        clock[0] = now

    test = seed(shard)(fuzz(examples)(given(data=st.data())(counted)))
    test()


def scratch() -> Any:
    """A temporary folder for one case, in memory where the system has one (/dev/shm): the
    score table's syncs to disk cost nothing there, and cases do not wait on a shared disk."""
    import tempfile

    memory = Path("/dev/shm")
    where = str(memory) if memory.is_dir() and os.access(memory, os.W_OK) else None
    return tempfile.TemporaryDirectory(prefix="cardtable-fuzz-", dir=where)
