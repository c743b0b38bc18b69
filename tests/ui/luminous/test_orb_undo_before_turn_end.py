"""Issue 25 item 11 (playtest19): on turn 1 Ana's wrong (Crimson) orb left her nothing else to
play, the table ended her turn and Bo drew, so Ctrl+Z could not take the orb back. The table now
asks the turn player after an orb choice even when passing is all it can do."""

from __future__ import annotations

from cardtable.games.luminous.actions import PlayOrb
from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous import stops
from cardtable.ui.lux_aeterna.scenes import HUMAN
from tests.ui.helpers import until
from tests.ui.luminous.helpers import lum_app, opened

EMPTY_HANDED = {
    "game": "luminous",
    "players": ["Ana", "Bo"],
    "turn": 1,
    "active": 0,
    "sides": [{"favored": "jeddos", "hand": []}, {"favored": "rya-jin", "hand": ["walk-back"]}],
}


def test_after_an_orb_with_nothing_else_to_play_the_turn_player_is_asked() -> None:
    state = from_scenario(EMPTY_HANDED)
    assert stops.automatic_action(state, True) is None  # nothing played yet: asked in her Main
    state.apply(PlayOrb("crimson"))
    assert [a.KIND for a in state.legal_actions()] == ["pass"]
    assert stops.automatic_action(state, True) is None  # was: the pass that ends her turn


async def test_ctrl_z_takes_back_a_wrong_orb_that_left_nothing_else_to_play() -> None:
    app = lum_app(start=(from_scenario(EMPTY_HANDED), [HUMAN, HUMAN]))
    async with app.run_test(size=(100, 40)) as pilot:
        game = await opened(pilot)
        await pilot.press("enter")  # the curtain
        await until(pilot, lambda: game.my_turn and app.screen is game)
        game.act(PlayOrb("crimson"))
        await pilot.pause()
        assert game.match.state.turn == 1 and game.match.state.to_act == 0
        await pilot.press("ctrl+z")
        await until(pilot, lambda: not game.match.state.history)
        assert game.match.state.turn == 1
