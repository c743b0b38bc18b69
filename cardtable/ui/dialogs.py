"""Small shared dialogs: confirm, choose one, the hot-seat curtain, the too-small notice; and
:class:`DismissOnce`, the guard every modal screen of ours uses so that a second Enter, a key and a
click landing together, or a dismiss while another screen is on top, cannot pop the wrong screen."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Label, OptionList, Static
from textual.widgets.option_list import Option

from cardtable.ui.table.moment import TYPED_AHEAD_SECONDS
from cardtable.ui.widgets.hang import HangingText
from cardtable.ui.widgets.more_lines import ScrollBody, lines_below, more_words


class DismissOnce:
    """Mixin for a screen (put it before the Screen class): ``dismiss`` acts once, and only while
    the screen is the one on top. Later calls (a double Enter, a key and a click in the same
    frame) do nothing instead of popping whatever screen is on top by then."""

    _dismissed: bool = False

    def dismiss(self, result: Any = None) -> AwaitComplete:
        screen: Any = self
        if self._dismissed or not screen.is_attached or screen.app.screen is not screen:
            return AwaitComplete.nothing()
        self._dismissed = True
        return super().dismiss(result)  # type: ignore[misc]  # a mixin: Screen.dismiss follows it in the MRO


UNDO_BINDING = Binding("ctrl+z", "undo_below", "Undo", show=False)
"""Ctrl+Z in a question over a table (:class:`UndoBelow`)."""


class UndoBelow:
    """Mixin of a question shown over a table: Ctrl+Z keeps its word there too (playtest20/21-la
    F15: it did nothing and said nothing inside a dialog). In a question about a play the player
    is still building (``builds_action``: its payment, target or unit), nothing has been done yet:
    Ctrl+Z closes the question, as Escape does, and says so (playtest23-la: it took back the
    offering before the play too). In a question the table asks (a decision), when the table can
    take a decision back, the question closes and the table's Undo runs; when it cannot, the
    table's reason is said and the question stays, nothing changed."""

    closed_for_undo: bool = False
    builds_action: bool = False
    closed_by_undo_key: bool = False
    """A question of a play being built that Ctrl+Z closed (it said so: its owner says nothing)."""

    def action_undo_below(self) -> None:
        screen: Any = self
        stack = screen.app.screen_stack
        table = next((s for s in reversed(stack[:-1]) if hasattr(s, "undo_refusal")), None)
        if self.builds_action:
            self.closed_by_undo_key = True
            screen.dismiss(None)
            # the second Ctrl+Z is promised only when it can keep its word (playtest24-lum)
            more = " Ctrl+Z again takes back your last decision." if _can_undo(table) else ""
            screen.app.notify(f"Nothing was done: the question is closed.{more}", title="Undo")
            return
        if table is None:
            screen.notify("Nothing to take back here.", title="Cannot undo", severity="warning")
            return
        if not _can_undo(table):
            screen.notify(table.undo_refusal(), title="Cannot undo", severity="warning")
            return
        screen.closed_for_undo = True  # the table hears no answer (``ResponsiveTableScreen._push``)
        screen.dismiss(None)
        table.call_after_refresh(table.action_undo)


def _can_undo(table: Any) -> bool:
    """Whether the table under a question could take a decision back now."""
    if table is None:
        return False
    match = table.match
    return bool(not match.state.is_over and table.my_turn and (match.can_undo or match.can_undo_unranked))


class ConfirmDialog(DismissOnce, ModalScreen[bool]):
    """A yes/no question. Enter presses the focused button (Confirm, or Cancel for a risky
    question asked with ``safe=True``), Escape cancels."""

    BINDINGS = [
        Binding("escape", "answer(False)", "Cancel"),
        Binding("enter", "enter", "Confirm", show=False),
        # playtest21-la N15: the arrows move between the two buttons; they stop at the ends
        # (playtest23-la: → on "Play on" wrapped round to "Concede", and → Enter ended a match).
        Binding("left", "button('confirm')", "Left button", show=False),
        Binding("right", "button('cancel')", "Right button", show=False),
    ]

    def __init__(
        self, title: str, text: str, *, confirm: str = "Yes", cancel: str = "No", safe: bool = False
    ) -> None:
        super().__init__(classes="dialog-screen")
        self._title, self._text, self._confirm, self._cancel = title, text, confirm, cancel
        self._safe = safe

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self._title, classes="dialog-title")
            yield Static(self._text, classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button(self._confirm, id="confirm", variant="primary")
                yield Button(self._cancel, id="cancel")

    def on_mount(self) -> None:
        self.query_one("#cancel" if self._safe else "#confirm", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "confirm")

    def action_enter(self) -> None:
        """Enter answers with the focused button (with no button focused: confirm, unless safe)."""
        focused = self.focused
        if isinstance(focused, Button):
            self.dismiss(focused.id == "confirm")
        else:
            self.dismiss(not self._safe)

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)

    def action_button(self, which: str) -> None:
        """Focus the button on that side (Confirm left, Cancel right), never wrapping round."""
        self.query_one(f"#{which}", Button).focus()


class ChoiceDialog(DismissOnce, ModalScreen[str | None]):
    """Pick one of several options (id, label). Escape returns None."""

    BINDINGS = [Binding("escape", "dismiss_none", "Cancel")]

    def __init__(self, title: str, choices: Sequence[tuple[str, str]]) -> None:
        super().__init__(classes="dialog-screen")
        self._title = title
        self._choices = list(choices)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self._title, classes="dialog-title")
            yield OptionList(*(Option(label, id=key) for key, label in self._choices), id="choices")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_dismiss_none(self) -> None:
        self.dismiss(None)


class CurtainScreen(DismissOnce, ModalScreen[None]):
    """Hides the table while the keyboard passes to another person. Enter or Escape (or a click)
    lifts it, as they close every other window over the table; Space does not: it is the pass key
    of the card-table games, and a player who taps Space to pass again and again must not lift the
    curtain on the next player's hand. A key or click that comes at once after the curtain came
    down was meant for the moment before it (a double Enter or Escape of the player who just
    played: playtest19) and lifts nothing. Its lines hang under their bullets when they wrap."""

    BINDINGS = [
        Binding("enter", "ready", "I am ready"),
        Binding("escape", "ready", "I am ready", show=False),
        Binding("ctrl+z", "no_undo", "Undo", show=False),
    ]
    ROOM = 11
    """Rows the curtain needs besides its text (border, padding, title, button)."""
    TYPED_AHEAD_SECONDS = TYPED_AHEAD_SECONDS
    """A key this soon after the curtain came down was typed by the player before (the same
    measure as the pass key's, ``ui/table/moment.py``); the next player takes longer to sit down."""

    def __init__(self, name: str, detail: str = "") -> None:
        super().__init__(classes="curtain-screen")
        self.player_name = name
        self._detail = detail
        self._down_at = time.monotonic()

    def compose(self) -> ComposeResult:
        with Vertical(classes="curtain"):
            yield Label(f"Pass to {self.player_name}", classes="curtain-title", id="curtain-title")
            # The whole text, however long ("Since you last looked" never ends in "…"): it
            # scrolls with the arrows and PgUp/PgDn; Space still does nothing here.
            with ScrollBody(classes="curtain-scroll", id="curtain-scroll"):
                yield Static(
                    HangingText(
                        self._detail or "The table is hidden so that nobody sees another player's cards."
                    ),
                    classes="curtain-text",
                )
            yield Static("", classes="curtain-more", id="curtain-more")
            ready = Button(f"{self.player_name}: press Enter when ready", id="ready", variant="primary")
            ready.tooltip = "Enter or Esc lifts the curtain"
            ready.can_focus = False  # a focused button would take Space as a press
            # greyed while a key would still be taken as typed for the table before (playtest24:
            # an Enter in the curtain's first second did nothing, and nothing showed why)
            ready.disabled = self.TYPED_AHEAD_SECONDS > 0
            yield ready

    def on_mount(self) -> None:
        scroll = self.query_one("#curtain-scroll", VerticalScroll)
        if self.TYPED_AHEAD_SECONDS > 0:
            self.set_timer(self.TYPED_AHEAD_SECONDS, self._listening)
        self._fit(self.app.size.height)
        scroll.focus()
        self.watch(scroll, "scroll_y", lambda _: self._tell_more(), init=False)
        self.call_after_refresh(self._tell_more)

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size.height)
        self.call_after_refresh(self._tell_more)

    def on_scroll_body_resized(self, _message: ScrollBody.Resized) -> None:
        self._tell_more()  # counted again in the room laid out (closing21: it gave the hint a row)

    def _fit(self, height: int) -> None:
        for scroll in self.query("#curtain-scroll").results(VerticalScroll):
            scroll.styles.max_height = max(3, height - self.ROOM)

    def _tell_more(self) -> None:
        """Under a text taller than the curtain, how many lines are still below (playtest20: the
        newest events sat under the fold with only a thin scrollbar to hint at them)."""
        scroll = self.query_one("#curtain-scroll", VerticalScroll)
        more = self.query_one("#curtain-more", Static)
        fits = scroll.virtual_size.height <= max(3, self.app.size.height - self.ROOM)
        more.display = not fits
        if not fits:  # the hint takes a row of the text's; the count comes again once laid out
            more.update(more_words(lines_below(scroll)))
            scroll.styles.max_height = max(3, self.app.size.height - self.ROOM - 1)

    def _listening(self) -> None:
        """The curtain takes keys now: its button shows it."""
        for ready in self.query("#ready").results(Button):
            ready.disabled = False

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_ready()

    def action_ready(self) -> None:
        if time.monotonic() - self._down_at >= self.TYPED_AHEAD_SECONDS:
            self.dismiss(None)

    def action_no_undo(self) -> None:
        """Ctrl+Z at a curtain says why it does nothing (playtest20-la: it said nothing): the
        keyboard is changing hands, and Undo never goes back past a hand-off."""
        self.notify(
            f"The keyboard is passing to {self.player_name}: Undo never goes back past a hand-off.",
            title="Cannot undo",
            severity="warning",
        )


class TooSmallScreen(ModalScreen[None]):
    """Shown instead of a broken layout while the terminal is below the minimum size."""

    def __init__(self, min_width: int, min_height: int) -> None:
        super().__init__(classes="too-small-screen")
        self.min_width = min_width
        self.min_height = min_height

    def compose(self) -> ComposeResult:
        yield Static(id="too-small-text")

    def on_mount(self) -> None:
        self.show_size(self.app.size.width, self.app.size.height)

    def on_resize(self, event: events.Resize) -> None:
        self.show_size(event.size.width, event.size.height)

    def on_screen_resume(self) -> None:
        """Shown again after a screen over it closed (a key or a timer opened one while the
        terminal was small): if the terminal has grown meanwhile, this notice is stale."""
        width, height = self.app.size
        if width >= self.min_width and height >= self.min_height and self.app.screen is self:
            self.app.pop_screen()

    def show_size(self, width: int, height: int) -> None:
        text = (
            f"The terminal is {width}x{height}.\n"
            f"cardtable needs at least {self.min_width}x{self.min_height}.\n"
            "Enlarge the window; the game continues where it was."
        )
        for line in self.query("#too-small-text").results(Static):  # none while the app is closing
            line.update(text)
