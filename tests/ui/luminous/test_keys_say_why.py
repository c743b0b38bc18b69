"""Luminous's keys of the moment say why they do nothing in its own words (table25m gave every
table the telling twin keys, with a generic reason for Luminous): ``b`` in one's own Main, ``o``
after the turn's orb."""

from __future__ import annotations

import copy

from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous import scenes
from tests.ui.helpers import until
from tests.ui.luminous.helpers import COMPUTER, HUMAN, last_message, lum_app, opened


async def test_block_and_orb_keys_say_luminous_reasons() -> None:
    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][0]["orb_played"] = True
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        before = len(screen.match.state.history)
        await pilot.press("b")
        await until(pilot, lambda: "defender blocks" in last_message(app))
        await pilot.press("o")
        await until(pilot, lambda: "already played an orb" in last_message(app))
        assert len(screen.match.state.history) == before and app.screen is screen
