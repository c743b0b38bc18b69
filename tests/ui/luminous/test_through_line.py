"""The attacker's curtain when the table passes for the defender right after its pass says what the
pass does, from the engine's own meaning of passing (playtest16: "pass to deal the damage" was said
after the attacker had left play, when the pass ends the combat with no damage)."""

from __future__ import annotations

from cardtable.engine.kernel.decision import Pass
from cardtable.games.luminous.actions import Attack
from cardtable.ui.luminous.build import curtain_text
from tests.luminous.helpers import position, side, unit


def test_the_through_line_says_the_combat_ends_when_the_attacker_has_left() -> None:
    st = position(side(units=[{"card": "undercity-expropriator"}]), side("silgar"))
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Pass())
    assert "pass to deal the damage (" in curtain_text(st, 0, through=st).splitlines()[0]
    st.leave_play(0, unit(st, 0), "hand", "returns to hand")
    first = curtain_text(st, 0, through=st).splitlines()[0]
    assert "pass to end the combat (" in first and "damage" not in first
