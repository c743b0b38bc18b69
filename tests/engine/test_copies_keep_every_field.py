"""Every game's ``copy()`` keeps every field of the state: a field added later (to a game's state
or to the engine's base class) that a hand-written copy forgets fails here, instead of being
silently dropped from bots' previews and forecasts. And a copy is independent: acting on it leaves
the original exactly as it was."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng
from cardtable.engine.state import GameState

GAMES = default_registry().ids()


def _fields(state: GameState) -> set[str]:
    """The instance's own fields (its ``__dict__`` and any filled ``__slots__``)."""
    names = set(vars(state)) if hasattr(state, "__dict__") else set()
    for cls in type(state).__mro__:
        for slot in getattr(cls, "__slots__", ()):
            if hasattr(state, slot):
                names.add(slot)
    return names


def _positions(game: str, seed: int, every: int = 7, limit: int = 80) -> list[GameState]:
    """Positions of a random match of ``game``: the start, then every ``every``-th action."""
    state = default_registry().new_game(game, ["Ana", "Bo"], seed)
    rng, found = Rng(seed), [state.copy()]
    for step in range(1, limit + 1):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        if step % every == 0:
            found.append(state.copy())
    return found


def _missing(state: GameState, other: Any) -> list[str]:
    """Fields of ``state`` the copy has neither as its own nor as a class default."""
    kept = _fields(other)
    return sorted(name for name in _fields(state) - kept if not hasattr(type(other), name))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_a_copy_keeps_every_field_and_the_whole_position(game: str, seed: int) -> None:
    for state in _positions(game, seed):
        other = state.copy()
        assert type(other) is type(state)
        assert _missing(state, other) == []
        assert other.to_json() == state.to_json()
        assert other.legal_actions() == state.legal_actions()


@pytest.mark.parametrize("game", GAMES)
def test_acting_on_a_copy_leaves_the_original_as_it_was(game: str) -> None:
    for state in _positions(game, 3, every=5):
        if state.is_over:
            continue
        before = state.to_json()
        other = state.copy()
        other.apply(other.legal_actions()[-1])
        assert state.to_json() == before


def test_a_field_a_copy_forgets_is_named() -> None:
    state = default_registry().new_game(GAMES[0], ["Ana", "Bo"], 1)
    other = state.copy()
    state.added_later = 1  # type: ignore[attr-defined]
    assert _missing(state, other) == ["added_later"]
