"""Validated card data compiled into plain frozen records for the engine's hot paths."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any, NamedTuple

from cardtable.engine.kernel.effects import EventPattern
from cardtable.engine.kernel.triggers import Listening
from cardtable.games.luminous import trigger_order
from cardtable.games.luminous import triggers as trigger_events
from cardtable.games.luminous.cards import Ability, Card, Deck, Favored, KeywordText, Rules, Trigger
from cardtable.games.luminous.trigger_order import Footprint


class Cond(NamedTuple):
    opponent_turn: bool | None
    min_relics: int | None
    min_units: int | None


class CStep(NamedTuple):
    """One effect step: ``op``, its number (amount or count), the target selector, and the rest."""

    op: str
    n: int
    target: str | None
    health: int = 0
    keyword: str | None = None
    card: str | None = None
    until: str = "end_of_turn"
    cond: Cond | None = None


class CTrigger(NamedTuple):
    """A trigger: the data's ``when`` (and wave number ``n``), the kernel ``pattern`` it stands
    for (:mod:`~cardtable.games.luminous.triggers`) and its steps."""

    when: str
    n: int
    steps: tuple[CStep, ...]
    pattern: EventPattern
    footprint: Footprint | None = None
    """What its steps read, change and add to (:mod:`~cardtable.games.luminous.trigger_order`)."""
    bound: bool = False
    """Whether a step names a card that depends on which trigger runs (``this``, ``it``...)."""


class CAbility(NamedTuple):
    expend: bool
    essence: int
    check: str | None
    wear: int
    sacrifice: bool
    choose: str | None
    steps: tuple[CStep, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class CardDef:
    """A card as the engine reads it. ``cost`` is every symbol (essence plus the orb check)."""

    id: str
    name: str
    type: str
    faction: str
    essence: int
    check: str | None
    text: str
    attack: int
    health: int
    durability: int
    keywords: frozenset[str]
    fast: bool
    unique: bool
    token: bool
    choose: str | None
    steps: tuple[CStep, ...]
    triggers: tuple[CTrigger, ...]
    abilities: tuple[CAbility, ...]
    static: tuple[int, int, frozenset[str], bool] | None
    listening: Listening = dataclasses.field(init=False, compare=False)
    """Its triggers' patterns by event kind (the kernel's index, made once)."""
    keyword_order: tuple[str, ...] = dataclasses.field(init=False)
    """Its printed keywords, sorted (as a view lists them)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "listening", Listening(t.pattern for t in self.triggers))
        object.__setattr__(self, "keyword_order", tuple(sorted(self.keywords)))

    @property
    def cost(self) -> int:
        return self.essence + (1 if self.check else 0)


@dataclasses.dataclass(frozen=True, slots=True)
class FavoredDef:
    id: str
    name: str
    faction: str
    life: int
    text: str
    triggers: tuple[CTrigger, ...]
    listening: Listening = dataclasses.field(init=False, compare=False)
    """Its triggers' patterns by event kind (the kernel's index, made once)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "listening", Listening(t.pattern for t in self.triggers))


@dataclasses.dataclass(frozen=True, slots=True)
class Catalog:
    """Everything the engine reads from the data folder."""

    cards: dict[str, CardDef]
    favored: dict[str, FavoredDef]
    keywords: dict[str, KeywordText]
    decks: dict[str, Deck]
    rules: Rules
    folder: Path
    deck_lists: dict[str, tuple[str, ...]] = dataclasses.field(init=False)
    """Each deck's card ids, each copy once, in list order."""
    colours: tuple[str, ...] = dataclasses.field(init=False)
    """The basic orb colours' ids, in data order."""
    box_totals: tuple[int, int, int] = dataclasses.field(init=False)
    """What one box holds in all: basic orbs (every colour), Luminous Blooms, tokens."""

    def __post_init__(self) -> None:
        object.__setattr__(
            self, "deck_lists", {deck_id: deck.copies() for deck_id, deck in self.decks.items()}
        )
        object.__setattr__(self, "colours", tuple(c.id for c in self.rules.colours))
        box = self.rules.box
        totals = (box.orbs_per_colour * len(self.colours), box.blooms, sum(box.tokens.values()))
        object.__setattr__(self, "box_totals", totals)


def _step(step: Any) -> CStep:
    cond = None
    if step.cond is not None:
        cond = Cond(step.cond.opponent_turn, step.cond.min_relics, step.cond.min_units)
    n = getattr(step, "amount", 0) or getattr(step, "count", 0) or getattr(step, "attack", 0)
    return CStep(
        step.op,
        n,
        getattr(step, "target", None),
        getattr(step, "health", 0),
        getattr(step, "keyword", None),
        getattr(step, "card", None),
        getattr(step, "until", "end_of_turn"),
        cond,
    )


def _trigger(trigger: Trigger) -> CTrigger:
    n = trigger.n or 0
    steps = tuple(_step(s) for s in trigger.steps)
    return CTrigger(
        trigger.when,
        n,
        steps,
        trigger_events.pattern_of(trigger.when, n),
        trigger_order.steps_footprint(steps),
        any(step.target in trigger_order.BOUND for step in steps),
    )


def _ability(ability: Ability) -> CAbility:
    return CAbility(
        ability.expend,
        ability.essence,
        ability.check,
        ability.wear,
        ability.sacrifice,
        ability.choose,
        tuple(_step(s) for s in ability.steps),
    )


def compile_card(card: Card) -> CardDef:
    static = None
    if card.static is not None:
        s = card.static
        static = (s.attack, s.health, frozenset(s.keywords), s.others_only)
    return CardDef(
        id=card.id,
        name=card.name,
        type=card.type,
        faction=card.faction,
        essence=card.essence,
        check=card.check,
        text=card.text,
        attack=card.attack or 0,
        health=card.health or 0,
        durability=card.durability or 0,
        keywords=frozenset(card.keywords),
        fast=card.fast,
        unique=card.unique,
        token=card.token,
        choose=card.choose,
        steps=tuple(_step(s) for s in card.steps),
        triggers=tuple(_trigger(t) for t in card.triggers),
        abilities=tuple(_ability(a) for a in card.abilities),
        static=static,
    )


def compile_favored(favored: Favored) -> FavoredDef:
    return FavoredDef(
        favored.id,
        favored.name,
        favored.faction,
        favored.life,
        favored.text,
        tuple(_trigger(t) for t in favored.triggers),
    )
