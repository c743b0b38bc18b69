"""The Luminous game definition: its turn, zones, registries, trigger events and decision kinds
with the catalog of one data folder, made once per catalog the engine's catalog cache hands out
(:class:`~cardtable.engine.catalogs.PerCatalog`; a changed folder gives a new catalog, hence a new
definition)."""

from __future__ import annotations

from cardtable.engine.catalogs import PerCatalog
from cardtable.engine.kernel.definition import GameDefinition
from cardtable.engine.kernel.zones import Visibility, ZoneSpec
from cardtable.games.luminous import effects, flow, triggers
from cardtable.games.luminous.compiled import Catalog
from cardtable.games.luminous.things import Thing
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
    ZoneSpec("units", "Units", Visibility.PUBLIC, records=Thing, row=True),
    ZoneSpec("relics", "Relics", Visibility.PUBLIC, records=Thing, row=True),
)


def of_catalog(catalog: Catalog) -> GameDefinition:
    """A new definition playing with ``catalog`` (use :func:`definition`, which makes it once).
    Every trigger's event pattern is checked against the events the game makes first."""
    problems = triggers.problems(catalog)
    if problems:
        raise ValueError(f"{GAME_ID}: " + "; ".join(problems))
    return GameDefinition(
        GAME_ID,
        TURN,
        flow.STEP_WORK,
        ZONES,
        effects.OPS,
        effects.SELECTORS,
        frozenset(triggers.EVENTS),
        PROMPTS,
        catalog,
        flow.STEP_OPENS,
    )


DEFINITIONS: PerCatalog[Catalog, GameDefinition] = PerCatalog(of_catalog)


def definition(catalog: Catalog) -> GameDefinition:
    """The definition of ``catalog`` (a state's, from the catalog cache), the same for every state
    given that catalog."""
    return DEFINITIONS.of(catalog)
