"""The match log: what happened, in order, as one seat may read it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Self

from rich.console import RenderableType
from rich.padding import Padding
from rich.segment import Segment
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.geometry import Region, Size
from textual.scrollbar import ScrollBar
from textual.strip import Strip
from textual.widgets import RichLog

from cardtable.engine.events import Event
from cardtable.ui.widgets.finished_rows import FinishedRows

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


class LogScrollBar(ScrollBar, FinishedRows):
    """The log's scrollbar, drawn again whenever the log grows: its rows are finished without
    Textual's styling pass (see :mod:`finished_rows`)."""


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
        self._spans: dict[int, tuple[int, int]] = {}
        """Event index -> (first line, line count) of the highlighted events written so far."""
        self._line_style: Style | None = None
        """The widget's style for its lines, worked out once per repaint (see :meth:`render_line`)."""
        self._drawn: dict[int, Strip] = {}
        """Log line (counted from the first ever written; -1 a blank row, -2 - y the border row y)
        -> its finished row (border and padding included); see :meth:`render_lines`."""
        self._drawn_for: tuple[Any, ...] | None = None
        self.border_title = "Log"

    def refresh(self, *args: Any, **kwargs: Any) -> Self:
        self._line_style = None
        return super().refresh(*args, **kwargs)

    @property
    def vertical_scrollbar(self) -> ScrollBar:
        """The vertical scrollbar, a :class:`LogScrollBar` (made as Textual makes its own)."""
        if self._vertical_scrollbar is None:
            bar = LogScrollBar(vertical=True, name="vertical", thickness=self.scrollbar_size_vertical)
            bar.display = False
            self._vertical_scrollbar = bar
            self.app._start_widget(self, bar)
        return self._vertical_scrollbar

    def notify_style_update(self) -> None:
        self._line_style = None
        self._drawn.clear()
        super().notify_style_update()

    def clear(self) -> Self:
        self._drawn.clear()
        return super().clear()

    def render_lines(self, crop: Region) -> list[Strip]:
        """The rows of ``crop``, each log line's finished row kept while the size, scroll column
        and styles stay. When the log scrolls by the lines of a new event every row below the border
        changes place but not content: Textual draws each again (border, padding, styles), which
        was a fifth of the screen's repaint after a key; only the new lines are drawn now."""
        size = self.outer_size
        width = size.width
        if crop.column_span != (0, width):
            return super().render_lines(crop)
        scroll_x, scroll_y = self.scroll_offset
        top = self.styles.gutter.top
        rows = self.content_size.height
        drawn_for = (
            size,
            scroll_x,
            top,
            rows,
            self._widest_line_width,
            self.background_colors,
            self.rich_style,
            self.border_title,
            self.border_subtitle,
        )
        if drawn_for != self._drawn_for or len(self._drawn) > 4096:
            self._drawn.clear()
            self._drawn_for = drawn_for
        drawn = self._drawn
        total = len(self.lines)
        keys: list[int] = []
        for y in crop.line_range:
            line = scroll_y + y - top
            if not top <= y < top + rows:
                keys.append(-2 - y)  # a row of the border or padding: it depends on nothing else
            else:
                keys.append(line + self._start_line if line < total else -1)  # -1: a blank row
        out: list[Strip | None] = [drawn.get(key) for key in keys]
        y = 0
        while y < len(out):  # draw each run of rows not kept yet in one go
            if out[y] is not None:
                y += 1
                continue
            end = y
            while end < len(out) and out[end] is None:
                end += 1
            for index, strip in enumerate(super().render_lines(Region(0, crop.y + y, width, end - y)), y):
                out[index] = drawn[keys[index]] = strip
            y = end
        return out  # type: ignore[return-value]

    def render_line(self, y: int) -> Strip:
        """RichLog's line, with the widget's style looked up once per repaint instead of once per
        line (``rich_style`` walks the ancestors' backgrounds: an eighth of a screen's repaint
        after a key was the log asking for it thirteen times)."""
        scroll_x, scroll_y = self.scroll_offset
        line = self._render_line(scroll_y + y, scroll_x, self.scrollable_content_region.width)
        style = self._line_style
        if style is None:
            style = self._line_style = self.rich_style
        return line.apply_style(style)

    def show(self, events: Sequence[Event], seat: int | None, highlight_from: int | None = None) -> None:
        """Bring the log up to date for ``seat``; events from ``highlight_from`` on (the latest
        play) stand out. When the highlight only moves on to newer events, the lines of the old
        highlight are redrawn plain in place; a new seat or a shorter history rebuilds it all."""
        rebuild = seat != self._seat or len(events) < self._shown
        if not rebuild and highlight_from != self._highlight:
            rebuild = not self._move_highlight(events, seat, highlight_from)
        if rebuild:
            self.clear()
            self._shown = 0
            self._seat = seat
            self._spans = {}
        self._highlight = highlight_from
        new = [
            (index, marked, self._line(events[index], seat, marked))
            for index in range(self._shown, len(events))
            if events[index].visible_to(seat)
            for marked in [highlight_from is not None and index >= highlight_from]
        ]
        if not self._size_known:
            for _, _, line in new:
                self.write(line, scroll_end=True)  # kept until the size is known, then written
        elif new:
            self._append(new)
        if len(events) != self._shown:
            if self._size_known:
                self.scroll_end(animate=False, immediate=True, x_axis=False)
            # Lines written before the log knows its size are drawn later: follow them down.
            self.call_after_refresh(self.scroll_end, animate=False)
        self._shown = len(events)

    def _strips(self, line: RenderableType, width: int) -> list[Strip]:
        """One log line as strips at the log's full width (it wraps onto several)."""
        console = self.app.console
        if (
            isinstance(line, Padding)
            and isinstance(line.renderable, Text)
            and line.expand
            and not (line.top or line.right or line.bottom)
        ):
            # Padding's own rows, without its render pass: the text at the width less the margin,
            # each row after a blank of the margin's width in Padding's (null) style.
            style = console.get_style(line.style)
            lines = console.render_lines(
                line.renderable, console.options.update_width(width - line.left), style=style, pad=True
            )
            margin = Segment(" " * line.left, style)
            return [Strip([margin, *row]) for row in lines] if lines else [Strip.blank(width)]
        lines = list(Segment.split_lines(console.render(line, console.options.update_width(width))))
        return Strip.from_lines(lines) if lines else [Strip.blank(width)]

    def _append(self, new: list[tuple[int, bool, RenderableType]]) -> None:
        """Add the lines of new events at the log's full width, all at once. RichLog's ``write``
        measures each line first to find a narrower width (a costly pass, and the line is padded
        to the width when drawn anyway), then resizes the log and asks to scroll once per line:
        after a key that played a card, writing four lines was a tenth of the screen's update."""
        width = max(self.scrollable_content_region.width, self.min_width)
        widest = self._widest_line_width
        for index, marked, line in new:
            first = len(self.lines)
            strips = self._strips(line, width)
            self.lines.extend(strips)
            widest = max(widest, *(strip.cell_length for strip in strips))
            if marked:
                self._spans[index] = (first, len(strips))
        grown = Size(widest, len(self.lines))
        if self.show_vertical_scrollbar and widest == self._widest_line_width:
            # Taller only, and the scrollbar is already there: nothing else on the screen moves,
            # so skip the layout pass of the whole screen that setting ``virtual_size`` asks for.
            self.set_reactive(RichLog.virtual_size, grown)
            self._scroll_update(grown)
            self.refresh()
        else:
            self._widest_line_width = widest
            self.virtual_size = grown

    def reflow(self) -> None:
        """Forget the lines written so far: the next :meth:`show` writes them again at the current
        width (a resized terminal; lines are wrapped when written)."""
        self.clear()
        self._shown = 0
        self._spans = {}

    @staticmethod
    def _line(event: Event, seat: int | None, marked: bool) -> RenderableType:
        text = Text(event.text_for(seat), style=KIND_STYLES.get(event.kind, ""))
        if not marked:
            return hanging(text)
        text.stylize("bold")
        return hanging(text, Text("▸ ", style="bold"))

    def _move_highlight(self, events: Sequence[Event], seat: int | None, highlight_from: int | None) -> bool:
        """Unmark the old highlight in place, if the new one starts at events not shown yet and
        every old line is known; False (nothing changed) when only a rebuild will do."""
        old = self._highlight
        if old is None or highlight_from is None or highlight_from < self._shown:
            return False
        if not self._size_known or self.max_lines is not None:
            return False
        marked = [i for i in range(old, self._shown) if events[i].visible_to(seat)]
        if any(i not in self._spans for i in marked):
            return False
        width = max(self.scrollable_content_region.width, self.min_width)
        redrawn: list[tuple[int, int, list[Strip]]] = []
        for index in marked:
            first, count = self._spans[index]
            strips = self._strips(self._line(events[index], seat, False), width)
            if len(strips) != count:
                return False
            redrawn.append((first, count, strips))
        for first, count, strips in redrawn:
            self.lines[first : first + count] = strips
        self.virtual_size = Size(self.virtual_size.width, len(self.lines))
        self._spans = {}
        self._line_cache.clear()
        self._drawn.clear()
        self.refresh()
        return True
