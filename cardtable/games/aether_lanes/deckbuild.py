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
    size_and_copies,
    split_inline,
)
from cardtable.engine.errors import SetupError
from cardtable.games.aether_lanes.cards import Deck
from cardtable.games.aether_lanes.catalog import Catalog, load_catalog


class AetherDeckRules:
    """The Aether Lanes rules a deck builder checks (see :class:`cardtable.engine.decklists.DeckRules`)."""

    game = "aether-lanes"
    game_name = "Aether Lanes"
    deck_word = "deck"
    leader_word = ""
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
        names = {card.id: card.name for card in self.catalog.cards.values() if not card.token}
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


def with_inline_decks(catalog: Catalog, wanted: Any) -> tuple[Catalog, list[Any]]:
    """The catalog with the players' own decks of a match's ``decks`` option added (each checked
    against every construction rule), and each seat's deck id."""
    try:
        ids, inline = split_inline(wanted)
    except DeckListError as error:
        raise SetupError(str(error)) from None
    if not inline:
        return catalog, ids
    rules = AetherDeckRules(catalog)
    decks, lists = dict(catalog.decks), dict(catalog.deck_cards)
    for data in inline:
        try:
            deck = rules.from_data(data)
        except DeckListError as error:
            raise SetupError(str(error)) from None
        if deck.id in catalog.decks:
            raise SetupError(f"a deck of your own cannot be called '{deck.id}', as a starter deck is")
        problems = rules.check(deck)
        if problems:
            raise SetupError(f"{deck.name} is a draft ({problems[0].reason}): mend it in the deck builder")
        decks[deck.id] = Deck.model_validate(rules.to_data(deck))
        lists[deck.id] = tuple(card for card, count in deck.cards for _ in range(count))
    return dataclasses.replace(catalog, decks=decks, deck_cards=lists), ids


def deck_ids(wanted: Any) -> list[Any]:
    """Each seat's deck id from a match's ``decks`` option (a deck written out in full: its id)."""
    try:
        return split_inline(wanted)[0]
    except DeckListError as error:
        raise SetupError(str(error)) from None


def deck_rules() -> AetherDeckRules:
    """The rules of the built-in (or ``--data``) card pool."""
    return AetherDeckRules()
