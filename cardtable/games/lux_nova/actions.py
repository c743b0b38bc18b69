"""The one action of Lux Nova: place a card from your hand."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from cardtable.engine.actions import Action


@dataclasses.dataclass(frozen=True, slots=True)
class Place(Action):
    """Place ``card`` on the cell (q, r), turned ``rotation`` x 60 degrees clockwise.

    Notation: ``place card=LN-07 q=1 r=-1 rotation=2``.
    """

    KIND = "place"
    card: str
    q: int
    r: int
    rotation: int

    @property
    def cell(self) -> tuple[int, int]:
        return (self.q, self.r)

    def where(self) -> str:
        """``"LN-07 at (1,-1) turned 120°"``."""
        return f"{self.card} at ({self.q},{self.r}) turned {self.rotation * 60}°"

    def describe(self, player: str) -> str:
        """A log sentence: ``"Ana places LN-07 at (1,-1) turned 120°"``."""
        return PLACES % (player, self.card, self.q, self.r, self.rotation * 60)

    def __str__(self) -> str:
        return f"Place {self.where()}"

    def to_json(self) -> dict[str, Any]:
        """``Action.to_json`` spelled out (records and snapshots write one per play)."""
        return place_json(self.card, self.q, self.r, self.rotation)


def place_json(card: str, q: int, r: int, rotation: int) -> dict[str, Any]:
    """The JSON form of a play (one place for it: :meth:`Place.to_json` and the codes'
    :func:`place_json_decoder`)."""
    return {"kind": "place", "card": card, "q": q, "r": r, "rotation": rotation}


PLACES = "%s places %s at (%s,%s) turned %s°"
"""The sentence of a play: player, card, q, r, degrees (:meth:`Place.describe`, the log)."""

ROTATION_CODES = 6
CELL_CODES = 1 << 20
"""Action codes: ``(card number * CELL_CODES + cell integer) * 6 + rotation`` (the card number is
its position in the catalog, the cell integer :func:`~cardtable.games.lux_nova.window.cell_code`)."""


def place_decoder(order: tuple[str, ...]) -> Callable[[int], Place]:
    """code -> Place for a catalog whose cards are ``order`` (a plain function: copies share it)."""
    from cardtable.games.lux_nova.window import code_cell

    def decode(code: int) -> Place:
        rest, rotation = divmod(code, ROTATION_CODES)
        number, cell = divmod(rest, CELL_CODES)
        q, r = code_cell(cell)
        return Place(order[number], q, r, rotation)

    return decode


def place_json_decoder(order: tuple[str, ...]) -> Callable[[int], dict[str, Any]]:
    """code -> the JSON form of its :class:`Place` (what ``Place.to_json`` gives), without
    building the value (records and snapshots; a plain function: copies share it)."""
    from cardtable.games.lux_nova.window import code_cell

    def code_json(code: int) -> dict[str, Any]:
        rest, rotation = divmod(code, ROTATION_CODES)
        number, cell = divmod(rest, CELL_CODES)
        q, r = code_cell(cell)
        return place_json(order[number], q, r, rotation)

    return code_json
