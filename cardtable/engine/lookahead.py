"""Looking ahead on a copy: what a bot, a forecast or a screen's question plays out without
touching the position it was asked about.

Every look-ahead of the card games is one of two moves, written here once: a **trial** (a copy
of the state with its event log off, an action applied to it) and a **play-through** (on such a
copy, answer whatever is asked, one action at a time, until the position is the one the caller
waits for). Because the copy is played by the engine's own ``apply``, a forecast cannot disagree
with what the action then does on that line of play. Engine code: no Textual.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from cardtable.engine.actions import Action
from cardtable.engine.state import GameState

S = TypeVar("S", bound=GameState)


def trial(state: S, action: Action | None = None, *, log: bool = False) -> S:
    """A copy of ``state`` to look ahead on, with ``action`` applied (``None``: the copy alone).
    Its event log is off unless ``log`` (a copy whose events are read: a log of its own)."""
    copy = state.copy()
    copy.set_logging(False)
    if log:
        copy.set_logging(True)
    if action is not None:
        copy.apply(action)
    return copy


def play_through(
    state: S, answer: Callable[[S], Action | None], done: Callable[[S], bool], limit: int
) -> bool:
    """Apply ``answer(state)`` to ``state`` (a copy: see :func:`trial`) until ``done(state)``,
    at most ``limit`` actions; whether it got there (``False``: the limit was reached, or
    ``answer`` gave ``None``, nothing to play)."""
    for _ in range(limit):
        if done(state):
            return True
        action = answer(state)
        if action is None:
            return False
        state.apply(action)
    return done(state)
