"""Sharing a deck from the deck list: export shows its plain text (``3 Trail Guide`` per line, the
game and leader on top), writes it beside the deck's file and copies it to the clipboard where
the terminal allows; import reads such a text, pasted or from a file, and keeps it as a deck."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static, TextArea

from cardtable.engine.decklists import DeckList, DeckListError, DeckRules, export_text, import_text
from cardtable.engine.words import a_or_an
from cardtable.persistence.decks import DeckStore
from cardtable.ui.dialogs import DismissOnce

MAX_IMPORT_BYTES = 256 * 1024
"""A file larger than this is not read as a deck list."""

_CSS = """
{name} {{ align: center middle; }}
{name} > Vertical {{ width: 76; max-width: 100%; height: auto; max-height: 100%;
    border: thick $primary; background: $surface; padding: 0 1; }}
{name} TextArea {{ height: 10; max-height: 45vh; }}
{name} .share-note {{ height: auto; }}
{name} #import-error {{ color: $error; height: auto; }}
{name} .share-buttons {{ height: auto; align-horizontal: right; }}
{name} .share-buttons Button {{ margin-left: 1; }}
"""


class ExportDialog(DismissOnce, ModalScreen[None]):
    """A deck's text to copy: shown (selectable), written to ``<id>.txt`` beside the deck's file
    and copied to the clipboard (OSC 52, where the terminal allows). Escape closes."""

    BINDINGS = [Binding("escape", "close", "Close")]
    DEFAULT_CSS = _CSS.format(name="ExportDialog")

    def __init__(self, rules: DeckRules, deck: DeckList) -> None:
        super().__init__(classes="dialog-screen")
        self.rules = rules
        self.deck = deck
        self.text = export_text(rules, deck)
        self.path: Path | None = None

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(f"Export {self.deck.name}: text to paste into a chat", classes="dialog-title")
            yield TextArea(self.text, read_only=True, show_line_numbers=False, id="export-text")
            yield Static("", id="export-note", classes="share-note")
            with Horizontal(classes="share-buttons"):
                yield Button("Close", id="close", variant="primary", compact=True)

    def on_mount(self) -> None:
        where: Text
        try:
            self.path = DeckStore(self.rules).write_export(self.deck, self.text)
            where = Text(f"Written to {self.path}")
        except OSError as error:
            where = Text(f"Could not write the text file: {error.strerror or error}", style="red")
        self.app.copy_to_clipboard(self.text)
        where.append(
            " and copied to the clipboard (where the terminal lets it). Escape closes. Import (i) in "
            "the deck list, or 'cardtable deck import FILE', reads it back."
        )
        self.query_one("#export-note", Static).update(where)
        self.query_one(TextArea).focus()

    @on(Button.Pressed, "#close")
    def action_close(self) -> None:
        self.dismiss()


class ImportDialog(DismissOnce, ModalScreen[str | None]):
    """Paste a deck's text (or type the path of a text file), then Ctrl+S or Import keeps it as a
    new deck of this game; a line that cannot be read is named with the closest card name, and
    the dialog stays open. Dismisses with the kept deck's id (None: Escape)."""

    BINDINGS = [
        Binding("escape", "cancel", "Cancel"),
        Binding("ctrl+s", "keep", "Import", priority=True),
    ]
    DEFAULT_CSS = _CSS.format(name="ImportDialog")

    def __init__(self, rules: DeckRules) -> None:
        super().__init__(classes="dialog-screen")
        self.rules = rules
        self.kept: DeckList | None = None

    def compose(self) -> ComposeResult:
        example = f"{self.rules.game_name} {self.rules.deck_word}: My deck"
        with Vertical():
            yield Label(
                f"Import {a_or_an(self.rules.game_name)} {self.rules.deck_word}", classes="dialog-title"
            )
            yield Static(
                f"Paste its text below (first line '{example}'), or type the path of a text file. "
                "Ctrl+S imports; Escape cancels.",
                classes="share-note",
            )
            yield TextArea("", show_line_numbers=False, id="import-text")
            yield Static("", id="import-error")
            with Horizontal(classes="share-buttons"):
                yield Button("Import", id="keep", variant="primary", compact=True)
                yield Button("Cancel", id="cancel", compact=True)

    def on_mount(self) -> None:
        self.query_one(TextArea).focus()

    @on(Button.Pressed, "#keep")
    def action_keep(self) -> None:
        error = self.query_one("#import-error", Static)
        try:
            deck = import_text([self.rules], self._text())
            self.kept, _path = DeckStore(self.rules).keep_imported(deck)
        except DeckListError as problem:
            error.update(str(problem))
            return
        except OSError as problem:
            error.update(f"The deck could not be saved: {problem.strerror or problem}")
            return
        self.dismiss(self.kept.id)

    def _text(self) -> str:
        """The pasted text, or the file it names when it is one line naming a file."""
        text = self.query_one(TextArea).text.strip()
        if "\n" in text or not text:
            return text
        path = Path(text).expanduser()
        try:
            if not path.is_file():
                return text  # one line of text, read as such (it names what is wrong)
            if path.stat().st_size > MAX_IMPORT_BYTES:
                raise DeckListError(f"{path} is larger than {MAX_IMPORT_BYTES // 1024} KiB: not a deck list")
            return path.read_text(encoding="utf-8-sig")
        except (OSError, ValueError) as problem:
            raise DeckListError(f"{path} cannot be read ({problem.__class__.__name__})") from None

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
