"""A lone legal target that is one's own is never taken silently (playtest16, Lux Aeterna's
Searing Bolt; the same here: Walk Back whose only unit is one's own Recruit)."""

from __future__ import annotations

import copy

from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous import scenes
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.luminous.helpers import COMPUTER, HUMAN, lum_app, opened


async def test_walk_back_whose_only_target_is_ones_own_unit_asks_first_and_names_it() -> None:
    data = copy.deepcopy(scenes.MIDGAME)
    ana, cpu = data["sides"]
    ana["units"] = [{"card": "recruit", "arrived": True}]
    ana["hand"] = ["walk-back"]
    cpu["units"] = []
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        assert screen.zone == "hand"
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        assert app.screen._title == "Walk Back: its only target is your Recruit"
        assert len(app.screen.choices) == 1
        await pilot.press("escape")
        assert "walk-back" in [screen.match.state.card_def(c).id for c in screen.match.state.sides[0].hand]
