"""Ctrl+Z keeps its word inside a question too (playtest20/21-la F15: it did nothing and said
nothing there): with a decision to take back, the question closes and the table takes it back;
with none, the table's reason is said and the question stays, nothing changed."""

from __future__ import annotations

from cardtable.ui.luminous import scenes
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.luminous.helpers import last_message, lum_app, opened


async def test_ctrl_z_in_a_question_takes_back_the_last_decision_or_says_why_not() -> None:
    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        question = app.screen
        await pilot.press("ctrl+z")  # nothing decided yet in this match
        await until(pilot, lambda: "undo" in last_message(app).lower() or "back" in last_message(app).lower())
        assert app.screen is question
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is screen)
        decided = len(screen.match.state.history)
        await pilot.press("o")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("1")  # a Luminous Bloom
        await until(pilot, lambda: len(screen.match.state.history) > decided and app.screen is screen)
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("ctrl+z")
        await until(pilot, lambda: len(screen.match.state.history) == decided)
        await until(pilot, lambda: app.screen is screen)
        assert "Took back" in last_message(app), last_message(app)
