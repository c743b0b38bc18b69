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
        stream = open(path, "a+", encoding="utf-8")  # noqa: SIM115 (held until release)
        try:
            fcntl.flock(stream.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            stream.seek(0)
            pid = stream.read(20).strip()
            stream.close()
            raise MatchInUse(match_id, pid) from None
        stream.seek(0)
        stream.truncate()
        stream.write(str(os.getpid()))
        stream.flush()
        return cls(path, stream)

    @property
    def held(self) -> bool:
        return self._stream is not None and not self._stream.closed

    def release(self) -> None:
        """Let the lock go (a second call does nothing)."""
        if self._stream is None or self._stream.closed:
            return
        try:
            self.path.unlink()
        except OSError:
            pass
        self._stream.close()
