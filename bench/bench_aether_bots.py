"""Aether Lanes computer seats head to head (not a test): the strong seat against greedy.

Run: ``.venv/bin/python bench/bench_aether_bots.py [--games 200] [--jobs 2] [--samples 32]
[--candidates 5] [--budget 2.0] [--horizon 4] [--seed 0]``. Each game draws two random starter decks; the
strong seat alternates chairs. Prints the strong seat's score (a draw counts half) with its
Wilson 95% interval, and the CPU time per strong decision (median and slowest).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from multiprocessing import Pool
from typing import Any

from bench_aether_balance import wilson  # noqa: E402 (bench/ is on the path when run as a script)

from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes.bots import AetherBot
from cardtable.games.aether_lanes.strong import StrongBot

GAME = "aether-lanes"


def play(task: tuple[int, int, int, float, int]) -> dict[str, Any]:
    seed, samples, candidates, budget, horizon = task
    impl = default_registry().get(GAME).load()
    decks = [deck for deck, _ in impl.deck_choices()]
    picker = Rng(seed * 7 + 1)
    pair = [decks[picker.randrange(len(decks))], decks[picker.randrange(len(decks))]]
    strong_seat = seed % 2
    state = impl.new_game(["A", "B"], seed, {"variant": "standard", "decks": pair})
    bots = {
        strong_seat: StrongBot(samples=samples, candidates=candidates, budget=budget, horizon=horizon),
        1 - strong_seat: AetherBot(),
    }
    rng = Rng(seed ^ 0x57)
    times: list[float] = []
    while not state.is_over:
        seat = state.to_act
        started = time.process_time()
        action = bots[seat].choose(state, rng)
        if seat == strong_seat:
            times.append(time.process_time() - started)
        state.apply(action)
    winners = state.outcome.winners
    score = 0.5 if not winners else float(strong_seat in winners)
    return {"score": score, "decks": pair, "strong_seat": strong_seat, "times": times}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--samples", type=int, default=32)
    parser.add_argument("--candidates", type=int, default=5)
    parser.add_argument("--budget", type=float, default=2.0)
    parser.add_argument("--horizon", type=int, default=4, help="turn changes each rollout plays through")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    work = [
        (args.seed + game, args.samples, args.candidates, args.budget, args.horizon)
        for game in range(args.games)
    ]
    with Pool(args.jobs) as pool:
        results = pool.map(play, work, chunksize=1)
    score = sum(r["score"] for r in results)
    low, high = wilson(score, len(results))
    times = [t for r in results for t in r["times"]]
    summary = {
        "games": len(results),
        "strong_score": score,
        "rate": round(score / len(results), 3),
        "wilson95": [round(low, 3), round(high, 3)],
        "samples": args.samples,
        "candidates": args.candidates,
        "horizon": args.horizon,
        "budget_s": args.budget,
        "decision_cpu_s": {
            "median": round(statistics.median(times), 3),
            "p95": round(sorted(times)[int(0.95 * len(times))], 3),
            "max": round(max(times), 3),
        },
    }
    print(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
