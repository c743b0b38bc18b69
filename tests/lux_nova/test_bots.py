"""Computer players: legal, greedy really is greedy, and the strong bot reads no hidden card."""

from __future__ import annotations

import json

import pytest

from cardtable.engine.bots import RandomBot
from cardtable.engine.rng import Rng
from cardtable.games.lux_nova.bots import GreedyBot, Move, StrongBot, expected_best, exposure, win_chance
from cardtable.games.lux_nova.impl import IMPL
from cardtable.games.lux_nova.state import LuxNovaState
from tests.lux_nova.support import scenario


def test_the_three_bots_are_registered() -> None:
    assert set(IMPL.bots) == {"random", "greedy", "strong"}
    assert isinstance(IMPL.bots["strong"](), StrongBot)


def midgame(seed: int, steps: int, variant: str = "basic") -> LuxNovaState:
    state = IMPL.new_game(["Ana", "Bo"], seed, {"variant": variant})
    bot, rng = RandomBot(), Rng(seed)
    for _ in range(steps):
        state.apply(bot.choose(state, rng))
    return state


@pytest.mark.parametrize("name", ["random", "greedy", "strong"])
@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_bots_choose_legal_actions_and_change_nothing(name: str, variant: str) -> None:
    for seed, steps in [(1, 0), (2, 12), (3, 30)]:
        state = midgame(seed, steps, variant)
        before = json.dumps(state.to_json(), sort_keys=True)
        action = IMPL.bots[name]().choose(state, Rng(seed))
        assert action in state.legal_actions()
        assert json.dumps(state.to_json(), sort_keys=True) == before


def test_greedy_takes_the_best_immediate_score() -> None:
    for seed, steps in [(4, 5), (5, 20), (6, 33)]:
        state = midgame(seed, steps, "advanced")
        best = max(state.preview(a.card, a.q, a.r, a.rotation).total for a in state.legal_actions())
        action = GreedyBot().choose(state, Rng(seed))
        assert state.preview(action.card, action.q, action.r, action.rotation).total == best


def test_greedy_breaks_ties_by_exposing_least() -> None:
    state = scenario("score-6")
    action = GreedyBot().choose(state, Rng(1))
    assert (action.card, action.q, action.r, action.rotation) == ("LN-09", 2, -1, 5)  # the 6
    state = scenario("score-2", hands={"Ana": ["LN-33"], "Bo": ["LN-11"]})
    card = state.catalog.cards["LN-33"]
    moves = [
        Move(card, (a.q, a.r), a.rotation, state.preview(a.card, a.q, a.r, a.rotation).total)
        for a in state.legal_actions()
    ]
    top = max(m.points for m in moves)
    low = min(exposure(state.window, m) for m in moves if m.points == top)
    action = GreedyBot().choose(state, Rng(2))
    chosen = next(m for m in moves if m.action() == action)
    assert chosen.points == top and exposure(state.window, chosen) == low


def test_strong_bot_does_not_read_hidden_cards() -> None:
    """Two positions that differ only in what Ana cannot see get the same decision."""
    a = scenario("score-6", hands={"Ana": ["LN-09"], "Bo": ["LN-11"]}, deck=["LN-13", "LN-14"])
    b = scenario("score-6", hands={"Ana": ["LN-09"], "Bo": ["LN-14"]}, deck=["LN-11", "LN-13"])
    assert a.view(0) == b.view(0)
    for seed in range(5):
        assert StrongBot().choose(a, Rng(seed)) == StrongBot().choose(b, Rng(seed))


def test_strong_bot_plays_the_last_card_for_the_most_points() -> None:
    state = scenario("end")
    action = StrongBot().choose(state, Rng(0))
    assert state.preview(action.card, action.q, action.r, action.rotation).total == 2


def brute_force_value(state: LuxNovaState, action) -> float:
    """The strong bot's value of ``action``, by trying everything on copies of the window: points,
    minus the next player's average best reply over every card the acting player has not seen,
    plus the acting player's average best next play with a card drawn from the others, on a cell
    other than the one that reply took (the lowest of its best cells)."""
    catalog = state.catalog
    trial = state.window.copy()
    points = trial.place_fast(catalog.cards[action.card], action.cell, action.rotation)
    seen = set(state.hands[state.to_act]) | {p.card for p in state.window.placements}
    unseen = [c for c in catalog.cards.values() if c.id not in seen]

    def per_cell(card):
        return {
            cell: max(trial.score(card, cell, rotation) for rotation in range(6)) for cell in trial.frontier
        }

    tables = [per_cell(card) for card in unseen]
    replies = [max(table.values()) for table in tables]
    nexts = []
    for index, table in enumerate(tables):
        best = replies[index]
        taken = min(cell for cell, v in table.items() if v == best) if best > 0 else None
        others = [
            max(v for cell, v in mine.items() if cell != taken)
            for other, mine in enumerate(tables)
            if other != index
        ]
        nexts.append(sum(others) / len(others))
    return points - sum(replies) / len(replies) + sum(nexts) / len(nexts)


@pytest.mark.parametrize(("seed", "steps"), [(2, 6), (7, 28)])
def test_strong_bot_maximises_its_value_of_a_play(seed: int, steps: int) -> None:
    state = midgame(seed, steps)  # basic, 2 players, cards left in the deck
    assert state.deck_size > 0
    values = {a: brute_force_value(state, a) for a in state.legal_actions()}
    chosen = StrongBot(reply_weight=1.0, exact_top=0).choose(state, Rng(3))  # the quick valuation
    assert values[chosen] == pytest.approx(max(values.values()))


def test_the_second_pick_changes_the_choice() -> None:
    # In this position the reply-only valuation picks a play the full valuation ranks lower.
    state = midgame(2, 6)
    values = {a: brute_force_value(state, a) for a in state.legal_actions()}
    reply_only = StrongBot(reply_weight=1.0, second_pick_weight=0.0, exact_top=0).choose(state, Rng(3))
    assert values[reply_only] < max(values.values()) - 1e-9


def test_expected_best_of_a_hand_drawn_from_unseen_cards() -> None:
    assert expected_best([1, 2, 3], 1) == 2.0
    assert expected_best([1, 2, 3], 2) == pytest.approx((2 + 3 + 3) / 3)
    assert expected_best([1, 2, 3], 3) == 3.0
    assert expected_best([], 1) == 0.0 and expected_best([5], 0) == 0.0


def replies_by_hand(state: LuxNovaState, action) -> tuple[int, list[int], list[float]]:
    """By trying everything on copies (two players, one card each): the play's points and, for
    each card the acting player has not seen, the other player's best reply with it and the
    acting player's average best next play with a card drawn from the rest, on the window that
    reply leaves."""
    catalog = state.catalog
    trial = state.window.copy()
    points = trial.place_fast(catalog.cards[action.card], action.cell, action.rotation)
    seen = set(state.hands[state.to_act]) | {p.card for p in state.window.placements}
    unseen = [c for c in catalog.cards.values() if c.id not in seen]
    replies, nexts = [], []
    for held in unseen:
        options = [
            (trial.score(held, cell, rotation), cell, rotation)
            for cell in sorted(trial.frontier)
            for rotation in held.rotations
        ]
        best = max(options, key=lambda o: o[0])
        replies.append(best[0])
        later = trial.copy()
        later.place_fast(held, best[1], best[2])
        mine = [
            max(later.score(card, cell, rotation) for cell in later.frontier for rotation in range(6))
            for card in unseen
            if card is not held
        ]
        nexts.append(sum(mine) / len(mine))
    return points, replies, nexts


def brute_force_exact(state: LuxNovaState, action) -> float:
    """The strong bot's refined value of a play: points, minus the average best reply, plus the
    average best next play (:func:`replies_by_hand`)."""
    points, replies, nexts = replies_by_hand(state, action)
    return points - sum(replies) / len(replies) + sum(nexts) / len(nexts)


def test_strong_bot_refines_its_best_plays_exactly() -> None:
    state = midgame(7, 28)  # basic, 2 players, a few cards left in the deck
    assert state.deck_size > 1
    values = {a: brute_force_exact(state, a) for a in state.legal_actions()}
    # every play refined, ranked by value alone
    chosen = StrongBot(reply_weight=1.0, exact_top=10_000, win_spread=0).choose(state, Rng(3))
    assert values[chosen] == pytest.approx(max(values.values()))


def expected_reply(state: LuxNovaState, action) -> float:
    """The other player's best reply after ``action``, averaged over the cards the acting player
    has not seen, by trying every placement."""
    after = state.copy()
    after.apply(action)
    seen = set(state.hands[state.to_act]) | {p.card for p in state.window.placements}
    unseen = [c for c in state.catalog.cards.values() if c.id not in seen]
    window = after.window
    best = [max(window.score(c, cell, r) for cell in window.frontier for r in range(6)) for c in unseen]
    return sum(best) / len(best)


def test_strong_bot_refuses_a_play_that_opens_a_big_area_for_the_other_player() -> None:
    # Here greedy's play scores 4 but leaves an average best reply near 4.8; the strong bot takes
    # 3 points and leaves the other player 3.35 (with and without the chance ranking).
    state = midgame(10, 8)
    greedy = GreedyBot().choose(state.copy(), Rng(0))
    strong = StrongBot().choose(state.copy(), Rng(0))

    def points(action) -> int:
        return state.preview(action.card, action.q, action.r, action.rotation).total

    assert points(strong) < points(greedy) == max(points(a) for a in state.legal_actions())
    assert expected_reply(state, strong) < expected_reply(state, greedy) - 1.0


def test_win_chance_of_a_lead() -> None:
    assert win_chance(0, [1.0, -1.0], 0) == 0.5
    assert win_chance(2, [-2.0, -3.0, 5.0], 0) == pytest.approx((0.5 + 0 + 1) / 3)
    assert win_chance(0, [0.0], 4.0) == pytest.approx(0.5)
    assert win_chance(4, [0.0], 4.0) == pytest.approx(0.8413, abs=1e-4)  # one spread ahead
    assert win_chance(-4, [0.0], 4.0) == pytest.approx(0.1587, abs=1e-4)
    assert win_chance(3, [], 1.0) == 0.5


def test_behind_the_strong_bot_takes_a_risk_it_avoids_when_ahead() -> None:
    # Two plays with the same average swing: a sure +1 and an even chance of +6 or -4. Four
    # points behind with little left to play, only the gamble can win; four ahead, the sure play
    # keeps the lead.
    sure, gamble = [1.0, 1.0], [6.0, -4.0]
    assert win_chance(-4, gamble, 1.0) > win_chance(-4, sure, 1.0)
    assert win_chance(4, sure, 1.0) > win_chance(4, gamble, 1.0)


def brute_force_chance(state: LuxNovaState, action, spread: float) -> float:
    """The strong bot's chance to win after a play (two players, one card each): for each card the
    other player may hold, the lead after the play, that card's best reply and the bot's average
    best next play (on the window that reply leaves); the rest of the game adds a normal spread of
    ``spread`` times the number of cards left in the deck times the variance of those replies."""
    seat = state.to_act
    points, replies, nexts = replies_by_hand(state, action)
    swings = [points - 1.25 * reply + mine for reply, mine in zip(replies, nexts)]
    mean = sum(replies) / len(replies)
    luck = sum((r - mean) ** 2 for r in replies) / len(replies)
    lead = state.scores[seat] - state.scores[1 - seat]
    return win_chance(lead, swings, (spread * len(state.deck) * luck) ** 0.5)


@pytest.mark.parametrize(("seed", "steps", "lead", "changes"), [(7, 28, 0, False), (4, 28, -5, True)])
def test_strong_bot_plays_for_the_best_chance_to_win(seed: int, steps: int, lead: int, changes: bool) -> None:
    state = midgame(seed, steps)
    state.scores[state.to_act] += max(lead, 0)  # the same position, with the acting seat ahead
    state.scores[1 - state.to_act] += max(-lead, 0)  # or behind by ``lead`` more points
    assert state.deck_size > 2  # before the endgame search
    chances = {a: brute_force_chance(state, a, 1.0) for a in state.legal_actions()}
    chosen = StrongBot(exact_top=10_000, win_spread=1.0).choose(state.copy(), Rng(3))  # all valued exactly
    assert chances[chosen] == pytest.approx(max(chances.values()))
    by_value = StrongBot(exact_top=10_000, win_spread=0).choose(state.copy(), Rng(3))
    assert (chosen != by_value) == changes  # here, five behind, the best average play is not the best chance


def test_a_game_of_strong_against_greedy_is_the_same_for_the_same_seed() -> None:
    """The strong bot has no clock and draws its ties from the generator it is given: the same
    seed gives the same plays (here the last ten plays of a game, where its endgame search runs)."""

    def plays(seed: int) -> list:
        state = IMPL.new_game(["Ana", "Bo"], seed, {"variant": "basic"})
        bots, rng, actions = [StrongBot(), GreedyBot()], Rng(seed), []
        while state.deck_size > 8:
            state.apply(GreedyBot().choose(state, rng))
        while not state.is_over:
            action = bots[state.to_act].choose(state.copy(), rng)
            actions.append(action)
            state.apply(action)
        return actions

    assert plays(5) == plays(5)
