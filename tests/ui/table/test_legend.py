"""The glyph legend: every mark a game's table draws is in it, and no glyph has two meanings."""

from __future__ import annotations

import pathlib
import unicodedata

import pytest

import cardtable.ui
from cardtable.ui.table.legend import LEGENDS, clashes, glyphs_of, legend, legend_text

FOLDERS = {
    "lux-aeterna": "lux_aeterna",
    "luminous": "luminous",
    "lux-nova": "lux_nova",
    "aether-lanes": "aether_lanes",
}
KEY_NAMES = frozenset("↑↓←▼")
"""Characters the screens use only to name keys (help lines, the footer), not marks on the table."""


def drawn_glyphs(folder: str) -> set[str]:
    """The symbol characters in a game screen's code (box drawing left out)."""
    root = pathlib.Path(cardtable.ui.__file__).parent / folder
    return {
        ch
        for path in root.glob("*.py")
        for ch in path.read_text(encoding="utf-8")
        if ord(ch) > 127
        and unicodedata.category(ch) in ("So", "Sm")
        and not 0x2500 <= ord(ch) <= 0x259F
        and ch not in KEY_NAMES
    }


@pytest.mark.parametrize("game", sorted(LEGENDS))
def test_no_glyph_has_two_meanings(game: str) -> None:
    assert clashes(legend(game)) == {}


@pytest.mark.parametrize("game", sorted(LEGENDS))
def test_every_glyph_the_table_draws_is_in_the_legend(game: str) -> None:
    listed = {g for _, entries in legend(game) for glyphs, _ in entries for g in glyphs_of(glyphs)}
    missing = drawn_glyphs(FOLDERS[game]) - listed
    assert not missing, f"{game}: glyphs drawn but not in the legend: {sorted(missing)}"


def test_a_clash_is_found() -> None:
    sections = (("Marks", (("⛨", "durability"), ("⛨", "blocking"))),)
    assert clashes(sections) == {"⛨": ["durability", "blocking"]}


def test_the_colours_of_lux_aeterna_have_different_shapes_and_white_is_one_glyph() -> None:
    from cardtable.ui.lux_aeterna import glyphs

    shapes = [glyphs.GLYPHS[letter] for letter in glyphs.LETTERS]
    assert len(set(shapes)) == len(shapes)
    assert "◆" not in shapes  # ♦ (Rubedian) and ◆ looked alike
    assert glyphs.GLYPHS["W"] == glyphs.LIFE  # White in the Soul and in the Numen


def test_luminous_blocking_is_not_durability() -> None:
    from cardtable.ui.luminous import glyphs

    assert glyphs.BLOCKING != glyphs.DURABILITY
    text = legend_text(legend("luminous")).plain
    assert text.count(glyphs.DURABILITY) == 1


def test_luminous_attack_is_not_attacking() -> None:
    """Playtest19: "⚔" meant both a unit's attack and "a unit attacking"."""
    from cardtable.ui.luminous import glyphs

    assert glyphs.ATTACKING != glyphs.ATTACK and glyphs.ROLE_GLYPHS["attacker"] == glyphs.ATTACKING
    meanings = {glyph: meaning for _, entries in legend("luminous") for glyph, meaning in entries}
    assert "attacking" not in meanings[glyphs.ATTACK] and "attacking" in meanings[glyphs.ATTACKING]


def test_the_legend_is_in_the_help_of_each_game() -> None:
    from cardtable.ui.table.legend import legend_markdown

    text = legend_markdown("lux-aeterna")
    assert "## Marks on the table" in text and "| ☾ | a Caelestis Light |" in text
    assert "`h`" in text and "`g`" in text
    assert legend_markdown("no-such-game") == ""


@pytest.mark.parametrize("game", ["luminous", "lux-aeterna"])
def test_the_cursor_and_whose_turn_are_two_marks(game: str) -> None:
    """Play-test: ▶ meant both the card under the cursor and the player whose turn it is."""
    meanings = {glyphs: meaning for _, entries in legend(game) for glyphs, meaning in entries}
    assert "turn" not in meanings["▶"] and "whose turn" in meanings["»"]


@pytest.mark.parametrize("game", sorted(LEGENDS))
def test_no_glyph_entry_is_cut_at_80_columns(game: str) -> None:
    """playtest17: Lux Aeterna's "⋮ 2 more" read "⋮ 2 mo…" in the legend's glyph column."""
    from rich.console import Console

    from cardtable.ui.table.legend import legend_grid

    console = Console(width=76, record=True, color_system=None)
    console.print(legend_grid(legend(game)))
    shown = console.export_text()
    for _heading, entries in legend(game):
        for glyphs, _meaning in entries:
            assert glyphs in shown, glyphs
