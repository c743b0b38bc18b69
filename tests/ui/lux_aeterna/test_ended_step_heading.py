"""The step a match ended in is headed by its name, in the recap "How the match ended" and in the
history (playtest21-la N7: both headed it "The step under way", at a match over)."""

from __future__ import annotations

from cardtable.engine.kernel.decision import Pass
from cardtable.ui.match_over import MatchOverScreen
from cardtable.ui.table.logview import LogViewScreen
from cardtable.ui.table.recap import RecapScreen
from tests.lux_aeterna.helpers import table
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, opened


async def test_the_step_the_match_ended_in_is_named_in_the_recap_and_the_history() -> None:
    state = table(
        {"soul": 1, "hand": ["war-brazier"], "numen": {"RR": 3}}, {"field": ["dawn-acolyte"]}, step="main2"
    )
    app = la_app(start=(state, [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        if game.match.state.to_act == 0:
            game.act(Pass())
        await until(pilot, lambda: isinstance(app.screen, RecapScreen))
        assert game.match.state.is_over
        words = app.screen.body.plain
        assert "Combat (the match ended)" in words and "under way" not in words, words
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, MatchOverScreen))
        await pilot.press("escape")  # the board
        await until(pilot, lambda: app.screen is game)
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, LogViewScreen))
        words = app.screen.body.plain
        assert "Combat (the match ended)" in words and "under way" not in words, words
