"""The new-match dialog opens as the last match of the game was set up (play-test: seat kinds and
decks had to be chosen again every match), with what it no longer offers falling back quietly."""

from __future__ import annotations

import json

from textual.widgets import Input, Select

from cardtable.engine.registry import default_registry
from cardtable.persistence.settings import Settings, SettingsLoad, load_settings, read_settings, save_settings
from cardtable.ui.app import CardtableApp
from cardtable.ui.menu import MenuScreen
from cardtable.ui.new_match import NewMatchDialog
from tests.ui.helpers import until

LUMINOUS_KEY = "4"


async def _open_dialog(app: CardtableApp, pilot: object) -> NewMatchDialog:
    await until(pilot, lambda: isinstance(app.screen, MenuScreen))
    await pilot.press(LUMINOUS_KEY)  # type: ignore[attr-defined]
    await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
    assert isinstance(app.screen, NewMatchDialog)
    return app.screen


async def test_the_dialog_opens_as_the_last_match_was_set_up() -> None:
    app = CardtableApp(default_registry(), settings=SettingsLoad(Settings(animation_speed="instant")))
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await _open_dialog(app, pilot)
        decks = [value for _label, value in dialog.decks]
        dialog.query_one("#name-0", Input).value = "Mira"
        dialog.query_one("#kind-1", Select).value = "computer:strong"
        dialog.query_one("#deck-1", Select).value = decks[2]
        await pilot.pause()
        await pilot.press("ctrl+s")
        await until(pilot, lambda: not isinstance(app.screen, NewMatchDialog))
        await pilot.press("ctrl+q")
    app = CardtableApp(default_registry(), settings=load_settings())
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await _open_dialog(app, pilot)
        assert dialog.query_one("#name-0", Input).value == "Mira"
        assert dialog.query_one("#kind-1", Select).value == "computer:strong"
        assert dialog.query_one("#deck-1", Select).value == decks[2]
        assert dialog.query_one("#kind-0", Select).value == "human"
        assert dialog.query_one("#seed", Input).value == ""  # a new deal, not the last one


async def test_what_the_dialog_no_longer_offers_falls_back_to_its_default() -> None:
    remembered = {"count": 2, "seats": [["Ana", "computer:retired", "own:gone"], ["Bo", "human", None]]}
    save_settings(Settings(last_setups={"luminous": json.dumps(remembered), "lux-nova": "{not json"}))
    app = CardtableApp(default_registry(), settings=load_settings())
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await _open_dialog(app, pilot)
        assert dialog.query_one("#kind-0", Select).value == "human"
        assert dialog.query_one("#deck-0", Select).value == dialog.decks[0][1]


def test_a_damaged_last_setups_entry_is_dropped_with_a_note() -> None:
    settings, notes = read_settings({"last_setups": {"luminous": 5, "lux-nova": "{}"}})
    assert settings.last_setups == {"lux-nova": "{}"}
    assert any("last_setups" in note for note in notes)
