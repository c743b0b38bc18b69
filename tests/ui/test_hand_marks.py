"""The hand's one-line form keeps a card's ✗ (cannot be played) beside the cursor."""

from types import SimpleNamespace

from cardtable.ui.luminous.widgets import HandPainter
from cardtable.ui.lux_aeterna.widgets import LuxCardPainter


def _face(**fields: object) -> SimpleNamespace:
    base = dict(cost="", name="Card", type="unit", power=None, playable=False, reason="", fast=False)
    base.update(fields)
    return SimpleNamespace(**base)


def test_the_cursor_does_not_hide_the_cannot_play_mark() -> None:
    for painter in (LuxCardPainter(), HandPainter()):
        chosen = painter.grid_line(_face(), True, False).plain
        assert chosen.startswith("▶✗"), (type(painter).__name__, chosen)
        assert painter.grid_line(_face(playable=True), True, False).plain.startswith("▶ ")
        assert painter.grid_line(_face(), False, False).plain.startswith(" ✗")
