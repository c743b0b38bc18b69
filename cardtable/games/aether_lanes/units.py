"""The mutable pieces of a duel: units on lanes and each player's side (piles, Soul, Aether...).

Both are plain slotted classes with a cheap ``copy()`` and JSON forms; the engine's rules live
elsewhere (``state``, ``effects``, ``combat``, ``phases``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.aether_lanes.actions import id_text, parse_instance
from cardtable.games.aether_lanes.keywords import mask as kw_mask

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.catalog import CardDef


class Unit:
    """A unit on a lane (on top, or buried beneath the top one).

    ``mods`` are lasting stat changes ``[source, attack, defense, health]``; ``temp`` the same
    until the end of the turn. ``damage`` is the Health lost so far. ``kw`` (keyword -> value) is
    recomputed by the state whenever Sigils, grants or Silence change (:meth:`set_keywords`), and
    ``hooks`` with it: the hooks those keywords act at, as bits (``keywords.mask``). ``cdef`` is the
    unit's card definition (``card`` its id), so the rules read it without a catalog lookup.
    ``iid`` and the ``sigils`` are instance ids (integers; their texts in JSON).
    """

    __slots__ = (
        "iid",
        "card",
        "owner",
        "token",
        "damage",
        "mods",
        "temp",
        "exhausted",
        "moved",
        "burn",
        "silenced",
        "granted",
        "sigils",
        "buried",
        "ensemble",
        "kw",
        "atk",
        "dfn",
        "hp",
        "cdef",
        "hooks",
    )

    def __init__(
        self, iid: int, card: str, owner: int, token: bool = False, cdef: CardDef | None = None
    ) -> None:
        """``cdef`` defaults to the card ``card`` of the default catalog (a state restoring a
        snapshot sets its own catalog's)."""
        if cdef is None:
            from cardtable.games.aether_lanes.catalog import load_catalog

            cdef = load_catalog().cards[card]
        self.iid = iid
        self.card = card
        self.cdef = cdef
        self.hooks = 0
        self.owner = owner
        self.token = token
        self.damage = 0
        self.mods: list[list[Any]] = []
        self.temp: list[list[Any]] = []
        self.exhausted = True
        self.moved = False
        self.burn = 0
        self.silenced = False
        self.granted: list[str] = []
        self.sigils: list[int] = []
        self.buried: Unit | None = None
        self.ensemble = 0
        self.kw: dict[str, Any] = {}
        self.atk = 0
        self.dfn = 0
        self.hp = 0

    def set_keywords(self, kw: dict[str, Any]) -> None:
        """Set the unit's keywords (a card's ``kw`` is shared, never changed) and their hooks."""
        self.kw = kw
        self.hooks = kw_mask(kw) if kw else 0

    def add_mod(self, source: str, attack: int, defense: int, health: int, temporary: bool = False) -> None:
        (self.temp if temporary else self.mods).append([source, attack, defense, health])
        self.atk += attack
        self.dfn += defense
        self.hp += health

    def clear_temp(self) -> None:
        for _source, attack, defense, health in self.temp:
            self.atk -= attack
            self.dfn -= defense
            self.hp -= health
            if health:
                self.damage = max(0, self.damage - health)
        self.temp.clear()

    def copy(self) -> Unit:
        new = Unit.__new__(Unit)
        new.iid = self.iid
        new.card = self.card
        new.owner = self.owner
        new.token = self.token
        new.damage = self.damage
        new.mods = [list(m) for m in self.mods] if self.mods else []
        new.temp = [list(m) for m in self.temp] if self.temp else []
        new.exhausted = self.exhausted
        new.moved = self.moved
        new.burn = self.burn
        new.silenced = self.silenced
        new.granted = list(self.granted)
        new.sigils = list(self.sigils)
        new.buried = self.buried.copy() if self.buried is not None else None
        new.ensemble = self.ensemble
        new.kw = self.kw
        new.hooks = self.hooks
        new.cdef = self.cdef
        new.atk = self.atk
        new.dfn = self.dfn
        new.hp = self.hp
        return new

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": id_text(self.iid), "card": self.card, "owner": self.owner}
        if self.token:
            data["token"] = True
        for key in ("damage", "burn", "ensemble"):
            value = getattr(self, key)
            if value:
                data[key] = value
        if self.mods:
            data["mods"] = [list(m) for m in self.mods]
        if self.temp:
            data["temp"] = [list(m) for m in self.temp]
        data["exhausted"] = self.exhausted
        if self.moved:
            data["moved"] = True
        if self.silenced:
            data["silenced"] = True
        if self.granted:
            data["granted"] = list(self.granted)
        if self.sigils:
            data["sigils"] = [id_text(s) for s in self.sigils]
        if self.buried is not None:
            data["buried"] = self.buried.to_json()
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Unit:
        unit = cls(
            _instance(data["id"]), str(data["card"]), int(data["owner"]), bool(data.get("token", False))
        )
        unit.damage = int(data.get("damage", 0))
        unit.burn = int(data.get("burn", 0))
        unit.ensemble = int(data.get("ensemble", 0))
        for mod in data.get("mods", []):
            unit.add_mod(str(mod[0]), int(mod[1]), int(mod[2]), int(mod[3]))
        for mod in data.get("temp", []):
            unit.add_mod(str(mod[0]), int(mod[1]), int(mod[2]), int(mod[3]), temporary=True)
        unit.exhausted = bool(data.get("exhausted", False))
        unit.moved = bool(data.get("moved", False))
        unit.silenced = bool(data.get("silenced", False))
        unit.granted = [str(k) for k in data.get("granted", [])]
        unit.sigils = [_instance(s) for s in data.get("sigils", [])]
        if data.get("buried") is not None:
            unit.buried = cls.from_json(data["buried"])
        return unit


class Side:
    """One player's half of the table."""

    __slots__ = (
        "deck",
        "hand",
        "discard",
        "lanes",
        "soul",
        "aether",
        "aether_max",
        "shelter",
        "toxin",
        "fatigue",
        "decree",
        "auras",
        "mulliganed",
        "deck_id",
    )

    def __init__(self, deck: list[int], soul: int, aether_max: int, deck_id: str = "") -> None:
        self.deck = deck
        self.hand: list[int] = []
        self.discard: list[int] = []
        self.lanes: list[Unit | None] = [None, None, None]
        self.soul = soul
        self.aether = 0
        self.aether_max = aether_max
        self.shelter = 0
        self.toxin = 0
        self.fatigue = 0
        self.decree: int | None = None
        self.auras: list[list[Any]] = []
        self.mulliganed = False
        self.deck_id = deck_id

    def units(self) -> list[Unit]:
        """Units on top of this side's lanes, Aggressive first."""
        return [u for u in self.lanes if u is not None]

    def copy(self) -> Side:
        new = Side.__new__(Side)
        new.deck = list(self.deck)
        new.hand = list(self.hand)
        new.discard = list(self.discard)
        new.lanes = [u.copy() if u is not None else None for u in self.lanes]
        new.soul = self.soul
        new.aether = self.aether
        new.aether_max = self.aether_max
        new.shelter = self.shelter
        new.toxin = self.toxin
        new.fatigue = self.fatigue
        new.decree = self.decree
        new.auras = [list(a) for a in self.auras]
        new.mulliganed = self.mulliganed
        new.deck_id = self.deck_id
        return new

    def to_json(self) -> dict[str, Any]:
        return {
            "deck": [id_text(c) for c in self.deck],
            "hand": [id_text(c) for c in self.hand],
            "discard": [id_text(c) for c in self.discard],
            "lanes": [u.to_json() if u is not None else None for u in self.lanes],
            "soul": self.soul,
            "aether": self.aether,
            "aether_max": self.aether_max,
            "shelter": self.shelter,
            "toxin": self.toxin,
            "fatigue": self.fatigue,
            "decree": None if self.decree is None else id_text(self.decree),
            "auras": [[id_text(a[0]), a[1]] for a in self.auras],
            "mulliganed": self.mulliganed,
            "deck_id": self.deck_id,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Side:
        side = cls(
            [_instance(c) for c in data["deck"]],
            int(data["soul"]),
            int(data["aether_max"]),
            str(data.get("deck_id", "")),
        )
        side.hand = [_instance(c) for c in data["hand"]]
        side.discard = [_instance(c) for c in data["discard"]]
        side.lanes = [Unit.from_json(u) if u is not None else None for u in data["lanes"]]
        side.aether = int(data["aether"])
        side.shelter = int(data.get("shelter", 0))
        side.toxin = int(data.get("toxin", 0))
        side.fatigue = int(data.get("fatigue", 0))
        decree = data.get("decree")
        side.decree = None if decree is None else _instance(decree)
        side.auras = [[_instance(a[0]), int(a[1])] for a in data.get("auras", [])]
        side.mulliganed = bool(data.get("mulliganed", False))
        return side


def _instance(text: object) -> int:
    """The instance id of its text in a snapshot; ValueError for anything else."""
    iid = parse_instance(str(text))
    if iid is None:
        raise ValueError(f"'{text}' is not a card instance id (c1, c2, ... or t1, t2, ...)")
    return iid
