"""Player settings, persisted as JSON. Plain dataclass: no pydantic at start-up."""

from __future__ import annotations

import dataclasses
import json
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

    def replace(self, **changes: Any) -> "Settings":
        return dataclasses.replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> "Settings":
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


def load_settings(path: Path | None = None) -> SettingsLoad:
    """Load settings; a missing file gives defaults, a broken one defaults plus a message."""
    path = path or settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return SettingsLoad(Settings())
    except OSError as error:
        return SettingsLoad(Settings(), f"Settings could not be read ({error.strerror}); using defaults.")
    try:
        return SettingsLoad(Settings.from_json(json.loads(text)))
    except json.JSONDecodeError:
        return SettingsLoad(Settings(), f"Settings file {path} is damaged; using defaults.")


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Persist settings; returns a warning instead of raising when the folder is unwritable."""
    path = path or settings_path()
    try:
        atomic_write_text(path, json.dumps(settings.to_json(), indent=2))
    except OSError as error:
        return f"Settings could not be saved to {path.parent} ({error.strerror or error})."
    return None
