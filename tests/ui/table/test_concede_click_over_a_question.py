"""⚑ Concede clicked over a question the table asked by itself (playtest23-la: over the offering,
"Play on" left no question and `d` did nothing: the offering could not be taken)."""

from __future__ import annotations

from cardtable.ui.dialogs import ConfirmDialog
from cardtable.ui.lux_aeterna.widgets import SidePanel
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import la_app, opened, position


def _offering() -> object:
    return position({"turn": 2, "active": 0, "step": "offering", "pending": {"kind": "offering", "seat": 0}})


async def test_play_on_after_a_concede_click_asks_the_offering_again() -> None:
    app = la_app(start=_offering())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        panel = game.query_one("#foe-panel", SidePanel)
        (start, _, _) = next(hit for hit in panel._hits if hit[2] == "concede")
        await pilot.click(offset=(panel.region.x + start + 1, panel.region.y))
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("enter")  # Play on
        await until(pilot, lambda: isinstance(app.screen, PickDialog))  # the offering, asked again
        taken = len(game.state.history)
        await pilot.press("1")
        await until(pilot, lambda: len(game.state.history) > taken)
        assert type(game.state.history[taken]).__name__ == "Offer"
