"""The computer's actions are paced so a person can follow them; its passes are not (they show
nothing, and a Lux Aeterna turn of many passes took 5-8 s of waiting in play-testing)."""

from __future__ import annotations

from cardtable.engine.kernel.decision import Pass
from cardtable.games.lux_aeterna.actions import Attack
from cardtable.ui.table.pace import COMPUTER_DELAY, computer_pace


def test_a_pass_is_not_paced_and_a_play_is() -> None:
    assert computer_pace(Pass(), "normal") == 0.0
    assert computer_pace(Pass(), "slow") == 0.0
    assert computer_pace(Attack("a01"), "normal") == COMPUTER_DELAY["normal"] > 0
    assert computer_pace(Attack("a01"), "instant") == 0.0
