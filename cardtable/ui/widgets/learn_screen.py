"""Learn a game: its rules (with their table of contents) and every keyword's reminder text,
searchable as you type. Any game with keywords opens it with a :class:`KeywordSource`."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Input, Static, TabbedContent, TabPane

from cardtable.engine.catalogs import Glossary
from cardtable.resources import read_rules
from cardtable.ui.dialogs import DismissOnce
from cardtable.ui.widgets.quiet_footer import QuietFooter
from cardtable.ui.widgets.rules_viewer import RulesViewer


@dataclasses.dataclass(frozen=True, slots=True)
class Keyword:
    """One keyword as Learn shows it: its name and its reminder text."""

    name: str
    reminder: str


@dataclasses.dataclass(frozen=True, slots=True)
class KeywordSource:
    """A game's keywords for Learn: ``search(text)`` gives the matching ones (all for ""),
    ``total`` how many there are."""

    search: Callable[[str], Sequence[Keyword]]
    total: int

    @classmethod
    def of(cls, glossary: Glossary[Any]) -> KeywordSource:
        """The terms of a game's :class:`~cardtable.engine.catalogs.Glossary`."""

        def search(text: str) -> list[Keyword]:
            return [Keyword(name, reminder) for name, reminder in glossary.search(text)]

        return cls(search, len(glossary.search()))


def keyword_text(entries: Sequence[Keyword], search: str) -> Text:
    """The keyword list as shown: name in bold, reminder after it; a note when nothing matches."""
    if not entries:
        return Text(f"No keyword matches '{search}'.", style="italic")
    out = Text()
    for index, entry in enumerate(entries):
        if index:
            out.append("\n\n")
        out.append(entry.name, style="bold underline")
        out.append("\n")
        out.append(entry.reminder)
    return out


class LearnScreen(DismissOnce, Screen[None]):
    """Tabs Rules and Keywords (after any tabs a game adds). Escape closes; t toggles the
    contents; / searches.

    A game subclasses it (or builds it) with its id, its name and a function that gives its
    :class:`KeywordSource` (called once, when the screen opens). A subclass may put tabs of its
    own first: :meth:`extra_tabs` names them, :meth:`compose_tab` fills them and
    :meth:`focus_tab` says what takes the focus there."""

    DEFAULT_CSS = """
    LearnScreen #learn-tabs {
        height: 1fr;
    }
    LearnScreen #rules-text {
        height: 1fr;
    }
    LearnScreen #keyword-search {
        margin: 1 1 0 1;
    }
    LearnScreen #keyword-count {
        color: $text-muted;
        padding: 0 2;
        height: 1;
    }
    LearnScreen #keyword-scroll {
        height: 1fr;
        padding: 0 2;
    }
    """
    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("t", "toggle_contents", "Contents"),
        Binding("slash", "search", "Search", priority=True),
        Binding("left", "tab(-1)", "Tab", key_display="←→", show=False),
        Binding("right", "tab(1)", "Tab", show=False),
        Binding("r", "show_tab('rules')", "Rules"),
        Binding("k", "show_tab('keywords')", "Keywords"),
    ]

    def __init__(
        self, game_id: str, game_name: str, keywords: Callable[[], KeywordSource], tab: str = "rules"
    ) -> None:
        super().__init__()
        self.game_id = game_id
        self.game_name = game_name
        self._keyword_source = keywords
        self._keywords: KeywordSource | None = None
        self._viewer: RulesViewer | None = None
        self.tabs: tuple[str, ...] = (*(tab_id for tab_id, _ in self.extra_tabs()), "rules", "keywords")
        self.initial_tab = tab if tab in self.tabs else "rules"

    def extra_tabs(self) -> Sequence[tuple[str, str]]:
        """(id, label) of the game's own tabs, shown before Rules."""
        return ()

    def compose_tab(self, tab_id: str) -> ComposeResult:
        """The contents of one of :meth:`extra_tabs`."""
        yield from ()

    def focus_tab(self, tab_id: str) -> None:
        """Give the focus to what a game's own tab holds."""

    def compose(self) -> ComposeResult:
        yield Header()
        with TabbedContent(initial=self.initial_tab, id="learn-tabs"):
            for tab_id, label in self.extra_tabs():
                with TabPane(label, id=tab_id):
                    yield from self.compose_tab(tab_id)
            with TabPane("Rules", id="rules"):
                yield Static("Loading the rules…", id="rules-loading")
            with TabPane("Keywords", id="keywords"):
                yield Input(placeholder="Search keywords (name or text)", id="keyword-search")
                yield Static(id="keyword-count")
                with VerticalScroll(id="keyword-scroll"):
                    yield Static(id="keyword-list")
        yield QuietFooter()

    def on_mount(self) -> None:
        self.title = f"Learn {self.game_name}"
        self.show_keywords("")
        self._focus_tab(self.initial_tab)

    def _focus_tab(self, tab: str) -> None:
        if tab not in ("rules", "keywords"):
            self.focus_tab(tab)
        elif tab == "keywords":
            self.query_one("#keyword-search", Input).focus()
        else:
            viewer = self._rules_viewer()  # a new viewer takes the focus itself once mounted
            if viewer.is_mounted:
                viewer.document.focus()

    def _rules_viewer(self) -> RulesViewer:
        """The rules viewer, built the first time the Rules tab is shown (Markdown is slow)."""
        if self._viewer is not None:  # kept: a query would walk every block of the long rules text
            return self._viewer
        viewer = RulesViewer(read_rules(self.game_id), show_table_of_contents=True, id="rules-text")
        self._viewer = viewer
        self.query_one("#rules-loading", Static).remove()
        self.query_one("#rules", TabPane).mount(viewer)
        return viewer

    def show_keywords(self, search: str) -> None:
        """Fill the Keywords tab with the keywords matching ``search``."""
        if self._keywords is None:
            self._keywords = self._keyword_source()
        entries = self._keywords.search(search)
        self.query_one("#keyword-list", Static).update(keyword_text(entries, search))
        total = self._keywords.total
        self.query_one("#keyword-count", Static).update(
            f"{len(entries)} of {total} keywords" + (f" match '{search}'" if search.strip() else "")
        )

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "keyword-search":
            self.show_keywords(event.value)

    def on_tabbed_content_tab_activated(self, event: TabbedContent.TabActivated) -> None:
        self._focus_tab(event.pane.id or "rules")
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        tabs = self.query(TabbedContent)  # none yet while the screen composes (a footer may ask then)
        tab = tabs.first().active if tabs else self.initial_tab
        if action == "toggle_contents":
            return tab == "rules"
        if action == "search":
            return True  # from any tab: / opens Keywords and focuses the search box (never typed into it)
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
        tabs = self.tabs
        current = self.query_one(TabbedContent).active
        self.query_one(TabbedContent).active = (
            tabs[(tabs.index(current) + delta) % len(tabs)] if current in tabs else "rules"
        )
