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


def test_lux_nova_cheap_invariants_make_the_contract_checks_they_stand_in_for() -> None:
    from cardtable.engine.checks import cheap_check

    impl = REGISTRY.get("lux-nova").load()
    assert impl.cheap_invariants_cover_contract
    check = cheap_check(impl, 2)
    state = mid_game("lux-nova")
    assert check(state) == []
    state.deck.extend(state.hands[state.turn])  # the seat to act has no card: no legal action
    state.hands[state.turn].clear()
    problems = check(state)
    assert "the match is not over but there is no legal action" in problems
    assert any("empty hand" in problem for problem in problems)
    other = mid_game("lux-nova")
    other.turn = 5  # not a seat
    assert check(other) == ["the actor 5 is not a seat"]


def test_aether_cheap_invariants_see_an_actor_that_is_not_a_seat() -> None:
    from cardtable.engine.checks import cheap_check

    impl = REGISTRY.get("aether-lanes").load()
    assert impl.cheap_invariants_cover_contract
    state = mid_game("aether-lanes")
    check = cheap_check(impl, 2)
    assert check(state) == []
    state.active = 2
    state.stage = "main"
    assert "the actor 2 is not a seat" in check(state)
