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


def test_every_placement_offered_carries_the_engines_preview_of_its_score() -> None:
    state = new_game("lux-nova", ["Ana", "Bo"], seed=9)
    rng = Rng(4)
    for _ in range(12):
        state.apply(RandomBot().choose(state, rng))
    table = present(state, state.to_act)
    assert table.choices
    for choice in table.choices:
        action, score = choice.action, choice.forecast
        preview = state.preview(action.card, action.q, action.r, action.rotation)  # type: ignore[attr-defined]
        assert score.total == preview.total  # type: ignore[union-attr]
        assert [(p.part, p.colour, p.points, p.counted) for p in score.parts] == [  # type: ignore[union-attr]
            (p.part, p.colour, p.points, p.counted) for p in preview.parts
        ]
        trial = state.copy()
        seat = trial.to_act
        before = trial.scores[seat]  # type: ignore[attr-defined, index]
        trial.apply(action)
        assert trial.scores[seat] - before == score.total  # type: ignore[attr-defined, index, union-attr]


def test_the_window_says_the_glass_each_card_was_laid_against_and_each_open_cell_touches() -> None:
    state = new_game("lux-nova", ["Ana", "Bo"], seed=9)
    rng = Rng(4)
    for _ in range(8):
        state.apply(RandomBot().choose(state, rng))
    table = present(state, None)
    names = {c.name for c in table.colours}
    assert table.window[0].against == ()  # the centre card was laid against nothing
    assert all(p.against and set(p.against) <= names for p in table.window[1:])
    assert [c.cell for c in table.cells] == list(table.open_cells) == state.legal_cells()  # type: ignore[attr-defined]
    assert all(c.touching and set(c.touching) <= names for c in table.cells)
    assert table.plays == tuple(state.plays) and table.choices == ()  # type: ignore[attr-defined]
    for placed in table.window:
        look = placed.look
        assert look is not None and look.card == placed.card
        shown = [table.colours[i].id for i in look.colours[0]]
        assert shown == list(placed.halves)  # unturned, the look is the card's own half-edges
