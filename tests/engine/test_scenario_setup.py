"""Every game's scenario gives what a new match needs (issue 32): a seed from 0 to 2**53-1 and
players with different names (Aether Lanes took seed -1 and two players called Ana). The engine
checks it on the position each game's reader built, and names the field."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import yaml

from cardtable.engine.errors import ScenarioError
from cardtable.engine.registry import default_registry
from cardtable.engine.scenario import scenario_state
from cardtable.engine.seeds import MAX_SEED

REGISTRY = default_registry()
TESTS = Path(__file__).resolve().parent.parent
SCENARIOS = {
    "aether-lanes": TESTS / "aether_lanes" / "scenarios" / "worked-example.yaml",
    "lux-nova": TESTS / "lux_nova" / "scenarios" / "score-2.yaml",
    "lux-aeterna": TESTS / "lux_aeterna" / "scenarios" / "prayer-war.yaml",
    "luminous": TESTS / "luminous" / "scenarios" / "opening-priority.yaml",
}


def scenario(game: str, **changes: Any) -> dict[str, Any]:
    data = copy.deepcopy(yaml.safe_load(SCENARIOS[game].read_text()))
    data.update(changes)
    return data


@pytest.mark.parametrize("game", sorted(SCENARIOS))
@pytest.mark.parametrize("seed", [-1, MAX_SEED + 1, 2**70])
def test_a_scenario_seed_out_of_range_is_refused(game: str, seed: int) -> None:
    with pytest.raises(ScenarioError, match="seed"):
        scenario_state(scenario(game, seed=seed), REGISTRY)


@pytest.mark.parametrize("game", sorted(SCENARIOS))
def test_a_scenario_with_two_players_of_one_name_is_refused(game: str) -> None:
    with pytest.raises(ScenarioError, match=r"players.*different name"):
        scenario_state(scenario(game, players=["Ana", "Ana"]), REGISTRY)


@pytest.mark.parametrize("game", ["aether-lanes", "lux-aeterna", "luminous"])
@pytest.mark.parametrize("names", [["Ana", "   "], ["Ana", [["x"]]]])
def test_a_scenario_player_without_a_name_is_refused(game: str, names: list[Any]) -> None:
    with pytest.raises(ScenarioError, match=r"players"):
        scenario_state(scenario(game, players=names), REGISTRY)


def test_aether_lanes_names_the_field() -> None:
    with pytest.raises(ScenarioError) as caught:
        scenario_state(scenario("aether-lanes", seed=-1), REGISTRY)
    assert str(caught.value).startswith("seed: -1 is not a seed")
    with pytest.raises(ScenarioError) as caught:
        scenario_state(scenario("aether-lanes", players=["Ana", "Ana"]), REGISTRY)
    assert str(caught.value) == "players[1]: every player needs a different name ('Ana' twice)"


@pytest.mark.parametrize("game", sorted(SCENARIOS))
def test_the_largest_seed_and_distinct_names_still_load(game: str) -> None:
    state = scenario_state(scenario(game, seed=MAX_SEED, players=["Ana", "Bo"]), REGISTRY)
    assert state.seed == MAX_SEED and state.players == ("Ana", "Bo")
