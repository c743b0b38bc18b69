"""One lock per match, so that two cardtable windows on one user folder never both play (and
save, and file the result of) the same match.

The lock is an advisory ``flock`` on ``saves/.locks/<match id>.lock``: the system drops it when
the process ends, even on ``kill -9``, so a crash never leaves a match locked. Where ``fcntl`` does
not exist (Windows) matches are not locked.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import IO

from cardtable.persistence.files import LeftInPlace, odd_file

try:
    import fcntl
except ImportError:  # pragma: no cover (Windows)
    fcntl = None  # type: ignore[assignment]


class MatchInUse(Exception):
    """Another process holds the match."""

    def __init__(self, match_id: str, pid: str) -> None:
        self.match_id = match_id
        self.pid = pid
        owner = f" (process {pid})" if pid else ""
        super().__init__(
            f"This match is open in another cardtable window{owner}. Finish it or leave it there "
            "first; it is saved after every move."
        )


class MatchLock:
    """A held lock; :meth:`release` (or the end of the process) lets it go."""

    def __init__(self, path: Path, stream: IO[str] | None) -> None:
        self.path = path
        self._stream = stream

    @classmethod
    def acquire(cls, folder: Path, match_id: str) -> MatchLock:
        """Take the lock of ``match_id`` (already validated as a safe file name); raises
        MatchInUse if another window holds it, OSError if the folder cannot be written."""
        path = folder / f"{match_id}.lock"
        if fcntl is None:
            return cls(path, None)
        folder.mkdir(parents=True, exist_ok=True)
        while True:
            reason = odd_file(path)
            if reason is not None:
                raise LeftInPlace(f"the lock file {path} {reason}")
            stream = open(path, "a+", encoding="utf-8")  # noqa: SIM115 (held until release)
            try:
                fcntl.flock(stream.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                stream.seek(0)
                pid = stream.read(20).strip()
                stream.close()
                raise MatchInUse(match_id, pid) from None
            if _still_named(stream.fileno(), path):
                break
            stream.close()  # a stale lock removed (or released) while this one opened it: again
        stream.seek(0)
        stream.truncate()
        stream.write(str(os.getpid()))
        stream.flush()
        return cls(path, stream)

    @property
    def held(self) -> bool:
        return self._stream is not None and not self._stream.closed

    @staticmethod
    def remove_if_stale(path: Path, *, remove: bool = True) -> bool:
        """Remove the lock file ``path`` if no live process holds it (a process killed with
        ``kill -9`` leaves its file, though not its lock); ``True`` if it was (or, with
        ``remove=False``, would be) removed."""
        if fcntl is None or odd_file(path) is not None:
            return False
        try:
            handle = os.open(path, os.O_RDWR | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
        except OSError:
            return False
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            if not _still_named(handle, path):
                return False
            if remove:
                os.unlink(path)  # while held: a process opening it now sees it went (_still_named)
            return True
        except OSError:
            return False
        finally:
            os.close(handle)

    def release(self) -> None:
        """Let the lock go (a second call does nothing)."""
        if self._stream is None or self._stream.closed:
            return
        try:
            self.path.unlink()
        except OSError:
            pass
        self._stream.close()


def _still_named(handle: int, path: Path) -> bool:
    """Whether ``path`` still names the open file ``handle`` (not removed or replaced)."""
    try:
        named = os.stat(path)
    except OSError:
        return False
    opened = os.fstat(handle)
    return (named.st_dev, named.st_ino) == (opened.st_dev, opened.st_ino)
