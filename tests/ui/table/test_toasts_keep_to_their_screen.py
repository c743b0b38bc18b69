"""Toasts keep to the screen and the person they were said to (playtest21-la N9): a "Cannot undo"
said at the curtain stayed on the next player's table (it told Bo that Ana tried); a toast of
the table followed into the main menu; "The moment changed" lay over the history view."""

from __future__ import annotations

import pytest
from textual.widgets._toast import ToastRack

from cardtable.engine.record import SeatInfo
from cardtable.session import MatchSetup
from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.game_screen import GameScreen
from cardtable.ui.menu import MenuScreen
from cardtable.ui.table.logview import LogViewScreen
from tests.ui.helpers import toy_app, until

HOTSEAT = MatchSetup("toy", ("Ana", "Bo"), (SeatInfo(), SeatInfo()), 7)
SOLO = MatchSetup("toy", ("Ana", "Cpu"), (SeatInfo(), SeatInfo(kind="computer", bot="random")), 7)


def _titles(app: object) -> list[str]:
    return [note.title for note in app._notifications]  # type: ignore[attr-defined]


async def test_a_toast_said_at_the_curtain_goes_when_it_is_lifted(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(CurtainScreen, "TYPED_AHEAD_SECONDS", 30.0)
    app = toy_app(start=HOTSEAT)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        curtain = app.screen
        await pilot.press("ctrl+z")  # the player leaving tries to take back their play
        await until(pilot, lambda: "Cannot undo" in _titles(app))
        curtain._down_at -= 60.0  # type: ignore[attr-defined]
        await pilot.press("enter")  # the next player lifts it
        await until(pilot, lambda: app.screen is not curtain)
        await pilot.pause()
        assert "Cannot undo" not in _titles(app), _titles(app)


async def test_the_tables_toasts_stay_behind_when_it_closes() -> None:
    app = toy_app(start=SOLO)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
        app.screen.notify("Look around as long as you like; d asks again.")
        await pilot.pause()
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.pause()
        messages = [note.message for note in app._notifications]
        assert not any(m.startswith("Look around") for m in messages), messages


async def test_no_toast_lies_over_the_history_view() -> None:
    app = toy_app(start=SOLO)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
        table = app.screen
        await until(pilot, lambda: table.my_turn)  # type: ignore[attr-defined]
        table.notify("The stake moved", title="The moment changed")
        await pilot.pause()
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, LogViewScreen))
        await pilot.pause()
        assert app.screen.query(ToastRack)  # the toast is there, under the reader, not drawn
        shown = app.export_screenshot().replace("&#160;", " ")
        assert "The moment changed" not in shown and "History" in shown
