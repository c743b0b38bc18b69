"""Computer players shared by every game: random, and greedy over a game's own evaluation."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Protocol, TypeVar, runtime_checkable

from cardtable.engine.actions import Action
from cardtable.engine.lookahead import trial
from cardtable.engine.rng import Rng
from cardtable.engine.state import GameState

Evaluation = Callable[[GameState, int], float]
ActionScore = Callable[[GameState, Action, int], float]
T = TypeVar("T")

TIE = 1e-9
"""Scores this close are equal (:func:`top_scored`)."""


def top_scored(scored: Iterable[tuple[T, float]]) -> list[T]:
    """The items of the highest score, in their order: a score within :data:`TIE` of the best so
    far ties with it, one higher by more starts the list again. A bot picks one at random."""
    best: list[T] = []
    best_score = -math.inf
    for item, score in scored:
        if score > best_score + TIE:
            best_score, best = score, [item]
        elif abs(score - best_score) <= TIE:
            best.append(item)
    return best


class Bot(Protocol):
    """A computer seat. ``choose`` must not change ``state``."""

    name: str

    def choose(self, state: GameState, rng: Rng) -> Action: ...


@runtime_checkable
class CodeBot(Protocol):
    """A bot that can also answer with an integer action code (``GameState.encode``): what the
    simulator asks for in games with an integer hot path (a state with ``random_code``)."""

    def choose_code(self, state: GameState, rng: Rng) -> int: ...


class RandomBot:
    """Picks uniformly among the legal actions (or the game's own fast sampler)."""

    name = "random"

    def choose(self, state: GameState, rng: Rng) -> Action:
        return state.random_action(rng)

    def choose_code(self, state: GameState, rng: Rng) -> int:
        """:meth:`choose` as a code, drawing the same random numbers (so the same games)."""
        if state.samples_codes():
            return state.random_code(rng)
        return state.encode(self.choose(state, rng))


class GreedyBot:
    """Takes the action whose result the game's evaluation likes best for the acting seat.

    Give it either ``score_action`` (a fast score of an action without applying it) or
    ``evaluate`` (a score of the position after applying the action to a copy). Ties are broken by
    ``tie_break`` (higher is better) and then at random.
    """

    def __init__(
        self,
        *,
        evaluate: Evaluation | None = None,
        score_action: ActionScore | None = None,
        tie_break: ActionScore | None = None,
        name: str = "greedy",
    ) -> None:
        if (evaluate is None) == (score_action is None):
            raise ValueError("give exactly one of evaluate= or score_action=")
        self.name = name
        self._evaluate = evaluate
        self._score_action = score_action
        self._tie_break = tie_break

    def score(self, state: GameState, action: Action, seat: int) -> float:
        if self._score_action is not None:
            return self._score_action(state, action, seat)
        assert self._evaluate is not None
        return self._evaluate(trial(state, action), seat)

    def choose(self, state: GameState, rng: Rng) -> Action:
        seat = state.to_act
        assert seat is not None
        best: list[Action] = []
        best_key: tuple[float, float] | None = None
        for action in state.legal_actions():
            tie = self._tie_break(state, action, seat) if self._tie_break else 0.0
            key = (self.score(state, action, seat), tie)
            if best_key is None or key > best_key:
                best_key, best = key, [action]
            elif key == best_key:
                best.append(action)
        return rng.choice(best)
