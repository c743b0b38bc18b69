"""Lux Aeterna computer seats head to head: win rates with Wilson 95% intervals, CPU per decision.

    python bench/bench_lux_aeterna_bots.py [greedy random 100] [strong greedy 40]

Seats alternate (each bot plays first in half the games); Codices come from the seed.
"""

from __future__ import annotations

import math
import sys
import time

from cardtable.engine import new_game
from cardtable.engine.rng import Rng
from cardtable.games.lux_aeterna.impl import IMPL


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def match(a: str, b: str, games: int, seed: int = 1) -> dict[str, float]:
    wins = draws = 0
    slowest = 0.0
    decisions = 0
    cpu = 0.0
    for g in range(games):
        bots = [IMPL.bots[a](), IMPL.bots[b]()]
        flip = g % 2 == 1
        if flip:
            bots.reverse()
        state = new_game("lux-aeterna", ["A", "B"], seed * 100_003 + g)
        rng = Rng(seed * 7 + g)
        while state.to_act is not None:
            seat = state.to_act
            start = time.process_time()
            action = bots[seat].choose(state, rng)
            spent = time.process_time() - start
            if bots[seat].name == a:
                cpu += spent
                decisions += 1
                slowest = max(slowest, spent)
            state.apply(action)
        winners = state.outcome.winners
        a_seat = 1 if flip else 0
        if not winners:
            draws += 1
        elif winners == (a_seat,):
            wins += 1
    score = wins + 0.5 * draws
    low, high = wilson(score, games)
    return {
        "games": games,
        "wins": wins,
        "draws": draws,
        "rate": score / games,
        "low": low,
        "high": high,
        "ms_per_decision": 1000 * cpu / max(1, decisions),
        "slowest_ms": 1000 * slowest,
    }


if __name__ == "__main__":
    args = sys.argv[1:] or ["greedy", "random", "60"]
    result = match(args[0], args[1], int(args[2]))
    print(
        f"{args[0]} vs {args[1]}: {result['wins']}/{result['games']} wins, {result['draws']} draws, "
        f"{result['rate']:.1%} (95% Wilson {result['low']:.1%}-{result['high']:.1%}); "
        f"{result['ms_per_decision']:.1f} ms CPU per decision, slowest {result['slowest_ms']:.0f} ms"
    )
