"""The match archive: every recorded match (finished and unfinished) as one list to watch again.

Finished matches live in ``saves/finished/``, unfinished ones in ``saves/``; their scores come
from the history when it holds them. Reading the archive replays nothing, so the list is quick;
the viewer replays the one a player opens.
"""

from __future__ import annotations

import dataclasses
import sqlite3
from pathlib import Path
from typing import Any

from cardtable.persistence.files import LeftInPlace, clip
from cardtable.persistence.history import FinishedMatch, HistoryDB
from cardtable.persistence.saves import SaveStore, read_json_file, record_problem

ARCHIVE_LIMIT = 2000
"""The most matches the archive lists (newest first)."""


@dataclasses.dataclass(frozen=True, slots=True)
class ArchiveEntry:
    """One recorded match as the archive lists it."""

    match_id: str
    game: str
    date: str
    players: tuple[str, ...]
    seats: tuple[str, ...]
    """Each seat's kind: ``"human"`` or ``"computer"``."""
    finished: bool
    actions: int
    path: Path
    scores: tuple[float, ...] | None = None
    winners: tuple[int, ...] = ()
    branched_from: str | None = None
    scenario: str = ""
    """The title of the scenario the match started from ("" for a dealt match)."""
    options: tuple[tuple[str, Any], ...] = ()
    """The record's match options (a Light deck...), as (key, value) pairs."""

    def matches(self, game: str | None = None, player: str | None = None) -> bool:
        """Kept by a filter: the game id and a part of a player's name (any case)."""
        if game and self.game != game:
            return False
        if player and not any(player.casefold() in name.casefold() for name in self.players):
            return False
        return True

    @property
    def when(self) -> str:
        return self.date.replace("T", " ")[:16]

    @property
    def score_text(self) -> str:
        return self.score_shown()

    def score_shown(self, floor: float | None = None) -> str:
        """``"12:9"`` (a winner starred), ``"playing"`` for an unfinished match, ``"-"`` if unknown;
        a score below ``floor`` (a beaten Soul) reads as the floor, as on the result screen."""
        if not self.finished:
            return "playing"
        if self.scores is None:
            return "-"
        return ":".join(
            f"{score if floor is None else max(floor, score):g}"
            f"{'*' if seat in self.winners and len(self.scores) > 1 else ''}"
            for seat, score in enumerate(self.scores)
        )

    @property
    def seats_text(self) -> str:
        return " ".join("P" if kind == "human" else "C" for kind in self.seats)


def _entry(path: Path, data: dict[str, Any], results: dict[str, FinishedMatch]) -> ArchiveEntry:
    match_id = str(data.get("match_id", path.stem))
    result = results.get(match_id)
    branch = data.get("branched_from")
    seats = tuple(
        str(seat.get("kind", "human")) if isinstance(seat, dict) else "human"
        for seat in data.get("seats", [])
    )
    return ArchiveEntry(
        match_id=match_id,
        game=str(data.get("game", "?")),
        date=str(data.get("updated") or data.get("started") or ""),
        players=tuple(clip(p, 20) for p in data.get("players", [])),
        seats=seats,
        finished=bool(data.get("finished", False)),
        actions=len(data.get("actions", [])),
        path=path,
        scores=tuple(result.scores) if result is not None else None,
        winners=tuple(result.winners) if result is not None else (),
        branched_from=str(branch["match_id"]) if isinstance(branch, dict) and "match_id" in branch else None,
        scenario=_title(data.get("scenario")),
        options=tuple((str(k), v) for k, v in options.items())
        if isinstance(options := data.get("options"), dict)
        else (),
    )


def _title(scenario: Any) -> str:
    """A scenario's title, if the record has one as text."""
    title = scenario.get("title") if isinstance(scenario, dict) else None
    return title if isinstance(title, str) else ""


def _results(history: HistoryDB | None) -> dict[str, FinishedMatch]:
    if history is None:
        return {}
    try:
        return {m.match_id: m for m in history.recent(limit=ARCHIVE_LIMIT)}
    except (OSError, sqlite3.Error):
        return {}


def scan_archive(
    store: SaveStore | None = None, history: HistoryDB | None = None
) -> tuple[list[ArchiveEntry], list[str]]:
    """Every readable recorded match, newest first, and a line per file that cannot be listed
    (nothing is moved: the archive only reads)."""
    store = store or SaveStore()
    results = _results(history)
    entries: list[ArchiveEntry] = []
    problems: list[str] = []
    paths: list[Path] = []
    for folder in (store.root, store.root / "finished"):
        try:
            paths.extend(p for p in store.listing(folder) if p.suffix == ".json")
        except OSError:
            continue
    for path in paths:
        try:
            data = read_json_file(path)
        except (OSError, ValueError, LeftInPlace) as error:
            problems.append(f"{path.name}: {error}")
            continue
        problem = record_problem(data)
        if problem is not None:
            problems.append(f"{path.name}: {problem}")
            continue
        entries.append(_entry(path, data, results))
    entries.sort(key=lambda e: e.date, reverse=True)
    return entries[:ARCHIVE_LIMIT], problems


def find_entry(entries: list[ArchiveEntry], key: str) -> ArchiveEntry | None:
    """The entry whose match id is ``key`` or starts with it (when only one does)."""
    exact = [e for e in entries if e.match_id == key]
    if exact:
        return exact[0]
    starts = [e for e in entries if e.match_id.startswith(key)]
    return starts[0] if len(starts) == 1 else None
