"""Up and Down over a table's rows in the order they are drawn: a strip of cards laid out on
several lines (a hand in a grid, a row of units wrapped at 80x24) is walked line by line before
the cursor leaves it. Pure functions over positions; no Textual."""

from __future__ import annotations


def line_move(index: int, count: int, per_row: int, delta: int) -> int | None:
    """The position one line up (``delta`` 1) or down (-1) from ``index`` in a strip of ``count``
    cards, ``per_row`` a line, in the same column (the last card of a shorter last line when the
    column is past its end); ``None`` when there is no line that way."""
    if count <= 0 or per_row >= count:
        return None
    index = min(index, count - 1)
    line, column = divmod(index, per_row)
    lines = -(-count // per_row)
    target = line - delta
    if not 0 <= target < lines:
        return None
    return min(target * per_row + column, count - 1)


def entry_index(index: int, count: int, per_row: int, delta: int) -> int:
    """Where the cursor lands entering a strip going up (``delta`` 1: its last line) or down
    (-1: its first line), keeping the column of ``index``."""
    if count <= 0:
        return 0
    column = min(index, count - 1) % max(1, per_row)
    if delta < 0 or per_row >= count:
        return min(column, count - 1)
    last = (count - 1) // per_row * per_row
    return min(last + column, count - 1)
