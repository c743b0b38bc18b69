"""`cardtable simulate` cost in machine instructions per game, A/B against another checkout.

CPU time on a shared host moves by 10-20% from one run to the next (other processes share the
caches and the cores), so a 3% guard cannot be read from it without many interleaved runs. The
number of instructions a run executes does not depend on the neighbours: this bench counts them
with Valgrind's ``callgrind`` tool (about 50 times slower than a plain run, so it plays few games)
and gives the instructions per game as the difference of two runs (N and N + K games), which
cancels the start-up (imports, card data). Instructions are not time (a cache miss costs more than
an addition), so confirm a real change with `bench_simulate_speed.py`; but a change of a few
percent here is a change, and an even count means a CPU-time gap is the host's noise.

It compares like with like only when both trees play the same games (same rules, card data and
deck choice): few games are measured, so a change of rules or data that changes the games moves the
count by the games' lengths (tens of percent), not by the code's speed. The hash seed is fixed
(``PYTHONHASHSEED=0``) so that set and dict orders, and so the work, repeat from run to run.

    .venv/bin/python bench/bench_instructions.py --base /path/to/old/checkout [--game lux-nova]

Needs ``valgrind`` (Debian: ``apt install valgrind``).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

CASES = [
    ("lux-nova", "none", 20, 400),
    ("lux-nova", "sampled", 20, 300),
    ("aether-lanes", "none", 100, 40),
    ("aether-lanes", "sampled", 100, 30),
    ("lux-aeterna", "none", 2, 12),
    ("luminous", "none", 5, 40),
]
"""(game, checks, warm-up games, games measured): the count is run(N + K) - run(N), divided by K."""

PROBE = r"""
import inspect, sys
from cardtable.engine.registry import default_registry
from cardtable.engine.simulate import simulate
game, checks, games = sys.argv[1], sys.argv[2], int(sys.argv[3])
registry = default_registry()
if "checks" in inspect.signature(simulate).parameters:
    simulate(registry, game, games, seed=1, checks=checks, jobs=1)
else:
    simulate(registry, game, games, seed=1, check_invariants=(checks != "none"))
"""

COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")


def instructions(tree: Path, game: str, checks: str, games: int) -> int:
    """Instructions executed by one simulation of ``games`` games on ``tree`` (a plain run first
    writes the tree's compiled modules, so neither measured run pays for compiling them)."""
    env = {"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin", "PYTHONHASHSEED": "0"}
    subprocess.run([sys.executable, "-c", PROBE, game, checks, "1"], env=env, cwd=tree, check=True)
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", PROBE]
        + [game, checks, str(games)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        cwd=tree,
    )
    found = COLLECTED.search(out.stderr)
    if found is None:
        raise SystemExit(f"callgrind printed no count for {tree}:\n{out.stderr[-2000:]}")
    return int(found.group(1))


def per_game(tree: Path, game: str, checks: str, warm: int, games: int) -> float:
    """Instructions per game, start-up cancelled."""
    return (instructions(tree, game, checks, warm + games) - instructions(tree, game, checks, warm)) / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=Path, help="another checkout to compare with")
    parser.add_argument("--game", action="append", help="measure only this game (repeatable)")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("bench_instructions needs valgrind (Debian: apt install valgrind)")
    print(f"{'game':13} {'checks':8} {'new instr/game':>16} {'base instr/game':>16} {'change':>8}")
    for game, checks, warm, games in CASES:
        if args.game and game not in args.game:
            continue
        new = per_game(HERE, game, checks, warm, games)
        if args.base is None:
            print(f"{game:13} {checks:8} {new:16,.0f}")
            continue
        base = per_game(args.base, game, checks, warm, games)
        print(f"{game:13} {checks:8} {new:16,.0f} {base:16,.0f} {(new / base - 1) * 100:+7.1f}%")


if __name__ == "__main__":
    main()
