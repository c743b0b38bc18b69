"""How often the strong Lux Nova computer beats greedy, with a Wilson 95% interval, and how long
its decisions take (CPU time per move: mean, median, 95th percentile and worst).

    .venv/bin/python bench/bench_lux_nova_strong.py --games 200 --variant basic --jobs 2

Seats alternate (strong first in even games, second in odd ones); game g uses seed base+g.
A shared win counts as not a win for the strong bot (it is reported separately).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import time

from cardtable.engine.rng import Rng
from cardtable.games.lux_nova.bots import GreedyBot, StrongBot
from cardtable.games.lux_nova.impl import IMPL


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a proportion."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (centre - half, centre + half)


def play(seed: int, strong_seat: int, variant: str, strong: StrongBot) -> tuple[str, list[float]]:
    state = IMPL.new_game(["A", "B"], seed, {"variant": variant})
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
    winners = state.outcome.winners
    if len(winners) != 1:
        return ("shared", times)
    return ("win" if winners[0] == strong_seat else "loss", times)


def play_one(job: tuple[int, int, str, dict[str, float]]) -> tuple[str, list[float]]:
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
    with multiprocessing.Pool(max(1, args.jobs)) as pool:
        for done, (result, spent) in enumerate(pool.imap(play_one, jobs), start=1):
            counts[result] += 1
            times.extend(spent)
            if args.progress:
                print(f"after {done}: {counts} cpu {sum(times):.1f}s {_spread(times)}", flush=True)
    low, high = wilson(counts["win"], args.games)
    print(
        f"{args.variant} {weights}: strong {counts['win']} wins, {counts['loss']} losses, {counts['shared']} shared "
        f"of {args.games} = {counts['win'] / args.games:.1%} (Wilson 95%: {low:.1%}-{high:.1%}); "
        f"CPU per move mean {sum(times) / len(times) * 1000:.1f} ms, {_spread(times)}"
    )


if __name__ == "__main__":
    main()
