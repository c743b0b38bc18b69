"""Lux Nova's integer action space: codes round-trip, apply_code plays exactly like apply, the
history stores codes and reads back as actions, records and snapshots are unchanged."""

from __future__ import annotations

import pytest

from cardtable.engine.errors import IllegalActionError
from cardtable.engine.record import GameRecord, replay, same_state
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng
from cardtable.games.lux_nova.actions import Place
from cardtable.games.lux_nova.state import LuxNovaState

REGISTRY = default_registry()


def fresh(seed: int = 3) -> LuxNovaState:
    return REGISTRY.new_game("lux-nova", ["Ana", "Bo"], seed)  # type: ignore[return-value]


def test_every_legal_action_round_trips_through_its_code() -> None:
    state = fresh()
    rng = Rng(1)
    for _ in range(6):
        state.apply_code(state.random_code(rng))
    actions = state.legal_actions()
    codes = [state.encode(a) for a in actions]
    assert len(set(codes)) == len(codes)
    assert [state.decode(c) for c in codes] == actions


def test_codes_and_values_play_the_same_game() -> None:
    by_code, by_value = fresh(), fresh()
    rng_a, rng_b = Rng(9), Rng(9)
    while not by_code.is_over:
        by_code.apply_code(by_code.random_code(rng_a))
        by_value.apply(by_value.random_action(rng_b))
    assert same_state(by_code, by_value)
    assert all(type(item) is int for item in by_code.history.codes())
    assert list(by_code.history) == list(by_value.history) and isinstance(by_code.history[-1], Place)
    record = GameRecord.from_state(by_code)
    assert same_state(replay(record, REGISTRY), by_code)
    assert same_state(LuxNovaState.from_json(by_code.to_json()), by_code)


def test_an_illegal_code_is_refused_and_changes_nothing() -> None:
    state = fresh()
    before = state.to_json()
    with pytest.raises(IllegalActionError):
        state.apply_code(10**12)  # no such card number
    not_in_hand = next(c for c in state.catalog.order if c not in state.hands[state.turn])
    with pytest.raises(IllegalActionError, match="not in"):
        state.apply_code(state.encode(Place(not_in_hand, 1, 0, 0)))
    with pytest.raises(IllegalActionError, match="no edge"):
        state.apply_code(state.encode(Place(state.hands[state.turn][0], 5, 5, 0)))
    assert state.to_json() == before


def test_a_copy_keeps_codes_apart_from_the_original() -> None:
    state = fresh()
    rng = Rng(2)
    state.apply_code(state.random_code(rng))
    other = state.copy()
    other.apply_code(other.random_code(rng))
    assert len(state.history) == 1 and len(other.history) == 2
    assert other.history[0] == state.history[0]
