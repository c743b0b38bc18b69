"""Small modules with one job each: no source file of the package is over 600 lines (issue 24)."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "cardtable"
MAX_LINES = 600


def test_no_source_file_is_over_600_lines() -> None:
    long = {
        str(path.relative_to(PACKAGE)): count
        for path in PACKAGE.rglob("*.py")
        if (count := len(path.read_text().splitlines())) > MAX_LINES
    }
    assert long == {}
