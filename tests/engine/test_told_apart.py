"""Log lines tell copies of a card apart across sides and within a row (playtest15: "Ancient's
Servant takes 2 damage. (×2)" read as one unit hit twice; "accumulates ... on Bloom Caller" with
two Bloom Callers)."""

from __future__ import annotations

from cardtable.engine.words import told_apart
from cardtable.games.luminous.effects import deal_damage
from cardtable.games.lux_aeterna.actions import Accumulate
from tests.luminous.helpers import position, side
from tests.lux_aeterna.helpers import table


def test_told_apart_names_the_owner_and_the_place_only_when_needed() -> None:
    rows = [
        ("Ana", [("a1", "Servant"), ("a2", "Owl")]),
        ("Bo", [("b1", "Servant"), ("b2", "Oak"), ("b3", "Oak")]),
    ]
    assert told_apart("a1", rows) == "Ana's Servant"
    assert told_apart("b1", rows) == "Bo's Servant"
    assert told_apart("a2", rows) == "Owl"
    assert (told_apart("b2", rows), told_apart("b3", rows)) == ("Oak (left)", "Oak (right)")
    assert told_apart("z9", rows) is None


def test_luminous_damage_lines_say_whose_servant() -> None:
    st = position(
        side("jeddos", units=[{"card": "ancients-servant"}]),
        side("silgar", units=[{"card": "ancients-servant"}]),
    )
    st.set_logging(True)
    seen = len(st.log)
    for seat in (0, 1):
        deal_damage(st, seat, st.sides[seat].units[0], 1, "")
    lines = [event.text for event in st.log[seen:]]
    names = st.players
    assert lines == [
        f"{names[0]}'s Ancient's Servant takes 1 damage.",
        f"{names[1]}'s Ancient's Servant takes 1 damage.",
    ]


def test_lux_aeterna_accumulate_line_says_which_bloom_caller() -> None:
    state = table(
        {"field": ["bloom-caller", "bloom-caller"], "numen": {"VV": 1}},
        {},
        codices=["deep-roots", "ember-legion"],
    )
    state.set_logging(True)
    seen = len(state.log)
    right = state.zones.cards(0, "field")[1]
    state.apply(Accumulate(right, "VV"))
    assert [e.text for e in state.log[seen:]][
        0
    ] == "Ana accumulates a Viridian Light on Bloom Caller (right)."
