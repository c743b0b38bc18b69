"""How long a computer seat's action waits before it is applied, so a person can follow it."""

from __future__ import annotations

from cardtable.engine.actions import Action

COMPUTER_DELAY = {"instant": 0.0, "fast": 0.15, "normal": 0.5, "slow": 1.0}
"""Seconds a computer's move stays visible before the next one, by animation speed."""
UNPACED = frozenset({"pass", "offer", "accumulate"})
"""Actions shown without a pause: a pass shows nothing to watch; an offering and a Light put on a
Unit are a turn's routine bookkeeping, seen on the Numen and the supply and listed in the recap."""


def computer_pace(action: Action, speed: str, shown_for: float = 0.0) -> float:
    """Seconds to wait before a computer seat's ``action`` is applied, so a person can follow
    it: the pause of ``speed`` less ``shown_for``, the time the table has already shown the last
    change (the computer's thinking overlaps the pause instead of adding to it). Passes and the
    routine steps of :data:`UNPACED` are not paced: play-tests timed a Lux Aeterna computer turn
    at 5-8 s (half of it waiting on passes), then 3-4 s (a pause on every step)."""
    if action.KIND in UNPACED:
        return 0.0
    return max(0.0, COMPUTER_DELAY.get(speed, 0.5) - shown_for)
