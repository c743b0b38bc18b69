"""Luminous deck building: the pool, the Favored, the starter decks and the construction rules
(a 50-card main deck led by a Favored; at most 3 copies of a standard card; at most 2 unique cards,
one copy each; only the Favored's faction and neutral cards; no tokens)."""

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
from cardtable.games.luminous.cards import Deck
from cardtable.games.luminous.catalog import load_catalog
from cardtable.games.luminous.compiled import Catalog
from cardtable.games.luminous.describe import cost_text


class LuminousDeckRules:
    """The Luminous rules a deck builder checks (see :class:`cardtable.engine.decklists.DeckRules`)."""

    game = "luminous"
    game_name = "Luminous"
    deck_word = "deck"
    leader_word = "Favored"
    colour_word = "faction"
    data_key = "decks"

    def __init__(self, catalog: Catalog | None = None) -> None:
        self.catalog = catalog or load_catalog()
        self.deck_size = self.catalog.rules.deck_size

    def pool(self) -> list[PoolCard]:
        return [
            PoolCard(
                card.id,
                card.name,
                card.type,
                card.faction,
                card.essence,
                cost_text(self.catalog, card.essence, card.check),
                tuple(sorted(card.keywords)) + (("fast",) if card.fast else ()),
                card.text,
                card.unique,
            )
            for card in self.catalog.cards.values()
            if not card.token
        ]

    def leaders(self) -> list[tuple[str, str]]:
        return [(favored.id, favored.name) for favored in self.catalog.favored.values()]

    def allowed(self, card: str, leader: str | None) -> bool:
        found = self.catalog.cards.get(card)
        favored = self.catalog.favored.get(leader or "")
        if found is None or found.token:
            return False
        return favored is None or found.faction in ("neutral", favored.faction)

    def starters(self) -> list[DeckList]:
        return [self.from_data(deck.model_dump()) for deck in self.catalog.decks.values()]

    def check(self, deck: DeckList) -> list[DeckProblem]:
        catalog, rules = self.catalog, self.catalog.rules
        names = {card.id: card.name for card in catalog.cards.values()}  # a token: its own rule below
        uniques = [card for card, _n in deck.cards if card in names and catalog.cards[card].unique]
        problems = size_and_copies(
            deck, names, size=rules.deck_size, max_copies=rules.max_copies, exempt=uniques
        )
        favored = catalog.favored.get(deck.leader or "")
        if favored is None:
            problems.insert(0, DeckProblem(None, "the deck has no Favored; choose one to lead it"))
        for card, count in deck.cards:
            found = catalog.cards.get(card)
            if found is None:
                continue
            if found.token:
                problems.append(
                    DeckProblem(card, f"{found.name}: a token is made by cards, never put in a deck")
                )
            if favored is not None and found.faction not in ("neutral", favored.faction):
                problems.append(
                    DeckProblem(
                        card,
                        f"{found.name}: a {found.faction} card; {favored.name.split(',')[0]} leads "
                        f"{favored.faction} and neutral cards only",
                    )
                )
            if found.unique and count > 1:
                problems.append(DeckProblem(card, f"{found.name}: unique, so one copy only, not {count}"))
        for extra in uniques[rules.max_uniques :]:
            ordinal = {2: "second", 3: "third", 4: "fourth"}.get(uniques.index(extra) + 1, "another")
            problems.append(
                DeckProblem(
                    extra,
                    f"{catalog.cards[extra].name}: a {ordinal} unique card; a deck holds at most {rules.max_uniques}",
                )
            )
        return problems

    def to_data(self, deck: DeckList) -> dict[str, Any]:
        data: dict[str, Any] = {"id": deck.id, "name": deck.name, "favored": deck.leader or ""}
        if deck.description:
            data["description"] = deck.description
        data["cards"] = [{"card": card, "count": count} for card, count in deck.cards]
        return data

    def from_data(self, data: Any) -> DeckList:
        try:
            cards = tuple((str(entry["card"]), int(entry["count"])) for entry in data["cards"])
            return DeckList(
                self.game,
                str(data["id"]),
                str(data["name"]),
                str(data["favored"]) or None,
                cards,
                str(data.get("description", "")),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise DeckListError(f"not a Luminous deck entry ({error.__class__.__name__}: {error})") from None


def with_inline_decks(catalog: Catalog, wanted: Any) -> Catalog:
    """The catalog with the players' own decks that a match's ``decks`` option writes out in full
    (each checked against every construction rule; see ``decklists.playable_inline_decks``)."""
    own = playable_inline_decks(lambda: LuminousDeckRules(catalog), wanted, catalog.decks)
    if not own:
        return catalog
    rules = LuminousDeckRules(catalog)
    decks, lists = dict(catalog.decks), dict(catalog.deck_lists)
    for deck in own:
        decks[deck.id] = Deck.model_validate(rules.to_data(deck))
        lists[deck.id] = card_list(deck)
    return dataclasses.replace(catalog, decks=decks, deck_lists=lists)


def deck_rules() -> LuminousDeckRules:
    """The rules of the built-in (or ``--data``) card pool."""
    return LuminousDeckRules()
