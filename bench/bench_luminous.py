"""Luminous benchmarks: ``cardtable simulate luminous`` speed per checking tier (random seats,
CPU time, one core), bot strength with Wilson 95% intervals (greedy vs random, strong vs greedy)
and the deck matchup matrix with greedy seats.

    .venv/bin/python bench/bench_luminous.py speed --games 300 --reps 3
    .venv/bin/python bench/bench_luminous.py bots --games 200
    .venv/bin/python bench/bench_luminous.py matchups --games 100

Seats alternate so each side starts as often; a draw counts as half a win.
"""

from __future__ import annotations

import argparse
import time

from cardtable.engine.bots import RandomBot
from cardtable.engine.rng import Rng
from cardtable.engine.stats import wilson
from cardtable.games.luminous.bots import GreedyLuminousBot, StrongLuminousBot
from cardtable.games.luminous.state import LuminousState

DECKS = ("jeddos", "silgar", "rya-jin")
BOTS = {"random": RandomBot, "greedy": GreedyLuminousBot, "strong": StrongLuminousBot}


def play(bots: list, decks: list[str], seed: int, limit: int = 4000) -> tuple[int, ...]:
    st = LuminousState(["A", "B"], seed, {"decks": decks})
    rng = Rng(seed * 7 + 1)
    for _ in range(limit):
        if st.is_over:
            break
        st.apply(bots[st.to_act].choose(st, rng))
    return st.outcome.winners if st.outcome else ()


def match(
    a: str, b: str, games: int, deck_a: str | None = None, deck_b: str | None = None, seed: int = 0
) -> tuple[float, int]:
    """Wins of bot ``a`` against bot ``b`` (seats and decks alternate)."""
    wins = 0.0
    for game in range(games):
        swap = game % 2 == 1
        bots = [BOTS[b](), BOTS[a]()] if swap else [BOTS[a](), BOTS[b]()]
        da = deck_a or DECKS[game % 3]
        db = deck_b or DECKS[(game // 3) % 3]
        decks = [db, da] if swap else [da, db]
        winners = play(bots, decks, seed + game)
        me = 1 if swap else 0
        wins += 1.0 if winners == (me,) else (0.5 if not winners else 0.0)
    return wins, games


def cmd_speed(args: argparse.Namespace) -> None:
    """``cardtable simulate luminous`` in this process, one core: each checking tier
    (``sampled`` is the default mode) ``--reps`` times, interleaved; CPU time, ranges."""
    from cardtable.engine.registry import default_registry
    from cardtable.engine.simulate import simulate

    registry = default_registry()
    tiers = ("sampled", "none") if args.tiers == "default" else tuple(args.tiers.split(","))
    seen: dict[str, list[tuple[float, float]]] = {tier: [] for tier in tiers}
    for rep in range(args.reps):
        for tier in tiers:
            result = simulate(registry, "luminous", args.games, seed=args.seed + rep, checks=tier)
            assert result["errors"] == 0, result["tally"]["error_list"][:3]
            seen[tier].append((result["games_per_cpu_second"], result["actions_per_cpu_second"]))
    for tier, runs in seen.items():
        games = [g for g, _ in runs]
        actions = [a for _, a in runs]
        print(
            f"--checks {tier}: {args.games} games x {args.reps}: {min(games):,.0f}-{max(games):,.0f} games/s, "
            f"{min(actions):,.0f}-{max(actions):,.0f} actions/s (CPU time, one core)"
        )


def cmd_bots(args: argparse.Namespace) -> None:
    for a, b in (("greedy", "random"), ("strong", "greedy")):
        start = time.process_time()
        wins, n = match(a, b, args.games, seed=args.seed)
        low, high = wilson(wins, n)
        print(
            f"{a} vs {b}: {wins:.1f}/{n} = {wins / n:.1%} (95% {low:.1%}..{high:.1%}), "
            f"{time.process_time() - start:.0f} s CPU"
        )


def cmd_matchups(args: argparse.Namespace) -> None:
    print(
        "row deck's win rate against the column deck (95% Wilson interval), greedy seats, seats "
        "and starting player alternating; each pair is played once and mirrored"
    )
    rates: dict[tuple[str, str], tuple[float, int]] = {}
    for i, a in enumerate(DECKS):
        for b in DECKS[i + 1 :]:
            wins, n = match("greedy", "greedy", args.games, a, b, seed=args.seed)
            rates[(a, b)] = (wins, n)
            rates[(b, a)] = (n - wins, n)
    print("          " + "".join(f"{d:>18}" for d in DECKS))
    for a in DECKS:
        cells = []
        for b in DECKS:
            if a == b:
                cells.append(f"{'-':>18}")
                continue
            wins, n = rates[(a, b)]
            low, high = wilson(wins, n)
            cells.append(f"{wins / n:>6.0%} ({low:.0%}..{high:.0%})")
        print(f"{a:<10}" + "".join(cells))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("what", choices=("speed", "bots", "matchups"))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--reps", type=int, default=3, help="speed: runs of each tier")
    parser.add_argument("--tiers", default="default", help="speed: e.g. sampled,none,full")
    args = parser.parse_args()
    {"speed": cmd_speed, "bots": cmd_bots, "matchups": cmd_matchups}[args.what](args)


if __name__ == "__main__":
    main()
