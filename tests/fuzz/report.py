"""Add up the case counts ``make fuzz`` collected and hold them against the issue's targets:
``python tests/fuzz/report.py DIR... [--seconds SECONDS] [--budget PERCENT]``. Several folders
(the parts of a run cut in pieces) are summed; a run at a share of the nightly budget
(``FUZZ_BUDGET``) is held to that share of each target. One line per fuzzer with its cases and
their CPU time; exit status 1 when a target is missed or nothing was counted."""

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


def target(name: str, budget: int = 100) -> int:
    """The cases ``name`` must reach in a run of ``budget`` percent of the nightly budget."""
    return TARGETS.get(name, STORMS if name.startswith("storm-") else 0) * budget // 100


def describe(name: str) -> str:
    if name.startswith("storm-dialog-"):
        return f"key storms on the {name.removeprefix('storm-dialog-')} dialog"
    if name.startswith("storm-"):
        return f"key storms on the {name.removeprefix('storm-')} screen"
    return DESCRIBED.get(name, name)


def tally(path: Path) -> tuple[int, float]:
    """(cases, CPU seconds) of one ``.count`` file: lines of ``count [cpu]``."""
    cases, cpu = 0, 0.0
    for line in path.read_text().splitlines():
        parts = line.split()
        if parts:
            cases += int(parts[0])
            cpu += float(parts[1]) if len(parts) > 1 else 0.0
    return cases, cpu


def gather(folders: list[str]) -> dict[str, tuple[int, float]]:
    """(cases, CPU seconds) per fuzzer, summed over ``folders``."""
    counts: dict[str, tuple[int, float]] = {}
    for folder in folders:
        for path in sorted(Path(folder).glob("*.count")):
            cases, cpu = tally(path)
            before = counts.get(path.stem, (0, 0.0))
            counts[path.stem] = (before[0] + cases, before[1] + cpu)
    return dict(sorted(counts.items()))


def main(*folders: str, seconds: str | None = None, budget: int = 100) -> int:
    counts = gather(list(folders))
    for name in TARGETS:
        counts.setdefault(name, (0, 0.0))
    missed = []
    for name, (total, cpu) in counts.items():
        wanted = target(name, budget)
        verdict = "ok" if total >= wanted else f"MISSED (target {wanted})"
        if total < wanted:
            missed.append(name)
        each = f"{1000 * cpu / total:6.0f} ms CPU each" if total else " " * 17
        print(f"fuzz {name:30} {total:6} cases {each}: {verdict}  [{describe(name)}]")
    storms = sum(total for name, (total, _) in counts.items() if name.startswith("storm-"))
    cases = sum(total for name, (total, _) in counts.items() if not name.startswith("storm-"))
    cpu = sum(used for _, used in counts.values())
    took = f", {int(float(seconds)) // 60} min {int(float(seconds)) % 60} s by the clock" if seconds else ""
    share = f" at {budget}% of the nightly budget" if budget != 100 else ""
    print(
        f"fuzz total{share}: {cases} file cases and {storms} key storms, {cpu / 60:.0f} min of CPU{took}; "
        + ("every target met" if not missed else f"targets missed: {', '.join(missed)}")
    )
    return 1 if missed or not any(total for total, _ in counts.values()) else 0


def cli(args: list[str]) -> int:
    """``DIR... [--seconds S] [--budget PERCENT]``; no folder means ``.fuzz-counts``."""
    options: dict[str, str] = {}
    for name in ("--seconds", "--budget"):
        if name in args:
            at = args.index(name)
            options[name] = args[at + 1]
            args = args[:at] + args[at + 2 :]
    budget = int(options.get("--budget") or 100)
    return main(*(args or [".fuzz-counts"]), seconds=options.get("--seconds"), budget=budget)


if __name__ == "__main__":
    raise SystemExit(cli(sys.argv[1:]))
