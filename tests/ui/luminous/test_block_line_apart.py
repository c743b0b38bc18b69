"""Issue 25 leftovers (play-test): the curtain's "Since you last looked" read "Cpu blocks with
Hedge Tinker, Hedge Tinker": the two copies are told apart there as everywhere else on the table
("Hedge Tinker (left)", the history's and the forecasts' words)."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.games.luminous.actions import Block
from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.luminous.scenes import HUMAN, MIDGAME
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.luminous.helpers import lum_app, opened


def _two_tinkers() -> tuple[Any, list[Any]]:
    """Mid-game hot-seat: Cpu has two ready Hedge Tinkers (and nothing else in play)."""
    data = copy.deepcopy(MIDGAME)
    data["sides"][1]["units"] = [{"card": "hedge-tinker"}, {"card": "hedge-tinker"}]
    return from_scenario(data), [HUMAN, HUMAN]


async def _lift(pilot: Any) -> CurtainScreen:
    await until(pilot, lambda: isinstance(pilot.app.screen, CurtainScreen))
    curtain = pilot.app.screen
    await pilot.press("enter")
    await until(pilot, lambda: not isinstance(pilot.app.screen, CurtainScreen))
    return curtain


async def test_the_curtain_tells_two_blocking_copies_apart() -> None:
    app = lum_app(start=_two_tinkers())
    async with app.run_test(size=(80, 24)) as pilot:
        await _lift(pilot)  # the match starts behind a curtain for Ana
        game = await opened(pilot)
        game.act(next(a for a in game._legal if a.KIND == "attack"))
        await _lift(pilot)  # Cpu is attacked
        block = next(a for a in game._legal if isinstance(a, Block) and len(a.units) == 2)
        game.act(block)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))  # "After your block"
        await pilot.press("1")  # pass then
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen) and app.screen.player_name == "Ana")
        told = app.screen._detail
        assert "Cpu blocks with Hedge Tinker (left), Hedge Tinker (right)." in told, told
