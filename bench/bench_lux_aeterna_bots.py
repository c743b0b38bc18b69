"""Lux Aeterna computer seats head to head: win rates with Wilson 95% intervals, CPU per decision.

    python bench/bench_lux_aeterna_bots.py [greedy random 100] [strong greedy 40] [FIRST_GAME]

A bot name may carry a CPU budget per decision: ``strong:0.1``. Seats alternate (each bot plays
first in half the games); Codices come from the seed. FIRST_GAME (default 0) lets several
processes split one run (games FIRST_GAME .. FIRST_GAME+N-1); add their wins up.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from cardtable.engine import new_game
from cardtable.engine.bots import Bot
from cardtable.engine.rng import Rng
from cardtable.engine.stats import wilson
from cardtable.games.lux_aeterna.impl import IMPL


def make_bot(spec: str) -> Bot:
    """``name`` or ``name:budget`` (CPU seconds per decision, for the strong seat)."""
    name, _, budget = spec.partition(":")
    factory: Any = IMPL.bots[name]
    return factory(budget=float(budget)) if budget else factory()


def match(a: str, b: str, games: int, seed: int = 1, first: int = 0) -> dict[str, float]:
    wins = draws = 0
    slowest = 0.0
    decisions = 0
    cpu = 0.0
    for g in range(first, first + games):
        bots = [make_bot(a), make_bot(b)]
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
            if (seat == 1) == flip:
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
        played = g - first + 1
        print(f"game {g}: {played} played, {wins} won, {draws} drawn", file=sys.stderr, flush=True)
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
    result = match(args[0], args[1], int(args[2]), first=int(args[3]) if len(args) > 3 else 0)
    print(
        f"{args[0]} vs {args[1]}: {result['wins']}/{result['games']} wins, {result['draws']} draws, "
        f"{result['rate']:.1%} (95% Wilson {result['low']:.1%}-{result['high']:.1%}); "
        f"{result['ms_per_decision']:.1f} ms CPU per decision, slowest {result['slowest_ms']:.0f} ms"
    )
