"""Fewer hand-offs in hot-seat combat (issue 25 item 14), played with keys on both card-battle
screens: the defender's next decision is asked in the same visit (``ui/table/ahead.py``), so a
blocked attack in Luminous and a defended one in Lux Aeterna cost two curtains, not four; a seat
that keeps its decision for later ("ask me then") is asked then, and so is a seat whose plan the
other seat's answer overtook."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from cardtable.ui import game_screen
from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.widgets.multi_pick_dialog import MultiPickDialog
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until


@pytest.fixture
def curtains(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names each curtain came down for, in order (every curtain the screens show)."""
    shown: list[str] = []

    class Counted(CurtainScreen):
        def __init__(self, player_name: str, note: str = "") -> None:
            shown.append(player_name)
            super().__init__(player_name, note)

    monkeypatch.setattr(game_screen, "CurtainScreen", Counted)
    return shown


async def lift(pilot: Any, shown: list[str], count: int) -> None:
    """Wait for the ``count``-th curtain and lift it."""
    await until(pilot, lambda: len(shown) >= count and isinstance(pilot.app.screen, CurtainScreen))
    await pilot.press("enter")
    await until(pilot, lambda: not isinstance(pilot.app.screen, CurtainScreen))


# ----- Luminous: a blocked attack ------------------------------------------------------------------


def _luminous_hot_seat() -> tuple[Any, list[Any]]:
    """Mid-game, both seats people: Ana holds fast cards (she can answer a block); Cpu has two
    ready units and Walk Back (after blocking with one it can still block or answer)."""
    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.luminous.scenes import HUMAN, MIDGAME

    return from_scenario(copy.deepcopy(MIDGAME)), [HUMAN, HUMAN]


async def _after_your_block(pilot: Any, shown: list[str], blocker: int = 0) -> Any:
    """Ana attacks; Cpu blocks with one unit by keys (the ``blocker``-th offered): the question
    asked with the block is open."""
    from tests.ui.luminous.helpers import opened

    await lift(pilot, shown, 1)  # the match starts behind a curtain for Ana
    game = await opened(pilot)
    attack = next(a for a in game._legal if a.KIND == "attack")
    game.act(attack)
    await lift(pilot, shown, 2)  # Cpu is attacked
    await pilot.press("b")
    await until(pilot, lambda: isinstance(pilot.app.screen, MultiPickDialog))
    await pilot.press(pilot.app.screen.choices[blocker].key, "enter")
    await until(pilot, lambda: isinstance(pilot.app.screen, PickDialog))
    assert pilot.app.screen._title == "After your block"
    return game


async def _luminous_block(pilot: Any, shown: list[str], answer: str, blocker: int = 0) -> Any:
    """Ana attacks; Cpu blocks with one unit by keys (the ``blocker``-th offered) and answers the
    question asked with it."""
    game = await _after_your_block(pilot, shown, blocker)
    await pilot.press(answer)
    await lift(pilot, shown, 3)  # Ana may answer the block
    assert game.state.combat is not None and game.state.to_act == 0
    return game


async def test_luminous_a_blocked_attack_costs_two_curtains_when_the_defender_answers_ahead(
    curtains: list[str],
) -> None:
    from tests.ui.luminous.helpers import lum_app

    app = lum_app(start=_luminous_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        # Trail Guide blocks (Ancient's Servant would die and draw Cpu a card: no undo past a draw)
        game = await _luminous_block(pilot, curtains, "1", blocker=1)  # pass then, unless Ana answers
        await pilot.press("space")  # Ana passes: Cpu's pass was given ahead, damage follows
        await until(pilot, lambda: game.state.combat is None and game.my_turn)
        await pilot.pause()
        assert curtains == ["Ana", "Cpu", "Ana"]  # 2 for the combat (it took 4 before)
        assert game.viewer == 0 and not isinstance(app.screen, CurtainScreen)
        # Undo takes back Ana's pass and what followed it; passing again follows the same line,
        # so Cpu's answer given ahead is found again: still no curtain.
        before = len(game.state.history)
        await pilot.press("ctrl+z")
        await until(pilot, lambda: len(game.state.history) < before)
        assert game.state.combat is not None and game.my_turn and game.plans
        await pilot.press("space")
        await until(pilot, lambda: game.state.combat is None and game.my_turn)
        await pilot.pause()
        assert curtains == ["Ana", "Cpu", "Ana"]


async def test_luminous_a_defender_who_keeps_the_decision_is_asked_then(curtains: list[str]) -> None:
    from tests.ui.luminous.helpers import lum_app

    app = lum_app(start=_luminous_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _luminous_block(pilot, curtains, "2")  # ask me then
        await pilot.press("space")
        await lift(pilot, curtains, 4)  # Cpu is asked again, as its settings say
        assert game.state.to_act == 1 and game.state.combat is not None
        assert any(a.KIND != "pass" for a in game._legal)  # it could still block or answer
        await pilot.press("space")
        await lift(pilot, curtains, 5)
        assert curtains == ["Ana", "Cpu", "Ana", "Cpu", "Ana"]  # the 4 of today


async def test_luminous_an_answer_of_the_attacker_overtakes_the_defenders_plan(curtains: list[str]) -> None:
    from tests.ui.luminous.helpers import lum_app

    app = lum_app(start=_luminous_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _luminous_block(pilot, curtains, "1")
        fast = next(a for a in game._legal if a.KIND == "play")
        game.act(fast)  # Ana answers instead of passing: the line Cpu answered for is gone
        await until(pilot, lambda: len(curtains) == 4 or isinstance(app.screen, PickDialog))
        while isinstance(app.screen, PickDialog):  # a payment to choose, if any
            await pilot.press("enter")
            await pilot.pause()
        await lift(pilot, curtains, 4)
        assert game.state.to_act == 1 and game.state.combat is not None  # Cpu is asked
        assert not game.plans


# ----- Lux Aeterna: a defended attack --------------------------------------------------------------


def _lux_hot_seat() -> tuple[Any, list[Any]]:
    """Ana's Combat step, both seats people: Cpu can answer the attack and defend with Star
    Sentinel; Ana can answer too."""
    from cardtable.ui.lux_aeterna.scenes import HUMAN, combat

    state, _ = combat()
    return state, [HUMAN, HUMAN]


async def _lux_attack_and_pass(pilot: Any, shown: list[str], answer: str) -> Any:
    from tests.ui.lux_aeterna.helpers import opened

    await lift(pilot, shown, 1)
    game = await opened(pilot)
    game.act(next(a for a in game._legal if a.KIND == "attack"))
    await lift(pilot, shown, 2)  # Cpu may answer the attack
    await pilot.press("space")
    await until(pilot, lambda: isinstance(pilot.app.screen, PickDialog))
    dialog = pilot.app.screen
    assert dialog._title.startswith("Pass, and defend how")
    labels = [str(c.label) for c in dialog.choices]
    assert (
        "Defend with Star Sentinel" in labels[0] and "your Unit is destroyed" in labels[0]
    )  # forecast (⚔3 against ⚔4)
    assert "Do not defend" in labels[1] and labels[-1].startswith("Ask me then")
    await pilot.press(answer)
    await lift(pilot, shown, 3)  # Ana may answer too
    return game


async def test_lux_aeterna_a_defended_attack_costs_two_curtains_when_the_defence_is_chosen_ahead(
    curtains: list[str],
) -> None:
    from tests.ui.lux_aeterna.helpers import la_app

    app = la_app(start=_lux_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _lux_attack_and_pass(pilot, curtains, "1")  # defend with Star Sentinel
        await pilot.press("space")  # Ana passes: the attack resolves with Cpu's defence
        await until(
            pilot, lambda: any("defends with Star Sentinel" in e.text_for(None) for e in game.state.log)
        )
        await until(pilot, lambda: game.my_turn and game.state.to_act == 0)
        await pilot.pause()
        assert curtains == ["Ana", "Cpu", "Ana"]  # 2 for the combat (up to 4 before)


async def test_lux_aeterna_a_defender_who_keeps_the_decision_is_asked_then(curtains: list[str]) -> None:
    from tests.ui.lux_aeterna.helpers import la_app

    app = la_app(start=_lux_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _lux_attack_and_pass(pilot, curtains, "3")  # ask me then
        await pilot.press("space")
        await lift(pilot, curtains, 4)
        assert game.state.to_act == 1 and game.state.decision.kind == "defend"
        await pilot.press("d")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("1")
        await lift(pilot, curtains, 5)
        assert curtains == ["Ana", "Cpu", "Ana", "Cpu", "Ana"]  # the 4 of today


async def test_luminous_nothing_is_asked_ahead_of_a_seat_that_chose_privacy(curtains: list[str]) -> None:
    # Whether the keyboard comes back after Ana's pass would tell her what Cpu answered ahead.
    from tests.ui.luminous.helpers import lum_app, opened

    app = lum_app(start=_luminous_hot_seat(), seat_stops={"luminous:cpu": "stops:attacked"})
    async with app.run_test(size=(120, 40)) as pilot:
        await lift(pilot, curtains, 1)
        game = await opened(pilot)
        game.act(next(a for a in game._legal if a.KIND == "attack"))
        await lift(pilot, curtains, 2)
        await pilot.press("b")
        await until(pilot, lambda: isinstance(app.screen, MultiPickDialog))
        await pilot.press(app.screen.choices[0].key, "enter")
        await lift(pilot, curtains, 3)  # straight to Ana: no question ahead
        assert game.state.to_act == 0 and not game.plans
        await pilot.press("space")
        await lift(pilot, curtains, 4)  # Cpu is asked at its stop, as it chose
        assert game.state.to_act == 1 and game.state.combat is not None


def handoffs_by_the_bench_rule(match: Any) -> int:
    """Hand-offs as ``bench/bench_handoffs.py`` counts them: each decision the table asked (not
    taken for the seat, by a stop, auto-pass or an answer given ahead) whose seat is not the seat
    asked last."""
    state = match.state
    holder = None
    handoffs = 0
    for index, actor in enumerate(state.history_actors):
        if index in match.automatic:
            continue
        if holder is not None and actor != holder:
            handoffs += 1
        holder = actor
    return handoffs


async def test_ctrl_z_in_after_your_block_closes_it_and_blocks_nothing(curtains: list[str]) -> None:
    """playtest24-lum: Ctrl+Z in "After your block" said "Bo has decided since your last
    decision"; the block is not made before the answer, so the question closes as Escape does."""
    from tests.ui.luminous.helpers import lum_app

    app = lum_app(start=_luminous_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _after_your_block(pilot, curtains)
        before = len(game.state.history)
        await pilot.press("ctrl+z")
        await until(pilot, lambda: pilot.app.screen is game)
        said = [n.message for n in app._notifications]
        assert any("Nothing was done" in m for m in said) and not any("has decided since" in m for m in said)
        assert len(game.state.history) == before and not game.state.combat.blockers
