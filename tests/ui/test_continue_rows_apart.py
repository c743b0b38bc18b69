"""Continue and the archive tell matches of one game apart (issue 25 leftovers): "Lux Aeterna:
Ana vs Bo, 26 actions" twice said nothing of which was which; a Light deck other than the default
and a scenario's title are named."""

from __future__ import annotations

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import default_registry
from cardtable.persistence.saves import SaveStore
from cardtable.session import Match, MatchSetup
from cardtable.ui.app import CardtableApp
from cardtable.ui.dialogs import ChoiceDialog
from cardtable.ui.lux_aeterna.scenes import queue_of_three
from cardtable.ui.menu import MenuScreen
from cardtable.ui.replay.archive import ArchiveScreen
from tests.ui.helpers import until

REGISTRY = default_registry()
SEATS = (SeatInfo(), SeatInfo())


def three_saves() -> None:
    """A dealt match, one with a Light deck of 6 of each colour, and one from a scenario."""
    store = SaveStore()
    Match.start(REGISTRY, MatchSetup("lux-aeterna", ("Ana", "Bo"), SEATS, 5, {}), store=store)
    Match.start(REGISTRY, MatchSetup("lux-aeterna", ("Ana", "Bo"), SEATS, 6, {"lights": 6}), store=store)
    state, seats = queue_of_three()
    Match.from_scenario_state(REGISTRY, state, seats, store=store)


async def test_the_continue_list_names_the_light_deck_and_the_scenario() -> None:
    three_saves()
    app = CardtableApp(REGISTRY)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, ChoiceDialog))
        labels = [str(label) for _, label in app.screen._choices]
        assert any("Light deck: 6 of each colour (30)" in label for label in labels), labels
        assert any("scenario: The queue with three items" in label for label in labels), labels
        assert len({label.split("saved")[0] + label.partition("\n")[2] for label in labels}) == 3


async def test_the_archive_names_them_too() -> None:
    three_saves()
    app = CardtableApp(REGISTRY)
    async with app.run_test(size=(120, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("w")
        await until(pilot, lambda: isinstance(app.screen, ArchiveScreen))
        from textual.widgets import DataTable

        table = app.screen.query_one(DataTable)
        games = [str(table.get_row_at(row)[0]) for row in range(table.row_count)]
        assert "Lux Aeterna · Light deck 6" in games, games
        assert "Lux Aeterna · The queue with thre…" in games, games
        assert "Lux Aeterna" in games, games
