"""A one-field dialog: a name for a deck."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static

from cardtable.ui.dialogs import DismissOnce

MAX_NAME = 40


class NameDialog(DismissOnce, ModalScreen[str | None]):
    """Ask for a name: Enter (or OK) keeps it (not when blank), Escape (or Cancel) cancels (None)."""

    BINDINGS = [Binding("escape", "cancel", "Cancel")]
    DEFAULT_CSS = """
    NameDialog { align: center middle; }
    NameDialog > Vertical { width: 60; max-width: 100%; height: auto; border: thick $primary;
        background: $surface; padding: 0 1; }
    NameDialog #name-error { color: $error; height: auto; }
    NameDialog #name-buttons { height: auto; align-horizontal: right; }
    NameDialog #name-buttons Button { margin-left: 1; }
    """

    def __init__(self, title: str, name: str = "") -> None:
        super().__init__(classes="dialog-screen")
        self._title = title
        self._name = name

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self._title, classes="dialog-title")
            yield Input(self._name, max_length=MAX_NAME, id="name")
            yield Static("Enter keeps the name, Escape cancels.", id="name-error")
            with Horizontal(id="name-buttons"):
                yield Button("OK", id="ok", variant="primary", compact=True)
                yield Button("Cancel", id="cancel", compact=True)

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self._keep(event.value)

    @on(Button.Pressed, "#ok")
    def _ok(self) -> None:
        self._keep(self.query_one(Input).value)

    def _keep(self, value: str) -> None:
        name = " ".join(value.split())
        if not name:
            self.query_one("#name-error", Static).update("A deck needs a name.")
            return
        self.dismiss(name)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
