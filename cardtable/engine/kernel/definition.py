"""A game definition: what a game built on the kernel is, apart from any one match (in the spirit
of OpenSpiel's Game/State split). Made once per data folder; every state of that folder holds the
same one and reads its card data from it, never loading any itself."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from cardtable.engine.kernel.decision import Decision
from cardtable.engine.kernel.effects import OpRegistry
from cardtable.engine.kernel.phases import TurnStructure
from cardtable.engine.kernel.zones import Visibility, ZoneSpec

MAX_SEATS = 8
"""The most seats a game on the kernel seats (the decision values are made for each)."""


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
    asks: Mapping[tuple[str, int], Decision] = dataclasses.field(init=False)
    """Every (kind, seat) as its ``Decision`` value, made once (seats 0 to ``MAX_SEATS - 1``)."""
    secret_zones: tuple[tuple[str, bool], ...] = dataclasses.field(init=False)
    """The zones whose cards some seat may not see: (name, hidden from its owner too)."""

    def __post_init__(self) -> None:
        secret = tuple(
            (zone.name, zone.visibility is Visibility.HIDDEN)
            for zone in self.zones
            if zone.visibility is not Visibility.PUBLIC
        )
        object.__setattr__(self, "secret_zones", secret)
        asks = {
            (kind, seat): Decision(seat, kind, prompt)
            for kind, prompt in self.decisions.items()
            for seat in range(MAX_SEATS)
        }
        object.__setattr__(self, "asks", asks)
