"""A game definition: what a game built on the kernel is, apart from any one match (in the spirit
of OpenSpiel's Game/State split). Made once per data folder; every state of that folder holds the
same one and reads its card data from it, never loading any itself."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from cardtable.engine.kernel.effects import OpRegistry
from cardtable.engine.kernel.phases import TurnStructure
from cardtable.engine.kernel.zones import ZoneSpec


@dataclasses.dataclass(frozen=True, slots=True, eq=False)
class GameDefinition:
    """``turn`` (steps, opening steps, excursions), ``zones`` (every seat's zones and who sees
    them), ``ops`` and ``selectors`` (the registries the card data's names are checked against),
    ``triggers`` (the events a card's trigger may wait for), ``decisions`` (decision kind -> the
    sentence asking it) and ``catalog`` (the loaded, validated card data)."""

    game_id: str
    turn: TurnStructure
    zones: tuple[ZoneSpec, ...]
    ops: OpRegistry
    selectors: OpRegistry
    triggers: frozenset[str]
    decisions: Mapping[str, str]
    catalog: Any
