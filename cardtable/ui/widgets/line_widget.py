"""The line widget: a widget drawn with Textual's line API from rows of rich text, kept as strips.

Card-battle screens redraw often (a cursor moving through the hand, a new state after each
action); drawing rows of segments once and keeping the strips until something changes is much
cheaper than ``render()``. :class:`LineWidget` is the base of the hand strip, the inspector, the
button line and the games' own board cells."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.strip import Strip

from cardtable.ui.table.names import fit_words
from cardtable.ui.widgets.finished_rows import FinishedRows


def segments(text: Text, console: Console, width: int) -> list[Segment]:
    """One line of rich text as exactly ``width`` cells of segments (cut between words, with an
    ellipsis: :func:`cardtable.ui.table.names.fit_words`)."""
    return list(fit_words(text, width).render(console, end=""))


def fitted_strip(
    row: list[Segment], width: int, style: Style, added: dict[Style | None, Style] | None = None
) -> Strip:
    """``row`` as one strip of exactly ``width`` cells with ``style`` beneath its own styles.

    Built in one step: a strip carries several caches, so the chain ``Strip(row)
    .adjust_cell_length().apply_style()`` costs three of them per line, which shows when a tall
    cell repaints. ``added``: ``style`` + a segment's style, kept by the caller for the rows it
    draws under the same ``style`` (a look-up instead of rich's cached sum, the bulk of a row's cost)."""
    length = Segment.get_line_length(row)
    if length > width:
        return Strip(row).adjust_cell_length(width).apply_style(style)
    if length < width:
        row = [*row, Segment(" " * (width - length))]
    if added is None:
        return Strip(Segment.apply_style(row, style), width)
    out = []
    for text, own, control in row:  # as Segment.apply_style does it
        if control:
            out.append(Segment(text, None, control))
            continue
        combined = added.get(own)
        if combined is None:
            combined = style + own
            if combined.link:  # a link gets a new id each time (rich's rule): never kept
                out.append(Segment(text, combined, control))
                continue
            added[own] = combined
        out.append(Segment(text, combined, control))
    return Strip(out, width)


class LineWidget(FinishedRows):
    """A widget drawn from :meth:`rows`, kept as strips until :meth:`invalidate` (or a new size)."""

    RECENT = 4
    """How many recent drawings a widget with a :meth:`look` keeps for reuse."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._strips: list[Strip] | None = None
        self._built_for: tuple[int, int] = (0, 0)
        self._recent: dict[Hashable, list[Strip]] = {}
        self._added: dict[Style | None, Style] = {}
        """The widget's style + a segment's style, per segment style (see :func:`fitted_strip`)."""
        self._added_under: Style | None = None

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        """The content as rows of segments (each ``width`` cells)."""
        raise NotImplementedError

    def look(self) -> Hashable | None:
        """Everything :meth:`rows` depends on besides the size and the widget's style, as a
        hashable value; a widget that returns one reuses its last few drawings when it comes
        back to an earlier look (a cursor moving to and fro). ``None``: always redraw."""
        return None

    def text_rows(self, lines: list[Text], width: int) -> list[list[Segment]]:
        console = self.app.console
        return [segments(line, console, width) for line in lines]

    def invalidate(self) -> None:
        self._strips = None
        self.refresh()

    @property
    def plain_text(self) -> str:
        """What the widget shows now, as plain text (lines joined with newlines)."""
        width, height = self.content_size.width, self.content_size.height
        return "\n".join(
            "".join(seg.text for seg in row).rstrip() for row in self.rows(width, height)[:height]
        )

    def _current(self) -> list[Strip]:
        """The strips for the current size and look (drawn, or reused, when needed)."""
        width, height = size = self.content_size.width, self.content_size.height
        if self._strips is None or self._built_for != size:
            style = self.visual_style.rich_style
            look = self.look()
            key = None if look is None else (look, size, style, self.app.theme)
            strips = None if key is None else self._recent.get(key)
            if strips is None:
                if style != self._added_under:
                    self._added = {}
                    self._added_under = style
                added = self._added
                strips = [fitted_strip(row, width, style, added) for row in self.rows(width, height)[:height]]
                if key is not None:
                    if len(self._recent) >= self.RECENT:
                        del self._recent[next(iter(self._recent))]
                    self._recent[key] = strips
            self._strips = strips
            self._built_for = size
        return self._strips

    def render_line(self, y: int) -> Strip:
        strips = self._current()
        if 0 <= y < len(strips):
            return strips[y]
        return Strip.blank(self._built_for[0], self.visual_style.rich_style)

    def row_source(self) -> Callable[[int], Strip]:
        """:meth:`render_line` for the rows of one repaint, the size looked up once."""
        strips = self._current()

        def row(y: int) -> Strip:
            return strips[y] if 0 <= y < len(strips) else self.render_line(y)

        return row


class TextLines(LineWidget):
    """A line widget that shows a list of rich-text lines (cut to its width and height)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._lines: list[Text] = []

    def show(self, lines: list[Text]) -> None:
        """Show ``lines``; nothing is redrawn when they are the same as before."""
        if lines != self._lines:
            self._lines = list(lines)
            self.invalidate()

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        return self.text_rows(self._lines[:height], width)
