"""How much card data one game may have: a data folder far larger than any real set would take
minutes to read at every start with nothing on screen, so it is refused at once with its size.

The built-in data of the largest game is under 100 KB; the limit leaves a player's own sets
twenty times that room.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from cardtable.engine.data import MAX_FILE_BYTES, iter_data_files

MAX_GAME_DATA_BYTES = 2 * 1024 * 1024
"""The most card data (bytes of data files) read for one game."""


def data_size(folder: Path) -> tuple[int, int]:
    """(total bytes, number of files) of the data files in ``folder`` that would be read (what is
    not a regular file, or is over the size of one data file, counts for nothing here: the
    loader refuses it by itself, without reading it)."""
    total = count = 0
    for path in iter_data_files(folder):
        try:
            info = os.stat(path)
        except OSError:
            continue
        if stat.S_ISREG(info.st_mode) and info.st_size <= MAX_FILE_BYTES:
            total += info.st_size
            count += 1
    return total, count


def too_much_data(folder: Path, limit: int = MAX_GAME_DATA_BYTES) -> str | None:
    """Why ``folder`` holds more card data than is read for one game (``None`` if it does not)."""
    total, count = data_size(folder)
    if total <= limit:
        return None
    return (
        f"{total / (1024 * 1024):.1f} MB of card data in {count} files; at most "
        f"{limit // (1024 * 1024)} MB is read for one game (its built-in data is under 0.1 MB): "
        "remove files or make the set smaller"
    )
