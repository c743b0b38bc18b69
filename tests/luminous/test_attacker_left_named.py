"""An attacker that leaves play in its combat is named in the log, the combat area and the curtain
(playtest24-lum: "The attacker has left play: no combat damage." named no unit); the rule stays:
the attack deals no combat damage."""

from __future__ import annotations

from cardtable.engine.kernel.decision import Pass
from cardtable.games.luminous import api
from cardtable.games.luminous.actions import Attack, Play
from cardtable.games.luminous.describe import course_words
from cardtable.games.luminous.flow import Course, course
from cardtable.games.luminous.presentation import present
from cardtable.games.luminous.state import LuminousState
from tests.luminous.helpers import hand_card, position, side, unit


def _raider_walked_back() -> LuminousState:
    """Bo's Xanthe Raider attacks Ana's Jeddos; Ana's Walk Back returns it to Bo's hand."""
    st = position(
        side("silgar", units=[{"card": "xanthe-raider"}]),
        side("jeddos", hand=["walk-back"], orbs=["amber", "amber"]),
    )
    st.set_logging(True)
    raider = unit(st, 0).iid
    st.apply(Attack(raider))
    st.apply(Play(hand_card(st, 1, "walk-back"), raider))
    assert st.sides[0].units == [] and raider in st.sides[0].hand and st.combat is not None
    return st


def _wounds(st: LuminousState) -> tuple[object, ...]:
    return tuple((s.life, [t.damage for t in s.units], [t.durability for t in s.relics]) for s in st.sides)


def test_the_log_names_the_attacker_that_left_play_and_no_damage_is_dealt() -> None:
    st = _raider_walked_back()
    before, seen = _wounds(st), len(st.log)
    while st.combat is not None and not st.is_over:
        st.apply(Pass())
    lines = [event.line for event in st.log[seen:]]
    assert "Xanthe Raider has left play: its attack deals no combat damage." in lines, lines
    assert not any("The attacker" in line for line in lines), lines
    assert _wounds(st) == before  # the rule as it was: no combat damage
    assert st.sides[1].life == 20


def test_the_combat_area_and_the_curtain_name_it() -> None:
    st = _raider_walked_back()
    assert course(st) is Course.NO_ATTACKER
    assert course_words(st)[0] == (
        "Xanthe Raider has left play: its attack on Jeddos, Brother of the Road deals no damage"
    )
    assert api.handoff_lines(st, 0)[0].startswith(
        "Xanthe Raider has left play, so its attack deals no damage"
    )
    combat = present(st, 0).combat
    assert combat is not None and combat.attacker == "" and combat.left_play == "Xanthe Raider"


def test_a_saved_combat_without_the_id_still_reads() -> None:
    st = _raider_walked_back()
    assert st.combat is not None
    st.combat.attacker = ""  # as a match saved before the id was kept
    assert course(st) is Course.NO_ATTACKER
    assert course_words(st)[0].startswith("The attacker has left play: its attack on Jeddos")
    combat = present(st, 0).combat
    assert combat is not None and combat.left_play == "the attacker"


def _attacked_relic_gone() -> LuminousState:
    """Bo's Xanthe Raider attacks Ana's Glass Garden, which then leaves play (destroyed)."""
    from tests.luminous.helpers import relic

    st = position(
        side("silgar", units=[{"card": "xanthe-raider"}]), side("jeddos", relics=[{"card": "glass-garden"}])
    )
    st.set_logging(True)
    garden = relic(st, 1)
    st.apply(Attack(unit(st, 0).iid, garden.iid))
    st.leave_play(1, garden, "discard", "is destroyed")
    return st


def test_a_target_relic_that_left_play_is_named_in_the_log_and_the_combat_area() -> None:
    # playtest25-lum: "The target relic has left play: no combat damage." named no relic, and the
    # combat area went on saying "Not blocked yet" alone after the relic was gone
    st = _attacked_relic_gone()
    assert course(st) is Course.MAY_BLOCK
    assert course_words(st) == (
        "Not blocked yet: the defender may block until they pass",
        "Glass Garden has left play: unblocked, the attack deals no damage",
    )
    before, seen = _wounds(st), len(st.log)
    while st.combat is not None and not st.is_over:
        st.apply(Pass())
    lines = [event.line for event in st.log[seen:]]
    assert "Glass Garden has left play: the attack on it deals no combat damage." in lines, lines
    assert _wounds(st) == before and st.sides[1].life == 20  # the rule as it was: no damage
