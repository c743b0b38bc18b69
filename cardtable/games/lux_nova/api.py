"""What Lux Nova's screens ask of the engine besides the presentation: the par of a solo deal."""

from __future__ import annotations

from cardtable.games.lux_nova.bots import PAR_ORDERS
from cardtable.games.lux_nova.bots import solo_par as _solo_par

__all__ = ["PAR_ORDERS", "solo_par"]


def solo_par(seed: int, variant: str) -> int:
    """The par of a solo deal: the greedy computer's median score on the same seed and variant
    over ``PAR_ORDERS`` ways of breaking its ties (``bots.solo_par``)."""
    return _solo_par(seed, variant)
