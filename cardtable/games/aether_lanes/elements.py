"""Elements, lanes and the elemental multiplier (pure values, no state)."""

from __future__ import annotations

ELEMENTS: tuple[str, ...] = ("fire", "wind", "earth", "water", "light", "shadow")
LANES: tuple[str, ...] = ("aggressive", "balanced", "defensive")
LANE_INDEX: dict[str, int] = {lane: index for index, lane in enumerate(LANES)}

BEATS: dict[str, str] = {
    "fire": "wind",
    "wind": "earth",
    "earth": "water",
    "water": "fire",
    "light": "shadow",
    "shadow": "light",
}
"""Each element and the one it deals the advantaged multiplier to."""

ADVANTAGE = 125
"""Percent multiplier of an advantaged strike (1.25)."""
DISADVANTAGE = 80
"""Percent multiplier of a disadvantaged strike (0.80)."""
EVEN = 100


def _multiplier(attacker: str, defender: str) -> int:
    if BEATS[attacker] == defender:
        return ADVANTAGE
    if BEATS[defender] == attacker and attacker not in ("light", "shadow"):
        return DISADVANTAGE
    return EVEN


MULTIPLIERS: dict[tuple[str, str], int] = {(a, d): _multiplier(a, d) for a in ELEMENTS for d in ELEMENTS}
"""(attacker's element, defender's) -> the elemental multiplier in percent (read only): what
:func:`multiplier` answers, read directly by combat's every blow."""


def multiplier(attacker: str, defender: str) -> int:
    """The elemental multiplier, in percent, of ``attacker`` striking ``defender``."""
    return MULTIPLIERS[attacker, defender]


def scale(value: int, percent: int) -> int:
    """``value * percent / 100`` rounded half up (7.5 -> 8), in exact integer arithmetic."""
    if value <= 0:
        return 0
    return (value * percent + 50) // 100


def ceil_third(value: int) -> int:
    """``value / 3`` rounded up (the minimum strike)."""
    return -(-value // 3) if value > 0 else 0


def lane_name(index: int) -> str:
    return LANES[index].capitalize()


def element_name(element: str) -> str:
    return element.capitalize()


def an_element(element: str) -> str:
    """The element's name after "a" or "an": "a Fire", "an Earth"."""
    name = element_name(element)
    return f"{'an' if name[:1] in 'AEIOU' else 'a'} {name}"
