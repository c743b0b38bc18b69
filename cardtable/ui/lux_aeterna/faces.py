"""The table as the Lux Aeterna widgets draw it: small frozen, hashable faces built (in
``build``) from the engine's viewer-filtered presentation. No Textual, no rules of their own."""

from __future__ import annotations

import dataclasses
from typing import Any

from cardtable.engine.kernel.resources import Cost

Lights = tuple[tuple[str, int], ...]
"""(colour letter, count) pairs, e.g. (("R", 2), ("W", 1))."""


@dataclasses.dataclass(frozen=True, slots=True)
class FieldFace:
    """A Unit or Relic in a Combat Zone."""

    iid: str
    name: str
    type: str
    colour: str
    power: int | None
    base_power: int | None
    polarized: bool
    lights: Lights
    text: str
    role: str = ""
    """"attacking", "defending" or ""."""
    actions: tuple[str, ...] = ()
    """Short names of what the viewer may do with it now ("attack", "use", "accumulate"...)."""


@dataclasses.dataclass(frozen=True, slots=True)
class EmissaryFace:
    iid: str
    name: str
    colour: str
    form: str
    connected: bool
    text: str
    condition: str
    progress: int
    needed: int
    offerings: tuple[tuple[str, int, bool], ...]
    """Each offering: (colour letters, how many Lights of any colour, whether the supply can give it)."""
    actions: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True, slots=True)
class SideFace:
    seat: int
    name: str
    active: bool
    deciding: bool
    soul: int
    soul_max: int
    numen: Lights
    codex: int
    hand: int
    requiem: int
    limbo: int
    emissary: EmissaryFace
    field: tuple[FieldFace, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class HandFace:
    """A card in the viewer's hand and what the engine says about playing it now."""

    iid: str
    name: str
    type: str
    colour: str
    cost: Cost
    """The cost typed (the presentation's ``price``); ``glyphs.cost`` writes it."""
    power: int | None
    text: str
    playable: bool
    reason: str = ""


@dataclasses.dataclass(frozen=True, slots=True)
class QueueFace:
    """One item on the queue: ``order`` 1 resolves first."""

    order: int
    controller: str
    mine: bool
    kind: str
    name: str
    does: str
    targets: str = ""


@dataclasses.dataclass(frozen=True, slots=True)
class TableFace:
    """Everything the screen shows for one state and viewer: the foe's side first."""

    me: int
    foe: int
    sides: tuple[SideFace, SideFace]
    hand: tuple[HandFace, ...] | None
    queue: tuple[QueueFace, ...]
    turn: int
    step: str
    steps: tuple[tuple[str, str], ...]
    """(id, label) of every step of a turn, in order."""
    active_name: str
    prompt: str
    decision_kind: str
    deciding_name: str
    my_decision: bool
    supply: Lights
    over: bool = False
    pass_text: str = ""
    """The engine's sentence for passing now ("End Main Phase 1", "Pass (resolve Searing Bolt)")."""
    view: Any = dataclasses.field(default=None, compare=False, hash=False, repr=False)
    """The engine's presentation these faces come from (for the inspector's details)."""
