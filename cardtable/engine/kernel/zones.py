"""Zones with declared visibility, and what derives from them: hidden ids, card conservation,
what a seat may see, copies and snapshots, and the redeal of the cards a seat cannot see (a bot's
look-ahead must not peek).

A game declares its zones once (``ZoneSpec(name, visibility)``); every seat owns one of each. A
card instance id lives in exactly one zone at a time, and a card may lie face down in a public
zone (then only its owner sees it). A zone may hold records instead of ids (``records``: cards in
play with state of their own, each with an ``iid``). A :class:`ZoneMap` is moved with list
operations on :meth:`ZoneMap.cards` (Luminous, which finds a card through its seat); an
:class:`IndexedZoneMap` also keeps where each card is (Lux Aeterna, which looks cards up by id:
:meth:`IndexedZoneMap.move`).
"""

from __future__ import annotations

import dataclasses
import enum
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol, Self

from cardtable.engine.words import Rows


class Visibility(enum.Enum):
    """Who sees the cards of a zone: everyone; only the owner; nobody (a deck); for face-down
    cards in a public zone see :attr:`ZoneMap.face_down`."""

    PUBLIC = "public"
    OWNER = "owner"
    HIDDEN = "hidden"


class Record(Protocol):
    """A card in a zone that holds records: its instance id, its own copy and JSON form."""

    iid: str

    def copy(self) -> Any: ...

    def to_json(self) -> dict[str, Any]: ...


RecordLoader = Callable[[str, Any], Any]
"""``load(zone, data)``: a record of ``zone`` from its JSON form."""


@dataclasses.dataclass(frozen=True, slots=True)
class ZoneSpec:
    """``name`` (id), ``label`` (shown), ``visibility``; ``ordered`` zones keep order (a deck's
    end is its top); a zone of ``records`` holds :class:`Record` values (public zones only):
    ``records`` is their class (a kernel ``records.Record``, which the table state reads back
    itself) or ``True``; a ``row`` is cards in play that the board draws in a row, in order (a
    card there is told apart from its namesakes by its place: :meth:`ZoneMap.rows`)."""

    name: str
    label: str
    visibility: Visibility
    ordered: bool = False
    records: bool | type[Any] = False
    row: bool = False

    def __post_init__(self) -> None:
        if self.records and self.visibility is not Visibility.PUBLIC:
            raise ValueError(f"zone {self.name}: only a public zone holds records")


class ZoneLayout:
    """What a game's zone specs imply, worked out once (a game definition holds one)."""

    __slots__ = ("specs", "secret", "record_zones")

    def __init__(self, specs: Sequence[ZoneSpec]) -> None:
        self.specs: dict[str, ZoneSpec] = {spec.name: spec for spec in specs}
        owner_first = sorted(specs, key=lambda spec: spec.visibility is Visibility.HIDDEN)
        self.secret: tuple[tuple[str, bool], ...] = tuple(
            (spec.name, spec.visibility is Visibility.HIDDEN)
            for spec in owner_first
            if spec.visibility is not Visibility.PUBLIC
        )
        """The zones some seat may not see, those the owner sees first: (name, hidden from the
        owner too)."""
        self.record_zones = frozenset(spec.name for spec in specs if spec.records)


class ZoneMap:
    """Every seat's zones: ``zones[seat][name]`` is a list of card instance ids (records in a
    zone of records). Without an index: a card is found by looking through the zones."""

    __slots__ = ("specs", "zones", "face_down", "secret", "record_zones", "closed", "drawn")

    def __init__(self, layout: ZoneLayout | Sequence[ZoneSpec], players: int) -> None:
        if not isinstance(layout, ZoneLayout):
            layout = ZoneLayout(layout)
        self.specs = specs = layout.specs
        self.secret = layout.secret
        self.closed = frozenset(name for name, _ in layout.secret)
        """The zones that are not public (their cards show as a count)."""
        self.record_zones = layout.record_zones
        self.zones: list[dict[str, list[Any]]] = [{name: [] for name in specs} for _ in range(players)]
        self.face_down: set[str] = set()
        self.drawn = 0
        """Cards drawn so far (taken from a hidden zone to their owner's hand), counted by a game
        that draws with list operations (Luminous's ``draw``): before and after an action, its
        mark of hidden information revealed. Not in the snapshot: only a difference is read."""

    def cards(self, seat: int, zone: str) -> list[Any]:
        return self.zones[seat][zone]

    def ids(self, seat: int, zone: str) -> list[str]:
        """The instance ids in ``zone`` of ``seat`` (a record's ``iid``)."""
        cards = self.zones[seat][zone]
        return [record.iid for record in cards] if zone in self.record_zones else list(cards)

    def rows(self, players: Sequence[str], name: Callable[[str], str]) -> Rows:
        """The cards in play as :func:`~cardtable.engine.words.told_apart` reads them: for each
        seat, each of its ``row`` zones in the declared order, the player's name and the cards as
        ``(id, name(id))``, as the board draws them."""
        rows = [spec.name for spec in self.specs.values() if spec.row]
        return [
            (players[seat], [(iid, name(iid)) for iid in self.ids(seat, zone)])
            for seat in range(len(self.zones))
            for zone in rows
        ]

    def place(self, card: Any, seat: int, zone: str, *, top: bool = True) -> None:
        """Put a card that is in no zone yet into ``zone`` of ``seat`` (``top``: at the end)."""
        pile = self.zones[seat][zone]
        if top:
            pile.append(card)
        else:
            pile.insert(0, card)

    def place_all(self, cards: Iterable[str], seat: int, zone: str) -> None:
        """:meth:`place` each of ``cards`` on top, in order (a deck dealt at the start)."""
        self.zones[seat][zone].extend(cards)

    def take(self, card: str) -> tuple[int, str]:
        """Remove a card from its zone; returns where it was."""
        found = self.zone_of(card)
        if found is None:
            raise KeyError(card)
        seat, zone = found
        self.zones[seat][zone].remove(card)
        self.face_down.discard(card)
        return seat, zone

    def move(self, card: str, seat: int, zone: str, *, top: bool = True) -> tuple[int, str]:
        """Move a card to ``zone`` of ``seat`` (face up); returns where it was."""
        was = self.take(card)
        self.place(card, seat, zone, top=top)
        return was

    def zone_of(self, card: str) -> tuple[int, str] | None:
        for seat, zones in enumerate(self.zones):
            for name, cards in zones.items():
                if card in cards:
                    return seat, name
        return None

    def hidden_ids(self, viewer: int | None) -> set[str]:
        """The card ids ``viewer`` may not see (``None``: a spectator sees only public cards)."""
        hidden: set[str] = set()
        for seat, zones in enumerate(self.zones):
            for name, from_owner in self.secret:
                if from_owner or seat != viewer:
                    hidden.update(zones[name])
        if self.face_down:
            for card in self.face_down:
                found = self.zone_of(card)
                if found is not None and found[0] != viewer:
                    hidden.add(card)
        return hidden

    def public(self, seat: int) -> dict[str, Any]:
        """What everyone sees of ``seat``'s zones: each public zone's cards (a face-down card as
        ``None``), the number of cards of every other zone."""
        out: dict[str, Any] = {}
        face_down = self.face_down
        closed = self.closed
        for name, cards in self.zones[seat].items():
            if name in closed:
                out[name] = len(cards)
            elif face_down and name not in self.record_zones:
                out[name] = [None if c in face_down else c for c in cards]
            else:
                out[name] = cards
        return out

    def own(self, seat: int) -> dict[str, list[Any]]:
        """What only ``seat`` sees of its zones on top of :meth:`public`: the cards of the zones
        only the owner sees."""
        return {name: self.zones[seat][name] for name, from_owner in self.secret if not from_owner}

    def view(self, viewer: int | None) -> list[dict[str, Any]]:
        """Per seat, per zone: the list of ids the viewer may see, or ``{"count": n}``; face-down
        cards of others show as ``None`` in place."""
        out: list[dict[str, Any]] = []
        for seat, zones in enumerate(self.zones):
            side: dict[str, Any] = {}
            for name, cards in zones.items():
                vis = self.specs[name].visibility
                if vis is Visibility.HIDDEN or (vis is Visibility.OWNER and seat != viewer):
                    side[name] = {"count": len(cards)}
                elif name in self.record_zones:
                    side[name] = [record.iid for record in cards]
                else:
                    side[name] = [None if (c in self.face_down and seat != viewer) else c for c in cards]
            out.append(side)
        return out

    def redeal(self, viewer: int, rng: Any, *, in_order: bool = False) -> None:
        """Deal the cards ``viewer`` cannot see again at random among their places, each seat's
        apart (another seat's first): its unseen cards (the zones the owner sees, then the hidden
        ones) are shuffled together and dealt back to the same sizes, in place. ``in_order``:
        sort them first, so the deal depends on what the viewer knows, not on where they were."""
        seats = [seat for seat in range(len(self.zones)) if seat != viewer]
        for seat in (*seats, viewer):
            zones = self.zones[seat]
            names = [name for name, from_owner in self.secret if from_owner or seat != viewer]
            pool = [card for name in names for card in zones[name]]
            if in_order:
                pool.sort()
            rng.shuffle(pool)
            start = 0
            for name in names:
                cards = zones[name]
                cards[:] = pool[start : start + len(cards)]
                start += len(cards)

    def census(self) -> Counter[str]:
        """How many times each id appears across all zones (conservation: every value 1)."""
        count: Counter[str] = Counter()
        for seat, zones in enumerate(self.zones):
            for name in zones:
                count.update(self.ids(seat, name))
        return count

    def problems(self, expected: Iterable[str]) -> list[str]:
        """Conservation problems: cards lost, created or duplicated (and, with an index, index
        mismatches)."""
        wanted = expected if isinstance(expected, (set, frozenset, dict)) else set(expected)
        if self._consistent(wanted):
            return []
        census = self.census()
        wanted = set(wanted)
        problems = [f"card {c} is in {n} places" for c, n in census.items() if n > 1]
        lost = wanted - set(census)
        extra = set(census) - wanted
        if lost:
            problems.append(f"cards lost: {sorted(lost)[:5]}")
        if extra:
            problems.append(f"cards created: {sorted(extra)[:5]}")
        return problems

    def _located(self) -> tuple[dict[str, tuple[int, str]], int]:
        """Where each id lies by the zones, and how many cards they hold (more than ids when a
        card is listed twice)."""
        rebuilt: dict[str, tuple[int, str]] = {}
        total = 0
        records = self.record_zones
        for seat, zones in enumerate(self.zones):
            for name, cards in zones.items():
                if cards:
                    total += len(cards)
                    ids = [record.iid for record in cards] if name in records else cards
                    rebuilt.update(dict.fromkeys(ids, (seat, name)))
        return rebuilt, total

    def _consistent(self, wanted: set[str] | frozenset[str] | dict[str, object]) -> bool:
        """The quick answer of :meth:`problems` (no census): none twice (a card listed twice
        counts once among the ids found but twice in the total), and exactly the wanted ids.
        Only the ids are gathered (where each lies matters to the index's check alone): the
        sampled checks run this on many positions."""
        found: set[str] = set()
        total = 0
        records = self.record_zones
        for zones in self.zones:
            for name, cards in zones.items():
                if cards:
                    total += len(cards)
                    found.update([record.iid for record in cards] if name in records else cards)
        if total != len(found) or total != len(wanted):
            return False
        return found == (wanted.keys() if isinstance(wanted, dict) else wanted)

    def to_json(self) -> dict[str, Any]:
        records = self.record_zones
        return {
            "zones": [
                {k: [r.to_json() for r in v] if k in records else list(v) for k, v in z.items()}
                for z in self.zones
            ],
            "face_down": sorted(self.face_down),
        }

    def load_json(self, data: dict[str, Any], load_record: RecordLoader | None = None) -> None:
        """Read back :meth:`to_json` (``load_record``: a record of a zone from its JSON form)."""
        records = self.record_zones
        if records and load_record is None:
            raise ValueError("a zone map with zones of records needs their loader")
        self.zones = [
            {
                k: [load_record(k, r) for r in v] if k in records and load_record else [str(c) for c in v]
                for k, v in z.items()
            }
            for z in data["zones"]
        ]
        self.face_down = set(data.get("face_down", ()))

    def copy(self) -> Self:
        other = type(self).__new__(type(self))
        other.specs, other.secret, other.closed = self.specs, self.secret, self.closed
        records = other.record_zones = self.record_zones
        if records:
            other.zones = [
                {k: [r.copy() for r in v] if k in records else list(v) for k, v in z.items()}
                for z in self.zones
            ]
        else:
            other.zones = [{k: list(v) for k, v in z.items()} for z in self.zones]
        other.face_down = set(self.face_down)
        other.drawn = self.drawn
        return other


class IndexedZoneMap(ZoneMap):
    """A :class:`ZoneMap` that also keeps ``where`` each card id lies (kept by :meth:`place`,
    :meth:`take` and :meth:`move`; zones of ids only)."""

    __slots__ = ("where",)

    def __init__(self, layout: ZoneLayout | Sequence[ZoneSpec], players: int) -> None:
        super().__init__(layout, players)
        if self.record_zones:
            raise ValueError("the index knows card ids: zones of records lie in a ZoneMap without one")
        self.where: dict[str, tuple[int, str]] = {}

    def place(self, card: Any, seat: int, zone: str, *, top: bool = True) -> None:
        if card in self.where:
            raise ValueError(f"{card} is already in {self.where[card]}")
        pile = self.zones[seat][zone]
        if top:
            pile.append(card)
        else:
            pile.insert(0, card)
        self.where[card] = (seat, zone)

    def place_all(self, cards: Iterable[str], seat: int, zone: str) -> None:
        added = list(cards)
        if any(card in self.where for card in added) or len(set(added)) != len(added):
            raise ValueError(f"a card of {added} is already in a zone")
        self.zones[seat][zone].extend(added)
        self.where.update(dict.fromkeys(added, (seat, zone)))

    def take(self, card: str) -> tuple[int, str]:
        seat, zone = self.where.pop(card)
        self.zones[seat][zone].remove(card)
        self.face_down.discard(card)
        return seat, zone

    def zone_of(self, card: str) -> tuple[int, str] | None:
        return self.where.get(card)

    def redeal(self, viewer: int, rng: Any, *, in_order: bool = False) -> None:
        super().redeal(viewer, rng, in_order=in_order)
        for seat, zones in enumerate(self.zones):
            for name, _from_owner in self.secret:
                self.where.update(dict.fromkeys(zones[name], (seat, name)))

    def problems(self, expected: Iterable[str]) -> list[str]:
        problems = super().problems(expected)
        if problems:
            for seat, zones in enumerate(self.zones):
                for name, cards in zones.items():
                    problems.extend(
                        f"index says {c} is elsewhere" for c in cards if self.where.get(c) != (seat, name)
                    )
        return problems

    def _consistent(self, wanted: set[str] | frozenset[str] | dict[str, object]) -> bool:
        """Also: every card where the index says."""
        rebuilt, total = self._located()
        if total != len(rebuilt) or total != len(wanted) or rebuilt != self.where:
            return False
        return rebuilt.keys() == (wanted.keys() if isinstance(wanted, dict) else wanted)

    def load_json(self, data: dict[str, Any], load_record: RecordLoader | None = None) -> None:
        super().load_json(data, load_record)
        self.where = {
            c: (seat, name) for seat, z in enumerate(self.zones) for name, cards in z.items() for c in cards
        }

    def copy(self) -> Self:
        other = super().copy()
        other.where = dict(self.where)
        return other
