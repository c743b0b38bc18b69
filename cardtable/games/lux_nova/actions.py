"""The one action of Lux Nova: place a card from your hand."""

from __future__ import annotations

import dataclasses

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
        return f"{player} places {self.where()}"

    def __str__(self) -> str:
        return f"Place {self.where()}"
