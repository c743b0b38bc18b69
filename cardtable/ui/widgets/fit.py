"""A dialog's frame whose list of answers is the part that gives way: when the whole dialog does
not fit in the rows it may take (the terminal's, less the toasts' shown under it:
``ui/toasts.py``), its list is shortened and scrolls, so that its title, its text, the forecast
under the list and its keys always show whole (playtest24-lum: at 80x24 the block question lost
its "Best by this forecast" line to its seventh blocker, and its forecast to a toast)."""

from __future__ import annotations

import math
from typing import Any

from textual import events
from textual.containers import Vertical
from textual.widgets import OptionList

FEWEST = 3
"""Rows a shortened list keeps at least (its frame and one answer)."""
TRIES = 3
"""Layouts :meth:`FitBox.fit` checks its list's rows again after changing them."""


class FitBox(Vertical):
    """The frame of a dialog with one :class:`OptionList`, shown at most ``most`` rows tall
    (:meth:`fit`, called again whenever the frame or the room around it changes)."""

    def __init__(self, *children: Any, most: int = 12, **kwargs: Any) -> None:
        super().__init__(*children, **kwargs)
        self.most = most

    def on_mount(self) -> None:
        self.refit()

    def on_resize(self, _event: events.Resize) -> None:
        self.refit()

    def room(self) -> int:
        """The rows the frame may take: the screen's less its margins, at most its max-height."""
        margin = self.styles.margin
        container = self.screen.size - margin.totals
        rows = container.height
        if self.styles.max_height is not None:
            rows = min(rows, math.floor(self.styles.max_height.resolve(container, self.app.size)))
        return rows

    def _tighten(self, rows: int, whole: int) -> bool:
        """Give the list the frame's blank rows above the title and below the last line while it
        has fewer than the ``whole`` rows it would show with room enough (and take them back when
        it would still have them); True when that changed."""
        padding = self.styles.base.padding
        blank = padding.top + padding.bottom
        tight = self.styles.inline.has_rule("padding")
        if not tight and blank and rows < whole:
            self.styles.padding = (0, padding.right, 0, padding.left)
            return True
        if tight and rows - blank >= whole:
            self.styles.clear_rule("padding")
            self.refresh(layout=True)
            return True
        return False

    def refit(self) -> None:
        """Fit again once what changed (the forecast under the list, the toasts' room) is laid
        out: a frame already as tall as it may be is not resized when its content grows."""
        self.call_after_refresh(self.fit)

    def fit(self, again: int = TRIES) -> None:
        """Give the list the rows the rest of the frame leaves (between :data:`FEWEST` and
        ``most``), keeping its highlighted answer in sight; checked ``again`` after the next
        layout when it changed."""
        if not self.is_attached:
            return
        options = next(iter(self.query(OptionList).results(OptionList)), None)
        if options is None or not options.display:
            return
        clipped = self.virtual_size.height - self.scrollable_content_region.height
        spare = self.room() - self.outer_size.height
        rows = options.outer_size.height + spare - max(0, clipped)
        whole = min(self.most, options.virtual_size.height + options.styles.gutter.height)
        if self._tighten(rows, whole):
            self.refit()
            return
        rows = max(FEWEST, min(self.most, rows))
        current = options.styles.max_height
        if current is None or not current.is_cells or current.value != rows:
            options.styles.max_height = rows
            options.call_after_refresh(options.scroll_to_highlight)
            if again > 0:
                self.call_after_refresh(self.fit, again - 1)
