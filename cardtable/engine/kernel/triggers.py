"""Triggers: which of a source's triggers an event sets off, and the batches they fire into.

* :class:`Listening`: a source's triggers as kernel event patterns
  (:class:`~cardtable.engine.kernel.effects.EventPattern`), indexed by event kind and split into
  those about the source itself (``card: "self"``) and those about anything else, so a game offers
  an event to the card it is about and to every other source that listens for its kind, and only
  the patterns of that kind are matched; :func:`heard_by` indexes the sources of a side that wait
  for events about other cards.
* :class:`Fired` and :class:`TriggerBatch`: the triggers that fire together, put in order before
  they go on the queue. The active seat's triggers go first (so they resolve last), then each
  other seat's in turn order. Within one seat, the order is automatic (the order they fired)
  unless the game asks the seat to choose (``Decision(kind="order")``); the chosen order is an
  action, so records replay. New triggers that fire while a batch is being ordered join it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any

from cardtable.engine.kernel.effects import EventPattern

SELF = "self"
"""The binding of the source itself: a pattern with ``card: "self"`` is about its own source."""

Listeners = tuple[tuple[int, EventPattern], ...]
"""(index of the trigger on its source, its pattern), in the source's order."""


class Listening:
    """A source's triggers by the kind of event they wait for: :attr:`own` (patterns naming the
    source itself, ``card: "self"``: offered only the events about that source) and
    :attr:`others` (the rest: offered every event of their kind). Made once per card
    definition; empty mappings for a source with no triggers."""

    __slots__ = ("own", "others", "kinds")

    def __init__(self, patterns: Iterable[EventPattern]) -> None:
        own: dict[str, list[tuple[int, EventPattern]]] = {}
        others: dict[str, list[tuple[int, EventPattern]]] = {}
        for index, pattern in enumerate(patterns):
            scope = own if ("card", SELF) in pattern.where else others
            scope.setdefault(pattern.kind, []).append((index, pattern))
        self.own: Mapping[str, Listeners] = {kind: tuple(found) for kind, found in own.items()}
        self.others: Mapping[str, Listeners] = {kind: tuple(found) for kind, found in others.items()}
        self.kinds = frozenset(own) | frozenset(others)
        """Every event kind one of the triggers waits for."""

    def __bool__(self) -> bool:
        return bool(self.kinds)


BoundListeners = tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]
"""(the trigger's index on its source as a string, the pairs the event's data must hold: its
pattern bound for the source, :meth:`EventPattern.bind`), in the source's order."""

Heard = tuple[tuple[str, BoundListeners], ...]
"""The sources waiting for events of one kind about other cards: (source, its bound listeners of
that kind), in the order the sources were given."""


def heard_by(sources: Iterable[tuple[str, Listening]], bindings: Mapping[str, Any]) -> dict[str, Heard]:
    """Event kind -> the ``sources`` (id, listening) with a trigger about other cards of that kind,
    in order, each pattern bound once for its source (``self``) and ``bindings`` (the seat the
    sources sit with: ``you``, ``opponent``): a game keeps one per side, made again when a source
    with such triggers enters or leaves, so an event nobody waits for is ruled out by one lookup
    and an event is matched by comparing values."""
    found: dict[str, list[tuple[str, BoundListeners]]] = {}
    for source, listening in sources:
        bound = {**bindings, SELF: source}
        for kind, listeners in listening.others.items():
            pairs = tuple((str(index), pattern.bind(bound)) for index, pattern in listeners)
            found.setdefault(kind, []).append((source, pairs))
    return {kind: tuple(pairs) for kind, pairs in found.items()}


def heard_of(heard: Mapping[str, Heard], key: str, seat: int) -> dict[str, Heard]:
    """The part of an index (:func:`heard_by`) that can hear an event whose data holds ``seat``
    under ``key`` (the seat the event belongs to, as its ``controller``): every listener but
    those bound to another value of ``key``, in the same order. A game that keeps one such part
    per seat the events may belong to never offers an event to listeners that cannot match it."""
    out: dict[str, Heard] = {}
    for kind, sources in heard.items():
        kept = []
        for source, listeners in sources:
            mine = []
            for effect, pairs in listeners:  # (plain loops: this runs as cards enter and leave)
                for name, value in pairs:
                    if name == key and value != seat:
                        break
                else:
                    mine.append((effect, pairs))
            if mine:
                kept.append((source, tuple(mine)))
        if kept:
            out[kind] = tuple(kept)
    return out


def matching(
    listeners: Listeners, kind: str, data: Mapping[str, Any], bindings: Mapping[str, Any]
) -> list[int]:
    """The indexes of the ``listeners`` whose pattern matches the event ``(kind, data)``, with
    ``self``/``you``/``opponent`` bound by ``bindings`` (the source, its controller...)."""
    return [index for index, pattern in listeners if pattern.matches(kind, data, bindings)]


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
