"""The card data: the shipped deck is valid and balanced, and every kind of broken file gets its
own message naming file, line, card and field."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from cardtable.engine.data import DataError, builtin_data_root
from cardtable.games.lux_nova.catalog import default_catalog, load_catalog, validate_data
from cardtable.games.lux_nova.impl import IMPL

DATA = builtin_data_root() / "lux_nova"


def test_the_shipped_data_is_valid() -> None:
    assert validate_data(DATA) == []
    assert validate_data(builtin_data_root()) == []  # the data root is accepted too
    assert IMPL.validate_data(DATA) == []
    catalog = default_catalog()
    assert len(catalog.cards) == 36
    assert [c.id for c in catalog.colours] == ["ruby", "amber", "jade", "cobalt", "violet"]
    assert list(catalog.cards)[:3] == ["LN-01", "LN-02", "LN-03"]
    assert catalog.hand_size == {"basic": 1, "advanced": 2}


def test_colours_have_distinct_letters_and_glyphs() -> None:
    colours = default_catalog().colours
    assert len({c.letter for c in colours}) == len({c.glyph for c in colours}) == 5
    assert all(c.terminal.startswith("#") and len(c.terminal) == 7 for c in colours)


def test_every_card_has_three_or_four_parts_of_distinct_colours() -> None:
    for card in default_catalog().cards.values():
        assert len(card.parts) in (3, 4)
        assert len({p.colour for p in card.parts}) == len(card.parts)
        assert sorted(h for p in card.parts for h in p.halves) == list(range(12))
        assert card.rotations == (0, 1, 2, 3, 4, 5)


def deck_counts() -> dict[str, object]:
    """The balance figures shown in docs/data/lux-nova.md."""
    cards = list(default_catalog().cards.values())
    parts = Counter(p.colour for c in cards for p in c.parts)
    halves = Counter(h for c in cards for h in c.halves)
    whole = Counter(
        c.halves[2 * k] for c in cards for k in range(6) if c.halves[2 * k] == c.halves[2 * k + 1]
    )
    split = Counter(
        colour
        for c in cards
        for k in range(6)
        if c.halves[2 * k] != c.halves[2 * k + 1]
        for colour in (c.halves[2 * k], c.halves[2 * k + 1])
    )
    return {
        "parts": parts,
        "halves": halves,
        "whole_edges": whole,
        "split_edge_sides": split,
        "part_counts": Counter(len(c.parts) for c in cards),
        "two_colour_edges_per_card": Counter(c.two_colour_edges() for c in cards),
        "two_colour_edges": sum(c.two_colour_edges() for c in cards),
        "distinct_up_to_rotation": len(
            {min(tuple(c.colour_at(i, r) for i in range(12)) for r in range(6)) for c in cards}
        ),
    }


def test_the_deck_is_balanced() -> None:
    counts = deck_counts()
    # Each colour is a part on 25 +- 2 cards (126 parts / 5 colours = 25.2).
    assert all(23 <= n <= 27 for n in counts["parts"].values()), counts["parts"]
    # Each colour covers 86 +- 6 of the 432 half-edges.
    assert all(80 <= n <= 92 for n in counts["halves"].values()), counts["halves"]
    # One-colour edges: 29 +- 4 per colour; each colour lies on 29 +- 4 two-colour edge sides.
    assert all(25 <= n <= 33 for n in counts["whole_edges"].values()), counts["whole_edges"]
    assert all(25 <= n <= 33 for n in counts["split_edge_sides"].values())
    # A third of all edges (72 of 216, +- 6) show two colours; every card has 1 to 3 of them,
    # and each of 1, 2, 3 is as common as the others (12 +- 3 cards).
    assert 66 <= counts["two_colour_edges"] <= 78
    per_card = counts["two_colour_edges_per_card"]
    assert set(per_card) <= {1, 2, 3} and all(9 <= per_card[k] <= 15 for k in (1, 2, 3))
    # Half the cards have 3 parts, half have 4 (+- 3).
    assert all(15 <= counts["part_counts"][k] <= 21 for k in (3, 4))
    assert counts["distinct_up_to_rotation"] == 36


# ----- broken files ----------------------------------------------------------------------------


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    target = tmp_path / "lux_nova"
    shutil.copytree(DATA, target)
    return target


def replace(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


CARD_01 = "halves: [jade, jade, jade, jade, jade, amber, amber, amber, amber, ruby, ruby, ruby]"

BROKEN = [
    (
        "cards.yaml",
        CARD_01,
        "halves: [jade, jade, jade, jade, jade, amber, amber, amber, amber, ruby, ruby]",
        "cards.yaml:8: card 'LN-01': field 'halves': a card has exactly 12 half-edges, this one has 11",
    ),
    (
        "cards.yaml",
        CARD_01,
        "halves: [jade, jade, jade, jade, jade, amber, amber, amber, amber, ruby, ruby, pink]",
        "cards.yaml:8: card 'LN-01': field 'halves': unknown colour(s) pink; known colours: amber, "
        "cobalt, jade, ruby, violet",
    ),
    (
        "cards.yaml",
        CARD_01,
        "halves: [jade, jade, ruby, jade, jade, amber, amber, amber, amber, ruby, ruby, ruby]",
        "cards.yaml:8: card 'LN-01': field 'halves': colour(s) jade, ruby appear in more than one "
        "run; each colour must be one unbroken run of half-edges",
    ),
    (
        "cards.yaml",
        CARD_01,
        "halves: [jade, jade, jade, jade, jade, amber, amber, amber, amber, amber, amber, amber]",
        "cards.yaml:8: card 'LN-01': field 'halves': a card has 3 or 4 parts, this one has 2",
    ),
    (
        "cards.yaml",
        CARD_01,
        "halves: [jade, jade, cobalt, cobalt, jade, amber, amber, violet, violet, ruby, ruby, ruby]",
        "cards.yaml:8: card 'LN-01': field 'halves': colour(s) jade appear in more than one run; "
        "each colour must be one unbroken run of half-edges",
    ),
    (
        "cards.yaml",
        CARD_01,
        "halves: [jade, jade, cobalt, cobalt, cobalt, amber, amber, violet, violet, ruby, ruby, ruby]",
        "cards.yaml:8: card 'LN-01': field 'halves': a card has 3 or 4 parts, this one has 5",
    ),
    (
        "cards.yaml",
        "  - id: LN-02\n",
        "  - id: LN-01\n",
        "cards.yaml:9: card 'LN-01': field 'id': duplicate id (first defined at line 7)",
    ),
    (
        "cards.yaml",
        "  - id: LN-02\n",
        "  - id: ln 2\n",
        "cards.yaml:9: card 'ln 2': field 'id': Value error, 'ln 2' is not a card id like LN-07",
    ),
    (
        "cards.yaml",
        "  - id: LN-02\n",
        "  - id: LN-02\n    colour: red\n",
        "cards.yaml:10: card 'LN-02': field 'colour': unknown field (not allowed here)",
    ),
    (
        "cards.yaml",
        "  - id: LN-01\n    halves",
        "  - id: LN-01\n    halfs",
        "cards.yaml:7: card 'LN-01': field 'halves': required field is missing",
    ),
    (
        "cards.yaml",
        "cards:",
        "cards: [",
        "cards.yaml:7: invalid YAML: did not find expected node content (while parsing a flow node "
        "that starts at line 7)",
    ),
    ("cards.yaml", "cards:", "deck:", "cards.yaml:6: expected 'cards' to be a list"),
    (
        "colours.yaml",
        "letter: A",
        "letter: R",
        "colours.yaml:7: card 'amber': field 'letter': the letter 'R' is already used by colour "
        "'ruby'; every colour needs its own letter",
    ),
    (
        "colours.yaml",
        'glyph: "▲"',
        'glyph: "●"',
        "colours.yaml:7: card 'amber': field 'glyph': the glyph '●' is already used by colour "
        "'ruby'; every colour needs its own glyph",
    ),
    (
        "colours.yaml",
        '"#d98e04"',
        '"orange"',
        "colours.yaml:7: card 'amber': field 'terminal': Value error, 'orange' is not a hex colour "
        "like #c0392b",
    ),
    (
        "colours.yaml",
        "{id: amber,",
        "{id: ruby,",
        "colours.yaml:7: card 'ruby': field 'id': duplicate id (first defined at line 6)",
    ),
    (
        "colours.yaml",
        "letter: A,",
        "letter: AB,",
        "colours.yaml:7: card 'amber': field 'letter': String should have at most 1 character",
    ),
    (
        "rules.yaml",
        "  advanced: 2\n",
        "",
        "rules.yaml:4: field 'hand_size': no hand size for the variant 'advanced'",
    ),
    (
        "rules.yaml",
        "  advanced: 2\n",
        "  advanced: 2\n  expert: 3\n",
        "rules.yaml:7: field 'hand_size.expert': unknown variant 'expert'; variants: basic, advanced",
    ),
    (
        "rules.yaml",
        "  basic: 1",
        "  basic: 0",
        "rules.yaml:4: field 'hand_size': Value error, the hand size of 'basic' must be at least 1",
    ),
    (
        "rules.yaml",
        "hand_size:",
        "hand_sizes:",
        "rules.yaml:4: field 'hand_sizes': unknown field (not allowed here)",
    ),
]


@pytest.mark.parametrize(("file", "old", "new", "message"), BROKEN)
def test_each_broken_file_gets_its_own_message(
    folder: Path, file: str, old: str, new: str, message: str
) -> None:
    replace(folder / file, old, new)
    issues = [str(issue) for issue in validate_data(folder)]
    assert any(issue.endswith(message) for issue in issues), issues
    with pytest.raises(DataError):
        load_catalog(folder)


def test_a_missing_file_is_named(folder: Path) -> None:
    (folder / "rules.yaml").unlink()
    (issue,) = validate_data(folder)
    assert str(issue).endswith("rules.yaml: the file is missing")


def test_too_few_cards_for_four_players(folder: Path) -> None:
    lines = (folder / "cards.yaml").read_text(encoding="utf-8").splitlines()
    (folder / "cards.yaml").write_text("\n".join(lines[: 6 + 2 * 8]) + "\n", encoding="utf-8")
    (issue,) = validate_data(folder)
    assert str(issue).endswith(
        "cards.yaml:6: field 'cards': the deck has 8 cards; it needs at "
        "least 9 (the centre card and a full hand for 4 players)"
    )


def test_too_few_colours(folder: Path) -> None:
    text = (folder / "colours.yaml").read_text(encoding="utf-8")
    kept = [
        line
        for line in text.splitlines()
        if "jade" not in line and "cobalt" not in line and "violet" not in line
    ]
    (folder / "colours.yaml").write_text("\n".join(kept) + "\n", encoding="utf-8")
    issues = [str(i) for i in validate_data(folder)]
    assert any("at least 3 colours are needed, not 2" in i for i in issues), issues


def test_every_issue_of_a_file_is_reported_at_once(folder: Path) -> None:
    replace(folder / "cards.yaml", "  - id: LN-02\n", "  - id: LN-01\n")
    replace(folder / "cards.yaml", "[violet, violet, amber", "[violet, pink, amber")
    issues = [str(i) for i in validate_data(folder)]
    assert len(issues) == 2 and "duplicate id" in issues[0] and "pink" in issues[1]
