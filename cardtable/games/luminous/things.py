"""Cards in play (``Thing``) and each player's side of the table (``Side``), plus the shared
box pools: kernel records (:mod:`~cardtable.engine.kernel.records`), whose copies and JSON forms
the kernel writes from the fields declared here. The cards of a side are the kernel's zones (the
state's ``zones``); a side names its seat's zone lists."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.engine.kernel.fields import Field, copy_dict, same, sparse, tags, value
from cardtable.engine.kernel.records import Record, SeatRecord
from cardtable.engine.kernel.triggers import Heard, heard_by, heard_of
from cardtable.games.luminous import triggers
from cardtable.games.luminous.compiled import CardDef
from cardtable.games.luminous.triggers import Hearing


def _counts(data: Any, state: Any) -> dict[str, int]:
    return {str(k): int(v) for k, v in data.items()}


def _orbs(orbs: list[list[Any]]) -> list[list[Any]]:
    return [list(o) for o in orbs]


class Thing(Record):
    """A unit or relic in play. ``arrived``: the turn it entered play; ``damage`` (units) heals
    at end of turn; ``durability`` (relics) is kept; ``atk``/``hp``/``kw`` last, ``tatk``/
    ``thp``/``tkw`` end at cleanup."""

    FIELDS = (
        value("iid", str),
        Field("card", None, lambda card: card.id, lambda data, state: state.catalog.cards[data]),
        value("owner", int),
        value("arrived", int),
        sparse("expended", bool, False),
        sparse("damage", int),
        sparse("atk", int),
        sparse("hp", int),
        sparse("tatk", int),
        sparse("thp", int),
        Field(
            "durability",
            None,
            same,
            lambda data, state: int(data),
            lambda thing, held: thing.card.type != "relic",
            lambda thing: thing.card.durability,
        ),
        tags("kw"),
        tags("tkw"),
    )

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


class Pool(Record):
    """A box's supply: basic orbs per colour (the public orb pile), Blooms and tokens."""

    FIELDS = (
        Field("orbs", copy_dict, copy_dict, _counts),
        value("blooms", int),
        Field("tokens", copy_dict, copy_dict, _counts),
    )

    __slots__ = ("orbs", "blooms", "tokens")

    def __init__(self, orbs: dict[str, int], blooms: int, tokens: dict[str, int]) -> None:
        self.orbs = orbs
        self.blooms = blooms
        self.tokens = tokens


class Side(SeatRecord):
    """One player's side: ``deck`` (end = top), ``hand``, ``discard``, ``void``, ``units`` and
    ``relics`` in play are its seat's zones of the state's kernel ``ZoneMap`` (the same lists:
    :meth:`bind`), ``orbs`` in play as ``[id, colour, expended]``, ``blooms`` in play, ``pool``
    (index into the state's pools: the same for both in the shared-box option)."""

    ZONES = ("deck", "hand", "discard", "void", "units", "relics")
    FIELDS = (
        value("deck_id", str),
        value("favored", str),
        value("life", int),
        Field("orbs", _orbs, _orbs, lambda data, state: [[str(o[0]), str(o[1]), bool(o[2])] for o in data]),
        value("blooms", int),
        value("pool", int),
        value("marked", bool),
        value("orb_played", bool),
        Field("attacks", None, same, lambda data, state: int(data), None, lambda side: 0),
        Field("statics", dump=None),  # (replaced, never changed: a copy shares it)
        Field("favored_heard", dump=None),
        Field("heard", dump=None),
        Field("heard_foe", dump=None),
    )

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
        "heard_foe",
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
        self.heard: Mapping[str, Heard]
        """The sources of this side (the Favored, then its units and relics in play) waiting for
        events about other cards of this side's seat (its ``controller``), by event kind (see
        :meth:`refresh_heard`)."""
        self.heard_foe: Mapping[str, Heard]
        """The same for events of the other seat (the part of the index that can match them:
        the kernel's :func:`heard_of`)."""
        self._index(favored_heard.favored)

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
        self._index({kind: tuple(found) for kind, found in heard.items()})

    def _index(self, heard: Mapping[str, Heard]) -> None:
        """:attr:`heard` and :attr:`heard_foe` from the side's whole index."""
        seat = self.favored_heard.bindings["you"]
        self.heard = heard_of(heard, triggers.SEAT_KEY, seat)
        self.heard_foe = heard_of(heard, triggers.SEAT_KEY, 1 - seat)

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

    def seated(self, state: Any, seat: int) -> None:
        """After a load: the seat's bindings and the indexes of statics and listeners."""
        self.favored_heard = triggers.favored_heard(state.catalog, self.favored, seat)
        self.refresh_statics()
        self.refresh_heard()
