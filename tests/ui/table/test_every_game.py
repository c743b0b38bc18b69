"""The history (h) and the legend (g) open over the table of every game, at 80x24."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import default_registry
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.session import MatchSetup
from cardtable.ui.app import CardtableApp
from cardtable.ui.game_screen import GameScreen
from cardtable.ui.table.logview import LogViewScreen
from tests.ui.helpers import until

GAMES = {
    "lux-nova": MatchSetup("lux-nova", ("Ana", "Bo"), (SeatInfo(), SeatInfo()), 3, {}),
    "aether-lanes": MatchSetup("aether-lanes", ("Ana", "Bo"), (SeatInfo(), SeatInfo()), 3, {}),
    # seed 4: seed 3 deals an Ember Legion mirror where neither seat can play for many turns
    "lux-aeterna": MatchSetup("lux-aeterna", ("Ana", "Bo"), (SeatInfo(), SeatInfo()), 4, {}),
    "luminous": MatchSetup("luminous", ("Ana", "Bo"), (SeatInfo(), SeatInfo()), 3, {}),
}


async def _at_the_table(pilot: Any, app: CardtableApp) -> GameScreen:
    """The table on top and staying there, past curtains and opening questions (mulligan, offering)."""
    await until(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack))
    table = next(s for s in app.screen_stack if isinstance(s, GameScreen))
    calm = 0
    for _ in range(60):
        await pilot.pause(0.1)
        calm = calm + 1 if app.screen is table else 0
        if calm == 5:
            break
        if app.screen is not table:
            await pilot.press("enter")
    assert app.screen is table
    return table


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_history_and_legend_open_on_their_keys(game: str) -> None:
    app = CardtableApp(
        default_registry(), start=GAMES[game], settings=SettingsLoad(Settings(animation_speed="instant"))
    )
    async with app.run_test(size=(80, 24)) as pilot:
        table = await _at_the_table(pilot, app)
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, LogViewScreen))
        assert app.screen.body.plain.strip()
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table)
        await pilot.press("g")
        await until(pilot, lambda: app.screen is not table)
        assert "mean" in str(getattr(app.screen, "title_text", "")) or "marks" in str(
            getattr(app.screen, "_title", "")
        )


async def test_the_palette_finds_the_history_as_the_log() -> None:
    """Play-test: typing "log" in the palette found nothing (the entry said only "History")."""
    from textual.command import CommandPalette

    app = CardtableApp(
        default_registry(),
        start=GAMES["luminous"],
        settings=SettingsLoad(Settings(animation_speed="instant")),
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await _at_the_table(pilot, app)
        await pilot.press("ctrl+p")
        await until(pilot, lambda: isinstance(app.screen, CommandPalette))
        await pilot.press(*"log")
        await pilot.pause(0.5)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, LogViewScreen))
