"""The recap of the computer's turn tells how the person's own last attack resolved when the
table's automatic steps after their decision ran into the computer's turn (playtest21-la N8: the
last decision let the attack resolve, "Bo does not defend / Bo takes 1 damage" followed inside it,
the turn ended by itself, and the recap began at the computer's turn: the damage was told by the
log view only)."""

from __future__ import annotations

from typing import Any

from cardtable.games.lux_aeterna.actions import Attack, Pass
from cardtable.ui.table.recap import RecapScreen
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.lux_aeterna.helpers import field_ids, table
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, opened


def _sacrifice_asked() -> tuple[Any, list[Any]]:
    """Ana attacked with one Shade Thrall and, in the window of her attack, cast Dark Bargain;
    both passed: it resolves and asks Ana which Unit to sacrifice. Bo has no Unit (nothing
    defends) and Ana nothing more to cast, so her choice lets the attack resolve and her turn
    end by itself."""
    state = table(
        {"field": ["shade-thrall", "shade-thrall"], "hand": ["dark-bargain"], "numen": {"PP": 1}},
        {"hand": ["cinder-hound"]},
        step="combat",
        codices=["veiled-court", "ember-legion"],
    )
    attacker, _ = field_ids(state, 0)
    state.apply(Attack(attacker))
    state.apply(Pass())
    bargain = next(a for a in state.legal_actions() if a.KIND == "play")
    state.apply(bargain)
    state.apply(Pass())
    state.apply(Pass())
    assert state.to_act == 0 and state.decision is not None and state.decision.kind != "priority"
    return state, [HUMAN, COMPUTER]


async def test_the_recap_tells_the_damage_of_the_attack_ones_pass_resolved() -> None:
    app = la_app(start=_sacrifice_asked())
    async with app.run_test(size=(100, 40)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        turn = game.match.state.turn
        await pilot.press("2")  # the Thrall that is not attacking: the attack resolves, the turn ends
        await until(pilot, lambda: isinstance(app.screen, RecapScreen), timeout=20)
        assert game.match.state.turn > turn
        words = app.screen.body.plain
        assert "Bo does not defend." in words, words
        assert "Bo takes 1 damage" in words, words
