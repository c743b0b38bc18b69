"""The scenario fuzzer: damaged scenario files of every game. Each either gives a ScenarioError
(or another CardtableError with a message) or a position that keeps the game's invariants, plays
on, and replays from its record."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import strategies as st

from cardtable.engine.errors import CardtableError
from cardtable.engine.record import GameRecord, replay, same_state
from cardtable.engine.registry import default_registry
from cardtable.engine.scenario import scenario_state
from tests.fuzz.budget import run_shard, shards
from tests.fuzz.limits import time_limit
from tests.fuzz.mutate import VALUES, nested, paths, replace_at

REGISTRY = default_registry()
TESTS = Path(__file__).resolve().parent.parent
SOURCES: list[dict[str, Any]] = []
for path in sorted(TESTS.glob("*/scenarios/*.yaml")):
    loaded = yaml.safe_load(path.read_text(encoding="utf-8"))
    if isinstance(loaded, dict) and loaded.get("game") in REGISTRY:
        SOURCES.append(loaded)


def test_there_are_scenarios_of_every_game_with_a_screen() -> None:
    games = {source["game"] for source in SOURCES}
    assert {"lux-nova", "aether-lanes"} <= games


SCENARIOS = (80, 1200, 300)
"""Damaged scenarios: cases in CI, cases in ``make fuzz``, cases per shard."""


@pytest.mark.parametrize("shard", shards(*SCENARIOS))
def test_damaged_scenarios_are_refused_or_keep_the_invariants(shard: int) -> None:
    run_shard("scenario", damaged_scenario_case, shard, *SCENARIOS)


def damaged_scenario_case(data: st.DataObject) -> None:
    source = data.draw(st.sampled_from(SOURCES), label="scenario")
    scenario = source
    for _ in range(data.draw(st.integers(1, 3), label="changes")):
        where = data.draw(st.sampled_from(paths(scenario)[1:] or [()]), label="path")
        if data.draw(st.booleans(), label="delete"):
            scenario = replace_at(scenario, where, None, delete=True) if where else scenario
        else:
            new = data.draw(st.one_of(VALUES, st.builds(nested, st.integers(30, 100))), label="value")
            scenario = replace_at(scenario, where, new)
    if not isinstance(scenario, dict):
        scenario = {"game": source["game"], "board": scenario}
    with time_limit(20):
        try:
            state = scenario_state(scenario, REGISTRY)
        except CardtableError as error:
            assert str(error)
            return
        impl = REGISTRY.get(state.GAME_ID).load()
        assert impl.invariants(state) == [], scenario
        rng = random.Random(data.draw(st.integers(0, 10**6), label="seed"))
        for _ in range(20):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
            assert impl.invariants(state) == [], scenario
        rebuilt = replay(GameRecord.from_state(state), REGISTRY)
        assert same_state(rebuilt, state)
