"""Add up the case counts ``make fuzz`` collected and hold them against the issue's targets:
``python tests/fuzz/report.py DIR [SECONDS]``. One line per fuzzer; exit status 1 when a target
is missed or nothing was counted."""

from __future__ import annotations

import sys
from pathlib import Path

TARGETS = {"data": 10_000, "files": 5_000, "scenario": 1_000}
"""Cases each hypothesis fuzzer must reach in one run."""
STORMS = 200
"""Key storms each game screen and each dialog must get in one run."""
DESCRIBED = {
    "data": "data folders and card models",
    "files": "saves, settings and score tables",
    "scenario": "scenario files",
}


def target(name: str) -> int:
    return TARGETS.get(name, STORMS if name.startswith("storm-") else 0)


def describe(name: str) -> str:
    if name.startswith("storm-dialog-"):
        return f"key storms on the {name.removeprefix('storm-dialog-')} dialog"
    if name.startswith("storm-"):
        return f"key storms on the {name.removeprefix('storm-')} screen"
    return DESCRIBED.get(name, name)


def main(folder: str, seconds: str | None = None) -> int:
    counts = {
        path.stem: sum(int(line) for line in path.read_text().split())
        for path in sorted(Path(folder).glob("*.count"))
    }
    for name in TARGETS:
        counts.setdefault(name, 0)
    missed = []
    for name, total in counts.items():
        wanted = target(name)
        verdict = "ok" if total >= wanted else f"MISSED (target {wanted})"
        if total < wanted:
            missed.append(name)
        print(f"fuzz {name:30} {total:7} cases, target {wanted:6}: {verdict}  [{describe(name)}]")
    storms = sum(total for name, total in counts.items() if name.startswith("storm-"))
    cases = sum(total for name, total in counts.items() if not name.startswith("storm-"))
    took = f" in {int(float(seconds)) // 60} min {int(float(seconds)) % 60} s" if seconds else ""
    print(f"fuzz total: {cases} file cases and {storms} key storms{took}; ", end="")
    print("every target met" if not missed else f"targets missed: {', '.join(missed)}")
    return 1 if missed or not any(counts.values()) else 0


if __name__ == "__main__":
    raise SystemExit(main(*sys.argv[1:3]) if len(sys.argv) > 1 else main(".fuzz-counts"))
