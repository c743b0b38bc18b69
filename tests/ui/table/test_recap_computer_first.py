"""The computer's first turn is recapped when it goes first (playtest21-la N18: its turn 1 went
by and the person was straight into their offering, with no recap: they had decided nothing yet,
so no recap had a start)."""

from __future__ import annotations

from cardtable.session import MatchSetup
from cardtable.ui.table.recap import RecapScreen
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, opened

CPU_FIRST = MatchSetup("lux-aeterna", ("Ana", "Bo"), (HUMAN, COMPUTER), 4)
"""Seed 4: Bo (the computer) is chosen to go first."""
ANA_FIRST = MatchSetup("lux-aeterna", ("Ana", "Bo"), (HUMAN, COMPUTER), 0)


async def test_the_computers_first_turn_is_recapped_when_it_goes_first() -> None:
    app = la_app(start=CPU_FIRST)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, RecapScreen), timeout=20)
        assert game.match.state.turn == 2 and game.match.state.first == 1
        words = app.screen.body.plain
        assert words.startswith("Turn 1: Bo's turn begins."), words
        assert "Bo takes the offering" in words, words
        assert "Before the first turn" not in words and "starting hand" not in words, words


async def test_no_recap_when_the_person_goes_first() -> None:
    app = la_app(start=ANA_FIRST)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: game.my_turn and game.drawn)
        for _ in range(5):
            await pilot.pause()
        assert not isinstance(app.screen, RecapScreen)
