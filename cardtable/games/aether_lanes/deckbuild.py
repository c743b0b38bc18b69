"""Aether Lanes deck building: the pool, the starter decks and the construction rules (exactly
30 cards, at most 3 copies of a card, no tokens)."""

from __future__ import annotations

from cardtable.engine.decklists import (
    DeckList,
    DeckProblem,
    DeckRules,
    PoolCard,
    size_and_copies,
)
from cardtable.games.aether_lanes.cards import Deck
from cardtable.games.aether_lanes.catalog import Catalog, load_catalog


class AetherDeckRules(DeckRules[Catalog]):
    """The Aether Lanes rules a deck builder checks (see :class:`cardtable.engine.decklists.DeckRules`)."""

    game = "aether-lanes"
    game_name = "Aether Lanes"
    colour_word = "element"
    deck_model = Deck

    def default_catalog(self) -> Catalog:
        return load_catalog()

    def size(self) -> int:
        return int(self.catalog.rules.deck_size)

    def data_decks(self) -> dict[str, Deck]:
        return self.catalog.decks

    def pool(self) -> list[PoolCard]:
        return [
            PoolCard(
                card.id,
                card.name,
                card.type,
                card.element,
                card.cost,
                str(card.cost),
                tuple(sorted(card.kw)),
                card.text,
            )
            for card in self.catalog.cards.values()
            if not card.token
        ]

    def allowed(self, card: str, leader: str | None) -> bool:
        found = self.catalog.cards.get(card)
        return found is not None and not found.token

    def check(self, deck: DeckList) -> list[DeckProblem]:
        rules = self.catalog.rules
        names = {card.id: card.name for card in self.catalog.cards.values()}  # a token: its own rule below
        problems = size_and_copies(deck, names, size=int(rules.deck_size), max_copies=int(rules.max_copies))
        for card, _count in deck.cards:
            found = self.catalog.cards.get(card)
            if found is not None and found.token:
                problems.append(
                    DeckProblem(card, f"{found.name}: a token is made by cards, never put in a deck")
                )
        return problems


with_inline_decks = AetherDeckRules.with_inline_decks


def deck_rules() -> AetherDeckRules:
    """The rules of the built-in (or ``--data``) card pool."""
    return AetherDeckRules()
