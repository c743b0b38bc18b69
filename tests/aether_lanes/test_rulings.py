"""Our own rulings (docs/rules/aether-lanes.md, marked Ruling), each from a position."""

from __future__ import annotations

import pytest

from cardtable.engine.errors import IllegalActionError
from cardtable.games.aether_lanes.actions import BindSigil, Cast, Maneuver, Summon
from cardtable.games.aether_lanes.catalog import load_catalog
from tests.aether_lanes.helpers import duel, end_turn, hand, hp, lane, lane_id


def test_the_rule_numbers_are_the_rulebooks() -> None:
    rules = load_catalog().rules
    assert (rules.deck_size, rules.max_copies, rules.opening_hand, rules.hand_limit, rules.start_soul) == (
        30,
        3,
        4,
        7,
        30,
    )
    assert (
        rules.start_aether,
        rules.aether_gain,
        rules.aether_cap,
        rules.round_cap,
        rules.maneuver_cost,
    ) == (3, 1, 10, 60, 1)
    assert (rules.max_sigils, rules.bulwark_toll, rules.die_sides) == (2, 1, 6)


def test_the_minimum_strike_uses_attack_before_the_multiplier() -> None:
    # Attack 4 against Water: 4 x 0.8 = 3.2 -> 3, minus 4 Defense; the minimum is ceil(4/3) = 2, not ceil(3/3).
    state = duel(
        {"lanes": {"aggressive": {"card": "cinder-hound"}}},
        {"lanes": {"aggressive": {"card": "reef-guardian"}}},
    )
    end_turn(state)
    assert hp(state, 1, 0) == 6 - 2


def test_bane_does_not_double_a_counter_blow() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "gale-kestrel", "buff": [0, 0, 20]}}},
        {"lanes": {"balanced": {"card": "oathbound-berserker"}}},
    )
    end_turn(state)
    # the Wind kestrel strikes Fire at 0.8 (minimum 1); the berserker strikes back 7 x 1.25 -> 9, minus 1
    # Defense = 8, not doubled to 17
    assert hp(state, 0, 1) == 23 - 8


def test_a_bulwark_pays_no_toll_for_counter_blows_it_takes_while_attacking() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "pyre-warden"}}}, {"lanes": {"balanced": {"card": "canyon-titan"}}}
    )
    end_turn(state)
    assert lane(state, 0, 1).damage > 0 and state.sides[0].soul == 30


def test_shelter_soaks_fatigue_but_never_tithe() -> None:
    state = duel({}, {"deck": [], "shelter": 1})
    end_turn(state)
    assert state.sides[1].soul == 30 and state.sides[1].shelter == 0
    tithe = duel({"aether": 1, "shelter": 5, "hand": ["ashen-zealot"]})
    tithe.apply(Summon(hand(tithe, 0, "ashen-zealot"), "aggressive", tithe=2))
    assert tithe.sides[0].soul == 28 and tithe.sides[0].shelter == 5


def test_moving_to_the_lane_a_unit_holds_is_not_a_maneuver() -> None:
    state = duel({"lanes": {"balanced": {"card": "cinder-hound"}}})
    with pytest.raises(IllegalActionError, match="already in the Balanced lane"):
        state.apply(Maneuver("balanced", "balanced"))


def test_a_unit_that_rises_is_exhausted_until_its_controllers_next_turn() -> None:
    state = duel(
        {
            "lanes": {
                "balanced": {"card": "ember-imp", "buried": {"card": "cinder-hound", "buff": [0, 0, 10]}}
            }
        },
        {"lanes": {"balanced": {"card": "canyon-titan"}}},
    )
    end_turn(state)  # the imp dies to the counter-blow and the hound rises during Ana's turn
    assert lane(state, 0, 1).card == "cinder-hound" and lane(state, 0, 1).exhausted
    end_turn(state)
    assert not lane(state, 0, 1).exhausted


def test_burn_adds_up() -> None:
    state = duel(
        {"hand": ["scorched-earth"], "lanes": {"balanced": {"card": "ember-imp"}}},
        {"lanes": {"balanced": {"card": "canyon-titan", "burn": 1}}},
    )
    state.apply(Cast(hand(state, 0, "scorched-earth")))
    assert lane(state, 1, 1).burn == 3


def test_loaded_cards_stack() -> None:
    state = duel(
        {
            "decree": "wheel-of-fate",
            "lanes": {"aggressive": {"card": "weathervane-oracle"}, "balanced": {"card": "fortune-teller"}},
        }
    )
    assert state.loaded(0) == 2  # the Decree has no Loaded; two Loaded units


def test_tokens_may_carry_sigils_of_their_element() -> None:
    state = duel({"hand": ["dread-sigil"], "lanes": {"balanced": {"card": "restless-shade"}}})
    state.apply(BindSigil(hand(state, 0, "dread-sigil"), lane_id(state, 0, 1)))
    assert state.attack_of(0, 1, lane(state, 0, 1)) == 4


def test_a_summon_whose_choice_has_no_candidate_still_arrives() -> None:
    state = duel({"hand": ["blightfen-hag"]})
    state.apply(Summon(hand(state, 0, "blightfen-hag"), "balanced"))
    assert lane(state, 0, 1).card == "blightfen-hag"


def test_a_spell_with_no_legal_target_cannot_be_cast() -> None:
    state = duel({"hand": ["radiant-lance"], "lanes": {"balanced": {"card": "dawn-knight"}}})
    with pytest.raises(IllegalActionError, match="has no legal target now"):
        state.apply(Cast(hand(state, 0, "radiant-lance")))
