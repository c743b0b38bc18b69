"""The greedy seat's former blind spots: cards whose pay-off comes after its own turn, and Tithe
used to field a second unit. Each test is a scenario where the card is clearly worth playing."""

from __future__ import annotations

from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes.actions import EndTurn
from cardtable.games.aether_lanes.bots import AetherBot, evaluate
from cardtable.games.aether_lanes.lasting import burn_loss, lasting_value
from cardtable.games.aether_lanes.state import AetherState
from tests.aether_lanes.helpers import duel, scenario

FOES = {"aggressive": {"card": "cinder-hound"}, "defensive": {"card": "pebble-golem"}}


def _played_cards(state: AetherState, seed: int = 1) -> list[str]:
    """The cards the greedy seat plays this turn, in order, until it ends the turn."""
    seat = state.active
    bot, rng, played = AetherBot(), Rng(seed), []
    for _ in range(12):
        action = bot.choose(state, rng)
        if isinstance(action, EndTurn):
            break
        card = action.to_json().get("card")
        if card is not None:
            played.append(state.card(card).id)
        state.apply(action)
        assert state.active == seat
    return played


def test_open_skies_is_played_for_its_start_of_turn_pings() -> None:
    state = scenario("bot-open-skies")
    assert "open-skies" in _played_cards(state)


def test_wheel_of_fate_is_played_for_its_start_of_turn_wager() -> None:
    state = duel(
        {"aether_max": 5, "hand": ["wheel-of-fate"], "lanes": {"balanced": {"card": "lantern-acolyte"}}},
        {"lanes": FOES},
    )
    assert _played_cards(state) == ["wheel-of-fate"]


def test_scorched_earth_is_played_for_the_burn_that_ticks_on_the_foes_turn() -> None:
    state = scenario("bot-scorched-earth")
    assert "scorched-earth" in _played_cards(state)


def test_whisper_of_loss_is_played_against_a_full_hand() -> None:
    state = duel(
        {"aether": 1, "hand": ["whisper-of-loss"], "lanes": {"balanced": {"card": "gutter-shade"}}},
        {"hand": ["firebrand", "kindle", "cinder-hound", "ember-imp"]},
    )
    assert _played_cards(state) == ["whisper-of-loss"]


def test_tithe_fields_two_units_when_aether_alone_fields_one() -> None:
    state = scenario("bot-tithe-two-units")
    played = _played_cards(state)
    assert sorted(played) == ["ashen-zealot", "cinder-hound"]
    assert sum(unit is not None for unit in state.sides[0].lanes) == 2
    assert state.sides[0].soul == 28  # the Zealot's Tithe 2 was paid in Soul


def test_a_start_of_turn_decree_standing_is_worth_something() -> None:
    plain = duel({"lanes": {"balanced": {"card": "lantern-acolyte"}}}, {"lanes": FOES})
    wheel = duel(
        {"decree": "wheel-of-fate", "lanes": {"balanced": {"card": "lantern-acolyte"}}}, {"lanes": FOES}
    )
    assert lasting_value(plain, 0) == 0
    assert lasting_value(wheel, 0) > 0
    assert evaluate(wheel, 0) > evaluate(plain, 0)


def test_burn_still_to_tick_lowers_the_burning_side() -> None:
    assert burn_loss(2, 5) == 3 and burn_loss(3, 4) == 4
    calm = duel({}, {"lanes": {"aggressive": {"card": "cinder-hound"}}})
    burning = duel({}, {"lanes": {"aggressive": {"card": "cinder-hound", "burn": 3}}})
    assert lasting_value(burning, 1) < lasting_value(calm, 1) == 0
    assert evaluate(burning, 0) > evaluate(calm, 0)


def test_a_unit_burning_to_death_is_priced_with_its_live_numbers() -> None:
    # Cinder Hound 3/1/3 with Burn 3 loses all 3 Health: 0.7 a Health point, then the unit itself
    # at its live Attack and Defense (the Aggressive lane's +1 Attack, the Defensive lane's +1 Defense).
    aggressive = duel({}, {"lanes": {"aggressive": {"card": "cinder-hound", "burn": 3}}})
    defensive = duel({}, {"lanes": {"defensive": {"card": "cinder-hound", "burn": 3}}})
    assert lasting_value(aggressive, 1) == -(0.7 * 3) - (1.2 * 4 + 0.6 * 1 + 1.0)
    assert lasting_value(defensive, 1) == -(0.7 * 3) - (1.2 * 3 + 0.6 * 2 + 1.0)


def test_what_is_still_to_come_does_not_depend_on_the_hidden_cards() -> None:
    board = {"decree": "wheel-of-fate", "lanes": {"balanced": {"card": "lantern-acolyte"}}}
    spark = duel({**board, "hand": ["cinder-hound"]}, {"lanes": FOES, "hand": ["firebrand"]})
    other = duel({**board, "hand": ["pebble-golem", "firebrand"]}, {"lanes": FOES, "hand": []})
    for seat in (0, 1):
        assert lasting_value(spark, seat) == lasting_value(other, seat)
