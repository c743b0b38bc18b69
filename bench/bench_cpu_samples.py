"""Where `cardtable simulate`'s CPU time goes by function, A/B against another checkout, sampled.

cProfile adds a fixed cost to every call, so it blames call-heavy code; instruction counts
(`bench_instructions.py`) leave out cache misses and mispredicted branches. This bench samples
instead: a CPU-time timer (``ITIMER_PROF``) interrupts the games of the ``none`` tier (each game
made, played and tallied as ``run_job`` does), and each sample counts once for the function running
("self") and once for every function on its stack ("incl"). Python handles a signal between
bytecodes, at the next call or loop jump, so a sample may land on the function entered just after
the one that spent the time: read small differences with care. The host's tick (often 4 ms) sets
the real sampling rate, so the default run plays the games several times.

    .venv/bin/python bench/bench_cpu_samples.py --base /path/to/old/checkout [--game luminous]
        [--games 600] [--repeat 8] [--same-games] [--top 30] [--incl]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from probe_parts import ASK_EVERY_ORDER

HERE = Path(__file__).resolve().parent.parent

PROBE = (
    r"""
import collections, gc, importlib, json, signal, sys
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import StreamRng
from cardtable.engine.simrun import BOT_SALT, game_seed, play_one
from cardtable.engine.tally import Tally
"""
    + ASK_EVERY_ORDER
    + r"""
game, games, repeat, same = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "same"
if same:
    ask_every_order()
registry = default_registry()
impl = registry.get(game).load()
names = ["Seat 1", "Seat 2"]
bots = [impl.bots["random"]() for _ in names]
own = collections.Counter()
incl = collections.Counter()
def name(code):
    path = code.co_filename
    return (path.split("/cardtable/")[-1] if "/cardtable/" in path else path.split("/")[-1]) + ":" + code.co_name
def sample(signum, frame):
    own[name(frame.f_code)] += 1
    seen = set()
    while frame is not None:
        key = name(frame.f_code)
        if key not in seen:
            seen.add(key)
            incl[key] += 1
        frame = frame.f_back
def play(count):
    tally = Tally(2, impl.balance(2, {}) if impl.balance is not None else None)
    for index in range(count):
        seed = game_seed(1, index)
        state = registry.new_game(game, names, seed, {}, log=False)
        tally.add(state, play_one(state, bots, StreamRng(seed ^ BOT_SALT), trusted=True))
play(max(10, games // 20))
gc.freeze()
signal.signal(signal.SIGPROF, sample)
signal.setitimer(signal.ITIMER_PROF, 0.0005, 0.0005)
for _ in range(repeat):
    play(games)
signal.setitimer(signal.ITIMER_PROF, 0, 0)
print(json.dumps({"self": own, "incl": incl}))
"""
)


def samples(tree: Path, game: str, games: int, repeat: int, same: bool) -> dict[str, dict[str, int]]:
    out = subprocess.run(
        [sys.executable, "-c", PROBE, game, str(games), str(repeat), "same" if same else "own"],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin", "PYTHONHASHSEED": "0"},
        check=True,
        cwd=tree,
    )
    found: dict[str, dict[str, int]] = json.loads(out.stdout.strip().splitlines()[-1])
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=Path, help="another checkout to compare with")
    parser.add_argument("--game", default="luminous")
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--repeat", type=int, default=8, help="play the games this many times")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument(
        "--incl", action="store_true", help="rank by samples with the callees (default: self)"
    )
    parser.add_argument(
        "--same-games", action="store_true", help="Luminous: ask every trigger order (the older trees' games)"
    )
    args = parser.parse_args()
    what = "incl" if args.incl else "self"
    new = samples(HERE, args.game, args.games, args.repeat, args.same_games)
    base = samples(args.base, args.game, args.games, args.repeat, args.same_games) if args.base else None
    total_new = sum(new["self"].values())
    if base is None:
        print(f"{total_new} samples")
        for key, count in sorted(new[what].items(), key=lambda item: -item[1])[: args.top]:
            print(f"{count:7d} {100 * count / total_new:5.1f}%  {key}")
        return
    total_base = sum(base["self"].values())
    print(f"samples: new {total_new}, base {total_base} ({100 * (total_new / total_base - 1):+.1f}%); {what}")
    a, b = base[what], new[what]
    for key in sorted(set(a) | set(b), key=lambda k: -abs(b.get(k, 0) - a.get(k, 0)))[: args.top]:
        change = b.get(key, 0) - a.get(key, 0)
        print(
            f"{change:+7d} ({100 * change / total_base:+5.1f}% of base)  base {a.get(key, 0):6d}  "
            f"new {b.get(key, 0):6d}  {key}"
        )


if __name__ == "__main__":
    main()
