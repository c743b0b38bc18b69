"""Small helpers for Aether Lanes tests: build positions from scenario mappings and act on them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes.actions import EndTurn, id_text
from cardtable.games.aether_lanes.scenario import from_scenario, load_scenario_file
from cardtable.games.aether_lanes.state import AetherState
from cardtable.games.aether_lanes.units import Unit

SCENARIOS = Path(__file__).parent / "scenarios"
FILLER = ["pebble-golem"] * 5
"""A few deck cards so that turn-start draws do not cause fatigue."""


def duel(a: dict[str, Any] | None = None, b: dict[str, Any] | None = None, **top: Any) -> AetherState:
    """A position: ``a`` and ``b`` are the two ``sides`` entries of a scenario (Ana and Bo)."""
    sides = []
    for side in (a or {}, b or {}):
        side = dict(side)
        side.setdefault("deck", list(FILLER))
        sides.append(side)
    return from_scenario({"game": "aether-lanes", "players": ["Ana", "Bo"], "sides": sides, **top})


def scenario(name: str) -> AetherState:
    """A position from ``tests/aether_lanes/scenarios/<name>.yaml``."""
    return load_scenario_file(SCENARIOS / f"{name}.yaml")


def lane(state: AetherState, seat: int, index: int) -> Unit:
    unit = state.sides[seat].lanes[index]
    assert unit is not None, f"no unit in lane {index} of seat {seat}"
    return unit


def hand(state: AetherState, seat: int, card_id: str) -> str:
    """The instance id (its text, as actions name it) of a copy of ``card_id`` in ``seat``'s hand."""
    for iid in state.sides[seat].hand:
        if state.defs[iid].id == card_id:
            return id_text(iid)
    raise AssertionError(f"{card_id} is not in seat {seat}'s hand")


def hp(state: AetherState, seat: int, index: int) -> int:
    return state.health_of(lane(state, seat, index))


def atk(state: AetherState, seat: int, index: int) -> int:
    return state.attack_of(seat, index, lane(state, seat, index))


def dfn(state: AetherState, seat: int, index: int) -> int:
    return state.defense_of(seat, index, lane(state, seat, index))


def end_turn(state: AetherState) -> None:
    state.apply(EndTurn())


def seed_rolling(*dice: int) -> int:
    """A seed whose first die rolls (six-sided) are ``dice``."""
    for seed in range(100_000):
        rng = Rng(seed)
        if all(rng.roll(6) == die for die in dice):
            return seed
    raise AssertionError(f"no seed rolls {dice}")


def kinds(state: AetherState, start: int = 0) -> list[str]:
    return [event.kind for event in state.log[start:]]


def lane_id(state: AetherState, seat: int, index: int) -> str:
    """The instance id (its text, as actions name it) of the unit on top of a lane."""
    return id_text(lane(state, seat, index).iid)
