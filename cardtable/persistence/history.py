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
import os
import sqlite3
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from cardtable.persistence import files
from cardtable.persistence.files import clip
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
    actions INTEGER NOT NULL,
    decks TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX IF NOT EXISTS matches_game ON matches (game, variant, solo, top_score);
CREATE TABLE IF NOT EXISTS branches (
    match_id TEXT PRIMARY KEY,
    parent TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS damaged_rows (
    id INTEGER PRIMARY KEY,
    match_id TEXT,
    row TEXT NOT NULL,
    moved TEXT NOT NULL
);
"""
COLUMNS = "match_id, game, variant, players, seats, seed, scores, winners, reason, date, actions"
LOCK_RETRIES = 4
"""Attempts at a write while another window holds the database (each waits up to LOCK_WAIT)."""
LOCK_WAIT = 1.5
T = TypeVar("T")


class HistoryDamaged(Exception):
    """The database file is not a usable cardtable history."""


def _lenient_text(raw: bytes) -> str:
    """Text columns are read even when a damaged byte makes them invalid UTF-8."""
    return raw.decode("utf-8", "replace")


def _is_damage(error: sqlite3.Error) -> bool:
    """A damaged or foreign file, as opposed to a busy one or a full disk."""
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        return False
    return type(error) is sqlite3.DatabaseError or any(
        words in text
        for words in ("not a database", "malformed", "file is encrypted", "unsupported file format")
    )


TABLES = {
    "matches": (
        "id",
        "match_id",
        "game",
        "variant",
        "players",
        "seats",
        "seed",
        "scores",
        "winners",
        "reason",
        "solo",
        "top_score",
        "date",
        "actions",
        "decks",
    ),
    "damaged_rows": ("id", "match_id", "row", "moved"),
    "branches": ("match_id", "parent"),
}
"""The columns of each table, in order, as SCHEMA makes them."""
BEFORE_DECKS = TABLES["matches"][:-1]
"""The results table as it was before it kept each seat's deck (a file of that layout is sound: the
next write adds the column)."""


def _check_tables(db: sqlite3.Connection, tables: Iterable[str] = TABLES) -> None:
    """Raise sqlite3.DatabaseError (damage) if a table's columns are not those of SCHEMA: a
    damaged file can keep a readable schema whose column names were changed."""
    for table in tables:
        wanted = TABLES[table]
        found = tuple(row[1] for row in db.execute(f"PRAGMA table_info({table})"))
        if found != wanted and not (table == "matches" and found == BEFORE_DECKS):
            raise sqlite3.DatabaseError(f"the table {table} has the columns {found}, not {wanted}")


def _add_decks_column(db: sqlite3.Connection) -> None:
    """Bring a results table of the layout before decks up to date (its matches keep ``[]``)."""
    found = tuple(row[1] for row in db.execute("PRAGMA table_info(matches)"))
    if found == BEFORE_DECKS:
        db.execute("ALTER TABLE matches ADD COLUMN decks TEXT NOT NULL DEFAULT '[]'")
        db.commit()


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
    decks: tuple[Any, ...] = ()
    """Each seat's deck as the match's options named it: a starter's id, or a player's own deck
    written out in full (its list, not only its name); empty for a game without decks."""
    branched_from: str | None = None
    """The match id this one was played on from (a replay's "play on from here"); a branched
    match is marked in the high scores and head-to-head and never ranks as a solo score."""

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
    branched: int = 0
    """Matches between them played on from a replay: marked apart, never in the wins."""

    @property
    def played(self) -> int:
        return self.first_wins + self.second_wins + self.draws


class HistoryDB:
    """The SQLite file of finished matches. A damaged file is set aside (renamed, kept) and a
    fresh one started; a damaged row is moved to the ``damaged_rows`` table; each time a line is
    added to :attr:`problems` for the player. A locked file is retried; other failures raise
    sqlite3.Error/OSError."""

    def __init__(self, path: Path | None = None, *, lock_wait: float = LOCK_WAIT) -> None:
        self.path = path or history_path()
        self.lock_wait = lock_wait
        self.problems: list[str] = []

    def _connect(self) -> sqlite3.Connection:
        self._refuse_odd_file()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        connection = sqlite3.connect(self.path, timeout=self.lock_wait)
        connection.text_factory = _lenient_text
        try:
            connection.executescript(SCHEMA)
            _add_decks_column(connection)
            _check_tables(connection)
        except BaseException:
            connection.close()
            raise
        return connection

    def _run(self, work: Callable[[sqlite3.Connection], T], *, retries: int = LOCK_RETRIES) -> T:
        """Run ``work`` in a transaction: retried while the file is locked, on a fresh file once
        if this one is damaged."""
        for attempt in range(retries):
            try:
                connection = self._connect()
                try:
                    with connection:
                        return work(connection)
                finally:
                    connection.close()
            except (sqlite3.Error, UnicodeDecodeError) as error:
                if isinstance(error, UnicodeDecodeError) or _is_damage(error) or self._damaged_header(error):
                    self._set_aside(error)
                    continue
                if attempt + 1 < retries and ("locked" in str(error) or "busy" in str(error)):
                    time.sleep(0.05 * (attempt + 1))
                    continue
                raise
        raise sqlite3.OperationalError("the score table stayed locked or damaged")

    def _damaged_header(self, error: sqlite3.Error) -> bool:
        """'Read-only' although the file may be written: a damaged header says so."""
        return (
            "readonly" in str(error)
            and os.access(self.path, os.W_OK)
            and os.access(self.path.parent, os.W_OK)
        )

    def _set_aside(self, error: Exception) -> None:
        try:
            target = self.move_aside()
        except OSError as move_error:
            raise sqlite3.OperationalError(
                f"the score table {self.path} is damaged ({error}) and could not be moved aside "
                f"({move_error.strerror or move_error})"
            ) from None
        self.problems.append(
            f"The score table {self.path.name} was damaged ({error}); it was moved to {target.name} "
            "and a fresh one started."
        )

    def move_aside(self) -> Path:
        """Move the file (and its journal) aside as ``history-damaged-<time>.sqlite3``, never over
        another file; returns where it went. Raises OSError."""
        target = files.move_aside(self.path, self.path.parent, f"{self.path.stem}-damaged", self.path.suffix)
        for suffix in ("-journal", "-wal", "-shm"):
            try:
                os.replace(f"{self.path}{suffix}", f"{target}{suffix}")
            except OSError:
                pass
        return target

    def _matches(self, db: sqlite3.Connection, rows: list[Any]) -> list[FinishedMatch]:
        """Rows (id first, then COLUMNS) as matches; damaged rows are moved to damaged_rows."""
        result = []
        for row in rows:
            match = _row_to_match(row[1:])
            if match is None:
                self._move_row(db, row)
            else:
                result.append(match)
        return result

    def _move_row(self, db: sqlite3.Connection, row: Sequence[Any]) -> None:
        db.execute(
            "INSERT INTO damaged_rows (match_id, row, moved) VALUES (?, ?, ?)",
            (str(row[1])[:80], repr(tuple(row))[:10000], today_iso()),
        )
        db.execute("DELETE FROM matches WHERE id = ?", (row[0],))
        self.problems.append(
            f"A damaged result (match {clip(row[1], 40)}) was moved out of the score table "
            "(kept in its damaged_rows table)."
        )

    def _refuse_odd_file(self) -> None:
        """Raise sqlite3.OperationalError (not damage: nothing is moved) when something other
        than a regular file has the history's name; SQLite would wait forever on a pipe."""
        reason = files.odd_file(self.path)
        if reason is not None:
            raise sqlite3.OperationalError(f"the score table {self.path} {reason}")

    def _read_only(self) -> sqlite3.Connection:
        self._refuse_odd_file()
        connection = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, timeout=self.lock_wait)
        connection.text_factory = _lenient_text
        return connection

    def odd_file(self) -> str | None:
        """Why the history's name is taken by something that is not a file (``None`` if not)."""
        return files.odd_file(self.path)

    def damage(self) -> str | None:
        """Why the file is damaged, by SQLite's full integrity check and the tables' columns
        (read only; ``None`` if it is sound or missing). Raises sqlite3.Error/OSError when it
        cannot be read at all for another reason (a pipe, a lock, permissions)."""
        if not self.path.exists():
            return None
        try:
            connection = self._read_only()
            try:
                verdicts = [row[0] for row in connection.execute("PRAGMA integrity_check(5)")]
                if verdicts != ["ok"]:
                    return clip("; ".join(str(v) for v in verdicts), 200)
                tables = {
                    r[0] for r in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
                }
                if tables & set(TABLES):
                    _check_tables(connection, tables & set(TABLES))
            finally:
                connection.close()
        except (sqlite3.Error, UnicodeDecodeError) as error:
            if isinstance(error, sqlite3.Error) and not _is_damage(error):
                raise
            return clip(error, 200)
        return None

    def inspect(self) -> list[str]:
        """What is wrong with the file, read only (nothing is moved): an empty list if nothing."""
        if not self.path.exists() and self.odd_file() is None:
            return []
        try:
            damage = self.damage()
            if damage is not None:
                return [f"The score table {self.path.name} is damaged ({damage})."]
            connection = self._read_only()
            try:
                tables = {
                    r[0] for r in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
                }
                if "matches" not in tables:
                    return []
                rows = connection.execute(f"SELECT id, {COLUMNS} FROM matches").fetchall()
            finally:
                connection.close()
        except (sqlite3.Error, UnicodeDecodeError) as error:
            if isinstance(error, sqlite3.Error) and not _is_damage(error):
                return [f"The score table {self.path.name} cannot be read ({clip(error, 200)})."]
            return [f"The score table {self.path.name} is damaged ({clip(error, 200)})."]
        bad = [row for row in rows if _row_to_match(row[1:]) is None]
        return [f"A damaged result (match {clip(row[1], 40)}) is in the score table." for row in bad]

    def salvage(self) -> list[FinishedMatch]:
        """Every result that can still be read from the file, damaged or not (read only; what
        cannot be read is skipped). Raises sqlite3.Error/OSError when the file cannot be opened."""
        found: list[FinishedMatch] = []
        connection = self._read_only()
        try:
            cursor = connection.execute(f"SELECT id, {COLUMNS} FROM matches NOT INDEXED ORDER BY id")
            while True:
                try:
                    row = cursor.fetchone()
                except (sqlite3.Error, UnicodeDecodeError):
                    break  # the rest of the table is beyond the damage
                if row is None:
                    break
                match = _row_to_match(row[1:])
                if match is not None:
                    found.append(match)
        except sqlite3.Error:
            pass  # no readable table of results
        try:
            found = _with_parents(connection, found)  # a branched match stays marked
        except sqlite3.Error:
            pass  # no readable table of branches: the finished saves still name their parents
        finally:
            connection.close()
        return found

    def decks_of(self, match_id: str) -> list[Any]:
        """The decks the seats of a stored match played (see ``FinishedMatch.decks``; ``[]`` for a
        game without decks, a match stored before decks were kept, or an unreadable value)."""

        def read(db: sqlite3.Connection) -> list[Any]:
            row = db.execute("SELECT decks FROM matches WHERE match_id = ?", (match_id,)).fetchone()
            try:
                value = json.loads(row[0]) if row else []
            except (TypeError, ValueError):
                return []
            return value if isinstance(value, list) else []

        return self._run(read)

    def match_ids(self) -> set[str]:
        """The ids of every stored match."""
        return self._run(lambda db: {str(r[0]) for r in db.execute("SELECT match_id FROM matches")})

    def check(self) -> int:
        """Read every row (damaged ones are moved aside); returns how many matches are stored."""
        return self._run(
            lambda db: len(self._matches(db, db.execute(f"SELECT id, {COLUMNS} FROM matches").fetchall()))
        )

    def add(self, match: FinishedMatch) -> None:
        """Store a finished match (a second call for the same match id changes nothing)."""
        top = max(match.scores) if match.scores else None

        def insert(db: sqlite3.Connection) -> None:
            db.execute(
                "INSERT OR IGNORE INTO matches (match_id, game, variant, players, seats, seed,"
                " scores, winners, reason, solo, top_score, date, actions, decks)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    match.match_id,
                    match.game,
                    match.variant,
                    json.dumps(match.players),
                    json.dumps(match.seats),
                    match.seed,
                    json.dumps(match.scores),
                    json.dumps(match.winners),
                    match.reason,
                    int(match.solo),
                    top,
                    match.date,
                    match.actions,
                    json.dumps(list(match.decks)),
                ),
            )
            if match.branched_from is not None:
                db.execute(
                    "INSERT OR IGNORE INTO branches (match_id, parent) VALUES (?, ?)",
                    (match.match_id, match.branched_from),
                )

        self._run(insert)

    def solo_scores(
        self, game: str, variant: str | None = None, seed: int | None = None, limit: int = 10
    ) -> list[HighScore]:
        """Best solo scores, highest first (ties: the earlier date ranks higher)."""
        query = f"SELECT id, {COLUMNS} FROM matches WHERE game = ? AND solo = 1 AND {NOT_BRANCHED}"
        params: list[Any] = [game]
        if variant is not None:
            query += " AND variant = ?"
            params.append(variant)
        if seed is not None:
            query += " AND seed = ?"
            params.append(seed)
        query += " ORDER BY top_score DESC, date ASC LIMIT ?"
        params.append(limit)
        matches = self._run(lambda db: self._matches(db, db.execute(query, params).fetchall()))
        return [
            HighScore(i + 1, m.players[0], max(m.scores), m.variant, m.seed, m.date, m.match_id)
            for i, m in enumerate(matches)
        ]

    def solo_rank(self, game: str, score: float, variant: str, seed: int | None = None) -> tuple[int, int]:
        """(rank of ``score`` among stored solo scores, how many there are). Rank 1 = best."""
        query = (
            "SELECT COUNT(*), SUM(top_score > ?) FROM matches"
            f" WHERE game = ? AND solo = 1 AND variant = ? AND {NOT_BRANCHED}"
        )
        params: list[Any] = [score, game, variant]
        if seed is not None:
            query += " AND seed = ?"
            params.append(seed)
        total, better = self._run(lambda db: db.execute(query, params).fetchone())
        return (int(better or 0) + 1, int(total or 0))

    def recent(self, game: str | None = None, limit: int = 20) -> list[FinishedMatch]:
        query = f"SELECT id, {COLUMNS} FROM matches"
        params: list[Any] = []
        if game:
            query += " WHERE game = ?"
            params.append(game)
        query += " ORDER BY date DESC, id DESC LIMIT ?"
        params.append(limit)

        def read(db: sqlite3.Connection) -> list[FinishedMatch]:
            matches = self._matches(db, db.execute(query, params).fetchall())
            return _with_parents(db, matches)

        return self._run(read)

    def branches(self) -> dict[str, str]:
        """Match id -> the match it was played on from, for every branched match stored."""
        return self._run(lambda db: {str(r[0]): str(r[1]) for r in db.execute("SELECT * FROM branches")})

    def head_to_head(
        self, game: str, first: str, second: str, seats: tuple[str, str] | None = None
    ) -> HeadToHead:
        """Wins of each name over the other in matches where both played (any seats).

        With ``seats`` (the seat kinds as stored, e.g. ``("human", "computer:strong")``) a player is
        a name *in that kind of seat*: a person called Bo and a computer seat called Bo are not
        the same contender, so their records never merge."""
        first_wins = second_wins = draws = branched = 0
        matches = self._run(
            lambda db: _with_parents(
                db,
                self._matches(
                    db,
                    db.execute(
                        f"SELECT id, {COLUMNS} FROM matches WHERE game = ? AND solo = 0", (game,)
                    ).fetchall(),
                ),
            )
        )
        for match in matches:
            sat = dict(zip(match.players, match.seats, strict=False))
            if first not in sat or second not in sat:
                continue
            if seats is not None and (sat[first], sat[second]) != seats:
                continue
            if match.branched_from is not None:  # played on from a replay: counted apart
                branched += 1
                continue
            winner_names = {match.players[i] for i in match.winners}
            a, b = first in winner_names, second in winner_names
            if a and not b:
                first_wins += 1
            elif b and not a:
                second_wins += 1
            else:
                draws += 1
        return HeadToHead(first, second, first_wins, second_wins, draws, branched)


NOT_BRANCHED = "match_id NOT IN (SELECT match_id FROM branches)"
"""SQL: the match was not played on from a replay (only those rank as solo scores)."""


def _with_parents(db: sqlite3.Connection, matches: list[FinishedMatch]) -> list[FinishedMatch]:
    """The matches with ``branched_from`` filled in from the branches table."""
    parents = {str(r[0]): str(r[1]) for r in db.execute("SELECT match_id, parent FROM branches")}
    return [
        dataclasses.replace(m, branched_from=parents[m.match_id]) if m.match_id in parents else m
        for m in matches
    ]


def _json_list(text: Any, kind: type | tuple[type, ...]) -> tuple[Any, ...] | None:
    if not isinstance(text, str) or len(text) > 100_000:
        return None
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(value, list) or not all(isinstance(v, kind) and not isinstance(v, bool) for v in value):
        return None
    return tuple(value)


def _row_to_match(row: Sequence[Any]) -> FinishedMatch | None:
    """A stored row as a match, or ``None`` if any of its values is damaged."""
    match_id, game, variant, players, seats, seed, scores, winners, reason, date, actions = row
    names = _json_list(players, str)
    seat_kinds = _json_list(seats, str)
    points = _json_list(scores, (int, float))
    won = _json_list(winners, int)
    if names is None or not names or seat_kinds is None or points is None or won is None:
        return None
    if len(points) != len(names) or any(not 0 <= w < len(names) for w in won):
        return None
    texts = (match_id, game, variant, reason, date)
    if (
        not all(isinstance(t, str) for t in texts)
        or not isinstance(seed, int)
        or not isinstance(actions, int)
    ):
        return None
    return FinishedMatch(match_id, game, variant, names, seat_kinds, seed, points, won, reason, date, actions)


def today_iso() -> str:
    return _dt.datetime.now().isoformat(timespec="seconds")
