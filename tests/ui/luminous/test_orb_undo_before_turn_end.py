"""Issue 25 item 11 (playtest19): on turn 1 Ana's wrong (Crimson) orb left her nothing else to
play, the table ended her turn and Bo drew, so Ctrl+Z could not take the orb back.

RULINGS (Luminous, auto-pass): a player with no legal action but pass is passed for when the
settings allow it, and by default they do. So the table keeps passing after such an orb, and the
orb itself is confirmed before it is played: a wrong colour is caught while nothing has happened.
"""

from __future__ import annotations

from textual.widgets import Label, Static

from cardtable.games.luminous.actions import PlayOrb
from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.dialogs import ConfirmDialog
from cardtable.ui.luminous import stops
from cardtable.ui.lux_aeterna.scenes import HUMAN
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import keep_toasts, until
from tests.ui.luminous.helpers import lum_app, opened

EMPTY_HANDED = {
    "game": "luminous",
    "players": ["Ana", "Bo"],
    "turn": 1,
    "active": 0,
    "sides": [{"favored": "jeddos", "hand": []}, {"favored": "rya-jin", "hand": ["walk-back"]}],
}


def test_after_an_orb_with_nothing_else_to_play_the_table_passes_as_the_ruling_says() -> None:
    state = from_scenario(EMPTY_HANDED)
    assert stops.automatic_action(state, True) is None  # nothing played yet: asked in her Main
    orb = PlayOrb("crimson")
    assert stops.orb_ends_turn(state, orb, True)
    assert not stops.orb_ends_turn(state, orb, False)  # "always ask": she is asked after it
    state.apply(orb)
    assert [a.KIND for a in state.legal_actions()] == ["pass"]
    passing = stops.automatic_action(state, True)
    assert passing is not None and passing.KIND == "pass"  # auto-pass, allowed by default
    assert stops.automatic_action(state, False) is None


async def _orb_asked(pilot, game) -> None:  # type: ignore[no-untyped-def]
    await pilot.press("enter")  # the curtain
    await until(pilot, lambda: game.my_turn and game.app.screen is game)
    await pilot.press("o")
    await until(pilot, lambda: isinstance(game.app.screen, PickDialog))
    await pilot.press("2")  # the second colour offered
    await until(pilot, lambda: isinstance(game.app.screen, ConfirmDialog))


async def test_an_orb_that_ends_the_turn_is_confirmed_first_and_escape_takes_nothing() -> None:
    app = lum_app(start=(from_scenario(EMPTY_HANDED), [HUMAN, HUMAN]))
    async with app.run_test(size=(100, 40)) as pilot:
        game = await opened(pilot)
        await _orb_asked(pilot, game)
        title = str(app.screen.query_one(".dialog-title", Label).render())
        text = str(app.screen.query_one(".dialog-text", Static).render())
        assert title == "This orb ends your turn" and "Play a Crimson orb" in text
        await pilot.press("escape")  # "Choose again": the orb dialog, nothing played
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        assert game.match.state.history == [] and game.match.state.turn == 1
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is game)
        assert game.match.state.history == [] and game.match.state.to_act == 0


async def test_confirmed_the_orb_is_played_and_the_turn_ends() -> None:
    app = lum_app(start=(from_scenario(EMPTY_HANDED), [HUMAN, HUMAN]))
    async with app.run_test(size=(100, 40)) as pilot:
        game = await opened(pilot)
        await _orb_asked(pilot, game)
        await pilot.press("enter")
        await until(pilot, lambda: game.match.state.turn == 2)
        kinds = [a.KIND for a in game.match.state.history]
        assert kinds[:2] == ["orb", "pass"]


async def test_the_turn_ended_with_the_confirmed_orb_is_not_ended_by_itself() -> None:
    # playtest25-lum: after "Play it, end my turn" the recap of the computer's turn said "Ana's
    # turn 17 ended by itself: the table passed Main for Ana"; she ended it, in so many words
    from cardtable.ui.lux_aeterna.scenes import COMPUTER
    from cardtable.ui.table.recap import RecapScreen

    told: list[str] = []
    app = lum_app(start=(from_scenario(EMPTY_HANDED), [HUMAN, COMPUTER]))
    async with app.run_test(size=(100, 40)) as pilot:
        keep_toasts(app, told)
        game = await opened(pilot)
        await until(pilot, lambda: game.my_turn and app.screen is game)
        await pilot.press("o")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("2")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("enter")  # "Play it, end my turn"
        await until(pilot, lambda: isinstance(app.screen, RecapScreen), timeout=30)
        assert "ended by itself" not in str(app.screen.body), app.screen.body
        assert not any("ended by itself" in line for line in told), told
