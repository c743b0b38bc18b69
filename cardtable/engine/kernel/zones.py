"""Zones with declared visibility, and what derives from them: hidden ids, card conservation and
the skeleton of each seat's view.

A game declares its zones once (``ZoneSpec(name, visibility)``); every seat owns one of each. A
card instance id lives in exactly one zone at a time (:meth:`ZoneMap.move` keeps an index), and a
card may lie face down in a public zone (then only its owner sees it).
"""

from __future__ import annotations

import dataclasses
import enum
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any


class Visibility(enum.Enum):
    """Who sees the cards of a zone: everyone; only the owner; nobody (a deck); for face-down
    cards in a public zone see :attr:`ZoneMap.face_down`."""

    PUBLIC = "public"
    OWNER = "owner"
    HIDDEN = "hidden"


@dataclasses.dataclass(frozen=True, slots=True)
class ZoneSpec:
    """``name`` (id), ``label`` (shown), ``visibility``; ``ordered`` zones keep order (a deck's
    end is its top)."""

    name: str
    label: str
    visibility: Visibility
    ordered: bool = False


class ZoneMap:
    """Every seat's zones: ``zones[seat][name]`` is a list of card instance ids."""

    __slots__ = ("specs", "zones", "where", "face_down")

    def __init__(self, specs: Sequence[ZoneSpec], players: int) -> None:
        self.specs: dict[str, ZoneSpec] = {spec.name: spec for spec in specs}
        self.zones: list[dict[str, list[str]]] = [{name: [] for name in self.specs} for _ in range(players)]
        self.where: dict[str, tuple[int, str]] = {}
        self.face_down: set[str] = set()

    def cards(self, seat: int, zone: str) -> list[str]:
        return self.zones[seat][zone]

    def place(self, card: str, seat: int, zone: str, *, top: bool = True) -> None:
        """Put a card that is in no zone yet into ``zone`` of ``seat``."""
        if card in self.where:
            raise ValueError(f"{card} is already in {self.where[card]}")
        pile = self.zones[seat][zone]
        if top:
            pile.append(card)
        else:
            pile.insert(0, card)
        self.where[card] = (seat, zone)

    def take(self, card: str) -> tuple[int, str]:
        """Remove a card from its zone; returns where it was."""
        seat, zone = self.where.pop(card)
        self.zones[seat][zone].remove(card)
        self.face_down.discard(card)
        return seat, zone

    def move(self, card: str, seat: int, zone: str, *, top: bool = True) -> tuple[int, str]:
        """Move a card to ``zone`` of ``seat`` (face up); returns where it was."""
        was = self.take(card)
        self.place(card, seat, zone, top=top)
        return was

    def zone_of(self, card: str) -> tuple[int, str] | None:
        return self.where.get(card)

    def hidden_ids(self, viewer: int | None) -> set[str]:
        """The card ids ``viewer`` may not see (``None``: a spectator sees only public cards)."""
        hidden: set[str] = set()
        specs = self.specs
        for seat, zones in enumerate(self.zones):
            for name, cards in zones.items():
                if cards:
                    vis = specs[name].visibility
                    if vis is Visibility.HIDDEN or (vis is Visibility.OWNER and seat != viewer):
                        hidden.update(cards)
        if self.face_down:
            hidden.update(c for c in self.face_down if self.where[c][0] != viewer)
        return hidden

    def census(self) -> Counter[str]:
        """How many times each id appears across all zones (conservation: every value 1)."""
        count: Counter[str] = Counter()
        for zones in self.zones:
            for cards in zones.values():
                count.update(cards)
        return count

    def problems(self, expected: Iterable[str]) -> list[str]:
        """Conservation problems: cards lost, created or duplicated, and index mismatches."""
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
        for seat, zones in enumerate(self.zones):
            for name, cards in zones.items():
                problems.extend(
                    f"index says {c} is elsewhere" for c in cards if self.where.get(c) != (seat, name)
                )
        return problems

    def _consistent(self, wanted: set[str] | frozenset[str] | dict[str, object]) -> bool:
        """The quick answer of :meth:`problems` (no census): the index is exactly what the zones
        say (every card where it lies, none twice: a card listed twice would count once in the
        rebuilt index but twice in the total) and it holds exactly the wanted ids."""
        rebuilt: dict[str, tuple[int, str]] = {}
        total = 0
        for seat, zones in enumerate(self.zones):
            for name, cards in zones.items():
                if cards:
                    total += len(cards)
                    rebuilt.update(dict.fromkeys(cards, (seat, name)))
        if total != len(rebuilt) or rebuilt != self.where or total != len(wanted):
            return False
        return rebuilt.keys() == (wanted.keys() if isinstance(wanted, dict) else wanted)

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
                else:
                    side[name] = [None if (c in self.face_down and seat != viewer) else c for c in cards]
            out.append(side)
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "zones": [{k: list(v) for k, v in z.items()} for z in self.zones],
            "face_down": sorted(self.face_down),
        }

    def load_json(self, data: dict[str, Any]) -> None:
        self.zones = [{k: list(v) for k, v in z.items()} for z in data["zones"]]
        self.where = {
            c: (seat, name) for seat, z in enumerate(self.zones) for name, cards in z.items() for c in cards
        }
        self.face_down = set(data.get("face_down", ()))

    def copy(self) -> ZoneMap:
        other = ZoneMap.__new__(ZoneMap)
        other.specs = self.specs
        other.zones = [{k: list(v) for k, v in z.items()} for z in self.zones]
        other.where = dict(self.where)
        other.face_down = set(self.face_down)
        return other
