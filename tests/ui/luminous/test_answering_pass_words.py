"""A pass in the other player's turn says what that player's pass would then do, whatever they
hold (playtest20-lum: Ana, asked after Bo's play, read "pass: priority goes to the other player",
passed to keep her abilities for later in Bo's turn, and the table's pass for Bo ended his Main
at once)."""

from __future__ import annotations

from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.luminous import build
from cardtable.ui.lux_aeterna.scenes import HUMAN
from tests.ui.helpers import until
from tests.ui.luminous.helpers import lum_app, opened

BO_ANSWERS = {
    "game": "luminous",
    "players": ["Ana", "Bo"],
    "turn": 3,
    "active": 0,
    "sides": [
        {
            "favored": "jeddos",
            "hand": ["trail-guide"],
            "orbs": ["amber", "amber"],
            "relics": [{"card": "the-lodestar"}],
            "deck": ["trail-guide"] * 5,
        },
        {
            "favored": "rya-jin",
            "hand": ["velna-exiled-magebreaker"],
            "orbs": ["azure", "azure", "azure", "amber"],
            "deck": ["trail-guide"] * 5,
        },
    ],
}


async def test_the_answering_seat_reads_what_the_other_players_pass_would_do() -> None:
    app = lum_app(start=(from_scenario(BO_ANSWERS), [HUMAN, HUMAN]))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await pilot.press("enter")  # Ana's curtain
        await until(pilot, lambda: game.my_turn and app.screen is game)
        game.act(next(a for a in game._legal if a.KIND == "play"))  # Trail Guide
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen) and app.screen.player_name == "Bo")
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is game and game.viewer == 1)
        table = game.table()
        assert table.pass_meaning == "pass: to Ana (if Ana passes too: Main phase ends)"
        assert build.pass_key_label(table) == "Pass (to Ana)"
