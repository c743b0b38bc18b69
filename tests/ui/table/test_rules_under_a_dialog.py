"""playtest20-la F25: with a question open over the table, the palette's Rules asked "Rules of
which game?" as if no match were open. It opens the rules of the match under the question, and
closing them goes back to the question."""

from __future__ import annotations

from cardtable.engine.registry import GameRegistry
from cardtable.games.luminous import INFO as LUMINOUS
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.app import CardtableApp
from cardtable.ui.lux_aeterna.scenes import combat
from cardtable.ui.rules_screen import RulesScreen
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import LA_INFO, opened


async def test_the_palettes_rules_over_a_dialog_are_the_matchs_game() -> None:
    app = CardtableApp(  # two games: with no match found, Rules would ask which one
        GameRegistry([LA_INFO, LUMINOUS]),
        start=combat(),
        settings=SettingsLoad(Settings(animation_speed="instant")),
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        await pilot.press("a")  # the attack dialog
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        dialog = app.screen
        commands = {command.title: command for command in app.get_system_commands(app.screen)}
        commands["Rules"].callback()
        await until(pilot, lambda: isinstance(app.screen, RulesScreen))
        assert app.screen.game_name == "Lux Aeterna"
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is dialog)
