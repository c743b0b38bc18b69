"""Aether Lanes deck building: the pool, the starter decks and the construction rules (exactly
30 cards, at most 3 copies of a card, no tokens)."""

from __future__ import annotations

import dataclasses
from typing import Any

from cardtable.engine.decklists import (
    DeckList,
    DeckListError,
    DeckProblem,
    PoolCard,
    card_list,
    playable_inline_decks,
    size_and_copies,
)
from cardtable.games.aether_lanes.cards import Deck
from cardtable.games.aether_lanes.catalog import Catalog, load_catalog


class AetherDeckRules:
    """The Aether Lanes rules a deck builder checks (see :class:`cardtable.engine.decklists.DeckRules`)."""

    game = "aether-lanes"
    game_name = "Aether Lanes"
    deck_word = "deck"
    leader_word = ""
    colour_word = "element"
    data_key = "decks"

    def __init__(self, catalog: Catalog | None = None) -> None:
        self.catalog = catalog or load_catalog()
        self.deck_size = int(self.catalog.rules.deck_size)

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

    def leaders(self) -> list[tuple[str, str]]:
        return []

    def allowed(self, card: str, leader: str | None) -> bool:
        found = self.catalog.cards.get(card)
        return found is not None and not found.token

    def starters(self) -> list[DeckList]:
        return [self.from_data(deck.model_dump()) for deck in self.catalog.decks.values()]

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

    def to_data(self, deck: DeckList) -> dict[str, Any]:
        data: dict[str, Any] = {"id": deck.id, "name": deck.name}
        if deck.description:
            data["description"] = deck.description
        data["cards"] = [{"card": card, "count": count} for card, count in deck.cards]
        return data

    def from_data(self, data: Any) -> DeckList:
        try:
            cards = tuple((str(entry["card"]), int(entry["count"])) for entry in data["cards"])
            return DeckList(
                self.game, str(data["id"]), str(data["name"]), None, cards, str(data.get("description", ""))
            )
        except (KeyError, TypeError, ValueError) as error:
            raise DeckListError(
                f"not an Aether Lanes deck entry ({error.__class__.__name__}: {error})"
            ) from None


def with_inline_decks(catalog: Catalog, wanted: Any) -> Catalog:
    """The catalog with the players' own decks that a match's ``decks`` option writes out in full
    (each checked against every construction rule; see ``decklists.playable_inline_decks``)."""
    own = playable_inline_decks(lambda: AetherDeckRules(catalog), wanted, catalog.decks)
    if not own:
        return catalog
    rules = AetherDeckRules(catalog)
    decks, lists = dict(catalog.decks), dict(catalog.deck_cards)
    for deck in own:
        decks[deck.id] = Deck.model_validate(rules.to_data(deck))
        lists[deck.id] = card_list(deck)
    return dataclasses.replace(catalog, decks=decks, deck_cards=lists)


def deck_rules() -> AetherDeckRules:
    """The rules of the built-in (or ``--data``) card pool."""
    return AetherDeckRules()
