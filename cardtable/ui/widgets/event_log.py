"""The match log: what happened, in order, as one seat may read it."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import RenderableType
from rich.padding import Padding
from rich.table import Table
from rich.text import Text
from textual.widgets import RichLog

from cardtable.engine.events import Event

MARGIN = 2
"""Cells before each log line: the highlight marker, or blank."""

KIND_STYLES = {
    "score": "bold",
    "chance": "italic",
    "setup": "dim",
    "end": "bold reverse",
    "error": "red",
}


def hanging(text: Text, marker: Text | None = None) -> RenderableType:
    """A log line with a hanging indent: ``marker`` (or blank) in a two-cell margin, and the
    lines the text wraps onto start under its first word, not under the marker."""
    if marker is None:
        return Padding(text, (0, 0, 0, MARGIN))  # much cheaper than a grid: most lines
    line = Table.grid()
    line.add_column(width=MARGIN, no_wrap=True)
    line.add_column(ratio=1)
    line.add_row(marker, text)
    return line


class EventLog(RichLog):
    """Shows the event log; ``show(events, seat)`` appends only what is new."""

    DEFAULT_CSS = """
    EventLog {
        height: 1fr;
        border: round $primary 50%;
        padding: 0 1;
        scrollbar-size-vertical: 1;
    }
    """

    def __init__(self, **kwargs: object) -> None:
        super().__init__(wrap=True, markup=False, highlight=False, auto_scroll=True, min_width=20, **kwargs)  # type: ignore[arg-type]
        self._shown = 0
        self._seat: int | None = None
        self._highlight: int | None = None
        self.border_title = "Log"

    def show(self, events: Sequence[Event], seat: int | None, highlight_from: int | None = None) -> None:
        """Bring the log up to date for ``seat``; events from ``highlight_from`` on (the latest
        play) stand out. Rebuilt when the seat, the highlight or the history changed."""
        if seat != self._seat or len(events) < self._shown or highlight_from != self._highlight:
            self.clear()
            self._shown = 0
            self._seat = seat
            self._highlight = highlight_from
        for index in range(self._shown, len(events)):
            event = events[index]
            if not event.visible_to(seat):
                continue
            style = KIND_STYLES.get(event.kind, "")
            text = Text(event.text_for(seat), style=style)
            if highlight_from is not None and index >= highlight_from:
                text.stylize("bold")
                self.write(hanging(text, Text("▸ ", style="bold")), scroll_end=True)
            else:
                self.write(hanging(text), scroll_end=True)
        if len(events) != self._shown:
            if self._size_known:
                self.scroll_end(animate=False, immediate=True, x_axis=False)
            # Lines written before the log knows its size are drawn later: follow them down.
            self.call_after_refresh(self.scroll_end, animate=False)
        self._shown = len(events)
