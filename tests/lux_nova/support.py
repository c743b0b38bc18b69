"""Helpers for the Lux Nova tests: scenarios by name, plays, and a drawing-based reference."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from cardtable.engine.scenario import read_scenario
from cardtable.games.lux_nova.actions import Place
from cardtable.games.lux_nova.catalog import Card
from cardtable.games.lux_nova.scenario import from_scenario
from cardtable.games.lux_nova.scoring import PlayScore
from cardtable.games.lux_nova.state import LuxNovaState

SCENARIOS = Path(__file__).parent / "scenarios"


def scenario_data(name: str, **overrides: Any) -> dict[str, Any]:
    data = read_scenario(SCENARIOS / f"{name}.yaml")
    data.update(overrides)
    return data


def scenario(name: str, **overrides: Any) -> LuxNovaState:
    """The position of ``tests/lux_nova/scenarios/<name>.yaml``, with keys replaced."""
    return from_scenario(scenario_data(name, **overrides))


def play(state: LuxNovaState, card: str, q: int, r: int, rotation: int) -> PlayScore:
    """Apply a placement for the acting seat and return its score."""
    state.apply(Place(card, q, r, rotation))
    assert state.last is not None
    return state.last


def points_by_colour(result: PlayScore) -> dict[str, int]:
    return {p.colour: p.points for p in result.parts}


# ----- a drawing of the hexagons, independent of hexgrid.py ---------------------------------

SQRT3 = math.sqrt(3)


def centre(q: int, r: int) -> tuple[float, float]:
    """Pixel centre of a flat-top hexagon of radius 1; y grows downwards, as on a screen."""
    return (1.5 * q, SQRT3 * (r + q / 2))


def corner(q: int, r: int, index: int) -> tuple[float, float]:
    """Corner ``index`` (0 = top-left, then clockwise) of the hexagon at (q, r)."""
    x, y = centre(q, r)
    angle = math.radians(240 + 60 * index)
    return (x + math.cos(angle), y + math.sin(angle))


def half_edge_midpoint(q: int, r: int, half: int) -> tuple[float, float]:
    """The middle of half-edge ``half``: edge k runs from corner k to corner k+1 clockwise;
    half 2k is the part next to corner k, half 2k+1 the part next to corner k+1."""
    edge, second = divmod(half, 2)
    (ax, ay), (bx, by) = corner(q, r, edge), corner(q, r, (edge + 1) % 6)
    near_a = 0.25 if second else 0.75
    return (ax * near_a + bx * (1 - near_a), ay * near_a + by * (1 - near_a))


def drawn_colour(card: Card, half: int, rotation: int) -> str:
    """The colour a turned card shows at a half-edge, by turning the drawing: turning the card
    clockwise by 60 degrees carries each half-edge two places on."""
    return card.halves[(half - 2 * rotation) % 12]


def touching_halves(a: tuple[int, int], b: tuple[int, int]) -> list[tuple[int, int]]:
    """Pairs (half of a, half of b) whose midpoints coincide in the drawing."""
    pairs = []
    for ha in range(12):
        xa, ya = half_edge_midpoint(*a, ha)
        for hb in range(12):
            xb, yb = half_edge_midpoint(*b, hb)
            if abs(xa - xb) < 1e-9 and abs(ya - yb) < 1e-9:
                pairs.append((ha, hb))
    return pairs
