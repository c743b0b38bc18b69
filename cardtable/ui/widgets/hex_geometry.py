"""Pixel geometry of flat-top hexagons for drawing them with half-block characters.

One "pixel" is one character wide and half a character tall (a ▀/▄ half block), so pixels are
about square. A hexagon of circumradius ``R`` pixels has its centre at
``x = 1.5 R q``, ``y = sqrt(3) R (r + q / 2)`` in axial coordinates (q, r), r growing downwards.

Half-edges are numbered as in the engine: 0..11 clockwise, half-edge 0 being the western half of
the top edge. Half-edge ``h`` is the triangle from the centre to the border between screen angles
``240 + 30 h`` and ``270 + 30 h`` degrees (0 = east, angles grow clockwise because y points down).
"""

from __future__ import annotations

import functools
import math

Cell = tuple[int, int]
SQRT3 = math.sqrt(3.0)


def cell_centre(cell: Cell, radius: float) -> tuple[float, float]:
    """Centre of a cell in pixels."""
    q, r = cell
    return 1.5 * radius * q, SQRT3 * radius * (r + q / 2)


def pixel_cell(x: float, y: float, radius: float) -> Cell:
    """The cell whose hexagon contains the pixel point (x, y) (cube rounding)."""
    fq = (2.0 / 3.0) * x / radius
    fr = (-x / 3.0 + SQRT3 / 3.0 * y) / radius
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (q, r)


def half_edge_at(dx: float, dy: float) -> int:
    """Which half-edge slice a point (relative to the centre) lies in."""
    angle = math.degrees(math.atan2(dy, dx)) % 360.0
    return int(((angle - 240.0) % 360.0) // 30.0) % 12


def border_closeness(dx: float, dy: float, radius: float) -> float:
    """0 at the centre, 1 on the hexagon's border (a hexagonal 'radius')."""
    apothem = SQRT3 / 2 * radius
    ax, ay = abs(dx), abs(dy)
    return max(ay / apothem, (ax * SQRT3 / 2 + ay / 2) / apothem)


def _corner(index: int, radius: float) -> tuple[float, float]:
    angle = math.radians(60 * index)
    return radius * math.cos(angle), radius * math.sin(angle)


def half_edge_triangle(half: int, radius: float) -> tuple[tuple[float, float], tuple[float, float]]:
    """The two border points of half-edge ``half``'s triangle (the third point is the centre)."""
    edge, second = divmod(half, 2)
    start_angle = 240 + 60 * edge  # the corner where edge ``edge`` starts, going clockwise
    corner_a = _corner(int(start_angle // 60) % 6, radius)
    corner_b = _corner(int(start_angle // 60 + 1) % 6, radius)
    mid = ((corner_a[0] + corner_b[0]) / 2, (corner_a[1] + corner_b[1]) / 2)
    return (corner_a, mid) if not second else (mid, corner_b)


@functools.lru_cache(maxsize=4096)
def part_centroid(halves: tuple[int, ...], radius: float) -> tuple[float, float]:
    """Centre of mass of a part made of the given half-edge triangles (relative to the centre).

    Every half-edge triangle has the same area, so the part's centroid is the mean of theirs.
    """
    xs = ys = 0.0
    count = 0
    for half in halves:
        (ax, ay), (bx, by) = half_edge_triangle(half, radius)
        xs += (ax + bx) / 3
        ys += (ay + by) / 3
        count += 1
    if not count:
        return 0.0, 0.0
    x, y = xs / count, ys / count
    # A part covering half the card or more has its centroid near the middle: push it outwards so
    # the dot sits clearly inside the part.
    length = math.hypot(x, y)
    if 0 < length < radius * 0.35:
        x, y = x / length * radius * 0.35, y / length * radius * 0.35
    return x, y
