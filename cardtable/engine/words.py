"""Small English helpers shared by every game's log lines and presentation."""

from __future__ import annotations


def possessive(name: str) -> str:
    """``name`` with its possessive ending: "Bo's", but "Altar of Whispers'" (a name ending in s
    takes the apostrophe alone)."""
    return f"{name}'" if name.endswith(("s", "S")) else f"{name}'s"
