"""The hand strip: the viewer's hand as one widget, over any game's card faces.

A game describes how one of its cards looks through a :class:`CardPainter` (the lines of a boxed
card, the one-line form for a small terminal); the strip lays the cards out, frames the chosen
one, and turns clicks into card indexes. Faces must be hashable (drawings are kept per face)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive

from cardtable.ui.table.names import fit_words
from cardtable.ui.widgets.grid_cells import cell_widths, least_room
from cardtable.ui.widgets.line_widget import LineWidget, segments
from cardtable.ui.widgets.theme_colors import theme_color


class CardPainter(Protocol):
    """How a game's hand cards look."""

    def card_lines(self, face: Any, width: int, selected: bool, colour_blind: bool) -> list[Text]:
        """The lines inside a boxed card ``width`` cells wide (name first; cut to the room)."""

    def grid_line(self, face: Any, selected: bool, colour_blind: bool) -> Text:
        """The card on one line (marker, cost, name), for the grid of a small terminal."""


@runtime_checkable
class FittedGridPainter(CardPainter, Protocol):
    """A painter whose one-line form fits a given room itself (e.g. by shortening the name with
    intent rather than cutting its end)."""

    beside: Sequence[str]
    """The names of the cards drawn with the one painted (the strip sets them before it paints
    its grid): a name shortened keeps the word that tells it from them (playtest22-lum: "Order
    the Mind", "Expand the Mind" and "Strengthen the Mind" all read "Mind")."""

    def grid_line_in(self, face: Any, selected: bool, colour_blind: bool, room: int) -> Text:
        """The card on one line in at most ``room`` cells."""


@dataclasses.dataclass(frozen=True, slots=True)
class HandView:
    """What the hand strip shows: the cards (None while hidden), the chosen one, and a note."""

    cards: tuple[Any, ...] | None = None
    selected: int | None = None
    armed: bool = False
    note: str = ""


class HandStrip(LineWidget):
    """Boxed cards side by side when there is room (in up to ``BOX_ROWS`` rows), a
    one-line-per-card grid on a small terminal. The chosen card has a heavy frame and a ▶
    (``CHOSEN`` on its frame once armed by a click); a click on a card posts
    :class:`HandStrip.Clicked` with its index."""

    DEFAULT_CSS = """
    HandStrip {
        height: 1fr;
        min-height: 3;
    }
    """

    view: reactive[HandView] = reactive(HandView(), repaint=False)  # the watchers repaint
    colour_blind: reactive[bool] = reactive(False, repaint=False)

    GRID_CELL = 18
    """Width of a card in the one-line-per-card grid used when columns would be too narrow."""
    MIN_COLUMN = 11
    """Narrowest boxed card; below it the grid is used."""
    MAX_COLUMN = 32
    BOX_ROWS = 1
    """How many rows of boxed cards the strip may use before it falls back to the grid."""
    COMFORT_COLUMN = 16
    """With more than one row allowed, a card narrower than this takes another row instead."""
    MIN_BOX_HEIGHT = 6
    """Fewest rows of a boxed card (frame, name, cost, kind and a line of text) in a multi-row form."""

    class Clicked(Message):
        def __init__(self, index: int, strip: HandStrip | None = None) -> None:
            super().__init__()
            self.index = index
            self.strip = strip

        @property
        def control(self) -> HandStrip | None:
            """The strip that was clicked (a screen may show several)."""
            return self.strip

    def __init__(self, painter: CardPainter, *args: Any, most_cards: int = 0, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._cell_widths: list[list[int]] = []
        """Each grid row's cells as last drawn (where a click falls)."""
        self.painter = painter
        self.most_cards = most_cards
        """The most cards a hand can hold (0: unknown). The form (boxes or grid) is chosen for a
        full hand, so it does not flip as the hand shrinks and grows."""
        self._columns: dict[tuple[Any, ...], list[list[Segment]]] = {}

    def watch_view(self) -> None:
        self.invalidate()

    def watch_colour_blind(self) -> None:
        self._columns.clear()
        self.invalidate()

    def _boxes(self, count: int) -> tuple[int, int, int] | None:
        """(cards per row, card width, card height) of the boxed form for ``count`` cards, or None
        when boxes do not fit. With ``BOX_ROWS`` > 1 the fewest rows that give each card
        ``COMFORT_COLUMN`` cells and ``MIN_BOX_HEIGHT`` rows; else one row if each card gets
        ``MIN_COLUMN`` cells."""
        width, height = self.content_size.width, self.content_size.height
        count = max(1, count)
        if height < 4:
            return None
        fits: list[tuple[int, int, int]] = []
        for rows in range(1, self.BOX_ROWS + 1):
            per_row = -(-count // rows)
            slot = min(self.MAX_COLUMN, width // per_row)
            box_height = height // rows
            if slot >= self.MIN_COLUMN and (rows == 1 or box_height >= self.MIN_BOX_HEIGHT):
                if slot >= self.COMFORT_COLUMN:
                    return per_row, slot, box_height
                fits.append((per_row, slot, box_height))
        return fits[0] if fits else None

    def _grid(self, count: int) -> tuple[int, int] | None:
        """(columns, cell width) of the grid form, or None when the cards are boxed. The form is
        chosen for a full hand (``most_cards``), so it does not flip as the hand shrinks."""
        if self._boxes(max(count, self.most_cards)) is not None:
            return None
        width, height = self.content_size.width, self.content_size.height
        columns = max(1, min(count, width // self.GRID_CELL))
        columns = max(columns, -(-count // max(1, height)))
        return columns, max(4, width // columns)

    MOST_ROWS = 6
    """The most rows a hand takes on a short screen (:meth:`grow_for`)."""

    def grow_for(self, count: int, least: int | None) -> None:
        """On a short screen (``least``: the rows it gives the hand; None: the stylesheet's
        height), a hand of many cards takes a row for every two cards, up to :data:`MOST_ROWS`,
        so their names stay whole (playtest19: eleven cards at 80x24 read "2 B. ⚡", "Lod.")."""
        height = None if least is None else min(self.MOST_ROWS, max(least, -(-count // 2)))
        if height != self._grown:
            self._grown = height
            self.styles.height = height

    _grown: int | None = None

    def per_row(self, count: int) -> int:
        """How many of ``count`` cards sit side by side in the current form (Up and Down move by it)."""
        grid = self._grid(count)
        if grid is not None:
            return grid[0]
        boxes = self._boxes(count)
        return boxes[0] if boxes is not None else max(1, count)

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        view = self.view
        if not view.cards:
            note = Text(view.note or "No cards in hand.", style="italic")
            return self.text_rows([note], width)
        grid = self._grid(len(view.cards))
        if grid is not None:
            return self.text_rows(self._grid_lines(view, *grid), width)
        per_row, slot, box_height = self._boxes(len(view.cards)) or (len(view.cards), self.MIN_COLUMN, height)
        rows: list[list[Segment]] = [[] for _ in range(height)]
        for index, face in enumerate(view.cards):
            selected = index == view.selected
            key = (face, slot, box_height, selected, selected and view.armed, self.colour_blind)
            column = self._columns.get(key)
            if column is None:
                column = self._card_column(face, slot, box_height, selected, selected and view.armed)
                if len(self._columns) > 64:
                    self._columns.clear()
                self._columns[key] = column
            top = (index // per_row) * box_height
            for y in range(box_height):
                if top + y < height:
                    rows[top + y].extend(column[y])
        return rows

    def _card_column(
        self, face: Any, slot: int, height: int, selected: bool, armed: bool
    ) -> list[list[Segment]]:
        """One boxed card, ``slot`` cells wide and ``height`` rows tall, as segments."""
        console = self.app.console
        inner = slot - 2
        lines = self.painter.card_lines(face, inner, selected, self.colour_blind)
        body = lines[: max(0, height - 2)]
        if body and len(lines) > len(body):  # more text than the box holds: say so (playtest17)
            last = body[-1]
            if last.cell_len <= inner - 2:
                body[-1] = Text.assemble(fit_words(last, max(1, inner - 2)), " …")  # at the box's edge
            else:
                body[-1] = fit_words(last, max(1, min(inner, last.cell_len) - 1))  # cut between words, "…"
        body += [Text("")] * (height - 2 - len(body))
        accent = theme_color(self.app.current_theme, "accent", "yellow")
        frame = Style(bold=True, color=accent) if selected else Style.parse("dim")
        tl, tr, bl, br, h, v = ("┏", "┓", "┗", "┛", "━", "┃") if selected else ("╭", "╮", "╰", "╯", "─", "│")
        label = " CHOSEN " if armed else ""
        column = [[Segment(tl + label + h * (inner - len(label)) + tr, frame)]]
        for line in body:
            column.append([Segment(v, frame), *segments(line, console, inner), Segment(v, frame)])
        column.append([Segment(bl + h * inner + br, frame)])
        return column

    def _grid_lines(self, view: HandView, columns: int, cell: int) -> list[Text]:
        assert view.cards is not None
        if isinstance(self.painter, FittedGridPainter):
            self.painter.beside = tuple(str(getattr(face, "name", "")) for face in view.cards)
        rows = [Text() for _ in range(max(1, self.content_size.height))]
        self._cell_widths = []
        for row in range(len(rows)):
            faces = view.cards[row * columns : (row + 1) * columns]
            if not faces:
                break
            widths = self._row_widths(faces, cell, columns * cell)
            self._cell_widths.append(widths)
            for column, (face, room) in enumerate(zip(faces, widths, strict=True)):
                index = row * columns + column
                selected = index == view.selected
                if isinstance(self.painter, FittedGridPainter):
                    text = self.painter.grid_line_in(face, selected, self.colour_blind, room - 1)
                else:
                    text = self.painter.grid_line(face, selected, self.colour_blind)
                text = fit_words(text, room - 1)  # cut between words, never mid-word
                if selected:
                    text.stylize("reverse")
                rows[row].append_text(text)
                rows[row].append(" ")
        return rows

    def _row_widths(self, faces: Sequence[Any], cell: int, width: int) -> list[int]:
        """The cells of a grid row: equal, or as each name needs to stay whole words
        (:func:`grid_cells.cell_widths`)."""
        painter = self.painter
        if not isinstance(painter, FittedGridPainter):
            return [cell] * len(faces)

        def line(face: Any) -> Callable[[int], str]:
            return lambda room: (
                fit_words(painter.grid_line_in(face, False, self.colour_blind, room), room).plain
            )

        wants = [painter.grid_line_in(face, False, self.colour_blind, 10_000).cell_len + 1 for face in faces]
        if all(want <= cell for want in wants):
            return [cell] * len(faces)  # every name whole as it is
        needs = [  # the cell: the room the line needs, and the space after it
            least_room(getattr(face, "name", ""), line(face), min(want, width)) + 1
            for face, want in zip(faces, wants, strict=True)
        ]
        return cell_widths(needs, wants, cell, width)

    def _column_at(self, row: int, x: int, cell: int) -> int | None:
        """The column of a grid row under ``x`` (its cells as last drawn, else equal cells);
        None past its last card."""
        if 0 <= row < len(self._cell_widths):
            edge = 0
            for column, width in enumerate(self._cell_widths[row]):
                edge += width
                if x < edge:
                    return column
            return None
        return x // cell

    def on_click(self, event: events.Click) -> None:
        cards = self.view.cards
        if not cards:
            return
        event.stop()
        grid = self._grid(len(cards))
        boxes = self._boxes(len(cards))
        if grid is not None:
            column = self._column_at(event.y, event.x, grid[1])
            index = event.y * grid[0] + column if column is not None else -1
        elif boxes is not None:
            per_row, slot, box_height = boxes
            column = event.x // slot
            index = (event.y // box_height) * per_row + column if column < per_row else -1
        else:
            return
        if 0 <= index < len(cards):
            self.post_message(self.Clicked(index, self))
