"""What an item on the queue will do, in the queue panel's words. No Textual."""

from __future__ import annotations

from typing import Any


def queue_does(entry: Any) -> str:
    """What an item will do (``entry``: the presentation's queue entry): a Unit or Relic enters
    the Combat Zone (its printed ability is no part of that, yet was shown as if it were: "Lamp
    Bearer · Polarize: regain 1 Light")."""
    if entry.kind != "card" or entry.source_type not in ("unit", "relic"):
        return str(entry.text)
    if entry.text.startswith("When it enters"):
        return str(entry.text)  # says it already, and the panel has few lines to spare
    if entry.source_type == "unit":
        return f"enters the Combat Zone (⚔{entry.source_power})"
    return "enters the Combat Zone"
