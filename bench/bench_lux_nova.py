"""Lux Nova benchmarks: simulation speed, per-call costs, bot decision times, memory, bot strength.

Run from the project folder:

    .venv/bin/python bench/bench_lux_nova.py                 # everything (several minutes)
    .venv/bin/python bench/bench_lux_nova.py --only simulate calls bots memory
    .venv/bin/python bench/bench_lux_nova.py --only match --games 200 --jobs 2

Prints one line per figure and, with ``--json``, one JSON object at the end. Timings are wall
clock on this machine; the simulation runs on one core (one process).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.engine.bots import RandomBot  # noqa: E402
from cardtable.engine.invariants import generic_problems  # noqa: E402
from cardtable.engine.registry import default_registry  # noqa: E402
from cardtable.engine.rng import Rng  # noqa: E402
from cardtable.engine.simulate import simulate  # noqa: E402
from cardtable.games.lux_nova.bots import GreedyBot, StrongBot  # noqa: E402
from cardtable.games.lux_nova.invariants import invariants  # noqa: E402
from cardtable.games.lux_nova.state import LuxNovaState  # noqa: E402

REGISTRY = default_registry()


def fresh(seed: int, players: int = 2, variant: str = "basic") -> LuxNovaState:
    state = REGISTRY.new_game("lux-nova", ["Ana", "Bo", "Cy", "Di"][:players], seed, {"variant": variant})
    assert isinstance(state, LuxNovaState)
    return state


def random_positions(games: int) -> list[LuxNovaState]:
    """Every position (before each action) of ``games`` random games."""
    positions = []
    for seed in range(games):
        state, rng, bot = fresh(seed), Rng(seed), RandomBot()
        while not state.is_over:
            positions.append(state.copy())
            state.apply(bot.choose(state, rng))
    return positions


def per_call(label: str, items: list[Any], call: Callable[[Any], object]) -> float:
    started = time.perf_counter()
    for item in items:
        call(item)
    micro = (time.perf_counter() - started) / len(items) * 1e6
    print(f"  {label:<40} {micro:9.1f} µs")
    return round(micro, 2)


# ----- sections ------------------------------------------------------------------------------


def bench_simulate() -> dict[str, Any]:
    print("simulate(default_registry(), 'lux-nova', 1000, seed=1), invariant checks on:")
    summary = simulate(REGISTRY, "lux-nova", 1000, seed=1)
    print(
        f"  games/s {summary['games_per_second']}, actions/s {summary['actions_per_second']}, "
        f"errors {summary['errors']}, max_rss_mb {summary['max_rss_mb']}"
    )
    quick = simulate(REGISTRY, "lux-nova", 1000, seed=1, check_invariants=False)
    print(f"  without the checks: games/s {quick['games_per_second']}")
    rss = {}
    for games in (100, 1000):
        code = (
            "import json,sys; sys.path.insert(0,'.');"
            "from cardtable.engine.simulate import simulate;"
            "from cardtable.engine.registry import default_registry;"
            f"print(json.dumps(simulate(default_registry(),'lux-nova',{games},seed=1)))"
        )
        out = subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            cwd=Path(__file__).resolve().parent.parent,
        )
        rss[games] = json.loads(out.stdout)["max_rss_mb"]
    print(f"  max_rss_mb, fresh process: 100 games {rss[100]}, 1000 games {rss[1000]}")
    return {
        "with_checks": summary,
        "games_per_second_without_checks": quick["games_per_second"],
        "max_rss_mb_100": rss[100],
        "max_rss_mb_1000": rss[1000],
    }


def bench_calls() -> dict[str, Any]:
    print("per-call costs, averaged over every position of 40 random 2-player games:")
    positions = random_positions(40)
    rng = Rng(1)
    actions = [p.random_action(rng) for p in positions]
    pairs = list(zip(positions, actions))
    out = {
        "new_game": per_call("new_game (2 players)", list(range(300)), fresh),
        "random_action": per_call("random_action", positions, lambda s: s.random_action(rng)),
        "apply (on a copy)": per_call(
            "copy + apply", [(p.copy(), a) for p, a in pairs], lambda pa: pa[0].apply(pa[1])
        ),
        "copy": per_call("copy", positions, lambda s: s.copy()),
        "view": per_call("view(seat)", positions, lambda s: s.view(0)),
        "hidden_ids": per_call("hidden_ids(seat)", positions, lambda s: s.hidden_ids(0)),
        "has_legal_action": per_call("has_legal_action", positions, lambda s: s.has_legal_action()),
        "invariants": per_call("IMPL.invariants", positions, invariants),
        "generic_problems": per_call("generic_problems (2 views, leak check)", positions, generic_problems),
        "legal_actions": per_call("legal_actions", positions, lambda s: s.legal_actions()),
        "preview": per_call(
            "preview", pairs, lambda pa: pa[0].preview(pa[1].card, pa[1].q, pa[1].r, pa[1].rotation)
        ),
    }
    return out


def bench_bots() -> dict[str, Any]:
    print("bot decision times (every decision of 6 games per case, 1 to 4 players, basic and advanced):")
    result: dict[str, Any] = {}
    for variant, players, name, bot in (
        (variant, players, name, bot)
        for variant in ("basic", "advanced")
        for players in (1, 2, 3, 4)
        for name, bot in (("greedy", GreedyBot()), ("strong", StrongBot()))
    ):
        times, late = [], []
        for seed in range(6):
            state, rng = fresh(seed, players, variant), Rng(seed)
            while not state.is_over:
                started = time.perf_counter()
                action = bot.choose(state, rng)
                spent = time.perf_counter() - started
                times.append(spent)
                if len(state.window.placements) >= 30:
                    late.append(spent)
                state.apply(action)
        key = f"{name}_{variant}_{players}p"
        result[key] = {
            "mean_s": round(statistics.mean(times), 4),
            "max_s": round(max(times), 4),
            "max_s_30_plus_cards": round(max(late), 4),
        }
        print(
            f"  {key:<20} mean {result[key]['mean_s']:.4f} s, max {result[key]['max_s']:.4f} s"
            f" (window of 30+ cards: max {result[key]['max_s_30_plus_cards']:.4f} s)"
        )
    return result


def bench_memory() -> dict[str, Any]:
    print("memory of one state with the full 36-card window (tracemalloc):")
    state, rng, bot = fresh(3), Rng(3), RandomBot()
    while not state.is_over:
        state.apply(bot.choose(state, rng))
    snapshot = json.loads(json.dumps(state.to_json()))
    LuxNovaState.from_json(snapshot)  # warm caches (catalog) outside the measurement
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    rebuilt = LuxNovaState.from_json(snapshot)
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    size = after - before
    print(f"  finished game state (window, hands, deck, scores, 70-event log, record): {size / 1024:.1f} KiB")
    assert rebuilt.is_over
    return {"state_bytes": size}


def _match(seeds: list[int], variant: str) -> list[tuple[int, int, int]]:
    """Two games per seed (the same deal), the strong bot in seat 0 then in seat 1. One row per
    game: (result, strong score, greedy score), result 1 win, 0 shared, -1 loss."""
    rows = []
    for seed in seeds:
        for strong_seat in (0, 1):
            state, rng = fresh(seed, 2, variant), Rng(seed * 7 + 1)
            bots = {strong_seat: StrongBot(), 1 - strong_seat: GreedyBot()}
            while not state.is_over:
                state.apply(bots[state.to_act].choose(state, rng))
            winners = state.outcome.winners
            result = 0 if len(winners) > 1 else (1 if winners[0] == strong_seat else -1)
            rows.append((result, state.scores[strong_seat], state.scores[1 - strong_seat]))
    return rows


def bench_match(games: int, jobs: int, variant: str) -> dict[str, Any]:
    deals = games // 2
    print(
        f"strong vs greedy, {deals * 2} two-player games ({variant}): {deals} deals, each played "
        "twice with the seats swapped:"
    )
    seeds = list(range(10_000, 10_000 + deals))
    chunks = [seeds[i::jobs] for i in range(jobs)]
    with ProcessPoolExecutor(jobs) as pool:
        rows = [row for part in pool.map(_match, chunks, [variant] * jobs) for row in part]
    played = len(rows)
    wins = sum(1 for r, _, _ in rows if r == 1)
    losses = sum(1 for r, _, _ in rows if r == -1)
    shared = played - wins - losses
    margins = [s - g for _, s, g in rows]
    margin = statistics.mean(margins)
    error = statistics.stdev(margins) / len(margins) ** 0.5
    print(
        f"  strong wins {wins}, greedy wins {losses}, shared {shared} "
        f"({100 * wins / played:.1f}% won by strong, {100 * losses / played:.1f}% by greedy); "
        f"mean margin {margin:+.2f} ± {error:.2f} points (one standard error)"
    )
    return {
        "games": played,
        "variant": variant,
        "strong_wins": wins,
        "greedy_wins": losses,
        "shared": shared,
        "mean_margin": round(margin, 3),
        "margin_standard_error": round(error, 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", default=["simulate", "calls", "bots", "memory", "match"])
    parser.add_argument("--games", type=int, default=400, help="games for the strength match (two per deal)")
    parser.add_argument("--jobs", type=int, default=2, help="processes for the strength match")
    parser.add_argument("--variant", default="basic")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    report: dict[str, Any] = {}
    if "simulate" in args.only:
        report["simulate"] = bench_simulate()
    if "calls" in args.only:
        report["calls_us"] = bench_calls()
    if "bots" in args.only:
        report["bots"] = bench_bots()
    if "memory" in args.only:
        report["memory"] = bench_memory()
    if "match" in args.only:
        report["match"] = bench_match(args.games, args.jobs, args.variant)
    if args.json:
        print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
