"""Issue 25 leftovers (play-test, Lux Aeterna): the command palette had no Concede while a dialog
was open. It has: the dialog closes, then the concession asks as the concede key does."""

from __future__ import annotations

from cardtable.ui.dialogs import ConfirmDialog
from cardtable.ui.lux_aeterna.scenes import combat
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import la_app, opened


async def test_the_palette_offers_concede_over_a_dialog() -> None:
    app = la_app(start=combat())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await pilot.press("a")  # the attack dialog, with its forecasts
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        commands = {command.title: command for command in app.get_system_commands(app.screen)}
        assert "Concede the match" in commands
        commands["Concede the match"].callback()
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        assert app.screen_stack[-2] is game  # the attack dialog closed first
        app.screen.dismiss(True)
        await until(pilot, lambda: game.state.is_over)


async def test_enter_on_the_concede_question_plays_on() -> None:
    """playtest20-la F16: a stray Enter after `c` ended the match ("Concede" was the button in
    focus); "Play on" is now, and conceding takes a deliberate choice."""
    app = la_app(start=combat())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is game)
        assert not game.state.is_over


async def test_the_palette_opens_the_history_over_a_dialog_and_back() -> None:
    """playtest20-la F21/F25: with a decision open, the palette had no History and no Legend."""
    from cardtable.ui.table.legend import LegendScreen
    from cardtable.ui.table.logview import LogViewScreen

    app = la_app(start=combat())
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        dialog = app.screen
        commands = {command.title: command for command in app.get_system_commands(app.screen)}
        commands["History of the match (the log)"].callback()
        await until(pilot, lambda: isinstance(app.screen, LogViewScreen))
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is dialog)
        commands["Legend"].callback()
        await until(pilot, lambda: isinstance(app.screen, LegendScreen))
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is dialog)
