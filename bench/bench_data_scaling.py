"""How validating Aether Lanes data grows with the number of cards (it must stay linear: the
loader once looked every card up again in its list, and 16,000 cards took 17 s).

Prints CPU seconds (time.process_time, best of 3) for 2,000 to 16,000 extra cards and the time per
card; a linear loader keeps the per-card time flat."""

from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path

from cardtable.engine.data import builtin_data_root
from cardtable.games.aether_lanes.catalog import validate_data


def folder_with(cards: int, root: Path) -> Path:
    folder = root / f"aether_lanes_{cards}"
    shutil.copytree(builtin_data_root() / "aether_lanes", folder)
    lines = ["cards:"]
    for index in range(cards):
        lines += [
            f"  - id: filler-{index}",
            f"    name: Filler {index}",
            "    element: earth",
            "    type: summon",
            "    cost: 1",
            "    attack: 1",
            "    defense: 0",
            "    health: 1",
            "    text: Filler.",
        ]
    (folder / "cards-extra.yaml").write_text("\n".join(lines) + "\n")
    return folder


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        for cards in (2000, 4000, 8000, 16000):
            folder = folder_with(cards, Path(tmp))
            best = float("inf")
            for _ in range(3):
                start = time.process_time()
                issues = validate_data(folder)
                best = min(best, time.process_time() - start)
            assert not issues, issues[:3]
            print(f"{cards:6} cards: {best:6.2f} s CPU, {best / cards * 1e6:6.1f} µs per card")


if __name__ == "__main__":
    main()
