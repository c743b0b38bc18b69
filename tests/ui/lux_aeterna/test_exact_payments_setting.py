"""Settings > Exact payments (issue 25, item 9): shown when Lux Aeterna is installed, saved at once."""

from __future__ import annotations

import json
from typing import Any

from textual.widgets import Label, Switch

from cardtable.persistence.paths import settings_path
from cardtable.ui.menu import MenuScreen
from cardtable.ui.settings_screen import SettingsScreen
from tests.ui.helpers import toy_app, until
from tests.ui.lux_aeterna.helpers import la_app


async def _open_settings(pilot: Any) -> None:
    """From the menu, ``s``: the Settings screen."""
    await until(pilot, lambda: isinstance(pilot.app.screen, MenuScreen))
    await pilot.press("s")
    await until(pilot, lambda: isinstance(pilot.app.screen, SettingsScreen))


async def test_the_exact_payments_switch_is_saved_at_once() -> None:
    app = la_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await _open_settings(pilot)
        switch = app.screen.query_one("#exact_payments", Switch)
        assert not switch.value and not app.settings.exact_payments
        switch.scroll_visible(animate=False)
        await pilot.pause()
        state = app.screen.query_one("#exact_payments-state", Label)
        assert str(state.render()) == "off"  # in a word, not by colour alone (playtest23-la)
        await pilot.click("#exact_payments")
        await until(pilot, lambda: app.settings.exact_payments)
        assert str(state.render()) == "on"
        assert json.loads(settings_path().read_text())["exact_payments"] is True


async def test_the_exact_payments_switch_is_not_offered_without_lux_aeterna() -> None:
    app = toy_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await _open_settings(pilot)
        assert not app.screen.query("#exact_payments") and app.screen.query("#aids")


async def test_a_settings_help_text_is_shown_whole_at_80_columns() -> None:
    # playtest22-la: "Pass for a player automatically when passing is all they can do. (Lux" (cut)
    app = la_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _open_settings(pilot)
        await pilot.pause()
        shown = "\n".join(strip.text for strip in app.screen._compositor.render_strips())
        assert "(Lux" in shown and "Aeterna)" in shown, shown
