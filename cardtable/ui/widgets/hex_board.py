"""A scrollable canvas of flat-top hexagons drawn with half-block characters.

The widget knows nothing of any game: it draws a mapping ``cell -> HexPaint`` (twelve coloured
half-edge slices or an empty cell, an outline, small labels) at a zoom level, re-renders only the
lines whose cells changed, centres itself when smaller than the view, and turns mouse clicks into
:class:`HexBoard.CellClicked` and the wheel into :class:`HexBoard.Wheel`.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.geometry import Region, Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip

from cardtable.ui.widgets.hex_geometry import (
    SQRT3,
    Cell,
    border_closeness,
    cell_centre,
    half_edge_at,
    part_centroid,
    pixel_cell,
)

UPPER_HALF = "▀"
MARGIN_PX = 2


@dataclasses.dataclass(frozen=True, slots=True)
class HexLabel:
    """Text drawn inside a cell: at the centroid of the part made of ``halves`` (or the centre)."""

    text: str
    halves: tuple[int, ...] = ()
    fg: str = "#ffffff"
    bold: bool = True
    bg: str | None = None


@dataclasses.dataclass(frozen=True, slots=True)
class HexPaint:
    """How to draw one cell.

    ``halves``: twelve colours (half-edges clockwise from the western half of the top edge), or
    ``None`` for an empty cell. ``fill``: the body of an empty cell (``None``: see-through).
    ``outline``: the border colour (``None``: the board's lead colour for cards, none for empty
    cells). ``letters``: for colour-blind play at small sizes, a letter per half-edge that fills
    its part's character cells.
    """

    halves: tuple[str, ...] | None = None
    fill: str | None = None
    outline: str | None = None
    labels: tuple[HexLabel, ...] = ()
    letters: tuple[str, ...] | None = None


@dataclasses.dataclass(frozen=True, slots=True)
class _Pixel:
    cell: Cell
    half: int
    closeness: float
    to_previous: float
    """Distance in pixels to the line between this half-edge slice and the previous one."""
    to_next: float


class HexBoard(ScrollView, can_focus=True, inherit_bindings=False):
    """Draws hexagons; the screen owns the game and sets ``paints`` and ``radius``.

    The board has no key bindings of its own (a scroll view's arrow keys would otherwise win over
    the screen's whenever the board can scroll): the screen moves the view with
    :meth:`scroll_to_cell`."""

    DEFAULT_CSS = """
    HexBoard {
        background: $background;
        scrollbar-size: 1 1;
    }
    """

    class CellClicked(Message):
        """A cell was clicked (``button`` 1 = left, 3 = right)."""

        def __init__(self, board: HexBoard, cell: Cell, button: int) -> None:
            super().__init__()
            self.board = board
            self.cell = cell
            self.button = button

    class Wheel(Message):
        """The mouse wheel turned over the board: +1 down (clockwise), -1 up."""

        def __init__(self, board: HexBoard, step: int) -> None:
            super().__init__()
            self.board = board
            self.step = step

    def __init__(self, *, radius: float = 6.0, lead: str = "#161616", **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.radius = radius
        self.lead = lead
        self.paints: dict[Cell, HexPaint] = {}
        self._pixels: dict[tuple[int, int], _Pixel] = {}
        self._lines: dict[int, Strip] = {}
        self._row_pixels: dict[int, list[tuple[_Pixel, _Pixel]]] = {}
        self._columns: dict[int, tuple[str, list[tuple[str, Style]]]] = {}
        """Per canvas row, the background it was drawn on and the (character, style) of each
        column as last drawn."""
        self._stale: dict[int, list[tuple[int, int]]] = {}
        """Per canvas row, the column spans (first, last) to draw again before it is shown."""
        self._placed: dict[int, tuple[Strip, tuple[int, int, int], Strip]] = {}
        """Per canvas row: the row's strip, where it was shown (padding, scroll, width) and the
        strip shown there, reused while neither changes."""
        """Per canvas row, the (top, bottom) pixel of each column: geometry only, kept until the
        radius or the origin changes."""
        self._labels: dict[tuple[int, int], tuple[str, HexLabel]] = {}
        self._origin = (0, 0)
        self._canvas = Size(0, 0)
        self._styles: dict[tuple[str | None, str | None, bool], Style] = {}

    # ----- public -----------------------------------------------------------------------

    @property
    def _edge(self) -> float:
        """Border closeness from which a pixel is the lead around a cell (about one pixel wide,
        thinner on small hexagons)."""
        width = 0.9 if self.radius >= 6 else 0.7 if self.radius >= 4 else 0.55
        return 1.0 - width / (SQRT3 / 2 * self.radius)

    @property
    def _inner_lead(self) -> float:
        """Half-width in pixels of the lead between two parts of a card (none when small)."""
        return 0.5 if self.radius >= 5 else 0.0

    def set_radius(self, radius: float) -> None:
        if radius != self.radius:
            self.radius = radius
            self._pixels.clear()
            self._row_pixels.clear()
            self._relayout(force=True)

    def set_paints(self, paints: Mapping[Cell, HexPaint]) -> None:
        """Show new paints; only the lines of cells whose paint changed are drawn again."""
        old = self.paints
        self.paints = dict(paints)
        if self._relayout(force=False):
            return
        changed = {c for c in old.keys() | self.paints.keys() if old.get(c) != self.paints.get(c)}
        rows: set[int] = set()
        for cell in changed:
            top, bottom = self._cell_rows(cell)
            first, last = self._cell_columns(cell)
            for row in range(top, bottom + 1):
                self._mark(row, first, last)
            rows.update(range(top, bottom + 1))
        for col, row in self._place_labels():
            self._mark(row, col, col)
            rows.add(row)
        self._refresh_rows(rows)

    def _mark(self, row: int, first: int, last: int) -> None:
        """Columns ``first``..``last`` of a canvas row must be drawn again."""
        self._lines.pop(row, None)
        if row in self._columns:
            self._stale.setdefault(row, []).append((max(0, first), min(self._canvas.width - 1, last)))

    def _cell_columns(self, cell: Cell) -> tuple[int, int]:
        """The canvas columns a cell's pixels may fall in (a flat-topped hexagon spans one radius
        each side of its centre), with a column to spare on each side."""
        cx, _ = cell_centre(cell, self.radius)
        ox = self._origin[0]
        return math.floor(cx - self.radius - ox) - 1, math.ceil(cx + self.radius - ox) + 1

    def _refresh_rows(self, rows: set[int]) -> None:
        """Repaint only the given canvas rows (as contiguous bands of the visible area)."""
        if not rows or not self.is_mounted:
            return
        _, pad_y = self._padding()
        offset = pad_y - int(self.scroll_offset.y)
        width = self.size.width
        height = self.size.height
        visible = sorted(row + offset for row in rows if 0 <= row + offset < height)
        start: int | None = None
        previous = 0
        for y in visible:
            if start is None:
                start = previous = y
            elif y == previous + 1:
                previous = y
            else:
                self.refresh(Region(0, start, width, previous - start + 1))
                start = previous = y
        if start is not None:
            self.refresh(Region(0, start, width, previous - start + 1))

    def cell_region(self, cell: Cell) -> Region:
        """The region (in canvas characters) a cell occupies."""
        cx, cy = cell_centre(cell, self.radius)
        ox, oy = self._origin
        left = math.floor(cx - self.radius - ox)
        top, bottom = self._cell_rows(cell)
        return Region(left, top, math.ceil(2 * self.radius) + 1, bottom - top + 1)

    def scroll_to_cell(self, cell: Cell, animate: bool = False) -> None:
        region = self.cell_region(cell)
        self.scroll_to_region(region.grow((1, 2, 1, 2)), animate=animate, immediate=True)

    def cell_at(self, x: int, y: int) -> Cell:
        """The cell under a point of the widget (in its own coordinates)."""
        pad_x, pad_y = self._padding()
        col = x + int(self.scroll_offset.x) - pad_x
        row = y + int(self.scroll_offset.y) - pad_y
        ox, oy = self._origin
        return pixel_cell(ox + col + 0.5, oy + 2 * row + 1.0, self.radius)

    def canvas_size(self) -> Size:
        return self._canvas

    def fitting_radius(self, cells: list[Cell], choices: tuple[float, ...], width: int, height: int) -> float:
        """The largest radius among ``choices`` at which all ``cells`` fit in width x height."""
        for radius in sorted(choices, reverse=True):
            xs, ys = zip(*(cell_centre(c, radius) for c in cells)) if cells else ((0.0,), (0.0,))
            need_w = max(xs) - min(xs) + 2 * radius + 2 * MARGIN_PX
            need_h = (max(ys) - min(ys) + SQRT3 * radius + 2 * MARGIN_PX) / 2
            if need_w <= width and need_h <= height:
                return radius
        return min(choices)

    # ----- layout -----------------------------------------------------------------------

    def _relayout(self, force: bool) -> bool:
        """Recompute origin and size; returns True if everything was invalidated."""
        radius = self.radius
        apothem = SQRT3 / 2 * radius
        if self.paints:
            xs, ys = zip(*(cell_centre(c, radius) for c in self.paints))
            min_x, max_x = min(xs) - radius - MARGIN_PX, max(xs) + radius + MARGIN_PX
            min_y, max_y = min(ys) - apothem - MARGIN_PX, max(ys) + apothem + MARGIN_PX
        else:
            min_x = max_x = min_y = max_y = 0.0
        origin = (math.floor(min_x), 2 * math.floor(min_y / 2))
        canvas = Size(math.ceil(max_x - origin[0]) + 1, math.ceil((max_y - origin[1]) / 2) + 1)
        if not force and origin == self._origin and canvas == self._canvas:
            return False
        self._origin = origin
        self._canvas = canvas
        self._lines.clear()
        self._row_pixels.clear()
        self._columns.clear()
        self._stale.clear()
        self.virtual_size = canvas
        self._place_labels()
        self.refresh()
        return True

    def _cell_rows(self, cell: Cell) -> tuple[int, int]:
        _, cy = cell_centre(cell, self.radius)
        apothem = SQRT3 / 2 * self.radius
        oy = self._origin[1]
        return max(0, math.floor((cy - apothem - oy) / 2) - 1), math.ceil((cy + apothem - oy) / 2) + 1

    def _place_labels(self) -> set[tuple[int, int]]:
        """Recompute where labels go; returns the (column, row) places whose label changed."""
        labels: dict[tuple[int, int], tuple[str, HexLabel]] = {}
        ox, oy = self._origin
        for cell, paint in self.paints.items():
            cx, cy = cell_centre(cell, self.radius)
            for label in paint.labels:
                dx, dy = part_centroid(label.halves, self.radius) if label.halves else (0.0, 0.0)
                col = math.floor(cx + dx - ox) - (len(label.text) - 1) // 2
                row = math.floor((cy + dy - oy) / 2)
                for offset, char in enumerate(label.text):
                    labels[(col + offset, row)] = (char, label)
        places: set[tuple[int, int]] = set()
        if labels != self._labels:
            places = labels.keys() ^ self._labels.keys()
            places |= {key for key, value in labels.items() if self._labels.get(key) != value}
            self._labels = labels
        return places

    def _padding(self) -> tuple[int, int]:
        width, height = self.scrollable_content_region.size
        return max(0, (width - self._canvas.width) // 2), max(0, (height - self._canvas.height) // 2)

    # ----- drawing ----------------------------------------------------------------------

    def _pixel(self, px: int, py: int) -> _Pixel:
        key = (px, py)
        found = self._pixels.get(key)
        if found is None:
            x, y = px + 0.5, py + 0.5
            cell = pixel_cell(x, y, self.radius)
            cx, cy = cell_centre(cell, self.radius)
            dx, dy = x - cx, y - cy
            half = half_edge_at(dx, dy)
            distance = math.hypot(dx, dy)
            angle = (math.degrees(math.atan2(dy, dx)) - 240.0 - 30.0 * half) % 360.0
            to_previous = distance * math.sin(math.radians(min(angle, 90.0)))
            to_next = distance * math.sin(math.radians(min(30.0 - angle, 90.0))) if angle <= 30 else distance
            found = _Pixel(cell, half, border_closeness(dx, dy, self.radius), to_previous, to_next)
            self._pixels[key] = found
        return found

    def _style(self, fg: str | None, bg: str | None, bold: bool = False) -> Style:
        key = (fg, bg, bold)
        style = self._styles.get(key)
        if style is None:
            style = Style(color=fg, bgcolor=bg, bold=bold)
            self._styles[key] = style
        return style

    def _background(self) -> str:
        """The board's background as rich names it (an ANSI theme's "ansi_default" is rich's
        "default", the terminal's own background)."""
        colour = self.styles.background
        if colour.a == 0:
            return "#000000"
        return colour.rich_color.name if colour.ansi is not None else colour.hex

    def _canvas_line(self, row: int) -> Strip:
        """One row of characters: two pixel rows, each character a half block (top pixel in the
        foreground, bottom in the background), a space, a part's letter or a label.

        This runs for every changed row after each key, so the colour of a pixel is worked out
        by a local function with everything it reads bound once per row (a method per pixel
        took about half as long again)."""
        line = self._lines.get(row)
        if line is not None:
            return line
        background = self._background()
        ox, oy = self._origin
        py_top = oy + 2 * row
        segments: list[Segment] = []
        run_text: list[str] = []
        run_style: Style | None = None
        pixels, pixel = self._pixels, self._pixel
        paints_get, labels_get = self.paints.get, self._labels.get
        styles, style_of = self._styles, self._style
        edge, inner_lead, lead = self._edge, self._inner_lead, self.lead

        def colour(found: _Pixel) -> str:
            paint = paints_get(found.cell)
            if paint is None:
                return background
            halves = paint.halves
            if halves is not None:
                if found.closeness >= edge:
                    return paint.outline or lead
                hue = halves[found.half]
                if inner_lead and (
                    (found.to_previous < inner_lead and halves[found.half - 1] != hue)
                    or (found.to_next < inner_lead and halves[(found.half + 1) % 12] != hue)
                ):
                    return lead
                return hue
            if paint.outline is not None and found.closeness >= edge:
                return paint.outline
            return paint.fill or background

        row_pixels = self._row_pixels.get(row)
        if row_pixels is None:
            row_pixels = [
                (
                    pixels.get((px, py_top)) or pixel(px, py_top),
                    pixels.get((px, py_top + 1)) or pixel(px, py_top + 1),
                )
                for px in range(ox, ox + self._canvas.width)
            ]
            self._row_pixels[row] = row_pixels

        def drawn(col: int) -> tuple[str, Style]:
            top_pixel, bottom_pixel = row_pixels[col]
            top = colour(top_pixel)
            bottom = colour(bottom_pixel)
            label = labels_get((col, row))
            if label is not None:
                char, spec = label
                return char, style_of(spec.fg, spec.bg or top, spec.bold)
            if top == bottom:
                paint = paints_get(top_pixel.cell)
                if (
                    paint is not None
                    and paint.letters is not None
                    and paint.halves is not None
                    and top == paint.halves[top_pixel.half]
                ):
                    return paint.letters[top_pixel.half].lower(), style_of(_contrast(top), top)
                return " ", styles.get((None, top, False)) or style_of(None, top)
            return UPPER_HALF, styles.get((top, bottom, False)) or style_of(top, bottom)

        kept = self._columns.get(row)
        stale = self._stale.pop(row, None)
        if kept is None or stale is None or kept[0] != background:
            columns = [drawn(col) for col in range(len(row_pixels))]
            self._columns[row] = (background, columns)
        else:  # only the columns of the cells (and labels) that changed
            columns = kept[1]
            for first, last in stale:
                for col in range(first, last + 1):
                    columns[col] = drawn(col)
        for char, style in columns:
            if style is run_style:
                run_text.append(char)
            else:
                if run_text:
                    segments.append(Segment("".join(run_text), run_style))
                run_text, run_style = [char], style
        if run_text:
            segments.append(Segment("".join(run_text), run_style))
        line = Strip(segments, self._canvas.width)
        self._lines[row] = line
        return line

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        pad_x, pad_y = self._padding()
        scroll_x, scroll_y = int(self.scroll_offset.x), int(self.scroll_offset.y)
        row = y + scroll_y - pad_y
        blank = self._style(None, self._background())
        if row < 0 or row >= self._canvas.height:
            return Strip.blank(width, blank)
        line = self._canvas_line(row)
        placed = self._placed.get(row)
        if placed is not None and placed[0] is line and placed[1] == (pad_x, scroll_x, width):
            return placed[2]  # the same canvas row in the same place as last time
        if pad_x:
            shown = Strip.join([Strip.blank(pad_x, blank), line]).crop_extend(0, width, blank)
        else:
            shown = line.crop_extend(scroll_x, scroll_x + width, blank)
        self._placed[row] = (line, (pad_x, scroll_x, width), shown)
        return shown

    # ----- mouse ------------------------------------------------------------------------

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.focus()
        self.post_message(self.CellClicked(self, self.cell_at(event.x, event.y), event.button))

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        event.prevent_default()
        self.post_message(self.Wheel(self, 1))

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        event.prevent_default()
        self.post_message(self.Wheel(self, -1))

    def on_resize(self) -> None:
        self.refresh()


def _contrast(colour: str) -> str:
    """Black or white, whichever reads better on ``colour``."""
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return "#000000" if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"
