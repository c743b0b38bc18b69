"""Loading and validating all card data (issue 2: under 100 ms; Aether Lanes alone under 50 ms).

Each measurement runs in a fresh process (a cold load, no caches), several times; prints medians.

    .venv/bin/python bench/bench_data.py [--runs 7] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys

CHILD = """
import time, json
t0 = time.perf_counter()
from cardtable.engine.registry import default_registry
from cardtable.engine.data import data_root
registry = default_registry()
imported = time.perf_counter()
times = {}
for info in registry.all():
    if not info.data_folder:
        continue
    start = time.perf_counter()
    issues = info.load().validate_data(data_root() / info.data_folder)
    times[info.id] = time.perf_counter() - start
    assert not issues, issues
total = time.perf_counter() - t0
print(json.dumps({"per_game_s": times, "total_with_imports_s": total, "imports_s": imported - t0}))
"""


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    samples = []
    for _ in range(args.runs):
        out = subprocess.run([sys.executable, "-c", CHILD], check=True, capture_output=True, text=True).stdout
        samples.append(json.loads(out))
    games = samples[0]["per_game_s"].keys()
    result = {
        "runs": args.runs,
        "per_game_ms": {g: round(1000 * statistics.median(s["per_game_s"][g] for s in samples), 1) for g in games},
        "all_games_ms": round(1000 * statistics.median(sum(s["per_game_s"].values()) for s in samples), 1),
        "with_imports_ms": round(1000 * statistics.median(s["total_with_imports_s"] for s in samples), 1),
    }
    print(json.dumps(result) if args.json else "\n".join(f"{k:>16}: {v}" for k, v in result.items()))


if __name__ == "__main__":
    main()
