"""Lux Nova at the hand-over: the next card starts unrotated, and "Other card" (Tab) is offered
only where there is another card in hand."""

from __future__ import annotations

from typing import Any

from cardtable.ui.lux_nova.screen import LuxNovaScreen
from tests.ui.helpers import until
from tests.ui.lux_nova.helpers import app_for, setup
from tests.ui.lux_nova.test_keyboard import playing


def _footer_actions(app: Any) -> set[str]:
    return {b.binding.action for b in app.active_bindings.values() if b.binding.show and b.enabled}


def _turns_offered(screen: LuxNovaScreen) -> int:
    card = screen._placing_card()
    assert card is not None
    return len(screen.match.state.rotations(card))


async def test_the_next_players_card_starts_unrotated() -> None:
    app = app_for(setup(("Ana", "Bo"), seed=11))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await playing(pilot)
        assert screen.rotation == 0
        await pilot.press("r", "r")
        await until(pilot, lambda: screen.rotation != 0)
        await pilot.press("enter")  # Ana places her card turned; Bo's card comes up
        await until(pilot, lambda: len(screen.match.state.history) == 1)
        screen = await playing(pilot)
        assert screen.match.state.to_act == 1 and screen.rotation == 0


async def test_a_solo_players_next_card_starts_unrotated_too() -> None:
    app = app_for(setup(("Ana",), seed=4))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await playing(pilot)
        await pilot.press("r")
        await until(pilot, lambda: screen.rotation != 0 or _turns_offered(screen) == 1)
        await pilot.press("enter")
        await until(pilot, lambda: len(screen.match.state.history) == 1 and screen.my_turn)
        assert screen.rotation == 0


async def test_other_card_is_offered_only_with_two_cards_in_hand() -> None:
    app = app_for(setup(("Ana",), seed=4, variant="basic"))
    async with app.run_test(size=(80, 24)) as pilot:
        await playing(pilot)
        assert "next_card" not in _footer_actions(app)
        assert not any(
            b.binding.action == "next_card" for b in app.active_bindings.values() if b.binding.show
        )
    app = app_for(setup(("Ana",), seed=4, variant="advanced"))
    async with app.run_test(size=(80, 24)) as pilot:
        await playing(pilot)
        assert "next_card" in _footer_actions(app)
