"""What a simulation counts: a :class:`Tally` of plain counters that any number of workers fill
and that merge exactly (sums and counters, so the result is the same whatever the number of jobs
or the order chunks finish in), then turn into the balance figures of the report.

A game may add its own counts through a *balance collector* (``GameImpl.balance``) with the same
shape: ``add(state)``, ``merge(other)``, ``to_json()`` / ``load(data)`` (raw counts, for
``--merge``), ``results()`` (its figures for the JSON) and ``sections(results)`` (its tables).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Protocol

from cardtable.engine.state import GameState
from cardtable.engine.stats import (
    Section,
    counter_from_json,
    counter_to_json,
    distribution,
    mean,
    rate,
    wilson,
)

MAX_ERRORS_KEPT = 5


class BalanceCollector(Protocol):
    def add(self, state: GameState) -> None: ...
    def merge(self, other: Any) -> None: ...
    def to_json(self) -> dict[str, Any]: ...
    def load(self, data: dict[str, Any]) -> None: ...
    def results(self) -> dict[str, Any]: ...
    def sections(self, results: dict[str, Any]) -> list[Section]: ...


class Tally:
    """Counts over many games (no per-game data, so memory stays flat)."""

    def __init__(self, players: int, collector: BalanceCollector | None = None) -> None:
        self.players = players
        self.games = 0
        self.actions = 0
        self.errors = 0
        self.error_list: list[tuple[int, str]] = []
        """(game index, message) of the first few failures, by game index."""
        self.sole_wins = [0] * players
        self.shared_wins = [0] * players
        self.shared_games = 0
        self.draws = 0
        self.first_seat = [0] * players
        """Games each seat made the first decision of."""
        self.first_sole_wins = 0
        self.lengths: Counter[int] = Counter()
        self.scores: list[Counter[float]] = [Counter() for _ in range(players)]
        self.terminations: Counter[str] = Counter()
        self.fully_checked_games = 0
        self.checked_positions = 0
        self.cpu_seconds = 0.0
        self.max_rss_mb = 0.0
        self.collector = collector

    # ----- filling ----------------------------------------------------------------------------

    def add(self, state: GameState, actions: int) -> None:
        outcome = state.outcome
        assert outcome is not None
        self.games += 1
        self.actions += actions
        self.lengths[actions] += 1
        self.terminations[outcome.termination] += 1
        winners = outcome.winners
        first = state.history_actors[0] if state.history_actors else None
        if first is not None:
            self.first_seat[first] += 1
        if len(winners) == 1:
            self.sole_wins[winners[0]] += 1
            if winners[0] == first:
                self.first_sole_wins += 1
        elif winners:
            self.shared_games += 1
            for seat in winners:
                self.shared_wins[seat] += 1
        else:
            self.draws += 1
        for seat, score in enumerate(outcome.scores):
            self.scores[seat][score] += 1
        if self.collector is not None:
            self.collector.add(state)

    def error(self, index: int, message: str) -> None:
        self.errors += 1
        self.error_list.append((index, message))
        self.error_list.sort()
        del self.error_list[MAX_ERRORS_KEPT:]

    def merge(self, other: Tally) -> None:
        self.games += other.games
        self.actions += other.actions
        self.errors += other.errors
        self.error_list = sorted(self.error_list + other.error_list)[:MAX_ERRORS_KEPT]
        for seat in range(self.players):
            self.sole_wins[seat] += other.sole_wins[seat]
            self.shared_wins[seat] += other.shared_wins[seat]
            self.first_seat[seat] += other.first_seat[seat]
            self.scores[seat].update(other.scores[seat])
        self.shared_games += other.shared_games
        self.draws += other.draws
        self.first_sole_wins += other.first_sole_wins
        self.lengths.update(other.lengths)
        self.terminations.update(other.terminations)
        self.fully_checked_games += other.fully_checked_games
        self.checked_positions += other.checked_positions
        self.cpu_seconds += other.cpu_seconds
        self.max_rss_mb = max(self.max_rss_mb, other.max_rss_mb)
        if self.collector is not None and other.collector is not None:
            self.collector.merge(other.collector)

    # ----- raw form (for --merge) -------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "games": self.games,
            "actions": self.actions,
            "errors": self.errors,
            "error_list": [list(item) for item in self.error_list],
            "sole_wins": self.sole_wins,
            "shared_wins": self.shared_wins,
            "shared_games": self.shared_games,
            "draws": self.draws,
            "first_seat": self.first_seat,
            "first_sole_wins": self.first_sole_wins,
            "lengths": counter_to_json(self.lengths),
            "scores": [counter_to_json(c) for c in self.scores],
            "terminations": dict(sorted(self.terminations.items())),
            "fully_checked_games": self.fully_checked_games,
            "checked_positions": self.checked_positions,
            "cpu_seconds": self.cpu_seconds,
            "max_rss_mb": self.max_rss_mb,
            "collector": self.collector.to_json() if self.collector is not None else None,
        }

    def load(self, data: dict[str, Any]) -> None:
        """Fill this (empty) tally from :meth:`to_json` output."""
        self.games = int(data["games"])
        self.actions = int(data["actions"])
        self.errors = int(data["errors"])
        self.error_list = [(int(i), str(m)) for i, m in data["error_list"]]
        self.sole_wins = [int(n) for n in data["sole_wins"]]
        self.shared_wins = [int(n) for n in data["shared_wins"]]
        self.shared_games = int(data["shared_games"])
        self.draws = int(data["draws"])
        self.first_seat = [int(n) for n in data["first_seat"]]
        self.first_sole_wins = int(data["first_sole_wins"])
        self.lengths = counter_from_json(data["lengths"])
        self.scores = [counter_from_json(c) for c in data["scores"]]
        self.terminations = Counter({str(k): int(v) for k, v in data["terminations"].items()})
        self.fully_checked_games = int(data["fully_checked_games"])
        self.checked_positions = int(data["checked_positions"])
        self.cpu_seconds = float(data["cpu_seconds"])
        self.max_rss_mb = float(data["max_rss_mb"])
        if self.collector is not None and data.get("collector") is not None:
            self.collector.load(data["collector"])

    # ----- figures ----------------------------------------------------------------------------

    def results(self) -> dict[str, Any]:
        """The balance figures (the JSON's ``results``); see docs/architecture.md for each."""
        games = self.games
        sole_games = sum(self.sole_wins)
        results: dict[str, Any] = {
            "wins_per_seat": self.sole_wins[:],
            "shared_wins_per_seat": self.shared_wins[:],
            "shared_wins": self.shared_games,
            "draws": self.draws,
            "win_rate_per_seat": [rate(wins, games) for wins in self.sole_wins],
            "average_score": [round(m, 3) if (m := mean(c)) is not None else None for c in self.scores]
            if any(self.scores)
            else [],
            "score_per_seat": [distribution(c) for c in self.scores] if any(self.scores) else [],
            "first_player": self._first_player(games, sole_games),
            "length": distribution(self.lengths),
            "terminations": dict(sorted(self.terminations.items())),
        }
        if self.collector is not None:
            results.update(self.collector.results())
        return results

    def _first_player(self, games: int, sole_games: int) -> dict[str, Any] | None:
        """How often the seat that made the first decision won alone, against what an average
        seat wins alone (the sole-win games shared evenly): the edge is the difference."""
        started = sum(self.first_seat)
        if self.players < 2 or not started:
            return None
        expected = sole_games / games / self.players if games else 0.0
        figure = rate(self.first_sole_wins, started)
        low, high = wilson(self.first_sole_wins, started)
        figure.update(
            {
                "expected": round(expected, 4),
                "edge": round(self.first_sole_wins / started - expected, 4),
                "edge_low": round(low - expected, 4),
                "edge_high": round(high - expected, 4),
                "first_per_seat": self.first_seat[:],
            }
        )
        return figure
