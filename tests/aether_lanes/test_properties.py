"""Properties over random games: no card made or lost, Soul and Aether in bounds, every game ends,
records replay to the identical state, views hide what they must."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine.bots import RandomBot
from cardtable.engine.invariants import generic_problems
from cardtable.engine.record import replay_state, same_state
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes.actions import TOKEN_BASE
from cardtable.games.aether_lanes.impl import IMPL, deck_choices
from cardtable.games.aether_lanes.invariants import card_locations
from cardtable.games.aether_lanes.state import AetherState

DECK_IDS = [deck_id for deck_id, _ in deck_choices()]


def play(state: AetherState, seed: int, check: bool = True) -> int:
    bot, rng = RandomBot(), Rng(seed)
    actions = 0
    while not state.is_over:
        state.apply(bot.choose(state, rng))
        actions += 1
        if check:
            assert IMPL.invariants(state) == [], IMPL.invariants(state)
            assert generic_problems(state, check_views=False) == []
        assert actions < 5000
    return actions


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**40), a=st.sampled_from(DECK_IDS), b=st.sampled_from(DECK_IDS))
def test_random_games_keep_every_card_and_end(seed: int, a: str, b: str) -> None:
    state = AetherState(["Ana", "Bo"], seed, {"variant": "standard", "decks": [a, b]})
    play(state, seed)
    assert state.outcome is not None and state.to_act is None
    cards = [c for c in card_locations(state) if c < TOKEN_BASE]
    assert sorted(cards) == list(range(1, len(state.defs))) and len(cards) == 60
    for side in state.sides:
        # Aether gained "this turn" (Aether Well) may pass the turn's total, never the cap of 10
        assert side.soul <= 30 and 0 <= side.aether <= 10 and 0 <= side.aether_max <= 10


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**40), steps=st.integers(0, 300))
def test_records_replay_identically_and_snapshots_round_trip(seed: int, steps: int) -> None:
    state = default_registry().new_game("aether-lanes", ["Ana", "Bo"], seed)
    bot, rng = RandomBot(), Rng(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(bot.choose(state, rng))
    assert same_state(replay_state(state, default_registry()), state)
    assert same_state(AetherState.from_json(json.loads(json.dumps(state.to_json()))), state)


def test_a_copy_plays_on_exactly_like_the_original() -> None:
    state = AetherState(["Ana", "Bo"], 77, {"variant": "standard", "decks": ["dunemere", "fates-gambit"]})
    play(state.copy(), 5, check=False)
    twin = state.copy()
    play(state, 5, check=False)
    play(twin, 5, check=False)
    assert same_state(state, twin)


def test_tokens_are_tracked_apart_and_never_stand_twice() -> None:
    made = 0
    for seed in range(40):
        state = AetherState(["Ana", "Bo"], seed, {"variant": "standard", "decks": ["birdwell", "dunemere"]})
        play(state, seed)
        made += state.next_token - 1
        tokens = [c for c in card_locations(state) if c >= TOKEN_BASE]
        assert len(tokens) == len(set(tokens))
        assert all(c not in state.sides[s].discard for s in (0, 1) for c in tokens)
    assert made > 0
