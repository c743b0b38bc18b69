"""Per-seat stops in the new-match dialog (issue 25): in Luminous and Lux Aeterna hot-seat each
seat chooses there how the table asks it ("whenever I can answer" or "only at my stops", one
line on the privacy trade-off), remembered for its player's name as the table's `s` key does."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import Input, Select

from cardtable.engine.registry import default_registry
from cardtable.persistence.settings import Settings, SettingsLoad, load_settings
from cardtable.ui.app import CardtableApp
from cardtable.ui.menu import MenuScreen
from cardtable.ui.new_match import NewMatchDialog
from cardtable.ui.new_match_stops import AT_STOPS, TRADE_OFFS, AskedRow
from cardtable.ui.seat_stops import settings_key
from tests.ui.helpers import until

GAMES = {"lux-aeterna": "3", "luminous": "4"}


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_each_seat_chooses_how_it_is_asked_when_the_match_is_made(game: str) -> None:
    app = CardtableApp(default_registry(), settings=SettingsLoad(Settings(animation_speed="instant")))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press(GAMES[game])
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
        dialog = app.screen
        rows = sorted(dialog.query(AskedRow), key=lambda r: r.index)
        assert [row.mode for row in rows] == ["answer", "answer"]  # the default: whenever
        assert dialog.query_one("#asked-help").display  # what the choice trades, always
        dialog.query_one("#asked-1", Select).focus()
        await pilot.press("2")  # "2: only at my stops", the next choice starting with "2"
        assert rows[1].mode == "stops"
        await pilot.pause()
        assert TRADE_OFFS[AT_STOPS] in str(dialog.query_one("#asked-help").render())
        assert dialog.query_one("#asked-help").display
        dialog.query_one("#kind-0", Select).value = "computer:greedy"
        await pilot.pause()
        assert not rows[0].display and rows[1].display  # a computer seat is asked nothing
        await pilot.press("ctrl+s")
        await until(pilot, lambda: not isinstance(app.screen, NewMatchDialog))
    saved = load_settings().settings.seat_stops
    assert saved.get(settings_key(game, "Bo"), "").startswith("stops")
    assert settings_key(game, "Ana") not in saved  # Ana's choice (the default) is not Bo's


async def _luminous_dialog(pilot: Any, app: CardtableApp) -> NewMatchDialog:
    """The Luminous new-match dialog, opened from the menu."""
    await until(pilot, lambda: isinstance(app.screen, MenuScreen))
    await pilot.press("4")
    await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
    return app.screen  # type: ignore[return-value]


def _remembering(name: str) -> CardtableApp:
    """The app with ``name`` remembered on "only at my stops" in Luminous."""
    from cardtable.persistence.settings import save_settings

    save_settings(Settings(seat_stops={settings_key("luminous", name): "stops:attacked"}))
    return CardtableApp(default_registry(), settings=load_settings())


async def test_a_name_brings_the_choice_remembered_for_it() -> None:
    app = _remembering("Cy")
    async with app.run_test(size=(120, 40)) as pilot:
        dialog = await _luminous_dialog(pilot, app)
        dialog.query_one("#name-0", Input).value = "Cy"
        await pilot.pause()
        row = next(r for r in dialog.query(AskedRow) if r.index == 0)
        assert row.mode == "stops"


async def test_a_seat_can_choose_to_be_asked_for_cards_and_blocks_only() -> None:
    app = CardtableApp(default_registry(), settings=SettingsLoad(Settings(animation_speed="instant")))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press(GAMES["luminous"])
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
        dialog = app.screen
        rows = sorted(dialog.query(AskedRow), key=lambda r: r.index)
        dialog.query_one("#asked-1", Select).focus()
        await pilot.press("2", "2")  # the second choice of seat 2 starting with "2"
        assert rows[1].mode == "cards"
        await pilot.press("ctrl+s")
        await until(pilot, lambda: not isinstance(app.screen, NewMatchDialog))
    assert load_settings().settings.seat_stops[settings_key("luminous", "Bo")] == "cards"


async def test_the_trade_off_line_opens_on_the_first_shown_seats_remembered_choice() -> None:
    """playtest23-lum 11: reopened with seat 1 (Ana) remembered on "only at my stops", the line
    under the choices still told the default's trade-off."""
    app = _remembering("Ana")
    async with app.run_test(size=(120, 40)) as pilot:
        dialog = await _luminous_dialog(pilot, app)
        await pilot.pause()
        rows = sorted(dialog.query(AskedRow), key=lambda r: r.index)
        assert dialog.query_one("#name-0", Input).value == "Ana" and rows[0].mode == AT_STOPS
        assert TRADE_OFFS[AT_STOPS] in str(dialog.query_one("#asked-help").render())


async def test_the_privacy_line_fits_one_row_and_keeps_the_seed_in_view_at_80x24() -> None:
    """playtest24-la: "only at my stops" wrapped its line in two at 80x24 and pushed the Seed row
    out of view."""
    app = CardtableApp(default_registry(), settings=SettingsLoad(Settings(animation_speed="instant")))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press(GAMES["lux-aeterna"])
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
        dialog = app.screen
        dialog.query_one("#asked-0", Select).focus()
        await pilot.press("1")  # "1: only at my stops"
        await pilot.pause()
        help_line = dialog.query_one("#asked-help")
        assert TRADE_OFFS[AT_STOPS] in str(help_line.render()) and help_line.region.height == 1
