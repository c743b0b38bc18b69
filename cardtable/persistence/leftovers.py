"""What a killed process leaves in the user folder, found and removed at the next start.

``kill -9`` in the middle of an atomic write leaves its temporary file (``.<name>.<pid>.<random>.tmp``,
see :func:`cardtable.persistence.atomic.temp_prefix`), and a killed match leaves its lock file
(the lock itself goes with the process). Only what no live process owns is removed: a temporary
file whose writer is gone, a lock file nobody holds.
"""

from __future__ import annotations

import dataclasses
import os
import re
import stat
import time
from pathlib import Path

from cardtable.persistence.atomic import TEMP_SUFFIX
from cardtable.persistence.locks import MatchLock

RANDOM_PART = re.compile(r"^[a-z0-9_]{6,}$")
"""The random part tempfile gives a name."""
OLD_TEMP_AGE = 600.0
"""Seconds after which a temporary file without a process id is taken as left behind."""


@dataclasses.dataclass(frozen=True, slots=True)
class Leftovers:
    """Temporary files and lock files that no live process owns."""

    temporary: tuple[Path, ...]
    locks: tuple[Path, ...]

    def __bool__(self) -> bool:
        return bool(self.temporary or self.locks)

    def describe(self) -> str:
        parts = []
        if self.temporary:
            parts.append(f"{len(self.temporary)} temporary file{'s' if len(self.temporary) > 1 else ''}")
        if self.locks:
            parts.append(f"{len(self.locks)} stale lock{'s' if len(self.locks) > 1 else ''}")
        return " and ".join(parts)


def find_leftovers(home: Path) -> Leftovers:
    """What ended processes left under the user folder ``home`` (nothing is changed)."""
    temporary = [
        path
        for folder in (home, home / "saves", home / "saves" / "finished")
        for path in _entries(folder)
        if _abandoned_temp(path)
    ]
    locks = [
        path
        for path in _entries(home / "saves" / ".locks")
        if path.suffix == ".lock" and MatchLock.remove_if_stale(path, remove=False)
    ]
    return Leftovers(tuple(temporary), tuple(locks))


def clean_leftovers(home: Path) -> int:
    """Remove what ended processes left under ``home``; returns how many files went. Never
    raises: a file that cannot be removed stays (and is found again next time)."""
    found = find_leftovers(home)
    removed = 0
    for path in found.temporary:
        if _abandoned_temp(path):  # checked again: its writer may have started meanwhile
            try:
                path.unlink()
                removed += 1
            except OSError:
                pass
    removed += sum(MatchLock.remove_if_stale(path) for path in found.locks)
    return removed


def _entries(folder: Path) -> list[Path]:
    try:
        with os.scandir(folder) as listing:
            return [Path(entry.path) for entry in listing]
    except OSError:
        return []


NO_WRITER_ID = 0
"""What :func:`temp_writer` gives for a temporary file of an older version (no process id)."""


def temp_writer(name: str) -> int | None:
    """The process id in a temporary file's name (``.<name>.<pid>.<random>.tmp``),
    NO_WRITER_ID for one an older version wrote, ``None`` for a name that is not a temporary
    file's."""
    if not name.startswith(".") or not name.endswith(TEMP_SUFFIX):
        return None
    parts = name[1 : -len(TEMP_SUFFIX)].rsplit(".", 2)
    if len(parts) < 2 or not RANDOM_PART.match(parts[-1]):
        return None
    if len(parts) == 3 and parts[1].isdigit() and int(parts[1]) > 0:
        return int(parts[1])
    return NO_WRITER_ID


def _abandoned_temp(path: Path) -> bool:
    pid = temp_writer(path.name)
    if pid is None:
        return False
    try:
        info = os.lstat(path)
    except OSError:
        return False
    if not stat.S_ISREG(info.st_mode):
        return False
    if pid == NO_WRITER_ID:
        return time.time() - info.st_mtime > OLD_TEMP_AGE
    return not _alive(pid)


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True  # another user's process (or a number we cannot ask about): leave it
    return True
