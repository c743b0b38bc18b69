"""Each construction rule of each card-battle game, refused with its reason next to the card."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable.engine.decklists import DeckList
from cardtable.games.aether_lanes.deckbuild import AetherDeckRules
from cardtable.games.luminous.deckbuild import LuminousDeckRules
from cardtable.games.lux_aeterna.deckbuild import CodexRules

LUMINOUS = LuminousDeckRules()
AETHER = AetherDeckRules()
CODEX = CodexRules()


def starter(rules: object, deck_id: str) -> DeckList:
    return next(deck for deck in rules.starters() if deck.id == deck_id)  # type: ignore[attr-defined]


@pytest.mark.parametrize("rules", [LUMINOUS, AETHER, CODEX], ids=lambda r: r.game)
def test_every_starter_deck_follows_every_rule(rules: object) -> None:
    for deck in rules.starters():  # type: ignore[attr-defined]
        assert rules.check(deck) == [], deck.name  # type: ignore[attr-defined]


def test_luminous_a_fourth_copy_is_refused_with_its_reason() -> None:
    silgar = starter(LUMINOUS, "silgar")
    card = next(card for card, count in silgar.cards if count == 3)
    problems = LUMINOUS.check(silgar.with_count(card, 4))
    name = LUMINOUS.catalog.cards[card].name
    assert [p.card for p in problems] == [card, None]
    assert problems[0].reason == f"{name}: 4 copies; a deck holds at most 3 of a card"
    assert problems[1].reason == "51 cards; a deck holds exactly 50 (1 to take out)"


def test_luminous_a_third_unique_card_is_refused_and_named() -> None:
    silgar = starter(LUMINOUS, "silgar")
    held = {card for card, _n in silgar.cards}
    third = next(card.id for card in LUMINOUS.catalog.cards.values() if card.unique and card.id not in held)
    problems = LUMINOUS.check(silgar.with_count(third, 1))
    name = LUMINOUS.catalog.cards[third].name
    assert any(
        p.card == third and p.reason == f"{name}: a third unique card; a deck holds at most 2"
        for p in problems
    )


def test_luminous_a_unique_card_is_one_copy() -> None:
    silgar = starter(LUMINOUS, "silgar")
    unique = next(card for card, _n in silgar.cards if LUMINOUS.catalog.cards[card].unique)
    problems = LUMINOUS.check(silgar.with_count(unique, 2))
    assert any(p.card == unique and "unique, so one copy only, not 2" in p.reason for p in problems)


def test_luminous_a_card_of_another_favored_is_refused() -> None:
    silgar = starter(LUMINOUS, "silgar")
    faction = LUMINOUS.catalog.favored["silgar"].faction
    other = next(
        card
        for card in LUMINOUS.catalog.cards.values()
        if card.faction not in ("neutral", faction) and not card.token
    )
    problems = LUMINOUS.check(silgar.with_count(other.id, 1))
    assert any(
        p.card == other.id and f"{other.name}: a {other.faction} card; Silgar leads" in p.reason
        for p in problems
    )
    assert not LUMINOUS.allowed(other.id, "silgar")


def test_luminous_49_cards_is_refused_and_says_how_many_to_add() -> None:
    silgar = starter(LUMINOUS, "silgar")
    card, count = silgar.cards[-1]
    problems = LUMINOUS.check(silgar.with_count(card, count - 1))
    assert [p.reason for p in problems] == ["49 cards; a deck holds exactly 50 (1 to add)"]


def test_luminous_a_deck_needs_a_favored() -> None:
    deck = dataclasses.replace(starter(LUMINOUS, "silgar"), leader=None)
    assert LUMINOUS.check(deck)[0].reason == "the deck has no Favored; choose one to lead it"


def test_aether_lanes_thirty_cards_and_three_copies() -> None:
    deck = AETHER.starters()[0]
    card, _count = deck.cards[0]
    problems = AETHER.check(deck.with_count(card, 4))
    assert [p.card for p in problems] == [card, None]
    assert "4 copies; a deck holds at most 3" in problems[0].reason
    assert problems[1].reason == "31 cards; a deck holds exactly 30 (1 to take out)"


def test_lux_aeterna_a_codex_needs_thirty_cards_and_an_emissary() -> None:
    codex = CODEX.starters()[0]
    card, count = codex.cards[0]
    problems = CODEX.check(dataclasses.replace(codex.with_count(card, count - 1), leader=None))
    assert [p.reason for p in problems] == [
        "the Codex has no Emissary; choose one to lead it",
        "29 cards; a Codex holds exactly 30 (1 to add)",
    ]
