"""How often the strong Lux Nova computer beats greedy, with a Wilson 95% interval, and how long
its decisions take (CPU time per move: mean, median, 95th percentile and worst).

    .venv/bin/python bench/bench_lux_nova_strong.py --games 200 --variant basic --jobs 2

Seats alternate (strong in seat 0 in even games, seat 1 in odd ones); game g uses seed base+g.
A shared win counts as not a win for the strong bot (it is reported separately).

Paired trials (common random numbers): ``--out FILE`` writes one JSON line per game (seed, seat,
whether the strong bot played first, result, margin, CPU per decision); a later run on the same
seeds with ``--against FILE`` reports the games only one of the two runs won and the mean margin
difference with its standard error. A change to the bot shows in those few differing games long
before two independent win rates could tell it apart.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import multiprocessing
import time
from typing import Any

from cardtable.engine.rng import Rng
from cardtable.engine.stats import wilson
from cardtable.games.lux_nova.bots import GreedyBot, StrongBot
from cardtable.games.lux_nova.impl import IMPL
from cardtable.games.lux_nova.state import LuxNovaState

Record = dict[str, Any]
"""One game: seed, seat, first (the strong bot played first), res (win/loss/shared), margin, times."""


def play(seed: int, strong_seat: int, variant: str, strong: StrongBot) -> Record:
    state = IMPL.new_game(["A", "B"], seed, {"variant": variant})
    first = state.to_act == strong_seat
    greedy = GreedyBot()
    rng = Rng(seed * 7 + 1)
    times: list[float] = []
    while not state.is_over:
        seat = state.to_act
        if seat == strong_seat:
            start = time.process_time()
            action = strong.choose(state.copy(), rng)
            times.append(time.process_time() - start)
        else:
            action = greedy.choose(state.copy(), rng)
        state.apply(action)
    assert isinstance(state, LuxNovaState) and state.outcome is not None
    winners = state.outcome.winners
    if len(winners) != 1:
        result = "shared"
    else:
        result = "win" if winners[0] == strong_seat else "loss"
    margin = state.scores[strong_seat] - state.scores[1 - strong_seat]
    return {
        "seed": seed,
        "seat": strong_seat,
        "first": first,
        "res": result,
        "margin": margin,
        "times": times,
    }


def paired(before: list[Record], after: list[Record]) -> str:
    """The games both runs played (by seed): wins of each, games only one of them won, and the
    mean margin difference (after - before) with its standard error."""
    old = {r["seed"]: r for r in before}
    common = [(old[r["seed"]], r) for r in after if r["seed"] in old]
    if not common:
        return "paired: no seed in common"
    count = len(common)
    only_before = sum(a["res"] == "win" and b["res"] != "win" for a, b in common)
    only_after = sum(b["res"] == "win" and a["res"] != "win" for a, b in common)
    diffs = [float(b["margin"] - a["margin"]) for a, b in common]
    mean = sum(diffs) / count
    spread = (
        math.sqrt(sum((d - mean) ** 2 for d in diffs) / (count - 1)) / math.sqrt(count) if count > 1 else 0.0
    )
    won = sum(a["res"] == "win" for a, _b in common), sum(b["res"] == "win" for _a, b in common)
    return (
        f"paired on {count} seeds: before {won[0]} wins, after {won[1]}; won only before {only_before}, "
        f"only after {only_after}; margin after - before {mean:+.2f} +- {spread:.2f}"
    )


def play_one(job: tuple[int, int, str, dict[str, float]]) -> Record:
    """One game of a (possibly parallel) run: (seed, strong seat, variant, the bot's settings)."""
    seed, seat, variant, weights = job
    return play(seed, seat, variant, StrongBot(**weights))  # type: ignore[arg-type]


def _spread(times: list[float]) -> str:
    """Median, 95th percentile and worst of the CPU times, in ms."""
    ordered = sorted(times)
    return (
        f"median {ordered[len(ordered) // 2] * 1000:.0f} ms, 95th {ordered[int(len(ordered) * 0.95)] * 1000:.0f} ms, "
        f"worst {ordered[-1] * 1000:.0f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--variant", default="basic")
    parser.add_argument("--reply", type=float, default=None, help="reply weight (default: the bot's)")
    parser.add_argument("--second", type=float, default=None, help="second-pick weight (default: the bot's)")
    parser.add_argument("--progress", action="store_true", help="print the running tally after every game")
    parser.add_argument(
        "--win-spread", type=float, default=None, help="win-chance spread (default: the bot's; 0: off)"
    )
    parser.add_argument(
        "--endgame-deck", type=int, default=None, help="searched to the last card from this deck size down"
    )
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (processes); same results")
    parser.add_argument(
        "--exact-top", type=int, default=None, help="plays valued exactly (default: the bot's; 0: none)"
    )
    parser.add_argument("--out", default=None, help="write one JSON line per game to this file")
    parser.add_argument("--against", default=None, help="compare game by game with an earlier --out file")
    args = parser.parse_args()
    counts = {"win": 0, "loss": 0, "shared": 0}
    times: list[float] = []
    weights = {
        k: v
        for k, v in (
            ("reply_weight", args.reply),
            ("second_pick_weight", args.second),
            ("exact_top", args.exact_top),
            ("win_spread", args.win_spread),
            ("endgame_deck", args.endgame_deck),
        )
        if v is not None
    }
    jobs = [(args.seed + game, game % 2, args.variant, weights) for game in range(args.games)]
    records: list[Record] = []
    saving = open(args.out, "w") if args.out else contextlib.nullcontext()
    with multiprocessing.Pool(max(1, args.jobs)) as pool, saving as out:
        for done, record in enumerate(pool.imap(play_one, jobs), start=1):
            counts[record["res"]] += 1
            times.extend(record["times"])
            records.append(record)
            if out:
                out.write(json.dumps(record) + "\n")
                out.flush()
            if args.progress:
                print(f"after {done}: {counts} cpu {sum(times):.1f}s {_spread(times)}", flush=True)
    low, high = wilson(counts["win"], args.games)
    print(
        f"{args.variant} {weights}: strong {counts['win']} wins, {counts['loss']} losses, {counts['shared']} shared "
        f"of {args.games} = {counts['win'] / args.games:.1%} (Wilson 95%: {low:.1%}-{high:.1%}); "
        f"CPU per move mean {sum(times) / len(times) * 1000:.1f} ms, {_spread(times)}"
    )
    for first in (True, False):
        games = [r for r in records if r["first"] is first]
        if games:
            won = sum(r["res"] == "win" for r in games)
            margin = sum(r["margin"] for r in games) / len(games)
            print(
                f"  strong {'first' if first else 'second'}: {won} wins of {len(games)}, mean margin {margin:+.2f}"
            )
    if args.against:
        with open(args.against) as earlier:
            print(paired([json.loads(line) for line in earlier], records))


if __name__ == "__main__":
    main()
