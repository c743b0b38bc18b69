"""Player settings, persisted as JSON. Plain dataclass: no pydantic at start-up."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from cardtable.persistence import files
from cardtable.persistence.atomic import atomic_write_text
from cardtable.persistence.files import clip
from cardtable.persistence.paths import settings_path

ANIMATION_SPEEDS = ("instant", "fast", "normal", "slow")
MAX_SEAT_STOPS = 200
"""How many players' stops the settings remember (the oldest choice is forgotten first)."""
RETIRED = frozenset({"luminous_stops"})
"""Settings of older versions, dropped without a word (stops now belong to each player)."""
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
    exact_payments: bool = False
    """Lux Aeterna: offer every payment that sends different colours back to the supply."""
    seat_stops: dict[str, str] = dataclasses.field(default_factory=dict)
    """Each player's stops, per game and name (``"luminous:ana" -> "answer"``; see ui/seat_stops.py)."""
    last_setups: dict[str, str] = dataclasses.field(default_factory=dict)
    """The last match set up in the new-match dialog, per game id (see ui/new_match_memory.py)."""

    def replace(self, **changes: Any) -> Settings:
        return dataclasses.replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Read settings, ignoring unknown keys and falling back to defaults for bad values
        (:func:`read_settings` also says which)."""
        return read_settings(data)[0]


def read_settings(data: Any) -> tuple[Settings, list[str]]:
    """Settings from parsed JSON and what was not understood in it: unknown keys and values of
    the wrong kind (``1`` is not ``true``) are named, and the defaults used for them."""
    if not isinstance(data, dict):
        return Settings(), ["it is not a settings object"]
    defaults = Settings()
    names = {field.name for field in dataclasses.fields(Settings)}
    notes = []
    unknown = sorted(str(key) for key in data if key not in names and key not in RETIRED)
    if unknown:
        notes.append(f"unknown setting{'s' if len(unknown) > 1 else ''} {clip(', '.join(unknown))} ignored")
    values: dict[str, Any] = {}
    for name in sorted(names):
        default = getattr(defaults, name)
        value = data.get(name, default)
        if name == "seat_stops" and isinstance(value, dict):
            value = _seat_stops(value, notes)
        if name == "last_setups" and isinstance(value, dict):
            value = _last_setups(value, notes)
        if type(value) is not type(default) or (name == "animation_speed" and value not in ANIMATION_SPEEDS):
            notes.append(f"{name} {clip(json.dumps(value), 20)} not understood (default used)")
            value = default
        values[name] = value
    return Settings(**values), notes


def _seat_stops(value: dict[Any, Any], notes: list[str]) -> dict[str, str]:
    """The well-formed entries of a ``seat_stops`` object (the newest :data:`MAX_SEAT_STOPS`)."""
    kept = {
        k: v
        for k, v in value.items()
        if isinstance(k, str) and isinstance(v, str) and len(k) <= 200 and len(v) <= 500
    }
    if len(kept) < len(value):
        notes.append(f"{len(value) - len(kept)} seat_stops entries not understood (dropped)")
    return dict(list(kept.items())[-MAX_SEAT_STOPS:])


def _last_setups(value: dict[Any, Any], notes: list[str]) -> dict[str, str]:
    """The well-formed entries of a ``last_setups`` object (a game id and a short text)."""
    kept = {k: v for k, v in value.items() if isinstance(k, str) and isinstance(v, str) and len(k) <= 40}
    kept = {k: v for k, v in kept.items() if len(v) <= 4000}
    if len(kept) < len(value):
        notes.append(f"{len(value) - len(kept)} last_setups entries not understood (dropped)")
    return kept


@dataclasses.dataclass(frozen=True, slots=True)
class SettingsLoad:
    settings: Settings
    problem: str | None = None


MAX_SETTINGS_BYTES = 64 * 1024


@dataclasses.dataclass(frozen=True, slots=True)
class SettingsFile:
    """What reading the settings file found: the settings to use; why the file is damaged
    (``damage``: it is set aside) or cannot be used as it is (``unusable``: not a regular file,
    no permission; it is left in place); and what in it was not understood (``notes``)."""

    settings: Settings
    damage: str | None = None
    unusable: str | None = None
    notes: tuple[str, ...] = ()


def read_settings_file(path: Path) -> SettingsFile:
    """Read ``path`` (a missing file gives the defaults; a byte-order mark is skipped)."""
    try:
        raw = files.read_regular(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return SettingsFile(Settings())
    except OSError as error:
        reason = (
            error.reason
            if isinstance(error, files.LeftInPlace)
            else f"cannot be read ({error.strerror or error})"
        )
        return SettingsFile(Settings(), unusable=reason)
    if len(raw) > MAX_SETTINGS_BYTES:
        return SettingsFile(Settings(), damage="is far too large to be a settings file")
    try:
        data = json.loads(files.decode_text(raw))
    except UnicodeDecodeError:
        return SettingsFile(Settings(), damage="is not text")
    except json.JSONDecodeError as error:
        return SettingsFile(Settings(), damage=f"is damaged (line {error.lineno})")
    except RecursionError:
        return SettingsFile(Settings(), damage="is nested too deeply")
    if not isinstance(data, dict):
        return SettingsFile(Settings(), damage="is not a settings object")
    settings, notes = read_settings(data)
    return SettingsFile(settings, notes=tuple(notes))


def set_aside(path: Path) -> Path | None:
    """Move a damaged file next to itself as ``<name>.damaged-<time>`` (never over another
    file); ``None`` if it cannot be."""
    try:
        return files.move_aside(path, path.parent, f"{path.name}.damaged")
    except OSError:
        return None


def load_settings(path: Path | None = None) -> SettingsLoad:
    """Load settings; a missing file gives defaults. A damaged one is set aside (kept, renamed)
    and defaults are used; one that cannot be read is left alone, defaults used; either way, and
    for anything not understood in it, with a message saying so."""
    path = path or settings_path()
    found = read_settings_file(path)
    return SettingsLoad(found.settings, settings_message(path, found, repair=True))


def settings_message(path: Path, found: SettingsFile, *, repair: bool) -> str | None:
    """The one message about the settings file (the app and ``cardtable doctor``): with
    ``repair``, a damaged file is set aside first. ``None`` when all is well."""
    if found.damage is not None:
        moved = set_aside(path) if repair else None
        return settings_notice(path, found.damage, moved)
    if found.unusable is not None:
        return f"Settings file {path} {found.unusable}; it was left where it is. Default settings are used."
    if found.notes:
        return f"Settings file {path}: {'; '.join(found.notes)}."
    return None


def settings_notice(path: Path, problem: str, moved: Path | None) -> str:
    """The message about a damaged settings file."""
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
