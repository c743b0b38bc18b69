"""The decisions of Aether Lanes, as small immutable actions.

Card fields name card instance ids (``c17``); ``target`` is a unit's instance id or a player
(``p0``/``p1``); lanes are ``aggressive``, ``balanced`` or ``defensive``.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Any, TypeVar

from cardtable.engine.actions import Action, ActionCodec

A = TypeVar("A", bound=type[Action])


def _known_fields(cls: A) -> A:
    """Give ``cls`` a ``to_json`` that knows its field names: the same output as
    ``Action.to_json``, which looks them up on every call (records and snapshots serialise every
    action of a match)."""
    names = tuple(field.name for field in dataclasses.fields(cls))
    kind = cls.KIND

    def to_json(self: Action) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": kind}
        for name in names:
            value = getattr(self, name)
            data[name] = list(value) if isinstance(value, tuple) else value
        return data

    to_json.__doc__ = Action.to_json.__doc__
    cls.to_json = to_json  # type: ignore[method-assign]
    return cls


@_known_fields
@dataclasses.dataclass(frozen=True, slots=True)
class Keep(Action):
    """Keep the opening hand."""

    KIND = "keep"


@_known_fields
@dataclasses.dataclass(frozen=True, slots=True)
class Mulligan(Action):
    """Shuffle the opening hand back and draw a fresh one (once, before the first turn)."""

    KIND = "mulligan"


@_known_fields
@dataclasses.dataclass(frozen=True, slots=True)
class Summon(Action):
    """Summon a unit into a lane (an occupied own lane means Eclipse)."""

    KIND = "summon"
    card: str
    lane: str
    tithe: int = 0
    target: str | None = None


@_known_fields
@dataclasses.dataclass(frozen=True, slots=True)
class Cast(Action):
    """Cast a Spell, with its chosen target if it asks for one."""

    KIND = "cast"
    card: str
    target: str | None = None
    tithe: int = 0


@_known_fields
@dataclasses.dataclass(frozen=True, slots=True)
class Decree(Action):
    """Play an Event as the standing Decree (replacing the old one)."""

    KIND = "decree"
    card: str
    tithe: int = 0


@_known_fields
@dataclasses.dataclass(frozen=True, slots=True)
class BindSigil(Action):
    """Bind a Sigil to a friendly unit (``target`` empty for an aura Sigil)."""

    KIND = "sigil"
    card: str
    target: str | None = None
    tithe: int = 0


@_known_fields
@dataclasses.dataclass(frozen=True, slots=True)
class Maneuver(Action):
    """Move the unit on top of one own lane to another own lane."""

    KIND = "maneuver"
    source: str
    dest: str


@_known_fields
@dataclasses.dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End the Main phase: combat, the End phase, then the foe's turn."""

    KIND = "end"


@_known_fields
@dataclasses.dataclass(frozen=True, slots=True)
class Concede(Action):
    """Give up the duel."""

    KIND = "concede"


PLAY_ACTIONS = (Summon, Cast, Decree, BindSigil)
CODEC = ActionCodec([Keep, Mulligan, Summon, Cast, Decree, BindSigil, Maneuver, EndTurn, Concede])


# ----- the integer action space -------------------------------------------------------------------
# code = kind + 16 * (card + 4096 * (lane + 4 * (tithe + 16 * target))), where kind is the
# action's place in CODEC, card/target number an instance ("cN" -> N, "tN" -> 2048 + N; target 0 =
# none, 1/2 = player p0/p1, 3 + number), lane 0-2 (3 = none; a Maneuver keeps its source in
# ``lane`` and its destination in ``tithe``). Codes are what bots and tools may pass around; the
# rules still read action values (``decode``).

_KINDS: tuple[type[Action], ...] = (
    Keep,
    Mulligan,
    Summon,
    Cast,
    Decree,
    BindSigil,
    Maneuver,
    EndTurn,
    Concede,
)
_KIND_NUMBER = {cls: n for n, cls in enumerate(_KINDS)}
_LANES = ("aggressive", "balanced", "defensive")
_ID_SPACE, _TOKEN_BASE = 4096, 2048


def _id_number(iid: str | None) -> int:
    if iid is None:
        return 0
    if iid in ("p0", "p1"):
        return 1 + int(iid[1])
    if len(iid) > 1 and iid[0] in "ct" and iid[1:].isdigit() and 0 < int(iid[1:]) < _TOKEN_BASE:
        return 3 + int(iid[1:]) + (_TOKEN_BASE if iid[0] == "t" else 0)
    raise ValueError(iid)


def _id_text(number: int) -> str | None:
    if number == 0:
        return None
    if number < 3:
        return f"p{number - 1}"
    number -= 3
    return f"t{number - _TOKEN_BASE}" if number >= _TOKEN_BASE else f"c{number}"


def encode_action(action: Action) -> int:
    """The integer code of an Aether Lanes action; ValueError if it has none (a malformed value)."""
    kind = _KIND_NUMBER.get(type(action))
    if kind is None:
        raise ValueError(action)
    card = lane = tithe = target = 0
    lane = 3
    if isinstance(action, Maneuver):
        lane, tithe = _LANES.index(action.source), _LANES.index(action.dest)
    elif isinstance(action, PLAY_ACTIONS):
        card = _id_number(action.card) - 3
        tithe = action.tithe
        target = _id_number(getattr(action, "target", None))
        if isinstance(action, Summon):
            lane = _LANES.index(action.lane)
        if card < 1 or type(tithe) is not int or not 0 <= tithe < 16:
            raise ValueError(action)
    return kind + 16 * (card + _ID_SPACE * (lane + 4 * (tithe + 16 * target)))


@functools.lru_cache(maxsize=4096)
def decode_action(code: int) -> Action:
    """The action value of a code from :func:`encode_action`; ValueError if it is not one (and
    TypeError for an unhashable one). Action values are frozen, so a code's value is made once
    and shared (a record check reads a whole record's values twice)."""
    if type(code) is not int or code < 0:
        raise ValueError(code)
    rest, kind = divmod(code, 16)
    rest, card = divmod(rest, _ID_SPACE)
    rest, lane = divmod(rest, 4)
    target, tithe = divmod(rest, 16)
    if kind >= len(_KINDS):
        raise ValueError(code)
    cls = _KINDS[kind]
    if cls is Maneuver:
        return Maneuver(_LANES[lane], _LANES[tithe])
    if issubclass(cls, PLAY_ACTIONS):
        iid = _id_text(card + 3)
        if iid is None:  # cannot happen (card + 3 >= 3 always names a card); keeps the type exact
            raise ValueError(code)
        if issubclass(cls, Summon):
            return Summon(iid, _LANES[lane], tithe, _id_text(target))
        if issubclass(cls, Decree):
            return Decree(iid, tithe)
        if issubclass(cls, (Cast, BindSigil)):
            return cls(iid, _id_text(target), tithe)
    return cls()


# ----- the integer hot path ------------------------------------------------------------------------
# The simulator's random seat and replays of stored codes read a code's fields straight from these
# tables, without building the action value (see ``play.apply_fields``). Inside the engine an
# instance id is the code's card field itself (``c17`` -> 17, ``t2`` -> TOKEN_BASE + 2), and a
# chosen target is an instance id or a player (``p0`` -> -1, ``p1`` -> -2); the strings are made
# only at the edges (action values, views, events, JSON, errors: :func:`id_text`).

KIND_CLASSES = _KINDS
"""Action classes by kind number (a code's ``code % 16``)."""
KEEP_KIND, MULLIGAN_KIND, SUMMON_KIND, CAST_KIND, DECREE_KIND, SIGIL_KIND = 0, 1, 2, 3, 4, 5
MANEUVER_KIND, END_KIND, CONCEDE_KIND = 6, 7, 8
NO_LANE = 3
"""The lane field of a code that names no lane."""
TOKEN_BASE = _TOKEN_BASE
"""The instance id of token ``t<n>`` is ``TOKEN_BASE + n``; a card ``c<n>`` is ``n`` (below it)."""
ID_LIMIT = _ID_SPACE
"""Every instance id is below this (a code's card field)."""

ID_TEXTS: tuple[str, ...] = tuple(
    "" if number in (0, _TOKEN_BASE) else _id_text(number + 3) or "" for number in range(_ID_SPACE)
)
"""Instance id -> its text (``c17``, ``t2``; "" for the numbers that name nothing)."""
_TARGETS: tuple[int | None, ...] = tuple(
    None if number in (0, 3, 3 + _TOKEN_BASE) else -number if number < 3 else number - 3
    for number in range(_ID_SPACE + 3)
)
"""A code's target field -> the engine's target (None: no target)."""

id_text = ID_TEXTS.__getitem__
"""The text of an instance id (``17`` -> ``c17``): what views, events, JSON and errors show."""


def target_text(target: int | None) -> str | None:
    """The text of an engine target: a unit's instance id, ``p0``/``p1`` for a player, or None."""
    if target is None:
        return None
    return f"p{-1 - target}" if target < 0 else ID_TEXTS[target]


@functools.cache
def parse_instance(text: str) -> int | None:
    """The instance id named by ``c17``/``t2`` (None: not an instance id's text)."""
    try:
        number = _id_number(text) - 3
    except (ValueError, TypeError):
        return None
    return number if number > 0 and ID_TEXTS[number] == text else None


def instance_of(text: object) -> int:
    """The instance id an action value names (0, which names nothing, for anything that is not
    an instance id's text: the rules then refuse it as they refuse an unknown card)."""
    if type(text) is not str:
        return 0
    return parse_instance(text) or 0


def target_of(text: object) -> int | None:
    """The engine target an action value names (``p0`` -> -1, ``c5`` -> 5, None -> None; 0 for
    anything else: never a legal target, and refused in the same words)."""
    if text is None:
        return None
    if text == "p0" or text == "p1":
        return -1 - int(text[1])
    return instance_of(text)


Fields = tuple[int, int, int, int, "int | None"]
"""(kind, card instance id, lane, tithe, target) of a code; a Maneuver's source is in the lane
field and its destination in the tithe field; 0 for no card."""


def code_fields(code: int) -> Fields | None:
    """The fields of a well-formed code (None: not one, or one whose value the rules must word)."""
    rest, kind = divmod(code, 16)
    rest, card = divmod(rest, _ID_SPACE)
    rest, lane = divmod(rest, 4)
    target, tithe = divmod(rest, 16)
    if kind >= MANEUVER_KIND or kind < SUMMON_KIND:
        if kind == MANEUVER_KIND and lane < NO_LANE and tithe < NO_LANE and not card and not target:
            return kind, 0, lane, tithe, None
        if kind < 9 and kind != MANEUVER_KIND and not card and lane == NO_LANE and not tithe and not target:
            return kind, 0, NO_LANE, 0, None
        return None
    if card in (0, _TOKEN_BASE) or target >= len(_TARGETS) or (kind == SUMMON_KIND) == (lane == NO_LANE):
        return None
    if kind == DECREE_KIND and target:
        return None
    return kind, card, lane, tithe, _TARGETS[target]


def target_number(target: int | None) -> int:
    """A code's target field for an engine target (a unit's instance id, -1/-2 a player, None)."""
    if target is None:
        return 0
    return -target if target < 0 else target + 3


def play_code(kind: int, card: int, lane: int, tithe: int, target: int) -> int:
    """The code of a play from its numeric fields (what :func:`encode_action` computes)."""
    return kind + 16 * (card + _ID_SPACE * (lane + 4 * (tithe + 16 * target)))


def plays_by_seat(items: list[Action | int], actors: list[int]) -> list[set[int]]:
    """Per seat, the hand cards (instance ids) its history items played (:func:`played_card` over
    a whole record, without a call per item: the balance report reads every simulated game's).
    A record of codes alone is read by bit masks (``% 16`` and ``// 16 % _ID_SPACE`` of a code,
    whose sizes are powers of two); one that holds an action value is read item by item."""
    played: list[set[int]] = [set(), set()]
    is_play, mask = _IS_PLAY, _ID_SPACE - 1
    try:
        for item, actor in zip(items, actors):
            if is_play[item & 15]:  # type: ignore[operator]
                played[actor].add(item >> 4 & mask)  # type: ignore[operator]
        return played
    except TypeError:  # an action value (its played card is read below)
        pass
    played = [set(), set()]
    for item, actor in zip(items, actors):
        card = played_card(item)
        if card is not None:
            played[actor].add(instance_of(card))
    return played


_IS_PLAY = tuple(SUMMON_KIND <= kind <= SIGIL_KIND for kind in range(16))
"""Whether a code's kind (its low four bits) plays a hand card."""


def played_card(item: Action | int) -> str | None:
    """The hand card a history item (an action value or a code) played, or None if it played none."""
    if type(item) is int:
        kind = item % 16
        return ID_TEXTS[item // 16 % _ID_SPACE] or None if SUMMON_KIND <= kind <= SIGIL_KIND else None
    return item.card if isinstance(item, PLAY_ACTIONS) else None
