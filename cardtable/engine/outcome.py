"""The end of a match as a value."""

from __future__ import annotations

import dataclasses
from typing import Any


@dataclasses.dataclass(frozen=True, slots=True)
class Outcome:
    """Who won, the final scores and why the match ended.

    ``winners`` holds seat indexes: one seat for a clear win, several for a shared win, none for a
    draw. ``scores`` holds one number per seat (points, Soul Points...) or is empty when the game
    has none. ``reason`` is a sentence for the match-over screen; ``termination`` a short tag
    (``"cards-exhausted"``, ``"soul-zero"``, ``"concede"``, ``"turn-cap"``...).
    """

    winners: tuple[int, ...]
    scores: tuple[float, ...]
    reason: str
    termination: str = "normal"

    @property
    def is_draw(self) -> bool:
        return not self.winners

    @property
    def is_shared(self) -> bool:
        return len(self.winners) > 1

    def to_json(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "scores": list(self.scores),
            "reason": self.reason,
            "termination": self.termination,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Outcome:
        return cls(
            winners=tuple(data["winners"]),
            scores=tuple(data["scores"]),
            reason=data["reason"],
            termination=data.get("termination", "normal"),
        )
