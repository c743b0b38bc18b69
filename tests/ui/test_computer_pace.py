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


def test_the_pause_counts_from_the_last_change_and_skips_routine_steps() -> None:
    """playtest15: a Lux Aeterna computer turn took 3-4 s, a pause on every step after its thinking.
    The thinking now happens during the pause (``shown_for``), and an offering or a Light put on a
    Unit is not paused on (the recap lists them)."""
    from cardtable.games.lux_aeterna.actions import Accumulate, Offer

    normal = COMPUTER_DELAY["normal"]
    assert computer_pace(Attack("a01"), "normal", shown_for=0.2) == normal - 0.2
    assert computer_pace(Attack("a01"), "normal", shown_for=normal + 1) == 0.0
    assert computer_pace(Offer(0), "normal") == computer_pace(Accumulate("a01", "RR"), "slow") == 0.0
