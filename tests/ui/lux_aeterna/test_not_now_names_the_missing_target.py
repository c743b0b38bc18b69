"""At the table, Enter on a card with no target says which target it lacks (playtest21-la N19:
"✗ Not now: no legal target or requirement unmet." for Call from Limbo with an empty Limbo)."""

from __future__ import annotations

from typing import Any

from tests.lux_aeterna.helpers import table
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, last_message, opened


def _empty_limbo() -> tuple[Any, list[Any]]:
    """Ana's Main Phase 1 with Call from Limbo first in hand, an empty Limbo, and a Shade Thrall
    she could play (so the table asks her)."""
    state = table(
        {"hand": ["call-from-limbo", "shade-thrall"], "numen": {"PP": 1, "WW": 3}},
        {},
        codices=["veiled-court", "ember-legion"],
    )
    return state, [HUMAN, COMPUTER]


async def test_enter_on_call_from_limbo_with_an_empty_limbo_says_so() -> None:
    app = la_app(start=_empty_limbo())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: game.my_turn and game.drawn)
        await pilot.press("enter")
        await until(pilot, lambda: bool(app._notifications))
        assert "there is no Unit in your Limbo to target" in last_message(app), last_message(app)
