"""How long Lux Aeterna's strong computer thinks, and how often it beats the greedy one (issue 25 item 17,
issue 26).

The strong seat plays a chosen Codex (or each in turn) against a greedy seat whose Codex comes from
the seed; who goes first comes from the seed too. Every strong decision is timed in CPU seconds
(``time.process_time``); a *turn* is the strong seat's CPU summed over one match turn in which it
is the turn player (what a person waits for while the computer plays its turn), and "answers" is
the same sum over the opponent's turns. Targets: at most 2 s a decision, the median turn under 2 s.

    python bench/bench_lux_aeterna_think.py [--games 4] [--codex all|ember-legion,...] [--seed 11]
        [--budget SECONDS | --rounds N] [--depth N] [--candidates N] [--first-game K] [--json | --report FILE...]

A bench, not a test: figures depend on the machine. ``--rounds N`` gives the strong seat a fixed
number of rollout rounds a decision instead of its CPU budget (``--rounds fixed``: the one of
``simulate --bot strong-fixed``), so its wins repeat exactly on any machine (the timings do not). ``--first-game`` lets several processes split
one run; ``--json`` prints each match's raw wins and timings as a JSON line as soon as it ends, and
``--report FILE...`` adds such files up into one report.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from cardtable.engine.rng import Rng
from cardtable.engine.stats import wilson
from cardtable.games.lux_aeterna.bots import MEASURE_ROUNDS, GreedyBot, StrongBot
from cardtable.games.lux_aeterna.catalog import load_catalog
from cardtable.games.lux_aeterna.state import LuxState


def play(codex: str, game: int, seed: int, knobs: dict[str, Any]) -> dict[str, Any]:
    """One match, strong seat (seat 0 or 1 from the game number) with ``codex`` against greedy."""
    others = list(load_catalog().codices)
    rng = Rng(seed * 1_000_003 + game)
    strong_seat = game % 2
    decks = ["", ""]
    decks[strong_seat] = codex
    decks[1 - strong_seat] = rng.choice(others)
    state = LuxState(
        ["Strong", "Greedy"] if strong_seat == 0 else ["Greedy", "Strong"],
        rng.randrange(2**31),
        {"decks": decks},
    )
    strong = StrongBot(**knobs)
    greedy = GreedyBot()
    decisions: list[float] = []
    own_turns: dict[int, float] = {}
    answers: dict[int, float] = {}
    while state.to_act is not None:
        seat = state.to_act
        if seat == strong_seat:
            start = time.process_time()
            action = strong.choose(state, rng)
            spent = time.process_time() - start
            decisions.append(spent)
            bucket = own_turns if state.active == strong_seat else answers
            bucket[state.turn] = bucket.get(state.turn, 0.0) + spent
        else:
            action = greedy.choose(state, rng)
        state.apply(action)
    outcome = state.outcome
    assert outcome is not None  # the loop ran until nobody acts: the match is over
    winners = outcome.winners
    return {
        "codex": codex,
        "foe": decks[1 - strong_seat],
        "won": winners == (strong_seat,),
        "drawn": not winners,
        "decisions": decisions,
        "turns": list(own_turns.values()),
        "answers": list(answers.values()),
    }


def summary(values: list[float]) -> dict[str, float | None]:
    """Median, 90th percentile and max (seconds), and how many."""
    if not values:
        return {"n": 0, "median": None, "p90": None, "max": None}
    ordered = sorted(values)
    return {
        "n": len(ordered),
        "median": round(statistics.median(ordered), 4),
        "p90": round(ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))], 4),
        "max": round(ordered[-1], 4),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="matches per Codex")
    parser.add_argument("--codex", default="all", help="'all' or comma-separated Codex ids")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument(
        "--budget", type=float, default=None, help="CPU seconds a decision (default: the bot's)"
    )
    parser.add_argument(
        "--rounds",
        default=None,
        help="rollout rounds a decision instead of the CPU budget: a number, or 'fixed' (strong-fixed's)",
    )
    parser.add_argument("--depth", type=int, default=None, help="rollout depth (default: the bot's)")
    parser.add_argument(
        "--candidates", type=int, default=None, help="candidates rolled out (default: the bot's)"
    )
    parser.add_argument("--first-game", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print each match's raw figures as a JSON line")
    parser.add_argument(
        "--report", nargs="+", metavar="FILE", help="report on the JSON lines of earlier runs"
    )
    args = parser.parse_args()
    codices = list(load_catalog().codices) if args.codex == "all" else args.codex.split(",")
    knobs = {
        name: value
        for name, value in (("budget", args.budget), ("depth", args.depth), ("candidates", args.candidates))
        if value is not None
    }
    if args.rounds is not None:
        knobs["rounds"] = MEASURE_ROUNDS if args.rounds == "fixed" else int(args.rounds)
    if args.report:
        report([json.loads(line) for name in args.report for line in open(name) if line.strip()])
        return
    games = []
    for g in range(args.first_game, args.first_game + args.games):
        for codex in codices:
            games.append(play(codex, g, args.seed, knobs))
            if args.json:
                print(json.dumps(games[-1]), flush=True)
    if not args.json:
        report(games)


def report(games: list[dict[str, Any]]) -> None:
    """Print win rates per Codex and the thinking time over all matches."""
    for codex in dict.fromkeys(g["codex"] for g in games):
        mine = [g for g in games if g["codex"] == codex]
        score = sum(g["won"] + 0.5 * g["drawn"] for g in mine)
        low, high = wilson(score, len(mine))
        print(
            f"{codex}: strong won {score:g} of {len(mine)} = {score / len(mine):.1%} ({low:.1%}-{high:.1%})"
        )
    total = sum(g["won"] + 0.5 * g["drawn"] for g in games)
    low, high = wilson(total, len(games))
    print(f"all: {total:g} of {len(games)} = {total / len(games):.1%} ({low:.1%}-{high:.1%})")
    print("decision CPU s:", summary([t for g in games for t in g["decisions"]]))
    print("own turn CPU s:", summary([t for g in games for t in g["turns"]]))
    print("answers in the opponent's turn, CPU s a turn:", summary([t for g in games for t in g["answers"]]))


if __name__ == "__main__":
    main()
