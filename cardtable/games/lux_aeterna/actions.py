"""The actions of Lux Aeterna (frozen values; JSON and notation round-trip).

``pay`` fields carry a payment as parts ``"<place>:<light>*<count>"``: the place is ``numen`` or
a Unit's instance id, the light a two-letter kind (its colour letter, then the colour it shows:
``RR`` a Rubedian Light, ``RW`` a Rubedian Light flipped White, ``WW`` a life Light). An empty
``pay`` means "the default payment" (:func:`~cardtable.games.lux_aeterna.lights.default_payment`).
"""

from __future__ import annotations

import dataclasses

from cardtable.engine.actions import Action
from cardtable.engine.kernel.decision import Choose, Concede, Pass


@dataclasses.dataclass(frozen=True, slots=True)
class Offer(Action):
    """Take offering ``index`` (0 stable, 1 flexible); ``colours`` are the picked letters of a
    flexible offering."""

    KIND = "offer"
    index: int
    colours: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a card from hand: ``targets`` as the card asks, ``pay`` as above."""

    KIND = "play"
    card: str
    targets: tuple[str, ...] = ()
    pay: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True, slots=True)
class Activate(Action):
    """Use ability ``ability`` of a card on your field (or your Emissary: ``e0`` / ``e1``)."""

    KIND = "activate"
    source: str
    ability: int = 0
    targets: tuple[str, ...] = ()
    pay: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True, slots=True)
class Accumulate(Action):
    """Move one Light of kind ``light`` from your Numen onto your Unit ``unit``."""

    KIND = "accumulate"
    unit: str
    light: str


@dataclasses.dataclass(frozen=True, slots=True)
class Attack(Action):
    """Polarize ``unit`` to declare an attack."""

    KIND = "attack"
    unit: str


@dataclasses.dataclass(frozen=True, slots=True)
class Defend(Action):
    """Answer an attack: polarize ``unit`` to defend, or ``None`` to take 1 damage."""

    KIND = "defend"
    unit: str | None = None


@dataclasses.dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard ``card`` at the end of your turn (hand over the limit)."""

    KIND = "discard"
    card: str


ACTION_CLASSES = (Pass, Offer, Play, Activate, Accumulate, Attack, Defend, Choose, Discard, Concede)

__all__ = [
    "Pass",
    "Choose",
    "Offer",
    "Play",
    "Activate",
    "Accumulate",
    "Attack",
    "Defend",
    "Discard",
    "Concede",
    "ACTION_CLASSES",
]
