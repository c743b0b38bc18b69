"""Greedy bot decision time (CPU) in both games, A/B interleaved against another checkout.

The positions are the same in both trees: seeded games, each played by the random bot to a fixed
number of actions; the greedy bot then decides in every one of them (``choose`` on the live
state, as the app's worker thread does on a copy). Each measurement is a fresh process.

    .venv/bin/python bench/bench_bot_decisions.py [--base /path/to/old/checkout] [--runs 3]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

PROBE = r"""
import json, sys, time
from cardtable.engine.registry import default_registry
from cardtable.engine.bots import RandomBot
from cardtable.engine.rng import Rng
game, positions = sys.argv[1], int(sys.argv[2])
registry = default_registry()
impl = registry.get(game).load()
states = []
for seed in range(positions):
    state = registry.new_game(game, ["Ana", "Bo"], seed)
    rng, bot = Rng(seed), RandomBot()
    for _ in range(4 + seed % 17):
        if state.is_over:
            break
        state.apply(bot.choose(state, rng))
    if not state.is_over:
        states.append(state)
greedy = impl.bots["greedy"]()
greedy.choose(states[0], Rng(1))
times = []
for index, state in enumerate(states):
    started = time.process_time()
    greedy.choose(state, Rng(index))
    times.append(time.process_time() - started)
times.sort()
print(json.dumps({"mean_ms": 1000 * sum(times) / len(times), "median_ms": 1000 * times[len(times) // 2],
                  "max_ms": 1000 * times[-1], "decisions": len(times)}))
"""

CASES = [("lux-nova", 60), ("aether-lanes", 40)]


def measure(tree: Path, game: str, positions: int) -> dict[str, float]:
    out = subprocess.run(
        [sys.executable, "-c", PROBE, game, str(positions)],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
        check=True,
        cwd=tree,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--base", type=Path)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print(f"{'game':13} {'tree':5} {'mean ms':>12} {'median ms':>12} {'max ms':>12}")
    for game, positions in CASES:
        rows: dict[str, list[dict[str, float]]] = {"new": [], "base": []}
        for _ in range(args.runs):
            rows["new"].append(measure(HERE, game, positions))
            if args.base is not None:
                rows["base"].append(measure(args.base, game, positions))
        for tree, found in rows.items():
            if found:
                cells = [
                    f"{min(r[k] for r in found):.2f}-{max(r[k] for r in found):.2f}"
                    for k in ("mean_ms", "median_ms", "max_ms")
                ]
                print(f"{game:13} {tree:5} {cells[0]:>12} {cells[1]:>12} {cells[2]:>12}")


if __name__ == "__main__":
    main()
