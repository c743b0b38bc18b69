"""Autosaves: one JSON game record per unfinished match, written atomically.

A save that cannot be read is moved aside into ``saves/damaged/`` (never deleted) and reported;
the other saves still load. Finished matches move to ``saves/finished/`` so nothing is lost.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
from pathlib import Path
from typing import Any

from cardtable.persistence import files
from cardtable.persistence.atomic import atomic_write_text
from cardtable.persistence.files import LeftInPlace, clip
from cardtable.persistence.locks import MatchLock
from cardtable.persistence.paths import saves_dir

SAVE_SUFFIX = ".json"
MAX_SAVE_BYTES = 8 * 1024 * 1024
"""A save is a few KB; anything this big is not one of ours (and is not read into memory)."""
MATCH_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")
"""What a match id may be: it names files, so no separators, dots or other surprises."""
MAX_PLAYERS = 16
SAVE_VERSION = 1
"""The record version this cardtable reads (``engine.record.RECORD_VERSION``, without importing
pydantic on the menu's path)."""
RECORD_KEYS = frozenset(
    {
        "format",
        "version",
        "match_id",
        "game",
        "players",
        "seats",
        "seed",
        "options",
        "scenario",
        "actions",
        "started",
        "updated",
        "finished",
        "unranked",
        "branched_from",
        "automatic",
    }
)
SEAT_KINDS = ("human", "computer")


class UnsafeMatchId(ValueError):
    """A match id that is not a plain file name; it is never used as a path."""

    def __init__(self, match_id: object) -> None:
        super().__init__(
            f"the match id {clip(match_id, 40)!r} is not valid (letters, digits, '-' and '_' only)"
        )


def check_match_id(match_id: object) -> str:
    """``match_id`` if it is safe to use in a file name; raises UnsafeMatchId otherwise."""
    if not isinstance(match_id, str) or not MATCH_ID.match(match_id):
        raise UnsafeMatchId(match_id)
    return match_id


def newer_version(data: object) -> str | None:
    """Why a record is from another version of cardtable (``None`` if it is of this one): such
    a save is not damaged, so it is left where it is."""
    if not isinstance(data, dict):
        return None
    version = data.get("version", SAVE_VERSION)
    if type(version) is not int or version == SAVE_VERSION:
        return None
    return (
        f"it is record version {clip(version, 20)}, and this cardtable reads version {SAVE_VERSION} only"
        + (" (it was written by a newer cardtable)" if version > SAVE_VERSION else "")
    )


def record_problem(data: object) -> str | None:
    """Why ``data`` is not a game record the menu can list and a screen can show (``None`` if it
    looks like one): every field a screen reads is checked here, with its type (``true`` is not
    a number). The full schema check and the replay happen when the match is resumed."""
    if not isinstance(data, dict) or data.get("format") != "cardtable-record":
        return "not a cardtable game record"
    unknown = sorted(str(key) for key in data if key not in RECORD_KEYS)
    if unknown:
        return f"unknown key{'s' if len(unknown) > 1 else ''}: {clip(', '.join(unknown))}"
    version = data.get("version", SAVE_VERSION)
    if type(version) is not int:
        return "its version is not a whole number"
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
    seat_problem = _seats_problem(data.get("seats"), len(players))
    if seat_problem is not None:
        return seat_problem
    if type(data.get("seed")) is not int:
        return "its seed is not a whole number"
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        return "its actions are not a list of actions"
    for number, action in enumerate(actions, 1):
        if not isinstance(action, dict) or not isinstance(action.get("kind"), str):
            return f"action {number} has no kind"
    if not isinstance(data.get("options", {}), dict):
        return "its options are not a table of options"
    for flag in ("finished", "unranked"):
        if type(data.get(flag, False)) is not bool:
            return f"its '{flag}' is not true or false"
    automatic = data.get("automatic", [])
    if not isinstance(automatic, list) or not all(type(i) is int and i >= 0 for i in automatic):
        return "its automatic steps are not a list of action numbers"
    if not isinstance(data.get("updated", ""), str) or not isinstance(data.get("started", ""), str):
        return "its date is not text"
    return None


def _seats_problem(seats: object, players: int) -> str | None:
    """Why a record's seats do not describe its players, one seat each (``None`` if they do)."""
    if seats is None:
        return "its seats are missing"
    if not isinstance(seats, list):
        return "its seats are not a list"
    if len(seats) != players:
        return f"it has {len(seats)} seat{'s' if len(seats) != 1 else ''} for {players} player{'s' if players != 1 else ''}"
    for number, seat in enumerate(seats, 1):
        if (
            not isinstance(seat, dict)
            or seat.get("kind", "human") not in SEAT_KINDS
            or not isinstance(seat.get("bot"), (str, type(None)))
            or set(seat) - {"kind", "bot"}
        ):
            return f"seat {number} is not a person or a computer"
    return None


def read_json_file(path: Path, limit: int = MAX_SAVE_BYTES) -> Any:
    """Parse a JSON file (a leading byte-order mark is skipped); raises ValueError with a short
    reason (too big, not text, damaged, nested too deeply), :class:`LeftInPlace` for what is not
    damaged but cannot be read (not a regular file, no permission), or OSError."""
    raw = files.read_regular(path, limit)
    if len(raw) > limit:
        raise ValueError(f"larger than {limit // (1024 * 1024)} MB")
    try:
        return json.loads(files.decode_text(raw))
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

    def player_names(self) -> list[str]:
        """The players' names, each cut to a screen's width."""
        return [clip(p, 20) for p in self.data.get("players", [])]

    def players_text(self, joiner: str = ", ") -> str:
        """The players' names (each cut to a screen's width) joined, ``?`` if none."""
        return joiner.join(self.player_names()) or "?"

    def summary(self) -> str:
        players = self.players_text()
        count = len(self.data.get("actions", []))
        when = self.updated.replace("T", " ")[:16]
        return f"{players} - {count} actions - saved {when}"


@dataclasses.dataclass(frozen=True, slots=True)
class SaveScan:
    """Result of scanning the saves folder: the saves that can be listed, a line per file that
    cannot, and why the folder itself cannot be read (``None`` if it can)."""

    entries: tuple[SaveEntry, ...]
    problems: tuple[str, ...]
    folder_problem: str | None = None


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

    def set_aside(self, path: Path) -> Path:
        """Move a save into damaged/ under a name no other file has (nothing is ever replaced;
        one from finished/ is named so); returns where it went. Raises OSError."""
        stem = f"finished-{path.stem}" if path.parent.name == "finished" else path.stem
        return files.move_aside(path, self.root / "damaged", stem, path.suffix)

    def move_aside(self, path: Path, reason: str) -> str:
        """Move a damaged save into damaged/ (under a name no other file has: nothing is ever
        replaced) and return the message to show."""
        try:
            target = self.set_aside(path)
        except OSError as error:
            return (
                f"Save {clip(path.name)} cannot be read ({reason}) and could not be moved aside "
                f"({error.strerror or error})."
            )
        return f"Save {clip(path.name)} cannot be read ({reason}); it was moved to {target}."

    def report(self, path: Path, error: Exception) -> str:
        """The message for a save that could not be read: one that is damaged is moved aside;
        one that is not (not a regular file, no permission, another version) is left in place."""
        if isinstance(error, OSError):
            return f"Save {clip(path.name)} {left_reason(error)}; it was left where it is."
        return self.move_aside(path, str(error))

    def listing(self, folder: Path | None = None) -> list[Path]:
        """The ``*.json`` names in ``folder`` (the saves folder by default), sorted; empty when it
        does not exist. Raises OSError when it cannot be read."""
        folder = folder or self.root
        try:
            with os.scandir(folder) as entries:
                names = [entry.name for entry in entries if entry.name.endswith(SAVE_SUFFIX)]
        except (FileNotFoundError, NotADirectoryError):
            return []
        return [folder / name for name in sorted(names)]

    def folder_problem(self) -> str | None:
        """Why the saves folder cannot be read (``None`` if it can, or does not exist yet)."""
        try:
            self.listing()
        except OSError as error:
            return folder_message(self.root, error)
        return None

    def scan(self) -> SaveScan:
        """Every readable unfinished save, newest first; damaged ones are moved aside, those that
        cannot be read but are not damaged are reported and left in place."""
        entries: list[SaveEntry] = []
        problems: list[str] = []
        try:
            paths = self.listing()
        except OSError as error:
            return SaveScan((), (), folder_message(self.root, error))
        for path in paths:
            try:
                data = read_json_file(path)
            except FileNotFoundError:
                continue  # finished or moved by another window meanwhile
            except (OSError, ValueError) as error:
                problems.append(self.report(path, error))
                continue
            other = newer_version(data)
            if other is not None:
                problems.append(f"Save {clip(path.name)} cannot be opened: {other}; it was left where it is.")
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
        try:
            return bool(self.listing())
        except OSError:
            return False

    def latest_summary(self) -> str | None:
        """A few words on the most recently saved unfinished match, for the menu; ``None`` if
        there is none. Only the newest file is read (a damaged one still counts: Continue will
        report it)."""
        try:
            paths = self.listing()
        except OSError:
            return "the saves folder cannot be read"
        if not paths:
            return None
        try:
            newest = max(paths, key=lambda p: p.stat().st_mtime)
            data = read_json_file(newest)
            if record_problem(data) is not None:
                return "a save that may be damaged"
            game = str(data["game"]).replace("-", " ").title()
            players = " vs ".join(clip(p, 20) for p in data["players"])
            count = len(data.get("actions", []))
            return f"{game}: {players}, {count} action{'' if count == 1 else 's'}"
        except LeftInPlace:
            return "a save that cannot be read"
        except (OSError, ValueError, KeyError, TypeError):
            return "a save that may be damaged"

    def finished_ids(self) -> dict[str, Path]:
        """Match id -> file of every save under finished/ (a name that is not an id is skipped;
        an unreadable folder lists none)."""
        try:
            paths = self.listing(self.root / "finished")
        except OSError:
            return {}
        return {p.stem: p for p in paths if MATCH_ID.match(p.stem)}


def left_reason(error: OSError) -> str:
    """What to say about a save that is not damaged but cannot be read."""
    if isinstance(error, LeftInPlace):
        return error.reason
    return f"cannot be read ({error.strerror or error})"


def folder_message(folder: Path, error: OSError) -> str:
    """The message for a saves folder that cannot be read."""
    return (
        f"The saves folder {folder} cannot be read ({error.strerror or error}): unfinished matches "
        "cannot be listed or continued until it can."
    )
