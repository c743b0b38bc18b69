"""Finished rows: a widget's rows handed to the compositor without Textual's per-row styling pass.

Textual builds every row of a widget again after each repaint it is asked for: the row from
``render_line``, then its padding, border, outline, tint and opacity, then a new strip. For a
widget whose styles add nothing but (at most) padding at its sides, that pass gives back the same
cells, and after a key it was a third of what repainting the hand cost. :class:`FinishedRows`
makes those rows itself, with the same padding and the app's line filters, and keeps each finished
row until Textual would drop its own copy (a repaint asked for, a new width, new styles).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.segment import Segment
from rich.style import Style as RichStyle
from textual.containers import Horizontal, Vertical
from textual.filter import ANSIToTruecolor, DimFilter, LineFilter, Monochrome, NoColor
from textual.geometry import Region
from textual.strip import Strip
from textual.style import Style
from textual.widget import Widget

_UNSEEN = object()
SEGMENT_FILTERS = (ANSIToTruecolor, DimFilter, Monochrome, NoColor)
"""Textual's line filters that change each segment's style on its own (text and cells kept)."""


class FinishedRows(Widget):
    """Mixin for a widget drawn from ``render_line``: plain rows are finished here (see the module)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._finished: dict[int, Strip] = {}
        self._finish_for: tuple[int, Any] | None = None
        """(width, how): the width the finished rows were made for, and how to finish a row:
        (left padding, right padding, padding style, background, line filters), or None
        when Textual's own pass is needed."""
        self._filtered: dict[RichStyle | None, RichStyle | None] = {}
        """A segment's style -> that style through the line filters (see :meth:`_finish`)."""
        self._filtered_for: tuple[tuple[LineFilter, ...], Any] | None = None

    def _finish_how(self) -> tuple[int, int, RichStyle, Any, tuple[Any, ...]] | None:
        """How to finish a row (see ``_finish_for``), or None when the styles add more than side
        padding (a border, outline, tint, hatch, opacity, a scrollbar or a link under the mouse)."""
        styles = self.styles
        if any(edge for edge, _ in styles.border) or any(edge for edge, _ in styles.outline):
            return None
        top, right, bottom, left = styles.padding
        if top or bottom or styles.tint.a or self.opacity != 1.0 or styles.text_opacity != 1.0:
            return None
        if styles.has_rule("hatch") and styles.hatch != "none":
            return None
        if self.auto_links and self.hover_style._link_id:
            return None
        size = self.outer_size
        if self.content_size != (size.width - left - right, size.height):
            return None
        base_background, background = self.background_colors
        padding = Style(background=base_background + background).rich_style
        return left, right, padding, background, tuple(self.get_line_filters())

    def row_source(self) -> Callable[[int], Strip]:
        """What gives content row ``y`` for one repaint: ``render_line`` (a subclass may look its
        rows up once for all of them)."""
        return self.render_line

    def render_lines(self, crop: Region) -> list[Strip]:
        width = self.outer_size.width
        if self._finish_for is None or self._finish_for[0] != width:
            self._finished.clear()
            self._finish_for = (width, self._finish_how())
        how = self._finish_for[1]
        if how is None:
            return super().render_lines(crop)
        finished = self._finished
        strips = []
        source: Callable[[int], Strip] | None = None
        for y in crop.line_range:
            strip = finished.get(y)
            if strip is None:
                if source is None:
                    source = self.row_source()
                strip = self._finish(source(y), width, how)
                finished[y] = strip
            strips.append(strip)
        x1, x2 = crop.column_span
        if (x1, x2) != (0, width):
            strips = [strip.crop(x1, x2) for strip in strips]
        return strips

    def _finish(
        self, strip: Strip, width: int, how: tuple[int, int, RichStyle, Any, tuple[Any, ...]]
    ) -> Strip:
        """``strip`` with the side padding (a blank segment each side, as Textual pads a row) and
        through the line filters. Filters that change each segment's style on their own are
        applied in one pass with each style's result kept, in one new strip."""
        left, right, padding, background, filters = how
        if not all(type(line_filter) in SEGMENT_FILTERS for line_filter in filters):
            if left or right:
                pads = [Segment(" " * left, padding)] if left else []
                pads_right = [Segment(" " * right, padding)] if right else []
                strip = Strip([*pads, *strip, *pads_right], width)
            for line_filter in filters:
                strip = strip.apply_filter(line_filter, background)
            return strip
        if not filters and not left and not right:
            return strip
        if self._filtered_for != (filters, background):
            self._filtered = {}
            self._filtered_for = (filters, background)
        filtered = self._filtered

        def through(style: RichStyle | None) -> RichStyle | None:
            found = filtered.get(style, _UNSEEN)
            if found is _UNSEEN:
                segments = [Segment(" ", style)]
                for line_filter in filters:
                    segments = line_filter.apply(segments, background)
                found = filtered[style] = segments[0].style
            return found  # type: ignore[return-value]

        keep_control = not filters  # a filter drops control codes (as Textual's do)
        get = filtered.get
        out = [Segment(" " * left, through(padding))] if left else []
        for text, style, control in strip:
            found = get(style, _UNSEEN)
            if found is _UNSEEN:
                found = through(style)
            out.append(Segment(text, found, control if keep_control else None))  # type: ignore[arg-type]
        if right:
            out.append(Segment(" " * right, through(padding)))
        return Strip(out, width)

    def _set_dirty(self, *regions: Region) -> None:
        # Where Textual drops the rows it keeps for a widget: drop the finished rows with them.
        self._finished.clear()
        self._finish_for = None
        super()._set_dirty(*regions)

    def notify_style_update(self) -> None:
        self._finished.clear()
        self._finish_for = None
        super().notify_style_update()


class FinishedHorizontal(Horizontal, FinishedRows):
    """A Horizontal container whose (background) rows are finished here: unchanged, they cost a
    look-up on each repaint of the screen instead of a pass over every row."""


class FinishedVertical(Vertical, FinishedRows):
    """A Vertical container whose (background) rows are finished here (see :class:`FinishedHorizontal`)."""
