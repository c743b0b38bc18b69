"""A game's decks: the starter decks and the player's own, to open in the builder, start anew
(empty or from a starter), copy, rename or delete (deletion asks first), export as text or
import from text."""

from __future__ import annotations

import dataclasses

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Button, Footer, Label, OptionList, Static
from textual.widgets.option_list import Option

from cardtable.engine.decklists import DeckList, DeckRules, plural
from cardtable.persistence.decks import DeckStore, unique_id
from cardtable.ui.decks.builder import DeckBuilderScreen
from cardtable.ui.decks.name_dialog import NameDialog

STARTER = "starter:"
MINE = "mine:"


class DeckListScreen(Screen[None]):
    """Enter (or a click) opens a deck in the builder (a starter opens as a copy of yours);
    ``n`` new empty deck, ``c`` copy, ``r`` rename, ``d`` delete, ``x`` export, ``i`` import,
    Escape back."""

    DEFAULT_CSS = """
    DeckListScreen #decks-title { text-style: bold; height: 1; }
    DeckListScreen #decks { height: 1fr; border: round $primary 50%; }
    DeckListScreen #deck-actions { height: 1; }
    DeckListScreen #deck-actions Button { width: auto; min-width: 8; margin-right: 1; }
    DeckListScreen #decks-problems { height: auto; color: $warning; }
    """
    BINDINGS = [
        Binding("n", "new", "New"),
        Binding("c", "copy", "Copy"),
        Binding("r", "rename", "Rename"),
        Binding("d", "delete", "Delete"),
        Binding("x", "export", "Export"),
        Binding("i", "import", "Import"),
        Binding("escape", "leave", "Back"),
    ]

    def __init__(self, rules: DeckRules) -> None:
        super().__init__()
        self.rules = rules
        self.store = DeckStore(rules)
        self.starters = {deck.id: deck for deck in rules.starters()}
        self.mine: dict[str, DeckList] = {}

    def compose(self) -> ComposeResult:
        yield Label(
            f"{self.rules.game_name}: your {plural(self.rules.deck_word)} and the starters", id="decks-title"
        )
        with Horizontal(id="deck-actions"):
            yield Button("New", id="new", compact=True, variant="primary")
            yield Button("Copy", id="copy", compact=True)
            yield Button("Rename", id="rename", compact=True)
            yield Button("Delete", id="delete", compact=True, variant="error")
            yield Button("Export", id="export", compact=True, tooltip="The deck as text to paste (x)")
            yield Button("Import", id="import", compact=True, tooltip="A deck from pasted text or a file (i)")
        yield OptionList(id="decks")
        yield Static("", id="decks-problems")
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_decks()
        self.query_one("#decks", OptionList).focus()

    def on_screen_resume(self) -> None:
        self.refresh_decks()

    def refresh_decks(self, highlight: str | None = None) -> None:
        scan = self.store.scan()
        self.mine = {deck.id: deck for deck in scan.decks}
        listing = self.query_one("#decks", OptionList)
        current = highlight or (listing.highlighted_option.id if listing.highlighted_option else None)
        listing.clear_options()
        options: list[Option | None] = []
        for deck in scan.decks:
            problems = self.rules.check(deck)
            label = Text.assemble((deck.name, "bold"), (f"  {deck.total} cards", "dim"))
            label.append(
                "  ready" if not problems else f"  draft: {len(problems)} rule(s) broken",
                style="green" if not problems else "yellow",
            )
            options.append(Option(label, id=MINE + deck.id))
        if scan.decks:
            options.append(None)
        for deck in self.starters.values():
            options.append(
                Option(Text.assemble(deck.name, ("  starter (opens as a copy)", "dim")), id=STARTER + deck.id)
            )
        listing.add_options(options)
        ids = [option.id for option in listing.options]
        if current in ids:
            listing.highlighted = ids.index(current)
        elif ids:
            listing.highlighted = 0
        unread = "\n".join(f"Not read: {problem}" for problem in scan.problems)
        self.query_one("#decks-problems", Static).update(unread)

    def _highlighted(self) -> tuple[str, DeckList] | None:
        option = self.query_one("#decks", OptionList).highlighted_option
        if option is None or option.id is None:
            return None
        if option.id.startswith(MINE):
            return MINE, self.mine[option.id[len(MINE) :]]
        return STARTER, self.starters[option.id[len(STARTER) :]]

    def _open(self, deck: DeckList, *, saved: bool) -> None:
        self.app.push_screen(DeckBuilderScreen(self.rules, deck, saved=saved))

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        chosen = self._highlighted()
        if chosen is None:
            return
        kind, deck = chosen
        if kind == MINE:
            self._open(deck, saved=True)
        else:
            self._copy_of(deck)

    @on(Button.Pressed)
    def _button(self, event: Button.Pressed) -> None:
        {
            "new": self.action_new,
            "copy": self.action_copy,
            "rename": self.action_rename,
            "delete": self.action_delete,
            "export": self.action_export,
            "import": self.action_import,
        }[event.button.id or "new"]()

    def _copy_of(self, deck: DeckList) -> None:
        name = f"{deck.name} (copy)"
        self._open(
            dataclasses.replace(deck, id=unique_id(self.store, name), name=name, description=""), saved=False
        )

    def action_new(self) -> None:
        def named(name: str | None) -> None:
            if not name:
                return
            deck = DeckList(self.rules.game, unique_id(self.store, name), name, None, ())
            if not self.rules.leaders():
                self._open(deck, saved=False)
                return
            from cardtable.ui.dialogs import ChoiceDialog

            def led(leader: str | None) -> None:
                self._open(dataclasses.replace(deck, leader=leader), saved=False)

            title = f"Which {self.rules.leader_word} leads {name}? (F3 changes it later)"
            self.app.push_screen(ChoiceDialog(title, self.rules.leaders()), led)

        self.app.push_screen(
            NameDialog(f"A new {self.rules.game_name} {self.rules.deck_word}: its name"), named
        )

    def action_copy(self) -> None:
        chosen = self._highlighted()
        if chosen is not None:
            self._copy_of(chosen[1])

    def action_rename(self) -> None:
        chosen = self._highlighted()
        if chosen is None:
            return
        kind, deck = chosen
        if kind != MINE:
            self.notify("A starter deck keeps its name: copy it (c) to make one of your own.", timeout=5)
            return

        def renamed(name: str | None) -> None:
            if not name or name == deck.name:
                return
            moved = dataclasses.replace(deck, id=unique_id(self.store, name), name=name)
            self.store.save(moved)
            self.store.delete(deck.id)
            self.refresh_decks(MINE + moved.id)

        self.app.push_screen(NameDialog(f"Rename {deck.name}", deck.name), renamed)

    def action_delete(self) -> None:
        chosen = self._highlighted()
        if chosen is None:
            return
        kind, deck = chosen
        if kind != MINE:
            self.notify("A starter deck cannot be deleted.", timeout=4)
            return
        from cardtable.ui.dialogs import ConfirmDialog

        def answer(delete: bool | None) -> None:
            if delete:
                self.store.delete(deck.id)
                self.notify(f"Deleted {deck.name}.", timeout=4)
                self.refresh_decks()

        self.app.push_screen(
            ConfirmDialog(
                f"Delete {deck.name}?",
                "The deck file is removed for good.",
                confirm="Delete",
                cancel="Keep it",
            ),
            answer,
        )

    def action_export(self) -> None:
        chosen = self._highlighted()
        if chosen is not None:
            from cardtable.ui.decks.share import ExportDialog

            self.app.push_screen(ExportDialog(self.rules, chosen[1]))

    def action_import(self) -> None:
        from cardtable.ui.decks.share import ImportDialog

        def kept(deck_id: str | None) -> None:
            if not deck_id:
                return
            self.refresh_decks(MINE + deck_id)
            deck = self.mine.get(deck_id)
            if deck is not None:
                problems = self.rules.check(deck)
                state = "ready to play" if not problems else f"a draft: {problems[0].reason}"
                self.notify(f"Imported {deck.name} ({state}).", timeout=6)

        self.app.push_screen(ImportDialog(self.rules), kept)

    def action_leave(self) -> None:
        self.dismiss()
