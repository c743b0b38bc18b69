"""Trigger batches resolved one at a time in an order the players choose as they go.

Triggers that fire together form a batch. The active seat resolves all of its triggers first, one
at a time, in any order; then the next seat, and so on. A trigger that fires while the batch
resolves joins it, and the choice of what resolves next is made after each resolution, so a seat
may pick an old or a new trigger. When the seat to resolve holds triggers that differ, the game
asks it to choose (``Decision(kind="order")``); a single trigger (or identical ones) resolves
without asking.

Knows no game: a pending item carries the source card, its controller, which effect of the
source it is, and small JSON data about the event (the card it is about...).

:class:`BatchTable` is the table state whose batch is an :class:`OrderedBatch` (as
:class:`~cardtable.engine.kernel.table.QueueTable` is the one with a queue): the kernel's loop
resolves the batch through it, asking the ``order`` decision when the seat to resolve holds
triggers whose order can matter; the game writes :meth:`BatchTable.resolve_pending` (and, if it
can tell orders that cannot matter, :meth:`BatchTable.order_matters`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from cardtable.engine.kernel.table import ASKED, RESOLVED, Progress, TableState


@dataclasses.dataclass(frozen=True, slots=True)
class Pending:
    """One fired trigger waiting in the batch (``uid`` is unique within the match)."""

    uid: int
    controller: int
    source: str
    effect: str
    subject: str = ""
    """The card the event was about (the arriving card, the declared attacker), if any."""

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.source, self.effect, self.subject)

    def to_json(self) -> list[Any]:
        return [self.uid, self.controller, self.source, self.effect, self.subject]

    @classmethod
    def from_json(cls, data: list[Any]) -> Pending:
        return cls(int(data[0]), int(data[1]), str(data[2]), str(data[3]), str(data[4]))


class OrderedBatch:
    """The pending triggers of the current batch."""

    __slots__ = ("pending", "next_uid")

    def __init__(self) -> None:
        self.pending: list[Pending] = []
        self.next_uid = 1

    def __bool__(self) -> bool:
        return bool(self.pending)

    def __len__(self) -> int:
        return len(self.pending)

    def add(self, controller: int, source: str, effect: str, subject: str = "") -> Pending:
        item = Pending(self.next_uid, controller, source, effect, subject)
        self.next_uid += 1
        self.pending.append(item)
        return item

    def seat_to_resolve(self, active: int, players: int) -> int | None:
        """The seat whose trigger resolves next: the active seat while it has any, then the next
        seats in turn order; ``None`` when the batch is empty."""
        for offset in range(players):
            seat = (active + offset) % players
            for item in self.pending:
                if item.controller == seat:
                    return seat
        return None

    def options(self, seat: int) -> list[Pending]:
        """``seat``'s pending triggers, one per distinct trigger (oldest first)."""
        seen: set[tuple[str, str, str]] = set()
        out = []
        for item in self.pending:
            if item.controller == seat:
                key = (item.source, item.effect, item.subject)  # Pending.key, without two calls
                if key not in seen:
                    seen.add(key)
                    out.append(item)
        return out

    def take(self, uid: int) -> Pending:
        """Remove and return the pending trigger ``uid``; KeyError if it is not pending."""
        for index, item in enumerate(self.pending):
            if item.uid == uid:
                return self.pending.pop(index)
        raise KeyError(uid)

    def copy(self) -> OrderedBatch:
        other = OrderedBatch()
        other.pending = list(self.pending)
        other.next_uid = self.next_uid
        return other

    def to_json(self) -> dict[str, Any]:
        return {"pending": [p.to_json() for p in self.pending], "next_uid": self.next_uid}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> OrderedBatch:
        batch = cls()
        batch.pending = [Pending.from_json(p) for p in data.get("pending", ())]
        batch.next_uid = int(data.get("next_uid", 1))
        return batch


class BatchTable(TableState):
    """A table state whose batch is an :class:`OrderedBatch`: the triggers that fired resolve
    one at a time when the game settles, the active seat's first; when the seat to resolve holds
    different triggers (and :meth:`order_matters`), it is asked which goes next (decision kind
    ``order``, options the uids, answered by :meth:`choose_trigger`). The game declares ``batch``
    among its ``FIELDS``."""

    batch: OrderedBatch

    def resolve_next(self) -> Progress:
        batch = self.batch
        pending = batch.pending
        if len(pending) == 1:  # one trigger waiting (the common case): it resolves, nothing to ask
            self.resolve_pending(pending.pop())
            return RESOLVED
        seat = batch.seat_to_resolve(self.active, len(self.players))
        assert seat is not None  # (the loop asks only while something is pending)
        options = batch.options(seat)
        if len(options) >= 2 and self.order_matters(options):
            self.ask("order", seat, tuple([str(item.uid) for item in options]))
            return ASKED
        self.resolve_pending(batch.take(options[0].uid))
        return RESOLVED

    def choose_trigger(self, seat: int, option: str) -> bool:
        """The answer to ``order``: ``seat``'s trigger ``option`` (its uid) resolves now and the
        game settles; ``False`` (nothing changed) when it is not one of ``seat``'s waiting."""
        for item in self.batch.options(seat):
            if str(item.uid) == option:
                self.resolve_pending(self.batch.take(item.uid))
                self.settle()
                return True
        return False

    def decision_problems(self) -> list[str]:
        """The table's (:meth:`TableState.decision_problems`), and an order asked of no trigger."""
        problems = super().decision_problems()
        if self.result is None and self.asking.kind == "order" and not self.batch:
            problems.append("a trigger order is asked with an empty batch")
        return problems

    # ----- the hooks a game on a batch writes ---------------------------------------------------

    def order_matters(self, options: list[Pending]) -> bool:
        """Whether the order of these different triggers of one seat can change anything (when it
        cannot, the oldest resolves first without asking)."""
        return True

    def resolve_pending(self, item: Pending) -> None:
        """Resolve the trigger ``item`` (taken off the batch)."""
        raise NotImplementedError
