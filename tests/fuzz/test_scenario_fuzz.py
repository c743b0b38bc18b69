"""The scenario fuzzer: damaged scenario files of every game. Each either gives a ScenarioError
(or another CardtableError with a message) or a position that keeps the game's invariants, shows
to every seat (what a screen reads), plays on, and replays from its record.

Each case draws a game first, then one of its scenarios (the rule tests' and the fuzz seeds of
``tests/fuzz/scenarios/``: queue items and open decisions of every kind), so every game is fuzzed
as much as the others, however many scenarios its tests keep."""

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
from cardtable.engine.state import GameState
from tests.fuzz.budget import run_shard, shards
from tests.fuzz.limits import time_limit
from tests.fuzz.mutate import VALUES, nested, paths, replace_at

REGISTRY = default_registry()
TESTS = Path(__file__).resolve().parent.parent
SOURCES: dict[str, list[dict[str, Any]]] = {}
for path in sorted(TESTS.glob("*/scenarios/*.yaml")):
    loaded = yaml.safe_load(path.read_text(encoding="utf-8"))
    if isinstance(loaded, dict) and loaded.get("game") in REGISTRY:
        SOURCES.setdefault(loaded["game"], []).append(loaded)
GAMES = sorted(SOURCES)


def test_there_are_scenarios_of_every_game() -> None:
    assert GAMES == sorted(REGISTRY.ids())
    assert all(len(SOURCES[game]) >= 3 for game in GAMES), {g: len(SOURCES[g]) for g in GAMES}


SCENARIOS = (80, 1200, 300)
"""Damaged scenarios: cases in CI, cases in ``make fuzz``, cases per shard."""


@pytest.mark.parametrize("shard", shards(*SCENARIOS))
def test_damaged_scenarios_are_refused_or_keep_the_invariants(shard: int) -> None:
    run_shard("scenario", damaged_scenario_case, shard, *SCENARIOS)


def damaged_scenario_case(data: st.DataObject) -> None:
    game = data.draw(st.sampled_from(GAMES), label="game")
    source = data.draw(st.sampled_from(SOURCES[game]), label="scenario")
    scenario = source
    for _ in range(data.draw(st.integers(1, 3), label="changes")):
        where = data.draw(st.sampled_from(paths(scenario)[1:] or [()]), label="path")
        if data.draw(st.booleans(), label="delete"):
            scenario = replace_at(scenario, where, None, delete=True) if where else scenario
        else:
            new = data.draw(
                st.one_of(VALUES, st.builds(nested, st.integers(30, 100)), st.sampled_from(leaves(source))),
                label="value",
            )
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
        shown(state)
        rng = random.Random(data.draw(st.integers(0, 10**6), label="seed"))
        for _ in range(20):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
            assert impl.invariants(state) == [], scenario
            shown(state)
        rebuilt = replay(GameRecord.from_state(state), REGISTRY)
        assert same_state(rebuilt, state)


def shown(state: GameState) -> None:
    """What the match screen reads of a position: every seat's view and the spectator's."""
    for seat in [*range(len(state.players)), None]:
        state.view(seat)


def leaves(document: Any) -> list[Any]:
    """Every plain value of a scenario (card ids, names, numbers...): put in another place, each
    makes a position that reads well but may mean nothing there (a unit's id as a discard, a
    seat number as a count)."""
    if isinstance(document, dict):
        found = [key for key in document if isinstance(key, str)]
        return found + [leaf for value in document.values() for leaf in leaves(value)]
    if isinstance(document, list):
        return [leaf for value in document for leaf in leaves(value)]
    return [document]
