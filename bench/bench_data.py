"""Loading and validating all card data (issue 2: under 100 ms for all games; issue 4: Aether
Lanes' pool under 50 ms).

Each run is a fresh process. Reported per game, medians over the runs:

* ``import_ms``: importing the game's engine modules (the pydantic models are built then);
* ``first_load_ms``: the first read-and-validate of its data folder in the process (files read,
  YAML parsed, every model validated, cross-checks, lookup tables built): the load a player waits
  for when a match starts;
* ``reload_ms``: the same again after dropping every cache.

    .venv/bin/python bench/bench_data.py [--runs 7] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys

CHILD = """
import importlib, json, time
from cardtable.engine.registry import default_registry
from cardtable.engine.data import data_root
out = {}
for info in default_registry().all():
    if not info.data_folder:
        continue
    start = time.perf_counter()
    impl = info.load()
    imported = time.perf_counter()
    issues = impl.validate_data(data_root() / info.data_folder)
    first = time.perf_counter()
    assert not issues, issues
    package = importlib.import_module(info.impl.rpartition(".")[0] + ".catalog")
    for name in ("clear_cache", "_cached_catalog"):
        target = getattr(package, name, None)
        if name == "clear_cache" and target:
            target()
        elif target is not None and hasattr(target, "cache_clear"):
            target.cache_clear()
    again = time.perf_counter()
    impl.validate_data(data_root() / info.data_folder)
    done = time.perf_counter()
    out[info.id] = {"import": imported - start, "first": first - imported, "reload": done - again}
print(json.dumps(out))
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
    result: dict[str, object] = {"runs": args.runs}
    total_first = 0.0
    for game in samples[0]:
        row = {
            key + "_ms": round(1000 * statistics.median(s[game][key] for s in samples), 1)
            for key in ("import", "first", "reload")
        }
        total_first += row["first_ms"]
        result[game] = row
    result["all_games_first_load_ms"] = round(total_first, 1)
    print(json.dumps(result) if args.json else "\n".join(f"{k:>24}: {v}" for k, v in result.items()))


if __name__ == "__main__":
    main()
