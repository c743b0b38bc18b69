"""Lux Aeterna Codex building: the pool, the Emissaries, the starter Codices and the construction
rules (exactly 30 cards, at most 3 copies of a card, led by an Emissary)."""

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
from cardtable.games.lux_aeterna.cards import Codex
from cardtable.games.lux_aeterna.catalog import Catalog, load_catalog


class CodexRules:
    """The Lux Aeterna rules a Codex builder checks (see :class:`cardtable.engine.decklists.DeckRules`)."""

    game = "lux-aeterna"
    game_name = "Lux Aeterna"
    deck_word = "Codex"
    leader_word = "Emissary"
    data_key = "codices"

    def __init__(self, catalog: Catalog | None = None) -> None:
        self.catalog = catalog or load_catalog()
        self.deck_size = self.catalog.rules.codex_size

    def pool(self) -> list[PoolCard]:
        return [
            PoolCard(card.id, card.name, card.type, card.colour, card.need, card.cost_text, (), card.text)
            for card in self.catalog.cards.values()
        ]

    def leaders(self) -> list[tuple[str, str]]:
        return [(emissary.id, emissary.name) for emissary in self.catalog.emissaries.values()]

    def allowed(self, card: str, leader: str | None) -> bool:
        return card in self.catalog.cards

    def starters(self) -> list[DeckList]:
        return [self.from_data(codex.model_dump()) for codex in self.catalog.codices.values()]

    def check(self, deck: DeckList) -> list[DeckProblem]:
        rules = self.catalog.rules
        names = {card.id: card.name for card in self.catalog.cards.values()}
        problems = size_and_copies(deck, names, size=rules.codex_size, max_copies=rules.max_copies)
        if deck.leader not in self.catalog.emissaries:
            problems.insert(0, DeckProblem(None, "the Codex has no Emissary; choose one to lead it"))
        return problems

    def to_data(self, deck: DeckList) -> dict[str, Any]:
        data: dict[str, Any] = {"id": deck.id, "name": deck.name, "emissary": deck.leader or ""}
        if deck.description:
            data["description"] = deck.description
        data["cards"] = dict(deck.cards)
        return data

    def from_data(self, data: Any) -> DeckList:
        try:
            cards = tuple((str(card), int(count)) for card, count in dict(data["cards"]).items())
            return DeckList(
                self.game,
                str(data["id"]),
                str(data["name"]),
                str(data["emissary"]) or None,
                cards,
                str(data.get("description", "")),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise DeckListError(
                f"not a Lux Aeterna Codex entry ({error.__class__.__name__}: {error})"
            ) from None


def with_inline_decks(catalog: Catalog, wanted: Any) -> tuple[Catalog, list[Any]]:
    """The catalog with the players' own Codices of a match's ``decks`` option added (each checked
    against every construction rule), and each seat's Codex id."""
    try:
        ids, inline = split_inline(wanted)
    except DeckListError as error:
        raise SetupError(str(error)) from None
    if not inline:
        return catalog, ids
    rules = CodexRules(catalog)
    codices = dict(catalog.codices)
    for data in inline:
        try:
            deck = rules.from_data(data)
        except DeckListError as error:
            raise SetupError(str(error)) from None
        if deck.id in catalog.codices or deck.id in catalog.emissaries:
            raise SetupError(f"a Codex of your own cannot be called '{deck.id}', as a starter or Emissary is")
        problems = rules.check(deck)
        if problems:
            raise SetupError(f"{deck.name} is a draft ({problems[0].reason}): mend it in the deck builder")
        codices[deck.id] = Codex.model_validate(rules.to_data(deck))
    return dataclasses.replace(catalog, codices=codices), ids


def deck_ids(wanted: Any) -> list[Any]:
    """Each seat's deck id from a match's ``decks`` option (a deck written out in full: its id)."""
    try:
        return split_inline(wanted)[0]
    except DeckListError as error:
        raise SetupError(str(error)) from None


def deck_rules() -> CodexRules:
    """The rules of the built-in (or ``--data``) card pool."""
    return CodexRules()
