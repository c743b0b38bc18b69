"""The one pick dialog of the game screens: a title, an explanation, and answers to pick from."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Hashable, Mapping, Sequence

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from cardtable.ui.dialogs import UNDO_BINDING, DismissOnce, UndoBelow
from cardtable.ui.widgets.click_through import ClickThrough
from cardtable.ui.widgets.fit import FitBox
from cardtable.ui.widgets.hang import HangingText

KEYS = "123456789abcdefghijklmnopqrstuvwxyz"
ANSWER_LEAD = re.compile(r"^(?:\S  )? *")
"""What an answer's wrapped lines hang under: its key ("1  ") on its first line, the indent of a
detail line ("   Undefended: ...") on the others (playtest22-la: "Bo has no Unit that / can defend."
went back under the key)."""
"""The keys of a dialog's answers, in order (past the last one an answer has no key)."""


def _why_greyed(choice: Choice) -> str:
    """Why a greyed answer cannot be taken: its label's last line when it has several (the reason
    it gives, without its "not now:", which the toast's title says: playtest24-la read "1: not now
    — not now: the supply..."), else a plain word."""
    label = choice.label.plain if isinstance(choice.label, Text) else choice.label
    lines = [line.strip() for line in label.splitlines() if line.strip()]
    last = lines[-1] if lines else ""
    _, said, reason = last.partition("not now")  # "not now: ...", "Cinder Hound: not now, ..."
    if len(lines) > 1 or said:
        reason = (reason if said else last).lstrip(" ,:")
        return reason[:1].upper() + reason[1:]
    return f"{last or 'That answer'} cannot be taken now."


def choice_key(index: int) -> str:
    """The key of the ``index``-th answer, "" past :data:`KEYS`."""
    return KEYS[index] if index < len(KEYS) else ""


@dataclasses.dataclass(frozen=True, slots=True)
class Choice:
    """One answer: its id, label, key (a digit or letter, "" for none) and whether it can be
    picked (a disabled answer stays visible, greyed, so the player sees what is not possible)."""

    id: str
    label: str | Text
    key: str = ""
    enabled: bool = True


class PickDialog(UndoBelow, ClickThrough, DismissOnce, ModalScreen[str | None]):
    """Pick one answer by its key, by the arrows and Enter, or by the mouse. Escape cancels
    (returns None) unless ``cancel`` is False (a question that must be answered). It closes once
    (``DismissOnce``): a double Enter cannot pick twice."""

    DEFAULT_CSS = """
    PickDialog .pick-dialog {
        width: 76;
        max-width: 95%;
        height: auto;
        max-height: 90%;
        border: thick $primary;
        background: $surface;
        padding: 1 2;
    }
    PickDialog .pick-dialog OptionList {
        height: auto;
        max-height: 12;
        border: none;
        padding: 0;
    }
    """
    BINDINGS = [Binding("escape", "cancel", "Cancel"), UNDO_BINDING]

    def __init__(
        self,
        title: str,
        text: str | Text,
        choices: Sequence[Choice],
        *,
        cancel: bool = True,
        builds_action: bool = False,
    ) -> None:
        """``builds_action``: the question is part of a play the player is building (Ctrl+Z closes
        it, :class:`~cardtable.ui.dialogs.UndoBelow`)."""
        super().__init__(classes="dialog-screen")
        self._title = title
        self._text = text
        self.choices = list(choices)
        self.can_cancel = cancel
        self.builds_action = builds_action

    def compose(self) -> ComposeResult:
        with FitBox(classes="pick-dialog"):
            yield Label(self._title, classes="dialog-title")
            if self._text:
                yield Static(self._text, classes="dialog-text")
            options = []
            for choice in self.choices:
                label = (
                    Text.assemble((f"{choice.key}  ", "bold"), choice.label)
                    if choice.key
                    else Text.assemble(choice.label)
                )
                shown = HangingText(label, ANSWER_LEAD)  # wrapped lines under the text, not the key
                options.append(Option(shown, id=choice.id, disabled=not choice.enabled))
            yield OptionList(*options, id="choices")

    def on_mount(self) -> None:
        for options in self.query(OptionList).results(OptionList):  # none if closed before it mounted
            options.focus()
        self._fit_list(self.app.size.height)

    def on_resize(self, event: events.Resize) -> None:
        self._fit_list(event.size.height)

    def _fit_list(self, height: int) -> None:
        """The answers get 12 rows up to a 42-row terminal, and every row beyond it on a taller one
        (at 200x60 four attackers with their forecasts are all shown, no scrolling); fewer when
        the rest of the dialog needs them (:class:`~cardtable.ui.widgets.fit.FitBox`)."""
        for box in self.query(FitBox).results(FitBox):
            box.most = max(12, height - 30)
            box.refit()

    def on_key(self, event: events.Key) -> None:
        for choice in self.choices:
            if choice.key and event.character and event.character.lower() == choice.key.lower():
                event.stop()
                if choice.enabled:
                    self.dismiss(choice.id)
                else:  # greyed: say so (playtest22-la: the key did nothing and said nothing)
                    self.notify(_why_greyed(choice), title=f"{choice.key}: not now", severity="warning")
                return

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "cancel":
            return self.can_cancel
        return True

    def action_cancel(self) -> None:
        if self.can_cancel:
            self.dismiss(None)


class StableLines:
    """The answers of a run of one-at-a-time choices (a discard down to the hand limit): the lines
    of the run's first dialog, an answer already taken greyed in its place, so that the numbers
    never shift between the dialogs (issue 25: options that cannot be taken are greyed, never
    removed; play-tests: the discard dialogs renumbered after each discard)."""

    def __init__(self) -> None:
        self._run: tuple[Hashable, list[str]] | None = None

    def choices(
        self, run: Hashable, open_now: Mapping[str, str | Text], taken: str
    ) -> tuple[list[Choice], list[str]]:
        """(choices, their words) for the answers ``open_now`` (words -> label) of the run named
        ``run`` (a new run starts afresh); a line no longer open reads "(``taken``)", greyed."""
        if self._run is None or self._run[0] != run:
            self._run = (run, list(open_now))
        lines = self._run[1]
        lines.extend(words for words in open_now if words not in lines)
        choices = [
            Choice(
                str(i),
                open_now[words] if words in open_now else Text(f"{words} ({taken})", style="dim"),
                choice_key(i),
                words in open_now,
            )
            for i, words in enumerate(lines)
        ]
        return choices, lines
