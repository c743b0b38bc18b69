"""The order of a nightly fuzz run (``make fuzz``): the file fuzzers first (minutes of CPU in all),
then the key-storm batches taken in turn from each screen and each dialog, so that a run cut short
(a busy machine, a deadline) has stormed every screen and dialog about equally."""

from __future__ import annotations

import itertools
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


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    if not NIGHTLY:
        return
    first = [item for item in items if not _group(item)]
    groups: dict[str, list[pytest.Item]] = defaultdict(list)
    for item in items:
        if _group(item):
            groups[_group(item)].append(item)
    turns = itertools.zip_longest(*groups.values())
    items[:] = first + [item for turn in turns for item in turn if item is not None]
