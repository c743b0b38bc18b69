"""Aether Lanes benchmarks (not a test): simulation speed, forecast, the computer's turn, data loading.

Run: ``.venv/bin/python bench/bench_aether_lanes.py [--games 500] [--runs 5] [--duels 200] [--quick]
[--instructions [GAMES]]``. Prints one JSON object. Timings depend on the machine and on whatever else runs
on it, so the simulation is run several times (best and median); ``--instructions`` also counts
machine instructions per action with valgrind (callgrind), which does not depend on the load.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

from cardtable.engine.bots import RandomBot
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng
from cardtable.engine.simulate import max_rss_mb, simulate
from cardtable.games.aether_lanes.bots import AetherBot
from cardtable.games.aether_lanes.catalog import clear_cache, load_catalog
from cardtable.games.aether_lanes.forecast import forecast
from cardtable.games.aether_lanes.impl import IMPL
from cardtable.games.aether_lanes.scenario import from_scenario

FULL_BOARD = {
    "game": "aether-lanes",
    "sides": [
        {
            "shelter": 2,
            "lanes": {
                "aggressive": {"card": "blaze-knight", "buried": {"card": "pebble-golem"}},
                "balanced": {"card": "oathbound-berserker", "sigils": ["emberheart-sigil"]},
                "defensive": {"card": "pyre-warden", "buried": {"card": "cinder-hound"}},
            },
        },
        {
            "shelter": 3,
            "lanes": {
                "aggressive": {"card": "storm-heron", "buried": {"card": "gale-kestrel"}},
                "balanced": {"card": "biscuit-who-holds-the-floor"},
                "defensive": {"card": "reef-guardian", "sigils": ["mist-shroud"]},
            },
        },
    ],
}


def bench_simulate(games: int, runs: int) -> dict[str, Any]:
    """Exactly what ``cardtable simulate aether-lanes --games N --json`` runs, ``runs`` times."""
    summaries = [simulate(default_registry(), "aether-lanes", games, seed=0) for _ in range(runs)]
    rates = [s["actions_per_second"] for s in summaries]
    games_rates = [s["games_per_second"] for s in summaries]
    last = summaries[-1]
    return {
        "games": games,
        "runs": runs,
        "actions": last["actions"],
        "errors": sum(s["errors"] for s in summaries),
        "actions_per_second": {"best": max(rates), "median": statistics.median(rates), "all": rates},
        "games_per_second": {"best": max(games_rates), "median": statistics.median(games_rates)},
        "results": last["results"],
    }


def bench_engine_only(games: int) -> dict[str, float]:
    """The same random games without the simulator's per-action checks (engine and bot only)."""
    actions = 0
    started = time.perf_counter()
    for seed in range(games):
        state = IMPL.new_game(["A", "B"], seed, {"variant": "standard"})
        bot, rng = RandomBot(), Rng(seed)
        while not state.is_over:
            state.apply(bot.choose(state, rng))
            actions += 1
    seconds = time.perf_counter() - started
    return {
        "games": games,
        "actions": actions,
        "seconds": round(seconds, 3),
        "actions_per_second": round(actions / seconds, 1),
        "games_per_second": round(games / seconds, 1),
    }


def bench_forecast(calls: int = 3000) -> dict[str, float]:
    state = from_scenario(FULL_BOARD)
    times = []
    for _ in range(calls):
        started = time.perf_counter()
        forecast(state)
        times.append(time.perf_counter() - started)
    return {
        "calls": calls,
        "median_ms": round(statistics.median(times) * 1000, 4),
        "max_ms": round(max(times) * 1000, 4),
    }


def bench_greedy(duels: int) -> dict[str, Any]:
    """Greedy against random, seats alternating; the time of every greedy turn (all of its
    decisions from the start of its turn until the turn passes)."""
    wins = 0
    turn_times: list[float] = []
    for game in range(duels):
        state = IMPL.new_game(["G", "R"], 10_000 + game, {"variant": "standard"})
        seat = game % 2
        bots = {seat: AetherBot(), 1 - seat: RandomBot()}
        rng = Rng(game)
        turn_started: float | None = None
        while not state.is_over:
            actor = state.to_act
            if actor == seat and turn_started is None:
                turn_started = time.perf_counter()
            state.apply(bots[actor].choose(state, rng))
            if actor == seat and turn_started is not None and (state.is_over or state.to_act != seat):
                turn_times.append(time.perf_counter() - turn_started)
                turn_started = None
        wins += seat in state.outcome.winners
    return {
        "duels": duels,
        "greedy_wins": wins,
        "win_rate": round(wins / duels, 3),
        "turn_median_ms": round(statistics.median(turn_times) * 1000, 2),
        "turn_max_ms": round(max(turn_times) * 1000, 2),
    }


def bench_loading(repeats: int = 20) -> dict[str, float]:
    cold = []
    for _ in range(repeats):
        clear_cache()
        started = time.perf_counter()
        load_catalog()
        cold.append(time.perf_counter() - started)
    started = time.perf_counter()
    for _ in range(repeats):
        load_catalog()
    warm = (time.perf_counter() - started) / repeats
    fresh = subprocess.run(
        [
            sys.executable,
            "-c",
            "import time; t = time.perf_counter(); "
            "from cardtable.games.aether_lanes.catalog import load_catalog; load_catalog(); "
            "print(time.perf_counter() - t)",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    return {
        "parse_and_validate_median_ms": round(statistics.median(cold) * 1000, 2),
        "parse_and_validate_best_ms": round(min(cold) * 1000, 2),
        "cached_ms": round(warm * 1000, 4),
        "fresh_process_with_imports_ms": round(float(fresh.stdout) * 1000, 1),
    }


def _callgrind_instructions(games: int) -> int:
    """Instructions executed by ``cardtable simulate aether-lanes --games N`` (whole process)."""
    with tempfile.TemporaryDirectory() as folder:
        result = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={folder}/out",
                sys.executable,
                "-m",
                "cardtable",
                "simulate",
                "aether-lanes",
                "--games",
                str(games),
                "--json",
            ],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": "0"},
        )
    found = re.search(r"Collected : (\d+)", result.stderr)
    if found is None:
        raise RuntimeError("no instruction count in valgrind's output")
    return int(found.group(1))


def bench_instructions(games: int) -> dict[str, Any]:
    """Instructions per simulated action and game, from (2N games) minus (N games): start-up and
    data loading cancel out, one game in ten is deep-checked as in any run. Independent of the
    machine's load; about a minute per 20 games."""
    if shutil.which("valgrind") is None:
        return {"skipped": "valgrind is not installed"}
    registry = default_registry()
    actions = (
        simulate(registry, "aether-lanes", 2 * games, seed=0)["actions"]
        - simulate(registry, "aether-lanes", games, seed=0)["actions"]
    )
    work = _callgrind_instructions(2 * games) - _callgrind_instructions(games)
    return {
        "games": games,
        "actions": actions,
        "instructions": work,
        "per_action": round(work / actions),
        "per_game": round(work / games),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--runs", type=int, default=5, help="simulate runs (best and median)")
    parser.add_argument("--duels", type=int, default=200)
    parser.add_argument("--quick", action="store_true", help="small counts, for a smoke run")
    parser.add_argument(
        "--instructions",
        type=int,
        nargs="?",
        const=20,
        default=0,
        metavar="GAMES",
        help="also count instructions with valgrind over GAMES games (default 20)",
    )
    args = parser.parse_args()
    games, duels, runs = (40, 20, 2) if args.quick else (args.games, args.duels, args.runs)
    report: dict[str, Any] = {"loading": bench_loading()}
    report["simulate"] = bench_simulate(games, runs)
    report["simulate_memory_mb_by_games"] = {}
    for count in (games // 5, games):
        report["simulate_memory_mb_by_games"][count] = simulate(
            default_registry(), "aether-lanes", count, seed=2
        )["max_rss_mb"]
    report["engine_only"] = bench_engine_only(games)
    report["forecast_full_board"] = bench_forecast()
    report["greedy_vs_random"] = bench_greedy(duels)
    if args.instructions:
        report["instructions"] = bench_instructions(args.instructions)
    report["max_rss_mb"] = max_rss_mb()
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
