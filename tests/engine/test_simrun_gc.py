"""A simulation job plays with the collector's automatic passes off and collects between games."""

from __future__ import annotations

import gc

import pytest

from cardtable.engine import simrun
from cardtable.engine.registry import default_registry
from cardtable.engine.simrun import frozen_heap
from cardtable.engine.simulate import simulate


def test_a_job_hands_the_collector_back() -> None:
    assert gc.isenabled()
    with frozen_heap():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_a_collector_switched_off_before_stays_off() -> None:
    gc.disable()
    try:
        with frozen_heap():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_job_collects_between_games(monkeypatch: pytest.MonkeyPatch) -> None:
    passes: list[int] = []
    monkeypatch.setattr(simrun, "COLLECT_EVERY", 1)
    monkeypatch.setattr(gc, "collect", lambda *args: passes.append(1) or 0)
    summary = simulate(default_registry(), "lux-nova", 5, seed=3, checks="none", jobs=1)
    assert summary["errors"] == 0
    assert len(passes) == 5  # after every game (COLLECT_EVERY games of a job)
