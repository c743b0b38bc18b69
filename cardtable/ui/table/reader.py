"""A full-screen text to read: the log view, the legend, a recap. Scrolls with the arrows,
PgUp/PgDn, Home/End and the mouse; Escape, Enter or its own key closes it."""

from __future__ import annotations

from rich.console import RenderableType
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from cardtable.ui.dialogs import DismissOnce
from cardtable.ui.widgets.button_line import BarButton, ButtonLine
from cardtable.ui.widgets.hang import HangingText
from cardtable.ui.widgets.keys_line import KeysLine
from cardtable.ui.widgets.more_lines import ScrollBody, lines_below, more_words, overflow


class ReaderScreen(DismissOnce, ModalScreen[None]):
    """``body`` under ``title``, the whole terminal for it, its wrapped lines hanging under their
    text; ``key`` (a character) closes it too; ``at_end`` starts at the bottom (the latest lines of
    a history)."""

    DEFAULT_CSS = """
    ReaderScreen {
        align: center middle;
    }
    ReaderScreen > .reader {
        width: 100%;
        height: 100%;
        border: thick $primary;
        background: $surface;
        padding: 0 1;
    }
    ReaderScreen .reader-title {
        text-style: bold;
        width: 100%;
    }
    ReaderScreen #reader-body {
        height: 1fr;
        scrollbar-size-vertical: 1;
    }
    ReaderScreen ToastRack, ReaderScreen Toast {
        visibility: hidden;  /* the table's toasts stay with the table (playtest21-la N9) */
    }
    ReaderScreen .reader-keys {
        color: $text-muted;
        width: 100%;
        height: 1;
    }
    """
    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("enter", "close", "Close", show=False),
        # before the scroll's own Home/End, which glide for a second (a key pressed meanwhile
        # stopped them short of the top: playtest21-la N16)
        Binding("home", "top", "Top", show=False, priority=True),
        Binding("end", "bottom", "Bottom", show=False, priority=True),
    ]

    def __init__(
        self,
        title: str,
        body: Text,
        key: str = "",
        *,
        at_end: bool = False,
        shown: RenderableType | None = None,
    ) -> None:
        super().__init__(classes="reader-screen")
        self.title_text = title
        self.body = body
        """The text to read (plain for tests); ``shown`` (a layout of it, e.g. a grid) is drawn if given."""
        self.shown_body = shown if shown is not None else HangingText(body)
        self.key = key
        self.at_end = at_end

    def compose(self) -> ComposeResult:
        with Vertical(classes="reader"):
            yield Label(self.title_text, classes="reader-title")
            with ScrollBody(id="reader-body"):
                yield Static(self.shown_body, id="reader-text")
            yield KeysLine(classes="reader-keys")

    def on_button_line_pressed(self, message: ButtonLine.Pressed) -> None:
        message.stop()
        self.dismiss(None)  # Close: the one button

    def on_mount(self) -> None:
        scroll = self.query_one("#reader-body", VerticalScroll)
        scroll.focus()
        self._tell_more()
        self.watch(scroll, "scroll_y", lambda _: self._tell_more(), init=False)
        self.watch(scroll, "virtual_size", lambda _: self._tell_more(), init=False)
        if self.at_end:
            self.call_after_refresh(scroll.scroll_end, animate=False)

    def on_resize(self, _event: events.Resize) -> None:
        self.call_after_refresh(self._tell_more)

    def on_scroll_body_resized(self, _message: ScrollBody.Resized) -> None:
        self._tell_more()

    def _tell_more(self) -> None:
        """The keys line, led by how many lines are still below when the text is taller than the
        screen (playtest21-la N6: the recap's last lines sat under the fold at 80x24 with only
        the scrollbar to hint at them), in the curtain's words (:mod:`ui.widgets.more_lines`)."""
        scroll = self.query_one("#reader-body", VerticalScroll)
        closes = f"Esc, Enter or {self.key} closes" if self.key else "Esc or Enter closes"
        line = f"{closes} · ↑↓ PgUp PgDn Home End scroll"
        if overflow(scroll) > 0:
            line = f"{more_words(lines_below(scroll))} · {closes}"
        self.query_one(KeysLine).show(line, (BarButton("close", "Close (Esc)", short="Close"),))

    def on_key(self, event: events.Key) -> None:
        if self.key and event.character == self.key:
            event.stop()
            self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)

    def action_top(self) -> None:
        self.query_one("#reader-body", VerticalScroll).scroll_home(animate=False)

    def action_bottom(self) -> None:
        self.query_one("#reader-body", VerticalScroll).scroll_end(animate=False)
