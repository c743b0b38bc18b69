"""Lux Nova's presentation: the window, the viewer's own hand, counts for the rest (issue 24)."""

from __future__ import annotations

from cardtable.engine import new_game
from cardtable.engine.bots import RandomBot
from cardtable.engine.rng import Rng
from cardtable.games.lux_nova.present import present


def test_the_viewer_sees_only_their_own_hand_and_placements() -> None:
    state = new_game("lux-nova", ["Ana", "Bo"], seed=5)
    seat = state.to_act
    assert seat is not None
    mine, theirs, spectator = present(state, seat), present(state, 1 - seat), present(state, None)
    assert [c.card for c in mine.hand] == list(state.hand(seat))  # type: ignore[attr-defined]
    assert [c.card for c in theirs.hand] == list(state.hand(1 - seat))  # type: ignore[attr-defined]
    assert spectator.hand == () and not {c.card for c in mine.hand} & {c.card for c in theirs.hand}
    assert [s.hand_size for s in mine.seats] == [len(state.hand(s)) for s in range(2)]  # type: ignore[attr-defined]
    assert {c.action for c in mine.choices} == set(state.legal_actions())
    assert theirs.choices == () and mine.decision is not None and mine.decision.mine
    assert theirs.decision is not None and not theirs.decision.mine and theirs.decision.prompt == ""
    assert mine.deck == len(state.deck)  # type: ignore[attr-defined]


def test_the_last_play_is_shown_with_what_it_scored() -> None:
    state = new_game("lux-nova", ["Ana", "Bo"], seed=5)
    rng = Rng(2)
    action = RandomBot().choose(state, rng)
    seat = state.to_act
    state.apply(action)
    last = present(state, None).last
    assert last is not None and (last.seat, last.card, (last.q, last.r)) == (seat, action.card, action.cell)  # type: ignore[attr-defined]
    assert last.total == state.scores[seat]  # type: ignore[attr-defined, index]
    assert present(state, None).window[-1].card == action.card  # type: ignore[attr-defined]
