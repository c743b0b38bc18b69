"""`cardtable simulate` memory stays flat: 10x more games raise max_rss_mb by less than 10%.

Runs `cardtable simulate GAME --games N --json` for N and 10N in fresh processes.

    .venv/bin/python bench/bench_simulate_memory.py [GAME ...] [--games 100]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys


def simulate(game: str, games: int) -> dict[str, object]:
    out = subprocess.run(
        [sys.executable, "-m", "cardtable", "simulate", game, "--games", str(games), "--json"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return json.loads(out)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games_ids", nargs="*", default=["lux-nova", "aether-lanes"])
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args()
    for game in args.games_ids:
        small = simulate(game, args.games)
        large = simulate(game, 10 * args.games)
        growth = (large["max_rss_mb"] - small["max_rss_mb"]) / small["max_rss_mb"]
        print(
            json.dumps(
                {
                    "game": game,
                    "games": [args.games, 10 * args.games],
                    "max_rss_mb": [small["max_rss_mb"], large["max_rss_mb"]],
                    "growth_percent": round(100 * growth, 1),
                    "flat": growth < 0.10,
                    "games_per_second": [small["games_per_second"], large["games_per_second"]],
                    "actions_per_second": [small["actions_per_second"], large["actions_per_second"]],
                    "errors": [small["errors"], large["errors"]],
                }
            )
        )


if __name__ == "__main__":
    main()
