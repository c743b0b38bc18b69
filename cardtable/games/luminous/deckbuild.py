"""Luminous deck building: the pool, the Favored, the starter decks and the construction rules
(a 50-card main deck led by a Favored; at most 3 copies of a standard card; at most 2 unique cards,
one copy each; only the Favored's faction and neutral cards; no tokens)."""

from __future__ import annotations

from cardtable.engine.decklists import (
    DeckList,
    DeckProblem,
    DeckRules,
    PoolCard,
    size_and_copies,
)
from cardtable.games.luminous.cards import Deck
from cardtable.games.luminous.catalog import load_catalog
from cardtable.games.luminous.compiled import Catalog
from cardtable.games.luminous.describe import cost_text


class LuminousDeckRules(DeckRules[Catalog]):
    """The Luminous rules a deck builder checks (see :class:`cardtable.engine.decklists.DeckRules`)."""

    game = "luminous"
    game_name = "Luminous"
    leader_word = "Favored"
    colour_word = "faction"
    leader_key = "favored"
    deck_model = Deck

    def default_catalog(self) -> Catalog:
        return load_catalog()

    def size(self) -> int:
        return self.catalog.rules.deck_size

    def data_decks(self) -> dict[str, Deck]:
        return self.catalog.decks

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


with_inline_decks = LuminousDeckRules.with_inline_decks


def deck_rules() -> LuminousDeckRules:
    """The rules of the built-in (or ``--data``) card pool."""
    return LuminousDeckRules()
