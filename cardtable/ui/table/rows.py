"""Up and Down over a table's rows in the order they are drawn: a strip of cards laid out on
several lines (a hand in a grid, a row of units wrapped at 80x24) is walked line by line before
the cursor leaves it. Pure functions over positions; no Textual."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence


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


USING_KINDS = ("play", "activate")
"""The actions that use a card or an Emissary where it lies (an attack or a block is asked for by
its own key)."""


def opening_row(
    zones: Sequence[str], items: Callable[[str], Sequence[str]], usable: Collection[str]
) -> tuple[str, int]:
    """The row, and the place in it, a person's cursor starts on when the keyboard comes to them:
    the hand's first card, unless nothing in the hand can be used now and a card or an Emissary
    in another row can (``usable``: the ids the person's legal actions use). playtest24-la: with
    Orin's ability the only answer, the cursor lay on a hand of cards marked ✗ and nothing showed
    what could act."""
    first = zones[0]
    if not usable or any(iid in usable for iid in items(first)):
        return first, 0
    for zone in zones[1:]:
        for index, iid in enumerate(items(zone)):
            if iid in usable:
                return zone, index
    return first, 0
