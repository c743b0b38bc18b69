"""The queue: a last-in, first-out stack of pending items (cards, abilities, triggers, attacks).

Items are plain serialisable values, so the queue is part of ``view()`` (it is public), of
snapshots, replays and undo. The game decides what an item does when it resolves; an item that
stops half-way for a choice keeps its progress in ``step`` and ``data``.

The queue also holds the triggers that fired and wait to go on it (``fired``, a
:class:`~cardtable.engine.kernel.triggers.TriggerBatch`) and whether it is resolving (every seat
passed in a row with items on it): the kernel's table state moves it on
(:class:`~cardtable.engine.kernel.table.QueueTable`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from cardtable.engine.kernel.triggers import Fired, TriggerBatch


@dataclasses.dataclass(slots=True)
class QueueItem:
    """One pending item.

    ``uid``: unique within the match; ``kind``: the game's tag (``"card"``, ``"ability"``,
    ``"trigger"``, ``"attack"``...); ``source``: the card instance (or Emissary) it comes from;
    ``controller``: the seat that added it; ``targets``: what was chosen for it; ``effect``: which
    of the source's effects (an index or a name); ``step``: how far its resolution got;
    ``data``: small JSON values (choices made while resolving, remembered numbers).
    """

    uid: int
    kind: str
    source: str
    controller: int
    targets: tuple[str, ...] = ()
    effect: str = ""
    step: int = 0
    data: dict[str, Any] = dataclasses.field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "uid": self.uid,
            "kind": self.kind,
            "source": self.source,
            "controller": self.controller,
            "targets": list(self.targets),
            "effect": self.effect,
            "step": self.step,
            "data": dict(self.data),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> QueueItem:
        return cls(
            int(data["uid"]),
            str(data["kind"]),
            str(data["source"]),
            int(data["controller"]),
            tuple(data.get("targets", ())),
            str(data.get("effect", "")),
            int(data.get("step", 0)),
            dict(data.get("data", {})),
        )


class Queue:
    """The stack of pending items; the *end* of ``items`` is the top (resolves first).
    ``fired``: triggers waiting to go on it (added with :meth:`fire`, taken with
    :meth:`take_fired`); ``resolving``: every seat passed in a row, so the items resolve, top
    first, until it is empty (or a trigger or a decision interrupts)."""

    __slots__ = ("items", "next_uid", "fired", "resolving", "pending")

    def __init__(self) -> None:
        self.items: list[QueueItem] = []
        self.next_uid = 1
        self.fired = TriggerBatch()
        self.resolving = False
        self.pending: list[Any] = self.items
        """What the table state must deal with before the turn goes on, truthy while the queue
        holds items or triggers fired: the fired triggers while there are any, else the items
        (kept up to date by :meth:`fire` and :meth:`take_fired`: the kernel's loop reads it after
        every action)."""

    def fire(self, fired: Fired) -> None:
        """A trigger fired: it waits to go on the queue."""
        self.fired.add(fired)
        self.pending = self.fired.pending

    def take_fired(self, active: int, players: int) -> list[Fired]:
        """Every trigger that fired, the active seat's first (see ``TriggerBatch.take_ordered``)."""
        taken = self.fired.take_ordered(active, players)
        self.pending = self.items
        return taken

    def __len__(self) -> int:
        return len(self.items)

    def __bool__(self) -> bool:
        return bool(self.items)

    def __iter__(self) -> Iterator[QueueItem]:
        return iter(self.items)

    def push(
        self,
        kind: str,
        source: str,
        controller: int,
        targets: tuple[str, ...] = (),
        effect: str = "",
        data: dict[str, Any] | None = None,
    ) -> QueueItem:
        """Add an item on top and return it."""
        item = QueueItem(self.next_uid, kind, source, controller, targets, effect, 0, data or {})
        self.next_uid += 1
        self.items.append(item)
        return item

    @property
    def top(self) -> QueueItem | None:
        return self.items[-1] if self.items else None

    def pop(self) -> QueueItem:
        return self.items.pop()

    def remove(self, uid: int) -> QueueItem | None:
        """Take an item out wherever it is (countered, its source gone); ``None`` if absent."""
        for i, item in enumerate(self.items):
            if item.uid == uid:
                return self.items.pop(i)
        return None

    def find(self, uid: int) -> QueueItem | None:
        for item in self.items:
            if item.uid == uid:
                return item
        return None

    def resolution_order(self) -> list[QueueItem]:
        """The items in the order they will resolve (top first)."""
        return self.items[::-1]

    def to_json(self) -> dict[str, Any]:
        return {
            "items": [item.to_json() for item in self.items],
            "next_uid": self.next_uid,
            "fired": self.fired.to_json(),
            "resolving": self.resolving,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Queue:
        queue = cls()
        queue.items = [QueueItem.from_json(item) for item in data["items"]]
        queue.next_uid = int(data["next_uid"])
        queue.fired = TriggerBatch.from_json(data.get("fired", []))
        queue.resolving = bool(data.get("resolving", False))
        queue.pending = queue.fired.pending if queue.fired.pending else queue.items
        return queue

    def copy(self) -> Queue:
        queue = Queue()
        queue.items = [dataclasses.replace(item, data=dict(item.data)) for item in self.items]
        queue.next_uid = self.next_uid
        queue.fired.pending = list(self.fired.pending)  # (Fired values are frozen)
        queue.resolving = self.resolving
        queue.pending = queue.fired.pending if queue.fired.pending else queue.items
        return queue
