"""`cardtable simulate --cluster` against the process pool on one machine: the overhead of the Dask
path, and its scaling from one worker to two.

Each measurement is one `cardtable simulate ... --json` run in a fresh process; the setups
alternate (A, B, C, C, B, A, A, B, C...) so the shared machine's drift hits them alike. Printed per
setup: games/s by the clock over the play alone (`seconds`: the cluster's start is apart, in
`connect_seconds`), games per CPU second of every process, and the start-up, as ranges.

    .venv/bin/python bench/bench_cluster.py                      # aether-lanes --matrix, 10,000 games
    .venv/bin/python bench/bench_cluster.py --game lux-nova --games 40000 --runs 3
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

CARDTABLE = Path(sys.executable).with_name("cardtable")
SETUPS = {
    "--jobs 2": ["--jobs", "2"],
    "--cluster local:2": ["--cluster", "local:2"],
    "--cluster local:1": ["--cluster", "local:1"],
}


def measure(game: str, games: int, extra: list[str], setup: list[str]) -> dict[str, float]:
    command = [
        str(CARDTABLE),
        "simulate",
        game,
        "--games",
        str(games),
        "--seed",
        "1",
        "--json",
        *extra,
        *setup,
    ]
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    summary = json.loads(out)
    cluster = summary.get("cluster") or {}
    return {
        "games_per_second": summary["games_per_second"],
        "games_per_cpu_second": summary["games_per_cpu_second"],
        "connect": cluster.get("connect_seconds", 0.0),
        "actions": summary["actions"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", default="aether-lanes")
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    extra = ["--matrix"] if args.game != "lux-nova" else []
    names = list(SETUPS)
    results: dict[str, list[dict[str, float]]] = {name: [] for name in names}
    for run in range(args.runs):
        for name in names if run % 2 == 0 else reversed(names):
            results[name].append(measure(args.game, args.games, extra, SETUPS[name]))
            print(f"run {run + 1} {name}: {results[name][-1]}", file=sys.stderr)
    actions = {figure["actions"] for runs in results.values() for figure in runs}
    assert len(actions) == 1, f"the setups played different games: {actions}"
    print(f"{args.game}, {args.games} games {' '.join(extra)}, {args.runs} runs each (ranges):")
    for name, runs in results.items():

        def span(key: str, runs: list[dict[str, float]] = runs) -> str:
            values = sorted(figure[key] for figure in runs)
            return f"{values[0]:,.1f}-{values[-1]:,.1f}"

        print(
            f"  {name:<20} {span('games_per_second')} games/s (clock, play only), "
            f"{span('games_per_cpu_second')} games/CPU s, start {span('connect')} s"
        )


if __name__ == "__main__":
    main()
