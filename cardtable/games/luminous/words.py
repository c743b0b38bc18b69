"""Small wording helpers shared by the refusals, the log and the descriptions (one place for the
article before a word: "an amber orb", "a crimson orb")."""

from __future__ import annotations


def a_or_an(word: str) -> str:
    """``word`` with its indefinite article: "an Amber", "a Crimson"."""
    return f"an {word}" if word[:1].lower() in "aeiou" else f"a {word}"


def an_orb(colour: str) -> str:
    """ "an amber orb", "a crimson orb" (the article follows the colour)."""
    return f"{a_or_an(colour)} orb"
