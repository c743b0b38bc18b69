"""Issue 25 (playtest17 T11, T21): a defender who casts a fast unit while attacked is offered
"Then block with <unit>" in the "After this" question, so blocking with the unit just cast takes
no curtain with nothing new. The block is still made where the rules give it (after the
attacker's pass, once the unit is in play), then the defender passes as "Pass then" does; any
other action of the attacker drops the plan."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.table.test_asking_ahead import curtains, lift

__all__ = ["curtains"]


def _stag_in_hand() -> tuple[Any, list[Any]]:
    """Mid-game hot-seat: Cpu (attacked next) also holds Vinehorn Stag (fast, Watchful) and the
    orbs to cast it."""
    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.luminous.scenes import HUMAN, MIDGAME

    data = copy.deepcopy(MIDGAME)
    data["sides"][1]["hand"].append("vinehorn-stag")
    return from_scenario(data), [HUMAN, HUMAN]


async def _cast_the_stag(pilot: Any, shown: list[str]) -> tuple[Any, list[str]]:
    """Ana attacks; Cpu casts Vinehorn Stag: the labels of the question asked with it."""
    from tests.ui.luminous.helpers import opened

    await lift(pilot, shown, 1)
    game = await opened(pilot)
    game.act(next(a for a in game._legal if a.KIND == "attack"))
    await lift(pilot, shown, 2)  # Cpu is attacked
    stag = next(a for a in game._legal if a.KIND == "play" and "Vinehorn Stag" in game.describe_action(a))
    game.act(stag)
    await until(pilot, lambda: isinstance(pilot.app.screen, PickDialog))
    assert pilot.app.screen._title == "After this"
    return game, [str(choice.label) for choice in pilot.app.screen.choices]


async def test_then_block_with_the_unit_just_cast_saves_the_empty_curtain(curtains: list[str]) -> None:
    from tests.ui.luminous.helpers import lum_app

    app = lum_app(start=_stag_in_hand())
    async with app.run_test(size=(120, 40)) as pilot:
        game, labels = await _cast_the_stag(pilot, curtains)
        assert labels[0].startswith("Pass then")
        assert labels[1].startswith("Then block with Vinehorn Stag")  # the unit just cast first
        # then the units already in play (playtest22-lum), and "Ask me then" last
        assert labels[2].startswith("Then block with Ancient's Servant")
        assert labels[-1].startswith("Ask me then")
        start = len(game.state.history)
        await pilot.press("2")
        await lift(pilot, curtains, 3)  # Ana may answer the Stag
        await pilot.press("space")  # Ana passes: Cpu blocks with the Stag, as planned
        await until(pilot, lambda: len(game.state.history) > start + 2)
        await pilot.pause()
        assert any("Cpu blocks with Vinehorn Stag" in e.text_for(None) for e in game.state.log)
        await until(pilot, lambda: game.state.to_act == 0 and game.my_turn)
        await pilot.press("space")  # Ana may answer the block (no curtain: her keys); she passes
        await until(pilot, lambda: game.state.combat is None and game.my_turn)
        await pilot.pause()
        kinds = [a.KIND for a in game.state.history[start:]]
        # the rules' own sequence: the Stag, Ana's pass, the block, Ana's pass, Cpu's pass
        assert kinds[:5] == ["play", "pass", "block", "pass", "pass"], kinds
        assert curtains == ["Ana", "Cpu", "Ana"]  # no "Cpu is attacked" curtain with nothing new


async def test_an_answer_of_the_attacker_drops_the_block_planned(curtains: list[str]) -> None:
    from tests.ui.luminous.helpers import lum_app

    app = lum_app(start=_stag_in_hand())
    async with app.run_test(size=(120, 40)) as pilot:
        game, _ = await _cast_the_stag(pilot, curtains)
        await pilot.press("2")
        await lift(pilot, curtains, 3)
        fast = next(a for a in game._legal if a.KIND == "play")
        game.act(fast)  # Ana answers instead of passing: the line Cpu answered for is gone
        await until(pilot, lambda: len(curtains) == 4 or isinstance(app.screen, PickDialog))
        while isinstance(app.screen, PickDialog):  # a payment to choose, if any
            await pilot.press("enter")
            await pilot.pause()
        await lift(pilot, curtains, 4)
        assert game.state.to_act == 1 and game.state.combat is not None  # Cpu is asked
        assert not any("blocks with" in e.text_for(None) for e in game.state.log)
        assert not game.plans
