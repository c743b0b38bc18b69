"""A defender who uses an ability when attacked is offered "Then block with <unit>" for each unit
that may block then, as after casting a fast unit (playtest22-lum M4 T8: Ancient's Eye used when
attacked offered only "Pass then" / "Ask me then", and the block after it cost two curtains)."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.table.test_asking_ahead import curtains, lift

__all__ = ["curtains"]


def _eye_in_play() -> tuple[Any, list[Any]]:
    """Mid-game hot-seat: Cpu (attacked next) also has a ready Ancient's Eye ("expend, lose 1
    durability: draw a card"), and Ancient's Servant and Trail Guide ready to block."""
    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.luminous.scenes import HUMAN, MIDGAME

    data = copy.deepcopy(MIDGAME)
    data["sides"][1]["relics"].append({"card": "ancients-eye"})
    return from_scenario(data), [HUMAN, HUMAN]


async def test_then_block_with_a_unit_in_play_after_an_ability(curtains: list[str]) -> None:
    from tests.ui.luminous.helpers import lum_app, opened

    app = lum_app(start=_eye_in_play())
    async with app.run_test(size=(120, 40)) as pilot:
        await lift(pilot, curtains, 1)
        game = await opened(pilot)
        game.act(next(a for a in game._legal if a.KIND == "attack"))
        await lift(pilot, curtains, 2)  # Cpu is attacked
        eye = next(
            a for a in game._legal if a.KIND == "activate" and "Ancient's Eye" in game.describe_action(a)
        )
        game.act(eye)
        await until(pilot, lambda: isinstance(pilot.app.screen, PickDialog))
        assert pilot.app.screen._title == "After this"
        labels = [str(choice.label) for choice in pilot.app.screen.choices]
        assert labels[0].startswith("Pass then"), labels
        assert labels[1].startswith("Then block with Ancient's Servant (asked again if Ana answers)"), labels
        assert labels[2].startswith("Then block with Trail Guide"), labels
        assert labels[-1].startswith("Ask me then"), labels
        start = len(game.state.history)
        await pilot.press("2")
        await lift(pilot, curtains, 3)  # Ana may answer the Eye
        await pilot.press("space")  # Ana passes: Cpu blocks with Ancient's Servant, as planned
        await until(pilot, lambda: any("Cpu blocks with" in e.text_for(None) for e in game.state.log))
        assert any("Cpu blocks with Ancient's Servant" in e.text_for(None) for e in game.state.log)
        await until(pilot, lambda: game.state.to_act == 0 and game.my_turn)
        await pilot.press("space")  # Ana may answer the block (her keys: no curtain); she passes
        await until(pilot, lambda: game.state.combat is None and game.my_turn)
        kinds = [a.KIND for a in game.state.history[start:]]
        assert kinds[:5] == ["activate", "pass", "block", "pass", "pass"], kinds
        assert curtains == ["Ana", "Cpu", "Ana"]  # no "Cpu is attacked" curtain after the Eye
