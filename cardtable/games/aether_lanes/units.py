"""The mutable pieces of a duel: units on lanes and each player's side (piles, Soul, Aether...).

Both are kernel records (:mod:`~cardtable.engine.kernel.records`): their fields are declared once
here and the kernel writes their copies and JSON forms (instance ids as their texts, ``c17``); the
engine's rules live elsewhere (``state``, ``effects``, ``combat``, ``phases``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.engine.kernel.fields import (
    Field,
    copy_list,
    copy_places,
    copy_record,
    copy_rows,
    not_held,
    sparse,
    value,
)
from cardtable.engine.kernel.records import Record
from cardtable.games.aether_lanes.actions import id_text, parse_instance
from cardtable.games.aether_lanes.keywords import mask as kw_mask

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.catalog import CardDef


def _instance(text: object) -> int:
    """The instance id of its text in a snapshot; ValueError for anything else."""
    iid = parse_instance(str(text))
    if iid is None:
        raise ValueError(f"'{text}' is not a card instance id (c1, c2, ... or t1, t2, ...)")
    return iid


def _ids(name: str, omit: bool = False) -> Field:
    """A list of instance ids (their texts in JSON); ``omit``: left out while empty."""
    return Field(
        name,
        copy_list,
        lambda ids: [id_text(i) for i in ids],
        lambda data, state: [_instance(i) for i in data],
        not_held if omit else None,
        (lambda record: []) if omit else None,
    )


def _mods(name: str) -> Field:
    """Stat changes ``[source, attack, defense, health]``, left out while there are none."""
    return Field(
        name,
        copy_rows,
        lambda mods: [list(m) for m in mods],
        lambda data, state: [[str(m[0]), int(m[1]), int(m[2]), int(m[3])] for m in data],
        not_held,
        lambda unit: [],
    )


def _derived(name: str) -> Field:
    """A field made again from the rest after a load (:meth:`Unit.restore`)."""
    return Field(name, dump=None)


class Unit(Record):
    """A unit on a lane (on top, or buried beneath the top one).

    ``mods`` are lasting stat changes ``[source, attack, defense, health]``; ``temp`` the same
    until the end of the turn. ``damage`` is the Health lost so far. ``kw`` (keyword -> value) is
    recomputed by the state whenever Sigils, grants or Silence change (:meth:`set_keywords`), and
    ``hooks`` with it: the hooks those keywords act at, as bits (``keywords.mask``). ``cdef`` is the
    unit's card definition (``card`` its id), so the rules read it without a catalog lookup.
    ``iid`` and the ``sigils`` are instance ids (integers; their texts in JSON).
    """

    FIELDS = (
        Field("iid", None, id_text, lambda data, state: _instance(data), key="id"),
        value("card", str),
        value("owner", int),
        sparse("token", bool, False),
        sparse("damage", int),
        sparse("burn", int),
        sparse("ensemble", int),
        _mods("mods"),
        _mods("temp"),
        value("exhausted", bool, default=False),
        sparse("moved", bool, False),
        sparse("silenced", bool, False),
        Field(
            "granted",
            copy_list,
            copy_list,
            lambda data, state: [str(k) for k in data],
            not_held,
            lambda u: [],
        ),
        _ids("sigils", omit=True),
        Field(
            "buried",
            copy_record,
            lambda unit: unit.to_json(),
            lambda data, state: None if data is None else Unit.from_json(data, state),
            lambda unit, held: held is None,
            lambda unit: None,
        ),
        _derived("cdef"),
        _derived("kw"),
        _derived("hooks"),
        _derived("atk"),
        _derived("dfn"),
        _derived("hp"),
    )

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

    def restore(self, state: Any) -> None:
        """After a load: the card definition, the stats the changes add up to and the keywords
        (``state``: the duel being loaded, its instances already read)."""
        self.cdef = state.card(self.iid)
        self.atk = self.dfn = self.hp = 0
        for _source, attack, defense, health in (*self.mods, *self.temp):
            self.atk += attack
            self.dfn += defense
            self.hp += health
        state.refresh_keywords(self)
        if self.temp:
            state.temp_mods = True


class Side(Record):
    """One player's half of the table."""

    FIELDS = (
        _ids("deck"),
        _ids("hand"),
        _ids("discard"),
        Field(
            "lanes",
            copy_places,
            lambda lanes: [None if u is None else u.to_json() for u in lanes],
            lambda data, state: [None if u is None else Unit.from_json(u, state) for u in data],
        ),
        value("soul", int),
        value("aether", int),
        value("aether_max", int),
        value("shelter", int, default=0),
        value("toxin", int, default=0),
        value("fatigue", int, default=0),
        Field(
            "decree",
            None,
            lambda iid: None if iid is None else id_text(iid),
            lambda data, state: None if data is None else _instance(data),
            None,
            lambda side: None,
        ),
        Field(
            "auras",
            copy_rows,
            lambda auras: [[id_text(a[0]), a[1]] for a in auras],
            lambda data, state: [[_instance(a[0]), int(a[1])] for a in data],
            None,
            lambda side: [],
        ),
        value("mulliganed", bool, default=False),
        value("deck_id", str, default=""),
    )

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
