"""docs/rules/lux-aeterna-coverage.md names only tests that exist (a moved or renamed test must
take its row along)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PREFIXES = {
    "R": ["lux_aeterna/test_rules.py"],
    "R2": ["lux_aeterna/test_rules_refusals.py"],
    "A": ["lux_aeterna/test_combat.py"],
    "C": ["lux_aeterna/test_cards.py"],
    "D": ["lux_aeterna/test_data.py"],
    "K": [str(p.relative_to(ROOT / "tests")) for p in (ROOT / "tests" / "engine").glob("test_kernel*.py")],
}


def _tests_of(relative: str) -> set[str]:
    text = (ROOT / "tests" / relative).read_text()
    return set(re.findall(r"^(?:async )?def (test_\w+)", text, re.M))


def test_every_test_the_coverage_table_names_exists() -> None:
    doc = (ROOT / "docs" / "rules" / "lux-aeterna-coverage.md").read_text()
    named = 0
    for prefix, name in re.findall(r"`(R2|R|A|C|D|K)\.(test_\w+)`", doc):
        found = set().union(*(_tests_of(f) for f in PREFIXES[prefix]))
        assert name in found, f"{prefix}.{name} is not a test of {PREFIXES[prefix]}"
        named += 1
    for relative, name in re.findall(r"`tests/([\w/]+\.py)::(test_\w+)`", doc):
        assert name in _tests_of(relative), f"tests/{relative}::{name} is not a test"
        named += 1
    assert named > 50
