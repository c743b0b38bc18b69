"""The course of a combat (``flow.course``) is the one answer the damage step follows and the
combat area words: set up each course, check what the damage step then does, and check on random
games that every "no damage" course offered is what the engine then deals."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from cardtable.engine.bots import RandomBot
from cardtable.engine.kernel.decision import Pass
from cardtable.engine.rng import Rng
from cardtable.games.luminous.actions import Attack, Block, Play
from cardtable.games.luminous.describe import course_words
from cardtable.games.luminous.flow import Course, course
from cardtable.games.luminous.state import LuminousState
from tests.luminous.helpers import hand_card, position, relic, side, unit

NO_DAMAGE = (Course.NO_ATTACKER, Course.NO_BLOCKERS, Course.NO_TARGET)


def _blocked_then_walked_back() -> LuminousState:
    """Raider attacks Jeddos, Trail Guide blocks, then Walk Back returns Trail Guide to hand."""
    st = position(
        side("silgar", units=[{"card": "xanthe-raider"}], orbs=["crimson"] * 2, hand=["walk-back"]),
        side("jeddos", units=[{"card": "trail-guide"}], orbs=["amber", "amber"]),
    )
    raider, guide = unit(st, 0).iid, unit(st, 1).iid
    st.apply(Attack(raider))
    st.apply(Block((guide,)))
    st.apply(Play(hand_card(st, 0, "walk-back"), guide))
    return st


def _wounds(st: LuminousState) -> tuple[object, ...]:
    """Every life total and every damage marked on a unit, and every relic's durability."""
    return tuple(
        (side.life, [t.damage for t in side.units], [t.durability for t in side.relics]) for side in st.sides
    )


def _to_combat_end(st: LuminousState) -> None:
    while st.combat is not None and not st.is_over:
        st.apply(Pass())


def test_a_blocked_attack_whose_blocker_left_deals_no_damage_and_says_so() -> None:
    st = _blocked_then_walked_back()
    assert course(st) is Course.NO_BLOCKERS
    words = course_words(st)
    assert words == (
        "Its blocker has left play: it stays blocked and deals no damage"
        " (the defender may still block with more until they pass)",
    )
    assert not any("Unblocked" in line for line in words)
    before = _wounds(st)
    _to_combat_end(st)
    assert _wounds(st) == before


def test_an_unblocked_attack_on_a_relic_that_left_deals_no_damage() -> None:
    st = position(
        side("silgar", units=[{"card": "xanthe-raider"}], orbs=["crimson"] * 2, hand=["walk-back"]),
        side("jeddos", relics=[{"card": "glass-garden"}]),
    )
    st.apply(Attack(unit(st, 0).iid, relic(st, 1).iid))
    st.apply(Pass())  # the defender does not block
    assert course(st) is Course.UNBLOCKED
    assert course_words(st) == ("Unblocked: its damage goes to Glass Garden",)
    garden = relic(st, 1)
    st.leave_play(1, garden, "discard", "is destroyed")
    assert course(st) is Course.NO_TARGET
    assert course_words(st) == ("Glass Garden has left play: the attack deals no damage",)
    before = _wounds(st)
    _to_combat_end(st)
    assert _wounds(st) == before


def test_the_courses_of_a_plain_attack() -> None:
    st = position(side(units=[{"card": "undercity-expropriator"}]), side("silgar"))
    st.apply(Attack(unit(st, 0).iid))
    assert course(st) is Course.MAY_BLOCK
    assert course_words(st) == ("Not blocked yet: the defender may block until they pass",)
    st.apply(Pass())
    assert course(st) is Course.UNBLOCKED
    st.leave_play(0, unit(st, 0), "hand", "returns to hand")
    assert course(st) is Course.NO_ATTACKER
    assert course_words(st)[0].startswith("Undercity Expropriator has left play")


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hs.integers(0, 2**32))
def test_every_no_damage_course_offered_is_what_the_engine_does(seed: int) -> None:
    """Random games: whenever a combat's course says it deals no damage, both players passing it
    out (on a copy) leaves every life, damage and durability as it was."""
    from cardtable.engine.registry import GameRegistry
    from cardtable.games.luminous import INFO

    state = GameRegistry([INFO]).new_game("luminous", ["A", "B"], seed=seed)
    assert isinstance(state, LuminousState)
    bot, rng = RandomBot(), Rng(seed)
    for _ in range(3000):
        if state.is_over:
            break
        if state.combat is not None and state.asking.kind == "priority" and course(state) in NO_DAMAGE:
            probe = state.copy()
            before = _wounds(probe)
            _to_combat_end(probe)
            assert _wounds(probe) == before, course_words(state)
        state.apply(bot.choose(state, rng))


def test_a_pass_in_a_combat_whose_attacker_left_play_says_it_ends_the_combat() -> None:
    """playtest16: with the attacker gone, the prompt said "pass: combat damage is dealt" (and the
    attacker's curtain "pass to deal the damage") though the combat deals none."""
    from cardtable.games.luminous.view import pass_meaning

    st = position(side(units=[{"card": "undercity-expropriator"}]), side("silgar"))
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Pass())  # the defender does not block
    assert pass_meaning(st) == "pass: combat damage is dealt"
    st.leave_play(0, unit(st, 0), "hand", "returns to hand")
    assert pass_meaning(st) == "pass: the combat ends"
