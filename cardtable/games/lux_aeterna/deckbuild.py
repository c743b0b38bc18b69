"""Lux Aeterna Codex building: the pool, the Emissaries, the starter Codices and the construction
rules (exactly 30 cards, at most 3 copies of a card, led by an Emissary)."""

from __future__ import annotations

from typing import Any

from cardtable.engine.decklists import (
    DeckList,
    DeckProblem,
    DeckRules,
    PoolCard,
    size_and_copies,
)
from cardtable.games.lux_aeterna.cards import Codex
from cardtable.games.lux_aeterna.catalog import Catalog, load_catalog

TRIGGER_MARKS = {
    "enters": "when it enters",
    "attacks": "when it attacks",
    "defends": "when it defends",
    "destroyed": "when destroyed",
}
"""The builder's keyword for a card's trigger, by event (other events: "triggered")."""


def marks(card: Any) -> tuple[str, ...]:
    """The builder's keywords of a Lux Aeterna card, read from what the card does (the rulebook
    gives its cards no keyword list): its triggers, an ability that polarizes, an aura, Limbo,
    Accumulation and the Emissary's Connection."""
    found: set[str] = set()
    for trigger in card.triggers:
        found.add(TRIGGER_MARKS.get(trigger.when, "triggered"))
    if card.type in ("unit", "relic") and card.effect:
        found.add("when it enters")  # a Unit's or Relic's own effect resolves as it arrives
    if any(ability.polarize for ability in card.abilities):
        found.add("polarize")
    if card.abilities:
        found.add("activated")
    if card.aura is not None:
        found.add("aura")
    ops = [op.op for op in card.effect] + [
        op.op for part in (*card.triggers, *card.abilities) for op in part.effect
    ]
    requires = [
        r for r in (card.requires, *(part.requires for part in (*card.triggers, *card.abilities))) if r
    ]
    if "accumulate" in ops or any(r.accumulated for r in requires):
        found.add("accumulation")
    if "banish" in ops or "recall" in ops or any(r.limbo for r in requires):
        found.add("limbo")
    if "connect" in ops:
        found.add("connection")
    return tuple(sorted(found))


class CodexRules(DeckRules[Catalog]):
    """The Lux Aeterna rules a Codex builder checks (see :class:`cardtable.engine.decklists.DeckRules`)."""

    game = "lux-aeterna"
    game_name = "Lux Aeterna"
    deck_word = "Codex"
    leader_word = "Emissary"
    colour_word = "colour"
    data_key = "codices"
    leader_key = "emissary"
    counts_by_card = True
    deck_model = Codex

    def default_catalog(self) -> Catalog:
        return load_catalog()

    def size(self) -> int:
        return self.catalog.rules.codex_size

    def data_decks(self) -> dict[str, Codex]:
        return self.catalog.codices

    def taken(self) -> set[str]:
        return {*self.catalog.codices, *self.catalog.emissaries}

    def pool(self) -> list[PoolCard]:
        return [
            PoolCard(
                card.id,
                card.name,
                card.type,
                card.colour,
                card.need,
                card.cost_text,
                marks(card.model),
                card.text,
                price=card.cost,
            )
            for card in self.catalog.cards.values()
        ]

    def leaders(self) -> list[tuple[str, str]]:
        return [(emissary.id, emissary.name) for emissary in self.catalog.emissaries.values()]

    def allowed(self, card: str, leader: str | None) -> bool:
        return card in self.catalog.cards

    def check(self, deck: DeckList) -> list[DeckProblem]:
        rules = self.catalog.rules
        names = {card.id: card.name for card in self.catalog.cards.values()}
        problems = size_and_copies(
            deck, names, size=rules.codex_size, max_copies=rules.max_copies, word=self.deck_word
        )
        if deck.leader not in self.catalog.emissaries:
            problems.insert(0, DeckProblem(None, "the Codex has no Emissary; choose one to lead it"))
        return problems


with_inline_decks = CodexRules.with_inline_decks


def deck_rules() -> CodexRules:
    """The rules of the built-in (or ``--data``) card pool."""
    return CodexRules()
