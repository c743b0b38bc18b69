"""The Lux Aeterna game definition: its turn, zones, op and selector registries, trigger events
and decision kinds with the catalog of one data folder, made once per catalog the engine's catalog
cache hands out (:class:`~cardtable.engine.catalogs.PerCatalog`)."""

from __future__ import annotations

from typing import get_args

from cardtable.engine.catalogs import PerCatalog
from cardtable.engine.kernel.decision import CHOOSE, PRIORITY
from cardtable.engine.kernel.definition import GameDefinition
from cardtable.engine.kernel.zones import Visibility, ZoneSpec
from cardtable.games.lux_aeterna.cards import EventName
from cardtable.games.lux_aeterna.catalog import Catalog
from cardtable.games.lux_aeterna.effects import OPS
from cardtable.games.lux_aeterna.flow import STEP_OPENS, STRUCTURE
from cardtable.games.lux_aeterna.targets import FILTERS

GAME_ID = "lux-aeterna"
PROMPTS = {
    PRIORITY: "act or pass",
    "offering": "choose an offering of your Emissary",
    "defend": "defend against the attack or take 1 damage",
    CHOOSE: "choose a card",
    "discard": "discard down to the hand limit",
}
"""The decision kinds, each with the sentence asking it (the game words most of them for the
match: whose they are, which attack, how many cards)."""
ZONES = (
    ZoneSpec("codex", "Codex", Visibility.HIDDEN, ordered=True),
    ZoneSpec("hand", "Hand", Visibility.OWNER),
    ZoneSpec("field", "Combat Zone", Visibility.PUBLIC, row=True),
    ZoneSpec("queue", "On the queue", Visibility.PUBLIC),
    ZoneSpec("requiem", "Requiem", Visibility.PUBLIC),
    ZoneSpec("limbo", "Limbo", Visibility.PUBLIC),
)


def of_catalog(catalog: Catalog) -> GameDefinition:
    """A new definition playing with ``catalog`` (``DEFINITIONS.of`` makes it once)."""
    return GameDefinition(
        GAME_ID,
        STRUCTURE,
        {},
        ZONES,
        OPS,
        FILTERS,
        frozenset(get_args(EventName)),
        PROMPTS,
        catalog,
        STEP_OPENS,
    )


DEFINITIONS: PerCatalog[Catalog, GameDefinition] = PerCatalog(of_catalog)
