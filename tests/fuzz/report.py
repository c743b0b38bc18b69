"""Add up the case counts ``make fuzz`` collected: ``python tests/fuzz/report.py DIR``."""

from __future__ import annotations

import sys
from pathlib import Path


def main(folder: str) -> int:
    counts = {}
    for path in sorted(Path(folder).glob("*.count")):
        counts[path.stem] = sum(int(line) for line in path.read_text().split())
    for name, total in counts.items():
        print(f"{name:28} {total:7} cases")
    return 0 if counts else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1] if len(sys.argv) > 1 else ".fuzz-counts"))
