"""Player settings, persisted as JSON. Plain dataclass: no pydantic at start-up."""

from __future__ import annotations

import dataclasses
import datetime as _dt
import json
import os
from pathlib import Path
from typing import Any

from cardtable.persistence.atomic import atomic_write_text
from cardtable.persistence.paths import settings_path

ANIMATION_SPEEDS = ("instant", "fast", "normal", "slow")
DEFAULT_THEME = "textual-dark"


@dataclasses.dataclass(frozen=True, slots=True)
class Settings:
    """Everything a player can set on the Settings screen."""

    theme: str = DEFAULT_THEME
    colour_blind: bool = False
    curtain: bool = True
    auto_pass: bool = True
    animation_speed: str = "normal"
    aids: bool = True
    luminous_stops: str = "my-combat,attacked,foe-main-end"
    """Luminous: the priority windows where a player is always asked (see ui/luminous/stops.py)."""

    def replace(self, **changes: Any) -> Settings:
        return dataclasses.replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Read settings, ignoring unknown keys and falling back to defaults for bad values."""
        if not isinstance(data, dict):
            return cls()
        defaults = cls()
        values: dict[str, Any] = {}
        for field in dataclasses.fields(cls):
            value = data.get(field.name, getattr(defaults, field.name))
            if not isinstance(value, type(getattr(defaults, field.name))):
                value = getattr(defaults, field.name)
            values[field.name] = value
        if values["animation_speed"] not in ANIMATION_SPEEDS:
            values["animation_speed"] = defaults.animation_speed
        return cls(**values)


@dataclasses.dataclass(frozen=True, slots=True)
class SettingsLoad:
    settings: Settings
    problem: str | None = None


MAX_SETTINGS_BYTES = 64 * 1024


def settings_problem(path: Path) -> tuple[Settings, str | None]:
    """The settings in ``path`` and, if the file is damaged, why (a missing file is fine)."""
    try:
        with open(path, "rb") as stream:
            raw = stream.read(MAX_SETTINGS_BYTES + 1)
    except FileNotFoundError:
        return Settings(), None
    except OSError as error:
        return Settings(), f"cannot be read ({error.strerror or error})"
    if len(raw) > MAX_SETTINGS_BYTES:
        return Settings(), "is far too large to be a settings file"
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        return Settings(), "is not text"
    except json.JSONDecodeError as error:
        return Settings(), f"is damaged (line {error.lineno})"
    except RecursionError:
        return Settings(), "is nested too deeply"
    if not isinstance(data, dict):
        return Settings(), "is not a settings object"
    return Settings.from_json(data), None


def set_aside(path: Path) -> Path | None:
    """Move a damaged file next to itself as ``<name>.damaged-<time>``; ``None`` if it cannot be."""
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def load_settings(path: Path | None = None) -> SettingsLoad:
    """Load settings; a missing file gives defaults. A damaged one is set aside (kept, renamed)
    and defaults are used, with a message saying so."""
    path = path or settings_path()
    settings, problem = settings_problem(path)
    if problem is None:
        return SettingsLoad(settings)
    moved = set_aside(path) if path.is_file() else None
    return SettingsLoad(Settings(), settings_notice(path, problem, moved))


def settings_notice(path: Path, problem: str, moved: Path | None) -> str:
    """The one message about a damaged settings file (the app and ``cardtable doctor``)."""
    where = f"; it was moved to {moved.name}" if moved is not None else ""
    return f"Settings file {path} {problem}{where}. Default settings are used."


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Persist settings; returns a warning instead of raising when the folder is unwritable."""
    path = path or settings_path()
    try:
        atomic_write_text(path, json.dumps(settings.to_json(), indent=2))
    except OSError as error:
        return f"Settings could not be saved to {path.parent} ({error.strerror or error})."
    return None
