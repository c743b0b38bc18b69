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


def _lines_after(st, *actions) -> list[str]:  # type: ignore[no-untyped-def]
    st.set_logging(True)
    seen = len(st.log)
    for action in actions:
        st.apply(action)
    return [event.text for event in st.log[seen:]]


def test_luminous_bolster_and_activate_lines_say_which_tome() -> None:
    # playtest17 T17: "Bolster 1: Reliquary Tome has 6 durability." / "... has 3 durability."
    from cardtable.games.luminous.actions import Play
    from tests.luminous.helpers import hand_card

    st = position(
        side(
            "jeddos",
            hand=["order-the-mind"],
            relics=[{"card": "reliquary-tome", "durability": 5}, {"card": "reliquary-tome", "durability": 2}],
            orbs=["amber", "amber"],
        ),
        side("silgar"),
    )
    lines = _lines_after(st, Play(hand_card(st, 0, "order-the-mind")))
    bolster = [line for line in lines if line.startswith("Bolster")]
    assert bolster == [
        "Bolster 1: Reliquary Tome (left) has 6 durability.",
        "Bolster 1: Reliquary Tome (right) has 3 durability.",
    ]


def test_luminous_two_copies_destroyed_at_once_are_both_told_apart() -> None:
    # playtest17 T15: "Trail Guide (left) is destroyed. / Trail Guide is destroyed." (the second
    # named after the first had left)
    from cardtable.games.luminous.actions import Play
    from tests.luminous.helpers import hand_card

    st = position(
        side("jeddos", hand=["cataclysmic-echo"], orbs=["amber"] * 4),
        side("silgar", units=[{"card": "trail-guide"}, {"card": "trail-guide"}, {"card": "hedge-tinker"}]),
    )
    lines = _lines_after(st, Play(hand_card(st, 0, "cataclysmic-echo")))
    deaths = [line for line in lines if line.endswith("is destroyed.")]
    assert deaths[:2] == ["Trail Guide (left) is destroyed.", "Trail Guide (right) is destroyed."]


def test_lux_aeterna_both_namesakes_of_a_clash_are_told_apart() -> None:
    # the same at a clash of two Units of one name on both sides: the second death named after
    # the first had left read as if nothing told it apart
    from cardtable.games.lux_aeterna.actions import Attack, Defend
    from tests.lux_aeterna.helpers import resolve

    state = table(
        {"field": ["lamp-bearer"]},
        {"field": ["lamp-bearer"]},
        step="combat",
        codices=["dawn-choir", "dawn-choir"],
    )
    mine, theirs = state.zones.cards(0, "field")[0], state.zones.cards(1, "field")[0]
    state.set_logging(True)
    seen = len(state.log)
    state.apply(Attack(mine))
    resolve(state)
    state.apply(Defend(theirs))
    resolve(state)
    deaths = [e.text for e in state.log[seen:] if e.text.endswith("is destroyed.")]
    assert deaths == ["Bo's Lamp Bearer is destroyed.", "Ana's Lamp Bearer is destroyed."]


def test_lux_aeterna_a_unit_sent_to_limbo_from_the_field_is_told_apart() -> None:
    from cardtable.games.lux_aeterna.effects import to_limbo

    state = table({"field": ["lamp-bearer", "lamp-bearer"]}, {}, codices=["dawn-choir", "ember-legion"])
    state.set_logging(True)
    seen = len(state.log)
    to_limbo(state, state.zones.cards(0, "field")[1])
    assert [e.text for e in state.log[seen:]][0] == "Lamp Bearer (right) goes into Ana's Limbo."


def test_luminous_activate_line_says_which_salvage() -> None:
    from cardtable.games.luminous.actions import Activate

    st = position(
        side("jeddos", relics=[{"card": "unstable-salvage"}, {"card": "unstable-salvage"}], orbs=["amber"]),
        side("silgar", units=[{"card": "hedge-tinker"}]),
    )
    right = st.sides[0].relics[1].iid
    use = next(a for a in st.legal_actions() if isinstance(a, Activate) and a.source == right)
    assert _lines_after(st, use)[0].startswith("Ana activates Unstable Salvage (right)")
