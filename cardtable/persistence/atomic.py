"""Atomic file writes: a reader sees the old file or the new one, never half of one."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def temp_prefix(name: str) -> str:
    """How a temporary file for ``name`` begins: hidden, with the writing process's id, so a
    later start can tell a live writer's file from one a killed process left
    (:mod:`cardtable.persistence.leftovers`)."""
    return f".{name}.{os.getpid()}."


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file, flush, fsync and rename.

    Raises OSError if the folder cannot be created or written.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=temp_prefix(path.name), suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, path)
    except BaseException:
        try:
            os.unlink(temp_name)
        except OSError:
            pass
        raise
