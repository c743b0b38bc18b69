"""A line widget with clickable buttons at the right end of its first row."""

from __future__ import annotations

import dataclasses
from collections.abc import Collection
from typing import Any

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.message import Message
from textual.reactive import reactive

from cardtable.ui.widgets.line_widget import LineWidget
from cardtable.ui.widgets.theme_colors import theme_color


@dataclasses.dataclass(frozen=True, slots=True)
class BarButton:
    """A clickable label drawn inside a line widget: ``kind`` "ready", "on" or "" (plain)."""

    id: str
    label: str
    kind: str = ""
    short: str = ""
    """A shorter label for a narrow bar (empty: the same label)."""


class ButtonLine(LineWidget):
    """A line widget with buttons at the right end of its first row; a click on one posts
    :class:`ButtonLine.Pressed` with its id. Subclasses draw the rest with :meth:`rows`, placing
    :meth:`button_segments` at the end of the first row."""

    buttons: reactive[tuple[BarButton, ...]] = reactive((), repaint=False)  # the watcher repaints

    class Pressed(Message):
        def __init__(self, button: str) -> None:
            super().__init__()
            self.button = button

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._hits: list[tuple[int, int, str]] = []

    def watch_buttons(self) -> None:
        self.invalidate()

    def button_segments(
        self, width: int, short: bool = False, shorten: Collection[str] = ()
    ) -> tuple[list[Segment], int]:
        """The buttons as segments (right-aligned) and their total width; records click areas.
        ``short`` draws every button in its short form, ``shorten`` only the buttons with those ids."""
        theme = self.app.current_theme
        styles = {
            "ready": Style(bold=True, color="black", bgcolor=theme_color(theme, "success", "green")),
            "on": Style(bold=True, color="black", bgcolor=theme_color(theme, "accent", "yellow")),
            "": Style(reverse=True),
        }
        out: list[Segment] = []
        spans: list[tuple[int, int, str]] = []
        x = 0
        for button in self.buttons:
            brief = short or button.id in shorten
            text = f" {(button.short or button.label) if brief else button.label} "
            out.append(Segment(" "))
            x += 1
            out.append(Segment(text, styles.get(button.kind, styles[""])))
            spans.append((x, x + cell_len(text), button.id))
            x += cell_len(text)
        start = width - x
        self._hits = [(start + a, start + b, key) for a, b, key in spans]
        return out, x

    def button_at(self, x: int, y: int) -> str | None:
        """The id of the button drawn at (``x``, ``y``) of this widget, or None."""
        if y == 0:
            for start, end, key in self._hits:
                if start <= x < end:
                    return key
        return None

    def on_click(self, event: events.Click) -> None:
        key = self.button_at(event.x, event.y)
        if key is not None:
            event.stop()
            self.post_message(self.Pressed(key))
            return
        self.clicked_elsewhere(event)

    def clicked_elsewhere(self, event: events.Click) -> None:
        """A click outside the buttons (subclasses may react)."""
