"""The par of a solo deal is a stable figure: the greedy computer's median over many tie-break
orders, the same on every run of a seed, and not one lucky or unlucky greedy game."""

from __future__ import annotations

from cardtable.engine.rng import Rng
from cardtable.games.lux_nova.bots import PAR_ORDERS, GreedyBot, solo_par
from cardtable.games.lux_nova.state import new_game


def _greedy(seed: int, tie_seed: int) -> int:
    state = new_game(["Par"], seed, {"variant": "basic"})
    bot, rng = GreedyBot(), Rng(tie_seed)
    while not state.is_over:
        state.apply(bot.choose(state, rng))
    return state.scores[0]


def test_the_par_reads_the_same_on_two_runs_of_the_same_seed() -> None:
    assert solo_par(20261204, "basic") == solo_par(20261204, "basic")
    assert solo_par(7, "advanced") == solo_par(7, "advanced")


def test_the_par_is_the_median_of_the_greedy_scores_over_its_tie_break_orders() -> None:
    seed = 2
    seeds = Rng(seed)
    scores = sorted(_greedy(seed, seeds.randrange(1 << 53)) for _ in range(PAR_ORDERS))
    assert PAR_ORDERS % 2 == 1 and solo_par(seed, "basic") == scores[PAR_ORDERS // 2]
    assert scores[0] < scores[-1]  # one greedy game alone would be a lottery
