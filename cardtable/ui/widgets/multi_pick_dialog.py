"""Pick several answers at once (blockers, cards to put back...), with a live note about the
current picks (a forecast) and a limit on how many may be picked."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from cardtable.ui.dialogs import UNDO_BINDING, DismissOnce, UndoBelow
from cardtable.ui.widgets.button_line import BarButton, ButtonLine
from cardtable.ui.widgets.click_through import ClickThrough
from cardtable.ui.widgets.fit import FitBox
from cardtable.ui.widgets.hang import HangingText
from cardtable.ui.widgets.keys_line import KeysLine
from cardtable.ui.widgets.pick_dialog import Choice

BOX_LEAD = re.compile(r"^(?:\S  )?(?:\[[x ]\] )? *")
"""A multiple choice line's key and box: its wrapped lines hang under the text after them."""


class MultiPickDialog(UndoBelow, ClickThrough, DismissOnce, ModalScreen[tuple[str, ...] | None]):
    """Toggle answers with their key, Space or a click; Enter confirms the picks (none is a valid
    answer when ``allow_none``); Escape cancels (returns None) when ``cancel``. ``note(picks)``
    gives the text under the list for the current picks (e.g. what blocking with them leads to)."""

    DEFAULT_CSS = """
    MultiPickDialog .multi-pick {
        width: 84;
        max-width: 95%;
        height: auto;
        max-height: 95%;
        border: thick $primary;
        background: $surface;
        padding: 1 2;
    }
    MultiPickDialog OptionList {
        height: auto;
        max-height: 10;
        border: none;
        padding: 0;
    }
    MultiPickDialog KeysLine {
        dock: bottom;
        margin-top: 1;
    }
    MultiPickDialog #multi-note {
        margin-top: 1;
        height: auto;
        max-height: 8;
    }
    """
    BINDINGS = [
        Binding("escape", "cancel", "Cancel"),
        UNDO_BINDING,
        Binding("space", "pick", "Pick/unpick"),
        Binding("enter", "confirm", "Confirm", priority=True),
    ]

    def __init__(
        self,
        title: str,
        text: str | Text,
        choices: Sequence[Choice],
        *,
        limit: int | None = None,
        note: Callable[[tuple[str, ...]], Text | str] | None = None,
        confirm_words: Callable[[tuple[str, ...]], str] | None = None,
        allow_none: bool = True,
        cancel: bool = True,
        picked: Sequence[str] = (),
    ) -> None:
        super().__init__(classes="dialog-screen")
        self._title = title
        self._text = text
        self.choices = list(choices)
        self.limit = limit
        self._note = note
        self._confirm_words = confirm_words
        self.allow_none = allow_none
        self.can_cancel = cancel
        self.picked: list[str] = [p for p in picked if any(c.id == p for c in self.choices)]

    def compose(self) -> ComposeResult:
        with FitBox(classes="multi-pick", most=10):
            yield Label(self._title, classes="dialog-title")
            if self._text:
                yield Static(self._text, classes="dialog-text")
            yield OptionList(*[Option(self._label(c), id=c.id) for c in self.choices], id="choices")
            yield Static(id="multi-note")
            yield KeysLine(id="multi-help")

    def on_mount(self) -> None:
        for options in self.query(OptionList).results(OptionList):
            options.focus()
        self._refresh()

    def on_button_line_pressed(self, message: ButtonLine.Pressed) -> None:
        message.stop()
        if message.button == "confirm":
            self.action_confirm()
        elif message.button == "back":
            self.action_cancel()

    def _label(self, choice: Choice) -> HangingText:
        """The key, the box and the text, its wrapped lines under the text (playtest23-la: the
        stops' second lines began under the key)."""
        on = choice.id in self.picked
        box = "[x] " if on else "[ ] "
        key = f"{choice.key}  " if choice.key else ""
        label = Text.assemble((key, "bold"), (box, "bold green" if on else "dim"), choice.label)
        if not choice.enabled:
            label.stylize("dim")
        return HangingText(label, BOX_LEAD)

    def _refresh(self) -> None:
        options = self.query_one(OptionList)
        for index, choice in enumerate(self.choices):
            options.replace_option_prompt_at_index(index, self._label(choice))
        picks = tuple(self.picked)
        note = self._note(picks) if self._note is not None else ""
        shown = self.query_one("#multi-note", Static)
        shown.update(note)
        shown.display = bool(note)  # no empty rows where the keys could be
        self.query_one(FitBox).refit()  # a longer forecast takes its rows from the list
        words = self._confirm_words(picks) if self._confirm_words else ("Confirm" if picks else "Pick none")
        limit = f" (at most {self.limit})" if self.limit is not None else ""
        ready = bool(picks) or self.allow_none
        words = words[:1].upper() + words[1:]
        buttons = [
            BarButton(
                "confirm",
                f"{words} (Enter)" if ready else "Pick one first",
                "ready" if ready else "",
                short=words if ready else "Pick one",
            )
        ]
        if self.can_cancel:
            buttons.append(BarButton("back", "Back (Esc)", short="Back"))
        short = f"Key or click picks{limit}"  # at 80x24 the long one lost "(at most 2)"
        self.query_one(KeysLine).show(f"Key, Space or click picks{limit}", tuple(buttons), short)

    def toggle(self, choice_id: str) -> None:
        choice = next((c for c in self.choices if c.id == choice_id), None)
        if choice is None or not choice.enabled:
            return
        if choice_id in self.picked:
            self.picked.remove(choice_id)
        elif self.limit is None or len(self.picked) < self.limit:
            self.picked.append(choice_id)
        else:
            self.notify(f"At most {self.limit}: unpick one first.", severity="warning")
            return
        self._refresh()

    def on_key(self, event: events.Key) -> None:
        for choice in self.choices:
            if choice.key and event.character and event.character.lower() == choice.key.lower():
                event.stop()
                self.toggle(choice.id)
                # the answer picked by its key comes into sight (playtest24-lum: a 7th blocker
                # was ticked below the fold)
                self.query_one(OptionList).highlighted = self.choices.index(choice)
                return

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.toggle(event.option.id)

    def action_pick(self) -> None:
        options = self.query_one(OptionList)
        if options.highlighted is not None:
            option = options.get_option_at_index(options.highlighted)
            if option.id is not None:
                self.toggle(option.id)

    def action_confirm(self) -> None:
        if not self.picked and not self.allow_none:
            self.notify("Pick at least one first.", severity="warning")
            return
        order = {c.id: i for i, c in enumerate(self.choices)}
        self.dismiss(tuple(sorted(self.picked, key=order.__getitem__)))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "cancel":
            return self.can_cancel
        return True

    def action_cancel(self) -> None:
        if self.can_cancel:
            self.dismiss(None)
