"""What an item on the queue will do, in the queue panel's words. No Textual."""

from __future__ import annotations

from typing import Any


def queue_does(state: Any, entry: Any) -> str:
    """What an item will do: a Unit or Relic enters the Combat Zone (its printed ability is no
    part of that, yet was shown as if it were: "Lamp Bearer · Polarize: regain 1 Light")."""
    if entry.kind != "card":
        return str(entry.text)
    try:
        card = state.card_def(entry.source)
    except KeyError:
        return str(entry.text)
    if card.type not in ("unit", "relic"):
        return str(entry.text)
    if entry.text.startswith("When it enters"):
        return str(entry.text)  # says it already, and the panel has few lines to spare
    return f"enters the Combat Zone (⚔{card.power})" if card.type == "unit" else "enters the Combat Zone"
