"""How long a computer seat's action waits before it is applied, so a person can follow it."""

from __future__ import annotations

from cardtable.engine.actions import Action

COMPUTER_DELAY = {"instant": 0.0, "fast": 0.15, "normal": 0.5, "slow": 1.0}


def computer_pace(action: Action, speed: str) -> float:
    """Seconds to wait before a computer seat's ``action`` is applied, so a person can follow
    it. A pass shows nothing to watch (the recap lists it), so only the other actions are paced:
    a computer's turn of a few plays and many passes does not take seconds (play-test: 5-8 s a
    Lux Aeterna turn, half of it spent waiting on passes)."""
    return 0.0 if action.KIND == "pass" else COMPUTER_DELAY.get(speed, 0.5)
