"""When the keyboard must change hands in a hot-seat match of a game with priority or responses, and the
actions the screen takes for a person without asking. Pure functions over a game state that
has ``legal_actions()``, ``to_act`` and a kernel ``decision``; no Textual.

* With auto-pass on (the default), a decision whose only legal action is ``Pass`` is passed at
  once: a response window the other player cannot answer closes by itself, with no hand-off. A
  decision other than priority with exactly one legal action (take the damage when no Unit can
  defend, the only offering the supply can give) is taken too.
* With auto-pass off ("always ask"), every decision is asked, so the opponent cannot learn from the
  speed of the game that a hand holds no Prayer; that costs a hand-off per response window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.engine.actions import Action
from cardtable.engine.state import GameState

PASS = "pass"


def automatic_action(state: GameState, auto_pass: bool) -> Action | None:
    """The action the screen takes for the person to act without asking, or None."""
    if not auto_pass or state.is_over:
        return None
    legal = state.legal_actions()
    if len(legal) != 1:
        return None
    only = legal[0]
    if only.KIND == PASS:
        return only
    decision = state.decision
    if decision is not None and not decision.is_priority:
        return only
    return None


def count_handoffs(
    state: Any,
    choose: Callable[[Any], Action],
    auto_pass: bool = True,
    limit: int = 20_000,
    automatic: Callable[[Any, bool], Action | None] | None = None,
) -> tuple[int, int]:
    """Play ``state`` to the end as two people on one keyboard would, each decision taken by
    ``choose``; returns (hand-offs, decisions asked). A hand-off is counted each time the person
    asked to decide is not the one who decided last (the curtain comes down). ``automatic``: a
    game's own rule for what the screen takes without asking (default :func:`automatic_action`)."""
    automatic = automatic or automatic_action
    holder: int | None = None
    handoffs = asked = 0
    for _ in range(limit):
        if state.is_over:
            break
        action = automatic(state, auto_pass)
        if action is None:
            seat = state.to_act
            if seat != holder:
                if holder is not None:
                    handoffs += 1
                holder = seat
            asked += 1
            action = choose(state)
        state.apply(action)
    return handoffs, asked
