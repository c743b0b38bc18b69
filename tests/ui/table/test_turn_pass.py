"""Pass for the rest of the turn (issue 25 item 14): ``P`` pressed by the seat asked in the other
player's turn passes, and the table passes for it at the rest of that turn's answer windows;
an attack on it, anything aimed at its things, a block and the end of the turn still ask it.
Hot-seat Luminous played with keys, and the pure rule (``ui/table/turn_pass.py``)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from cardtable.ui import game_screen
from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.table import turn_pass
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.table.test_asking_ahead import curtains, lift

__all__ = ["curtains"]


def _hot_seat() -> tuple[Any, list[Any]]:
    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.luminous.scenes import HUMAN, MIDGAME

    return from_scenario(copy.deepcopy(MIDGAME)), [HUMAN, HUMAN]


def _action(game: Any, text: str) -> Any:
    return next(a for a in game.state.legal_actions() if str(a) == text)


async def _play(pilot: Any, game: Any, text: str) -> None:
    """Ana takes the action written ``text`` (its payment dialog, if any, with Enter)."""
    game.act(_action(game, text))
    await pilot.pause()
    while isinstance(pilot.app.screen, PickDialog):
        await pilot.press("enter")
        await pilot.pause()


async def _cpu_passes_for_the_turn(pilot: Any, shown: list[str], key: str) -> Any:
    """Ana plays Xanthe Raider; Cpu (who holds Walk Back, so is asked) answers with ``key``; Ana
    is asked again (the other player passed)."""
    from tests.ui.luminous.helpers import opened

    await lift(pilot, shown, 1)
    game = await opened(pilot)
    await _play(pilot, game, "Play c1")
    await lift(pilot, shown, 2)
    assert game.state.to_act == 1 and game.state.turn == 9
    await pilot.press(key)
    await lift(pilot, shown, 3)
    assert game.state.to_act == 0
    return game


async def test_p_in_the_others_turn_passes_for_the_rest_of_it(curtains: list[str]) -> None:
    from tests.ui.luminous.helpers import lum_app

    app = lum_app(start=_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _cpu_passes_for_the_turn(pilot, curtains, "P")
        assert game.turn_passes[1].turn == 9
        before = len(game.state.history)
        await _play(pilot, game, "Play c4")  # Cpu could answer: the table passes for it
        await pilot.pause()
        assert curtains == ["Ana", "Cpu", "Ana"]
        assert game.state.to_act == 0 and not isinstance(app.screen, CurtainScreen)
        assert [a.KIND for a in game.state.history[before:]] == ["play", "pass"]  # as if by hand


async def test_space_passes_once_and_cpu_is_asked_after_the_next_play(curtains: list[str]) -> None:
    from tests.ui.luminous.helpers import lum_app

    app = lum_app(start=_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _cpu_passes_for_the_turn(pilot, curtains, "space")
        assert not game.turn_passes
        await _play(pilot, game, "Play c4")
        await lift(pilot, curtains, 4)
        assert game.state.to_act == 1


async def test_an_attack_is_asked_and_the_pass_for_the_turn_goes_on_after_it(curtains: list[str]) -> None:
    """playtest16: the pass for the turn ended at an attack, so the seat was asked again after the
    combat; now the combat's windows ask it and the pass holds again once the combat is over."""
    from tests.ui.luminous.helpers import lum_app

    app = lum_app(start=_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _cpu_passes_for_the_turn(pilot, curtains, "P")
        await _play(pilot, game, "Attack c28 with c12")  # an attack on Cpu's relic: Cpu is asked
        await lift(pilot, curtains, 4)
        assert game.state.to_act == 1 and curtains[-1] == "Cpu"
        assert turn_pass.step(game.turn_passes, game.state, game.turn_pass_window) is None
        while game.state.combat is not None:  # both pass the combat out by hand
            shown = len(curtains)
            await pilot.press("space")
            await pilot.pause()
            if isinstance(app.screen, CurtainScreen):
                await lift(pilot, curtains, shown + 1)
        assert game.state.to_act == 0 and game.state.turn == 9
        asked = len(curtains)
        before = len(game.state.history)
        await _play(pilot, game, "Play c4")  # Cpu could answer: the table passes for it again
        await pilot.pause()
        assert len(curtains) == asked and game.state.to_act == 0
        assert [a.KIND for a in game.state.history[before:]] == ["play", "pass"]


async def test_the_bar_and_the_footer_name_the_key_in_the_others_turn(curtains: list[str]) -> None:
    from tests.ui.luminous.helpers import lum_app

    app = lum_app(start=_hot_seat())
    async with app.run_test(size=(80, 24)) as pilot:
        from tests.ui.luminous.helpers import opened

        await lift(pilot, curtains, 1)
        game = await opened(pilot)
        await _play(pilot, game, "Play c1")
        await lift(pilot, curtains, 2)
        await pilot.pause()
        assert "P: pass for the turn" in str(game.query_one("#bar").prompt)
        assert game._footer_labels.get("use_then_pass") == "Pass for the turn"
        assert "use_then_pass" not in {b.action for b in game.left_out}


def test_the_rule_ends_at_the_turns_end_at_an_aimed_play_and_after_an_undone_pass() -> None:
    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.luminous import stops
    from cardtable.ui.luminous.scenes import MIDGAME

    state = from_scenario(copy.deepcopy(MIDGAME))
    state.apply(_action_of(state, "Play c1"))
    assert state.to_act == 1
    held = turn_pass.TurnPass(1, state.turn, len(state.history), stops.guarded(state, 1))
    assert "F1" in held.guarded and "c28" in held.guarded and "c12" not in held.guarded
    later = state.copy()
    assert not turn_pass.in_force(held, later)  # the pass is not made yet
    later.apply(_action_of(later, "Pass"))
    assert turn_pass.in_force(held, later)
    aimed = later.copy()
    aimed.apply(next(a for a in aimed.legal_actions() if getattr(a, "target", None) in held.guarded))
    assert not turn_pass.in_force(held, aimed)  # aimed at one of Cpu's things
    other = dataclass_replace(held, turn=held.turn + 1)
    assert not turn_pass.in_force(other, later)  # another turn
    undone = state.copy()
    undone.apply(next(a for a in undone.legal_actions() if a.KIND != "pass"))
    assert not turn_pass.in_force(held, undone)  # the pass was taken back and Cpu did something else


def _action_of(state: Any, text: str) -> Any:
    return next(a for a in state.legal_actions() if str(a) == text)


def dataclass_replace(held: turn_pass.TurnPass, **changes: Any) -> turn_pass.TurnPass:
    import dataclasses

    return dataclasses.replace(held, **changes)


def test_the_computer_seat_is_never_passed_for() -> None:
    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.luminous.scenes import MIDGAME

    state = from_scenario(copy.deepcopy(MIDGAME))
    state.apply(_action_of(state, "Play c1"))
    state.apply(_action_of(state, "Pass"))
    held = {1: turn_pass.TurnPass(1, state.turn, len(state.history) - 1)}
    state.apply(_action_of(state, "Play c4"))
    assert state.to_act == 1
    assert turn_pass.step(held, state, lambda s: True, humans=(0, 1)) is not None
    assert turn_pass.step(held, state, lambda s: True, humans=(0,)) is None


# ----- the attacker's plan after an attack: to the end of that combat only ------------------------


async def _attack_then_pass(pilot: Any, shown: list[str], key: str) -> Any:
    """Ana attacks Cpu's relic with c12, chosen on her units' row, with ``key``; Cpu (who could
    block) is asked and passes."""
    from tests.ui.luminous.helpers import opened

    await lift(pilot, shown, 1)
    game = await opened(pilot)
    game.zone = "my-units"
    game.index["my-units"] = game._items("my-units").index("c12")
    await pilot.press(key)
    await until(pilot, lambda: isinstance(pilot.app.screen, PickDialog))
    await pilot.press("enter")  # the only attack of c12
    await lift(pilot, shown, 2)
    assert game.state.to_act == 1 and game.turn_pass_window(game.state) is False
    await pilot.press("space")  # Cpu does not block
    return game


async def test_shift_a_attacks_and_deals_the_damage_when_the_other_only_passes(curtains: list[str]) -> None:
    from cardtable.ui.luminous import stops
    from tests.ui.luminous.helpers import lum_app

    app = lum_app(start=_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _attack_then_pass(pilot, curtains, "A")
        await lift(pilot, curtains, 3)  # Ana is back in her Main phase: the damage was dealt
        state = game.state
        assert state.turn == 9 and state.to_act == 0 and stops.window(state) == "my-main"
        assert [a.KIND for a in state.history[-3:]] == ["attack", "pass", "pass"]  # Cpu passed, Ana ahead


async def test_p_on_an_attack_passes_to_the_end_of_that_combat_not_of_the_turn(curtains: list[str]) -> None:
    from cardtable.ui.luminous import stops
    from tests.ui.luminous.helpers import lum_app

    app = lum_app(start=_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _attack_then_pass(pilot, curtains, "P")
        await lift(pilot, curtains, 3)
        assert game.state.turn == 9 and game.state.to_act == 0  # her Main phase goes on
        assert stops.window(game.state) == "my-main"


async def test_a_without_shift_asks_the_attacker_after_the_others_pass(curtains: list[str]) -> None:
    from cardtable.ui.luminous import stops
    from tests.ui.luminous.helpers import lum_app

    app = lum_app(start=_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _attack_then_pass(pilot, curtains, "a")
        await lift(pilot, curtains, 3)
        assert stops.window(game.state) == "my-combat"  # "pass to deal the damage"


# ----- the attacker's curtain after the defender passed ahead -------------------------------------


@pytest.fixture
def notes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """(name, note) of each curtain, in order."""
    shown: list[tuple[str, str]] = []

    class Counted(CurtainScreen):
        def __init__(self, player_name: str, note: str = "") -> None:
            shown.append((player_name, note))
            super().__init__(player_name, note)

    monkeypatch.setattr(game_screen, "CurtainScreen", Counted)
    return shown


async def test_after_pass_then_the_attackers_curtain_and_bar_say_the_pass_deals_the_damage(
    notes: list[tuple[str, str]],
) -> None:
    from tests.ui.luminous.helpers import lum_app
    from tests.ui.table.test_asking_ahead import _luminous_block, _luminous_hot_seat

    app = lum_app(start=_luminous_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:

        class Names(list[str]):
            def __len__(self) -> int:
                return len(notes)

        game = await _luminous_block(pilot, Names(), "1", blocker=1)  # "Pass then"
        name, note = notes[-1]
        assert name == "Ana"
        assert "pass to deal the damage (Cpu passes then)" in note
        assert "may still block" not in note
        await pilot.pause()
        assert "combat damage is dealt" in str(game.query_one("#bar").prompt)
        assert game._footer_labels.get("pass_") == "Pass (deal combat damage)"


async def test_after_ask_me_then_the_attackers_curtain_says_the_other_may_still_answer(
    notes: list[tuple[str, str]],
) -> None:
    from tests.ui.luminous.helpers import lum_app
    from tests.ui.table.test_asking_ahead import _luminous_block, _luminous_hot_seat

    app = lum_app(start=_luminous_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:

        class Names(list[str]):
            def __len__(self) -> int:
                return len(notes)

        game = await _luminous_block(pilot, Names(), "2", blocker=1)  # "Ask me then"
        assert "may still block or answer" in notes[-1][1]
        await pilot.pause()
        assert "priority goes to the other player" in str(game.query_one("#bar").prompt)


# ----- Lux Aeterna: the same shared layer --------------------------------------------------------


def _lux_hot_seat() -> tuple[Any, list[Any]]:
    from cardtable.ui.lux_aeterna.scenes import HUMAN, midgame

    state, _ = midgame()
    return state, [HUMAN, HUMAN]


async def _lux_cpu_passes_for_the_turn(pilot: Any, shown: list[str]) -> Any:
    """Ana plays a01 in her Main 1; Cpu, who could answer it, presses ``P``; Ana is asked again."""
    from tests.ui.lux_aeterna.helpers import opened

    await lift(pilot, shown, 1)
    game = await opened(pilot)
    await _play(pilot, game, "play card=a01 targets= pay=")
    await lift(pilot, shown, 2)
    assert game.state.to_act == 1
    await pilot.press("P")
    await lift(pilot, shown, 3)
    assert game.state.to_act == 0 and 1 in game.turn_passes
    return game


async def test_lux_aeterna_p_in_the_others_turn_passes_for_the_rest_of_it(curtains: list[str]) -> None:
    from tests.ui.lux_aeterna.helpers import la_app

    app = la_app(start=_lux_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _lux_cpu_passes_for_the_turn(pilot, curtains)
        await _play(pilot, game, "play card=a02 targets=a06 pay=")  # on her own unit: Cpu is passed for
        await until(pilot, lambda: game.state.to_act == 0)
        await pilot.pause()
        assert curtains == ["Ana", "Cpu", "Ana"] and not isinstance(app.screen, CurtainScreen)


async def test_lux_aeterna_a_play_aimed_at_the_seats_unit_asks_it_again(curtains: list[str]) -> None:
    from tests.ui.lux_aeterna.helpers import la_app

    app = la_app(start=_lux_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _lux_cpu_passes_for_the_turn(pilot, curtains)
        assert "b05" in game.turn_passes[1].guarded
        await _play(pilot, game, "play card=a02 targets=b05 pay=")  # aimed at Cpu's unit
        await lift(pilot, curtains, 4)
        assert game.state.to_act == 1 and curtains[-1] == "Cpu"


async def test_the_defender_is_not_told_the_attackers_plan(curtains: list[str]) -> None:
    from tests.ui.luminous.helpers import lum_app, opened

    app = lum_app(start=_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        await lift(pilot, curtains, 1)
        game = await opened(pilot)
        game.zone = "my-units"
        game.index["my-units"] = game._items("my-units").index("c12")
        await pilot.press("A")  # a plan to pass to the damage if Cpu only passes
        await until(pilot, lambda: isinstance(pilot.app.screen, PickDialog))
        await pilot.press("enter")
        await lift(pilot, curtains, 2)
        await pilot.pause()
        assert game.plans[0].seat == 0
        assert game.passed_through(game.state) is None
        # what Ana's pass would do, the same words whatever she planned (test_answering_pass_words)
        assert "pass: to Ana (if Ana passes too: combat damage is dealt)" in str(
            game.query_one("#bar").prompt
        )


async def test_an_undo_of_the_turn_players_action_keeps_the_pass_for_the_turn(curtains: list[str]) -> None:
    from tests.ui.luminous.helpers import lum_app

    app = lum_app(start=_hot_seat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await _cpu_passes_for_the_turn(pilot, curtains, "P")
        before = len(game.state.history)
        await _play(pilot, game, "Activate c15 on c12")  # on her own unit: passed for Cpu
        await until(pilot, lambda: len(game.state.history) == before + 2)
        await pilot.press("ctrl+z")  # Ana takes back her ability and the table's pass after it
        await until(pilot, lambda: len(game.state.history) == before)
        await _play(pilot, game, "Activate c15 on c12")  # the same again: Cpu is still passed for
        await until(pilot, lambda: len(game.state.history) == before + 2)
        await pilot.pause()
        assert curtains == ["Ana", "Cpu", "Ana"] and game.state.to_act == 0


async def test_lux_aeterna_p_whose_defence_question_is_escaped_keeps_no_wish(curtains: list[str]) -> None:
    from tests.ui.lux_aeterna.helpers import la_app, opened
    from tests.ui.table.test_asking_ahead import _lux_hot_seat as lux_combat

    app = la_app(start=lux_combat())
    async with app.run_test(size=(120, 40)) as pilot:
        await lift(pilot, curtains, 1)
        game = await opened(pilot)
        game.act(next(a for a in game._legal if a.KIND == "attack"))
        await lift(pilot, curtains, 2)  # Cpu may answer the attack
        before = len(game.state.history)
        await pilot.press("P")  # a pass: the defence is asked ahead first
        await until(pilot, lambda: isinstance(pilot.app.screen, PickDialog))
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(pilot.app.screen, PickDialog))
        assert len(game.state.history) == before and not game.turn_passes
