"""Luminous's orb in words ("an amber orb", "a crimson orb"); the article and "1st", "2nd" are
the engine's (:mod:`cardtable.engine.words`)."""

from __future__ import annotations

from cardtable.engine.words import a_or_an


def an_orb(colour: str) -> str:
    """ "an amber orb", "a crimson orb" (the article follows the colour)."""
    return f"{a_or_an(colour)} orb"
