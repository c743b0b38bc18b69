"""The hint under a scrolling text taller than its room: how many lines are still below, or that
all are shown (playtest20: the curtain's newest events sat under the fold with only a thin
scrollbar to hint at them; playtest21-la N6: the computer's recap the same at 80x24). One wording
for the curtain and every full-screen reader (recap, history, legend)."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.containers import VerticalScroll
from textual.message import Message


class ScrollBody(VerticalScroll):
    """A scrolling text that says when its own size changes: the lines below its fold depend on
    that, and its first size (or the one after its room changed) comes after the screen asked
    (playtest22: a recap that fits said "▼ 20 more lines" until a key scrolled it; closing21: a
    curtain two lines too tall said "▼ 1 more line")."""

    class Resized(Message):
        """The body was laid out at a new size."""

    def on_resize(self, _event: events.Resize) -> None:
        self.post_message(self.Resized())


def overflow(scroll: Any) -> int:
    """The lines of a scrolling container's content that do not fit its view, from the sizes
    laid out now (``max_scroll_y`` lags a layout behind: a recap that fits said "▼ 20 more
    lines", playtest22)."""
    return max(0, scroll.virtual_size.height - scroll.scrollable_content_region.height)


def lines_below(scroll: Any) -> int:
    """The lines of a scrolling container still below its view."""
    return max(0, round(overflow(scroll) - scroll.scroll_y))


def more_words(below: int) -> str:
    """ "▼ 3 more lines: ↓ or PgDn", or "▲ all shown: ↑ or PgUp scrolls back" (``below`` 0)."""
    if below > 0:
        return f"▼ {below} more line{'s' if below != 1 else ''}: ↓ or PgDn"
    return "▲ all shown: ↑ or PgUp scrolls back"
