"""How Lux Aeterna's Lights, costs and card kinds look: one glyph and one colour per Light colour
(the glyph alone tells the colours apart, for colour-blind play), and small text builders."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from rich.text import Text

if TYPE_CHECKING:
    from cardtable.engine.kernel.resources import Cost

LETTERS = ("R", "X", "C", "V", "P", "W")
NAMES = {"R": "Rubedian", "X": "Xanthosis", "C": "Caelestis", "V": "Viridian", "P": "Purpurea", "W": "White"}
GLYPHS = {"R": "♦", "X": "☀", "C": "☾", "V": "♣", "P": "♠", "W": "✦"}
"""Fallback glyphs; the screen takes the game's own (its data) through :func:`use_glyphs`."""
STYLES = {
    "R": "bold #e0524a",
    "X": "bold #e8c02a",
    "C": "bold #4d8fe0",
    "V": "bold #3fb560",
    "P": "bold #b266d8",
    "W": "bold #f2f2f2",
}
COLOUR_LETTER = {
    "rubedian": "R",
    "xanthosis": "X",
    "caelestis": "C",
    "viridian": "V",
    "purpurea": "P",
    "white": "W",
}
LIFE = "✦"
LIFE_LOST = "·"
POWER = "⚔"
POLARIZED = "⟳"
TYPE_NAMES = {"unit": "Unit", "relic": "Relic", "prayer": "Prayer", "prophecy": "Prophecy"}


def use_glyphs(glyphs: dict[str, str]) -> None:
    """Take the glyphs the game's data gives (letter -> glyph)."""
    GLYPHS.update({k: v for k, v in glyphs.items() if k in GLYPHS and v})


def letter(colour: str) -> str:
    """ "rubedian" or "R" -> "R"."""
    return COLOUR_LETTER.get(colour, colour[:1].upper() if colour else "W")


def light(colour: str, count: int = 1) -> Text:
    """``count`` Lights of one colour as glyphs (a number after them when there are many)."""
    key = letter(colour)
    glyph = GLYPHS.get(key, "?")
    if count > 4:
        return Text.assemble((glyph, STYLES.get(key, "")), (f"×{count}", "bold"))
    return Text(glyph * count, style=STYLES.get(key, ""))


def lights(counts: Iterable[tuple[str, int]], empty: str = "none") -> Text:
    """Several colours of Lights (in the order R X C V P W), or ``empty`` in dim."""
    order = {k: i for i, k in enumerate(LETTERS)}
    items = sorted(((letter(c), n) for c, n in counts if n > 0), key=lambda item: order.get(item[0], 9))
    if not items:
        return Text(empty, style="dim")
    out = Text()
    for key, n in items:
        out.append_text(light(key, n))
    return out


def supply(counts: Iterable[tuple[str, int]]) -> Text:
    """The shared supply, every colour always shown with its count ("♦3 ☀0 ..."), an empty colour
    dim; White only when some life Lights wait there."""
    have = {letter(c): n for c, n in counts}
    out = Text()
    for key in LETTERS:
        n = have.get(key, 0)
        if key == "W" and not n:
            continue
        if out:
            out.append(" ")
        out.append(GLYPHS.get(key, "?"), style=STYLES.get(key, "") if n else "dim")
        out.append(str(n), style="bold" if n else "dim")
    return out


def soul(lives: int, most: int) -> Text:
    """Lives as Light glyphs, the lost ones dim."""
    return Text.assemble((LIFE * lives, "bold #f2f2f2"), (LIFE_LOST * max(0, most - lives), "dim"))


def cost(price: Cost) -> Text:
    """The one notation of a cost everywhere (board, hand, inspector, dialogs, palette, deck
    builder): its coloured Lights as their glyphs, then the number of Lights of any colour
    ("♦♦2": two Rubedian and two any); "0" for a free one. The legend explains it."""
    out = Text()
    order = {k: i for i, k in enumerate(LETTERS)}
    for colour, count in sorted(price.coloured, key=lambda item: order.get(letter(item[0]), 9)):
        key = letter(colour)
        out.append(GLYPHS.get(key, "?") * count, style=STYLES.get(key, ""))
    if price.generic or not out.plain:
        out.append(str(price.generic), style="bold")
    return out


def cost_words(price: Cost) -> str:
    """:func:`cost` as plain text, for a line that has no colours (the command palette)."""
    return cost(price).plain


CARD_COST = re.compile(r"\b([Pp]ay) ([RXCVPW]+)(\d*)(?=:)")
"""A cost written in a card's rules text in the data's letters ("Pay R:", "pay PP:")."""


def card_text(text: str) -> Text:
    """A card's rules text with its costs in the table's notation ("Pay ♦: it gets +2 Power"),
    as :func:`cost` writes them; the data (and the engine's text outputs) keep the letters."""
    from cardtable.engine.kernel.resources import Cost

    out = Text()
    at = 0
    for found in CARD_COST.finditer(text):
        out.append(text[at : found.start()])
        counts: dict[str, int] = {}
        for key in found.group(2):
            counts[key] = counts.get(key, 0) + 1
        out.append(f"{found.group(1)} ")
        out.append_text(cost(Cost.of(counts, int(found.group(3) or 0))))
        at = found.end()
    out.append(text[at:])
    return out


def card_words(text: str) -> str:
    """:func:`card_text` as plain text (a face's text, wrapped by the widgets)."""
    return card_text(text).plain


def colour_badge(colour: str) -> Text:
    key = letter(colour)
    return Text(GLYPHS.get(key, "?"), style=STYLES.get(key, ""))


# The marks of the table (each with one meaning: the legend, g, lists them all).
EMISSARY = "✶"
CURSOR = "▶"
TURN = "»"
"""The player whose turn it is (the cursor is ▶: no glyph has two meanings)."""
CANNOT = "✗"
DEFENDING = "⛨"
NEXT_TO_RESOLVE = "▲"
QUEUE_ORDER = "▸"
QUEUE_MORE = "⋮"
"""Items of a long queue left out between the next to resolve and the bottom one."""
ROW_MORE = "›"
"""More cards that way in a row of cards (``+3 ›``; ``‹`` the other way)."""
TARGETS = "→"
CONCEDE = "⚑"
