"""A few words that tell a recorded match apart from others of its game and players, for the
Continue list and the archive: a scenario's title, and each match setting not at its default
("Light deck: 6 of each colour (30)")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from cardtable.engine.errors import CardtableError
from cardtable.engine.registry import GameRegistry

if TYPE_CHECKING:
    from cardtable.persistence.saves import SaveEntry

TITLE_WIDTH = 40
"""A scenario's title is cut to this many characters (a save may hold anything)."""
SHORT_TITLE = 20
"""... and to this many in a table's cell (the archive)."""


def scenario_title(data: Mapping[str, Any]) -> str:
    """The title of the scenario a record started from ("" for a dealt match or a title that is
    not text), cut to :data:`TITLE_WIDTH` characters on one line."""
    scenario = data.get("scenario")
    title = scenario.get("title") if isinstance(scenario, Mapping) else None
    if not isinstance(title, str):
        return ""
    return clip_title(title)


def clip_title(title: str) -> str:
    """``title`` on one line, cut to :data:`TITLE_WIDTH` characters."""
    title = " ".join(title.split())
    return title if len(title) <= TITLE_WIDTH else title[: TITLE_WIDTH - 1] + "…"


def setting_words(registry: GameRegistry, game: str, options: Any, short: bool = False) -> list[str]:
    """Each setting of ``game`` that ``options`` sets to other than its default, in words
    ("Light deck: 6 of each colour (30)"; ``short``: "Light deck 6")."""
    if game not in registry or not isinstance(options, Mapping):
        return []
    words = []
    for setting in registry.get(game).settings:
        value = options.get(setting.key, setting.default)
        if value != setting.default and short:
            words.append(f"{setting.label} {str(value)[:8]}")
        elif value != setting.default:
            label = next((name for name, v in setting.choices if v == value), str(value)[:20])
            words.append(f"{setting.label}: {label}")
    return words


def setup_words(registry: GameRegistry, data: Mapping[str, Any]) -> str:
    """What sets this record's match apart ("scenario: The queue with three items", "Light deck:
    6 of each colour (30)"), joined with " · "; "" for a dealt match with the default settings."""
    return words_of(registry, str(data.get("game", "")), data.get("options"), scenario_title(data))


def words_of(registry: GameRegistry, game: str, options: Any, title: str, short: bool = False) -> str:
    """:func:`setup_words` from a record's parts: its game, options and scenario title
    (``short``: a table's cell, "Light deck 6", the title cut to :data:`SHORT_TITLE`)."""
    if short and len(title) > SHORT_TITLE:
        title = title[: SHORT_TITLE - 1] + "…"
    words = [title if short else f"scenario: {title}"] if title else []
    words.extend(setting_words(registry, game, options, short))
    return " · ".join(words)


def save_label(registry: GameRegistry, entry: SaveEntry, brief: bool = False) -> str:
    """ "Lux Nova: Ana vs Bo, 12 actions, saved 2026-11-30 21:04" for the Continue list, and on a
    line of its own what sets the match apart (a scenario's title, a setting not at its default).
    ``brief`` (the menu's one line under Continue, which must fit 80 columns): "Lux Aeterna: Ana
    vs Bo (computer), saved 2026-12-05 20:37", no count, no computer kind, no second line."""
    try:
        game = registry.get(entry.game).name
    except CardtableError:
        game = entry.game
    players = " vs ".join(_seat_words(entry, brief)) or "?"
    when = entry.updated.replace("T", " ")[:16]
    if brief:
        return f"{game}: {players}, saved {when}"
    count = len(entry.data.get("actions", []))
    setup = setup_words(registry, entry.data)
    label = f"{game}: {players}, {count} action{'' if count == 1 else 's'}, saved {when}"
    return f"{label}\n   {setup}" if setup else label


def _seat_words(entry: SaveEntry, brief: bool) -> list[str]:
    """Each player's name, a computer's with its kind ("Bo (computer, strong)"; ``brief``: "Bo
    (computer)"): the Continue list tells a match against the computer from a hot-seat one
    (playtest23-la F13)."""
    seats = entry.data.get("seats")
    seats = seats if isinstance(seats, list) else []
    words = []
    for index, name in enumerate(entry.player_names()):
        seat = seats[index] if index < len(seats) and isinstance(seats[index], dict) else {}
        if seat.get("kind") == "computer":
            bot = seat.get("bot")
            name += f" (computer, {str(bot)[:12]})" if bot and not brief else " (computer)"
        words.append(name)
    return words
