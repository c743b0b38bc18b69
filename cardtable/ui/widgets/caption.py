"""A text widget of fixed size that repaints without a new layout when its content changes.

``Static.update`` asks for a new layout of the whole screen every time; for text that changes on
every key press (a preview, a status line) inside a box of known size that is wasted work.
"""

from __future__ import annotations

from rich.console import RenderableType
from textual.widget import Widget


class Caption(Widget):
    """Shows one renderable; give it a fixed height in CSS."""

    DEFAULT_CSS = """
    Caption {
        height: 1;
    }
    """

    def __init__(self, content: RenderableType = "", **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._content: RenderableType = content

    def set(self, content: RenderableType) -> None:
        """Replace the content and repaint (same size, so no layout)."""
        self._content = content
        self.refresh()

    @property
    def content(self) -> RenderableType:
        return self._content

    def render(self) -> RenderableType:
        return self._content
