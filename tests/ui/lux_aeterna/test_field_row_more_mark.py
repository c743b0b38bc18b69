"""A Combat Zone with more Units than fit keeps room for its "+N ›" mark (session 19's table25m:
at 80 columns the mark fell off the row's end)."""

from __future__ import annotations

from cardtable.ui.lux_aeterna.widgets import FieldRow
from tests.lux_aeterna.helpers import table
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, opened

UNITS = ["ember-squire", "cinder-hound"] * 4


async def test_the_more_mark_shows_at_every_width_and_is_not_a_card() -> None:
    state = table({"field": UNITS})
    app = la_app(start=(state, [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: bool(game.query(FieldRow)))
        for width in range(80, 97):  # 6 or 7 of the 8 shown, every remainder by a 12-cell slot
            await pilot.resize_terminal(width, 24)
            await pilot.pause()
            row = next(r for r in game.query(FieldRow) if len(r.cards) == len(UNITS))
            region = row.content_region
            strips = app.screen._compositor.render_strips()[region.y : region.bottom]
            shown = [strip.text[region.x : region.right] for strip in strips]
            boxes = shown[0].count("╭") + shown[0].count("┏")
            if boxes == len(UNITS):
                continue  # all fit: no mark
            assert any("›" in line and "+" in line for line in shown), (width, shown)
            assert row.index_at(region.width - 1) is None and row.index_at(0) == 0
