"""The main menu: the games, Continue, High scores, Rules, Settings, Quit."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from cardtable.ui.game_screens import learn_label, learn_path
from cardtable.ui.widgets.hang import HangingText

SAVE_LEAD = re.compile(r"^(?:\S  )? *\(?")
"""The Continue entry's lines hang under their words: after the key, or inside the bracket."""

if TYPE_CHECKING:
    from cardtable.ui.app import CardtableApp

BANNER = "c a r d t a b l e"
GLASS = ("#c62839", "#d98e04", "#14946a", "#2f5fd0", "#8e44ad")
"""The banner's letters take the colours of stained glass in turn."""


def banner() -> Text:
    text = Text(justify="center")
    letters = [c for c in BANNER if c != " "]
    for index, letter in enumerate(letters):
        text.append(letter, style=f"bold {GLASS[index % len(GLASS)]}")
        if index < len(letters) - 1:
            text.append(" ")
    return text


SUBTITLE = "card games of light and glass, for one keyboard"


SHORT_HEIGHT = 30
"""Below this many rows the menu box drops its blank rows (see menu.tcss)."""


class MenuScreen(Screen[None]):
    """The first screen."""

    BINDINGS = [
        Binding("c", "continue_match", "Continue"),
        Binding("c", "no_match_to_continue", "Continue", show=False),
        Binding("h", "high_scores", "High scores"),
        Binding("w", "archive", "Watch", show=False),
        Binding("r", "rules", "Rules"),
        Binding("s", "settings", "Settings"),
        Binding("l", "learn", "Learn", show=False),
        Binding("d", "decks", "Decks", show=False),
        Binding("question_mark", "help", "Help"),
        Binding("q", "app.request_quit", "Quit"),
    ]

    _unfinished = 0
    """How many unfinished matches the last look at the saves found."""

    _opened: Screen[Any] | None = None
    """The last screen the menu opened itself (keys typed ahead of it are sent on to it)."""

    def open(self, screen: Screen[Any], callback: Any = None) -> None:
        """Push ``screen`` from the menu, remembering it for the keys typed ahead of it."""
        self._opened = screen
        self.app.push_screen(screen, callback)

    @property
    def cardtable(self) -> CardtableApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        with Center(id="menu-center"):
            with Vertical(id="menu-box"):
                yield Static(banner(), id="banner")
                yield Static(SUBTITLE, id="subtitle")
                yield OptionList(id="menu")
                yield Static(id="menu-hint")
        yield Footer()

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size.height)

    def _fit(self, height: int) -> None:
        """On a short terminal (24 rows) the box drops its blank rows, so that every entry,
        Settings and Quit included, shows without scrolling even with Continue."""
        self.set_class(height < SHORT_HEIGHT, "-short")

    def on_mount(self) -> None:
        self._fit(self.app.size.height)
        self.refresh_entries()
        self.query_one("#menu", OptionList).focus()

    def on_screen_resume(self) -> None:
        self.refresh_entries()

    def refresh_entries(self) -> None:
        """Rebuild the list (Continue depends on the saves on disk)."""
        menu = self.query_one("#menu", OptionList)
        highlighted = menu.highlighted
        menu.clear_options()
        options: list[Option | None] = []
        for number, info in enumerate(self.cardtable.playable_games(), start=1):
            players = (
                f"{info.min_players} player{'s' if info.min_players > 1 else ''}"
                if info.min_players == info.max_players
                else f"{info.min_players}-{info.max_players} players"
            )
            label = Text.assemble(
                (f"{number}  ", "dim"),
                (info.name, "bold"),
                (f"  {players}\n", "dim"),
                ("   ", ""),
                (info.tagline, "italic"),
            )
            options.append(Option(label, id=f"game:{info.id}"))
        learnable = [info for info in self.cardtable.playable_games() if learn_path(info)]
        if len(learnable) == 1:
            label = Text.assemble(("l  ", "dim"), learn_label(learnable[0]))
            options.append(Option(label, id=f"learn:{learnable[0].id}"))
        elif learnable:  # one line for them all (the menu fits 24 lines): l asks which game
            label = Text.assemble(
                ("l  ", "dim"), f"Learn a game: lessons, rules and keywords ({len(learnable)} games)"
            )
            options.append(Option(label, id="learn"))
        options.append(None)
        scan = self.cardtable.store.scan()  # damaged saves are moved aside (and reported) here
        for problem in scan.problems:
            self.notify(problem, title="Damaged save", severity="warning", timeout=10)
        if scan.folder_problem is not None:
            self.notify(scan.folder_problem, title="Saves", severity="error", timeout=10)
        self._unfinished = len(scan.entries)
        if self._unfinished > 1:
            continue_label = Text.assemble(
                ("c  ", "dim"), f"Continue a match  ({self._unfinished} unfinished)"
            )
        else:
            continue_label = Text.assemble(("c  ", "dim"), "Continue the last match")
            if scan.entries:
                from cardtable.ui.match_words import save_label

                # on a line of its own, as a game's tagline: never cut at 80 columns (the one
                # save needs no words that tell it from others: its first line only)
                saved = save_label(self.cardtable.registry, scan.entries[0], brief=True)
                continue_label.append(f"\n   ({saved})", style="dim")
        if scan.entries:  # never a Continue entry that does nothing; wrapped under its words
            options.append(Option(HangingText(continue_label, SAVE_LEAD), id="continue"))
        if self._deck_games():
            options.append(Option(Text.assemble(("d  ", "dim"), "Build decks"), id="decks"))
        options.append(Option(Text.assemble(("h  ", "dim"), "High scores and results"), id="scores"))
        options.append(
            Option(Text.assemble(("w  ", "dim"), "Watch a match again (the archive)"), id="archive")
        )
        options.append(Option(Text.assemble(("r  ", "dim"), "Rules"), id="rules"))
        options.append(Option(Text.assemble(("s  ", "dim"), "Settings"), id="settings"))
        options.append(Option(Text.assemble(("q  ", "dim"), "Quit"), id="quit"))
        menu.add_options(options)
        menu.highlighted = highlighted if highlighted is not None else 0
        hint = "Enter or click to choose; number keys pick a game; ? help."
        if not self.cardtable.playable_games():
            hint = "No game is installed."
        self.query_one("#menu-hint", Static).update(hint)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # "c" is offered only with an unfinished match; without one it still answers, saying so.
        if action == "continue_match":
            return self._unfinished > 0
        if action == "no_match_to_continue":
            return self._unfinished == 0
        return True

    def action_no_match_to_continue(self) -> None:
        self.cardtable.continue_last()  # rescans: a save may have appeared meanwhile

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.choose(event.option.id or "")

    def choose(self, entry: str) -> None:
        if entry.startswith("game:"):
            self.new_match(entry[5:])
        elif entry.startswith("learn:"):
            self.open_learn(entry[6:])
        elif entry == "learn":
            self.action_learn()
        elif entry == "continue":
            self.action_continue_match()
        elif entry == "decks":
            self.action_decks()
        elif entry == "scores":
            self.action_high_scores()
        elif entry == "archive":
            self.action_archive()
        elif entry == "rules":
            self.action_rules()
        elif entry == "settings":
            self.action_settings()
        elif entry == "quit":
            self.cardtable.action_request_quit()

    def on_key(self, event: events.Key) -> None:
        if self.app.screen is not self:
            # Typed right after the key that opened a dialog (``1Z``): the key reached the menu
            # before the dialog was up. It belongs to that dialog: send it on once it can take it
            # (only to a screen the menu opened itself: never into a match the app started).
            event.stop()
            if self.app.screen is self._opened:
                self._forward_key(event.key, event.character)
            return
        if event.character and event.character.isdigit():
            games = self.cardtable.playable_games()
            index = int(event.character) - 1
            if 0 <= index < len(games):
                event.stop()
                self.new_match(games[index].id)

    def _forward_key(self, key: str, character: str | None, tries: int = 20) -> None:
        """Post ``key`` to the app again once the screen now on top has mounted and focused a
        widget (tried on the next few refreshes; dropped if that screen has already closed)."""
        top = self.app.screen
        if top is not self._opened:
            return  # the dialog has closed meanwhile: the key no longer has a place
        if top.is_mounted and top.focused is not None:
            self.app.post_message(events.Key(key, character))
        elif tries > 0:
            self.app.call_after_refresh(self._forward_key, key, character, tries - 1)

    def new_match(self, game_id: str) -> None:
        from cardtable.ui.new_match import NewMatchDialog

        def started(setup: Any) -> None:
            if setup is not None:
                self.cardtable.start_match(setup)

        self.open(NewMatchDialog(self.cardtable.registry.get(game_id)), started)

    def open_learn(self, game_id: str) -> None:
        from cardtable.ui.app import load_class

        info = self.cardtable.registry.get(game_id)
        self.open(load_class(learn_path(info))())

    def action_continue_match(self) -> None:
        self.cardtable.continue_last()

    def action_learn(self) -> None:
        """Open a game's lessons; with several games to learn, ask which."""
        games = [info for info in self.cardtable.playable_games() if learn_path(info)]
        if len(games) == 1:
            self.open_learn(games[0].id)
            return
        if not games:
            self.notify("No game here has lessons.", timeout=4)
            return
        from cardtable.ui.dialogs import ChoiceDialog

        def chosen(game_id: str | None) -> None:
            if game_id:
                self.open_learn(game_id)

        self.open(ChoiceDialog("Learn which game?", [(info.id, learn_label(info)) for info in games]), chosen)

    def _deck_games(self) -> list[Any]:
        """The playable games whose decks players can build."""
        return [
            info for info in self.cardtable.playable_games() if info.uses_decks and info.load().deck_rules
        ]

    def action_decks(self) -> None:
        """Open a game's decks; with several games, ask which."""
        games = self._deck_games()
        if not games:
            self.notify("No game here has decks to build.", timeout=4)
            return

        def chosen(game_id: str | None) -> None:
            if not game_id:
                return
            from cardtable.ui.decks.manager import DeckListScreen

            make = self.cardtable.registry.get(game_id).load().deck_rules
            if make is not None:
                self.open(DeckListScreen(make()))

        if len(games) == 1:
            chosen(games[0].id)
            return
        from cardtable.ui.dialogs import ChoiceDialog

        self.open(
            ChoiceDialog("Build decks for which game?", [(info.id, info.name) for info in games]), chosen
        )

    def action_help(self) -> None:
        from cardtable.ui.menu_help import MenuHelpScreen

        self.open(MenuHelpScreen())

    def action_high_scores(self) -> None:
        from cardtable.ui.scores_screen import ScoresScreen

        self.open(ScoresScreen())

    def action_archive(self) -> None:
        from cardtable.ui.replay.archive import ArchiveScreen

        self.open(ArchiveScreen())

    def action_rules(self) -> None:
        from cardtable.ui.rules_screen import open_rules

        open_rules(self.cardtable, None)

    def action_settings(self) -> None:
        from cardtable.ui.settings_screen import SettingsScreen

        self.open(SettingsScreen())
