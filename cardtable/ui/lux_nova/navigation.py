"""Moving the cursor between cells with the arrow keys: to the nearest cell in that direction."""

from __future__ import annotations

import math
from collections.abc import Iterable

from cardtable.ui.widgets.hex_geometry import Cell, cell_centre

DIRECTIONS = {"up": (0.0, -1.0), "down": (0.0, 1.0), "left": (-1.0, 0.0), "right": (1.0, 0.0)}
CONE = math.cos(math.radians(75))


def step(current: Cell, candidates: Iterable[Cell], direction: str) -> Cell:
    """The candidate cell nearest to ``current`` that lies roughly in ``direction`` on screen
    (within 75 degrees of it), preferring cells straight ahead; ``current`` if there is none."""
    dx, dy = DIRECTIONS[direction]
    cx, cy = cell_centre(current, 1.0)
    best: tuple[float, Cell] | None = None
    for cell in candidates:
        if cell == current:
            continue
        x, y = cell_centre(cell, 1.0)
        vx, vy = x - cx, y - cy
        length = math.hypot(vx, vy)
        cosine = (vx * dx + vy * dy) / length
        if cosine < CONE:
            continue
        cost = length * (1.0 + 1.5 * (1.0 - cosine))
        if best is None or cost < best[0]:
            best = (cost, cell)
    return current if best is None else best[1]


def nearest(target: Cell, candidates: Iterable[Cell]) -> Cell | None:
    """The candidate closest to ``target`` on screen (ties: the first in order)."""
    tx, ty = cell_centre(target, 1.0)
    best: tuple[float, Cell] | None = None
    for cell in candidates:
        x, y = cell_centre(cell, 1.0)
        distance = math.hypot(x - tx, y - ty)
        if best is None or distance < best[0] - 1e-9:
            best = (distance, cell)
    return None if best is None else best[1]
