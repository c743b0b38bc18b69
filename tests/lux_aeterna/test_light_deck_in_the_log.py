"""A match played with a Light deck other than the default says so in its own history (issue 26:
the option is "seen in the history"; playtest20-la: the results table named it, the match's log
did not)."""

from __future__ import annotations

import pytest

from cardtable.engine import new_game


@pytest.mark.parametrize("lights", [6, 8])
def test_a_chosen_light_deck_is_told_at_the_start_of_the_log(lights: int) -> None:
    state = new_game("lux-aeterna", ["Ana", "Bo"], 3, {"lights": lights})
    told = [e.text for e in state.log if e.kind == "lights"]
    assert told == [f"The Light deck holds {lights} Lights of each colour ({5 * lights})."]
    assert state.supply["R"] == lights


def test_the_default_light_deck_is_not_told() -> None:
    state = new_game("lux-aeterna", ["Ana", "Bo"], 3)
    assert not [e for e in state.log if e.kind == "lights"]
