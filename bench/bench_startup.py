"""Start-up benchmark: `cardtable` to the painted menu vs a bare one-widget Textual app.

Both are started the same way (a fresh Python process, headless, leaving right after the first
paint), alternately, in one run. Prints medians and the ratio, and the peak memory of each.
Targets (issue 2): ratio <= 1.5, cardtable peak <= 60 MiB.

    .venv/bin/python bench/bench_startup.py [--runs 15] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = """
from textual.app import App
from textual.widgets import Static

class Bare(App):
    def compose(self):
        yield Static("hello")
    def on_mount(self):
        self.call_after_refresh(self.exit)

Bare().run(headless=True, size=(120, 40))
"""

CARDTABLE = """
from cardtable.ui.app import CardtableApp

class Measured(CardtableApp):
    def on_mount(self):
        super().on_mount()
        self.call_after_refresh(self.exit)

Measured().run(headless=True, size=(120, 40))
"""


def run_once(code: str, env: dict[str, str]) -> tuple[float, float]:
    """(seconds, peak MiB) of one fresh process running ``code``."""
    started = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"benchmark child failed with status {process.returncode}")
    return elapsed, usage.ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, CARDTABLE_HOME=home)
        run_once(BARE, env)  # warm the file cache for both
        run_once(CARDTABLE, env)
        bare, ours = [], []
        for _ in range(args.runs):
            bare.append(run_once(BARE, env))
            ours.append(run_once(CARDTABLE, env))
    result = {
        "runs": args.runs,
        "bare_median_s": round(statistics.median(t for t, _ in bare), 4),
        "cardtable_median_s": round(statistics.median(t for t, _ in ours), 4),
        "bare_peak_mib": round(max(m for _, m in bare), 1),
        "cardtable_peak_mib": round(max(m for _, m in ours), 1),
    }
    result["ratio"] = round(result["cardtable_median_s"] / result["bare_median_s"], 3)
    result["ratio_ok"] = result["ratio"] <= 1.5
    result["memory_ok"] = result["cardtable_peak_mib"] <= 60
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>20}: {value}")


if __name__ == "__main__":
    main()
