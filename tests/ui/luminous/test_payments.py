"""Pilot tests of paying on the Luminous screen (issue 25 item 16): no payment dialog when every
payment comes to the same (a Bloom out included), the careful payment sent; a dialog when the
payments keep different cards payable, each option saying which."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous import scenes
from cardtable.ui.luminous.screen import LuminousScreen
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.luminous.helpers import COMPUTER, HUMAN, lum_app, opened


def _orbs(screen: LuminousScreen) -> dict[str, tuple[str, bool]]:
    return {o[0]: (o[1], o[2]) for o in screen.match.state.sides[0].orbs}


async def _play_first_card(pilot: Any, screen: LuminousScreen) -> None:
    """Click the first hand card until it is played (a click on the chosen card plays it)."""
    hand = list(screen.match.state.sides[0].hand)
    strip = screen.query_one("#hand")
    for _ in range(2):
        await pilot.click(strip, offset=(2, 1))
        await pilot.pause()
        if screen.match.state.sides[0].hand != hand or pilot.app.screen is not screen:
            return


async def test_no_payment_dialog_when_every_payment_comes_to_the_same() -> None:
    # Mid-game with a Bloom out: Xanthe Raider (2) used to open a dialog of four payments (two
    # with the Bloom). Nothing left in Ana's hand has an orb check, so they all come to the same.
    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        state = screen.match.state
        before = _orbs(screen)
        await _play_first_card(pilot, screen)
        await until(pilot, lambda: any(t.card.id == "xanthe-raider" for t in state.sides[0].units))
        await pilot.pause()
        assert not isinstance(app.screen, PickDialog)
        assert state.sides[0].blooms == 1, "orbs pay before the Bloom"
        spent = sorted(
            before[o][0] for o, (_, expended) in _orbs(screen).items() if expended and not before[o][1]
        )
        # the lone Azure orb goes with a Crimson one: no check needs it ready, and spent it
        # satisfies an Azure check as well as ready
        assert spent == ["azure", "crimson"]


def _choice_position() -> Any:
    data = copy.deepcopy(scenes.MIDGAME)
    ana = data["sides"][0]
    ana["hand"] = ["hedge-tinker", "toll-collectors", "order-the-mind"]
    ana["orbs"] = ["crimson", "amber"]
    ana["blooms"] = 0
    return from_scenario(data), [HUMAN, COMPUTER]


async def test_a_payment_dialog_when_the_payments_keep_different_cards_payable() -> None:
    app = lum_app(start=_choice_position())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        await _play_first_card(pilot, screen)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        labels = [str(c.label) for c in app.screen.choices]  # type: ignore[attr-defined]
        assert len(labels) == 2 and "(suggested)" in labels[0]
        assert {"then payable: Toll Collectors", "then payable: Order the Mind"} == {
            label.split("\n")[-1].strip() for label in labels
        }
        keeps_order = next(i for i, label in enumerate(labels) if label.endswith("Order the Mind"))
        await pilot.press(app.screen.choices[keeps_order].key)  # type: ignore[attr-defined]
        state = screen.match.state
        await until(pilot, lambda: any(t.card.id == "hedge-tinker" for t in state.sides[0].units))
        # Order the Mind keeps its Amber check free only if the Amber orb pays now
        assert [colour for colour, expended in _orbs(screen).values() if expended] == ["amber"]
