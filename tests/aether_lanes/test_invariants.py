"""The game's own invariants: quiet on a sound position, and each kind of breakage is reported."""

from __future__ import annotations

from cardtable.engine.bots import RandomBot
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes.actions import id_text
from cardtable.games.aether_lanes.impl import IMPL
from cardtable.games.aether_lanes.invariants import invariants
from cardtable.games.aether_lanes.state import AetherState
from cardtable.games.aether_lanes.units import Unit
from tests.aether_lanes.helpers import duel, lane


def board() -> AetherState:
    return duel(
        {
            "hand": ["kindle", "cinder-hound"],
            "discard": ["ember-imp"],
            "lanes": {
                "aggressive": {"card": "blaze-knight", "buried": {"card": "pebble-golem"}},
                "balanced": {"card": "oathbound-berserker", "sigils": ["emberheart-sigil"]},
            },
        },
        {
            "hand": ["tide-caller"],
            "deck": ["pebble-golem"] * 10,
            "lanes": {"defensive": {"card": "reef-guardian"}},
        },
    )


def test_a_sound_position_and_a_whole_random_game_have_no_problems() -> None:
    assert invariants(board()) == []
    state = AetherState(["Ana", "Bo"], 3, {"variant": "standard"})
    bot, rng = RandomBot(), Rng(3)
    while not state.is_over:
        state.apply(bot.choose(state, rng))
        assert IMPL.invariants(state) == []


def test_a_card_in_two_places_is_reported() -> None:
    state = board()
    state.sides[0].discard.append(state.sides[0].hand[0])
    problems = invariants(state)
    assert len(problems) == 1 and problems[0].startswith("cards lost or duplicated: ")
    assert f"twice ['{id_text(state.sides[0].hand[0])}']" in problems[0]


def test_a_lost_card_is_reported() -> None:
    state = board()
    gone = state.sides[1].deck.pop()
    problems = invariants(state)
    assert len(problems) == 1 and f"missing ['{id_text(gone)}']" in problems[0]


def test_a_swapped_card_is_reported_although_the_count_is_right() -> None:
    state = board()
    hand = state.sides[0].hand
    kept, lost = hand
    hand[1] = kept  # one card lost, another duplicated: the same number of cards
    assert invariants(state) == [
        f"cards lost or duplicated: 24 of 24; twice ['{id_text(kept)}'], missing ['{id_text(lost)}']"
    ]


def test_a_token_off_the_lanes_is_reported() -> None:
    state = board()
    token = state.new_token("featherling")
    state.sides[0].discard.append(token)
    assert invariants(state) == [
        f"tokens off the lanes (a token leaves play when it leaves its lane): ['{id_text(token)}']"
    ]


def test_a_token_standing_twice_is_reported() -> None:
    state = board()
    token = state.new_token("featherling")
    state.sides[0].lanes[2] = Unit(token, "featherling", 0, token=True)
    state.sides[1].lanes[0] = Unit(token, "featherling", 1, token=True)
    assert "a token stands in two places" in invariants(state)


def test_soul_aether_hand_and_shelter_out_of_bounds_are_reported() -> None:
    state = board()
    side = state.sides[1]
    side.soul, side.aether, side.shelter = 31, 11, -1
    side.hand.extend(side.deck[:7])
    del side.deck[:7]
    assert invariants(state) == [
        "seat 1 has 31 Soul, above 30",
        "seat 1 Aether 11/4 out of bounds",
        "seat 1 holds 8 cards",
        "seat 1 auras, Shelter or Toxin out of bounds",
    ]


def test_zero_soul_while_the_match_goes_on_is_reported() -> None:
    state = board()
    state.sides[0].soul = 0
    assert invariants(state) == ["seat 0 is at 0 Soul but the match goes on"]


def test_units_without_health_too_many_sigils_or_stacked_three_deep_are_reported() -> None:
    state = board()
    knight = lane(state, 0, 0)
    knight.damage = 99
    berserker = lane(state, 0, 1)
    berserker.sigils = berserker.sigils * 3
    knight.buried.buried = Unit(99, "pebble-golem", 0)  # type: ignore[union-attr]
    problems = invariants(state)
    assert f"{id_text(knight.iid)} stands with {state.health_of(knight)} Health" in problems
    assert f"{id_text(berserker.iid)} carries 3 Sigils" in problems
    assert "a lane of seat 0 is stacked 3 deep" in problems
    assert problems[0].startswith("cards lost or duplicated")  # the repeated Sigil and the stray unit
