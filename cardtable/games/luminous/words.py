"""Small wording helpers shared by the refusals, the log and the descriptions (one place for the
article before a word: "an amber orb", "a crimson orb"; for "1st", "2nd", "3rd")."""

from __future__ import annotations


def a_or_an(word: str) -> str:
    """``word`` with its indefinite article: "an Amber", "a Crimson"."""
    return f"an {word}" if word[:1].lower() in "aeiou" else f"a {word}"


def an_orb(colour: str) -> str:
    """ "an amber orb", "a crimson orb" (the article follows the colour)."""
    return f"{a_or_an(colour)} orb"


def ordinal(n: int) -> str:
    """ "1st", "2nd", "3rd", "4th", ..., "11th", "12th", "13th", "21st"."""
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"
