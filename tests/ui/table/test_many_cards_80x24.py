"""A hand of many cards at 80x24 takes a row for every two cards (up to six), so the names stay
whole (playtest19: eleven cards in Jeddos's hand read "2 B. ⚡", "2+A Ch.", "Lod.")."""

from __future__ import annotations

import copy

from cardtable.ui.luminous.scenes import MIDGAME, _start
from cardtable.ui.lux_aeterna.scenes import HUMAN
from tests.ui.luminous.helpers import lum_app, opened
from tests.ui.table.test_curtain_and_reading import drawn_lines

ELEVEN = [
    "walk-back", "hedge-tinker", "breakers-chains", "trail-guide", "ancients-servant", "diving-dragonspawn",
    "high-command", "reliquary-tome", "the-lodestar", "unstable-salvage", "glass-garden",
]  # fmt: skip


async def test_eleven_cards_at_80x24_keep_their_whole_names_and_a_short_hand_keeps_three_rows() -> None:
    data = copy.deepcopy(MIDGAME)
    data["sides"][0]["hand"] = ELEVEN
    app = lum_app(start=_start(data, (HUMAN, HUMAN)))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await pilot.press("enter")  # the curtain
        await pilot.pause()
        hand = "\n".join(drawn_lines(game.query_one("#hand")))
        for name in ("Walk Back", "Breaker's Chains", "Ancient's Servant", "The Lodestar", "Glass Garden"):
            assert name in hand, hand
        assert game.query_one("#hand").size.height == 6
    app = lum_app(start=_start(copy.deepcopy(MIDGAME), (HUMAN, HUMAN)))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await pilot.press("enter")
        await pilot.pause()
        assert game.query_one("#hand").size.height == 3  # five cards: as before
