"""Small English helpers shared by every game's log lines and presentation."""

from __future__ import annotations


def a_or_an(word: str) -> str:
    """``word`` with its indefinite article: "an Amber", "a Crimson", "a Lux Aeterna"."""
    return f"an {word}" if word[:1].lower() in "aeiou" else f"a {word}"


def ordinal(n: int) -> str:
    """ "1st", "2nd", "3rd", "4th", ..., "11th", "12th", "13th", "21st"."""
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def possessive(name: str) -> str:
    """``name`` with its possessive ending: "Bo's", but "Altar of Whispers'" (a name ending in s
    takes the apostrophe alone)."""
    return f"{name}'" if name.endswith(("s", "S")) else f"{name}'s"
