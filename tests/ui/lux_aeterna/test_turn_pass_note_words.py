"""The curtain of a seat asked in the other's turn tells what ``P`` does, in words true of both games
(playtest20-la: Lux Aeterna's curtain said "you are still asked to block", a Luminous word, and a
seat with no Unit to defend with was still asked when attacked, as the turn pass means to); the
stops dialog says "defend" in Lux Aeterna."""

from __future__ import annotations

import copy

from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.lux_aeterna.scenes import MIDGAME
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import HUMAN, la_app, opened


def _bolt_ready() -> tuple[object, list[object]]:
    """Ana in Main Phase 1 with Ember Squire to play and one on her field; Bo holds Searing Bolt
    and the Lights to pay it, so he is asked after her play."""
    from cardtable.games.lux_aeterna.scenario import from_scenario

    data = copy.deepcopy(MIDGAME)
    data["players"] = ["Ana", "Bo"]
    ana, bo = data["sides"]
    ana.update(hand=["ember-squire"], numen={"RR": 1}, field=["ember-squire"])
    bo.update(hand=["searing-bolt"], numen={"RR": 2}, field=[])
    return from_scenario(data), [HUMAN, HUMAN]


async def _anas_table(pilot):  # type: ignore[no-untyped-def]
    """The table after Ana's curtain, her turn."""
    app = pilot.app
    game = await opened(pilot)
    await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
    await pilot.press("enter")
    await until(pilot, lambda: app.screen is game and game.my_turn)
    return game


async def test_the_turn_pass_note_says_when_it_still_asks() -> None:
    app = la_app(start=_bolt_ready())
    async with app.run_test(size=(100, 40)) as pilot:
        await _anas_table(pilot)
        await pilot.press("enter")  # Ana plays Ember Squire; Bo may answer with Searing Bolt
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen) and app.screen.player_name == "Bo")
        text = app.screen._detail
        assert "P passes for the rest of this turn" in text
        # asked when attacked whatever its Units (playtest20-la F18: "asked to defend" was read as
        # a promise not to be asked with no Unit to defend with)
        assert "still asked when attacked or aimed at" in text and "block" not in text


async def test_the_stops_dialog_speaks_of_defending_and_of_cards_not_blocks() -> None:
    from cardtable.ui.widgets.pick_dialog import PickDialog

    app = la_app(start=_bolt_ready())
    async with app.run_test(size=(100, 40)) as pilot:
        await _anas_table(pilot)
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        dialog = app.screen
        words = " ".join([str(dialog._text), *(str(choice.label) for choice in dialog.choices)])
        assert "whenever you can defend" in words and "block" not in words
