"""Headless play of many games with bots in every seat, checking invariants after every action.

This is what ``cardtable simulate`` runs; the JSON keys it returns are a public contract.
"""

from __future__ import annotations

import resource
import sys
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cardtable.engine.bots import Bot
from cardtable.engine.data import DataError
from cardtable.engine.errors import CardtableError
from cardtable.engine.invariants import generic_problems, view_leaks
from cardtable.engine.record import replay_state, same_state
from cardtable.engine.registry import GameRegistry
from cardtable.engine.rng import Rng
from cardtable.engine.state import GameState

REPLAY_SAMPLE_EVERY = 20
"""Every this-many-th game (and the first) is also replayed from its record and round-tripped
through its JSON snapshot at the end, and both are compared with the live state."""


def max_rss_mb() -> float:
    """Peak resident memory of this process in MiB."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024, 1)


class _Tally:
    """Counts over all games without keeping any per-game data (memory stays flat)."""

    def __init__(self, players: int) -> None:
        self.wins = [0] * players
        self.shared = 0
        self.draws = 0
        self.score_sums = [0.0] * players
        self.scored_games = 0
        self.terminations: Counter[str] = Counter()
        self.first_error: str | None = None

    def add(self, state: GameState) -> None:
        outcome = state.outcome
        assert outcome is not None
        self.terminations[outcome.termination] += 1
        if not outcome.winners:
            self.draws += 1
        elif len(outcome.winners) > 1:
            self.shared += 1
        for seat in outcome.winners:
            self.wins[seat] += 1
        if outcome.scores:
            self.scored_games += 1
            for seat, score in enumerate(outcome.scores):
                self.score_sums[seat] += score

    def as_json(self) -> dict[str, Any]:
        n = self.scored_games
        return {
            "wins_per_seat": self.wins,
            "shared_wins": self.shared,
            "draws": self.draws,
            "average_score": [round(s / n, 3) for s in self.score_sums] if n else [],
            "terminations": dict(sorted(self.terminations.items())),
        }


def play_one(
    state: GameState,
    bots: Sequence[Bot],
    rng: Rng,
    *,
    check: Callable[[GameState], list[str]] | None = None,
    max_actions: int = 100_000,
) -> int:
    """Play ``state`` to the end; return the number of actions. Raises AssertionError on a broken
    invariant."""
    actions = 0
    while (seat := state.to_act) is not None:
        action = bots[seat].choose(state, rng)
        state.apply(action)
        actions += 1
        if check is not None:
            problems = check(state)
            if problems:
                raise AssertionError(f"after action {actions} ({action}): {'; '.join(problems)}")
        if actions >= max_actions:
            raise AssertionError(f"no end after {max_actions} actions")
    if not state.is_over:
        raise AssertionError("no seat is to act but the match is not over")
    return actions


def simulate(
    registry: GameRegistry,
    game_id: str,
    games: int,
    seed: int = 0,
    bot: str = "random",
    players: int | None = None,
    options: Mapping[str, Any] | None = None,
    check_invariants: bool = True,
) -> dict[str, Any]:
    """Play ``games`` complete games and return the summary (the ``--json`` object)."""
    info = registry.get(game_id)
    impl = info.load()
    if bot not in impl.bots:
        raise CardtableError(f"unknown bot '{bot}' for {info.name}; bots: {', '.join(impl.bots)}")
    count = players or info.default_players
    names = [f"Seat {i + 1}" for i in range(count)]
    bots = [impl.bots[bot]() for _ in range(count)]
    tally = _Tally(count)
    errors = 0
    total_actions = 0
    master = Rng(seed)

    game_invariants = impl.invariants
    seats = range(count)

    def check(state: GameState) -> list[str]:
        # generic_problems(), inlined on the happy path (this runs after every action of every
        # game); any doubt goes through the full function for the wording.
        problems = game_invariants(state)
        actor = state.to_act
        if actor is None or not 0 <= actor < count or not state.has_legal_action():
            return problems + generic_problems(state, check_views=True)
        for seat in seats:
            if view_leaks(state, seat):
                return problems + generic_problems(state, check_views=True)
        return problems

    started = time.perf_counter()
    for index in range(games):
        game_seed = master.next_u64() >> 1
        try:
            state = registry.new_game(game_id, names, game_seed, options)
            checker = check if check_invariants else None
            total_actions += play_one(state, bots, Rng(game_seed ^ 0x5EED), check=checker)
            if check_invariants and index % REPLAY_SAMPLE_EVERY == 0:
                if not same_state(replay_state(state, registry), state):
                    raise AssertionError("the record does not replay to the same state")
                if not same_state(type(state).from_json(state.to_json()), state):
                    raise AssertionError("the JSON snapshot does not round-trip")
            tally.add(state)
        except DataError:
            raise  # broken card data is not a game error: stop and say what is wrong
        except (AssertionError, CardtableError, ValueError, KeyError, IndexError, TypeError) as error:
            errors += 1
            if tally.first_error is None:
                tally.first_error = f"game {index + 1} (seed {game_seed}): {error!r}"
    seconds = time.perf_counter() - started
    summary: dict[str, Any] = {
        "game": game_id,
        "games": games,
        "seed": seed,
        "bot": bot,
        "players": count,
        "actions": total_actions,
        "seconds": round(seconds, 4),
        "games_per_second": round(games / seconds, 1) if seconds else None,
        "actions_per_second": round(total_actions / seconds, 1) if seconds else None,
        "errors": errors,
        "checked": check_invariants,
        "replayed_games": len(range(0, games, REPLAY_SAMPLE_EVERY)) if check_invariants else 0,
        "results": tally.as_json(),
        "max_rss_mb": max_rss_mb(),
    }
    if tally.first_error:
        summary["first_error"] = tally.first_error
    return summary
