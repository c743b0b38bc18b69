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


def test_two_of_a_name_are_placed_once_not_twice() -> None:
    """A name two cards share keeps its place note ("Bo's 2nd card from the left"), which says
    whose already: no "(Bo's)" besides."""
    state = table(
        {"hand": ["searing-bolt"], "numen": {"RR": 2}},
        {"field": ["dawn-acolyte", "dawn-acolyte"]},
    )
    legal = state.legal_actions()
    face = build.table(state, 0, legal)
    texts = [build.option_text(state, face, a).plain for a in legal if a.KIND == "play"]
    assert texts and all(
        "(Bo's)" not in text and "Bo's" in text and "from the left" in text for text in texts
    )
