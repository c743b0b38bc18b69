"""The computer seats: the random bot never concedes, the greedy bot plays sensibly and beats it."""

from __future__ import annotations

from cardtable.engine.bots import RandomBot
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes.actions import Cast, Concede, EndTurn, Summon
from cardtable.games.aether_lanes.bots import AetherBot
from cardtable.games.aether_lanes.impl import IMPL
from tests.aether_lanes.helpers import duel, hand


def test_the_registry_offers_random_and_greedy() -> None:
    assert set(IMPL.bots) >= {"random", "greedy"}


def test_the_random_bot_never_concedes() -> None:
    state = duel({"hand": ["cinder-hound", "kindle"]})
    rng = Rng(3)
    for _ in range(200):
        assert not isinstance(state.random_action(rng), Concede)


def test_greedy_takes_a_lethal_hit_and_leaves_the_state_alone() -> None:
    state = duel({"aether": 4, "hand": ["firebrand", "cinder-hound"], "lanes": {"aggressive": {"card": "ember-imp", "exhausted": True}}},
                 {"soul": 4})
    before = state.to_json()
    choice = AetherBot().choose(state, Rng(1))
    assert state.to_json() == before
    assert isinstance(choice, Cast) and choice.target == "p1"


def test_greedy_holds_a_gated_spell_and_summons_first() -> None:
    state = duel({"aether": 5, "hand": ["firebrand", "ember-imp"]}, {"lanes": {"balanced": {"card": "cinder-hound"}}})
    choice = AetherBot().choose(state, Rng(1))
    assert isinstance(choice, Summon) and state.ids[choice.card] == "ember-imp"
    state.apply(choice)  # the Fire Summon unlocks Firebrand, which the bot then casts
    follow = AetherBot().choose(state, Rng(1))
    assert isinstance(follow, Cast) and state.ids[follow.card] == "firebrand"


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
