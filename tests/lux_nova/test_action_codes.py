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


def test_a_history_of_codes_writes_the_json_of_its_actions() -> None:
    """History.to_json reads codes through the catalog's code_json: the same JSON as the values'
    own to_json, in snapshots (also after a copy and a JSON round trip) and records."""
    state = fresh(5)
    rng = Rng(4)
    while not state.is_over:
        state.apply_code(state.random_code(rng))
    expected = [action.to_json() for action in state.history]
    assert all(type(item) is int for item in state.history.codes())
    assert state.history.to_json() == expected
    assert state.copy().to_json()["history"] == expected
    assert GameRecord.from_state(state).actions == expected
    restored = LuxNovaState.from_json(state.to_json())
    assert restored.history.to_json() == expected and restored.to_json() == state.to_json()


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


@pytest.mark.parametrize(
    ("players", "variant"),
    [(1, "basic"), (2, "basic"), (3, "basic"), (4, "basic"), (1, "advanced"), (3, "advanced")],
)
def test_play_random_plays_what_random_code_and_apply_code_play(players: int, variant: str) -> None:
    """The simulator's unchecked random seat (``play_random``, log off) draws and plays exactly
    what the checked path does: the same codes, the same final snapshot, the same union-find and
    open cells (whose order the next draws index into)."""
    names = [f"P{i}" for i in range(players)]
    for seed in range(12):
        fast = REGISTRY.new_game("lux-nova", names, seed, {"variant": variant}, log=False)
        checked = REGISTRY.new_game("lux-nova", names, seed, {"variant": variant}, log=False)
        rng_fast, rng_checked = Rng(seed ^ 77), Rng(seed ^ 77)
        while not checked.is_over:
            code = checked.random_code(rng_checked)
            checked.apply_code(code)
            assert fast.play_random(rng_fast) == code  # type: ignore[attr-defined]
            assert fast.window.areas.parent == checked.window.areas.parent  # type: ignore[attr-defined]
            assert fast.window.frontier_codes == checked.window.frontier_codes  # type: ignore[attr-defined]
        assert fast.is_over and rng_fast.state == rng_checked.state
        assert fast.to_json() == checked.to_json() and fast.undo_barrier == checked.undo_barrier
        assert fast.last == checked.last  # type: ignore[attr-defined]


def test_play_random_with_the_log_on_builds_the_events() -> None:
    fast, checked = fresh(5), fresh(5)
    rng_fast, rng_checked = Rng(4), Rng(4)
    while not checked.is_over:
        checked.apply_code(checked.random_code(rng_checked))
        fast.play_random(rng_fast)
    assert fast.to_json() == checked.to_json() and len(fast.log) > 30


def test_place_writes_the_json_every_action_writes() -> None:
    """``Place.to_json`` is spelled out for speed: it must stay the generic form."""
    from cardtable.engine.actions import Action

    for action in (Place("LN-01", 1, -2, 3), Place("LN-36", -40, 0, 0)):
        assert action.to_json() == Action.to_json(action)
        assert LuxNovaState.CODEC.from_json(action.to_json()) == action
