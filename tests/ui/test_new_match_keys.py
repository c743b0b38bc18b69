"""The new-match dialog by keys (playtest17): Enter on a Select opens its list as Down does; a
pick keeps the focus on that Select (a second key acts on it, not on the next field); the last
seat's deck list, open at 80x24, does not draw over the "Seat asked" row; the line on the privacy
trade-off shows only when a seat chose "only at my stops"."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import Select, Static
from textual.widgets._select import SelectOverlay

from cardtable.engine.registry import default_registry
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.app import CardtableApp
from cardtable.ui.menu import MenuScreen
from cardtable.ui.new_match import NewMatchDialog
from tests.ui.helpers import until


async def _dialog(pilot: Any) -> NewMatchDialog:
    await until(pilot, lambda: isinstance(pilot.app.screen, MenuScreen))
    await pilot.press("4")  # Luminous: decks and each seat's way of being asked
    await until(pilot, lambda: isinstance(pilot.app.screen, NewMatchDialog))
    await pilot.pause()
    return pilot.app.screen


def _app() -> CardtableApp:
    return CardtableApp(default_registry(), settings=SettingsLoad(Settings(animation_speed="instant")))


async def test_enter_opens_a_select_and_a_pick_keeps_the_focus_on_it() -> None:
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await _dialog(pilot)
        asked = dialog.query_one("#asked-0", Select)
        asked.focus()
        await pilot.pause()
        await pilot.press("enter")
        await until(pilot, lambda: asked.expanded)
        await pilot.press("down", "enter")  # "1: only at my stops"
        await until(pilot, lambda: not asked.expanded)
        assert asked.value == "stops"
        await pilot.pause()
        assert dialog.focused is asked or (dialog.focused is not None and dialog.focused in asked.query("*"))
        await pilot.press("enter")  # the same Select again, not the next field
        await until(pilot, lambda: asked.expanded)
        await pilot.press("escape")


@pytest.mark.parametrize("size", [(80, 24), (200, 60)])
async def test_the_last_decks_list_leaves_the_seat_asked_row_readable(size: tuple[int, int]) -> None:
    app = _app()
    async with app.run_test(size=size) as pilot:
        dialog = await _dialog(pilot)
        deck = dialog.query_one("#deck-1", Select)
        deck.focus()
        await pilot.press("down")
        await until(pilot, lambda: deck.expanded)
        await pilot.pause()
        listed = deck.query_one(SelectOverlay).region
        line = dialog.query_one(".asked-line").region
        assert listed.height >= 3 and not listed.overlaps(line), (listed, line)


async def test_the_trade_off_line_explains_the_choice_of_the_seat_last_touched() -> None:
    """Issue 25: the trade-off is "explained in one line where it is chosen" (playtest20: with
    both seats on "whenever I can answer" no line said what the choices trade)."""
    from cardtable.ui.new_match_stops import AT_STOPS, CARDS, TRADE_OFFS

    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await _dialog(pilot)
        help_line = dialog.query_one("#asked-help", Static)
        assert help_line.display and help_line.region.height >= 1
        assert "a curtain tells the other you could" in str(help_line.render())
        dialog.query_one("#asked-1", Select).value = AT_STOPS
        await pilot.pause()
        assert str(help_line.render()) == TRADE_OFFS[AT_STOPS]
        dialog.query_one("#asked-0", Select).value = CARDS
        await pilot.pause()
        assert str(help_line.render()) == TRADE_OFFS[CARDS]
        dialog.query_one("#asked-1", Select).focus()
        await pilot.pause()
        assert str(help_line.render()) == TRADE_OFFS[AT_STOPS]


@pytest.mark.parametrize("size", [(200, 60), (80, 24)])
async def test_a_long_kind_and_deck_stay_on_their_fields_line(size: tuple[int, int]) -> None:
    """Playtest19 (200x60): "Computer (strong)" and "Silgar, Apex Predator" wrapped onto the
    field's frame ("Computer / (strong)"); the name field keeps its width at 80x24."""
    from textual.widgets import Input, Static

    app = _app()
    async with app.run_test(size=size) as pilot:
        dialog = await _dialog(pilot)
        dialog.query_one("#kind-1", Select).value = "computer:strong"
        dialog.query_one("#deck-1", Select).value = "silgar"
        await pilot.pause()
        for select in ("#kind-1", "#deck-1"):
            label = dialog.query_one(f"{select} Static#label", Static)
            assert label.size.height == 1, (select, label.size)
        if size == (200, 60):
            assert str(dialog.query_one("#kind-1 Static#label", Static).render()) == "Computer (strong)"
            assert "Silgar, Apex Predator" in str(dialog.query_one("#deck-1 Static#label", Static).render())
        assert dialog.query_one("#name-1", Input).size.width >= 12  # a name of 12 letters shows whole


@pytest.mark.parametrize("size", [(80, 24), (200, 60)])
async def test_an_open_list_is_set_apart_from_the_rows_under_it(size: tuple[int, int]) -> None:
    """playtest22-lum: the open deck list, borderless in the dialog's own shade, read as the rows
    it covered ("Seat 2 Silgar"). It has side bars (a frame where there is room) and its own shade."""
    app = _app()
    async with app.run_test(size=size) as pilot:
        dialog = await _dialog(pilot)
        deck = dialog.query_one("#deck-0", Select)
        deck.focus()
        await pilot.press("down")
        await until(pilot, lambda: deck.expanded)
        await pilot.pause()
        listed = deck.query_one(SelectOverlay)
        assert listed.styles.border_left[0] not in ("", "none", "hidden")
        assert listed.styles.border_right[0] not in ("", "none", "hidden")
        assert listed.styles.background != dialog.query_one("#new-match").styles.background
