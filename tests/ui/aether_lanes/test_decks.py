"""The starter decks for a newcomer: descriptions in the new-match dialog, and the deck viewer (its
30 cards with each card's text) from that dialog and from Learn."""

from __future__ import annotations

from textual.widgets import OptionList, Static

from cardtable.games.aether_lanes.catalog import load_catalog
from cardtable.ui.aether_lanes.learn import LearnScreen
from cardtable.ui.new_match import NewMatchDialog
from cardtable.ui.widgets.deck_viewer import DeckViewer
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.aether_lanes.helpers import AL_INFO, al_app, text_of
from tests.ui.helpers import until


async def test_the_new_match_dialog_describes_each_seats_deck_and_shows_its_cards() -> None:
    app = al_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.push_screen(NewMatchDialog(AL_INFO))
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog) and app.screen.query("#deck-help"))
        dialog = app.screen
        catalog = load_catalog()
        first = next(iter(catalog.decks.values()))
        await until(pilot, lambda: first.description in text_of(dialog.query_one("#deck-help", Static)))
        await pilot.press("ctrl+d")
        await until(pilot, lambda: isinstance(app.screen, DeckViewer))
        viewer = app.screen
        assert sum(card.count for card in viewer.deck.cards) == 30
        assert viewer.query_one(OptionList).option_count == len(first.cards)
        shown = text_of(viewer.query_one("#deck-card", Static))
        assert catalog.cards[first.cards[0].card].text in shown
        await pilot.press("down")
        await until(
            pilot,
            lambda: (
                catalog.cards[first.cards[1].card].name in text_of(viewer.query_one("#deck-card", Static))
            ),
        )
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is dialog)


async def test_learn_lists_the_decks_and_opens_the_viewer() -> None:
    app = al_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.push_screen(LearnScreen("rules"))
        await until(pilot, lambda: isinstance(app.screen, LearnScreen))
        await pilot.press("d")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        labels = " ".join(str(c.label) for c in app.screen.choices)
        assert all(deck.description in labels for deck in load_catalog().decks.values())
        await pilot.press("2")
        await until(pilot, lambda: isinstance(app.screen, DeckViewer))
        assert app.screen.deck.name == list(load_catalog().decks.values())[1].name
