"""Theme colours for rich styles. A Textual theme may name a colour in a form only Textual reads
("ansi_green" in the ANSI themes), which rich refuses; these helpers let Textual parse it and hand
rich a colour it knows."""

from __future__ import annotations

from rich.color import Color as RichColor
from textual.color import Color, ColorParseError
from textual.theme import Theme


def theme_color(theme: Theme, role: str, fallback: str) -> RichColor:
    """The theme's colour for ``role`` ("accent", "success", "warning"...) as a rich colour;
    ``fallback`` when the theme has none or names one that cannot be read."""
    value = getattr(theme, role, None) or fallback
    try:
        return Color.parse(value).rich_color
    except ColorParseError:
        return Color.parse(fallback).rich_color
