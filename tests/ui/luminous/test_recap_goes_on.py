"""A recap never tells again what an earlier recap of the same turn told (playtest20-lum: the
recap at the computer's attack, then at the start of one's own turn the same lines again)."""

from __future__ import annotations

from typing import Any

from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.table.recap import RecapScreen
from tests.ui.helpers import until
from tests.ui.luminous.helpers import COMPUTER, HUMAN, lum_app, opened

ATTACKED: dict[str, Any] = {
    "game": "luminous",
    "players": ["Ana", "Cpu"],
    "turn": 6,
    "active": 0,
    "sides": [
        {
            "favored": "jeddos",
            "life": 20,
            "deck": ["trail-guide"] * 4,
            "hand": [],
            "units": [{"card": "trail-guide"}],
            "orb_played": True,
        },
        {
            "favored": "silgar",
            "life": 20,
            "deck": ["walk-back"] * 4,
            "hand": ["hedge-tinker"],
            "units": [{"card": "silgars-elite"}],
            "orbs": ["crimson", "crimson", "crimson"],
        },
    ],
}
"""Ana passes her Main; in turn 7 Cpu draws and attacks with Silgar's Elite, and Ana may block
with Trail Guide."""


async def test_the_recap_at_ones_own_turn_goes_on_from_the_one_at_the_attack() -> None:
    app = lum_app(start=(from_scenario(ATTACKED), [HUMAN, COMPUTER]))
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        await pilot.press("space")  # Ana ends her Main: Cpu's turn 7
        await until(pilot, lambda: isinstance(app.screen, RecapScreen), timeout=30)
        first = str(app.screen.body)
        assert "Cpu draws a card." in first and "Silgar's Elite attacks" in first, first
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is game and game.table().my_decision, timeout=30)
        while game.match.state.turn == 7:  # let the attack through, and every other question pass
            if isinstance(app.screen, RecapScreen):
                break
            if app.screen is game and game.table().my_decision:
                await pilot.press("space")
            await pilot.pause(0.1)
        await until(pilot, lambda: isinstance(app.screen, RecapScreen), timeout=30)
        second = str(app.screen.body)
        assert "Cpu draws a card." not in second and "Silgar's Elite attacks" not in second, second
        assert "Turn 8" in second, second
