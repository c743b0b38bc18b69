"""Turning a Lux Nova position into hexagon paints (no Textual here, so it is easy to test).

Placed cards show their glass parts with a dot in each part (or its colour letter with the
colour-blind setting); the last play has a gold outline; the cells where a card may go are faint
outlines (unless play aids are off); the card being placed is shown in place at the cursor with
the points each of its parts would score, and the parts of the areas it would join are marked.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

from cardtable.games.lux_nova.present import CardLook, ColourFace, ScoreFace
from cardtable.ui.widgets.hex_board import HexLabel, HexPaint
from cardtable.ui.widgets.hex_geometry import Cell

DOT = "●"
JOINED = "◉"
LAST_OUTLINE = "#f2c94c"
CURSOR_OUTLINE = "#ffffff"
CURSOR_OUTLINE_BAD = "#ff5555"
LEGAL_FILLS = ("#232323", "#2b2b2b", "#333333")
"""Open cells in three greys, so that neighbouring open cells never share one ((q - r) mod 3)."""
LEGAL_OUTLINE = "#4a4a4a"
CURSOR_EMPTY_FILL = "#3a3a3a"
JOINED_FG = "#ffff66"
JOINED_OUTLINE = "#7fdbff"
"""The outline of a card with a part in an area the card being placed would join."""
SMALL_RADIUS = 3.5
"""At or below this radius the parts are filled with their letters instead of one label each (from
radius 4, the board's smallest default size, each part shows its dot as on the printed cards)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Placing:
    """What the player is about to do: this card, turned this way, at this cell."""

    card: CardLook
    rotation: int
    cell: Cell
    preview: ScoreFace | None


@dataclasses.dataclass(frozen=True, slots=True)
class PaintOptions:
    colour_blind: bool = False
    aids: bool = True
    radius: float = 6.0


def card_colours(colours: Sequence[ColourFace], card: CardLook, rotation: int) -> tuple[str, ...]:
    """The terminal colour at each of the 12 half-edge positions of a placed card."""
    return tuple(colours[i].terminal for i in card.colours[rotation])


def card_letters(colours: Sequence[ColourFace], card: CardLook, rotation: int) -> tuple[str, ...]:
    return tuple(colours[i].letter for i in card.colours[rotation])


def card_paint(
    colours: Sequence[ColourFace],
    card: CardLook,
    rotation: int,
    options: PaintOptions,
    *,
    outline: str | None = None,
    texts: dict[int, str] | None = None,
    marked: frozenset[int] = frozenset(),
) -> HexPaint:
    """A placed (or previewed) card: its colours, a label per part, an optional outline.

    ``texts`` replaces the label of some parts (the preview's points); ``marked`` parts get the
    "joined area" mark.
    """
    shown = card_colours(colours, card, rotation)
    by_id = {colour.id: colour for colour in colours}
    small = options.radius <= SMALL_RADIUS
    labels = []
    for part in card.parts:
        halves = part.placed[rotation]
        colour = by_id[part.colour]
        text = (texts or {}).get(part.index)
        if text is None and part.index in marked:
            labels.append(HexLabel(JOINED, halves, fg=JOINED_FG))
            continue
        if text is None:
            if small:
                continue  # small cards: letters fill the part instead (colour-blind) or nothing
            text = colour.letter if options.colour_blind else DOT
        labels.append(HexLabel(text, halves, fg="#ffffff"))
    letters = card_letters(colours, card, rotation) if (small and options.colour_blind) else None
    return HexPaint(halves=shown, outline=outline, labels=tuple(labels), letters=letters)


class PaintCache:
    """Remembers the paint of each placed card (a window repaints many times between plays)."""

    def __init__(self, colours: Sequence[ColourFace]) -> None:
        self.colours = tuple(colours)
        self._paints: dict[tuple[object, ...], HexPaint] = {}

    def card(
        self,
        card: CardLook,
        rotation: int,
        options: PaintOptions,
        outline: str | None,
        marked: frozenset[int],
    ) -> HexPaint:
        key = (card.card, rotation, options, outline, marked)
        paint = self._paints.get(key)
        if paint is None:
            if len(self._paints) > 4096:
                self._paints.clear()
            paint = card_paint(self.colours, card, rotation, options, outline=outline, marked=marked)
            self._paints[key] = paint
        return paint


def board_paints(
    colours: Sequence[ColourFace],
    board: Mapping[Cell, tuple[CardLook, int]],
    legal: list[Cell],
    last_cell: Cell | None,
    placing: Placing | None,
    options: PaintOptions,
    cache: PaintCache | None = None,
) -> dict[Cell, HexPaint]:
    """Every cell to draw: placed cards, open cells, and the card being placed."""
    cache = cache or PaintCache(colours)
    marked: dict[Cell, set[int]] = {}
    if placing is not None and placing.preview is not None and options.aids:
        for part in placing.preview.parts:
            for q, r, index in part.counted:
                marked.setdefault((q, r), set()).add(index)
    paints: dict[Cell, HexPaint] = {}
    for cell, (card, rotation) in board.items():
        joined = frozenset(marked.get(cell, ()))
        paints[cell] = cache.card(
            card,
            rotation,
            options,
            JOINED_OUTLINE if joined else LAST_OUTLINE if cell == last_cell else None,
            joined,
        )
    for cell in legal:
        if options.aids:
            fill = LEGAL_FILLS[(cell[0] - cell[1]) % 3]
            paints[cell] = HexPaint(fill=fill, outline=LEGAL_OUTLINE if options.radius >= 5 else None)
        else:
            paints[cell] = HexPaint()
    if placing is not None:
        texts: dict[int, str] | None = None
        if options.aids and placing.preview is not None:
            small = options.radius <= SMALL_RADIUS
            texts = {
                p.part: (str(p.points) if small else f"+{p.points}" if p.points else "0")
                for p in placing.preview.parts
                if p.points or not small
            }
        if placing.cell in board:
            paints[placing.cell] = dataclasses.replace(paints[placing.cell], outline=CURSOR_OUTLINE_BAD)
        else:
            paints[placing.cell] = card_paint(
                colours,
                placing.card,
                placing.rotation,
                options,
                outline=CURSOR_OUTLINE,
                texts=texts,
            )
    return paints


def cursor_paint(paints: dict[Cell, HexPaint], cell: Cell) -> dict[Cell, HexPaint]:
    """Mark an empty cell under the cursor when there is no card to place (e.g. looking around)."""
    paint = paints.get(cell)
    if paint is None or paint.halves is None:
        paints = dict(paints)
        paints[cell] = HexPaint(fill=CURSOR_EMPTY_FILL, outline=CURSOR_OUTLINE)
    return paints
