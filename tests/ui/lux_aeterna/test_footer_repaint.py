"""The table's footer, updated in place, paints its whole line again when keys come or go
(playtest22-la at 200x60 in tmux: the end of the old line stayed, "… l Learn nguard)  v Piles",
until a resize). Pilot draws every frame whole, so what is checked is that the footer itself is
laid out and painted again, not only the keys that changed."""

from __future__ import annotations

from typing import Any

from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.lux_aeterna.footer import TableFooter
from cardtable.ui.lux_aeterna.scenes import midgame
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import HUMAN, la_app, opened


async def test_the_footer_is_painted_again_whole_when_its_keys_change(monkeypatch: Any) -> None:
    repainted: list[bool] = []
    original = TableFooter.refresh

    def watched(self: TableFooter, *args: Any, **kwargs: Any) -> Any:
        repainted.append(bool(kwargs.get("layout")))
        return original(self, *args, **kwargs)

    app = la_app(start=midgame((HUMAN, HUMAN)))
    async with app.run_test(size=(200, 60)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is game)
        await pilot.pause()
        footer = game.query_one(TableFooter)
        before = [key.display for key in footer.query("FooterKey")]
        monkeypatch.setattr(TableFooter, "refresh", watched)
        await pilot.press("space")  # Main Phase 1 ends: Accumulate goes, Attack comes
        await until(pilot, lambda: [key.display for key in footer.query("FooterKey")] != before)
        await pilot.pause()
        assert True in repainted, repainted
