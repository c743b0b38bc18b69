"""The strong computer's endgame: in the last plays of a two-player basic game it plays to win,
not for the margin, and its search agrees with playing every line out by hand."""

from __future__ import annotations

import pytest

from cardtable.engine.rng import Rng
from cardtable.games.lux_nova.bots import GreedyBot, StrongBot, all_moves
from cardtable.games.lux_nova.endgame import (
    Endgame,
    cell_groups,
    first_best,
    outcome_value,
    play_on,
    ranked_cells,
    scored_plays,
    top_of,
    top_points,
)
from cardtable.games.lux_nova.impl import IMPL
from cardtable.games.lux_nova.state import LuxNovaState
from cardtable.games.lux_nova.window import cell_code, code_cell


def near_the_end(seed: int, deck_left: int) -> LuxNovaState:
    """A two-player basic game played greedily until ``deck_left`` cards remain in the deck."""
    state = IMPL.new_game(["Ana", "Bo"], seed, {"variant": "basic"})
    bot, rng = GreedyBot(), Rng(seed)
    while len(state.deck) > deck_left:
        state.apply(bot.choose(state, rng))
    return state


def chance_by_hand(state: LuxNovaState, seat: int) -> dict[tuple[str, int, int, int], float]:
    """Deck empty, ``seat`` to play, the other player's last card known by elimination: for each
    play, whether ``seat`` wins once the other player answers with its best-scoring play."""
    values = {}
    for action in state.legal_actions():
        after = state.copy()
        after.apply(action)
        replies = after.legal_actions()
        top = max(after.preview(a.card, a.q, a.r, a.rotation).total for a in replies)
        final = after.copy()
        final.apply(next(a for a in replies if after.preview(a.card, a.q, a.r, a.rotation).total == top))
        while not final.is_over:  # the first player's last card, if it still holds one
            final.apply(GreedyBot().choose(final, Rng(0)))
        other = 1 - seat
        values[(action.card, action.q, action.r, action.rotation)] = outcome_value(
            final.scores[seat], final.scores[other], final.best[seat], final.best[other]
        )
    return values


def test_outcome_value_follows_the_tie_break() -> None:
    assert outcome_value(30, 29, 1, 9) == 1.0
    assert outcome_value(29, 30, 9, 1) == 0.0
    assert outcome_value(30, 30, 6, 5) == 1.0 and outcome_value(30, 30, 5, 6) == 0.0
    assert outcome_value(30, 30, 6, 6) == 0.5


@pytest.mark.parametrize("seed", [40, 41, 42, 43, 296])  # at 296, the margin's choice loses; the search wins
def test_with_the_deck_empty_the_strong_bot_takes_a_play_that_wins_whenever_one_does(seed: int) -> None:
    state = near_the_end(seed, 0)
    if state.to_act is None or not state.hands[1 - state.to_act]:
        pytest.skip("the other player has no card left: points alone decide")
    seat = state.to_act
    by_hand = chance_by_hand(state, seat)
    action = StrongBot().choose(state.copy(), Rng(seed))
    chosen = by_hand[(action.card, action.q, action.r, action.rotation)]
    assert chosen == max(by_hand.values()), (chosen, max(by_hand.values()))


def test_the_search_changes_some_choices_near_the_end() -> None:
    """Without the endgame search the bot plays for the margin; with it, some choices differ (and
    those differ towards winning: the test above)."""
    changed = 0
    for seed in range(40, 70):
        state = near_the_end(seed, 1)
        with_search = StrongBot().choose(state.copy(), Rng(seed))
        without = StrongBot(endgame_deck=-1).choose(state.copy(), Rng(seed))
        changed += with_search != without
    assert changed > 0


@pytest.mark.parametrize(("seed", "deck_left"), [(40, 3), (51, 1)])
def test_the_searchs_scoring_agrees_with_the_window(seed: int, deck_left: int) -> None:
    """The search scores every placement from each open cell's touching areas, worked out once per
    window and updated only where a play changes them: the same points as the window's own
    scoring, before and after a play."""
    state = near_the_end(seed, deck_left)
    window, cards = state.window, list(state.catalog.cards.values())[:12]
    groups = cell_groups(window)
    for card in cards:
        by_window = sorted(
            (-window.score(card, cell, rotation), cell_code(*cell), rotation)
            for cell in window.frontier
            for rotation in card.rotations
        )
        assert scored_plays(window, card, groups) == [(-p, code, rot) for p, code, rot in by_window]
        assert top_points(groups, card) == -by_window[0][0]
        assert top_of(ranked_cells(groups), card) == -by_window[0][0]  # stopping early changes nothing
        first = max(all_moves(window, [card]), key=lambda m: m.points)  # the first best, as the reply
        assert first_best(sorted(groups), card) == (first.points, cell_code(*first.cell), first.rotation)
    for points, code, rotation in scored_plays(window, cards[0], groups)[:4]:
        after, after_groups = play_on(window, groups, cards[0], code, rotation)
        assert sorted(after_groups) == sorted(cell_groups(after))
        assert window.frontier_codes != after.frontier_codes  # the original window is untouched
        assert points == window.score(cards[0], code_cell(code), rotation)


def chance_of(state: LuxNovaState, action, breadth: int = 6, tied: int = 3) -> float:
    """The search's chance to win after ``action`` (the acting seat's view)."""
    seat, catalog = state.to_act, state.catalog
    assert seat is not None
    after = state.window.copy()
    points = after.place_fast(catalog.cards[action.card], action.cell, action.rotation)
    seen = set(state.hands[seat]) | {p.card for p in state.window.placements}
    pool = [card_id for card_id in catalog.cards if card_id not in seen]
    return Endgame(catalog.cards, breadth=breadth, tied=tied).value_after(
        after,
        (state.scores[seat] + points, state.scores[1 - seat]),
        (max(state.best[seat], points), state.best[1 - seat]),
        pool,
        len(state.deck) - 1,
        True,
    )


def test_with_three_cards_left_the_bot_searches_to_the_last_card() -> None:
    """With three cards left in the deck the bot now searches to the end: a choice that differs
    from the bot that searched only from two never has a lower chance to win, and some have a
    higher one."""
    better = 0
    for seed in range(80, 92):
        state = near_the_end(seed, 3)
        searched = StrongBot().choose(state.copy(), Rng(seed))
        before = StrongBot(endgame_deck=2).choose(state.copy(), Rng(seed))
        if searched != before:
            assert chance_of(state, searched) >= chance_of(state, before)
            better += chance_of(state, searched) > chance_of(state, before)
    assert better > 0


def test_with_four_cards_left_the_bot_searches_its_best_plays_narrowly() -> None:
    """With four cards left in the deck the bot searches its best plays to the end with the
    narrow search (its 3 highest-scoring plays at each later turn, one best reply): a choice that
    differs from the bot that searched only from three never has a lower chance by that search,
    and some have a higher one."""
    better = 0
    for seed in range(80, 90):
        state = near_the_end(seed, 4)
        searched = StrongBot().choose(state.copy(), Rng(seed))
        before = StrongBot(endgame_deck=3).choose(state.copy(), Rng(seed))
        if searched != before:
            narrow = chance_of(state, searched, 3, 1), chance_of(state, before, 3, 1)
            assert narrow[0] >= narrow[1]
            better += narrow[0] > narrow[1]
    assert better > 0
