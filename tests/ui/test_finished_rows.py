"""Rows the shared widgets finish themselves (line widgets, the log and its scrollbar, containers)
are the rows Textual's own styling pass makes: same segments, same styles, after every change."""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import RichLog

from cardtable.engine.events import Event
from cardtable.ui.widgets import EventLog
from cardtable.ui.widgets.finished_rows import FinishedRows, FinishedVertical
from cardtable.ui.widgets.line_widget import LineWidget


class Panel(LineWidget):
    """A line widget with side padding and a background, whose text changes."""

    DEFAULT_CSS = """
    Panel { height: 4; padding: 0 1; background: $boost; }
    """

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.words = "Orbs"

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        lines = [Text(self.words, style="bold"), Text("dim line", style="dim green"), Text("plain")]
        return self.text_rows(lines, width)


class FinishedApp(App[None]):
    def compose(self) -> ComposeResult:
        with FinishedVertical(id="column"):
            yield Panel(id="panel")
            yield EventLog(id="log")


def textual_rows(widget: Widget) -> list[Strip]:
    """The widget's rows as Textual's own pass makes them (its styles cache, redrawn)."""
    widget._styles_cache.clear()
    return Widget.render_lines(widget, Region(0, 0, *widget.outer_size))


def same(ours: list[Strip], theirs: list[Strip]) -> bool:
    def cells(strips: list[Strip]) -> list[list[tuple[str, Style | None]]]:
        return [[(seg.text, seg.style) for seg in Segment.simplify(strip)] for strip in strips]

    return cells(ours) == cells(theirs)


async def test_line_widgets_containers_and_the_log_finish_the_rows_textual_would_make() -> None:
    app = FinishedApp()
    async with app.run_test(size=(50, 16)) as pilot:
        panel = app.query_one(Panel)
        log = app.query_one(EventLog)
        column = app.query_one(FinishedVertical)
        for step in range(12):
            panel.words = f"Orbs {'● ' * step}"
            panel.invalidate()
            log.show(
                [Event("play", f"Ana plays card number {n} of a long line.") for n in range(step * 3)], seat=0
            )
            await pilot.pause()
            full = Region(0, 0, *panel.outer_size)
            assert panel._finish_for is not None and panel._finish_for[1] is not None  # finished here
            assert same(panel.render_lines(full), textual_rows(panel))
            assert same(column.render_lines(Region(0, 0, *column.outer_size)), textual_rows(column))
            log_rows = log.render_lines(Region(0, 0, *log.outer_size))  # partly kept from before
            log._styles_cache.clear()
            assert same(log_rows, RichLog.render_lines(log, Region(0, 0, *log.outer_size)))
        bar = log.vertical_scrollbar
        assert isinstance(bar, FinishedRows) and bar.display  # the log scrolls: its bar is drawn
        assert same(bar.render_lines(Region(0, 0, *bar.outer_size)), textual_rows(bar))
