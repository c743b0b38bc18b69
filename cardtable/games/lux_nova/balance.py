"""Lux Nova's part of the balance report: the final scores per seat count and variant (for solo
play: median, 90th and 99th percentile, the 99th being the par of the score attack), the winning
score, and the average points of a play by turn (a seat's first, second... play).

Counted from the final state (no event log), so every game counts.
"""

from __future__ import annotations

from collections import Counter
from itertools import repeat
from operator import add
from typing import Any

from cardtable.engine.state import GameState
from cardtable.engine.stats import Section, counter_from_json, counter_to_json, distribution


class LuxNovaBalance:
    """Score counters per (players, variant), and points per play by turn."""

    def __init__(self, players: int = 2, options: Any = None) -> None:
        self.scores: dict[str, Counter[int]] = {}
        self.winning: dict[str, Counter[int]] = {}
        self.turn_points: dict[str, list[int]] = {}
        self.turn_plays: dict[str, list[int]] = {}
        self._rows: dict[str, tuple[Counter[int], Counter[int], list[int], list[int]]] = {}
        """key -> its four rows above (looked up once per game)."""

    def _rows_of(self, key: str) -> tuple[Counter[int], Counter[int], list[int], list[int]]:
        rows = self._rows.get(key)
        if rows is None:
            rows = self._rows[key] = (
                self.scores.setdefault(key, Counter()),
                self.winning.setdefault(key, Counter()),
                self.turn_points.setdefault(key, []),
                self.turn_plays.setdefault(key, []),
            )
        return rows

    def add(self, state: GameState) -> None:
        players = state.num_players
        variant = state.variant  # type: ignore[attr-defined]
        scores_count, winning, points, plays = self._rows_of(f"{players}p {variant}")
        scores = state.scores  # type: ignore[attr-defined]
        for score in scores:
            scores_count[score] += 1
        winning[max(scores)] += 1
        made: list[list[int]] = [[] for _ in range(players)]  # per seat, its plays' points in order
        appends = [row.append for row in made]
        for seat, value in state.plays:  # type: ignore[attr-defined]
            appends[seat](value)
        for row in made:
            count = len(row)
            if count > len(points):
                points.extend([0] * (count - len(points)))
                plays.extend([0] * (count - len(plays)))
            points[:count] = map(add, points, row)
            plays[:count] = map(add, plays, repeat(1, count))

    def merge(self, other: LuxNovaBalance) -> None:
        for key, counts in other.scores.items():
            self.scores.setdefault(key, Counter()).update(counts)
        for key, counts in other.winning.items():
            self.winning.setdefault(key, Counter()).update(counts)
        for key in other.turn_points:
            for mine, theirs in ((self.turn_points, other.turn_points), (self.turn_plays, other.turn_plays)):
                row = mine.setdefault(key, [])
                extra = theirs[key]
                row.extend([0] * (len(extra) - len(row)))
                for turn, value in enumerate(extra):
                    row[turn] += value

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": {k: counter_to_json(v) for k, v in self.scores.items()},
            "winning": {k: counter_to_json(v) for k, v in self.winning.items()},
            "turn_points": self.turn_points,
            "turn_plays": self.turn_plays,
        }

    def load(self, data: dict[str, Any]) -> None:
        self._rows = {}
        self.scores = {k: counter_from_json(v) for k, v in data["scores"].items()}
        self.winning = {k: counter_from_json(v) for k, v in data["winning"].items()}
        self.turn_points = {k: [int(n) for n in v] for k, v in data["turn_points"].items()}
        self.turn_plays = {k: [int(n) for n in v] for k, v in data["turn_plays"].items()}

    def results(self) -> dict[str, Any]:
        figures: dict[str, Any] = {}
        for key in sorted(self.scores):
            points, plays = self.turn_points[key], self.turn_plays[key]
            figures[key] = {
                "scores": distribution(self.scores[key], bins=10, extra=(0.9, 0.99)),
                "winning_score": distribution(self.winning[key], bins=10, extra=(0.9, 0.99)),
                "points_per_play_by_turn": [round(p / n, 3) if n else None for p, n in zip(points, plays)],
            }
            if key.startswith("1p "):
                scores = figures[key]["scores"]
                figures[key]["solo_par"] = {
                    "median": scores["median"],
                    "p90": scores["p90"],
                    "p99": scores["p99"],
                    "par": scores["p99"],
                }
        return {"lux_nova": figures}

    def sections(self, results: dict[str, Any]) -> list[Section]:
        figures = results.get("lux_nova") or {}
        sections = []
        for key, figure in figures.items():
            scores = figure["scores"]
            histogram = " ".join(f"{a}-{b}:{c}" if a != b else f"{a}:{c}" for a, b, c in scores["histogram"])
            rows = [
                (
                    "every seat's final score",
                    scores["median"],
                    f"{scores['p5']}-{scores['p95']}",
                    scores["p90"],
                    scores["p99"],
                    scores["mean"],
                )
            ]
            winning = figure["winning_score"]
            if not key.startswith("1p "):
                rows.append(
                    (
                        "the winning score",
                        winning["median"],
                        f"{winning['p5']}-{winning['p95']}",
                        winning["p90"],
                        winning["p99"],
                        winning["mean"],
                    )
                )
            note = f"histogram {histogram}"
            if "solo_par" in figure:
                note = f"solo par (99th percentile) = {figure['solo_par']['par']} points; " + note
            sections.append(
                Section(
                    f"Scores ({key})", ("", "median", "5th-95th", "90th", "99th", "mean"), tuple(rows), note
                )
            )
            by_turn = figure["points_per_play_by_turn"]
            turn_rows = []
            for first in range(0, len(by_turn), 6):
                values = by_turn[first : first + 6]
                turn_rows.append(
                    (
                        f"{first + 1}-{first + len(values)}",
                        " ".join("-" if v is None else f"{v:5.2f}" for v in values),
                    )
                )
            sections.append(
                Section(
                    f"Average points per play, by turn ({key})",
                    ("turns", "points per play"),
                    tuple(turn_rows),
                    "turn n = each seat's n-th play",
                )
            )
        return sections
