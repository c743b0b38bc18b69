"""Finished matches and high scores in SQLite.

Table ``matches``: one row per finished match (game, variant, players, seats, seed, scores,
winners, reason, date, number of actions). High scores are read from it: solo matches rank by
score per game and variant (and per seed for "this deal"); head-to-head records count wins per
pair of player names per game.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import json
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cardtable.persistence.paths import history_path

SCHEMA = """
CREATE TABLE IF NOT EXISTS matches (
    id INTEGER PRIMARY KEY,
    match_id TEXT UNIQUE NOT NULL,
    game TEXT NOT NULL,
    variant TEXT NOT NULL,
    players TEXT NOT NULL,
    seats TEXT NOT NULL,
    seed INTEGER NOT NULL,
    scores TEXT NOT NULL,
    winners TEXT NOT NULL,
    reason TEXT NOT NULL,
    solo INTEGER NOT NULL,
    top_score REAL,
    date TEXT NOT NULL,
    actions INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS matches_game ON matches (game, variant, solo, top_score);
"""


@dataclasses.dataclass(frozen=True, slots=True)
class FinishedMatch:
    """What is stored about one finished match."""

    match_id: str
    game: str
    variant: str
    players: tuple[str, ...]
    seats: tuple[str, ...]
    seed: int
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    reason: str
    date: str
    actions: int

    @property
    def solo(self) -> bool:
        return len(self.players) == 1


@dataclasses.dataclass(frozen=True, slots=True)
class HighScore:
    rank: int
    player: str
    score: float
    variant: str
    seed: int
    date: str
    match_id: str


@dataclasses.dataclass(frozen=True, slots=True)
class HeadToHead:
    """Record between two names in one game: wins of each, and draws or shared wins."""

    first: str
    second: str
    first_wins: int
    second_wins: int
    draws: int

    @property
    def played(self) -> int:
        return self.first_wins + self.second_wins + self.draws


class HistoryDB:
    """The SQLite file of finished matches. Every method raises sqlite3.Error/OSError on failure."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or history_path()

    def _connect(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        connection = sqlite3.connect(self.path, timeout=5)
        connection.executescript(SCHEMA)
        return connection

    def add(self, match: FinishedMatch) -> None:
        """Store a finished match (a second call for the same match id changes nothing)."""
        top = max(match.scores) if match.scores else None
        with self._connect() as db:
            db.execute(
                "INSERT OR IGNORE INTO matches (match_id, game, variant, players, seats, seed,"
                " scores, winners, reason, solo, top_score, date, actions)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    match.match_id, match.game, match.variant, json.dumps(match.players),
                    json.dumps(match.seats), match.seed, json.dumps(match.scores),
                    json.dumps(match.winners), match.reason, int(match.solo), top,
                    match.date, match.actions,
                ),
            )

    def solo_scores(
        self, game: str, variant: str | None = None, seed: int | None = None, limit: int = 10
    ) -> list[HighScore]:
        """Best solo scores, highest first (ties: the earlier date ranks higher)."""
        query = "SELECT players, top_score, variant, seed, date, match_id FROM matches WHERE game = ? AND solo = 1"
        params: list[Any] = [game]
        if variant is not None:
            query += " AND variant = ?"
            params.append(variant)
        if seed is not None:
            query += " AND seed = ?"
            params.append(seed)
        query += " ORDER BY top_score DESC, date ASC LIMIT ?"
        params.append(limit)
        with self._connect() as db:
            rows = db.execute(query, params).fetchall()
        return [
            HighScore(i + 1, json.loads(p)[0], s, v, sd, d, m)
            for i, (p, s, v, sd, d, m) in enumerate(rows)
        ]

    def solo_rank(self, game: str, score: float, variant: str, seed: int | None = None) -> tuple[int, int]:
        """(rank of ``score`` among stored solo scores, how many there are). Rank 1 = best."""
        query = "SELECT COUNT(*), SUM(top_score > ?) FROM matches WHERE game = ? AND solo = 1 AND variant = ?"
        params: list[Any] = [score, game, variant]
        if seed is not None:
            query += " AND seed = ?"
            params.append(seed)
        with self._connect() as db:
            total, better = db.execute(query, params).fetchone()
        return (int(better or 0) + 1, int(total or 0))

    def recent(self, game: str | None = None, limit: int = 20) -> list[FinishedMatch]:
        query = "SELECT match_id, game, variant, players, seats, seed, scores, winners, reason, date, actions FROM matches"
        params: list[Any] = []
        if game:
            query += " WHERE game = ?"
            params.append(game)
        query += " ORDER BY date DESC, id DESC LIMIT ?"
        params.append(limit)
        with self._connect() as db:
            rows = db.execute(query, params).fetchall()
        return [_row_to_match(row) for row in rows]

    def head_to_head(self, game: str, first: str, second: str) -> HeadToHead:
        """Wins of each name over the other in matches where both played (any seats)."""
        first_wins = second_wins = draws = 0
        with self._connect() as db:
            rows = db.execute(
                "SELECT players, winners FROM matches WHERE game = ? AND solo = 0", (game,)
            ).fetchall()
        for players_json, winners_json in rows:
            players: Sequence[str] = json.loads(players_json)
            if first not in players or second not in players:
                continue
            winner_names = {players[i] for i in json.loads(winners_json)}
            a, b = first in winner_names, second in winner_names
            if a and not b:
                first_wins += 1
            elif b and not a:
                second_wins += 1
            else:
                draws += 1
        return HeadToHead(first, second, first_wins, second_wins, draws)


def _row_to_match(row: Sequence[Any]) -> FinishedMatch:
    match_id, game, variant, players, seats, seed, scores, winners, reason, date, actions = row
    return FinishedMatch(
        match_id, game, variant, tuple(json.loads(players)), tuple(json.loads(seats)), seed,
        tuple(json.loads(scores)), tuple(json.loads(winners)), reason, date, actions,
    )


def today_iso() -> str:
    return _dt.datetime.now().isoformat(timespec="seconds")
