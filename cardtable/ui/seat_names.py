"""How a seat is named on screen: a computer seat is marked as such, once."""

from __future__ import annotations

COMPUTER_WORDS = frozenset({"cpu", "computer", "bot", "ai"})
"""Words in a name that already say the seat is the computer."""


def says_computer(name: str) -> bool:
    """True if the name itself already tells that the computer plays it ("Cpu", "Bot 2")."""
    return not COMPUTER_WORDS.isdisjoint(name.lower().replace("-", " ").split())


def computer_suffix(name: str, computer: bool, suffix: str = " (computer)") -> str:
    """``suffix`` for a computer seat whose name does not say so already, else nothing."""
    return suffix if computer and not says_computer(name) else ""
