"""Lanes, clashes, the minimum strike, counter-blows, elements, Bulwark and Shelter."""

from __future__ import annotations

import itertools

import pytest

from cardtable.games.aether_lanes.actions import Maneuver
from cardtable.games.aether_lanes.elements import ELEMENTS, multiplier, scale
from tests.aether_lanes.helpers import atk, dfn, duel, end_turn, hp, lane, scenario


def test_the_rulebook_worked_example_fire_against_wind() -> None:
    state = scenario("worked-example")
    assert atk(state, 0, 0) == 6
    start = len(state.log)
    end_turn(state)
    strike = next(e for e in state.log[start:] if e.kind == "strike")
    assert (strike.data["percent"], strike.data["scaled"], strike.data["damage"]) == (125, 8, 6)
    assert state.sides[1].lanes[0] is None
    assert [state.card(c).id for c in state.sides[1].discard] == ["storm-heron"]
    assert hp(state, 0, 0) == 4  # no counter-blow from a destroyed defender
    assert not any(e.kind == "counter" for e in state.log[start:])


def test_the_minimum_strike_7_attack_against_10_defense_deals_3() -> None:
    state = scenario("minimum-strike")
    assert dfn(state, 1, 1) == 10
    end_turn(state)
    assert hp(state, 1, 1) == 9 - 3
    assert hp(state, 0, 1) == 6 - 4  # the titan survives and strikes back: 6 - 2 Defense


def test_a_direct_hit_deals_full_attack_without_element_or_defense() -> None:
    state = duel({"lanes": {"aggressive": {"card": "blaze-knight"}}}, {"shelter": 0})
    end_turn(state)
    assert state.sides[1].soul == 30 - 6


def test_the_counter_blow_has_no_minimum_and_can_be_0() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "pyre-warden"}}}, {"lanes": {"balanced": {"card": "pebble-golem"}}}
    )
    start = len(state.log)
    end_turn(state)
    counter = next(e for e in state.log[start:] if e.kind == "counter")
    assert counter.data["damage"] == 0
    assert hp(state, 1, 1) == 1 and hp(state, 0, 1) == 6


def test_each_direction_uses_its_own_multiplier() -> None:
    # Fire strikes Water at 0.80; Water strikes back at Fire with 1.25.
    state = duel(
        {"lanes": {"balanced": {"card": "cinder-hound"}}}, {"lanes": {"balanced": {"card": "reef-guardian"}}}
    )
    end_turn(state)
    assert hp(state, 1, 1) == 6 - 1  # 3 x 0.8 = 2.4 -> 2, minus 4 Defense, minimum 1
    assert hp(state, 0, 1) == 3 - 2  # 2 x 1.25 = 2.5 -> 3, minus 1 Defense


def test_damage_stays_on_a_unit_between_turns() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "cinder-hound"}}}, {"lanes": {"balanced": {"card": "reef-guardian"}}}
    )
    end_turn(state)
    end_turn(state)
    assert hp(state, 1, 1) == 5 - 0  # Bo's guardian struck back, took nothing more on its own turn
    assert lane(state, 1, 1).damage == 1


def test_destroyed_units_go_to_their_owners_discard_pile() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "blaze-knight"}}}, {"lanes": {"balanced": {"card": "ember-imp"}}}
    )
    end_turn(state)
    assert state.sides[1].lanes[1] is None and [state.card(c).id for c in state.sides[1].discard] == [
        "ember-imp"
    ]


def test_lane_bonuses_belong_to_the_lane() -> None:
    state = duel(
        {
            "lanes": {
                "aggressive": {"card": "cinder-hound"},
                "balanced": {"card": "cinder-hound"},
                "defensive": {"card": "cinder-hound"},
            }
        }
    )
    assert [(atk(state, 0, i), dfn(state, 0, i)) for i in range(3)] == [(4, 1), (3, 1), (3, 2)]
    moved = duel({"lanes": {"aggressive": {"card": "cinder-hound"}}})
    moved.apply(Maneuver("aggressive", "defensive"))
    assert (atk(moved, 0, 2), dfn(moved, 0, 2)) == (3, 2)


def test_crest_adds_another_1_in_its_lane_only() -> None:
    state = duel(
        {
            "lanes": {
                "aggressive": {"card": "flame-dancer"},
                "balanced": {"card": "squall-lancer"},
                "defensive": {"card": "dune-stalker"},
            }
        }
    )
    assert atk(state, 0, 0) == 3 + 1 + 1
    assert atk(state, 0, 1) == 5 + 1
    assert dfn(state, 0, 2) == 2 + 1 + 1
    elsewhere = duel(
        {"lanes": {"balanced": {"card": "flame-dancer"}, "aggressive": {"card": "dune-stalker"}}}
    )
    assert atk(elsewhere, 0, 1) == 3 and dfn(elsewhere, 0, 0) == 2 and atk(elsewhere, 0, 0) == 5


def test_tokens_get_no_lane_bonus() -> None:
    state = duel({"lanes": {"aggressive": {"card": "featherling"}, "defensive": {"card": "restless-shade"}}})
    assert atk(state, 0, 0) == 1 and dfn(state, 0, 2) == 1


@pytest.mark.parametrize("attacker,defender", list(itertools.product(ELEMENTS, ELEMENTS)))
def test_the_element_table(attacker: str, defender: str) -> None:
    advantage = {
        ("fire", "wind"),
        ("wind", "earth"),
        ("earth", "water"),
        ("water", "fire"),
        ("light", "shadow"),
        ("shadow", "light"),
    }
    disadvantage = {(b, a) for a, b in advantage if a not in ("light", "shadow")}
    expected = (
        125 if (attacker, defender) in advantage else 80 if (attacker, defender) in disadvantage else 100
    )
    assert multiplier(attacker, defender) == expected


def test_multiplied_values_round_half_up() -> None:
    assert [scale(6, 125), scale(2, 125), scale(3, 80), scale(7, 125), scale(5, 80)] == [8, 3, 2, 9, 4]


def test_pierce_takes_no_counter_blow() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "storm-heron"}}}, {"lanes": {"balanced": {"card": "canyon-titan"}}}
    )
    end_turn(state)
    assert hp(state, 1, 1) == 9 - 2  # 4 x 1.25 = 5 - 5 Defense -> minimum ceil(4/3) = 2
    assert hp(state, 0, 1) == 4


def test_unseen_takes_no_counter_blow() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "thunder-roc"}}}, {"lanes": {"balanced": {"card": "canyon-titan"}}}
    )
    end_turn(state)
    assert hp(state, 1, 1) == 9 - 2  # 5 x 1.25 = 6.25 -> 6 - 5 = 1, under the minimum ceil(5/3) = 2
    assert hp(state, 0, 1) == 7


def test_bane_doubles_an_advantaged_strike_after_the_multiplier() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "oathbound-berserker"}}},
        {"lanes": {"balanced": {"card": "storm-heron", "buff": [0, 0, 20]}}},
    )
    end_turn(state)
    assert hp(state, 1, 1) == 24 - 16  # 7 x 1.25 = 8.75 -> 9, x2 = 18, minus 2
    assert hp(state, 0, 1) == 6 - 1  # Wind strikes back at Fire: 4 x 0.8 = 3.2 -> 3, minus 2
    strikes = [event.text for event in state.log if "strikes" in event.text and "Berserker" in event.text]
    assert strikes and "x1.25 = 9, Bane x2 = 18, - Defense 2" in strikes[0]  # the log shows the doubling


def test_bane_does_nothing_without_advantage() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "oathbound-berserker"}}},
        {"lanes": {"balanced": {"card": "canyon-titan"}}},
    )
    end_turn(state)
    assert hp(state, 1, 1) == 9 - 3  # 7 - 5 = 2 -> minimum 3


def test_a_bulwark_pulls_the_first_unblocked_attack_and_its_side_pays_the_toll() -> None:
    state = scenario("bulwark-pull")
    start = len(state.log)
    end_turn(state)
    pull = next(e for e in state.log[start:] if e.kind == "pull")
    assert pull.data["lane"] == 0 and pull.data["from_lane"] == 1
    assert hp(state, 1, 1) == 6 - 2  # 4 - 3 = 1, minimum ceil(4/3) = 2
    assert hp(state, 0, 0) == 3 - 2  # the Warden strikes back: 3 - 1
    # the toll is not soaked by Shelter; the Defensive attack is unblocked (one pull per turn)
    assert state.sides[1].shelter == 0 and state.sides[1].soul == 30 - 1


def test_every_blow_a_bulwark_takes_in_its_own_lane_costs_1_soul() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "cinder-hound"}}}, {"lanes": {"balanced": {"card": "pyre-warden"}}}
    )
    end_turn(state)
    assert state.sides[1].soul == 29


def test_an_ordinary_blocker_stops_a_blow_for_free() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "cinder-hound"}}}, {"lanes": {"balanced": {"card": "canyon-titan"}}}
    )
    end_turn(state)
    assert state.sides[1].soul == 30


def test_with_two_bulwarks_the_nearer_pulls() -> None:
    state = duel(
        {"lanes": {"defensive": {"card": "cinder-hound"}}},
        {"lanes": {"aggressive": {"card": "pyre-warden"}, "balanced": {"card": "reef-guardian"}}},
    )
    end_turn(state)
    assert lane(state, 1, 1).damage > 0 and lane(state, 1, 0).damage == 0


def test_with_two_bulwarks_at_equal_distance_the_aggressive_most_pulls() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "cinder-hound"}}},
        {"lanes": {"aggressive": {"card": "pyre-warden"}, "defensive": {"card": "reef-guardian"}}},
    )
    end_turn(state)
    assert lane(state, 1, 0).damage > 0 and lane(state, 1, 2).damage == 0


def test_each_bulwark_pulls_once_so_two_bulwarks_pull_two_attacks() -> None:
    state = duel(
        {"lanes": {"aggressive": {"card": "cinder-hound"}, "defensive": {"card": "cinder-hound"}}},
        {"lanes": {"balanced": {"card": "pyre-warden", "buff": [0, 0, 10]}}},
    )
    end_turn(state)
    assert state.sides[1].soul == 30 - 1 - 3  # one toll, then a direct hit of 3


def test_shelter_soaks_soul_damage_first() -> None:
    state = duel({"lanes": {"aggressive": {"card": "blaze-knight"}}}, {"shelter": 4})
    end_turn(state)
    assert state.sides[1].shelter == 0 and state.sides[1].soul == 28


def test_with_biscuit_standing_shelter_soaks_the_toll_too() -> None:
    state = scenario("biscuit")
    end_turn(state)
    assert state.sides[1].soul == 30 and state.sides[1].shelter == 2
    assert hp(state, 1, 1) == 5 - 2


def test_the_toll_of_the_blow_that_destroys_biscuit_is_still_soaked() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "blaze-knight"}}},
        {"shelter": 2, "lanes": {"balanced": {"card": "biscuit-who-holds-the-floor", "damage": 3}}},
    )
    end_turn(state)
    assert state.sides[1].lanes[1] is None
    assert state.sides[1].soul == 30 and state.sides[1].shelter == 1
