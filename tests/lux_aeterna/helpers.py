"""Scenario helpers for Lux Aeterna rule tests: a position from a few keywords, and passing."""

from __future__ import annotations

import json
from typing import Any

from cardtable.engine.kernel.decision import Pass
from cardtable.games.lux_aeterna.scenario import from_scenario
from cardtable.games.lux_aeterna.state import LuxState


def table(me: dict[str, Any] | None = None, foe: dict[str, Any] | None = None, **top: Any) -> LuxState:
    """Seat 0 (Ana, Ember Legion) is ``me``, seat 1 (Bo, Dawn Choir) is ``foe``; default: Ana's
    Main Phase 1 on turn 2, both Codices holding their remaining cards."""
    sides = []
    for side in (dict(me or {}), dict(foe or {})):
        if "soul" not in side:  # life Lights in the Numen come out of the Soul
            white = (side.get("numen") or {}).get("WW", 0)
            white += sum(
                (e.get("lights") or {}).get("WW", 0) for e in side.get("field", []) if isinstance(e, dict)
            )
            side["soul"] = 6 - white
        sides.append(side)
    data: dict[str, Any] = {
        "game": "lux-aeterna",
        "players": ["Ana", "Bo"],
        "seed": 1,
        "codices": ["ember-legion", "dawn-choir"],
        "turn": 2,
        "active": 0,
        "first": 1,
        "step": "main1",
        "sides": sides,
    }
    data.update(top)
    return from_scenario(data)


def asked(state: LuxState) -> bool:
    """A seat must answer a decision other than priority (an offering, a defence, a choice...)."""
    decision = state.decision
    return decision is not None and decision.kind != "priority"


def resolve(state: LuxState) -> None:
    """Both players pass until the queue is empty (or a non-priority decision comes up)."""
    while state.queue and not asked(state) and state.result is None:
        state.apply(Pass())


def snapshot(state: LuxState) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def field_ids(state: LuxState, seat: int) -> list[str]:
    return list(state.zones.cards(seat, "field"))


def pass_to(state: LuxState, seat: int, step: str) -> None:
    """Pass (or take the first answer of any other decision) until ``seat``'s ``step`` begins:
    its first decision (an offering) or its window."""
    for _ in range(200):
        if state.result is not None or (state.active == seat and state.step == step):
            return
        decision = state.decision
        assert decision is not None
        state.apply(Pass() if decision.kind == "priority" else state.legal_actions()[0])
    raise AssertionError(f"never reached seat {seat}'s {step}")
