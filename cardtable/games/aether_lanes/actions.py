"""The decisions of Aether Lanes, as small immutable actions.

Card fields name card instance ids (``c17``); ``target`` is a unit's instance id or a player
(``p0``/``p1``); lanes are ``aggressive``, ``balanced`` or ``defensive``.
"""

from __future__ import annotations

import dataclasses
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
