"""A target's side in a dialog's options (play-test: Searing Bolt's dialog said "on Flame
Duelist" and "on Dawn Acolyte" without saying the first was one's own)."""

from __future__ import annotations

from cardtable.ui.lux_aeterna import build
from tests.lux_aeterna.helpers import table


def test_each_target_says_whose_it_is() -> None:
    state = table(
        {"hand": ["searing-bolt"], "numen": {"RR": 2}, "field": ["ember-squire"]},
        {"field": ["dawn-acolyte", "sunlit-warden"]},
    )
    legal = state.legal_actions()
    face = build.table(state, 0, legal)
    lines = {
        build.option_text(state, face, action).plain.splitlines()[0]
        for action in legal
        if action.KIND == "play"
    }
    assert "Play Searing Bolt (♦1) on Ember Squire (yours)" in lines
    assert "Play Searing Bolt (♦1) on Dawn Acolyte (Bo's)" in lines


def test_two_of_a_name_say_place_and_side_in_one_bracket() -> None:
    """A name two cards share is told apart as the log tells it ("Dawn Acolyte (left)"), and whose
    it is joins that bracket: "(left, Bo's)", never "(left) (Bo's)" (playtest24-la item 6)."""
    state = table(
        {"hand": ["searing-bolt"], "numen": {"RR": 2}},
        {"field": ["dawn-acolyte", "dawn-acolyte"]},
    )
    legal = state.legal_actions()
    face = build.table(state, 0, legal)
    texts = [build.option_text(state, face, a).plain.splitlines()[0] for a in legal if a.KIND == "play"]
    assert texts == [
        "Play Searing Bolt (♦1) on Dawn Acolyte (left, Bo's)",
        "Play Searing Bolt (♦1) on Dawn Acolyte (right, Bo's)",
    ]
