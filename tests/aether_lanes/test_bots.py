"""The computer seats: the random bot never concedes, the greedy bot plays sensibly and beats it."""

from __future__ import annotations

from cardtable.engine.bots import RandomBot
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes.actions import Cast, Concede, EndTurn, Summon
from cardtable.games.aether_lanes.bots import AetherBot, determinise
from cardtable.games.aether_lanes.impl import IMPL
from cardtable.games.aether_lanes.state import AetherState
from tests.aether_lanes.helpers import duel, seed_rolling


def test_the_registry_offers_random_and_greedy() -> None:
    assert set(IMPL.bots) >= {"random", "greedy"}


def test_the_random_bot_never_concedes() -> None:
    state = duel({"hand": ["cinder-hound", "kindle"]})
    rng = Rng(3)
    for _ in range(200):
        assert not isinstance(state.random_action(rng), Concede)


def test_greedy_takes_a_lethal_hit_and_leaves_the_state_alone() -> None:
    state = duel(
        {
            "aether": 4,
            "hand": ["firebrand", "cinder-hound"],
            "lanes": {"aggressive": {"card": "ember-imp", "exhausted": True}},
        },
        {"soul": 4},
    )
    before = state.to_json()
    choice = AetherBot().choose(state, Rng(1))
    assert state.to_json() == before
    assert isinstance(choice, Cast) and choice.target == "p1"


def test_greedy_holds_a_gated_spell_and_summons_first() -> None:
    state = duel(
        {"aether": 5, "hand": ["firebrand", "ember-imp"]}, {"lanes": {"balanced": {"card": "cinder-hound"}}}
    )
    choice = AetherBot().choose(state, Rng(1))
    assert isinstance(choice, Summon) and state.card(choice.card).id == "ember-imp"
    state.apply(choice)  # the Fire Summon unlocks Firebrand, which the bot then casts
    follow = AetherBot().choose(state, Rng(1))
    assert isinstance(follow, Cast) and state.card(follow.card).id == "firebrand"


def test_greedy_beats_random_in_most_games() -> None:
    wins = 0
    for game in range(12):
        state = IMPL.new_game(["G", "R"], 500 + game, {"variant": "standard"})
        seat = game % 2
        bots = {seat: AetherBot(), 1 - seat: RandomBot()}
        rng = Rng(game)
        while not state.is_over:
            state.apply(bots[state.to_act].choose(state, rng))
        wins += seat in state.outcome.winners
    assert wins >= 10


def test_greedy_ends_the_turn_when_nothing_helps() -> None:
    state = duel({"aether": 0})
    assert isinstance(AetherBot().choose(state, Rng(1)), EndTurn)


def test_greedy_does_not_know_the_next_die_roll() -> None:
    """Eye of the Storm is lethal on a middle roll and useless on a high one; the real roll to come
    (the match's random generator) must not decide whether the computer casts it."""
    choices = set()
    for die in range(1, 7):
        state = duel(
            {
                "aether": 3,
                "hand": ["eye-of-the-storm"],
                "lanes": {"balanced": {"card": "gale-kestrel", "exhausted": True}},
            },
            {"soul": 3},
            seed=seed_rolling(die),
        )
        choices.add(AetherBot().choose(state, Rng(7)))
    assert len(choices) == 1


def _hide_differently(state: AetherState, seat: int, salt: int) -> AetherState:
    """The same position as ``seat`` sees it, with everything hidden from it changed: its own deck
    order, which unseen cards the foe holds, the foe's deck order and the chance outcomes to come."""
    twin = state.copy()
    shuffler = Rng(salt)
    shuffler.shuffle(twin.sides[seat].deck)
    foe = twin.sides[1 - seat]
    unseen = foe.hand + foe.deck
    shuffler.shuffle(unseen)
    foe.hand, foe.deck = unseen[: len(foe.hand)], unseen[len(foe.hand) :]
    twin.rng = Rng(salt * 7919 + 1)
    return twin


def test_greedy_chooses_from_what_its_seat_can_see() -> None:
    compared = 0
    for game in range(6):
        state = AetherState(
            ["G", "R"], 900 + game, {"variant": "standard", "decks": ["fates-gambit", "birdwell"]}
        )
        bot, rng = RandomBot(), Rng(game)
        while not state.is_over and compared < 12 * (game + 1):
            seat = state.to_act
            if state.stage == "main" and len(state.history) % 3 == 0:
                mine = AetherBot().choose(state, Rng(compared))
                for salt in (1, 2):
                    assert AetherBot().choose(_hide_differently(state, seat, salt), Rng(compared)) == mine
                compared += 1
            state.apply(bot.choose(state, rng))
    assert compared >= 40


def test_determinise_keeps_what_the_seat_knows_and_deals_the_rest_anew() -> None:
    state = AetherState(["G", "R"], 41, {"variant": "standard"})
    bot, rng = RandomBot(), Rng(41)
    for _ in range(25):
        state.apply(bot.choose(state, rng))
    seat = state.to_act
    guess = determinise(state, seat, Rng(5))
    mine, foe = guess.sides[seat], guess.sides[1 - seat]
    real_mine, real_foe = state.sides[seat], state.sides[1 - seat]
    assert mine.hand == real_mine.hand and sorted(mine.deck) == sorted(real_mine.deck)
    assert len(foe.hand) == len(real_foe.hand) and len(foe.deck) == len(real_foe.deck)
    assert sorted(foe.hand + foe.deck) == sorted(real_foe.hand + real_foe.deck)
    assert guess.view(seat)["sides"] == state.view(seat)["sides"]
    assert guess.rng.state != state.rng.state
    assert (
        determinise(_hide_differently(state, seat, 3), seat, Rng(5)).to_json()["payload"]
        == guess.to_json()["payload"]
    )
