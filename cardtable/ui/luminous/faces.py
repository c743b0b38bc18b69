"""The Luminous table as the screen's widgets draw it: small frozen, hashable faces built (in
``build``) from the engine's viewer-filtered view. No Textual, no rules of their own."""

from __future__ import annotations

import dataclasses

from cardtable.games.luminous.forecast_blocks import DamagePlan


@dataclasses.dataclass(frozen=True, slots=True)
class ThingFace:
    """A unit or relic in play (or a card in a hand, where the numbers are printed ones)."""

    iid: str
    name: str
    type: str
    cost: str
    """The cost as glyphs' source: essence count and check colour letter, e.g. "2A" or "3"."""
    text: str
    attack: int = 0
    health: int = 0
    damage: int = 0
    durability: int = 0
    keywords: tuple[str, ...] = ()
    expended: bool = False
    fresh: bool = False
    """Arrived this turn (cannot attack or expend yet unless Dash)."""
    token: bool = False
    fast: bool = False
    role: str = ""
    """"attacker", "blocker", "target" or "" (in the current combat)."""
    marked: bool = False
    """Something may be done with it now (drawn with a green marker)."""
    playable: bool = True
    reason: str = ""
    """Why a hand card cannot be played now."""


@dataclasses.dataclass(frozen=True, slots=True)
class OrbFace:
    iid: str
    colour: str
    expended: bool


@dataclasses.dataclass(frozen=True, slots=True)
class SideFace:
    seat: int
    name: str
    favored: str
    favored_text: str
    life: int
    life_max: int
    active: bool
    deciding: bool
    deck: int
    hand: int
    discard: int
    void: int
    orbs: tuple[OrbFace, ...]
    blooms: int
    pile: tuple[tuple[str, int], ...]
    """The public orb pile (shared in the one-box option): (colour, count)."""
    units: tuple[ThingFace, ...]
    relics: tuple[ThingFace, ...]
    marked_out: bool = False
    """Already had to draw from an empty deck."""
    orb_played: bool = False


@dataclasses.dataclass(frozen=True, slots=True)
class CombatFace:
    """The Combat Phase in progress: who attacks what, who blocks, the step and its number."""

    attacker: str
    attacker_name: str
    attack: int
    keywords: tuple[str, ...]
    target: str
    target_name: str
    blockers: tuple[tuple[str, str, int, int], ...]
    """(iid, name, attack, health left) of each blocker still in play."""
    may_block: bool
    step: str
    number: int
    plan: DamagePlan | None = None
    """Blocked: the damage each blocker is assigned and what comes back, as things stand."""
    attacker_player: str = ""
    """The attacking player's name (who splits the damage)."""
    course: tuple[str, ...] = ()
    """What the combat will do, in the engine's words (``describe.course_words``): none while
    blockers in play share the damage (``blockers`` and ``plan`` say it)."""


@dataclasses.dataclass(frozen=True, slots=True)
class TableFace:
    """Everything the screen shows for one state and viewer: the foe's side first."""

    me: int
    foe: int
    sides: tuple[SideFace, SideFace]
    hand: tuple[ThingFace, ...] | None
    combat: CombatFace | None
    batch: tuple[str, ...]
    """The triggers waiting in the batch, as sentences."""
    turn: int
    stage: str
    active_name: str
    decision_kind: str
    deciding_name: str
    my_decision: bool
    prompt: str
    pass_meaning: str
    over: bool = False
    shared_box: bool = False
