"""The too-small notice never outstays the small terminal, even when a screen opened over it
(a key or a bot's turn) while the terminal was small and it was enlarged meanwhile."""

from __future__ import annotations

from cardtable.ui.dialogs import ConfirmDialog, TooSmallScreen
from tests.ui.helpers import toy_app, until


async def test_a_buried_too_small_notice_closes_when_shown_again_at_a_size_that_fits() -> None:
    app = toy_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.resize_terminal(40, 10)
        await until(pilot, lambda: isinstance(app.screen, TooSmallScreen))
        app.push_screen(ConfirmDialog("Quit cardtable?", "", confirm="Quit", cancel="Stay"))
        await pilot.pause()
        await pilot.resize_terminal(80, 24)  # the notice is not on top: it cannot be closed now
        await pilot.pause()
        app.pop_screen()  # the dialog closes: the notice is shown again, at a size that fits
        await until(pilot, lambda: not any(isinstance(s, TooSmallScreen) for s in app.screen_stack))
        await pilot.resize_terminal(40, 10)  # and it comes back when the terminal shrinks again
        await until(pilot, lambda: isinstance(app.screen, TooSmallScreen))
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: not isinstance(app.screen, TooSmallScreen))
    assert app.crashes == []
