"""Combat Phase rules: attacking, Barrier, blocking (Flight, Watchful, passing forfeits),
damage split, Lunge, Overwhelm, Contact, relic targets, Dash and arrival."""

from __future__ import annotations

import pytest

from cardtable.engine.errors import IllegalActionError
from cardtable.engine.kernel.decision import Pass
from cardtable.games.luminous.actions import Assign, Attack, Block, Play
from tests.luminous.helpers import hand_card, position, relic, side, unit, waits


def test_attacking_expends_the_unit_and_gives_the_defender_priority_first() -> None:
    st = position(side(units=[{"card": "trail-guide"}]), side("silgar"))
    st.apply(Attack(unit(st, 0).iid))
    assert unit(st, 0).expended
    assert waits(st) == ("priority", 1) and st.combat is not None and st.combat.step == "block"


def test_unblocked_attack_damages_the_favored() -> None:
    st = position(side(units=[{"card": "undercity-expropriator"}]), side("silgar"))
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Pass())
    st.apply(Pass())
    assert st.sides[1].life == 20 - 3
    assert st.combat is None and waits(st) == ("priority", 0)


def test_a_unit_cannot_attack_the_turn_it_arrives_but_dash_can() -> None:
    st = position(
        side(
            "silgar",
            units=[{"card": "silgars-elite", "arrived": True}, {"card": "xanthe-raider", "arrived": True}],
        ),
        side("jeddos"),
    )
    with pytest.raises(IllegalActionError, match="arrived this turn"):
        st.apply(Attack(unit(st, 0).iid))
    st.apply(Attack(unit(st, 0, 1).iid))
    assert st.combat is not None


def test_an_expended_unit_cannot_attack() -> None:
    st = position(side(units=[{"card": "trail-guide", "expended": True}]), side("silgar"))
    with pytest.raises(IllegalActionError, match="expended"):
        st.apply(Attack(unit(st, 0).iid))


def test_barrier_relics_must_be_attacked_before_the_favored() -> None:
    st = position(
        side(units=[{"card": "trail-guide"}]),
        side("jeddos", relics=[{"card": "ancients-eye"}, {"card": "glass-garden"}]),
    )
    attacker = unit(st, 0).iid
    with pytest.raises(IllegalActionError, match="Barrier"):
        st.apply(Attack(attacker, "favored"))
    with pytest.raises(IllegalActionError, match="Barrier"):
        st.apply(Attack(attacker, relic(st, 1).iid))
    st.apply(Attack(attacker, relic(st, 1, 1).iid))
    st.apply(Pass())
    st.apply(Pass())
    assert relic(st, 1, 1).durability == 1  # relics keep durability loss


def test_an_attack_on_a_relic_at_zero_durability_destroys_it() -> None:
    st = position(
        side(units=[{"card": "undercity-expropriator"}]), side("jeddos", relics=[{"card": "ancients-eye"}])
    )
    eye = relic(st, 1).iid
    st.apply(Attack(unit(st, 0).iid, eye))
    st.apply(Pass())
    st.apply(Pass())
    assert st.sides[1].relics == [] and eye in st.sides[1].discard
    assert st.sides[1].life == 20  # attacking a relic never hurts the Favored


def test_passing_before_blocking_forfeits_blocking() -> None:
    st = position(
        side(units=[{"card": "trail-guide"}], hand=["walk-back"], orbs=["amber", "amber"]),
        side("silgar", units=[{"card": "hedge-tinker"}, {"card": "ancients-servant"}]),
    )
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Pass())  # the defender passes without blocking
    st.apply(
        Play(hand_card(st, 0, "walk-back"), unit(st, 1, 1).iid)
    )  # attacker acts: defender gets priority again
    assert waits(st) == ("priority", 1)
    assert not any(isinstance(a, Block) for a in st.legal_actions())
    with pytest.raises(IllegalActionError, match="passed"):
        st.apply(Block((unit(st, 1).iid,)))


def test_blocking_expends_and_a_unit_may_block_the_turn_it_arrived() -> None:
    st = position(
        side(units=[{"card": "trail-guide"}]),
        side("silgar", units=[{"card": "hedge-tinker", "arrived": True}]),
    )
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Block((unit(st, 1).iid,)))
    assert unit(st, 1).expended and st.combat.blockers == [unit(st, 1).iid]
    assert waits(st) == ("priority", 0)


def test_expended_units_cannot_block() -> None:
    st = position(
        side(units=[{"card": "trail-guide"}]),
        side("silgar", units=[{"card": "hedge-tinker", "expended": True}]),
    )
    st.apply(Attack(unit(st, 0).iid))
    with pytest.raises(IllegalActionError, match="expended"):
        st.apply(Block((unit(st, 1).iid,)))


def test_flight_is_blocked_only_by_flight_or_watchful() -> None:
    st = position(
        side(units=[{"card": "diving-dragonspawn"}]),
        side(
            "silgar",
            units=[{"card": "hedge-tinker"}, {"card": "ancients-servant"}, {"card": "kynda-infiltrator"}],
        ),
    )
    st.apply(Attack(unit(st, 0).iid))
    tinker, servant, infiltrator = (unit(st, 1, i).iid for i in range(3))
    with pytest.raises(IllegalActionError, match="Flight"):
        st.apply(Block((tinker,)))
    blocks = {a.units for a in st.legal_actions() if isinstance(a, Block)}
    assert blocks == {(servant,), (infiltrator,), (servant, infiltrator)}


def test_the_attacker_splits_damage_among_blockers_and_all_strike_at_once() -> None:
    st = position(
        side(units=[{"card": "jeddoss-junk-brigade", "health_bonus": 1}]),
        side("silgar", units=[{"card": "recruit"}, {"card": "hedge-tinker"}]),
    )
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Block((unit(st, 1).iid, unit(st, 1, 1).iid)))
    st.apply(Pass())
    st.apply(Pass())
    assert waits(st) == ("assign", 0)
    assert Assign((1, 2)) in st.legal_actions() and len(st.legal_actions()) == 4
    with pytest.raises(IllegalActionError, match="all 3"):
        st.apply(Assign((1, 1)))
    st.apply(Assign((1, 2)))
    assert st.sides[1].units == []  # 1 kills the Recruit (1 health), 2 kills Hedge Tinker
    assert unit(st, 0).damage == 2  # 1 + 1 back at once; the brigade survives
    assert st.sides[1].life == 20


def test_a_single_blocker_takes_all_the_damage_without_a_choice() -> None:
    st = position(
        side(units=[{"card": "undercity-expropriator"}]), side("silgar", units=[{"card": "ancients-servant"}])
    )
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Block((unit(st, 1).iid,)))
    st.apply(Pass())
    st.apply(Pass())
    assert unit(st, 1).damage == 3
    assert st.sides[0].units == []  # 2 damage kills the 2-health Expropriator
    assert st.sides[1].life == 20


def test_lunge_kills_a_blocker_before_it_strikes_back() -> None:
    st = position(
        side(units=[{"card": "diving-dragonspawn"}]), side("silgar", units=[{"card": "kynda-infiltrator"}])
    )
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Block((unit(st, 1).iid,)))
    st.apply(Pass())
    st.apply(Pass())
    assert st.sides[1].units == [] and unit(st, 0).damage == 0


def test_lunge_has_no_effect_while_blocking() -> None:
    st = position(
        side("silgar", units=[{"card": "kynda-infiltrator"}]),
        side("jeddos", units=[{"card": "diving-dragonspawn"}]),
    )
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Block((unit(st, 1).iid,)))
    st.apply(Pass())
    st.apply(Pass())
    assert st.sides[0].units == [] and st.sides[1].units == []  # both die at once


def test_overwhelm_sends_past_lethal_damage_to_the_defending_favored() -> None:
    st = position(
        side("silgar", units=[{"card": "silgars-elite"}]), side("jeddos", units=[{"card": "hedge-tinker"}])
    )
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Block((unit(st, 1).iid,)))
    st.apply(Pass())
    st.apply(Pass())
    assert st.sides[1].life == 20 - 2  # 4 attack, 2 lethal to the Tinker


def test_a_blocker_with_overwhelm_sends_nothing_on() -> None:
    st = position(
        side("jeddos", units=[{"card": "hedge-tinker"}]), side("silgar", units=[{"card": "silgars-elite"}])
    )
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Block((unit(st, 1).iid,)))
    st.apply(Pass())
    st.apply(Pass())
    assert st.sides[0].life == 20 and st.sides[0].units == []


def test_a_blocked_attacker_whose_blockers_left_play_deals_no_damage() -> None:
    st = position(
        side("jeddos", units=[{"card": "undercity-expropriator"}]),
        side("silgar", units=[{"card": "hedge-tinker"}], hand=["walk-back"], orbs=["crimson", "crimson"]),
    )
    st.apply(Attack(unit(st, 0).iid))
    tinker = unit(st, 1).iid
    st.apply(Block((tinker,)))
    st.apply(Pass())
    st.apply(Play(hand_card(st, 1, "walk-back"), tinker))  # the defender saves its blocker
    st.apply(Pass())
    st.apply(Pass())
    assert st.sides[1].life == 20 and st.combat is None


def test_contact_triggers_on_favored_damage_not_on_relics() -> None:
    st = position(side("silgar", units=[{"card": "toll-collectors"}]), side("jeddos"))
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Pass())
    st.apply(Pass())
    assert st.sides[1].life == 20 - 2 - 1
    st2 = position(
        side("silgar", units=[{"card": "toll-collectors"}]),
        side("jeddos", relics=[{"card": "ancients-eye", "durability": 5}]),
    )
    st2.apply(Attack(unit(st2, 0).iid, relic(st2, 1).iid))
    st2.apply(Pass())
    st2.apply(Pass())
    assert st2.sides[1].life == 20 and relic(st2, 1).durability == 3


def test_contact_resolves_even_if_the_unit_died_in_combat() -> None:
    st = position(
        side(
            "jeddos",
            units=[{"card": "undercity-expropriator", "keywords": ["overwhelm"]}],
            relics=[{"card": "ancients-eye"}],
        ),
        side("silgar", units=[{"card": "recruit", "attack_bonus": 2}]),
    )
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Block((unit(st, 1).iid,)))
    st.apply(Pass())
    st.apply(Pass())
    assert st.sides[0].units == []  # died to 3 damage back
    assert st.sides[1].life == 20 - 2  # Overwhelm 2 past lethal reaches Silgar: a Contact
    assert relic(st, 0).durability == 3  # the Contact's Bolster resolved anyway


def test_any_number_of_combat_phases_one_attacker_each() -> None:
    st = position(side(units=[{"card": "trail-guide"}, {"card": "hedge-tinker"}]), side("silgar"))
    st.apply(Attack(unit(st, 0).iid))
    assert not any(isinstance(a, Attack) for a in st.legal_actions())
    st.apply(Pass())
    st.apply(Pass())
    st.apply(Attack(unit(st, 0, 1).iid))
    st.apply(Pass())
    st.apply(Pass())
    assert st.sides[1].life == 18 and st.attacks == 2


def test_the_log_never_says_a_relic_has_less_than_zero_durability_left() -> None:
    st = position(
        side(units=[{"card": "undercity-expropriator"}]), side("jeddos", relics=[{"card": "ancients-eye"}])
    )
    st.apply(Attack(unit(st, 0).iid, relic(st, 1).iid))
    st.apply(Pass())
    st.apply(Pass())
    lost = [e.text for e in st.log if "durability" in e.text and "loses" in e.text]
    # 3 damage on 2 durability: what it lost, never "3 durability (0 left)" (playtest22-lum) nor "-1 left"
    assert lost[-1] == "Ancient's Eye takes 3 damage and loses its last 2 durability."
