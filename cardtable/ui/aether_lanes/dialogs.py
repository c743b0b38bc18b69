"""The battle screen's choices, as modal screens: the mulligan offer, a lane, a target, how much
Tithe to pay, whether to roll a Wager; and the foe's-turn log."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from cardtable.ui.dialogs import DismissOnce


@dataclasses.dataclass(frozen=True, slots=True)
class Choice:
    """One answer: its id, label, key (a digit or letter) and whether it can be picked."""

    id: str
    label: str | Text
    key: str
    enabled: bool = True


class PickDialog(DismissOnce, ModalScreen[str | None]):
    """Pick one answer by its key, by the arrows and Enter, or by the mouse. Escape cancels."""

    CSS_PATH = Path(__file__).parent / "dialogs.tcss"
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, title: str, text: str | Text, choices: Sequence[Choice]) -> None:
        super().__init__(classes="dialog-screen")
        self._title = title
        self._text = text
        self.choices = list(choices)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog al-dialog"):
            yield Label(self._title, classes="dialog-title")
            if self._text:
                yield Static(self._text, classes="dialog-text")
            options = []
            for choice in self.choices:
                label = Text.assemble((f"{choice.key}  ", "bold"), choice.label)
                options.append(Option(label, id=choice.id, disabled=not choice.enabled))
            yield OptionList(*options, id="choices")

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_key(self, event: events.Key) -> None:
        for choice in self.choices:
            if event.character and event.character.lower() == choice.key.lower():
                event.stop()
                if choice.enabled:
                    self.dismiss(choice.id)
                return

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        self.dismiss(None)


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
        text.append("\nA mulligan shuffles these cards back into the deck and draws 4 new ones, once.", style="italic")
        super().__init__(f"{name}: keep this hand?", text, [
            Choice("keep", "Keep these cards", "k"),
            Choice("mulligan", "Mulligan: shuffle back and draw 4 new cards", "m"),
        ])


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
