"""Each game's cheap invariants (run after every action of a sampled simulation) see a lost card,
and say nothing about a sound position."""

from __future__ import annotations

import pytest

from cardtable.engine.bots import RandomBot
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng

REGISTRY = default_registry()


def mid_game(game_id: str):
    state = REGISTRY.new_game(game_id, ["Ana", "Bo"], 21)
    bot, rng = RandomBot(), Rng(4)
    for _ in range(12):
        state.apply(bot.choose(state, rng))
    return state


@pytest.mark.parametrize("game_id", ["lux-nova", "aether-lanes"])
def test_a_lost_card_is_seen_by_the_cheap_invariants(game_id: str) -> None:
    impl = REGISTRY.get(game_id).load()
    state = mid_game(game_id)
    assert impl.cheap_invariants(state) == [] and impl.invariants(state) == []
    deck = state.deck if game_id == "lux-nova" else state.sides[0].deck
    deck.pop()
    problems = impl.cheap_invariants(state)
    assert problems and problems == impl.invariants(state)
