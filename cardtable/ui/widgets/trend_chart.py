"""A small chart of one number over a match, drawn with block characters on a scale shared by
every player's chart (so that two charts can be compared at a glance)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widget import Widget

BLOCKS = " ▁▂▃▄▅▆▇█"
"""Eighths of a cell, from empty to full."""


def chart_rows(values: Sequence[float], width: int, height: int, low: float, high: float) -> list[str]:
    """The chart of ``values`` in ``height`` rows of ``width`` cells, top row first, on the scale
    ``low``..``high``. Each column shows the value reached at that point of the match (the last one
    of the points it stands for); a value at ``low`` still shows a thin line."""
    if width <= 0 or height <= 0:
        return []
    if not values:
        return [" " * width for _ in range(height)]
    count = len(values)
    steps = height * 8
    levels = []
    for column in range(width):
        value = values[min(count - 1, ((column + 1) * count - 1) // width)]
        if high > low:
            level = round((min(high, max(low, value)) - low) / (high - low) * steps)
        else:
            level = steps // 2
        levels.append(max(1, level))
    rows = []
    for row in range(height - 1, -1, -1):
        rows.append("".join(BLOCKS[max(0, min(8, level - row * 8))] for level in levels))
    return rows


class TrendChart(Widget):
    """One player's chart: ``values`` drawn on the shared scale ``low``..``high``, as tall as the
    widget (one or two rows)."""

    DEFAULT_CSS = """
    TrendChart {
        height: 2;
        color: $accent;
        background: $boost;
    }
    """

    def __init__(
        self, values: Sequence[float], low: float, high: float, *, id: str | None = None, classes: str = ""
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.values = tuple(values)
        self.low = low
        self.high = high

    def render(self) -> Text:
        rows = chart_rows(self.values, self.size.width, self.size.height, self.low, self.high)
        return Text("\n".join(rows))
