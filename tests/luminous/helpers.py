"""Helpers for Luminous rule tests: positions from scenario mappings, and finders."""

from __future__ import annotations

from typing import Any

from cardtable.engine.actions import Action
from cardtable.games.luminous.scenario import from_scenario
from cardtable.games.luminous.state import LuminousState
from cardtable.games.luminous.things import Thing

FILLER = ["walk-back"] * 5


def side(favored: str = "jeddos", **keys: Any) -> dict[str, Any]:
    """A side for a scenario; every Favored starts at 20 life here unless the test says otherwise
    (so rule tests do not move when the Favored's life totals are tuned)."""
    data: dict[str, Any] = {"favored": favored, "deck": list(FILLER), "life": 20}
    data.update(keys)
    return data


def position(
    me: dict[str, Any] | None = None, foe: dict[str, Any] | None = None, **keys: Any
) -> LuminousState:
    """A scenario position: seat 0 (``me``, active by default) against seat 1 (``foe``)."""
    data: dict[str, Any] = {
        "game": "luminous",
        "turn": 3,
        "active": 0,
        "sides": [me or side("jeddos"), foe or side("silgar")],
    }
    data.update(keys)
    return from_scenario(data)


def unit(st: LuminousState, seat: int, index: int = 0) -> Thing:
    return st.sides[seat].units[index]


def relic(st: LuminousState, seat: int, index: int = 0) -> Thing:
    return st.sides[seat].relics[index]


def hand_card(st: LuminousState, seat: int, card_id: str) -> str:
    return next(c for c in st.sides[seat].hand if st.ids[c] == card_id)


def apply_all(st: LuminousState, *actions: Action) -> LuminousState:
    for action in actions:
        st.apply(action)
    return st


def pass_until(st: LuminousState, kind: str, limit: int = 20) -> LuminousState:
    """Both players pass until the game waits for ``kind`` (or stops passing)."""
    from cardtable.engine.kernel.decision import Pass

    for _ in range(limit):
        if st.asking.kind == kind or st.asking.kind != "priority" or st.is_over:
            return st
        st.apply(Pass())
    return st


def waits(st: LuminousState) -> tuple[str, int]:
    """The decision waiting as ``(kind, seat)``."""
    return st.asking.kind, st.asking.seat
