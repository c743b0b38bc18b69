"""Luminous card data models: cards, Favored, effect steps (a union keyed on ``op``), triggers,
activated abilities, statics, keywords, decks and rule constants.

A card asks for at most one chosen target (``choose``); steps name it with ``target: chosen``.
Every other target is a fixed selector that needs no choice.
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import Field, model_validator

from cardtable.engine.data import CardId, DataModel, DeckModel

CardType = Literal["unit", "relic", "spell"]
Keyword = Literal["dash", "flight", "lunge", "overwhelm", "barrier", "watchful"]
ChooseKind = Literal[
    "unit",
    "enemy_unit",
    "my_unit",
    "relic",
    "enemy_relic",
    "my_relic",
    "enemy_unit_or_favored",
]
Selector = Literal[
    "chosen",
    "this",
    "my_favored",
    "foe_favored",
    "enemy_units",
    "my_units",
    "other_my_units",
    "all_units",
    "my_relics",
    "other_my_relics",
    "attacker",
    "random_enemy_unit",
    "it",
]
"""``it``: the card a trigger is about (the arriving relic, the declared attacker)."""
Until = Literal["permanent", "end_of_turn"]
When = Literal[
    "arrive",
    "depart",
    "contact",
    "wave",
    "start",
    "end",
    "ally_relic_arrive",
    "ally_wave",
    "play_off_turn",
]
TRIGGER_SUBJECT = {"ally_relic_arrive": "relic", "ally_wave": "unit"}
"""Triggers that have an ``it`` (the card the event is about), and what kind of card it is."""
RELIC_SELECTORS = {"my_relics", "other_my_relics"}
FAVORED_SELECTORS = {"my_favored", "foe_favored"}


class Condition(DataModel):
    """When a step happens at all (every given part must hold)."""

    opponent_turn: bool | None = None
    """True: only on an opponent's turn; False: only on your own turn."""
    min_relics: int | None = Field(default=None, ge=1, le=10)
    min_units: int | None = Field(default=None, ge=1, le=10)


class _Step(DataModel):
    cond: Condition | None = Field(default=None, alias="if")


class Damage(_Step):
    op: Literal["damage"]
    amount: int = Field(ge=1, le=20)
    target: Selector


class Heal(_Step):
    """Your Favored gains life."""

    op: Literal["heal"]
    amount: int = Field(ge=1, le=20)


class Draw(_Step):
    op: Literal["draw"]
    count: int = Field(default=1, ge=1, le=5)


class Buff(_Step):
    op: Literal["buff"]
    attack: int = Field(default=0, ge=-10, le=10)
    health: int = Field(default=0, ge=0, le=10)
    target: Selector
    until: Until = "end_of_turn"


class Grant(_Step):
    op: Literal["grant"]
    keyword: Keyword
    target: Selector
    until: Until = "end_of_turn"


class Durability(_Step):
    """A relic gains (``bolster``) or loses (``wear``; 0 destroys it) durability."""

    op: Literal["bolster", "wear"]
    amount: int = Field(ge=1, le=10)
    target: Selector


class Token(_Step):
    op: Literal["token"]
    card: CardId
    count: int = Field(default=1, ge=1, le=5)


class Bloom(_Step):
    """Play Luminous Bloom tokens (card text beats the six-orb rule)."""

    op: Literal["bloom"]
    count: int = Field(default=1, ge=1, le=3)


class Targeted(_Step):
    """A step with a target and nothing else: destroy it, void it, ready or expend it, return it
    to its owner's hand."""

    op: Literal["destroy", "void", "ready", "expend", "return"]
    target: Selector


Step = Annotated[
    Damage | Heal | Draw | Buff | Grant | Durability | Token | Bloom | Targeted,
    Field(discriminator="op"),
]
OPS: tuple[str, ...] = tuple(
    op for model in get_args(get_args(Step)[0]) for op in get_args(model.model_fields["op"].annotation)
)
"""The op names the data may use: each step model's ``op`` literal (the effects' registry must
handle exactly these: ``catalog.op_problems``)."""


class Trigger(DataModel):
    """A triggered ability: ``when`` the event happens, the steps join the batch.

    ``wave``/``ally_wave`` need ``n`` (Second Wave: ``n: 2``)."""

    when: When
    n: int | None = Field(default=None, ge=1, le=9)
    steps: list[Step] = Field(min_length=1)

    @model_validator(mode="after")
    def _n(self) -> Trigger:
        if (self.when in ("wave", "ally_wave")) != (self.n is not None):
            raise ValueError("'n' goes with 'wave' and 'ally_wave' triggers only, and they need it")
        return self


class Ability(DataModel):
    """An activated ability: its cost (expend the source, essence, orb check, durability,
    sacrificing the source) and its steps. ``choose`` is the target picked when it is activated."""

    expend: bool = True
    essence: int = Field(default=0, ge=0, le=9)
    check: str | None = None
    wear: int = Field(default=0, ge=0, le=5)
    sacrifice: bool = False
    choose: ChooseKind | None = None
    steps: list[Step] = Field(min_length=1)


class Static(DataModel):
    """A standing change to the controller's units while the source is in play."""

    attack: int = Field(default=0, ge=0, le=5)
    health: int = Field(default=0, ge=0, le=5)
    keywords: list[Keyword] = []
    others_only: bool = False
    """True: the source's own stats do not change (\"other units you control\")."""


class Card(DataModel):
    """One card definition (unit, relic or spell; tokens too)."""

    id: CardId
    name: str = Field(min_length=1, max_length=60)
    type: CardType
    faction: str
    essence: int = Field(ge=0, le=9)
    check: str | None = None
    text: str = Field(min_length=1)
    attack: int | None = Field(default=None, ge=0, le=20)
    health: int | None = Field(default=None, ge=1, le=20)
    durability: int | None = Field(default=None, ge=1, le=20)
    keywords: list[Keyword] = []
    fast: bool = False
    unique: bool = False
    token: bool = False
    choose: ChooseKind | None = None
    steps: list[Step] = []
    triggers: list[Trigger] = []
    abilities: list[Ability] = []
    static: Static | None = None

    @model_validator(mode="after")
    def _shape(self) -> Card:
        if self.type == "unit":
            if self.attack is None or self.health is None or self.durability is not None:
                raise ValueError("a unit needs attack and health (and no durability)")
        elif self.type == "relic":
            if self.durability is None or self.attack is not None or self.health is not None:
                raise ValueError("a relic needs durability (and no attack or health)")
        elif any(v is not None for v in (self.attack, self.health, self.durability)):
            raise ValueError("a spell has no attack, health or durability")
        if self.type == "spell":
            if not self.steps:
                raise ValueError("a spell needs 'steps'")
            if self.triggers or self.abilities or self.static is not None:
                raise ValueError("a spell has no triggers, abilities or static")
        elif self.steps:
            raise ValueError(f"a {self.type} puts its effects in triggers or abilities, not 'steps'")
        if "barrier" in self.keywords and self.type != "relic":
            raise ValueError("only a relic can have Barrier")
        if set(self.keywords) - {"barrier"} and self.type != "unit":
            raise ValueError("dash, flight, lunge, overwhelm and watchful belong on units")
        if self.token and self.unique:
            raise ValueError("a token cannot be unique")
        return self


class Favored(DataModel):
    """A deck's leader: life total, faction, ability (triggers)."""

    id: CardId
    name: str = Field(min_length=1, max_length=60)
    faction: str
    life: int = Field(ge=1, le=60)
    text: str = Field(min_length=1)
    triggers: list[Trigger] = Field(min_length=1)


class KeywordText(DataModel):
    """A glossary keyword and its reminder text in our own words."""

    id: CardId
    name: str
    group: Literal["battle", "trigger", "effect", "modifier"]
    reminder: str = Field(min_length=1)


class Deck(DeckModel):
    favored: CardId


class Colour(DataModel):
    id: CardId
    name: str
    glyph: str = Field(min_length=1, max_length=1)


class BoxCounts(DataModel):
    """What one box of The Wanderers holds beyond the decks (orbs per colour, Blooms, tokens)."""

    orbs_per_colour: int = Field(ge=1, le=20)
    blooms: int = Field(ge=0, le=20)
    tokens: dict[str, int]


class Rules(DataModel):
    """Every number the rulebook gives."""

    deck_size: int = Field(default=50, ge=10, le=100)
    max_copies: int = Field(default=3, ge=1, le=10)
    max_uniques: int = Field(default=2, ge=0, le=10)
    orbs_per_colour: int = Field(default=6, ge=1, le=20)
    opening_hand: int = Field(default=4, ge=1, le=10)
    mulligan_first: int = Field(default=1, ge=0, le=10)
    mulligan_second: int = Field(default=2, ge=0, le=10)
    hand_limit: int = Field(default=6, ge=1, le=20)
    basic_orbs_before_bloom: int = Field(default=6, ge=0, le=30)
    colours: list[Colour] = Field(min_length=3, max_length=3)
    factions: list[Colour] = Field(min_length=1)
    """Factions a Favored leads; ``neutral`` cards fit every deck."""
    box: BoxCounts
