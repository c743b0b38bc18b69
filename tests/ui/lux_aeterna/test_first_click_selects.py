"""A card plays on its second click, never its first (playtest25-la: at a turn's start the cursor
sits on the hand's first card, and a first click on that card played it at once)."""

from __future__ import annotations

from cardtable.ui.lux_aeterna.scenes import midgame
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import la_app, opened


async def test_a_first_click_on_the_card_under_the_cursor_only_selects_it() -> None:
    app = la_app(start=midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        assert game.zone == "hand" and game.index["hand"] == 0  # the cursor on the first card
        await pilot.click("#hand", offset=(5, 0))
        await pilot.pause(0.2)
        assert app.screen is game and game.match.state.history == []  # nothing played
        assert game.zone == "hand" and game.index["hand"] == 0
        await pilot.click("#hand", offset=(5, 0))  # the second click plays it
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
