"""The order of a nightly fuzz run (``make fuzz``): the file fuzzers first (minutes of CPU in all),
then the key-storm batches taken in turn from each screen and each dialog, so that a run cut short
(a busy machine, a deadline) has stormed every screen and dialog about equally.

``CARDTABLE_FUZZ_PART=i/n`` keeps only part ``i`` of ``n`` (every n-th storm batch of each screen
and dialog; the other tests in part 0), so that a run can be cut into parts that share nothing and are summed
(``make fuzz FUZZ_PART=0/2`` and ``FUZZ_PART=1/2``, each with its own ``FUZZ_COUNTS``). A part
ending in ``r`` (``0/1r``) takes its storm batches last first and leaves out the other tests: it
can join parts already running from the front, which it meets only when all are done."""

from __future__ import annotations

import itertools
import os
from collections import defaultdict

import pytest

from tests.fuzz.budget import NIGHTLY


def _group(item: pytest.Item) -> str:
    """Storm batches of one screen or dialog share a group; every other test is its own."""
    callspec = getattr(item, "callspec", None)
    if callspec is None or "seeds" not in callspec.params:
        return ""
    params = callspec.params
    return str(params.get("name", "")) + ":" + str(getattr(params.get("info"), "id", ""))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not NIGHTLY:
        return
    spec = os.environ.get("CARDTABLE_FUZZ_PART", "0/1")
    backwards = spec.endswith("r")
    part, parts = (int(n) for n in spec.removesuffix("r").split("/"))
    first = [item for item in items if not _group(item)] if part == 0 and not backwards else []
    groups: dict[str, list[pytest.Item]] = defaultdict(list)
    for item in items:
        if _group(item):
            groups[_group(item)].append(item)
    turns = itertools.zip_longest(*(batches[part::parts] for batches in groups.values()))
    storms = [item for turn in turns for item in turn if item is not None]
    kept = first + (storms[::-1] if backwards else storms)
    dropped = set(map(id, items)) - set(map(id, kept))
    if dropped:
        config.hook.pytest_deselected(items=[item for item in items if id(item) in dropped])
    items[:] = kept


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """In a counted run, each failure is written to ``failures.txt`` beside the counts as soon as
    it happens (a long run cut short by a deadline still names its failures)."""
    folder = os.environ.get("CARDTABLE_FUZZ_COUNTS")
    if not folder or not report.failed or hasattr(report, "node"):  # xdist's controller copy has .node
        return
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "failures.txt"), "a", encoding="utf-8") as stream:
        stream.write(f"==== {report.nodeid} ({report.when})\n{report.longreprtext}\n\n")
