"""After Continue, "Since you last looked" begins after what the seat saw (playtest16: Bo's first
curtain after a reload listed his own last actions before the news): each seat's last look is
worked out from the history, right after its last own decision."""

from __future__ import annotations

from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.menu import MenuScreen
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import la_app, opened
from tests.ui.lux_aeterna.test_table_layer import lift_curtain, play_the_squire, squire_position


async def test_the_first_curtain_after_continue_leaves_out_the_seats_own_decision() -> None:
    first = la_app(start=squire_position())
    async with first.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await lift_curtain(pilot, game)
        await play_the_squire(pilot, game)
        log = [event.line for event in game.match.state.log]
        assert "Ana plays Ember Squire." in log
        await pilot.press("escape", "escape")  # back to the menu: the match stays saved
        await until(pilot, lambda: isinstance(first.screen, MenuScreen))
    second = la_app()
    async with second.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(second.screen, MenuScreen))
        await pilot.press("c")
        game = await opened(pilot)
        await until(pilot, lambda: isinstance(second.screen, CurtainScreen))
        detail = second.screen._detail
        assert "Ana plays Ember Squire." not in detail, detail
        assert game.match.last_look(0) == game.match.log_marks[1]  # after her play, action 0
        assert game.match.last_look(1) is None  # Bo only passed automatically: no look of his


def test_a_fresh_match_has_no_look_from_a_save() -> None:
    from cardtable.engine.registry import GameRegistry
    from cardtable.session import Match, MatchSetup
    from tests.ui.lux_aeterna.helpers import HUMAN, LA_INFO

    registry = GameRegistry([LA_INFO])
    match = Match.start(registry, MatchSetup("lux-aeterna", ("Ana", "Bo"), (HUMAN, HUMAN), 3, {}))
    assert match.last_look(0) is None and match.last_look(1) is None
