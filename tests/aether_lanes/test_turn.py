"""Aether, Soul, the phases of a turn, drawing, scorching and fatigue, winning and the round cap."""

from __future__ import annotations

import pytest

from cardtable.engine.errors import IllegalActionError
from cardtable.games.aether_lanes.actions import Cast, Concede, EndTurn, Summon
from tests.aether_lanes.helpers import duel, end_turn, hand, kinds, lane, scenario


def test_aether_grows_by_one_each_own_turn_and_stops_at_10() -> None:
    state = duel({"aether_max": 9}, {"aether_max": 4})
    end_turn(state)
    assert (state.sides[1].aether, state.sides[1].aether_max) == (5, 5)
    assert state.sides[0].aether_max == 9  # the foe's turn gives Ana nothing
    end_turn(state)
    assert (state.sides[0].aether, state.sides[0].aether_max) == (10, 10)
    end_turn(state)
    end_turn(state)
    assert (state.sides[0].aether, state.sides[0].aether_max) == (10, 10)


def test_unspent_aether_is_lost_and_the_pool_refills() -> None:
    state = duel({"aether_max": 5, "aether": 2})
    end_turn(state)
    end_turn(state)
    assert state.sides[0].aether == 6


def test_a_card_that_costs_too_much_is_refused_with_the_numbers() -> None:
    state = duel({"aether": 3, "hand": ["firebrand"], "lanes": {"aggressive": {"card": "ember-imp"}}})
    with pytest.raises(IllegalActionError, match="^Firebrand costs 4 Aether; you have 3$"):
        state.apply(Cast(hand(state, 0, "firebrand"), "p1"))


def test_healing_never_lifts_soul_above_30() -> None:
    state = duel({"soul": 29, "hand": ["tide-caller"]})
    state.apply(Summon(hand(state, 0, "tide-caller"), "balanced"))
    assert state.sides[0].soul == 30


def test_the_draw_phase_draws_one_card() -> None:
    state = duel({}, {"hand": ["pebble-golem"]})
    end_turn(state)
    assert len(state.sides[1].hand) == 2 and len(state.sides[1].deck) == 4


def test_a_card_drawn_into_a_full_hand_is_scorched() -> None:
    state = duel({}, {"hand": ["pebble-golem"] * 7, "deck": ["firebrand"]})
    end_turn(state)
    side = state.sides[1]
    assert len(side.hand) == 7 and [state.card(c).id for c in side.discard] == ["firebrand"]
    assert "scorch" in kinds(state)


def test_fatigue_deals_1_then_2_then_3() -> None:
    state = duel({}, {"deck": []})
    end_turn(state)
    assert state.sides[1].soul == 29 and state.sides[1].fatigue == 1
    end_turn(state)
    end_turn(state)
    assert state.sides[1].soul == 27
    end_turn(state)
    end_turn(state)
    assert state.sides[1].soul == 24 and state.sides[1].fatigue == 3


def test_fatigue_also_hits_draws_from_effects() -> None:
    state = duel({"deck": [], "hand": ["ashen-pact"], "lanes": {"balanced": {"card": "ember-imp"}}})
    state.apply(Cast(hand(state, 0, "ashen-pact")))
    assert state.sides[0].fatigue == 2 and state.sides[0].soul == 27


def test_ready_units_attack_lane_by_lane_aggressive_first() -> None:
    state = duel(
        {
            "lanes": {
                "aggressive": {"card": "ember-imp"},
                "balanced": {"card": "cinder-hound"},
                "defensive": {"card": "pebble-golem"},
            }
        }
    )
    start = len(state.log)
    end_turn(state)
    hits = [e.data["lane"] for e in state.log[start:] if e.kind == "direct"]
    assert hits == [0, 1, 2]
    assert state.sides[1].soul == 30 - 3 - 3 - 1


def test_exhausted_units_do_not_attack_and_attackers_exhaust() -> None:
    state = duel(
        {
            "lanes": {
                "aggressive": {"card": "ember-imp", "exhausted": True},
                "balanced": {"card": "cinder-hound"},
            }
        }
    )
    end_turn(state)
    assert state.sides[1].soul == 27
    assert lane(state, 0, 1).exhausted


def test_units_are_ready_again_at_the_start_of_their_own_turn() -> None:
    state = duel({"lanes": {"balanced": {"card": "cinder-hound"}}})
    end_turn(state)
    assert lane(state, 0, 1).exhausted
    end_turn(state)
    assert not lane(state, 0, 1).exhausted and state.to_act == 0 and state.turn == 3


def test_reaching_0_soul_loses() -> None:
    state = duel({"lanes": {"aggressive": {"card": "blaze-knight"}}}, {"soul": 6})
    end_turn(state)
    assert state.outcome is not None and state.outcome.winners == (0,)
    assert state.outcome.termination == "soul-zero" and state.to_act is None
    assert state.legal_actions() == []


def test_both_at_0_at_once_the_player_whose_turn_it_is_wins() -> None:
    state = scenario("simultaneous-zero")
    state.apply(Cast(hand(state, 0, "cinder-reckoning")))
    assert state.sides[0].soul == 0 and state.sides[1].soul == 0
    assert state.outcome is not None and state.outcome.winners == (0,)


def test_after_round_60_the_higher_soul_wins() -> None:
    state = scenario("round-cap")
    end_turn(state)
    assert state.outcome is not None and state.outcome.winners == (0,)
    assert state.outcome.termination == "turn-cap" and state.outcome.scores == (12.0, 9.0)


def test_after_round_60_equal_soul_is_a_draw() -> None:
    state = duel({"soul": 10}, {"soul": 10}, turn=120, active=1)
    end_turn(state)
    assert state.outcome is not None and state.outcome.is_draw


def test_round_59_does_not_end_the_match() -> None:
    state = duel({"soul": 10}, {"soul": 9}, turn=118, active=1)
    end_turn(state)
    assert state.outcome is None and state.turn == 119 and state.round == 60


def test_conceding_loses_at_any_decision() -> None:
    state = duel()
    state.apply(Concede())
    assert state.outcome is not None and state.outcome.winners == (1,)


def test_a_finished_match_refuses_actions() -> None:
    state = duel()
    state.apply(Concede())
    with pytest.raises(IllegalActionError):
        state.apply(EndTurn())


def test_the_phases_come_in_order_combat_end_then_draw_and_gather() -> None:
    # Ana's ready hound attacks (Combat), its Burn ticks (End), then Bo's turn: Draw, then Gather
    state = duel({"lanes": {"aggressive": {"card": "cinder-hound", "buff": [0, 0, 5], "burn": 1}}})
    start = len(state.log)
    end_turn(state)
    seen = [e.kind for e in state.log[start:]]
    order = [seen.index(kind) for kind in ("end", "direct", "damage", "turn", "draw", "aether")]
    assert order == sorted(order), seen


def test_a_change_until_the_end_of_the_turn_ends_with_it_in_copies_and_restored_snapshots() -> None:
    """The End phase clears "this turn" changes (it walks the lanes only when some were made:
    ``temp_mods``); a copy and a state restored from its snapshot clear them alike."""
    from cardtable.engine.rng import Rng
    from cardtable.games.aether_lanes.state import AetherState

    found = 0
    for seed in range(40):
        state = AetherState(["A", "B"], seed, {})
        rng = Rng(seed)
        while not state.is_over and found < 12:
            if any(u is not None and u.temp for side in state.sides for u in side.lanes):
                for other in (state.copy(), AetherState.from_json(state.to_json())):
                    assert other.temp_mods
                    other.apply(EndTurn())
                    assert not any(u.temp for side in other.sides for u in side.lanes if u is not None)
                found += 1
            state.apply(state.random_action(rng))
    assert found >= 5
