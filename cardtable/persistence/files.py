"""Reading and moving the files of the user folder safely.

A file of ours is a regular file: anything else found under its name (a named pipe, a folder, a
device, a socket) is reported and never opened, since opening a pipe waits for a writer forever.
A file that cannot be read (permissions) is not damaged: it is reported and left where it is.
Moving a file aside never replaces another file.
"""

from __future__ import annotations

import datetime as _dt
import errno
import os
import stat
from pathlib import Path

MAX_NAME_IN_MESSAGE = 60
"""How much of a file name or id a message repeats (a name can be 255 bytes, an id anything)."""


class LeftInPlace(OSError):
    """A file that is not damaged but cannot be used as it is: not a regular file, or not
    readable. It stays where it is; ``str(error)`` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        return self.reason


def clip(text: object, limit: int = MAX_NAME_IN_MESSAGE) -> str:
    """``text`` cut to ``limit`` characters (with an ellipsis), for messages that repeat input."""
    value = str(text)
    return value if len(value) <= limit else f"{value[: limit - 1]}…"


def kind_of(mode: int) -> str:
    """A few words for what a file of ``mode`` is."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def odd_file(path: Path) -> str | None:
    """Why ``path`` is not a regular file we may open (``None`` if it is one, or is missing)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return None
    except OSError as error:
        return f"cannot be examined ({error.strerror or error})"
    return None if stat.S_ISREG(mode) else f"is {kind_of(mode)}, not a file"


def read_regular(path: Path, limit: int) -> bytes:
    """Up to ``limit + 1`` bytes of the regular file ``path``. Raises FileNotFoundError when it is
    missing, :class:`LeftInPlace` when it is not a regular file or cannot be read, OSError on
    other failures. A pipe is never opened for good: it is refused before opening, and the open
    itself does not wait (in case one appears in between)."""
    reason = odd_file(path)
    if reason is not None:
        raise LeftInPlace(reason)
    try:
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except PermissionError as error:
        raise LeftInPlace(f"cannot be read ({error.strerror or 'permission denied'})") from None
    with os.fdopen(handle, "rb") as stream:
        mode = os.fstat(handle).st_mode
        if not stat.S_ISREG(mode):  # it changed since the check above
            raise LeftInPlace(f"is {kind_of(mode)}, not a file")
        return stream.read(limit + 1)


def decode_text(raw: bytes) -> str:
    """UTF-8 text, a leading byte-order mark dropped; raises UnicodeDecodeError."""
    return raw.decode("utf-8-sig")


def move_aside(path: Path, folder: Path, stem: str, suffix: str = "") -> Path:
    """Move ``path`` into ``folder`` as ``<stem>-<time><suffix>``, with ``-2``, ``-3``... after the
    time if that name is taken: the move never replaces a file. Returns where it went; raises
    OSError."""
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    folder.mkdir(parents=True, exist_ok=True)
    for number in range(1, 10_000):
        target = folder / f"{stem}-{stamp}{'' if number == 1 else f'-{number}'}{suffix}"
        if _rename_no_replace(path, target):
            return target
    raise OSError(errno.EEXIST, "no free name to move the file to", str(folder))


def _rename_no_replace(path: Path, target: Path) -> bool:
    """Rename ``path`` to ``target`` unless ``target`` exists (``False`` then). A hard link is
    atomic about that; where links are not possible, the name is checked, then renamed."""
    try:
        os.link(path, target, follow_symlinks=False)
    except FileExistsError:
        return False
    except OSError:
        if os.path.lexists(target):
            return False
        os.rename(path, target)
        return True
    os.unlink(path)
    return True
