"""The mouse at 80x24 (issue 25, tried in tmux with SGR clicks): a dialog of picks (the mulligan,
the blockers) can be confirmed and left with a click, and its keys stay on screen."""

from __future__ import annotations

from typing import Any

from textual.app import App

from cardtable.ui.widgets.keys_line import KeysLine as PickKeys
from cardtable.ui.widgets.multi_pick_dialog import MultiPickDialog
from cardtable.ui.widgets.pick_dialog import Choice


class _Host(App[None]):
    def __init__(self, lines: int) -> None:
        super().__init__()
        self.lines = lines
        self.answers: list[Any] = []

    def on_mount(self) -> None:
        choices = [Choice(str(i), f"Card {i} · " + "text " * 12 * self.lines, str(i + 1)) for i in range(6)]
        dialog = MultiPickDialog(
            "Your opening hand: mulligan?", "You may put up to 1 card back.\n" * 2, choices, limit=1
        )
        self.push_screen(dialog, self.answers.append)


def _button_x(keys: PickKeys, button: str) -> int:
    return next(start for start, _, key in keys._hits if key == button)


async def test_a_click_confirms_the_picks_at_80x24() -> None:
    app = _Host(lines=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        keys = app.screen.query_one(PickKeys)
        assert keys.region.bottom <= app.screen.query_one(".multi-pick").region.bottom - 1  # on screen
        assert "(Enter)" in keys.plain_text and "Back (Esc)" in keys.plain_text
        await pilot.press("2")
        await pilot.pause()
        await pilot.click(PickKeys, offset=(_button_x(keys, "confirm") + 1, 0))
        await pilot.pause()
        assert app.answers == [("1",)]


async def test_a_click_on_back_leaves_without_an_answer() -> None:
    app = _Host(lines=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        keys = app.screen.query_one(PickKeys)
        await pilot.click(PickKeys, offset=(_button_x(keys, "back") + 1, 0))
        await pilot.pause()
        assert app.answers == [None]


async def test_a_second_click_on_a_lux_aeterna_unit_shows_the_attack_forecast_first() -> None:
    # tmux: a double click on Cinder Hound attacked at once, where `a` shows the forecast first.
    from cardtable.ui.lux_aeterna.scenes import combat
    from cardtable.ui.widgets.pick_dialog import PickDialog
    from tests.ui.lux_aeterna.helpers import la_app, opened

    app = la_app(start=combat())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        before = len(game.state.history)
        await pilot.click("#my-field", offset=(4, 1))
        await pilot.pause()
        assert game.zone == "mine" and game.index["mine"] == 0
        await pilot.click("#my-field", offset=(4, 1))
        await pilot.pause()
        assert isinstance(app.screen, PickDialog) and app.screen._title.startswith("Attack?")
        assert len(game.state.history) == before  # nothing done before the player says so
        await pilot.press("enter")
        await pilot.pause()
        assert len(game.state.history) > before


async def test_a_reader_the_recap_or_the_history_closes_with_a_click() -> None:
    # tmux: the recap after the computer's turn could only be closed with Esc or Enter.
    from rich.text import Text

    from cardtable.ui.table.reader import ReaderScreen

    class Host(App[None]):
        closed: list[Any] = []

        def on_mount(self) -> None:
            self.push_screen(
                ReaderScreen("Since your last decision", Text("line\n" * 60)), self.closed.append
            )

    app = Host()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        keys = app.screen.query_one(PickKeys)
        assert "Close (Esc)" in keys.plain_text
        await pilot.click(PickKeys, offset=(_button_x(keys, "close") + 1, 0))
        await pilot.pause()
        assert app.closed == [None] and not isinstance(app.screen, ReaderScreen)
