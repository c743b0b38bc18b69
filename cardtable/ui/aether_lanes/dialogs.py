"""The battle screen's own dialogs: the mulligan offer (a shared :class:`PickDialog`) and the
foe's-turn log. The lane, target, Tithe and Wager questions are plain pick dialogs (``asks``)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from cardtable.ui.dialogs import DismissOnce
from cardtable.ui.widgets.pick_dialog import Choice, PickDialog

__all__ = ["Choice", "FoeTurnDialog", "MulliganDialog", "PickDialog"]


class MulliganDialog(PickDialog):
    """The mulligan offer: the opening roll, the hand, Keep (k) or Mulligan (m)."""

    def __init__(self, name: str, roll: str, hand: Sequence[Text]) -> None:
        text = Text()
        if roll:
            text.append(roll + "\n\n", style="bold")
        text.append(f"{name}'s opening hand:\n")
        for line in hand:
            text.append("  • ")
            text.append_text(line)
            text.append("\n")
        text.append(
            "\nA mulligan shuffles these cards back into the deck and draws 4 new ones, once.", style="italic"
        )
        super().__init__(
            f"{name}: keep this hand?",
            text,
            [
                Choice("keep", "Keep these cards", "k"),
                Choice("mulligan", "Mulligan: shuffle back and draw 4 new cards", "m"),
            ],
        )


class FoeTurnDialog(DismissOnce, ModalScreen[None]):
    """What the foe did in their latest turn, line by line."""

    CSS_PATH = Path(__file__).parent / "dialogs.tcss"
    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("f", "close", "Close", show=False),
        Binding("enter", "close", "Close", show=False),
    ]

    def __init__(self, title: str, lines: Sequence[str]) -> None:
        super().__init__(classes="dialog-screen")
        self._title = title
        self._lines = list(lines)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog al-dialog"):
            yield Label(self._title, classes="dialog-title")
            with VerticalScroll(id="foe-lines"):
                yield Static("\n".join(f"• {line}" for line in self._lines) or "Nothing happened.")
            yield Static("Esc, f or Enter closes.", classes="muted")

    def on_click(self, event: events.Click) -> None:
        if event.widget is self:
            self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
