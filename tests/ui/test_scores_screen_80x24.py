"""The recent results at 80x24 keep the scores and the winner on screen (playtest17: a long
variant, "standard · Light deck: 6 of each colour (30)", pushed both off the right edge)."""

from __future__ import annotations

from cardtable.persistence.history import FinishedMatch, HistoryDB
from cardtable.ui.app import CardtableApp
from cardtable.ui.scores_screen import ScoresScreen
from tests.ui.helpers import until


async def test_scores_and_winner_stay_on_screen_beside_a_long_variant() -> None:
    HistoryDB().add(
        FinishedMatch(
            "m-1",
            "lux-aeterna",
            "standard · Light deck: 6 of each colour (30)",
            ("Ana", "Bo"),
            ("human", "computer"),
            5,
            (6.0, 0.0),
            (0,),
            "soul",
            "2026-12-05T04:41:00",
            120,
        )
    )
    app = CardtableApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(ScoresScreen("lux-aeterna"))
        await until(pilot, lambda: isinstance(app.screen, ScoresScreen))
        await pilot.pause(0.3)
        text = "\n".join(str(strip.text) for strip in app.screen._compositor.render_strips())
    assert "Scores" in text and "Winner" in text and "6 / 0" in text, text
    # said shorter with intent, never cut mid-phrase (issue 25 leftovers: "standard · Light deck: 6 ")
    assert "standard · Light deck" in text and "Light deck: 6" not in text, text
