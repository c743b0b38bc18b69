"""Luminous actions: small frozen values (JSON and notation round-trip through ``CODEC``).

``Pass`` is the kernel's standard pass (the app's auto-pass acts only on it), ``Concede`` its
standard concession and ``Choose(uid)`` its choice action, which here names the trigger of the
batch that resolves next. A ``pay`` left
empty means "the engine's default payment"; a player may name the orbs (and ``bloom`` words).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from cardtable.engine.actions import Action, ActionCodec
from cardtable.engine.kernel.decision import Choose, Concede, Pass
from cardtable.games.luminous.words import an_orb


@dataclasses.dataclass(frozen=True, slots=True)
class Mulligan(Action):
    """Put these hand cards on the bottom of the deck (none: keep) and draw as many."""

    KIND = "mulligan"
    cards: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"Mulligan {len(self.cards)}" if self.cards else "Keep the hand"


@dataclasses.dataclass(frozen=True, slots=True)
class PlayOrb(Action):
    """Play a basic orb of ``colour`` from the orb pile (does not pass priority)."""

    KIND = "orb"
    colour: str

    def __str__(self) -> str:
        return f"Play {an_orb(self.colour)}"


@dataclasses.dataclass(frozen=True, slots=True)
class PlayBloom(Action):
    """Play a Luminous Bloom token (after six basic orbs; instead of an orb)."""

    KIND = "bloom"

    def __str__(self) -> str:
        return "Play a Luminous Bloom"


@dataclasses.dataclass(frozen=True, slots=True)
class Pivot(Action):
    """Return the ready basic orb ``orb`` to the pile and play a ``colour`` orb instead."""

    KIND = "pivot"
    orb: str
    colour: str

    def __str__(self) -> str:
        return f"Pivot {self.orb} to {self.colour}"


@dataclasses.dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a card from hand; ``target`` answers its ``choose``; ``pay`` names orbs/blooms."""

    KIND = "play"
    card: str
    target: str | None = None
    pay: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"Play {self.card}" + (f" on {self.target}" if self.target else "")


@dataclasses.dataclass(frozen=True, slots=True)
class Activate(Action):
    """Activate ability ``ability`` of the card ``source`` in play."""

    KIND = "activate"
    source: str
    ability: int = 0
    target: str | None = None
    pay: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"Activate {self.source}" + (f" on {self.target}" if self.target else "")


@dataclasses.dataclass(frozen=True, slots=True)
class Attack(Action):
    """Expend the ready unit ``unit`` to attack ``target`` (``favored`` or a relic id)."""

    KIND = "attack"
    unit: str
    target: str = "favored"

    def __str__(self) -> str:
        return f"Attack {self.target} with {self.unit}"


@dataclasses.dataclass(frozen=True, slots=True)
class Block(Action):
    """Block the attacker with these ready units (blocking expends them)."""

    KIND = "block"
    units: tuple[str, ...]

    def __str__(self) -> str:
        return f"Block with {', '.join(self.units)}"


@dataclasses.dataclass(frozen=True, slots=True)
class Assign(Action):
    """Split the attacker's damage among the blockers, in blocking order."""

    KIND = "assign"
    damage: tuple[int, ...]

    def __str__(self) -> str:
        return "Assign " + "/".join(str(d) for d in self.damage)


@dataclasses.dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard a card at cleanup (hand above six)."""

    KIND = "discard"
    card: str

    def __str__(self) -> str:
        return f"Discard {self.card}"


class LuminousCodec(ActionCodec):
    """The codec, reading also the records written before the batch's order was answered with
    the kernel's ``Choose``: ``{"kind": "resolve", "uid": n}`` is ``Choose("n")``."""

    def from_json(self, data: Mapping[str, Any]) -> Action:
        if type(data) is dict and data.get("kind") == "resolve" and data.keys() == {"kind", "uid"}:
            uid = data["uid"]
            if type(uid) is int:
                return Choose(str(uid))
        return super().from_json(data)


CODEC = LuminousCodec(
    [
        Mulligan,
        PlayOrb,
        PlayBloom,
        Pivot,
        Play,
        Activate,
        Attack,
        Block,
        Assign,
        Choose,
        Discard,
        Concede,
        Pass,
    ]
)
__all__ = [
    "CODEC",
    "Activate",
    "Assign",
    "Attack",
    "Block",
    "Concede",
    "Discard",
    "Mulligan",
    "Pass",
    "Pivot",
    "Play",
    "PlayBloom",
    "PlayOrb",
]
