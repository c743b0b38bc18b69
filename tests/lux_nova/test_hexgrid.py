"""Geometry: the numbering of edges and half-edges checked against a drawing of the hexagons."""

from __future__ import annotations

import math

import pytest

from cardtable.games.lux_nova import hexgrid
from tests.lux_nova.support import centre, corner, half_edge_midpoint, touching_halves


@pytest.mark.parametrize("edge", range(6))
def test_direction_k_is_the_neighbour_across_edge_k(edge: int) -> None:
    q, r = hexgrid.DIRECTIONS[edge]
    x, y = centre(q, r)
    # The neighbour lies straight across the middle of edge k (angle 270 + 60k on screen).
    angle = math.degrees(math.atan2(y, x)) % 360
    assert angle == pytest.approx((270 + 60 * edge) % 360)
    assert hexgrid.EDGE_NAMES[edge] == ("N", "NE", "SE", "S", "SW", "NW")[edge]


def test_half_edge_zero_is_the_western_half_of_the_top_edge() -> None:
    x0, y0 = half_edge_midpoint(0, 0, 0)
    x1, y1 = half_edge_midpoint(0, 0, 1)
    assert y0 == pytest.approx(y1) and y0 < 0  # both on the top edge
    assert x0 < 0 < x1


@pytest.mark.parametrize("edge", range(6))
def test_facing_halves_match_the_drawing(edge: int) -> None:
    other = hexgrid.neighbour((0, 0), edge)
    drawn = touching_halves((0, 0), other)
    assert sorted(drawn) == sorted(hexgrid.FACING_PAIRS[edge])
    for own, theirs in drawn:
        assert hexgrid.facing_half(own) == theirs
        assert hexgrid.facing_half(theirs) == own


def test_only_neighbours_touch() -> None:
    for cell in [(2, 0), (1, 1), (0, 2), (2, -1), (-2, 1)]:
        assert touching_halves((0, 0), cell) == []


@pytest.mark.parametrize("rotation", range(6))
def test_turning_the_drawing_clockwise_moves_each_half_two_places_on(rotation: int) -> None:
    angle = math.radians(60 * rotation)  # clockwise on a screen whose y grows downwards
    for half in range(12):
        x, y = half_edge_midpoint(0, 0, half)
        turned = (x * math.cos(angle) - y * math.sin(angle), x * math.sin(angle) + y * math.cos(angle))
        target = half_edge_midpoint(0, 0, (half + 2 * rotation) % 12)
        assert turned == pytest.approx(target)
        assert hexgrid.definition_half((half + 2 * rotation) % 12, rotation) == half


@pytest.mark.parametrize("turns", range(7))
def test_rotate_cell_turns_the_drawing_clockwise(turns: int) -> None:
    angle = math.radians(60 * turns)
    for cell in [(1, 0), (0, 1), (2, -1), (-3, 2), (0, 0)]:
        x, y = centre(*cell)
        expected = (x * math.cos(angle) - y * math.sin(angle), x * math.sin(angle) + y * math.cos(angle))
        assert centre(*hexgrid.rotate_cell(cell, turns)) == pytest.approx(expected, abs=1e-9)


def test_corners_are_shared_by_neighbours() -> None:
    # Sanity check of the drawing itself: the top-right corner of a card is the west corner of
    # its NE neighbour, and its east corner is the top-left corner of its SE neighbour.
    assert corner(0, 0, 1) == pytest.approx(corner(1, -1, 5))
    assert corner(0, 0, 2) == pytest.approx(corner(1, 0, 0))
    assert hexgrid.distance((0, 0), (2, -1)) == 2
