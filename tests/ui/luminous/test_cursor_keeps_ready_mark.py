"""playtest20-lum: the cursor ▶ took the place of the ready mark ✓, so the unit under the cursor
never showed whether it could attack or use an ability. Both show now, in the grid of 80x24 and
in the cards of a wide table."""

from __future__ import annotations

from cardtable.games.luminous.presentation import ThingFace
from cardtable.ui.luminous.widgets import ThingPainter


def _unit(marked: bool) -> ThingFace:
    return ThingFace(
        iid="u1", name="Silgar's Elite", type="unit", cost="3", text="", attack=4, health=3, marked=marked
    )


def test_the_grid_line_shows_the_cursor_and_the_ready_mark() -> None:
    painter = ThingPainter()
    assert painter.grid_line(_unit(True), True, False).plain.startswith("▶✓Silgar's Elite")
    assert painter.grid_line(_unit(True), False, False).plain.startswith("✓ Silgar's Elite")
    assert painter.grid_line(_unit(False), True, False).plain.startswith("▶ Silgar's Elite")


def test_the_card_box_shows_the_cursor_and_the_ready_mark() -> None:
    painter = ThingPainter()
    assert painter.card_lines(_unit(True), 20, True, False)[0].plain == "▶✓ Silgar's Elite"
    assert painter.card_lines(_unit(True), 20, False, False)[0].plain == "✓ Silgar's Elite"
    assert painter.card_lines(_unit(False), 20, True, False)[0].plain == "▶ Silgar's Elite"
