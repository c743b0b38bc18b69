"""Asking ahead after a fast card or an ability (issue 25 item 14): ``P`` plays the chosen card as
Enter does and passes at the seat's next decision if the other seat only passes; the defender's
fast card in a combat asks "After this" as a block does. Hot-seat Luminous, played with keys."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.table.test_asking_ahead import curtains, lift

__all__ = ["curtains"]


def _hot_seat() -> tuple[Any, list[Any]]:
    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.luminous.scenes import HUMAN, MIDGAME

    return from_scenario(copy.deepcopy(MIDGAME)), [HUMAN, HUMAN]


async def _play_first_card(pilot: Any, shown: list[str], key: str) -> Any:
    """Ana plays Xanthe Raider (her first card) with ``key``; Cpu, who holds Walk Back, is asked."""
    from tests.ui.luminous.helpers import opened

    await lift(pilot, shown, 1)
    game = await opened(pilot)
    assert game.zone == "hand" and game.index["hand"] == 0
    await pilot.press(key)
    while isinstance(pilot.app.screen, PickDialog):  # a payment to choose, if any
        await pilot.press("enter")
        await pilot.pause()
    await lift(pilot, shown, 2)
    assert game.state.to_act == 1 and game.state.turn == 9
    return game


async def test_p_plays_and_passes_after_the_others_pass_saving_the_round_trip(curtains: list[str]) -> None:
    from tests.ui.luminous.helpers import lum_app

    app = lum_app(start=_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _play_first_card(pilot, curtains, "P")
        assert game.plans[0].answer.KIND == "pass"
        await pilot.press("space")  # Cpu only passes: Ana's pass was given ahead, her turn ends
        await until(pilot, lambda: game.state.turn == 10)
        await pilot.pause()
        assert curtains == ["Ana", "Cpu"]  # the keyboard stays with Cpu for its own turn
        assert game.state.to_act == 1 and not isinstance(app.screen, CurtainScreen)


async def test_enter_plays_without_planning_and_the_keyboard_comes_back(curtains: list[str]) -> None:
    from tests.ui.luminous.helpers import lum_app

    app = lum_app(start=_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _play_first_card(pilot, curtains, "enter")
        assert not game.plans
        await pilot.press("space")
        await lift(pilot, curtains, 3)  # Ana is asked again in her Main phase
        assert game.state.to_act == 0 and game.state.turn == 9


async def test_an_answer_of_the_other_seat_drops_the_planned_pass(curtains: list[str]) -> None:
    from tests.ui.luminous.helpers import lum_app

    app = lum_app(start=_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _play_first_card(pilot, curtains, "P")
        answer = next(a for a in game._legal if a.KIND != "pass")
        game.act(answer)  # Cpu answers instead of passing: Ana is asked as usual
        while isinstance(app.screen, PickDialog):
            await pilot.press("enter")
            await pilot.pause()
        await lift(pilot, curtains, 3)
        assert game.state.to_act == 0 and game.state.turn == 9 and not game.plans


async def test_a_defenders_fast_card_asks_after_this_and_saves_two_curtains(curtains: list[str]) -> None:
    from tests.ui.luminous.helpers import lum_app, opened

    app = lum_app(start=_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        await lift(pilot, curtains, 1)
        game = await opened(pilot)
        game.act(next(a for a in game._legal if a.KIND == "attack"))
        await lift(pilot, curtains, 2)  # Cpu is attacked
        fast = next(a for a in game._legal if a.KIND == "play")
        game.act(fast)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        assert app.screen._title == "After this"
        assert str(app.screen.choices[0].label).startswith("Pass then")
        await pilot.press("1")
        await lift(pilot, curtains, 3)  # Ana may answer the fast card
        await pilot.press("space")  # she passes: Cpu's pass was given ahead, damage follows
        await until(pilot, lambda: game.state.combat is None and game.my_turn)
        await pilot.pause()
        assert curtains == ["Ana", "Cpu", "Ana"]  # it took 4 before
