"""Cards in play (``Thing``) and each player's side of the table (``Side``), plus the shared
box pools. Plain mutable records with cheap copies (bots copy states often). The cards of a side
are the kernel's zones (the state's ``zones``); a side names its seat's zone lists."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from cardtable.engine.kernel.triggers import Heard, heard_by
from cardtable.games.luminous.compiled import CardDef

if TYPE_CHECKING:
    from cardtable.games.luminous.triggers import Hearing


class Thing:
    """A unit or relic in play. ``arrived``: the turn it entered play; ``damage`` (units) heals
    at end of turn; ``durability`` (relics) is kept; ``atk``/``hp``/``kw`` last, ``tatk``/
    ``thp``/``tkw`` end at cleanup."""

    __slots__ = (
        "iid",
        "card",
        "owner",
        "expended",
        "arrived",
        "damage",
        "durability",
        "atk",
        "hp",
        "tatk",
        "thp",
        "kw",
        "tkw",
    )

    def __init__(self, iid: str, card: CardDef, owner: int, arrived: int) -> None:
        self.iid = iid
        self.card = card
        self.owner = owner
        self.expended = False
        self.arrived = arrived
        self.damage = 0
        self.durability = card.durability
        self.atk = 0
        self.hp = 0
        self.tatk = 0
        self.thp = 0
        self.kw: frozenset[str] = frozenset()
        self.tkw: frozenset[str] = frozenset()

    def copy(self) -> Thing:
        other = Thing.__new__(Thing)
        other.iid, other.card, other.owner, other.expended = self.iid, self.card, self.owner, self.expended
        other.arrived, other.damage, other.durability = self.arrived, self.damage, self.durability
        other.atk, other.hp, other.tatk, other.thp = self.atk, self.hp, self.tatk, self.thp
        other.kw, other.tkw = self.kw, self.tkw
        return other

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "iid": self.iid,
            "card": self.card.id,
            "owner": self.owner,
            "arrived": self.arrived,
        }
        for name in ("expended", "damage", "atk", "hp", "tatk", "thp"):
            value = getattr(self, name)
            if value:
                data[name] = value
        if self.card.type == "relic":
            data["durability"] = self.durability
        if self.kw:
            data["kw"] = sorted(self.kw)
        if self.tkw:
            data["tkw"] = sorted(self.tkw)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any], cards: dict[str, CardDef]) -> Thing:
        thing = cls(str(data["iid"]), cards[data["card"]], int(data["owner"]), int(data["arrived"]))
        thing.expended = bool(data.get("expended", False))
        thing.damage = int(data.get("damage", 0))
        if "durability" in data:
            thing.durability = int(data["durability"])
        thing.atk, thing.hp = int(data.get("atk", 0)), int(data.get("hp", 0))
        thing.tatk, thing.thp = int(data.get("tatk", 0)), int(data.get("thp", 0))
        thing.kw = frozenset(data.get("kw", ()))
        thing.tkw = frozenset(data.get("tkw", ()))
        return thing


class Pool:
    """A box's supply: basic orbs per colour (the public orb pile), Blooms and tokens."""

    __slots__ = ("orbs", "blooms", "tokens")

    def __init__(self, orbs: dict[str, int], blooms: int, tokens: dict[str, int]) -> None:
        self.orbs = orbs
        self.blooms = blooms
        self.tokens = tokens

    def copy(self) -> Pool:
        return Pool(dict(self.orbs), self.blooms, dict(self.tokens))

    def to_json(self) -> dict[str, Any]:
        return {"orbs": dict(self.orbs), "blooms": self.blooms, "tokens": dict(self.tokens)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Pool:
        return cls(
            {str(k): int(v) for k, v in data["orbs"].items()},
            int(data["blooms"]),
            {str(k): int(v) for k, v in data["tokens"].items()},
        )


class Side:
    """One player's side: ``deck`` (end = top), ``hand``, ``discard``, ``void``, ``units`` and
    ``relics`` in play are its seat's zones of the state's kernel ``ZoneMap`` (the same lists:
    :meth:`bind`), ``orbs`` in play as ``[id, colour, expended]``, ``blooms`` in play, ``pool``
    (index into the state's pools: the same for both in the shared-box option)."""

    __slots__ = (
        "deck_id",
        "favored",
        "life",
        "deck",
        "hand",
        "discard",
        "void",
        "units",
        "relics",
        "orbs",
        "blooms",
        "pool",
        "marked",
        "orb_played",
        "attacks",
        "statics",
        "favored_heard",
        "heard",
    )

    def __init__(
        self,
        deck_id: str,
        favored: str,
        life: int,
        zones: dict[str, list[Any]],
        pool: int,
        favored_heard: Hearing,
    ) -> None:
        self.deck_id = deck_id
        self.favored = favored
        self.life = life
        self.deck: list[str]
        self.hand: list[str]
        self.discard: list[str]
        self.void: list[str]
        self.units: list[Thing]
        self.relics: list[Thing]
        self.bind(zones)
        self.orbs: list[list[Any]] = []
        self.blooms = 0
        self.pool = pool
        self.marked = False
        self.orb_played = False
        self.attacks = 0
        """Attacks declared this turn (counted while the side is the active one)."""
        self.statics: list[tuple[str, tuple[int, int, frozenset[str], bool]]] = []
        """The standing effects of this side's cards in play (see :meth:`refresh_statics`)."""
        self.favored_heard = favored_heard
        """The seat bindings and the Favored's part of the index (:func:`triggers.favored_heard`)."""
        self.heard: Mapping[str, Heard] = favored_heard.favored
        """The sources of this side (the Favored, then its units and relics in play) waiting for
        events about other cards, by event kind (see :meth:`refresh_heard`)."""

    def bind(self, zones: dict[str, list[Any]]) -> None:
        """Name the seat's zones (``zones.zones[seat]`` of the state: after a copy or a load)."""
        self.deck, self.hand, self.discard = zones["deck"], zones["hand"], zones["discard"]
        self.void, self.units, self.relics = zones["void"], zones["units"], zones["relics"]

    def refresh_statics(self) -> None:
        """Recount the statics after a card entered or left play."""
        self.statics = [
            (t.iid, t.card.static) for t in (*self.units, *self.relics) if t.card.static is not None
        ]

    def refresh_heard(self) -> None:
        """Index again the sources waiting for events about other cards, after a card with such
        a trigger entered or left play (the kernel's :func:`heard_by`)."""
        heard = {kind: list(found) for kind, found in self.favored_heard.favored.items()}
        sources = [(t.iid, t.card.listening) for t in (*self.units, *self.relics) if t.card.listening.others]
        for kind, found in heard_by(sources, self.favored_heard.bindings).items():
            heard.setdefault(kind, []).extend(found)
        self.heard = {kind: tuple(found) for kind, found in heard.items()}

    def copy(self, zones: dict[str, list[Any]]) -> Side:
        """A copy naming ``zones``, the copied zones of its seat."""
        other = Side.__new__(Side)
        other.deck_id, other.favored, other.life = self.deck_id, self.favored, self.life
        other.bind(zones)
        other.orbs = [list(o) for o in self.orbs]
        other.blooms, other.pool, other.marked, other.orb_played = (
            self.blooms,
            self.pool,
            self.marked,
            self.orb_played,
        )
        other.attacks = self.attacks
        other.statics = self.statics
        other.favored_heard, other.heard = self.favored_heard, self.heard  # rebuilt, never changed
        return other

    def orb_tuples(self) -> list[tuple[str, str, bool]]:
        return [(o[0], o[1], o[2]) for o in self.orbs]

    def in_play(self, iid: str) -> Thing | None:
        for thing in self.units:
            if thing.iid == iid:
                return thing
        for thing in self.relics:
            if thing.iid == iid:
                return thing
        return None

    def to_json(self) -> dict[str, Any]:
        return {
            "deck_id": self.deck_id,
            "favored": self.favored,
            "life": self.life,
            "orbs": [list(o) for o in self.orbs],
            "blooms": self.blooms,
            "pool": self.pool,
            "marked": self.marked,
            "orb_played": self.orb_played,
            "attacks": self.attacks,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any], zones: dict[str, list[Any]], favored_heard: Hearing) -> Side:
        side = cls(
            str(data["deck_id"]),
            str(data["favored"]),
            int(data["life"]),
            zones,
            int(data["pool"]),
            favored_heard,
        )
        side.orbs = [[str(o[0]), str(o[1]), bool(o[2])] for o in data["orbs"]]
        side.blooms = int(data["blooms"])
        side.marked = bool(data["marked"])
        side.orb_played = bool(data["orb_played"])
        side.attacks = int(data.get("attacks", 0))
        side.refresh_statics()
        side.refresh_heard()
        return side
