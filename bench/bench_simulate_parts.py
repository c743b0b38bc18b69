"""Where `cardtable simulate`'s CPU time goes, per game, A/B interleaved against another checkout.

Each run (a fresh process, ``PYTHONPATH`` = the tree measured, the heap frozen as ``run_job``
freezes it) plays the games of the ``none`` tier one by one and times, with
``time.process_time``, making the game (``new_game``), playing it (``play_one``), and counting it
in the balance tally (``Tally.add``); then the report, once (``Tally.results`` and ``to_json``).
Runs alternate new, base, base, new... and the ranges are given. The instruction counts of
`bench_instructions.py --parts` split the same way but leave out what the host's caches and
branch predictors add (for Luminous the CPU gap between two trees has been about twice the
instruction gap).

    .venv/bin/python bench/bench_simulate_parts.py --base /path/to/old/checkout [--game luminous]
        [--games 600] [--runs 3] [--same-games]

``--same-games``: a Luminous tree asks for every trigger order (as before the quiet trigger orders;
see bench_instructions.py), so both trees play the same games.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

from probe_parts import ASK_EVERY_ORDER

HERE = Path(__file__).resolve().parent.parent

PROBE = (
    r"""
import gc, importlib, json, sys, time
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import StreamRng
from cardtable.engine.simrun import BOT_SALT, game_seed, play_one
from cardtable.engine.tally import Tally
"""
    + ASK_EVERY_ORDER
    + r"""
game, games, same = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "same"
if same:
    ask_every_order()
registry = default_registry()
impl = registry.get(game).load()
names = ["Seat 1", "Seat 2"]
bots = [impl.bots["random"]() for _ in names]
def run(count):
    tally = Tally(2, impl.balance(2, {}) if impl.balance is not None else None)
    spent = {"new": 0.0, "play": 0.0, "tally": 0.0}
    clock = time.process_time
    for index in range(count):
        seed = game_seed(1, index)
        a = clock()
        state = registry.new_game(game, names, seed, {}, log=False)
        b = clock()
        actions = play_one(state, bots, StreamRng(seed ^ BOT_SALT), trusted=True)
        c = clock()
        tally.add(state, actions)
        spent["new"] += b - a
        spent["play"] += c - b
        spent["tally"] += clock() - c
    a = clock()
    tally.results()
    tally.to_json()
    spent["report"] = clock() - a
    return spent, tally.actions
run(max(10, games // 20))
gc.freeze()
spent, actions = run(games)
print(json.dumps({**{k: v / games * 1e6 for k, v in spent.items()}, "actions": actions}))
"""
)

PARTS = ("new", "play", "tally", "report")


def measure(tree: Path, game: str, games: int, same: bool) -> dict[str, float]:
    """Microseconds of CPU per game for each part (the report's spread over the games)."""
    out = subprocess.run(
        [sys.executable, "-c", PROBE, game, str(games), "same" if same else "own"],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin", "PYTHONHASHSEED": "0"},
        check=True,
        cwd=tree,
    )
    data: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    data["total"] = sum(data[part] for part in PARTS)
    return data


def span(values: list[float]) -> str:
    """ "min-max (median)" of a part's runs, in microseconds a game."""
    return f"{min(values):,.1f}-{max(values):,.1f} ({statistics.median(values):,.1f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=Path, help="another checkout to compare with")
    parser.add_argument("--game", default="luminous")
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(
        "--same-games", action="store_true", help="Luminous: ask every trigger order (the older trees' games)"
    )
    args = parser.parse_args()
    trees = [("new", HERE)] + ([("base", args.base)] if args.base else [])
    rows: dict[str, list[dict[str, float]]] = {name: [] for name, _ in trees}
    for run in range(args.runs):
        for name, tree in trees if run % 2 == 0 else trees[::-1]:
            rows[name].append(measure(tree, args.game, args.games, args.same_games))
    print(f"{args.game}, {args.games} games, CPU microseconds a game, min-max (median) of {args.runs} runs")
    medians: dict[str, dict[str, float]] = {}
    for name, found in rows.items():
        medians[name] = {part: statistics.median(r[part] for r in found) for part in (*PARTS, "total")}
        cells = "  ".join(f"{part} {span([r[part] for r in found])}" for part in (*PARTS, "total"))
        print(f"{name:5} {cells}  actions {found[0]['actions']:,.0f}")
    if args.base:
        base_total = medians["base"]["total"]
        changes = "  ".join(
            f"{part} {(medians['new'][part] - medians['base'][part]) / base_total * 100:+.1f}%"
            for part in (*PARTS, "total")
        )
        print(f"new - base, as a share of the base's total a game (medians): {changes}")


if __name__ == "__main__":
    main()
