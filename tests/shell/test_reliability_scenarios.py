"""Issue 14, scenarios: positions that used to be accepted although they broke the game's own
invariants are refused with a message naming the broken rule."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.engine.errors import ScenarioError
from cardtable.engine.registry import default_registry
from cardtable.engine.scenario import scenario_state
from tests.aether_lanes.helpers import FILLER

REGISTRY = default_registry()


def aether(side: dict[str, Any]) -> dict[str, Any]:
    return {
        "game": "aether-lanes",
        "players": ["Ana", "Bo"],
        "sides": [{"deck": list(FILLER), **side}, {"deck": list(FILLER)}],
    }


@pytest.mark.parametrize(
    ("side", "reason"),
    [
        ({"aether_max": 12}, "Aether"),
        ({"aether_max": -1}, "Aether"),
        ({"soul": 61}, "Soul"),
        ({"aether": 11}, "Aether"),
    ],
)
def test_an_aether_lanes_position_that_breaks_an_invariant_is_refused(
    side: dict[str, Any], reason: str
) -> None:
    with pytest.raises(ScenarioError, match=f"breaks the rules: .*{reason}"):
        scenario_state(aether(side), REGISTRY)


def test_a_valid_position_is_still_accepted() -> None:
    state = scenario_state(aether({"aether_max": 6, "soul": 12}), REGISTRY)
    assert state.sides[0].soul == 12  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "data",
    [
        {"game": "lux-nova", "players": ["Ana"], "board": [{"card": ["LN-01"], "at": [0, 0]}]},
        {"game": "lux-nova", "players": ["Ana", "Bo"], "board": {"x": 1}},
        {"game": "aether-lanes", "players": ["Ana", "Bo"], "sides": [{"lanes": {"aggressive": [1]}}, {}]},
        {"game": "aether-lanes", "sides": eval("[" * 60 + "]" * 60)},
    ],
)
def test_malformed_scenarios_give_a_scenario_error(data: dict[str, Any]) -> None:
    with pytest.raises(ScenarioError):
        scenario_state(data, REGISTRY)
