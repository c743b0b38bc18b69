"""Autosaves: one JSON game record per unfinished match, written atomically.

A save that cannot be read is moved aside into ``saves/damaged/`` (never deleted) and reported;
the other saves still load. Finished matches move to ``saves/finished/`` so nothing is lost.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import json
import os
import re
from pathlib import Path
from typing import Any

from cardtable.persistence.atomic import atomic_write_text
from cardtable.persistence.locks import MatchLock
from cardtable.persistence.paths import saves_dir

SAVE_SUFFIX = ".json"
MAX_SAVE_BYTES = 8 * 1024 * 1024
"""A save is a few KB; anything this big is not one of ours (and is not read into memory)."""
MATCH_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")
"""What a match id may be: it names files, so no separators, dots or other surprises."""
MAX_PLAYERS = 16


class UnsafeMatchId(ValueError):
    """A match id that is not a plain file name; it is never used as a path."""

    def __init__(self, match_id: object) -> None:
        super().__init__(
            f"the match id {str(match_id)[:40]!r} is not valid (letters, digits, '-' and '_' only)"
        )


def check_match_id(match_id: object) -> str:
    """``match_id`` if it is safe to use in a file name; raises UnsafeMatchId otherwise."""
    if not isinstance(match_id, str) or not MATCH_ID.match(match_id):
        raise UnsafeMatchId(match_id)
    return match_id


def record_problem(data: object) -> str | None:
    """Why ``data`` is not a game record the menu can list (``None`` if it looks like one). The
    full schema check and the replay happen when the match is resumed."""
    if not isinstance(data, dict) or data.get("format") != "cardtable-record":
        return "not a cardtable game record"
    if not isinstance(data.get("game"), str):
        return "no game named"
    match_id = data.get("match_id")
    if match_id is not None and (not isinstance(match_id, str) or not MATCH_ID.match(match_id)):
        return "its match id is not valid"
    players = data.get("players")
    if (
        not isinstance(players, list)
        or not 1 <= len(players) <= MAX_PLAYERS
        or not all(isinstance(p, str) for p in players)
    ):
        return "its players are not a list of names"
    actions = data.get("actions", [])
    if not isinstance(actions, list) or not all(
        isinstance(a, dict) and isinstance(a.get("kind"), str) for a in actions
    ):
        return "its actions are not a list of actions"
    if not isinstance(data.get("updated", ""), str):
        return "its date is not text"
    return None


def read_json_file(path: Path, limit: int = MAX_SAVE_BYTES) -> Any:
    """Parse a JSON file; raises ValueError with a short reason (too big, not text, damaged,
    nested too deeply) or OSError."""
    with open(path, "rb") as stream:
        raw = stream.read(limit + 1)
    if len(raw) > limit:
        raise ValueError(f"larger than {limit // (1024 * 1024)} MB")
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise ValueError("not text") from None
    except json.JSONDecodeError as error:
        raise ValueError(f"damaged JSON at line {error.lineno}") from None
    except RecursionError:
        raise ValueError("nested too deeply") from None


@dataclasses.dataclass(frozen=True, slots=True)
class SaveEntry:
    """A readable save: its path and its raw record data (validated when resumed)."""

    path: Path
    data: dict[str, Any]

    @property
    def match_id(self) -> str:
        return str(self.data.get("match_id", self.path.stem))

    @property
    def game(self) -> str:
        return str(self.data.get("game", "?"))

    @property
    def updated(self) -> str:
        return str(self.data.get("updated", ""))

    def summary(self) -> str:
        players = ", ".join(str(p) for p in self.data.get("players", [])) or "?"
        count = len(self.data.get("actions", []))
        when = self.updated.replace("T", " ")[:16]
        return f"{players} - {count} actions - saved {when}"


@dataclasses.dataclass(frozen=True, slots=True)
class SaveScan:
    """Result of scanning the saves folder."""

    entries: tuple[SaveEntry, ...]
    problems: tuple[str, ...]


class SaveStore:
    """The saves folder."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root or saves_dir()

    def path_for(self, match_id: str) -> Path:
        """The save file of a match; raises UnsafeMatchId for an id that is not a plain name."""
        return self.root / f"{check_match_id(match_id)}{SAVE_SUFFIX}"

    def finished_path(self, match_id: str) -> Path:
        return self.root / "finished" / f"{check_match_id(match_id)}{SAVE_SUFFIX}"

    def claim(self, match_id: str) -> MatchLock:
        """Lock a match for this process; raises MatchInUse when another window has it."""
        return MatchLock.acquire(self.root / ".locks", check_match_id(match_id))

    def write(self, match_id: str, data: dict[str, Any]) -> None:
        """Write a record atomically. Raises OSError when the folder is not writable."""
        atomic_write_text(self.path_for(match_id), json.dumps(data, separators=(",", ":")))

    def finish(self, match_id: str, data: dict[str, Any]) -> None:
        """Move a finished match out of the unfinished saves (kept under finished/)."""
        atomic_write_text(self.finished_path(match_id), json.dumps(data))
        try:
            self.path_for(match_id).unlink()
        except FileNotFoundError:
            pass

    def move_aside(self, path: Path, reason: str) -> str:
        """Move a damaged save into damaged/ and return the message to show."""
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        target = self.root / "damaged" / f"{path.stem}-{stamp}{path.suffix}"
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(path, target)
        except OSError as error:
            return (
                f"Save {path.name} cannot be read ({reason}) and could not be moved aside ({error.strerror})."
            )
        return f"Save {path.name} cannot be read ({reason}); it was moved to {target}."

    def scan(self) -> SaveScan:
        """Every readable unfinished save, newest first; damaged ones are moved aside."""
        entries: list[SaveEntry] = []
        problems: list[str] = []
        if not self.root.is_dir():
            return SaveScan((), ())
        for path in sorted(self.root.glob(f"*{SAVE_SUFFIX}")):
            try:
                data = read_json_file(path)
            except (OSError, ValueError) as error:
                problems.append(self.move_aside(path, _short(error)))
                continue
            problem = record_problem(data)
            if problem is None and data.get("match_id", path.stem) != path.stem:
                problem = "its match id does not match its file name"
            if problem is not None:
                problems.append(self.move_aside(path, problem))
                continue
            entries.append(SaveEntry(path, data))
        entries.sort(key=lambda e: e.updated, reverse=True)
        return SaveScan(tuple(entries), tuple(problems))

    def has_unfinished(self) -> bool:
        """Cheap check for the menu (no parsing)."""
        return self.root.is_dir() and any(self.root.glob(f"*{SAVE_SUFFIX}"))

    def latest_summary(self) -> str | None:
        """A few words on the most recently saved unfinished match, for the menu; ``None`` if
        there is none. Only the newest file is read (a damaged one still counts: Continue will
        report it)."""
        if not self.root.is_dir():
            return None
        paths = list(self.root.glob(f"*{SAVE_SUFFIX}"))
        if not paths:
            return None
        try:
            newest = max(paths, key=lambda p: p.stat().st_mtime)
            data = read_json_file(newest)
            if record_problem(data) is not None:
                return "a save that may be damaged"
            game = str(data["game"]).replace("-", " ").title()
            players = " vs ".join(data["players"])
            count = len(data.get("actions", []))
            return f"{game}: {players}, {count} action{'' if count == 1 else 's'}"
        except (OSError, ValueError, KeyError, TypeError):
            return "a save that may be damaged"

    def finished_ids(self) -> dict[str, Path]:
        """Match id -> file of every save under finished/ (a name that is not an id is skipped)."""
        folder = self.root / "finished"
        if not folder.is_dir():
            return {}
        return {p.stem: p for p in folder.glob(f"*{SAVE_SUFFIX}") if MATCH_ID.match(p.stem)}


def _short(error: Exception) -> str:
    if isinstance(error, OSError):
        return error.strerror or str(error)
    return str(error)
