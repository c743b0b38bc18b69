"""Passing for the rest of the turn: a seat asked in the other player's turn says "pass, and do
not ask me again this turn" (the key ``P`` there; MTG Arena's "pass until end of turn"). Pure
functions over a game state; no Textual.

It is the seat's own choice in the moment, so it skips nothing its settings ask for: the table
then passes for the seat, as if the seat had passed by hand, at each later priority window of
this turn that the game counts as an answer to the other player's play (Luminous: after an
action or a pass of the other player in their Main phase; Lux Aeterna: the other player's turn
with nothing of theirs aimed at the seat). Never passed for it: a decision that is not priority
(a defence, a discard, a target, a damage split, a trigger order), a window where it could block,
and any window of an attack on it. It ends (docs/handoffs.md, "Pass for the turn"):

* at the end of the turn (it never reaches the seat's own turn);
* when the other player plays or uses something aimed at one of the seat's things (a unit, a
  relic, its Favored): ``guarded``, the ids the seat had when it passed (it plays nothing while
  it passes, so its things can only become fewer);
* when an Undo takes back the pass that started it (an Undo of later actions keeps it).

An attack does not end it: every window of the attack is asked as the seat's settings say (the
games' windows leave them out), and once that combat is over the pass for the turn goes on
(playtest16: a person who had said "pass for the turn" was asked again after every combat).

The engine receives the same pass actions as if the seat had passed by hand: no rule changes.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from cardtable.engine.actions import Action


@dataclasses.dataclass(frozen=True, slots=True)
class TurnPass:
    """A seat's "pass for the rest of this turn", made in ``turn`` by the pass at ``start`` (the
    history's length before it)."""

    seat: int
    turn: int
    start: int
    guarded: frozenset[str] = frozenset()
    """The seat's things (and its Favored's id, where a game names one) when it passed."""


def targets(action: Action) -> tuple[str, ...]:
    """What ``action`` is aimed at (``target`` in Luminous, ``targets`` in Lux Aeterna)."""
    single = getattr(action, "target", None)
    many = getattr(action, "targets", ())
    return ((single,) if isinstance(single, str) else ()) + tuple(t for t in many if isinstance(t, str))


def ends_it(action: Action, guarded: frozenset[str]) -> bool:
    """Whether ``action`` of the other player ends a turn pass: a play or use aimed at one of the
    ``guarded`` things (an attack, even on one of them, is asked in its own windows instead)."""
    return action.KIND != "attack" and any(t in guarded for t in targets(action))


def in_force(held: TurnPass, state: Any) -> bool:
    """Whether ``held`` still holds in ``state``: the same turn, its pass still in the history,
    and nothing since that ends it."""
    history = state.history
    if state.is_over or state.moment()[0] != held.turn or len(history) <= held.start:
        return False
    if history[held.start].KIND != "pass":
        return False  # the pass was taken back and something else done instead
    return not any(ends_it(action, held.guarded) for action in history[held.start + 1 :])


def step(
    held: Mapping[int, TurnPass],
    state: Any,
    passable: Callable[[Any], bool],
    humans: Iterable[int] = (0, 1),
) -> Action | None:
    """The pass the table takes for the seat to act because it passed for the turn, or None.
    ``passable``: the game's rule for the windows a turn pass covers (in the other player's
    turn, an answer to their play, not an attack on the seat); ``humans``: the seats a person plays (the
    computer's seat decides for itself, always)."""
    if state.is_over or state.decision is None or state.decision.kind != "priority":
        return None
    seat = state.to_act
    chosen = held.get(seat) if seat is not None else None
    if chosen is None or seat not in tuple(humans):
        return None
    if not in_force(chosen, state) or not passable(state):
        return None
    legal = state.legal_actions()
    if any(action.KIND == "block" for action in legal):
        return None  # a block is always asked
    return next((action for action in legal if action.KIND == "pass"), None)
