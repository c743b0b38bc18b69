"""The test Pilot's wait outlasts a step that is slow by the clock but not stuck (a loaded
machine), and still fails on one that never ends."""

from __future__ import annotations

import asyncio

import pytest
from textual.app import App, ComposeResult
from textual.message import Message
from textual.pilot import WaitForScreenTimeout
from textual.widgets import Static

from tests.support.patience import TEXTUAL_WAIT, patient


class Nudge(Message):
    """Something for the slow widget to handle."""


class Slow(Static):
    """Takes its time over a message, as a step of a starved process does (by the clock)."""

    seconds = 0.0

    async def on_nudge(self, _: Nudge) -> None:
        await asyncio.sleep(self.seconds)


class SlowApp(App[None]):
    def compose(self) -> ComposeResult:
        yield Slow("slow")


async def test_a_wait_outlasts_a_slow_step_where_textuals_own_gives_up() -> None:
    app = SlowApp()
    async with app.run_test() as pilot:
        slow = app.query_one(Slow)
        slow.seconds = 0.5
        slow.post_message(Nudge())
        with pytest.raises(WaitForScreenTimeout):
            await TEXTUAL_WAIT(pilot, 0.05)  # Textual's: gives up before the step is done
        slow.post_message(Nudge())
        assert await patient(TEXTUAL_WAIT)(pilot, 0.05)  # waits the step out
        slow.seconds = 5.0
        slow.post_message(Nudge())
        with pytest.raises(WaitForScreenTimeout):
            await patient(TEXTUAL_WAIT, wall_limit=0.3)(pilot, 0.05)  # not past its own limits
        slow.seconds = 0.0
