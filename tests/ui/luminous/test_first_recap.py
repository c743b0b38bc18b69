"""The first recap, when the computer goes first, heads the mulligan "Before the first turn"
(playtest22-lum: it stood under "Earlier in the turn", before turn 1)."""

from __future__ import annotations

from cardtable.session import MatchSetup
from cardtable.ui.table.recap import RecapScreen
from cardtable.ui.widgets.multi_pick_dialog import MultiPickDialog
from tests.ui.helpers import until
from tests.ui.luminous.helpers import COMPUTER, HUMAN, lum_app, opened

CPU_FIRST = MatchSetup("luminous", ("Ana", "Cpu"), (HUMAN, COMPUTER), 4, {"decks": ["rya-jin", "jeddos"]})
"""Seed 4: Cpu goes first (it keeps its hand, then Ana decides hers)."""


async def test_the_mulligan_in_the_first_recap_is_before_the_first_turn() -> None:
    app = lum_app(start=CPU_FIRST)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        state = screen.match.state
        await until(pilot, lambda: isinstance(app.screen, MultiPickDialog) or state.step == "main")
        if isinstance(app.screen, MultiPickDialog):
            await pilot.press("enter")  # Ana keeps her hand
        await until(pilot, lambda: isinstance(app.screen, RecapScreen), timeout=30)
        assert screen.match.state.first == 1
        words = app.screen.body.plain
        assert words.startswith("Before the first turn"), words
        assert "Earlier in the turn" not in words, words
        assert "Turn 1" in words, words
