"""Every game screen draws in every theme. The ANSI themes name their colours as only Textual
reads them ("ansi_green"); a widget that handed such a name to rich crashed the Lux Aeterna
header on its first paint (found by a key storm that opened the Theme command), and the Lux Nova board's background
("ansi_default") did the same.."""

from __future__ import annotations

import pytest
from rich.color import Color as RichColor
from textual.app import App

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import GameInfo, default_registry
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.session import MatchSetup
from cardtable.ui.app import CardtableApp
from cardtable.ui.game_screen import GameScreen
from cardtable.ui.game_screens import screen_path
from cardtable.ui.widgets.theme_colors import theme_color
from tests.ui.helpers import until

REGISTRY = default_registry()
GAMES = [info for info in REGISTRY.all() if screen_path(info)]
ROLES = ("primary", "secondary", "accent", "warning", "error", "success", "foreground", "background")


def test_every_theme_colour_reads_as_a_rich_colour() -> None:
    themes = App().available_themes
    assert "ansi-dark" in themes and themes["ansi-dark"].success == "ansi_green"
    for theme in themes.values():
        for role in ROLES:
            assert isinstance(theme_color(theme, role, "yellow"), RichColor)
    ansi = theme_color(themes["ansi-dark"], "success", "yellow")
    assert ansi.number == 2  # the terminal's own green, not the fallback


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
async def test_a_game_screen_draws_in_the_ansi_theme(info: GameInfo) -> None:
    settings = SettingsLoad(Settings(animation_speed="instant", theme="ansi-dark"))
    app = CardtableApp(REGISTRY, settings=settings)
    async with app.run_test(size=(120, 40)) as pilot:
        assert app.theme == "ansi-dark"
        names = tuple(f"P{i + 1}" for i in range(info.default_players))
        app.start_match(MatchSetup(info.id, names, tuple(SeatInfo() for _ in names), 5))
        await until(
            pilot, lambda: any(isinstance(s, GameScreen) and s.is_mounted for s in app.screen_stack), 30
        )
        # lift the curtain (hot-seat), answer what comes up, move the cursor: a chosen card is
        # framed in the theme's accent
        for key in ("enter", "right", "down", "left"):
            await pilot.press(key)
        await pilot.pause()
        app.export_screenshot()  # every widget renders once more, off screen
        assert app.crashes == []
        assert any(isinstance(s, GameScreen) for s in app.screen_stack)  # the guard did not end the match
