"""The command palette's search stops quietly when its list is already gone (the app quitting,
or the palette closing, while a search is still running on a loaded machine)."""

from __future__ import annotations

from textual.command import CommandList

from cardtable.ui.guards import SafeCommandPalette
from tests.ui.helpers import toy_app, until


async def test_a_search_that_finds_its_list_gone_stops_without_a_crash() -> None:
    app = toy_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+p")
        await until(pilot, lambda: isinstance(app.screen, SafeCommandPalette))
        palette = app.screen
        assert isinstance(palette, SafeCommandPalette)
        await until(pilot, lambda: palette.has_class("-ready"))
        # What a quitting app does to an open palette: its children go first, the screen is
        # still attached and was never dismissed. A search started now must not crash.
        await palette.query_one(CommandList).remove()
        worker = palette._gather_commands("a")
        await until(pilot, lambda: worker.is_finished)
        assert app.crashes == []
        assert worker.error is None
