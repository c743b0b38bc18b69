"""`P` in one's own turn against the computer (playtest18: it "does nothing and says nothing"; the
footer did not offer it): it does what the footer says, play the chosen card, then pass when
the computer only passes, as in a hot-seat match."""

from __future__ import annotations

import copy
from typing import Any

from tests.ui.helpers import until
from tests.ui.luminous.helpers import COMPUTER, HUMAN, lum_app, opened
from tests.ui.luminous.test_turn_ended_by_itself import LAST_PLAY


def _two_plays() -> tuple[Any, list[Any]]:
    """Ana's Main: two Order the Minds and the orbs for both; Bo (the computer) holds nothing."""
    from cardtable.games.luminous.scenario import from_scenario

    data = copy.deepcopy(LAST_PLAY)
    ana = data["sides"][0]
    ana["hand"] = ["order-the-mind", "order-the-mind"]
    ana["orbs"] = ["amber"] * 4
    return from_scenario(data), [HUMAN, COMPUTER]


async def test_p_plays_the_card_then_passes_when_the_computer_only_passes() -> None:
    app = lum_app(start=_two_plays())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        assert game.check_action("use_then_pass", ()) is True  # bound, and so on the footer
        start = len(game.state.history)
        await pilot.press("P")
        await until(pilot, lambda: game.state.moment()[0] != 4, timeout=30)  # turn 4 is over
        kinds = [
            (a.KIND, actor) for a, actor in zip(game.state.history[start:], game.state.history_actors[start:])
        ]
        assert kinds[:3] == [("play", 0), ("pass", 1), ("pass", 0)], kinds  # her pass, planned
        assert start + 2 in game.match.automatic  # taken by the table, as P planned
