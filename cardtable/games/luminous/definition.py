"""The Luminous game definition: its turn, zones, registries, trigger events and decision kinds
with the catalog of one data folder, made once per catalog the catalog cache hands out (a changed
folder gives a new catalog, hence a new definition)."""

from __future__ import annotations

from pathlib import Path
from typing import get_args

from cardtable.engine.kernel.definition import GameDefinition
from cardtable.engine.kernel.zones import Visibility, ZoneSpec
from cardtable.games.luminous import effects
from cardtable.games.luminous.cards import When
from cardtable.games.luminous.catalog import load_catalog
from cardtable.games.luminous.compiled import Catalog
from cardtable.games.luminous.turn import TURN

GAME_ID = "luminous"
PROMPTS = {
    "mulligan": "choose cards to put on the bottom of the deck (or keep)",
    "priority": "act or pass",
    "order": "choose which of your triggers resolves next",
    "assign": "split the attacker's damage among the blockers",
    "discard": "discard down to six cards",
}
"""The decision kinds, each with the sentence asking it."""
ZONES = (
    ZoneSpec("deck", "Deck", Visibility.HIDDEN, ordered=True),
    ZoneSpec("hand", "Hand", Visibility.OWNER),
    ZoneSpec("discard", "Discard pile", Visibility.PUBLIC, ordered=True),
    ZoneSpec("void", "Void", Visibility.PUBLIC),
    ZoneSpec("units", "Units", Visibility.PUBLIC),
    ZoneSpec("relics", "Relics", Visibility.PUBLIC),
)


def definition(folder: Path | None = None) -> GameDefinition:
    """The definition of ``folder``'s data (default: the data folder); raises DataError."""
    catalog = load_catalog(folder)
    made = _MADE.get(id(catalog))
    if made is None or made.catalog is not catalog:
        if len(_MADE) >= 8:  # catalogs of folders that changed since: let them go
            _MADE.clear()
        made = _MADE[id(catalog)] = of_catalog(catalog)
    return made


def of_catalog(catalog: Catalog) -> GameDefinition:
    return GameDefinition(
        GAME_ID, TURN, ZONES, effects.OPS, effects.SELECTORS, frozenset(get_args(When)), PROMPTS, catalog
    )


_MADE: dict[int, GameDefinition] = {}
"""Definitions by the identity of their catalog (the catalog itself guards a reused id)."""
