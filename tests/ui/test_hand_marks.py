"""The hand's one-line form keeps a card's ✗ (cannot be played) beside the cursor."""

from types import SimpleNamespace
from typing import Any

from cardtable.engine.kernel.resources import Cost
from cardtable.ui.luminous.widgets import HandPainter
from cardtable.ui.lux_aeterna.widgets import LuxCardPainter


def _face(cost: Any, **fields: object) -> SimpleNamespace:
    base = dict(
        cost=cost,
        essence=0,
        check=None,
        name="Card",
        type="unit",
        power=None,
        playable=False,
        reason="",
        fast=False,
    )
    base.update(fields)
    return SimpleNamespace(**base)


def test_the_cursor_does_not_hide_the_cannot_play_mark() -> None:
    # Lux Aeterna's faces carry a typed cost (one notation, drawn by the UI); Luminous's its essence and check
    for painter, cost in ((LuxCardPainter(), Cost()), (HandPainter(), "")):
        chosen = painter.grid_line(_face(cost), True, False).plain
        assert chosen.startswith("▶✗"), (type(painter).__name__, chosen)
        assert painter.grid_line(_face(cost, playable=True), True, False).plain.startswith("▶ ")
        assert painter.grid_line(_face(cost), False, False).plain.startswith(" ✗")
