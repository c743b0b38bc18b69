"""Saying where a card goes in words a player can follow (no axial coordinates, no card ids the
board never shows): the number drawn on an open cell while a card is placed, and the glass
colours a cell touches ("cell 7, against amber and blue glass").

Pure functions (no Textual), used by the status line, the preview line, the log and the command
palette; what a play scores is the engine's forecast from the presentation.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from rich.text import Text

from cardtable.ui.widgets.hex_geometry import Cell


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


def colour_words(names: Sequence[str]) -> str:
    """ "amber", "amber and blue", "amber, blue and red" (lower case, as the glass is named)."""
    words = [name.lower() for name in names]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def play_line(text: str, window: Sequence[Any]) -> str:
    """A log sentence ("Bo places LN-21 at (-1,2) turned 240° and scores 0.") in what the board
    showed: the card is not named (the board never shows ids) and the place is the glass it was
    laid against ("Bo places a card against amber and blue glass and scores 0.").
    ``window``: the presentation's placed cards (each with the glass it was laid against)."""
    found = _PLACED.search(text)
    if found is None:
        return text
    cell = (int(found.group(1)), int(found.group(2)))
    for placed in window:
        if (placed.q, placed.r) == cell:
            colours = colour_words(placed.against)
            where_to = f" against {colours} glass" if colours else ""
            return text[: found.start()] + f"a card{where_to}" + text[found.end() :]
    return text


_PLACED = re.compile(r"LN-\d+ at \((-?\d+),\s*(-?\d+)\) turned \d+°")


# ----- what a placement scores, from the presentation's forecast ------------------------------


def score_detail(table: Any, score: Any) -> str:
    """ "Scores 3: Amber +2, Jade +1" (the palette's detail line)."""
    parts = [f"{table.colour(p.colour).name} +{p.points}" for p in score.parts if p.points]
    return f"Scores {score.total}: {', '.join(parts)}" if parts else "Scores nothing here"


def preview_text(table: Any, preview: Any, place: str, width: int, aids: bool) -> Text:
    """Two lines cut to ``width``: what the play scores (each colour in its own colour), then
    ``place`` (the card and where it goes); only ``place`` with play aids off."""
    where = Text(place, style="dim")
    where.truncate(width, overflow="ellipsis")
    if not aids:
        return where
    text = Text()
    if preview is None:
        text.append("Cannot go here.", style="red")
    elif not preview.total:
        text.append("Scores 0 here.", style="dim")
    else:
        text.append(f"Scores {preview.total}: ", style="bold")
        scoring = [part for part in preview.parts if part.points]
        for index, part in enumerate(scoring):
            colour = table.colour(part.colour)
            if index:
                text.append(", ")
            text.append(f"{colour.name} +{part.points}", style=f"bold {colour.terminal}")
    text.truncate(width, overflow="ellipsis")
    return Text("\n").join([text, where])
