"""Each construction rule of each game, seen in the builder at 80x24: the broken rule's reason
next to its card (or above the deck for the deck as a whole), the deck a draft that saves but
cannot run the gauntlet; and the builder's smaller words (footer, filters, an empty pool)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest
from textual.widgets import Footer, Input, Select

from cardtable.engine.decklists import DeckList
from cardtable.engine.registry import default_registry
from cardtable.persistence.decks import DeckStore
from cardtable.ui.decks.builder import DeckBuilderScreen
from cardtable.ui.decks.curve import split_text
from cardtable.ui.menu import MenuScreen
from tests.decks.test_builder_screen import real_app, shown
from tests.support.notes import record_notes
from tests.ui.helpers import until

REGISTRY = default_registry()


def rules_of(game: str) -> Any:
    return REGISTRY.get(game).load().deck_rules()  # type: ignore[misc]


def starter(rules: Any, deck_id: str) -> DeckList:
    return dataclasses.replace(
        next(deck for deck in rules.starters() if deck.id == deck_id), id="broken", name="Broken"
    )


def swap(deck: DeckList, out: str, card: str, count: int = 1) -> DeckList:
    """The deck with one copy of ``out`` fewer and ``count`` copies of ``card`` (the size kept
    when count is 1)."""
    return deck.with_count(out, deck.count(out) - 1).with_count(card, deck.count(card) + count)


def a_fourth_copy(rules: Any, deck: DeckList) -> DeckList:
    three = next(card for card, n in deck.cards if n == 3)
    other = next(card for card, n in deck.cards if n == 3 and card != three)
    return swap(deck, other, three)


def one_short(rules: Any, deck: DeckList) -> DeckList:
    card = next(card for card, n in deck.cards if n > 1)
    return deck.with_count(card, deck.count(card) - 1)


def luminous_third_unique(rules: Any, deck: DeckList) -> DeckList:
    held = {card for card, _n in deck.cards}
    third = next(c.id for c in rules.catalog.cards.values() if c.unique and c.id not in held and not c.token)
    return swap(deck, next(card for card, n in deck.cards if n == 3), third)


def luminous_two_of_a_unique(rules: Any, deck: DeckList) -> DeckList:
    unique = next(card for card, _n in deck.cards if rules.catalog.cards[card].unique)
    return swap(deck, next(card for card, n in deck.cards if n == 3), unique)


def luminous_other_favored(rules: Any, deck: DeckList) -> DeckList:
    other = next(c for c in rules.pool() if not rules.allowed(c.id, deck.leader) and not c.unique)
    return swap(deck, next(card for card, n in deck.cards if n == 3), other.id)


def a_token(rules: Any, deck: DeckList) -> DeckList:
    token = next(c.id for c in rules.catalog.cards.values() if c.token)
    return swap(deck, next(card for card, n in deck.cards if n == 3), token)


def no_leader(rules: Any, deck: DeckList) -> DeckList:
    return dataclasses.replace(deck, leader=None)


def a_card_not_in_the_game(rules: Any, deck: DeckList) -> DeckList:
    return swap(deck, next(card for card, n in deck.cards if n == 3), "no-such-card")


Break = Callable[[Any, DeckList], DeckList]

CASES: list[tuple[str, str, Break, str, str]] = [
    # game, starter, how the deck breaks the rule, where the reason shows, the reason (its start)
    ("luminous", "silgar", a_fourth_copy, "#deck", ": 4 copies; a deck holds at most 3 of a card"),
    ("luminous", "silgar", one_short, "#deck-status", "49 cards; a deck holds exactly 50 (1 to add)"),
    ("luminous", "silgar", luminous_third_unique, "#deck", ": a third unique card; a deck holds at most 2"),
    ("luminous", "silgar", luminous_two_of_a_unique, "#deck", ": unique, so one copy only, not 2"),
    ("luminous", "silgar", luminous_other_favored, "#deck", "Silgar leads pride and neutral cards only"),
    ("luminous", "silgar", a_token, "#deck", ": a token is made by cards, never put in a deck"),
    ("luminous", "silgar", no_leader, "#deck-status", "the deck has no Favored; choose one to lead it"),
    ("luminous", "silgar", a_card_not_in_the_game, "#deck", "'no-such-card': no such card in this game"),
    ("aether-lanes", "ashen-vow", a_fourth_copy, "#deck", ": 4 copies; a deck holds at most 3 of a card"),
    ("aether-lanes", "ashen-vow", one_short, "#deck-status", "29 cards; a deck holds exactly 30 (1 to add)"),
    ("aether-lanes", "ashen-vow", a_token, "#deck", ": a token is made by cards, never put in a deck"),
    ("lux-aeterna", "ember-legion", a_fourth_copy, "#deck", ": 4 copies; a Codex holds at most 3 of a card"),
    (
        "lux-aeterna",
        "ember-legion",
        one_short,
        "#deck-status",
        "29 cards; a Codex holds exactly 30 (1 to add)",
    ),
    (
        "lux-aeterna",
        "ember-legion",
        no_leader,
        "#deck-status",
        "the Codex has no Emissary; choose one to lead it",
    ),
]


@pytest.mark.parametrize(
    ("game", "deck_id", "breaks", "where", "reason"),
    CASES,
    ids=[f"{game}-{breaks.__name__}" for game, _d, breaks, _w, _r in CASES],
)
async def test_each_rule_refuses_with_its_reason_and_the_deck_stays_a_draft(
    game: str, deck_id: str, breaks: Break, where: str, reason: str
) -> None:
    rules = rules_of(game)
    deck = breaks(rules, starter(rules, deck_id))
    problems = rules.check(deck)
    # this case breaks this one rule only (no Favored may hold three uniques of its own faction:
    # a third unique is also another faction's card)
    assert len(problems) == (2 if breaks is luminous_third_unique else 1), problems
    problem = next(p for p in problems if reason in p.reason)
    app = real_app()
    notes = record_notes(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.push_screen(DeckBuilderScreen(rules, deck))
        await until(
            pilot, lambda: isinstance(app.screen, DeckBuilderScreen) and app.screen.focused is not None
        )
        builder = app.screen
        assert problem.reason in shown(app, where)
        if problem.card is not None:  # next to its card in the deck list
            assert f"✗ {problem.reason}" in shown(app, "#deck")
        assert f"{len(problems)} rule(s) broken: a draft until mended." in shown(app, "#deck-status")
        await pilot.press("f5")  # not tested against the field
        await until(pilot, lambda: any("A draft cannot run the gauntlet: " in note for note in notes))
        assert f"A draft cannot run the gauntlet: {problems[0].reason}" in notes
        assert app.screen is builder
        await pilot.press("ctrl+s")  # but kept, as a draft
        await until(pilot, lambda: DeckStore(rules).exists("broken"))
        assert rules.check(DeckStore(rules).load("broken")) == problems


async def test_the_footer_names_every_key_at_80_columns_and_the_filter_its_word() -> None:
    rules = rules_of("luminous")
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.push_screen(DeckBuilderScreen(rules, starter(rules, "silgar")))
        await until(
            pilot, lambda: isinstance(app.screen, DeckBuilderScreen) and app.screen.focused is not None
        )
        screen = app.screen

        from textual.widgets._footer import FooterKey

        footer = screen.query_one(Footer)

        def keys() -> dict[str, Any]:
            return {key.action: key for key in footer.query(FooterKey)}

        await until(pilot, lambda: "gauntlet" in keys() and keys()["gauntlet"].region.width > 0)
        palette = next(key for key in keys().values() if "command" in key.action)
        shown_keys = [key for key in keys().values() if key is not palette]
        # nothing cut off at 80 columns: every key ends before the command palette's
        assert all(key.region.right <= palette.region.x for key in shown_keys), [
            (key.description, key.region) for key in shown_keys
        ]
        assert keys()["gauntlet"].description == "Test"
        label = screen.query_one("#colour", Select).query_one("#label")
        assert "any faction" in str(label.render())  # the filter is called what Luminous calls it


async def test_an_empty_pool_says_why_and_one_card_is_one_card() -> None:
    rules = rules_of("aether-lanes")
    empty = DeckList(rules.game, "mine", "Mine", None, ())
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.push_screen(DeckBuilderScreen(rules, empty))
        await until(
            pilot, lambda: isinstance(app.screen, DeckBuilderScreen) and app.screen.focused is not None
        )
        await pilot.press("plus")
        await until(
            pilot, lambda: "1 card; a deck holds exactly 30 (29 to add)" in shown(app, "#deck-status")
        )
        await pilot.press("slash", *"zzzz")
        await until(pilot, lambda: app.screen.query_one("#search", Input).value == "zzzz")
        assert "No card matches: change the search (/) or the filters." in shown(app, "#pool")
        await pilot.press("enter", "plus")  # the hint is no card: nothing is added
        await pilot.pause()
        assert app.screen.deck.total == 1  # type: ignore[attr-defined]


def test_the_colour_split_fits_its_line() -> None:
    assert split_text([("pride", 35), ("neutral", 14)], 32) == "pride 35 · neutral 14"
    assert (
        split_text([("pride", 35), ("neutral", 14), ("caravan", 1)], 32) == "pride 35, neutral 14, caravan 1"
    )
    long = [("rubedian", 10), ("xanthosis", 10), ("caelestis", 5), ("viridian", 5)]
    assert split_text(long, 32) == "rube 10,xant 10,cael 5,viri 5"
    assert len(split_text(long * 3, 32)) == 32
