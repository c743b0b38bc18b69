"""Saying where a card goes in words a player can follow (no axial coordinates, no card ids the
board never shows): the number drawn on an open cell while a card is placed, and the glass
colours a cell touches ("cell 7, against amber and blue glass").

Pure functions (no Textual), used by the status line, the log and the command palette.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from cardtable.games.lux_nova.hexgrid import DIRECTIONS, Cell

if TYPE_CHECKING:
    from cardtable.games.lux_nova.catalog import Catalog


def turned(rotation: int) -> str:
    return f"turned {rotation * 60}°" if rotation else "unturned"


# ----- what the board shows: numbered open cells and the glass a cell touches -----------------


def cell_numbers(cells: Sequence[Cell]) -> dict[Cell, int]:
    """A number for each open cell, as drawn on the board while a card is placed: in reading
    order (top to bottom, then left to right on screen), from 1."""
    from cardtable.ui.widgets.hex_geometry import cell_centre

    def key(cell: Cell) -> tuple[float, float]:
        x, y = cell_centre(cell, 1.0)
        return (round(y, 3), round(x, 3))

    return {cell: index for index, cell in enumerate(sorted(cells, key=key), 1)}


def touching_colours(catalog: Catalog, board: Mapping[Cell, tuple[str, int]], cell: Cell) -> list[str]:
    """The names of the glass colours on the edges of the cards around ``cell`` that face it
    (what a player sees around an open cell), in the catalog's colour order."""
    found: set[str] = set()
    for edge, (dq, dr) in enumerate(DIRECTIONS):
        placed = board.get((cell[0] + dq, cell[1] + dr))
        if placed is None:
            continue
        card = catalog.cards[placed[0]]
        facing = (edge + 3) % 6
        found.update(card.colour_at(half, placed[1]) for half in (2 * facing, 2 * facing + 1))
    return [colour.name for colour in catalog.colours if colour.id in found]


def colour_words(names: Sequence[str]) -> str:
    """ "amber", "amber and blue", "amber, blue and red" (lower case, as the glass is named)."""
    words = [name.lower() for name in names]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def play_line(text: str, catalog: Catalog, order: Sequence[tuple[Cell, str, int]]) -> str:
    """A log sentence ("Bo places LN-21 at (-1,2) turned 240° and scores 0.") in what the board
    showed: the card is not named (the board never shows ids) and the place is the glass it was
    laid against ("Bo places a card against amber and blue glass and scores 0.").
    ``order``: every placement so far (cell, card, rotation), in play order."""
    found = _PLACED.search(text)
    if found is None:
        return text
    cell = (int(found.group(1)), int(found.group(2)))
    for index, (placed_cell, _, _) in enumerate(order):
        if placed_cell == cell:
            board = {c: (card, rotation) for c, card, rotation in order[:index]}
            colours = colour_words(touching_colours(catalog, board, cell))
            where_to = f" against {colours} glass" if colours else ""
            return text[: found.start()] + f"a card{where_to}" + text[found.end() :]
    return text


_PLACED = re.compile(r"LN-\d+ at \((-?\d+),\s*(-?\d+)\) turned \d+°")
