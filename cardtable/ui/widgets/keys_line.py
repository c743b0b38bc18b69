"""A line of key hints with buttons for the mouse: a dialog's Confirm and Back, a reader's Close
(a dialog of picks and the full-screen readers could not be closed with a click)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from rich.segment import Segment
from rich.text import Text

from cardtable.ui.widgets.button_line import BarButton, ButtonLine
from cardtable.ui.widgets.line_widget import segments


class KeysLine(ButtonLine):
    """One line: what the keys do (dim, cut between words) and buttons at its right for the
    mouse; a click on one posts :class:`ButtonLine.Pressed`."""

    DEFAULT_CSS = """
    KeysLine {
        height: 1;
    }
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.text = ""
        self.short = ""

    def show(self, text: str, buttons: tuple[BarButton, ...], short: str = "") -> None:
        """``text`` beside ``buttons``; ``short``, the same said shorter, where ``text`` would be
        cut (so a cut never hides a condition such as "at most 2")."""
        self.text = text
        self.short = short
        self.buttons = buttons
        self.invalidate()

    def look(self) -> Hashable:
        return (self.text, self.short, self.buttons)

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        buttons, used = self.button_segments(width, short=width < 70)
        room = max(1, width - used)
        text = self.short if self.short and len(self.text) > room else self.text
        return [segments(Text(text, style="dim"), self.app.console, room) + buttons]
