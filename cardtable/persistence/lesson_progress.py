"""How far the player got in each game's lessons, kept as JSON next to the settings.

``{"aether-lanes": {"eclipse": {"step": 3, "done": true}, ...}}``. A missing or damaged file reads
as no progress; a failed write returns a warning instead of raising (nothing else is lost).
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from cardtable.persistence import files
from cardtable.persistence.atomic import atomic_write_text
from cardtable.persistence.paths import user_dir

MAX_PROGRESS_BYTES = 1024 * 1024


def progress_path() -> Path:
    return user_dir() / "lessons.json"


@dataclasses.dataclass(frozen=True, slots=True)
class LessonMark:
    """One lesson's progress: the last step reached and whether it was ever completed."""

    step: int = 0
    done: bool = False


class LessonProgress:
    """The lesson progress of one game, read once and written on every change."""

    def __init__(self, game: str, path: Path | None = None) -> None:
        self.game = game
        self.path = path or progress_path()
        self._all = self._read()

    def _read(self) -> dict[str, Any]:
        try:  # never opens what is not a regular file (a pipe would wait for ever)
            data = json.loads(files.decode_text(files.read_regular(self.path, MAX_PROGRESS_BYTES)))
        except (OSError, ValueError, RecursionError):
            return {}
        return data if isinstance(data, dict) else {}

    def _mine(self) -> dict[str, Any]:
        mine = self._all.get(self.game)
        return mine if isinstance(mine, dict) else {}

    def get(self, lesson_id: str) -> LessonMark:
        entry = self._mine().get(lesson_id)
        if not isinstance(entry, dict):
            return LessonMark()
        step, done = entry.get("step", 0), entry.get("done", False)
        return LessonMark(step if isinstance(step, int) and step >= 0 else 0, done is True)

    def record(self, lesson_id: str, step: int, done: bool = False) -> str | None:
        """Remember ``step`` (and completion, which is never taken back); returns a warning if the
        file could not be written."""
        old = self.get(lesson_id)
        mine = dict(self._mine())
        mine[lesson_id] = {"step": step, "done": done or old.done}
        self._all = {**self._all, self.game: mine}
        try:
            atomic_write_text(self.path, json.dumps(self._all, indent=1, sort_keys=True))
        except OSError as error:
            return f"Lesson progress could not be saved to {self.path.parent} ({error.strerror or error})."
        return None
