"""Autosaves: one JSON game record per unfinished match, written atomically.

A save that cannot be read is moved aside into ``saves/damaged/`` (never deleted) and reported;
the other saves still load. Finished matches move to ``saves/finished/`` so nothing is lost.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import json
import os
from pathlib import Path
from typing import Any

from cardtable.persistence.atomic import atomic_write_text
from cardtable.persistence.paths import saves_dir

SAVE_SUFFIX = ".json"


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
        players = ", ".join(self.data.get("players", [])) or "?"
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
        return self.root / f"{match_id}{SAVE_SUFFIX}"

    def write(self, match_id: str, data: dict[str, Any]) -> None:
        """Write a record atomically. Raises OSError when the folder is not writable."""
        atomic_write_text(self.path_for(match_id), json.dumps(data, separators=(",", ":")))

    def finish(self, match_id: str, data: dict[str, Any]) -> None:
        """Move a finished match out of the unfinished saves (kept under finished/)."""
        atomic_write_text(self.root / "finished" / f"{match_id}{SAVE_SUFFIX}", json.dumps(data))
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
            return f"Save {path.name} cannot be read ({reason}) and could not be moved aside ({error.strerror})."
        return f"Save {path.name} cannot be read ({reason}); it was moved to {target}."

    def scan(self) -> SaveScan:
        """Every readable unfinished save, newest first; damaged ones are moved aside."""
        entries: list[SaveEntry] = []
        problems: list[str] = []
        if not self.root.is_dir():
            return SaveScan((), ())
        for path in sorted(self.root.glob(f"*{SAVE_SUFFIX}")):
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
                problems.append(self.move_aside(path, _short(error)))
                continue
            if not isinstance(data, dict) or data.get("format") != "cardtable-record":
                problems.append(self.move_aside(path, "not a cardtable game record"))
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
        newest = max(paths, key=lambda p: p.stat().st_mtime)
        try:
            data = json.loads(newest.read_text(encoding="utf-8"))
            game = str(data["game"]).replace("-", " ").title()
            players = " vs ".join(data["players"])
            count = len(data["actions"])
            return f"{game}: {players}, {count} action{'' if count == 1 else 's'}"
        except (OSError, ValueError, KeyError, TypeError):
            return "a save that may be damaged"


def _short(error: Exception) -> str:
    if isinstance(error, json.JSONDecodeError):
        return f"damaged JSON at line {error.lineno}"
    if isinstance(error, UnicodeDecodeError):
        return "not text"
    if isinstance(error, OSError):
        return error.strerror or str(error)
    return str(error)
