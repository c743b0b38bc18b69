"""Undo keeps its word across Continue (issue 25): the automatic steps are saved with the match,
so after save, quit and Continue, Ctrl+Z goes back to the player's own last decision as it would
have before (it took back only the last automatic pass, which was at once taken again)."""

from __future__ import annotations

from cardtable.ui.lux_aeterna.screen import LuxAeternaScreen
from cardtable.ui.menu import MenuScreen
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import la_app, last_message, opened
from tests.ui.lux_aeterna.test_table_layer import lift_curtain, play_the_squire, squire_position


async def test_undo_after_continue_goes_back_to_the_players_own_decision() -> None:
    first = la_app(start=squire_position())
    async with first.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await lift_curtain(pilot, game)
        await play_the_squire(pilot, game)
        assert len(game.match.state.history) == 4  # the play, Bo's and Ana's automatic passes
        await pilot.press("escape", "escape")  # back to the menu: the match stays saved
        await until(pilot, lambda: isinstance(first.screen, MenuScreen))
    second = la_app()
    async with second.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(second.screen, MenuScreen))
        await pilot.press("c")
        game = await opened(pilot)
        assert isinstance(game, LuxAeternaScreen) and len(game.match.state.history) == 4
        await lift_curtain(pilot, game)
        await pilot.press("ctrl+z")
        await until(pilot, lambda: game.match.state.step == "main1")
        assert game.match.state.history == [] and game.match.state.to_act == 0
        assert "Ember Squire" in last_message(second) and "3 automatic steps" in last_message(second)


def test_a_record_keeps_its_automatic_steps_and_an_ordinary_one_has_no_such_key() -> None:
    from cardtable.engine.record import GameRecord, SeatInfo
    from cardtable.persistence.saves import record_problem

    record = GameRecord(game="lux-aeterna", players=["Ana", "Bo"], seats=[SeatInfo(), SeatInfo()], seed=1)
    assert "automatic" not in record.model_dump(mode="json")
    record.automatic = [1, 2]
    data = record.model_dump(mode="json")
    assert data["automatic"] == [1, 2] and GameRecord.model_validate(data).automatic == [1, 2]
    assert record_problem(data) is None
    assert record_problem({**data, "automatic": [True]}) is not None
    assert record_problem({**data, "automatic": "1"}) is not None
