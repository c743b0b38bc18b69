"""Learn Aether Lanes: the Watch & Learn lessons (lesson_list.py), the rules (with their table of
contents) and every keyword's reminder text, searchable as you type. Opened from the menu or from
the battle screen (l)."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, Input, Static, TabbedContent, TabPane

from cardtable.ui.dialogs import DismissOnce
from cardtable.resources import read_rules
from cardtable.ui.aether_lanes.lesson_list import LessonList
from cardtable.ui.widgets.rules_viewer import RulesViewer

GAME_ID = "aether-lanes"
TABS = ("lessons", "rules", "keywords")


def keyword_text(entries: list[dict[str, str]], search: str) -> Text:
    """The keyword list as shown: name in bold, reminder after it; a note when nothing matches."""
    if not entries:
        return Text(f"No keyword matches '{search}'.", style="italic")
    out = Text()
    for index, entry in enumerate(entries):
        if index:
            out.append("\n\n")
        out.append(entry["name"], style="bold underline")
        out.append("\n")
        out.append(entry["reminder"])
    return out


class LearnScreen(DismissOnce, Screen[None]):
    """Three tabs: Lessons, Rules and Keywords. Escape closes; t toggles the contents; / searches."""

    CSS_PATH = Path(__file__).parent / "learn.tcss"
    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("t", "toggle_contents", "Contents"),
        Binding("slash", "search", "Search"),
        Binding("left", "tab(-1)", "Tab", key_display="←→", show=False),
        Binding("right", "tab(1)", "Tab", show=False),
        Binding("s", "show_tab('lessons')", "Lessons"),
        Binding("r", "show_tab('rules')", "Rules"),
        Binding("k", "show_tab('keywords')", "Keywords"),
    ]

    def __init__(self, tab: str = "rules") -> None:
        super().__init__()
        self.initial_tab = tab if tab in TABS else "rules"

    def compose(self) -> ComposeResult:
        yield Header()
        with TabbedContent(initial=self.initial_tab, id="learn-tabs"):
            with TabPane("Lessons", id="lessons"):
                yield LessonList(id="lesson-list")
            with TabPane("Rules", id="rules"):
                yield Static("Loading the rules…", id="rules-loading")
            with TabPane("Keywords", id="keywords"):
                yield Input(placeholder="Search keywords (name or text)", id="keyword-search")
                yield Static(id="keyword-count")
                with VerticalScroll(id="keyword-scroll"):
                    yield Static(id="keyword-list")
        yield Footer()

    def on_mount(self) -> None:
        self.title = "Learn Aether Lanes"
        self.show_keywords("")
        self._focus_tab(self.initial_tab)

    def on_screen_resume(self) -> None:
        if self.is_mounted:
            self.query_one(LessonList).refresh_marks()

    def _focus_tab(self, tab: str) -> None:
        if tab == "lessons":
            self.query_one(LessonList).focus()
        elif tab == "keywords":
            self.query_one("#keyword-search", Input).focus()
        else:
            viewer = self._rules_viewer()  # a new viewer takes the focus itself once mounted
            if viewer.is_mounted:
                viewer.document.focus()

    def _rules_viewer(self) -> RulesViewer:
        """The rules viewer, built the first time the Rules tab is shown (Markdown is slow)."""
        found = self.query("#rules-text")
        if found:
            return found.first(RulesViewer)
        viewer = RulesViewer(read_rules(GAME_ID), show_table_of_contents=True, id="rules-text")
        self.query_one("#rules-loading", Static).remove()
        self.query_one("#rules", TabPane).mount(viewer)
        return viewer

    def show_keywords(self, search: str) -> None:
        """Fill the Keywords tab with the keywords matching ``search``."""
        from cardtable.games.aether_lanes.api import keyword_list
        from cardtable.games.aether_lanes.catalog import load_catalog

        catalog = load_catalog()
        entries = keyword_list(catalog, search)
        self.query_one("#keyword-list", Static).update(keyword_text(entries, search))
        total = len(catalog.keywords)
        self.query_one("#keyword-count", Static).update(
            f"{len(entries)} of {total} keywords" + (f" match '{search}'" if search.strip() else ""))

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "keyword-search":
            self.show_keywords(event.value)

    def on_tabbed_content_tab_activated(self, event: TabbedContent.TabActivated) -> None:
        self._focus_tab(event.pane.id or "rules")
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        tab = self.query_one(TabbedContent).active if self.is_mounted else self.initial_tab
        if action == "toggle_contents":
            return tab == "rules"
        if action == "search":
            return tab == "keywords"
        if action == "show_tab":
            return parameters[0] != tab
        return True

    def action_close(self) -> None:
        self.dismiss()

    def action_toggle_contents(self) -> None:
        viewer = self._rules_viewer()
        viewer.show_table_of_contents = not viewer.show_table_of_contents

    def action_search(self) -> None:
        self.query_one(TabbedContent).active = "keywords"
        self.query_one("#keyword-search", Input).focus()

    def action_show_tab(self, tab: str) -> None:
        self.query_one(TabbedContent).active = tab

    def action_tab(self, delta: int) -> None:
        current = self.query_one(TabbedContent).active
        self.query_one(TabbedContent).active = TABS[(TABS.index(current) + delta) % len(TABS)] if current in TABS else "rules"
