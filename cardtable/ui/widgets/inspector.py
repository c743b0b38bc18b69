"""The card inspector: a fixed-size panel that shows one card (or anything) in full."""

from __future__ import annotations

from typing import Any

from rich.segment import Segment
from rich.text import Text
from textual import events
from textual.reactive import reactive

from cardtable.ui.widgets.line_widget import LineWidget


class Inspector(LineWidget):
    """Shows one rich text. It keeps its size whatever it shows (so showing another card costs no
    layout) and scrolls its own lines: mouse wheel, or :meth:`scroll_lines` from the screen's
    PageUp/PageDown. The last line says when there is more below."""

    DEFAULT_CSS = """
    Inspector {
        border: round $primary 50%;
        padding: 0 1;
    }
    """

    content: reactive[Text] = reactive(Text(""), repaint=False)  # the watchers repaint
    offset_y: reactive[int] = reactive(0, repaint=False)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._wrapped: tuple[Text, int, list[Text]] | None = None

    def show(self, text: Text) -> None:
        if text != self.content:
            self.content = text
            self.offset_y = 0

    def watch_content(self) -> None:
        self.invalidate()

    def watch_offset_y(self) -> None:
        self.invalidate()

    def _lines(self) -> list[Text]:
        width = max(1, self.content_size.width)
        if self._wrapped is None or self._wrapped[0] is not self.content or self._wrapped[1] != width:
            self._wrapped = (self.content, width, list(self.content.wrap(self.app.console, width)))
        return self._wrapped[2]

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        lines = self._lines()
        top = max(0, min(self.offset_y, len(lines) - height))
        shown = lines[top : top + height]
        if top + height < len(lines) and shown:
            shown[-1] = Text("▼ more (PgDn or the wheel)", style="italic dim")
        return self.text_rows(shown, width)

    def scroll_lines(self, delta: int) -> None:
        lines = len(self._lines())
        height = max(1, self.content_size.height)
        self.offset_y = max(0, min(self.offset_y + delta, max(0, lines - height + 1)))

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        self.scroll_lines(2)

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        self.scroll_lines(-2)
