"""Aether Lanes computer seats head to head (not a test): the strong seat against greedy (or random).

Run: ``.venv/bin/python bench/bench_aether_bots.py [--games 200] [--jobs 2] [--samples 256]
[--candidates 6] [--work 3500] [--budget 2.0] [--horizon 4] [--seed 0] [--foe greedy|random]
[--log FILE] [--progress]`` (the defaults are the strong seat's own). Each deal draws
two random starter decks and is played twice (games 2k and 2k+1, an even ``--seed``), the strong
seat once in each chair, so neither the decks nor the first turn favour it. Prints the strong
seat's score (a draw counts half) with its Wilson 95% interval, and the CPU time per strong
decision (median and slowest).

The strong seat's look-ahead is bounded by its work budget (greedy evaluations), so its games
are repeatable; its clock cap (``--budget``) is counted in CPU time here (``time.process_time``), so a shared, busy
machine does not cut its look-ahead short and the figures do not depend on the others' load; the
CPU time per decision shows it keeps within the budget. ``--log`` appends one JSON line per game
(a long run can be stopped and resumed with ``--seed``), ``--summarise FILE...`` prints the summary
of logged games without playing any.
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

from cardtable.engine.bots import RandomBot
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes import strong
from cardtable.games.aether_lanes.bots import AetherBot
from cardtable.games.aether_lanes.strong import StrongBot

GAME = "aether-lanes"


FOES = {"greedy": AetherBot, "random": RandomBot}


def play(task: tuple[int, int, int, int, float, int, str]) -> dict[str, Any]:
    seed, samples, candidates, work, budget, horizon, foe = task
    impl = default_registry().get(GAME).load()
    decks = [deck for deck, _ in impl.deck_choices()]
    deal = seed // 2  # games 2k and 2k+1 are the same deal with the strong seat in either chair
    picker = Rng(deal * 7 + 1)
    pair = [decks[picker.randrange(len(decks))], decks[picker.randrange(len(decks))]]
    strong_seat = seed % 2
    state = impl.new_game(["A", "B"], deal, {"variant": "standard", "decks": pair})
    bots = {
        strong_seat: StrongBot(
            samples=samples,
            candidates=candidates,
            work=work,
            budget=budget,
            horizon=horizon,
            clock=time.process_time,
        ),
        1 - strong_seat: FOES[foe](),
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
    result = {"seed": seed, "score": score, "decks": pair, "strong_seat": strong_seat, "times": times}
    if foe != "greedy":
        result["foe"] = foe
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--samples", type=int, default=strong.SAMPLES)
    parser.add_argument("--candidates", type=int, default=6)
    parser.add_argument("--work", type=int, default=strong.WORK, help="greedy evaluations per decision")
    parser.add_argument("--budget", type=float, default=2.0)
    parser.add_argument("--horizon", type=int, default=4, help="turn changes each rollout plays through")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--foe", choices=sorted(FOES), default="greedy", help="the other seat")
    parser.add_argument("--log", default="", help="append one JSON line per game to this file")
    parser.add_argument("--progress", action="store_true", help="print the running tally after every game")
    parser.add_argument("--summarise", nargs="+", default=[], metavar="FILE", help="summarise logged games")
    args = parser.parse_args(argv)
    if args.summarise:
        results = [json.loads(line) for name in args.summarise for line in open(name, encoding="utf-8")]
    else:
        work = [
            (args.seed + game, args.samples, args.candidates, args.work, args.budget, args.horizon, args.foe)
            for game in range(args.games)
        ]
        results = []
        with Pool(args.jobs) as pool:
            for result in pool.imap_unordered(play, work, chunksize=1):
                results.append(result)
                if args.log:
                    with open(args.log, "a", encoding="utf-8") as handle:
                        handle.write(json.dumps(result) + "\n")
                if args.progress:
                    tally = sum(r["score"] for r in results)
                    low, high = wilson(tally, len(results))
                    print(
                        f"{len(results)} games: strong {tally:g} ({tally / len(results):.3f}, "
                        f"{low:.3f}-{high:.3f})",
                        file=sys.stderr,
                        flush=True,
                    )
    print(json.dumps(summary_of(results, args), indent=1))
    return 0


def summary_of(results: list[dict[str, Any]], args: argparse.Namespace) -> dict[str, Any]:
    """The strong seat's score, Wilson interval and CPU time per decision over ``results``."""
    score = sum(r["score"] for r in results)
    low, high = wilson(score, len(results))
    times = sorted(t for r in results for t in r["times"])
    return {
        "games": len(results),
        "strong_score": score,
        "rate": round(score / len(results), 3),
        "wilson95": [round(low, 3), round(high, 3)],
        "samples": args.samples,
        "candidates": args.candidates,
        "work": args.work,
        "horizon": args.horizon,
        "budget_cpu_s": args.budget,
        "decisions": len(times),
        "decision_cpu_ms": {
            "median": round(1000 * statistics.median(times)),
            "p95": round(1000 * times[int(0.95 * len(times))]),
            "max": round(1000 * max(times)),
        },
    }


if __name__ == "__main__":
    sys.exit(main())
