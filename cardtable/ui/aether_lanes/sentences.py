"""Aether Lanes actions as sentences a player reads (the command palette): card names, lane names
and unit names, never instance ids or notation ("Summon Cinder Hound in the Aggressive lane")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.aether_lanes.presentation import card_name, unit_place

if TYPE_CHECKING:
    from cardtable.engine.state import GameState


def _name(state: GameState, iid: str | None) -> str:
    try:
        return card_name(state, iid) if iid else "?"
    except KeyError:
        return "a card"


def _target(state: GameState, target: str | None) -> str:
    if target is None:
        return ""
    if target in ("p0", "p1"):
        return f" at {state.name(int(target[1]))}"
    found = unit_place(state, target)
    if found is None:
        return f" on {_name(state, target)}"
    seat, lane = found
    return f" on {state.name(seat)}'s {_name(state, target)} ({_lane(lane)} lane)"


def _lane(lane: Any) -> str:
    names = ("Aggressive", "Balanced", "Defensive")
    if isinstance(lane, int):
        return names[lane]
    return str(lane).capitalize()


def _tithe(tithe: int) -> str:
    return f", paying a tithe of {tithe}" if tithe else ""


def sentence(state: GameState, action: Any) -> str:
    """One action in words."""
    kind = getattr(action, "KIND", "")
    if kind == "keep":
        return "Keep the opening hand"
    if kind == "mulligan":
        return "Mulligan: shuffle the hand back and draw a new one"
    if kind == "summon":
        return (
            f"Summon {_name(state, action.card)} in the {_lane(action.lane)} lane"
            f"{_target(state, action.target)}{_tithe(action.tithe)}"
        )
    if kind == "cast":
        return f"Cast {_name(state, action.card)}{_target(state, action.target)}{_tithe(action.tithe)}"
    if kind == "decree":
        return f"Set {_name(state, action.card)} as the Decree{_tithe(action.tithe)}"
    if kind == "sigil":
        return f"Bind {_name(state, action.card)}{_target(state, action.target)}{_tithe(action.tithe)}"
    if kind == "maneuver":
        return f"Move the unit in the {_lane(action.source)} lane to the {_lane(action.dest)} lane"
    if kind == "end":
        return "End the turn (combat follows)"
    if kind == "concede":
        return "Concede the match"
    return kind.capitalize() or str(action)
