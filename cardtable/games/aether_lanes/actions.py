"""The decisions of Aether Lanes, as small immutable actions.

Card fields name card instance ids (``c17``); ``target`` is a unit's instance id or a player
(``p0``/``p1``); lanes are ``aggressive``, ``balanced`` or ``defensive``.
"""

from __future__ import annotations

import dataclasses
import functools

from cardtable.engine.actions import Action, ActionCodec


@dataclasses.dataclass(frozen=True, slots=True)
class Keep(Action):
    """Keep the opening hand."""

    KIND = "keep"


@dataclasses.dataclass(frozen=True, slots=True)
class Mulligan(Action):
    """Shuffle the opening hand back and draw a fresh one (once, before the first turn)."""

    KIND = "mulligan"


@dataclasses.dataclass(frozen=True, slots=True)
class Summon(Action):
    """Summon a unit into a lane (an occupied own lane means Eclipse)."""

    KIND = "summon"
    card: str
    lane: str
    tithe: int = 0
    target: str | None = None


@dataclasses.dataclass(frozen=True, slots=True)
class Cast(Action):
    """Cast a Spell, with its chosen target if it asks for one."""

    KIND = "cast"
    card: str
    target: str | None = None
    tithe: int = 0


@dataclasses.dataclass(frozen=True, slots=True)
class Decree(Action):
    """Play an Event as the standing Decree (replacing the old one)."""

    KIND = "decree"
    card: str
    tithe: int = 0


@dataclasses.dataclass(frozen=True, slots=True)
class BindSigil(Action):
    """Bind a Sigil to a friendly unit (``target`` empty for an aura Sigil)."""

    KIND = "sigil"
    card: str
    target: str | None = None
    tithe: int = 0


@dataclasses.dataclass(frozen=True, slots=True)
class Maneuver(Action):
    """Move the unit on top of one own lane to another own lane."""

    KIND = "maneuver"
    source: str
    dest: str


@dataclasses.dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End the Main phase: combat, the End phase, then the foe's turn."""

    KIND = "end"


@dataclasses.dataclass(frozen=True, slots=True)
class Concede(Action):
    """Give up the duel."""

    KIND = "concede"


class _Codec(ActionCodec):
    """The engine's codec with its ``kinds`` worked out once (``apply`` asks for every action)."""

    @functools.cached_property
    def kinds(self) -> tuple[str, ...]:  # type: ignore[override]
        return ActionCodec.kinds.fget(self)  # type: ignore[attr-defined]


PLAY_ACTIONS = (Summon, Cast, Decree, BindSigil)
CODEC = _Codec([Keep, Mulligan, Summon, Cast, Decree, BindSigil, Maneuver, EndTurn, Concede])
