"""The record check of fully checked games: replay and JSON round trip, logs compared as values
first and in their JSON form only when the values differ."""

from __future__ import annotations

import pytest

from cardtable.engine.checks import record_problems
from cardtable.engine.events import Event
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng
from cardtable.engine.simrun import play_one

REGISTRY = default_registry()
GAMES = ("lux-nova", "aether-lanes", "lux-aeterna", "luminous")


def _played(game: str, seed: int = 3):
    impl = REGISTRY.get(game).load()
    state = REGISTRY.new_game(game, ["A", "B"], seed, {})
    play_one(state, [impl.bots["random"]() for _ in range(2)], Rng(seed))
    return state


@pytest.mark.parametrize("game", GAMES)
def test_a_played_game_passes_and_a_changed_log_line_is_caught(game: str) -> None:
    state = _played(game)
    assert record_problems(state, REGISTRY) == []
    event = state.log[-1]
    state.log[-1] = event._replace(text=event.text + " (tampered)")
    assert record_problems(state, REGISTRY) == ["the record does not replay to the same state"]


def test_a_log_line_too_many_is_caught_by_both_checks() -> None:
    state = _played("luminous")
    state.log.append(Event("note", "a line the record does not make", None))
    assert record_problems(state, REGISTRY) == ["the record does not replay to the same state"]


def test_a_changed_state_is_caught_by_the_replay() -> None:
    state = _played("aether-lanes")
    state.sides[0].soul -= 1  # type: ignore[attr-defined]
    assert "the record does not replay to the same state" in record_problems(state, REGISTRY)
