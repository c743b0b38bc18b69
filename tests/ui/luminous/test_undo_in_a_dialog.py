"""Ctrl+Z keeps its word inside a question too (playtest20/21-la F15: it did nothing and said
nothing there). In a question about a play still being built (the attack's unit, its target, a
payment) nothing has been done: Ctrl+Z closes the question and says so, and a second Ctrl+Z takes
back the last decision (playtest23-la: one Ctrl+Z in a payment question had taken back the
offering before it). A question the table asks (a decision) closes and the table takes the last
decision back (``tests/ui/lux_aeterna/test_forecasts_and_offerings.py``)."""

from __future__ import annotations

from cardtable.ui.luminous import scenes
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.luminous.helpers import last_message, lum_app, opened


async def test_ctrl_z_in_a_question_of_a_play_closes_it_then_takes_back_the_last_decision() -> None:
    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        decided = len(screen.match.state.history)
        await pilot.press("o")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("1")  # a Luminous Bloom
        await until(pilot, lambda: len(screen.match.state.history) > decided and app.screen is screen)
        bloomed = len(screen.match.state.history)
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("ctrl+z")
        await until(pilot, lambda: app.screen is screen)
        await until(pilot, lambda: "Nothing was done" in last_message(app))
        assert len(screen.match.state.history) == bloomed  # the Bloom stays
        await pilot.press("ctrl+z")
        await until(pilot, lambda: len(screen.match.state.history) == decided)
        assert "Took back" in last_message(app), last_message(app)
