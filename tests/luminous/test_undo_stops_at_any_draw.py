"""Undo never takes back a draw (docs/architecture.md: it cannot be used to peek at a card),
whoever's action led to it (playtest17: Ana passed for the turn, the table passed for Bo, Ana's
turn began with her draw, and Ctrl+Z in that turn took the draw back)."""

from __future__ import annotations

import copy

from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous.scenes import MIDGAME


def _pass(state: object) -> None:
    state.apply(next(a for a in state.legal_actions() if a.KIND == "pass"))  # type: ignore[attr-defined]


def test_the_action_that_makes_the_other_seat_draw_ends_what_can_be_undone() -> None:
    state = from_scenario(copy.deepcopy(MIDGAME))
    turn = state.turn
    while state.turn == turn:  # to the start of the other seat's turn
        _pass(state)
    turn, player = state.turn, state.to_act
    while state.to_act == player and not any(a.KIND == "play" for a in state.legal_actions()):
        _pass(state)  # past any decision before its Main phase
    state.apply(next(a for a in state.legal_actions() if a.KIND == "play"))  # a card of the turn player
    for _ in range(20):  # then each seat passes: the turn player's pass after the other's ends the turn
        if state.turn != turn:
            break
        actor = state.to_act
        decks = [len(side.deck) for side in state.sides]
        _pass(state)
    drew = [seat for seat, side in enumerate(state.sides) if len(side.deck) < decks[seat]]
    assert state.turn != turn and drew and actor not in drew  # the pass of one seat, the draw of the other
    assert state.undo_barrier == len(state.history)
    assert state.undoable_count() == 0
