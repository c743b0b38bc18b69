"""Trigger batches: the triggers that fire together, put in order before they go on the queue.

The active seat's triggers go first (so they resolve last), then each other seat's in turn order.
Within one seat, the order is automatic (the order they fired) unless the game asks the seat to
choose (``Decision(kind="order")``); the chosen order is an action, so records replay. New triggers
that fire while a batch is being ordered join it.
"""

from __future__ import annotations

import dataclasses
from typing import Any


@dataclasses.dataclass(frozen=True, slots=True)
class Fired:
    """One trigger that fired: its ``source`` card, ``controller``, which ``effect`` of the source
    and small JSON ``data`` about the event (e.g. the card that was destroyed)."""

    source: str
    controller: int
    effect: str
    data: tuple[tuple[str, Any], ...] = ()

    @property
    def key(self) -> str:
        return f"{self.source}#{self.effect}"

    def to_json(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "controller": self.controller,
            "effect": self.effect,
            "data": [list(p) for p in self.data],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Fired:
        return cls(
            data["source"],
            int(data["controller"]),
            data["effect"],
            tuple((k, v) for k, v in data.get("data", ())),
        )


class TriggerBatch:
    """Pending fired triggers, not yet on the queue."""

    __slots__ = ("pending",)

    def __init__(self) -> None:
        self.pending: list[Fired] = []

    def __bool__(self) -> bool:
        return bool(self.pending)

    def add(self, fired: Fired) -> None:
        self.pending.append(fired)

    def seat_needing_order(self, active: int, players: int) -> int | None:
        """The first seat (active first) holding two or more triggers that differ, or ``None``."""
        for offset in range(players):
            seat = (active + offset) % players
            keys = {f.key for f in self.pending if f.controller == seat}
            if len(keys) > 1:
                return seat
        return None

    def options(self, seat: int) -> tuple[str, ...]:
        """The keys of ``seat``'s pending triggers (what an ORDER decision lets it arrange)."""
        return tuple(dict.fromkeys(f.key for f in self.pending if f.controller == seat))

    def take_ordered(
        self, active: int, players: int, chosen: dict[int, list[str]] | None = None
    ) -> list[Fired]:
        """Empty the batch: the active seat's triggers first, each seat's in ``chosen`` order (by
        key) if given, else in the order they fired."""
        out: list[Fired] = []
        for offset in range(players):
            seat = (active + offset) % players
            mine = [f for f in self.pending if f.controller == seat]
            if chosen and seat in chosen:
                rank = {key: i for i, key in enumerate(chosen[seat])}
                mine.sort(key=lambda f: rank.get(f.key, len(rank)))
            out.extend(mine)
        self.pending = []
        return out

    def to_json(self) -> list[dict[str, Any]]:
        return [f.to_json() for f in self.pending]

    @classmethod
    def from_json(cls, data: list[dict[str, Any]]) -> TriggerBatch:
        batch = cls()
        batch.pending = [Fired.from_json(f) for f in data]
        return batch
