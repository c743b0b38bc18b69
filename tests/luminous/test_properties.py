"""Properties over random games: no card made or lost, the box conserved, every game ends,
records replay to the identical state, snapshots round-trip, views hide what they must, and an
illegal action leaves the state exactly as it was."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine.bots import RandomBot
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.invariants import generic_problems
from cardtable.engine.record import replay_state, same_state
from cardtable.engine.registry import GameRegistry
from cardtable.engine.rng import Rng
from cardtable.games.luminous import INFO
from cardtable.games.luminous.actions import CODEC, Attack, Block, Play, PlayOrb
from cardtable.games.luminous.impl import IMPL
from cardtable.games.luminous.state import LuminousState

DECKS = ["jeddos", "silgar", "rya-jin"]
REGISTRY = GameRegistry([INFO])


def play(state: LuminousState, seed: int, check: bool = True, limit: int = 6000) -> int:
    bot, rng = RandomBot(), Rng(seed)
    actions = 0
    while not state.is_over:
        state.apply(bot.choose(state, rng))
        actions += 1
        if check:
            assert IMPL.invariants(state) == [], IMPL.invariants(state)
            assert generic_problems(state) == []
        assert actions < limit
    return actions


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**40), a=st.sampled_from(DECKS), b=st.sampled_from(DECKS), shared=st.booleans())
def test_random_games_keep_every_card_and_end(seed: int, a: str, b: str, shared: bool) -> None:
    state = LuminousState(["Ana", "Bo"], seed, {"decks": [a, b], "shared_box": shared})
    play(state, seed)
    assert state.outcome is not None and state.to_act is None and state.legal_actions() == []


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**40), steps=st.integers(0, 400))
def test_records_replay_identically_and_snapshots_round_trip(seed: int, steps: int) -> None:
    state = REGISTRY.new_game("luminous", ["Ana", "Bo"], seed)
    bot, rng = RandomBot(), Rng(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(bot.choose(state, rng))
    assert same_state(replay_state(state, REGISTRY), state)
    assert same_state(LuminousState.from_json(json.loads(json.dumps(state.to_json()))), state)
    assert same_state(state.copy(), state)


def test_same_seed_and_actions_give_the_same_game() -> None:
    a = REGISTRY.new_game("luminous", ["Ana", "Bo"], 77)
    b = REGISTRY.new_game("luminous", ["Ana", "Bo"], 77)
    rng = Rng(3)
    for _ in range(150):
        if a.is_over:
            break
        action = a.random_action(rng)
        a.apply(action)
        b.apply(CODEC.parse(action.notation()))
    assert same_state(a, b)


@pytest.mark.parametrize("seed", range(6))
def test_illegal_actions_leave_the_state_exactly_as_it_was(seed: int) -> None:
    state = REGISTRY.new_game("luminous", ["Ana", "Bo"], seed)
    rng = Rng(seed)
    for _ in range(60):
        if state.is_over:
            break
        state.apply(state.random_action(rng))
    before = json.dumps(state.to_json(), sort_keys=True)
    for bad in (Play("c999"), PlayOrb("purple"), Attack("c998"), Block(("c997",))):
        with pytest.raises(IllegalActionError):
            state.apply(bad)
        assert json.dumps(state.to_json(), sort_keys=True) == before


def test_every_legal_action_applies_on_a_copy() -> None:
    state = REGISTRY.new_game("luminous", ["Ana", "Bo"], 11)
    rng = Rng(11)
    for _ in range(120):
        if state.is_over:
            break
        for action in state.legal_actions():
            state.copy().apply(action)
        state.apply(state.random_action(rng))


def test_decision_value_names_the_seat_and_kind() -> None:
    state = REGISTRY.new_game("luminous", ["Ana", "Bo"], 2)
    decision = state.decision
    assert decision is not None and decision.seat == state.to_act and decision.kind == "mulligan"


def test_the_cheap_invariants_see_a_lost_card_and_a_made_orb() -> None:
    from cardtable.games.luminous.invariants import cheap_invariants

    state = REGISTRY.new_game("luminous", ["Ana", "Bo"], 21)
    rng = Rng(4)
    for _ in range(40):
        state.apply(state.random_action(rng))
    assert cheap_invariants(state) == [] and IMPL.invariants(state) == []
    state.sides[0].deck.pop()
    assert cheap_invariants(state) and cheap_invariants(state) == IMPL.invariants(state)
    state.sides[0].deck.append("c1" if "c1" not in state.sides[0].deck else "c2")
    state.pools[0].orbs["amber"] += 1
    assert cheap_invariants(state)


def _mid_game(seed: int = 21) -> LuminousState:
    state = REGISTRY.new_game("luminous", ["Ana", "Bo"], seed)
    rng = Rng(4)
    while not (state.sides[0].units and state.sides[0].relics and state.next_token > 1):
        state.apply(state.random_action(rng))
        assert not state.is_over
    assert IMPL.invariants(state) == []
    return state


def _break_token_in_hand(state: LuminousState) -> None:
    state.sides[0].hand.append(f"t{state.next_token - 1}")


def _break_double(state: LuminousState) -> None:
    state.sides[1].discard.append(state.sides[0].deck[0])


def _break_made(state: LuminousState) -> None:
    state.sides[0].hand.append("c999")


def _break_lethal(state: LuminousState) -> None:
    state.sides[0].units[0].damage = 99


def _break_relic(state: LuminousState) -> None:
    state.sides[0].relics[0].durability = 0


def _break_bloom(state: LuminousState) -> None:
    state.pools[0].blooms += 1


def _break_priority(state: LuminousState) -> None:
    state.ask("priority", 1 - state.priority.holder)


@pytest.mark.parametrize(
    ("breaker", "words"),
    [
        (_break_token_in_hand, "token outside play"),
        (_break_double, "in 2 places"),
        (_break_made, "cards created"),
        (_break_lethal, "lethal damage"),
        (_break_relic, "no durability"),
        (_break_bloom, "Blooms"),
        (_break_priority, "is asked for priority"),
    ],
)
def test_the_full_invariants_word_each_kind_of_broken_position(breaker: object, words: str) -> None:
    state = _mid_game()
    breaker(state)  # type: ignore[operator]
    problems = IMPL.invariants(state)
    assert any(words in problem for problem in problems), problems
