"""Learn Aether Lanes: the shared Learn screen over this game's rules and keywords, with the
Watch & Learn lessons (``lesson_list``) as a first tab, where it opens: a newcomer starts with
lesson 1. Opened from the menu or from the battle screen (l)."""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.binding import Binding

from cardtable.ui.aether_lanes.lesson_list import LessonList
from cardtable.ui.widgets.learn_screen import KeywordSource
from cardtable.ui.widgets.learn_screen import LearnScreen as SharedLearnScreen

GAME_ID = "aether-lanes"
TABS = ("lessons", "rules", "keywords")


def aether_keywords() -> KeywordSource:
    """The Aether Lanes keywords from the game's catalog."""
    from cardtable.games.aether_lanes.presentation import GLOSSARY

    return KeywordSource.of(GLOSSARY)


class LearnScreen(SharedLearnScreen, inherit_bindings=False):
    """Learn Aether Lanes: tabs "lessons" (the default), "rules" and "keywords"."""

    DEFAULT_CSS = """
    LearnScreen #lesson-list {
        height: 1fr;
        margin: 1 1 0 1;
        border: round $primary 40%;
        border-title-align: left;
    }
    """
    BINDINGS = [
        *SharedLearnScreen.BINDINGS[:-1],
        Binding("s", "show_tab('lessons')", "Lessons"),
        SharedLearnScreen.BINDINGS[-1],
        Binding("d", "decks", "Decks"),
    ]
    """The shared keys, with s (Lessons) before k (Keywords), and d for the starter decks."""

    def __init__(self, tab: str = "lessons") -> None:
        super().__init__(GAME_ID, "Aether Lanes", aether_keywords, tab)

    def extra_tabs(self) -> Sequence[tuple[str, str]]:
        return (("lessons", "Lessons"),)

    def compose_tab(self, tab_id: str) -> ComposeResult:
        yield LessonList(id="lesson-list")

    def focus_tab(self, tab_id: str) -> None:
        self.query_one(LessonList).focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "decks":
            return True
        return super().check_action(action, parameters)

    def action_decks(self) -> None:
        """Pick a starter deck (its description beside its name), then see its cards."""
        from cardtable.games.aether_lanes.impl import deck_choices, deck_details
        from cardtable.ui.widgets.deck_viewer import DeckViewer
        from cardtable.ui.widgets.pick_dialog import Choice, PickDialog

        decks = deck_choices()
        keys = "123456789"
        choices = [
            Choice(deck_id, f"{name}: {deck_details(deck_id).description}", keys[i] if i < 9 else "")
            for i, (deck_id, name) in enumerate(decks)
        ]

        def chosen(deck_id: str | None) -> None:
            if deck_id is not None:
                self.app.push_screen(DeckViewer(deck_details(deck_id)))

        self.app.push_screen(PickDialog("Starter decks", "Which deck's 30 cards?", choices), chosen)

    def on_screen_resume(self) -> None:
        if self.is_mounted:
            self.query_one(LessonList).refresh_marks()
