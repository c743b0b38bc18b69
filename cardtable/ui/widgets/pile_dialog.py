"""A public pile (a discard pile, a Requiem, a Limbo, a Void) card by card, for any game."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from cardtable.ui.dialogs import DismissOnce


class PileDialog(DismissOnce, ModalScreen[None]):
    """A pile's cards (newest first), each with its kind and text; Escape or Enter closes."""

    DEFAULT_CSS = """
    PileDialog .pile-dialog {
        width: 80;
        max-width: 95%;
        height: auto;
        max-height: 90%;
        border: thick $primary;
        background: $surface;
        padding: 1 2;
    }
    PileDialog #pile-lines {
        height: auto;
        max-height: 20;
        margin-bottom: 1;
    }
    """
    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("enter", "close", "Close", show=False),
    ]

    def __init__(self, title: str, lines: Sequence[Text]) -> None:
        super().__init__(classes="dialog-screen")
        self._title = title
        self._lines = list(lines)

    def compose(self) -> ComposeResult:
        with Vertical(classes="pile-dialog"):
            yield Label(self._title, classes="dialog-title")
            with VerticalScroll(id="pile-lines"):
                yield Static(Text("\n").join(self._lines) if self._lines else Text("Empty.", style="italic"))
            yield Static("Esc or Enter closes.", classes="muted")

    def on_click(self, event: events.Click) -> None:
        if event.widget is self:
            self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
