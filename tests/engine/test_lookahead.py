"""The engine's look-ahead on a copy (``engine/lookahead.py``): the position asked about never
changes, a trial's log is off unless asked for (then it holds the trial's events alone), and a
play-through stops where it is told to."""

from __future__ import annotations

from cardtable.engine import new_game
from cardtable.engine.kernel.decision import Pass
from cardtable.engine.lookahead import play_through, trial


def _started():
    state = new_game("luminous", ["Ana", "Bo"], seed=5)
    while state.decision is not None and state.decision.kind == "mulligan":
        state.apply(state.legal_actions()[0])
    return state


def test_a_trial_applies_on_a_copy_with_its_log_off() -> None:
    state = _started()
    before = state.to_json()
    copy = trial(state, Pass())
    assert state.to_json() == before
    assert copy is not state and not copy.logging and copy.log == []
    assert len(copy.history) == len(state.history) + 1


def test_a_logged_trial_holds_only_its_own_events() -> None:
    state = _started()
    assert state.log  # the match so far
    copy = trial(state, Pass(), log=True)
    assert copy.logging and copy.log and all(event.kind != "deck" for event in copy.log)
    assert [event.kind for event in copy.log][0] == "pass"


def test_play_through_stops_when_done_at_the_limit_or_with_nothing_to_play() -> None:
    state = _started()
    turn = state.turn
    copy = trial(state)
    assert play_through(copy, lambda s: Pass(), lambda s: s.turn > turn, 200)
    assert copy.turn == turn + 1 and state.turn == turn
    short = trial(state)
    assert not play_through(short, lambda s: Pass(), lambda s: s.turn > turn, 1)
    assert len(short.history) == len(state.history) + 1
    assert not play_through(trial(state), lambda s: None, lambda s: False, 5)
