"""A game screen that is closing does nothing more: a computer move that arrives after the screen
left the stack (the player went to the menu while the computer thought) is dropped, not applied
to the closed match and drawn on widgets that are going (a key storm crashed Lux Aeterna with
NoMatches '#foe-panel' that way)."""

from __future__ import annotations

from cardtable.ui.dialogs import TooSmallScreen
from tests.support.toy_screen import ToyScreen
from tests.ui.helpers import toy_app, until
from tests.ui.test_shell import VS_COMPUTER


async def test_a_computer_move_arriving_as_the_screen_closes_is_dropped() -> None:
    app = toy_app(start=VS_COMPUTER)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ToyScreen) and app.screen.viewer == 0)
        game = app.screen
        assert isinstance(game, ToyScreen)
        before = list(game.match.state.history)
        action = game.match.state.legal_actions()[0]
        app.pop_screen()  # not awaited: off the stack, still attached while Textual removes it
        assert game.is_attached and game not in app.screen_stack
        game._computer_chose(game._computer_token, action)
        game._computer_apply(game._computer_token, action)
        assert list(game.match.state.history) == before
        await pilot.pause()
    assert app.crashes == []


async def test_the_too_small_notice_without_its_text_does_not_fail() -> None:
    notice = TooSmallScreen(80, 24)  # never composed: as when the app closes under it
    notice.show_size(40, 10)
