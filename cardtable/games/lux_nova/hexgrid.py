"""Hex-grid geometry: flat-top hexagons in axial coordinates (q, r), edges and half-edges.

Edges are numbered clockwise from the top: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW. Each edge is split
at its midpoint into two half-edges, numbered 0..11 clockwise: half-edge ``2k`` is the first half
of edge ``k`` going clockwise (half-edge 0 is the western half of the top edge), ``2k + 1`` the
second. Across a shared edge the two halves next to the same corner face each other, so half-edge
``2k`` of one card faces half-edge ``2((k + 3) % 6) + 1`` of its neighbour in direction ``k``.
"""

from __future__ import annotations

from typing import Final

Cell = tuple[int, int]

EDGE_NAMES: Final = ("N", "NE", "SE", "S", "SW", "NW")

DIRECTIONS: Final[tuple[Cell, ...]] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
"""Axial offset of the neighbour across edge k (flat-top hexagons, r grows downwards)."""

HALF_EDGES: Final = 12
ROTATIONS: Final = 6


def opposite(edge: int) -> int:
    """The edge of the neighbour that faces ``edge``."""
    return (edge + 3) % 6


def facing_half(half: int) -> int:
    """The half-edge of the neighbour (across ``half // 2``) that touches ``half``."""
    edge, second = divmod(half, 2)
    return 2 * opposite(edge) + (0 if second else 1)


FACING_PAIRS: Final[tuple[tuple[tuple[int, int], tuple[int, int]], ...]] = tuple(
    ((2 * k, facing_half(2 * k)), (2 * k + 1, facing_half(2 * k + 1))) for k in range(6)
)
"""For each edge k: the two (own half, neighbour's half) pairs that touch across it."""


def neighbour(cell: Cell, edge: int) -> Cell:
    dq, dr = DIRECTIONS[edge]
    return (cell[0] + dq, cell[1] + dr)


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    q, r = cell
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def definition_half(position: int, rotation: int) -> int:
    """The half-edge of the card's definition shown at ``position`` after turning it
    ``rotation`` x 60 degrees clockwise."""
    return (position - 2 * rotation) % HALF_EDGES


def rotate_cell(cell: Cell, turns: int = 1) -> Cell:
    """``cell`` turned ``turns`` x 60 degrees clockwise around (0, 0)."""
    q, r = cell
    for _ in range(turns % 6):
        # In cube coordinates (x, y, z) = (q, -q - r, r) a clockwise turn is (-z, -x, -y).
        q, r = -r, q + r
    return (q, r)


def distance(a: Cell, b: Cell) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def degrees(rotation: int) -> int:
    return rotation * 60
