"""`cardtable simulate` throughput in CPU time, A/B interleaved against another checkout.

Each measurement runs in a fresh process (``PYTHONPATH`` = the tree measured) and times the
simulation alone with ``time.process_time`` after a short warm-up, in one process (``jobs=1``).
Runs alternate A, B, B, A, A, B... so the shared machine's drift hits both alike and neither
tree always runs first; the ranges are given.

    .venv/bin/python bench/bench_simulate_speed.py [--base /path/to/old/checkout] [--runs 3] [--game luminous] [--scale 4]
    .venv/bin/python bench/bench_simulate_speed.py --jobs        # --jobs 2 against --jobs 1
    .venv/bin/python bench/bench_simulate_speed.py --jobs --game aether-lanes

The old tree (before the checking tiers) knows only "checks after every action" and
``--no-checks``: its "sampled" row is its default (full checks) and "none" its ``--no-checks``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

CASES = [
    ("lux-nova", "sampled", 2000),
    ("lux-nova", "none", 3000),
    ("aether-lanes", "sampled", 400),
    ("aether-lanes", "none", 600),
    ("lux-aeterna", "sampled", 150),
    ("lux-aeterna", "none", 250),
    ("luminous", "sampled", 400),
    ("luminous", "none", 600),
]

PROBE = r"""
import json, sys, time, inspect
from cardtable.engine.registry import default_registry
from cardtable.engine.simulate import simulate
game, checks, games = sys.argv[1], sys.argv[2], int(sys.argv[3])
registry = default_registry()
new_api = "checks" in inspect.signature(simulate).parameters
def run(n):
    if new_api:
        return simulate(registry, game, n, seed=1, checks=checks, jobs=1)
    return simulate(registry, game, n, seed=1, check_invariants=(checks != "none"))
run(max(10, games // 20))
started = time.process_time()
summary = run(games)
cpu = time.process_time() - started
print(json.dumps({"cpu": cpu, "games": games, "actions": summary["actions"], "errors": summary["errors"]}))
"""


def measure(tree: Path, game: str, checks: str, games: int) -> dict[str, float]:
    out = subprocess.run(
        [sys.executable, "-c", PROBE, game, checks, str(games)],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
        check=True,
        cwd=tree,
    )
    data = json.loads(out.stdout.strip().splitlines()[-1])
    return {
        "games_per_s": data["games"] / data["cpu"],
        "actions_per_s": data["actions"] / data["cpu"],
        "errors": data["errors"],
    }


def span(values: list[float]) -> str:
    """ "min-max (median)" of a row's runs."""
    return f"{min(values):,.0f}-{max(values):,.0f} ({statistics.median(values):,.0f})"


def ab(base: Path | None, runs: int, only: list[str] | None = None, scale: float = 1.0) -> None:
    """Each case's games (times ``scale``: longer runs average out more of a shared host's noise)
    on the new tree and, if given, the base tree, interleaved."""
    print(
        f"{'game':13} {'checks':8} {'tree':5} {'games/s (CPU), median':>26} {'actions/s (CPU), median':>28}"
    )
    for game, checks, count in CASES:
        if only and game not in only:
            continue
        games = max(1, round(count * scale))
        results: dict[str, list[dict[str, float]]] = {"new": [], "base": []}
        for run in range(runs):
            order = [("new", HERE)] if base is None else [("new", HERE), ("base", base)]
            if run % 2:
                order.reverse()  # A B, B A, A B...: neither tree always runs first
            for tree, path in order:
                results[tree].append(measure(path, game, checks, games))
        for tree, rows in results.items():
            if rows:
                print(
                    f"{game:13} {checks:8} {tree:5} {span([r['games_per_s'] for r in rows]):>26} "
                    f"{span([r['actions_per_s'] for r in rows]):>28}"
                )


JOBS_PROBE = r"""
import json, resource, sys, time
from cardtable.engine.registry import default_registry
from cardtable.engine.simulate import simulate
jobs, games, game = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
def cpu(who):
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime
wall = time.perf_counter()
own, children = cpu(resource.RUSAGE_SELF), cpu(resource.RUSAGE_CHILDREN)
summary = simulate(default_registry(), game, games, seed=1, jobs=jobs)
print(json.dumps({"wall": time.perf_counter() - wall,
                  "cpu": cpu(resource.RUSAGE_SELF) - own + cpu(resource.RUSAGE_CHILDREN) - children,
                  "results": summary["results"]["wins_per_seat"]}))
"""


def jobs(runs: int, games: int = 10_000, game: str = "lux-nova") -> None:
    """--jobs 2 against --jobs 1 on 10,000 games (default Lux Nova): wall-clock speed-up (meaningful only on
    an idle machine), and the CPU-time argument that holds on a busy one: all the CPU of the run
    (the parent and the workers, process start-up and the merging of tallies included), the
    overhead of the split, and the speed-up two idle cores would give. The games are cut into
    32 chunks handed out as workers free up, so the last worker waits at most one chunk."""
    for _ in range(runs):
        row = {}
        for count in (1, 2):
            out = subprocess.run(
                [sys.executable, "-c", JOBS_PROBE, str(count), str(games), game],
                capture_output=True,
                text=True,
                check=True,
                cwd=HERE,
            )
            row[count] = json.loads(out.stdout)
        assert row[1]["results"] == row[2]["results"]
        overhead = row[2]["cpu"] / row[1]["cpu"]
        projected = row[1]["cpu"] / (row[2]["cpu"] / 2 * (1 + 1 / 32))
        print(
            f"{game}: jobs 1: {row[1]['wall']:.2f} s wall, {row[1]['cpu']:.2f} s CPU; jobs 2: {row[2]['wall']:.2f} s "
            f"wall, {row[2]['cpu']:.2f} s CPU; wall speed-up {row[1]['wall'] / row[2]['wall']:.2f}x; "
            f"CPU overhead {overhead:.3f}x; on 2 idle cores {projected:.2f}x"
        )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--base", type=Path, help="another checkout to compare with (e.g. a git worktree of main)"
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(
        "--scale",
        type=float,
        default=1.0,
        help="play this many times each case's games (longer, steadier runs)",
    )
    parser.add_argument(
        "--jobs", action="store_true", help="measure --jobs 2 against --jobs 1 on 10,000 games"
    )
    parser.add_argument(
        "--game",
        action="append",
        help="measure only this game (repeatable; default: all four, or Lux Nova with --jobs)",
    )
    args = parser.parse_args()
    if args.jobs:
        for game in args.game or ["lux-nova"]:
            jobs(args.runs, game=game)
    else:
        ab(args.base, args.runs, args.game, args.scale)


if __name__ == "__main__":
    main()
