"""A hot-seat Aether Lanes match with the house rule "second wind", started from the new-match
dialog: the variant is offered there (off by default), the second player draws the extra card,
and the save and the score table keep the variant."""

from __future__ import annotations

from textual.widgets import Select, Static

from cardtable.persistence.history import HistoryDB
from cardtable.ui.aether_lanes.dialogs import MulliganDialog
from cardtable.ui.aether_lanes.screen import BattleScreen
from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.menu import MenuScreen
from cardtable.ui.new_match import NewMatchDialog
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.aether_lanes.helpers import al_app, text_of
from tests.ui.helpers import result_screen, until


async def test_a_hot_seat_match_with_second_wind_from_the_new_match_dialog() -> None:
    app = al_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("1")  # Aether Lanes, the only game of this app
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog) and app.screen.query("#variant"))
        dialog = app.screen
        variant = dialog.query_one("#variant", Select)
        assert variant.value == "standard"  # the rulebook's duel unless chosen
        variant.value = "second-wind"
        await until(
            pilot, lambda: "second gets one extra card" in text_of(dialog.query_one("#variant-help", Static))
        )
        dialog.query_one("#kind-1", Select).value = "human"
        await pilot.pause()
        await pilot.press("ctrl+s")
        for _ in range(4):  # each player's curtain, then Keep
            await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, (MulliganDialog, BattleScreen)))
            if isinstance(app.screen, MulliganDialog):
                await pilot.press("k")
            else:
                break
        await until(pilot, lambda: isinstance(app.screen, BattleScreen) and app.screen.my_turn)
        game = app.screen
        assert isinstance(game, BattleScreen)
        state = game.match.state
        second = 1 - state.first
        assert game.match.record.options["variant"] == "second-wind"
        assert len(state.sides[second].hand) == 5 and len(state.sides[state.first].hand) == 5
        assert any("Second wind (house rule)" in e.text for e in state.log)
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("y")
        await result_screen(pilot)
    rows = HistoryDB().recent("aether-lanes")
    assert [row.variant for row in rows] == ["second-wind"]
