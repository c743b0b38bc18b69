"""Saying where a card goes in words a player can follow (no axial coordinates): "below the
centre card", "up-right of LN-12", naming the neighbouring card that is easiest to find.

Pure functions (no Textual), used by the status line, the log and the command palette.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from cardtable.games.lux_nova.hexgrid import DIRECTIONS, Cell

PLACE_OF = ("below", "down-left of", "up-left of", "above", "up-right of", "down-right of")
"""Where a cell lies relative to its neighbour across that cell's edge k (0 N ... 5 NW): a cell
whose northern neighbour is a card lies below it, and so on."""

CENTRE = (0, 0)


def card_name(card: str, cell: Cell) -> str:
    """How a placed card is named: the centre card, or its id."""
    return "the centre card" if cell == CENTRE else card


def where(cell: Cell, order: Sequence[tuple[Cell, str]]) -> str:
    """Where ``cell`` lies, from the cards already placed (``order``: (cell, card id) in play
    order): relative to the centre card when it touches it, else to the most recently placed
    card it touches; "touching N cards" when it touches more than one."""
    placed = {c: card for c, card in order}
    rank = {c: index for index, (c, _) in enumerate(order)}
    touching = []
    for edge, (dq, dr) in enumerate(DIRECTIONS):
        neighbour = (cell[0] + dq, cell[1] + dr)
        if neighbour in placed:
            touching.append((edge, neighbour))
    if not touching:
        return "away from the window"
    if any(n == CENTRE for _, n in touching):
        edge, neighbour = next((e, n) for e, n in touching if n == CENTRE)
    else:
        edge, neighbour = max(touching, key=lambda item: rank[item[1]])
    text = f"{PLACE_OF[edge]} {card_name(placed[neighbour], neighbour)}"
    if len(touching) > 1:
        text += f" (touching {len(touching)} cards)"
    return text


def turned(rotation: int) -> str:
    return f"turned {rotation * 60}°" if rotation else "unturned"


_AT = re.compile(r" at \((-?\d+),\s*(-?\d+)\)")


def log_line(text: str, order: Sequence[tuple[Cell, str]]) -> str:
    """A log sentence with its "at (q,r)" replaced by where the card went, as the window was when
    it was played (``order``: every placement so far, in play order)."""
    found = _AT.search(text)
    if found is None:
        return text
    cell = (int(found.group(1)), int(found.group(2)))
    for index, (placed_cell, _) in enumerate(order):
        if placed_cell == cell:
            return text[: found.start()] + " " + where(cell, order[:index]) + "," + text[found.end() :]
    return text
