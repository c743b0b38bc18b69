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
The tree's path is not neutral: the same commit counted 16.11 M instructions a Lux Aeterna game
from ``/work/wt-lum-present24`` and 16.01 M from ``/tmp/lp24-head`` (+0.6%, same run), so a
guard of a few tenths of a percent is read from two trees at paths of the same length (a
``git worktree add --detach /tmp/...`` of each commit, the bench run from one of them).

    .venv/bin/python bench/bench_instructions.py --base /path/to/old/checkout [--game lux-nova]
    .venv/bin/python bench/bench_instructions.py --base ... --game luminous --parts --same-games

``--parts`` splits a case into what the run spends on the games alone (``new_game`` and
``play_one``), the games and the balance tally (``Tally.add``, once a game), and the whole run
(``simulate``: also the report, once a run, and the chunks' merges). ``--same-games`` makes a
Luminous tree ask for every trigger order (``trigger_order.order_matters`` always true, patched in
the probe's process: the file is not touched), as the trees before the quiet trigger orders did,
so that both trees play the same games.

Needs ``valgrind`` (Debian: ``apt install valgrind``).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

from probe_parts import ASK_EVERY_ORDER

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

PROBE = (
    r"""
import importlib, inspect, sys
from cardtable.engine.registry import default_registry
from cardtable.engine.simulate import simulate
game, checks, games, part, same = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
registry = default_registry()
"""
    + ASK_EVERY_ORDER
    + r"""
if same == "same":
    ask_every_order()
if part == "run":
    if "checks" in inspect.signature(simulate).parameters:
        simulate(registry, game, games, seed=1, checks=checks, jobs=1)
    else:
        simulate(registry, game, games, seed=1, check_invariants=(checks != "none"))
    raise SystemExit
from cardtable.engine.rng import StreamRng
from cardtable.engine.simrun import BOT_SALT, game_seed, play_one
from cardtable.engine.tally import Tally
impl = registry.get(game).load()
names = ["Seat 1", "Seat 2"]
bots = [impl.bots["random"]() for _ in names]
tally = Tally(2, impl.balance(2, {}) if impl.balance is not None else None)
for index in range(games):
    seed = game_seed(1, index)
    state = registry.new_game(game, names, seed, {}, log=False)
    actions = play_one(state, bots, StreamRng(seed ^ BOT_SALT), trusted=True)
    if part == "tally":
        tally.add(state, actions)
"""
)

PARTS = ("games", "tally", "run")
"""What ``--parts`` measures: the games alone (two seats, default options, no checks: the
``none`` tier's games), the games and the balance tally, the whole ``simulate`` run."""

COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")


def instructions(
    tree: Path, game: str, checks: str, games: int, part: str = "run", same: bool = False
) -> int:
    """Instructions executed by one simulation of ``games`` games on ``tree`` (a plain run first
    writes the tree's compiled modules, so neither measured run pays for compiling them);
    ``part``: one of :data:`PARTS`."""
    env = {"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin", "PYTHONHASHSEED": "0"}
    extra = [part, "same" if same else "own"]
    subprocess.run([sys.executable, "-c", PROBE, game, checks, "1", *extra], env=env, cwd=tree, check=True)
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", PROBE]
        + [game, checks, str(games), *extra],
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


def per_game(
    tree: Path, game: str, checks: str, warm: int, games: int, part: str = "run", same: bool = False
) -> float:
    """Instructions per game, start-up cancelled."""
    more = instructions(tree, game, checks, warm + games, part, same)
    return (more - instructions(tree, game, checks, warm, part, same)) / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=Path, help="another checkout to compare with")
    parser.add_argument("--game", action="append", help="measure only this game (repeatable)")
    parser.add_argument(
        "--parts", action="store_true", help="the games alone, with the tally, the whole run (none tier)"
    )
    parser.add_argument(
        "--same-games", action="store_true", help="Luminous: ask every trigger order (the older trees' games)"
    )
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("bench_instructions needs valgrind (Debian: apt install valgrind)")
    print(f"{'game':13} {'checks':8} {'part':6} {'new instr/game':>16} {'base instr/game':>16} {'change':>8}")
    for game, checks, warm, games in CASES:
        if args.game and game not in args.game:
            continue
        for part in PARTS if args.parts and checks == "none" else ("run",):
            new = per_game(HERE, game, checks, warm, games, part, args.same_games)
            if args.base is None:
                print(f"{game:13} {checks:8} {part:6} {new:16,.0f}", flush=True)
                continue
            base = per_game(args.base, game, checks, warm, games, part, args.same_games)
            print(
                f"{game:13} {checks:8} {part:6} {new:16,.0f} {base:16,.0f} {(new / base - 1) * 100:+7.1f}%",
                flush=True,
            )


if __name__ == "__main__":
    main()
