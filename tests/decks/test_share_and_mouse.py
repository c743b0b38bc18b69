"""Sharing a deck from the deck list (export shows, writes and copies the text; import reads pasted
text or a file, naming a wrong line), and issue 27's whole path with the mouse at 200x60: a legal
Silgar deck from empty with each rule refusing on the way, saved, tested, played, exported,
deleted and imported back."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from textual import events
from textual.widget import Widget
from textual.widgets import Input, OptionList, Select, TextArea

from cardtable.engine.decklists import export_text
from cardtable.engine.registry import default_registry
from cardtable.persistence.decks import DeckStore, decks_dir
from cardtable.ui.decks.builder import DeckBuilderScreen
from cardtable.ui.decks.manager import DeckListScreen
from cardtable.ui.decks.name_dialog import NameDialog
from cardtable.ui.decks.share import ExportDialog, ImportDialog
from cardtable.ui.dialogs import ChoiceDialog, ConfirmDialog
from cardtable.ui.menu import MenuScreen
from tests.decks.test_builder_screen import open_luminous_decks, real_app, shown
from tests.support.notes import record_notes
from tests.ui.helpers import until as until_shown


async def until(pilot: Any, condition: Any, timeout: float = 30.0) -> None:
    """The shared wait with a longer patience: this walk runs a gauntlet on every core, so beside
    the other test workers a screen can take well over 10 s to follow a click."""
    await until_shown(pilot, condition, timeout=timeout)


async def click_button(pilot: Any, selector: str) -> None:
    """Click a button by the mouse once the toasts are gone: at 200x60 they stack over the
    bottom-right buttons, and a click meant for a button then lands on a toast."""
    pilot.app.clear_notifications()
    await pilot.pause()
    await pilot.click(selector)


REGISTRY = default_registry()


def rules_of(game: str) -> Any:
    return REGISTRY.get(game).load().deck_rules()  # type: ignore[misc]


async def paste(pilot: Any, text: str) -> None:
    """What a terminal sends when text is pasted into the focused widget."""
    focused = pilot.app.screen.focused
    assert isinstance(focused, TextArea)
    pilot.app.post_message(events.Paste(text))  # as the terminal driver sends it
    await until(pilot, lambda: text in focused.text)


def row_of(widget: Widget, text: str) -> int | None:
    """The first line of ``widget``'s content (as drawn) that holds ``text``."""
    for y in range(widget.content_region.height):
        if text in widget.render_line(y).text:
            return y
    return None


async def click_text(pilot: Any, selector: str, text: str) -> None:
    """Click the line of the widget ``selector`` that shows ``text`` (once it is drawn)."""
    await until(pilot, lambda: bool(pilot.app.screen.query(selector)))
    widget = pilot.app.screen.query_one(selector)
    await until(pilot, lambda: row_of(widget, text) is not None)
    await pilot.pause(0.1)  # the layout settled (a dialog that just opened may still move)
    row = row_of(widget, text)
    assert row is not None
    top = widget.content_region.y - widget.region.y  # a border or padding above the lines
    await pilot.click(selector, offset=(4, top + row))


async def test_export_shows_writes_and_copies_the_text_and_import_reads_it_back() -> None:
    rules = rules_of("luminous")
    mine = dataclasses.replace(rules.starters()[1], id="pride", name="Pride")
    DeckStore(rules).save(mine)
    app = real_app()
    notes = record_notes(app)
    async with app.run_test(size=(80, 24)) as pilot:
        listing = await open_luminous_decks(app, pilot)
        await until(pilot, lambda: "Pride" in shown(app, "#decks"))
        listing.query_one("#decks", OptionList).highlighted = 0
        await pilot.press("x")
        await until(pilot, lambda: isinstance(app.screen, ExportDialog))
        text = export_text(rules, mine)
        assert app.screen.query_one(TextArea).text == text
        assert (decks_dir("luminous") / "pride.txt").read_text() == text
        assert app.clipboard == text
        assert "pride.txt" in shown(app, "#export-note")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is listing)
        # a wrong line is named with the closest card, and the dialog stays open
        await pilot.press("i")
        await until(pilot, lambda: isinstance(app.screen, ImportDialog))
        dialog = app.screen
        await paste(pilot, text.replace("Walk Back", "Walk Bak").replace("Pride", "Shared"))
        await pilot.press("ctrl+s")
        await until(pilot, lambda: "did you mean 'Walk Back'?" in shown(app, "#import-error"))
        assert "line " in shown(app, "#import-error") and app.screen is dialog
        dialog.query_one(TextArea).text = ""
        await paste(pilot, text.replace("Pride", "Shared"))
        await pilot.press("ctrl+s")
        await until(pilot, lambda: app.screen is listing)
        await until(pilot, lambda: any("Imported Shared (ready to play)" in note for note in notes))
        kept = DeckStore(rules).load("shared")
        assert (kept.leader, kept.cards) == (mine.leader, mine.cards)
        assert listing.query_one("#decks", OptionList).highlighted_option.id == "mine:shared"  # type: ignore[union-attr]
        # a file's path works too, and a deck of the same name is kept beside it
        await pilot.press("i")
        await until(pilot, lambda: isinstance(app.screen, ImportDialog))
        await paste(pilot, str(decks_dir("luminous") / "pride.txt"))
        await pilot.press("ctrl+s")
        await until(pilot, lambda: DeckStore(rules).exists("pride-2"))
        assert DeckStore(rules).load("pride-2").cards == mine.cards


async def test_an_import_of_another_games_deck_says_what_the_first_line_must_be() -> None:
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_luminous_decks(app, pilot)
        await pilot.press("i")
        await until(pilot, lambda: isinstance(app.screen, ImportDialog))
        await paste(pilot, export_text(rules_of("aether-lanes"), rules_of("aether-lanes").starters()[0]))
        await pilot.click("#keep")
        await until(
            pilot,
            lambda: (
                "line 1: the first line names the game and the deck: 'Luminous deck: NAME'"
                in shown(app, "#import-error")
            ),
        )


@pytest.mark.parametrize("size", [(200, 60)])
async def test_issue_27_by_mouse_a_silgar_deck_from_empty_to_a_match_and_back(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    from cardtable.ui.decks import gauntlet
    from cardtable.ui.new_match import NewMatchDialog

    monkeypatch.setattr(gauntlet, "GAMES_PER_OPPONENT", 2)
    rules = rules_of("luminous")
    silgar = next(deck for deck in rules.starters() if deck.id == "silgar")
    app = real_app()
    notes = record_notes(app)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await click_text(pilot, "#menu", "Build decks")
        await until(pilot, lambda: isinstance(app.screen, ChoiceDialog))
        await click_text(pilot, "#choices", "Luminous")
        await until(pilot, lambda: isinstance(app.screen, DeckListScreen))
        listing = app.screen
        await click_button(pilot, "#new")
        await until(pilot, lambda: isinstance(app.screen, NameDialog))
        app.screen.query_one(Input).value = "Apex Pride"
        await click_button(pilot, "#ok")
        await until(pilot, lambda: isinstance(app.screen, ChoiceDialog))
        await click_text(pilot, "#choices", "Silgar")
        await until(pilot, lambda: isinstance(app.screen, DeckBuilderScreen))
        builder = app.screen
        assert isinstance(builder, DeckBuilderScreen) and builder.deck.leader == "silgar"
        search = builder.query_one("#search", Input)

        async def click_card(name: str, times: int = 1) -> None:
            search.value = name
            await until(pilot, lambda: shown(app, "#pool").count("\n") == 0 and name in shown(app, "#pool"))
            for _ in range(times):
                await click_text(pilot, "#pool", name)

        for card, count in silgar.cards:
            await click_card(rules.catalog.cards[card].name, count)
        await until(pilot, lambda: "Ready to play" in shown(app, "#deck-status"))
        # each rule refuses with its reason on the way
        three = next(card for card, n in silgar.cards if n == 3)
        name = rules.catalog.cards[three].name
        await click_card(name)  # a fourth copy
        await until(
            pilot, lambda: f"{name}: 4 copies; a deck holds at most 3 of a card" in shown(app, "#deck")
        )
        await click_button(pilot, "#remove")
        await click_card("Breaker's Chains")  # a third unique, and of another Favored
        await until(
            pilot,
            lambda: "Breaker's Chains: a third unique card; a deck holds at most 2" in shown(app, "#deck"),
        )
        assert "Breaker's Chains: a caravan card; Silgar leads pride and neutral cards only" in shown(
            app, "#deck"
        )
        await click_button(pilot, "#remove")
        search.value = name  # the pool shows it (highlighted): -1 takes a copy of it out
        await until(pilot, lambda: shown(app, "#pool").count("\n") == 0 and name in shown(app, "#pool"))
        await click_button(pilot, "#remove")  # 49 cards
        await until(
            pilot, lambda: "49 cards; a deck holds exactly 50 (1 to add)" in shown(app, "#deck-status")
        )
        await click_button(pilot, "#gauntlet")
        await until(pilot, lambda: any("A draft cannot run the gauntlet: 49 cards" in n for n in notes))
        await click_button(pilot, "#add")
        await until(pilot, lambda: "Ready to play" in shown(app, "#deck-status"))
        await click_button(pilot, "#save")
        await until(pilot, lambda: DeckStore(rules).exists("apex-pride") and not builder.unsaved)
        # its gauntlet, closed by the mouse
        await click_button(pilot, "#gauntlet")
        await until(pilot, lambda: isinstance(app.screen, gauntlet.GauntletScreen))
        screen = app.screen
        await until(pilot, lambda: screen.summary is not None, timeout=120)  # type: ignore[attr-defined]
        assert "Your cards in the winner's hand" in shown(app, "#gauntlet-result")
        await click_button(pilot, "#close")
        await until(pilot, lambda: app.screen is builder)
        await pilot.press("escape")  # (the footer's Back)
        await until(pilot, lambda: app.screen is listing)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        # a hot-seat match with it against a starter deck
        await click_text(pilot, "#menu", "Luminous")
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
        seat = app.screen.query_one("#deck-0", Select)
        await until(pilot, lambda: seat.is_mounted)
        await click_button(pilot, "#deck-0")
        await until(pilot, lambda: seat.expanded)
        await click_text(pilot, "#deck-0 SelectOverlay", "Apex Pride (yours)")
        await until(pilot, lambda: seat.value == "own:apex-pride")
        await click_button(pilot, "#start")
        await until(pilot, lambda: any(hasattr(s, "match") for s in app.screen_stack))
        game = next(s for s in app.screen_stack if hasattr(s, "match"))
        options = game.match.state.options  # type: ignore[attr-defined]
        assert options["decks"][0]["name"] == "Apex Pride" and options["decks"][1] in {
            "jeddos",
            "silgar",
            "rya-jin",
        }
        assert game.match.state.sides[0].deck_id == "apex-pride"  # type: ignore[attr-defined]
        await until(pilot, lambda: bool(app.screen.query("#ready")))
        curtain = app.screen
        await pilot.pause(0.2)  # the curtain settled
        await click_button(pilot, "#ready")  # the pass screen
        await until(pilot, lambda: app.screen is not curtain)
        app.exit()


async def test_delete_and_import_by_mouse() -> None:
    rules = rules_of("lux-aeterna")
    mine = dataclasses.replace(rules.starters()[0], id="ember-rush", name="Ember Rush")
    DeckStore(rules).save(mine)
    text = export_text(rules, mine)
    app = real_app()
    async with app.run_test(size=(200, 60)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.push_screen(DeckListScreen(rules))
        await until(
            pilot,
            lambda: (
                isinstance(app.screen, DeckListScreen)
                and bool(app.screen.query("#decks"))
                and "Ember Rush" in shown(app, "#decks")
            ),
        )
        listing = app.screen
        await click_text(pilot, "#decks", "Ember Rush")  # opens it: back, then use the buttons
        await until(pilot, lambda: isinstance(app.screen, DeckBuilderScreen))
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is listing)
        await pilot.click("#export")
        await until(pilot, lambda: isinstance(app.screen, ExportDialog))
        await pilot.click("#close")
        await until(pilot, lambda: app.screen is listing)
        await pilot.click("#delete")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.click("#confirm")
        await until(pilot, lambda: not DeckStore(rules).exists("ember-rush"))
        await pilot.click("#import")
        await until(pilot, lambda: isinstance(app.screen, ImportDialog))
        await paste(pilot, text)
        await pilot.click("#keep")
        await until(pilot, lambda: DeckStore(rules).exists("ember-rush"))
        assert DeckStore(rules).load("ember-rush").cards == mine.cards
