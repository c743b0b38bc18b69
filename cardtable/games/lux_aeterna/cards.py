"""Card-data models for Lux Aeterna (pydantic, unknown fields refused): rules, cards, effect ops,
targets, triggers, abilities, Emissaries and Codices. The op union is keyed on ``op``; its names
are the names registered in :mod:`~cardtable.games.lux_aeterna.effects` (one source of op names,
checked by a test)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from cardtable.engine.data import DataModel

ColourId = Literal["rubedian", "xanthosis", "caelestis", "viridian", "purpurea"]
CardType = Literal["unit", "relic", "prayer", "prophecy"]
Who = Literal["you", "opponent", "each"]
COST_PATTERN = r"^[RXCVP]*[0-9]?$"

EVENTS = (
    "enters",
    "attacks",
    "defends",
    "destroyed",
    "damage",
    "prayer",
    "accumulated",
    "limbo",
    "start_of_turn",
    "end_of_turn",
    "healed",
)
EventName = Literal[
    "enters",
    "attacks",
    "defends",
    "destroyed",
    "damage",
    "prayer",
    "limbo",
    "accumulated",
    "start_of_turn",
    "end_of_turn",
    "healed",
]
Whose = Literal["self", "own", "enemy", "any"]


class ColourDef(DataModel):
    id: str
    name: str
    letter: str = Field(min_length=1, max_length=1)
    glyph: str = Field(min_length=1, max_length=1)


class Rules(DataModel):
    lives: int = Field(ge=1, le=20)
    supply_per_colour: int = Field(ge=1, le=20)
    starting_hand: int = Field(ge=0, le=10)
    max_hand: int = Field(ge=1, le=20)
    codex_size: int = Field(ge=1, le=100)
    max_copies: int = Field(ge=1, le=10)
    turn_limit: int = Field(ge=4, le=500)
    colours: list[ColourDef] = Field(min_length=5, max_length=5)
    white: ColourDef


class TargetSpec(DataModel):
    """Which cards (or queue items) qualify: every given filter must hold."""

    zone: Literal["field", "limbo", "requiem", "queue"] = "field"
    type: Literal["unit", "relic", "ritual", "prayer", "prophecy", "card", "item"] = "unit"
    side: Literal["own", "enemy", "any"] = "any"
    polarized: bool | None = None
    max_power: int | None = None
    min_power: int | None = None
    with_lights: bool | None = None
    other: bool = False
    """Not the source card itself."""


Ref = Literal["t0", "t1", "self", "event", "choice"] | TargetSpec
"""What an op acts on: a target chosen when played (``t0``, ``t1``), the source (``self``), the
card of the triggering event (``event``), the card picked by an earlier ``choose`` op
(``choice``), or every card matching a spec."""


class OpBase(DataModel):
    pass


class Damage(OpBase):
    op: Literal["damage"]
    amount: int = Field(default=1, ge=1, le=6)
    to: Who = "opponent"


class Heal(OpBase):
    op: Literal["heal"]
    amount: int = Field(default=1, ge=1, le=6)


class Gain(OpBase):
    op: Literal["gain"]
    lights: list[ColourId] = Field(min_length=1, max_length=6)
    or_other: bool = False
    """When the supply has none of a named colour, take the colour it holds most of instead."""


class Draw(OpBase):
    op: Literal["draw"]
    count: int = Field(default=1, ge=1, le=5)
    who: Who = "you"


class Destroy(OpBase):
    op: Literal["destroy"]
    target: Ref


class Power(OpBase):
    op: Literal["power"]
    target: Ref
    amount: int = Field(ge=-9, le=9)
    until: Literal["turn", "always"] = "turn"


class Polarize(OpBase):
    op: Literal["polarize"]
    target: Ref


class Depolarize(OpBase):
    op: Literal["depolarize"]
    target: Ref


class Banish(OpBase):
    op: Literal["banish"]
    target: Ref


class Recall(OpBase):
    op: Literal["recall"]
    target: Ref
    to: Literal["hand", "field"] = "hand"


class Bounce(OpBase):
    op: Literal["bounce"]
    target: Ref


class Discard(OpBase):
    op: Literal["discard"]
    who: Who = "opponent"
    count: int = Field(default=1, ge=1, le=3)


class Sacrifice(OpBase):
    """That player picks one of their Units and puts it into their Limbo."""

    op: Literal["sacrifice"]
    who: Literal["you", "opponent"] = "opponent"


class Counter(OpBase):
    op: Literal["counter"]
    target: Ref


class Accumulate(OpBase):
    op: Literal["accumulate"]
    colour: ColourId
    target: Ref
    count: int = Field(default=1, ge=1, le=3)
    or_other: bool = False
    """When the supply has none of ``colour``, take the colour it holds most of instead."""


class Choose(OpBase):
    op: Literal["choose"]
    chooser: Literal["you", "opponent"] = "you"
    among: TargetSpec


class Win(OpBase):
    op: Literal["win"]


class Connect(OpBase):
    op: Literal["connect"]


class Hook(OpBase):
    op: Literal["hook"]
    name: str


Op = Annotated[
    Damage
    | Heal
    | Gain
    | Draw
    | Destroy
    | Power
    | Polarize
    | Depolarize
    | Banish
    | Recall
    | Bounce
    | Discard
    | Sacrifice
    | Counter
    | Accumulate
    | Choose
    | Win
    | Connect
    | Hook,
    Field(discriminator="op"),
]
OP_NAMES = (
    "damage",
    "heal",
    "gain",
    "draw",
    "destroy",
    "power",
    "polarize",
    "depolarize",
    "banish",
    "recall",
    "bounce",
    "discard",
    "sacrifice",
    "counter",
    "accumulate",
    "choose",
    "win",
    "connect",
    "hook",
)


class Requirement(DataModel):
    """Conditions checked when the card is played and again when it resolves."""

    units: int | None = Field(default=None, ge=1)
    soul: int | None = Field(default=None, ge=1)
    limbo: int | None = Field(default=None, ge=1)
    accumulated: int | None = Field(default=None, ge=1)
    """Lights accumulated on your Units in total."""


class TriggerDef(DataModel):
    when: EventName
    whose: Whose = "self"
    effect: list[Op] = Field(min_length=1)
    requires: Requirement | None = None
    text: str = ""


class Ability(DataModel):
    """An activated effect (once per turn per source)."""

    label: str
    cost: str = Field(default="0", pattern=COST_PATTERN)
    polarize: bool = False
    targets: list[TargetSpec] = Field(default_factory=list, max_length=2)
    effect: list[Op] = Field(min_length=1)
    requires: Requirement | None = None


class Aura(DataModel):
    power: int = Field(ge=-5, le=5)
    applies: Literal["own", "enemy"] = "own"
    when: Literal["always", "attacking", "defending"] = "always"


class Card(DataModel):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    name: str = Field(min_length=1, max_length=28)
    type: CardType
    colour: ColourId
    cost: str = Field(pattern=COST_PATTERN)
    power: int | None = Field(default=None, ge=0, le=12)
    text: str = Field(min_length=1)
    flavour: str = ""
    targets: list[TargetSpec] = Field(default_factory=list, max_length=2)
    effect: list[Op] = Field(default_factory=list)
    triggers: list[TriggerDef] = Field(default_factory=list)
    abilities: list[Ability] = Field(default_factory=list)
    aura: Aura | None = None
    requires: Requirement | None = None


class Offering(DataModel):
    """A stable offering lists its Lights; a flexible one gives ``any`` Lights of colours the
    player picks."""

    lights: list[ColourId] = Field(default_factory=list)
    any: int = Field(default=0, ge=0, le=4)


class Form(DataModel):
    name: str
    text: str
    offerings: list[Offering] = Field(min_length=2, max_length=2)
    triggers: list[TriggerDef] = Field(default_factory=list)
    abilities: list[Ability] = Field(default_factory=list)
    aura: Aura | None = None


class Condition(DataModel):
    when: EventName
    whose: Literal["own", "enemy", "any"] = "own"
    count: int = Field(ge=1, le=10)
    text: str


class KeywordDef(DataModel):
    """A term the Learn screen explains; ``covers`` names the effect ops and trigger events it
    explains (tests check that every op and event is covered)."""

    name: str = Field(min_length=1, max_length=40)
    text: str = Field(min_length=1, max_length=600)
    covers: list[str] = Field(default_factory=list)


class Emissary(DataModel):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    name: str
    colour: ColourId
    condition: Condition
    base: Form
    connected: Form


class Codex(DataModel):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    name: str
    emissary: str
    description: str = ""
    cards: dict[str, int]
