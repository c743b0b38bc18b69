"""Pilot tests of the Lux Aeterna dialogs that issue 25 found wanting: the defence forecast with
a trigger's damage and a random discard (item 4), offerings the supply cannot pay (item 9),
equivalent payments (item 9) and two copies of a Unit told apart (item 8)."""

from __future__ import annotations

from typing import Any

from cardtable.games.lux_aeterna.actions import Attack
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.lux_aeterna.helpers import resolve, table
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, opened


def _labels(dialog: PickDialog) -> list[str]:
    return [str(choice.label) for choice in dialog.choices]


def _thrall_attacks_bo() -> tuple[Any, list[Any]]:
    """Ana's Shade Thrall (2) attacks, her Altar of Whispers beside it; Bo (at the keys, Soul 1,
    two cards in hand) decides how to defend with his Star Sentinel (3)."""
    state = table(
        {"field": ["shade-thrall", "altar-of-whispers"]},
        {"field": ["star-sentinel"], "hand": ["blessing", "blessing"], "soul": 1},
        step="combat",
        codices=["veiled-court", "dawn-choir"],
    )
    state.apply(Attack("a01"))
    resolve(state)
    assert state.decision.kind == "defend" and state.decision.seat == 1
    return state, [COMPUTER, HUMAN]


async def test_the_defence_dialog_forecasts_the_altar_and_the_random_discard_as_lethal() -> None:
    app = la_app(start=_thrall_attacks_bo())
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        labels = _labels(app.screen)
        defend = next(label for label in labels if "Defend with Star Sentinel" in label)
        assert "the attacker is destroyed" in defend
        assert "Bo loses 1 Soul" in defend and "Bo discards 1 card at random" in defend
        assert defend.endswith("LETHAL")
        no_defence = next(label for label in labels if "Do not defend" in label)
        assert "lose 1 Light from your Soul (1 now)" in no_defence and no_defence.endswith("LETHAL")
