"""How elements, lanes and speeds look: short codes and shapes (never colour alone), colours."""

from __future__ import annotations

from rich.text import Text

from cardtable.ui.table.names import short_name

__all__ = ["short_name"]

ELEMENT_CODE: dict[str, str] = {
    "fire": "Fi",
    "wind": "Wi",
    "earth": "Ea",
    "water": "Wa",
    "light": "Li",
    "shadow": "Sh",
}
ELEMENT_SHAPE: dict[str, str] = {
    "fire": "▲",
    "wind": "≈",
    "earth": "■",
    "water": "●",
    "light": "✶",
    "shadow": "◐",
}
ELEMENT_COLOUR: dict[str, str] = {
    "fire": "#ff7b54",
    "wind": "#7ddba6",
    "earth": "#d2a86e",
    "water": "#62a8ff",
    "light": "#ffe07a",
    "shadow": "#b997ff",
}
LANE_NAMES: tuple[str, ...] = ("Aggressive", "Balanced", "Defensive")
LANE_TAGS: tuple[str, ...] = ("+1 ATK", "NEUTRAL", "+1 DEF")
PHASES: tuple[str, ...] = ("Draw", "Gather", "Main", "Combat", "End")
TYPE_NAMES: dict[str, str] = {"summon": "Summon", "spell": "Spell", "event": "Event", "sigil": "Sigil"}

SPEEDS: tuple[str, ...] = ("1x", "2x", "instant")
SPEED_LABELS: dict[str, str] = {"1x": "1x", "2x": "2x", "instant": "max"}
"""How the speed button names each speed ("max": the fight is shown at once)."""
STEP_SECONDS: dict[str, float] = {"1x": 0.6, "2x": 0.3, "instant": 0.0}
SPEED_FROM_SETTING: dict[str, str] = {"instant": "instant", "fast": "2x", "normal": "1x", "slow": "1x"}

PADLOCK = "🔒"
FLAG = "⚑"
SOUL = "♥"
AETHER = "◆"


def element_badge(element: str, colour_blind: bool) -> Text:
    """The element as shape plus two letters ("▲Fi"); coloured unless colour-blind mode is on."""
    label = f"{ELEMENT_SHAPE[element]}{ELEMENT_CODE[element]}"
    if colour_blind:
        return Text(label, style="bold")
    return Text(label, style=f"bold {ELEMENT_COLOUR[element]}")


def bar(current: int, maximum: int, width: int) -> str:
    """A text bar ("█████░░░") of ``width`` cells for ``current`` out of ``maximum``."""
    if width <= 0 or maximum <= 0:
        return ""
    filled = max(0, min(width, round(width * current / maximum)))
    return "█" * filled + "░" * (width - filled)
