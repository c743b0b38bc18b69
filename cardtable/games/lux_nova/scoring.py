"""The score of a play as a value: one line per part of the played card, and the total.

Our ruling: each part of the played card that is connected to at least one other part scores the
number of parts in the area it ends up in, not counting the played part itself (so the merged area
counts when the play joins areas). A part that touches nothing of its colour scores 0.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from cardtable.games.lux_nova.hexgrid import Cell

AreaPart = tuple[int, int, int]
"""A part on the board: (q, r, part index on that card)."""


@dataclasses.dataclass(frozen=True, slots=True)
class PartScore:
    """What one part of the played card scores."""

    part: int
    colour: str
    points: int
    counted: tuple[AreaPart, ...] = ()
    """The parts counted (the area joined, without the played part), sorted."""

    def to_json(self) -> dict[str, Any]:
        return {
            "part": self.part,
            "colour": self.colour,
            "points": self.points,
            "counted": [list(p) for p in self.counted],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PartScore:
        return cls(
            int(data["part"]),
            str(data["colour"]),
            int(data["points"]),
            tuple((int(q), int(r), int(p)) for q, r, p in data.get("counted", ())),
        )


@dataclasses.dataclass(frozen=True, slots=True)
class PlayScore:
    """One play (or a preview of one): where, by whom, and the per-part breakdown."""

    card: str
    cell: Cell
    rotation: int
    parts: tuple[PartScore, ...]
    seat: int | None = None
    total: int = dataclasses.field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "total", sum(p.points for p in self.parts))

    @property
    def scoring_parts(self) -> tuple[PartScore, ...]:
        return tuple(p for p in self.parts if p.points)

    def summary(self) -> str:
        """``"3 (amber 2, jade 1)"`` or ``"0"``."""
        scoring = [f"{p.colour} {p.points}" for p in self.parts if p.points]
        return f"{self.total} ({', '.join(scoring)})" if scoring else "0"

    def to_json(self) -> dict[str, Any]:
        return {
            "card": self.card,
            "cell": list(self.cell),
            "rotation": self.rotation,
            "seat": self.seat,
            "score": self.total,
            "parts": [p.to_json() for p in self.parts],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PlayScore:
        q, r = data["cell"]
        seat = data.get("seat")
        return cls(
            str(data["card"]),
            (int(q), int(r)),
            int(data["rotation"]),
            tuple(PartScore.from_json(p) for p in data["parts"]),
            None if seat is None else int(seat),
        )
