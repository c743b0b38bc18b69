"""Card data models: cards, effect steps (a discriminated union on ``op``), keywords, decks, rules.

Targets keep the player's choice apart from fixed targets: ``{choose: enemy_unit}`` is picked by
the player when the card is played; ``{fixed: all_enemy_units}`` needs no choice.
"""

from __future__ import annotations

import typing
from typing import Annotated, ClassVar, Literal

from pydantic import Field, model_validator

from cardtable.engine.data import CardId, DataModel, DeckModel

Element = Literal["fire", "wind", "earth", "water", "light", "shadow"]
CardType = Literal["summon", "spell", "event", "sigil"]
LaneName = Literal["aggressive", "balanced", "defensive"]
ChooseKind = Literal["enemy_unit", "friendly_unit", "any_unit", "enemy", "any_player"]
FixedKind = Literal[
    "this",
    "me",
    "foe",
    "facing",
    "all_enemy_units",
    "all_friendly_units",
    "other_friendly_units",
    "all_units",
    "random_enemy_unit",
    "strongest_enemy_unit",
]
Who = Literal["me", "foe"]


class Choose(DataModel):
    """A target the player picks when the card is played."""

    choose: ChooseKind


class Fixed(DataModel):
    """A target set by the card itself (no choice)."""

    fixed: FixedKind


Target = Choose | Fixed


class Damage(DataModel):
    op: Literal["damage"]
    amount: int = Field(ge=1, le=30)
    target: Target


class Heal(DataModel):
    op: Literal["heal"]
    amount: int = Field(ge=1, le=30)
    target: Target


class Draw(DataModel):
    op: Literal["draw"]
    count: int = Field(default=1, ge=1, le=5)
    who: Who = "me"


class Buff(DataModel):
    UNITS_ONLY: ClassVar[bool] = True
    op: Literal["buff"]
    attack: int = Field(default=0, ge=-10, le=10)
    defense: int = Field(default=0, ge=-10, le=10)
    health: int = Field(default=0, ge=0, le=10)
    target: Target
    until: Literal["permanent", "end_of_turn"] = "permanent"


class Destroy(DataModel):
    UNITS_ONLY: ClassVar[bool] = True
    op: Literal["destroy"]
    target: Target


class Bounce(DataModel):
    UNITS_ONLY: ClassVar[bool] = True
    op: Literal["bounce"]
    target: Target


class Token(DataModel):
    op: Literal["token"]
    card: CardId
    where: Literal["first_empty", "all_empty"] = "first_empty"


class Shelter(DataModel):
    op: Literal["shelter"]
    amount: int = Field(ge=1, le=20)
    who: Who = "me"


class Aether(DataModel):
    op: Literal["aether"]
    amount: int = Field(ge=1, le=10)


class Burn(DataModel):
    UNITS_ONLY: ClassVar[bool] = True
    op: Literal["burn"]
    amount: int = Field(ge=1, le=10)
    target: Target


class Toxin(DataModel):
    op: Literal["toxin"]
    amount: int = Field(ge=1, le=10)
    who: Who = "foe"


class Silence(DataModel):
    UNITS_ONLY: ClassVar[bool] = True
    op: Literal["silence"]
    target: Target


class Ready(DataModel):
    UNITS_ONLY: ClassVar[bool] = True
    op: Literal["ready"]
    target: Target


class Grant(DataModel):
    UNITS_ONLY: ClassVar[bool] = True
    op: Literal["grant"]
    keyword: str
    target: Target


class Hook(DataModel):
    op: Literal["hook"]
    name: str
    amount: int = 0


class Wager(DataModel):
    op: Literal["wager"]
    low: list[Step]
    middle: list[Step]
    high: list[Step]


Step = Annotated[
    Damage
    | Heal
    | Draw
    | Buff
    | Destroy
    | Bounce
    | Token
    | Shelter
    | Aether
    | Burn
    | Toxin
    | Silence
    | Ready
    | Grant
    | Hook
    | Wager,
    Field(discriminator="op"),
]
Wager.model_rebuild()

OP_MODELS: dict[str, type[DataModel]] = {
    typing.get_args(model.model_fields["op"].annotation)[0]: model
    for model in typing.get_args(typing.get_args(Step)[0])
}
"""Every effect op's step model, by op name: the model's ``op`` literal is the one place a name is
written; the effect registry (``effects.OPS``) has a handler for each."""
OP_NAMES: tuple[str, ...] = tuple(OP_MODELS)
OPS = OP_NAMES
"""The old name of :data:`OP_NAMES`."""
UNIT_OPS: frozenset[str] = frozenset(
    name for name, model in OP_MODELS.items() if getattr(model, "UNITS_ONLY", False)
)
"""Ops that only act on units (their models say ``UNITS_ONLY``): a player is never their target."""


class SigilBuff(DataModel):
    """What a bound Sigil gives its unit."""

    attack: int = Field(default=0, ge=0, le=10)
    defense: int = Field(default=0, ge=0, le=10)
    health: int = Field(default=0, ge=0, le=10)
    keywords: list[str] = []


class Aura(DataModel):
    """An aura Sigil: binds to nothing and runs ``each_turn`` steps this many times."""

    ticks: int = Field(ge=1, le=20)


class DecreeAura(DataModel):
    """A standing stat change a Decree gives its owner's Summons (of one element, or all)."""

    attack: int = Field(default=0, ge=-5, le=5)
    defense: int = Field(default=0, ge=-5, le=5)
    element: Element | None = None


class Card(DataModel):
    """One card definition (all four types, and tokens)."""

    id: CardId
    name: str = Field(min_length=1, max_length=60)
    element: Element
    type: CardType
    cost: int = Field(ge=0, le=10)
    text: str = Field(min_length=1)
    attack: int | None = Field(default=None, ge=0, le=20)
    defense: int | None = Field(default=None, ge=0, le=20)
    health: int | None = Field(default=None, ge=1, le=30)
    keywords: list[str] = []
    token: bool = False
    family: str = ""
    on_play: list[Step] = []
    on_destroy: list[Step] = []
    start_of_turn: list[Step] = []
    end_of_turn: list[Step] = []
    on_maneuver: list[Step] = []
    each_turn: list[Step] = []
    sigil: SigilBuff | None = None
    aura: Aura | None = None
    decree: DecreeAura | None = None

    @model_validator(mode="after")
    def _shape(self) -> Card:
        stats = (self.attack, self.defense, self.health)
        if self.type == "summon":
            if None in stats:
                raise ValueError("a Summon needs attack, defense and health")
        elif any(value is not None for value in stats):
            raise ValueError(f"a {self.type} has no attack, defense or health")
        if self.token and self.type != "summon":
            raise ValueError("only a Summon can be a token")
        if self.type == "sigil":
            if (self.sigil is None) == (self.aura is None):
                raise ValueError("a Sigil needs exactly one of 'sigil' (a bound buff) or 'aura'")
        elif self.sigil is not None or self.aura is not None:
            raise ValueError("only a Sigil may have 'sigil' or 'aura'")
        if self.each_turn and self.aura is None:
            raise ValueError("'each_turn' steps belong to aura Sigils")
        if self.aura is not None and not self.each_turn:
            raise ValueError("an aura Sigil needs 'each_turn' steps")
        if self.decree is not None and self.type != "event":
            raise ValueError("only an Event has a 'decree' aura")
        if self.type == "spell" and not self.on_play:
            raise ValueError("a Spell needs 'on_play' steps")
        if self.type in ("spell", "sigil") and (self.start_of_turn or self.end_of_turn):
            raise ValueError(f"a {self.type} has no start_of_turn or end_of_turn steps")
        return self


class Keyword(DataModel):
    """A keyword and its reminder text; ``param`` says what follows its name on a card."""

    id: CardId
    name: str
    reminder: str = Field(min_length=1)
    param: Literal["none", "number", "lane"] = "none"


Deck = DeckModel


class SecondPlayerBonus(DataModel):
    """What the house rule "second wind" gives the player who goes second, once both have decided
    on the mulligan (the rulebook gives none: the numbers were chosen by measurement, see
    docs/balance-aether-lanes.md)."""

    cards: int = Field(default=0, ge=0, le=5)
    soul: int = Field(default=0, ge=0, le=30)
    shelter: int = Field(default=0, ge=0, le=30)
    aether: int = Field(default=0, ge=0, le=5)
    """Added to the Aether the second player's turns grow from (so to every turn until the cap)."""


class Rules(DataModel):
    """The rule constants (every number the rulebook gives), each within the range the engine
    is built for: outside it a game could not start, never end, or loop forever."""

    deck_size: int = Field(default=30, ge=10, le=60)
    max_copies: int = Field(default=3, ge=1, le=10)
    opening_hand: int = Field(default=4, ge=1, le=10)
    hand_limit: int = Field(default=7, ge=1, le=15)
    start_soul: int = Field(default=30, ge=1, le=100)
    start_aether: int = Field(default=3, ge=0, le=20)
    aether_gain: int = Field(default=1, ge=0, le=5)
    aether_cap: int = Field(default=10, ge=1, le=20)
    round_cap: int = Field(default=60, ge=1, le=200)
    maneuver_cost: int = Field(default=1, ge=0, le=10)
    max_sigils: int = Field(default=2, ge=0, le=5)
    max_auras: int = Field(default=2, ge=0, le=5)
    eclipse_attack: int = Field(default=1, ge=0, le=5)
    eclipse_health: int = Field(default=1, ge=0, le=5)
    aggressive_attack: int = Field(default=1, ge=0, le=5)
    defensive_defense: int = Field(default=1, ge=0, le=5)
    crest_bonus: int = Field(default=1, ge=0, le=5)
    bulwark_toll: int = Field(default=1, ge=0, le=5)
    die_sides: int = Field(default=6, ge=2, le=20)
    """At least 2: the opening roll re-rolls ties, so a one-sided die would roll forever."""
    second_wind: SecondPlayerBonus = Field(default_factory=SecondPlayerBonus)
    """The house rule's compensation for going second (variant ``second-wind``; off by default)."""

    @model_validator(mode="after")
    def _consistent(self) -> Rules:
        if self.opening_hand > self.hand_limit:
            raise ValueError(
                f"opening_hand ({self.opening_hand}) is more than hand_limit ({self.hand_limit})"
            )
        if self.opening_hand >= self.deck_size:
            raise ValueError(
                f"opening_hand ({self.opening_hand}) leaves no deck (deck_size {self.deck_size})"
            )
        if self.start_aether > self.aether_cap:
            raise ValueError(
                f"start_aether ({self.start_aether}) is more than aether_cap ({self.aether_cap})"
            )
        return self
