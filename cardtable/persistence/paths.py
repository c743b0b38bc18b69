"""Where cardtable keeps its files: ``$CARDTABLE_HOME`` or the platform's user data folder."""

from __future__ import annotations

import os
from pathlib import Path


def user_dir() -> Path:
    """The folder for saves, history and settings (not created here)."""
    override = os.environ.get("CARDTABLE_HOME")
    if override:
        return Path(override).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("cardtable", appauthor=False))


def saves_dir() -> Path:
    return user_dir() / "saves"


def history_path() -> Path:
    return user_dir() / "history.sqlite3"


def settings_path() -> Path:
    return user_dir() / "settings.json"
