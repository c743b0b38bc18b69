"""A key typed at once after the hot-seat curtain came down was meant for the moment before it
(playtest19: Escape lifts the curtain like Enter, so a double Escape or Enter of the player who
just played shows the next player's hand); the next player, a moment later, lifts it."""

from __future__ import annotations

import time

import pytest

from cardtable.engine.record import SeatInfo
from cardtable.session import MatchSetup
from cardtable.ui.dialogs import CurtainScreen
from tests.ui.helpers import toy_app, until

HOTSEAT = MatchSetup("toy", ("Ana", "Bo"), (SeatInfo(), SeatInfo()), 7)


@pytest.mark.parametrize("key", ["enter", "escape"])
async def test_a_key_typed_with_the_last_play_lifts_nothing_a_later_one_does(
    key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(CurtainScreen, "TYPED_AHEAD_SECONDS", 30.0)  # a loaded machine's pilot is slow
    app = toy_app(start=HOTSEAT)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        curtain = app.screen
        assert isinstance(curtain, CurtainScreen)
        curtain._down_at = time.monotonic()  # at once: typed by the player before
        await pilot.press(key)
        await pilot.pause()
        assert app.screen is curtain
        curtain._down_at -= 60.0  # the next player, sitting down a moment later
        await pilot.press(key)
        await until(pilot, lambda: app.screen is not curtain)


async def test_a_key_typed_as_a_recap_appears_closes_nothing_a_later_one_does(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """playtest23-lum: an Enter typed as the turn ended by itself closed the computer's recap
    before it was seen. The recap comes by itself, as the curtain does: the same guard."""
    from cardtable.ui.table.recap import RecapScreen

    monkeypatch.setattr(RecapScreen, "TYPED_AHEAD_SECONDS", 30.0)
    app = toy_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        recap = RecapScreen([], 0, None, "Bo")
        app.push_screen(recap)
        await until(pilot, lambda: app.screen is recap)
        for key in ("enter", "escape"):
            await pilot.press(key)
            await pilot.pause()
            assert app.screen is recap
        recap._shown_at -= 60.0  # the person, having read it
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is not recap)


async def test_the_curtains_button_is_greyed_until_it_takes_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    """playtest24: an Enter in the curtain's first second did nothing and nothing showed why; its
    button is greyed until the curtain takes keys."""
    from textual.widgets import Button

    monkeypatch.setattr(CurtainScreen, "TYPED_AHEAD_SECONDS", 0.5)
    app = toy_app()
    async with app.run_test(size=(100, 32)) as pilot:
        curtain = CurtainScreen("Bo", "Since you last looked:\n• Ana played a card.")
        app.push_screen(curtain)
        await until(pilot, lambda: app.screen is curtain and bool(curtain.query("#ready")))
        ready = curtain.query_one("#ready", Button)
        assert ready.disabled
        await until(pilot, lambda: not ready.disabled)
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is not curtain)
