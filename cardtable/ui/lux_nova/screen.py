"""The Lux Nova screen: build the window hex by hex, with a live preview of every placement.

Keys: arrows move between the open cells (the view follows the cursor), r/space turns the card
(R the other way), Tab or 1/2 picks the card in hand, Enter places it; +/- zoom, 0 fits the
window, c centres on the cursor. Mouse: click an open cell to aim there, click it again (or the
Place button) to place; the wheel or a right-click turns the card; click a card in hand to pick
it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Button, Footer

from cardtable.engine.actions import Action
from cardtable.engine.events import Event
from cardtable.engine.seeds import daily_date
from cardtable.games.lux_nova.actions import Place
from cardtable.games.lux_nova.api import PAR_ORDERS, solo_par
from cardtable.games.lux_nova.present import HandCard as HandFace
from cardtable.games.lux_nova.present import NovaTable, ScoreFace, present
from cardtable.session import Match
from cardtable.ui.game_screen import GameScreen
from cardtable.ui.lux_nova.describe import (
    cell_numbers,
    colour_words,
    play_line,
    preview_text,
    score_detail,
    turned,
)
from cardtable.ui.lux_nova.navigation import nearest, step
from cardtable.ui.lux_nova.paint import PaintCache, PaintOptions, Placing, board_paints, cursor_paint
from cardtable.ui.lux_nova.widgets import HAND_RADIUS, LARGE_HAND_RADIUS, HandCard, scoreboard
from cardtable.ui.seat_names import computer_suffix
from cardtable.ui.widgets import EventLog
from cardtable.ui.widgets.caption import Caption
from cardtable.ui.widgets.hex_board import HexBoard, HexLabel, HexPaint
from cardtable.ui.widgets.hex_geometry import Cell

RADII = (3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 10.0)
READABLE_RADIUS = 4.0
"""The smallest radius the board picks by itself (a full window scrolls, following the cursor,
rather than shrinking to cards too small to read); ``-`` still zooms out further."""
MAX_HAND = 2
HELP = "+/- zoom · 0 fit · c centre\nright-click turns · ^P palette"
NUMBER_COLOUR = "#d0d0d0"
"""The numbers drawn on open cells."""
"""The keys the footer may not have room for (also in the rules screen and the README)."""


class LuxNovaScreen(GameScreen):
    """One screen for every Lux Nova match (1 to 4 players, both variants)."""

    RECAPS = True
    RECAP_BY_TURN = False

    CSS_PATH = Path(__file__).resolve().parent / "screen.tcss"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-normal"), (170, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall"), (50, "-grand")]
    BINDINGS = [
        Binding("up", "move('up')", "Move", show=False),
        Binding("down", "move('down')", "Move", show=False),
        Binding("left", "move('left')", "Move", show=False),
        Binding("right", "move('right')", "Move"),
        Binding("r,space", "rotate(1)", "Turn"),
        Binding("R", "rotate(-1)", "Turn back", show=False),
        Binding("enter", "place", "Place"),
        Binding("tab", "next_card", "Other card"),
        Binding("1", "pick(0)", "Card 1", show=False),
        Binding("2", "pick(1)", "Card 2", show=False),
        Binding("plus,equals_sign", "zoom(1)", "Zoom in", key_display="+"),
        Binding("minus", "zoom(-1)", "Zoom out", key_display="-"),
        Binding("0", "zoom(0)", "Fit"),
        Binding("c", "centre", "Centre", show=False),
    ]

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.selected = 0
        self.rotation = 0
        self.cursor: Cell | None = None
        self.manual_radius: float | None = None
        self.fit_all = False
        """0 was pressed: the whole window fits on screen, however small its cards get."""
        self._highlight_from: int | None = None
        self._shown: dict[str, object] = {}
        self._paint_cache: PaintCache | None = None
        self._table: tuple[object, NovaTable, dict[tuple[str, Cell, int], ScoreFace]] | None = None
        self._fit: tuple[object, float] | None = None
        self._log_cache: list[tuple[Event, Event]] = []
        self._par: int | None = None
        self._follow_pending = False
        self._plays_seen = len(match.state.history)
        day = daily_date(match.state.seed)
        self.deal_label = f"Daily deal {day.isoformat()}" if day is not None else ""

    def table(self) -> NovaTable:
        """The engine's presentation for the viewer, made once per position."""
        return self._present()[1]

    def _present(self) -> tuple[object, NovaTable, dict[tuple[str, Cell, int], ScoreFace]]:
        state = self.match.state
        key = (id(state), len(state.history), len(state.log), self.viewer)
        if self._table is None or self._table[0] != key:
            table = present(state, self.viewer)  # type: ignore[arg-type]
            scores = {
                (c.action.card, c.action.cell, c.action.rotation): c.forecast
                for c in table.choices
                if isinstance(c.action, Place) and isinstance(c.forecast, ScoreFace)
            }
            self._table = (key, table, scores)
        return self._table

    # ----- layout ------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        with Horizontal(id="lux-main"):
            yield HexBoard(id="board")
            with Vertical(id="side"):
                yield Caption(Text(self.deal_label, style="bold"), id="deal")
                yield Caption(id="turn")
                yield Horizontal(*(HandCard(i) for i in range(MAX_HAND)), id="hand")
                yield Caption(id="preview")
                yield Button("Place card", id="place", variant="primary")
                yield Caption(id="scores")
                yield Caption(id="deck")
                yield EventLog(id="log")
                yield Caption(Text(HELP, style="dim"), id="keys")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#deal").display = bool(self.deal_label)
        self.query_one("#scores").styles.height = 1 + self.match.state.num_players  # a header, a line each
        self.query_one("#board", HexBoard).focus()

    def on_resize(self) -> None:
        if self.is_mounted:
            self.call_after_refresh(self._reflow)

    def _reflow(self) -> None:
        """Once the new layout has its sizes: the log written again at its new width (it wraps
        lines when they are written) and scrolled to the latest line, then everything redrawn."""
        self.query_one("#log", EventLog).reflow()
        self.render_state()

    # ----- what the player is doing ------------------------------------------------------

    def _hand(self) -> tuple[str, ...]:
        return tuple(card.card for card in self._hand_faces())

    def _hand_faces(self) -> tuple[HandFace, ...]:
        return self.table().hand if self.viewer is not None else ()

    def _legal_cells(self) -> list[Cell]:
        return list(self.table().open_cells)

    def _placing_face(self) -> HandFace | None:
        hand = self._hand_faces()
        if not self.my_turn or not hand:
            return None
        self.selected = min(self.selected, len(hand) - 1)
        return hand[self.selected]

    def _placing_card(self) -> str | None:
        face = self._placing_face()
        return None if face is None else face.card

    def _ensure_cursor(self) -> None:
        legal = self._legal_cells()
        if not legal:
            self.cursor = None
            return
        if self.cursor in legal:
            return
        last = self.table().last
        target = self.cursor or (last.cell if last is not None else (0, 0))
        self.cursor = nearest(target, legal)

    def _preview(self, card: str, cell: Cell) -> ScoreFace | None:
        return self._present()[2].get((card, cell, self.rotation))

    def _radius(self, board: HexBoard, cells: list[Cell]) -> float:
        """The zoom: the player's own (+/-), else the largest that fits the window on screen,
        but (unless the player asked to fit it all, 0) no smaller than a readable card."""
        if self.manual_radius is not None:
            return self.manual_radius
        size = board.scrollable_content_region.size
        if size.width <= 0:
            return RADII[2]
        key = (len(cells), size)  # cells only ever grow, one play at a time
        if self._fit is None or self._fit[0] != key:
            self._fit = (key, board.fitting_radius(cells, RADII, size.width, size.height))
        return self._fit[1] if self.fit_all else max(self._fit[1], READABLE_RADIUS)

    # ----- drawing -----------------------------------------------------------------------

    def render_state(self) -> None:
        table = self.table()
        face = self._placing_face()
        card = None if face is None else face.card
        if face is not None:
            if self.rotation not in face.rotations:
                self.rotation = face.rotations[0]
            self._ensure_cursor()
        placing = None
        preview = None
        if face is not None and face.look is not None and self.cursor is not None:
            preview = self._preview(face.card, self.cursor)
            placing = Placing(face.look, self.rotation, self.cursor, preview)
        board_widget = self.query_one("#board", HexBoard)
        placed = {p.cell: (p.look, p.rotation) for p in table.window if p.look is not None}
        legal = list(table.open_cells)
        radius = self._radius(board_widget, list(placed) + legal)
        board_widget.set_radius(radius)
        options = PaintOptions(self.settings.colour_blind, self.settings.aids, radius)
        last = table.last
        if self._paint_cache is None or self._paint_cache.colours != table.colours:
            self._paint_cache = PaintCache(table.colours)
        paints = board_paints(
            table.colours,
            placed,
            legal if card is not None else [],
            last.cell if last else None,
            placing,
            options,
            self._paint_cache,
        )
        if placing is None and self.cursor is not None and card is not None:
            paints = cursor_paint(paints, self.cursor)
        if card is not None:
            paints = self._numbered(paints, legal)
        board_widget.set_paints(paints)
        if card is not None and self.cursor is not None:
            board_widget.scroll_to_cell(self.cursor)  # the view follows the cursor
            if not self._follow_pending:  # again once laid out (a new or resized board)
                self._follow_pending = True
                self.call_after_refresh(self._follow_cursor)
        self._render_side(card, preview)

    def _numbered(self, paints: dict[Cell, HexPaint], legal: list[Cell]) -> dict[Cell, HexPaint]:
        """Each open cell but the one the card stands on shows its number (the palette, the
        preview line and the keys name cells by it)."""
        numbers = cell_numbers(legal)
        out = dict(paints)
        for cell, number in numbers.items():
            paint = out.get(cell)
            if cell == self.cursor or paint is None or paint.halves is not None:
                continue
            out[cell] = dataclasses.replace(paint, labels=(HexLabel(str(number), fg=NUMBER_COLOUR),))
        return out

    def _follow_cursor(self) -> None:
        self._follow_pending = False
        if self.cursor is not None and self._placing_card() is not None:
            self.query_one("#board", HexBoard).scroll_to_cell(self.cursor)

    def _update(self, selector: str, key: object, make: Callable[[], Any]) -> None:
        """Update a caption only when what it shows changed."""
        if self._shown.get(selector) != key:
            self._shown[selector] = key
            self.query_one(selector, Caption).set(make())

    def _render_side(self, card: str | None, preview: ScoreFace | None) -> None:
        table = self.table()
        names = tuple(seat.name for seat in table.seats)
        to_act = table.decision.seat if table.decision is not None else None
        side = self.query_one("#side")
        if side.scroll_y:  # the log scrolling its newest line into view may drag the panel along
            side.scroll_to(y=0, animate=False)
        turn_key = (to_act, self.viewer, table.over, self.match.record.unranked)
        self._update("#turn", turn_key, self._turn_text)
        hand = self._hand_faces()
        for index, widget in enumerate(self.query(HandCard)):
            look = hand[index].look if index < len(hand) else None
            if look is not None and self.viewer is not None:
                _show(widget, True)
                selected = index == self.selected and self.my_turn
                rotation = self.rotation if selected else 0
                widget.show(
                    table.colours,
                    look,
                    rotation,
                    selected,
                    self.settings.colour_blind,
                    self._hand_radius(),
                )
            else:
                _show(widget, False)
        preview_key = (
            card,
            self.cursor,
            self.rotation,
            self.settings.aids,
            preview,
            len(self.match.state.history),
            self.query_one("#preview", Caption).content_size.width,
        )
        self._update("#preview", preview_key, lambda: self._preview_text(card, preview))
        _show(self.query_one("#place", Button), card is not None)
        computer = [not self.match.is_human(i) for i in range(len(names))]
        scores = [s.score for s in table.seats]
        best = [s.best for s in table.seats]
        sizes = [s.hand_size for s in table.seats]
        scores_key = (tuple(scores), tuple(best), tuple(sizes), to_act)
        self._update("#scores", scores_key, lambda: scoreboard(names, scores, best, sizes, to_act, computer))
        variant = "advanced" if table.variant == "advanced" else "basic"
        self._update(
            "#deck",
            (table.deck, variant),
            lambda: Text(f"Deck: {table.deck} cards · {variant} variant", style="dim"),
        )
        self.query_one("#log", EventLog).show(self._log(), self.viewer, self._highlight_from)

    def _log(self) -> list[Event]:
        """The match log with each play's cell put in words ("below the centre card")."""
        log = self.match.state.log
        cache = self._log_cache
        if len(cache) > len(log) or (cache and cache[-1][0] is not log[len(cache) - 1]):
            cache.clear()
        if len(cache) < len(log):
            window = self.table().window
            for event in log[len(cache) :]:
                shown = event
                if event.kind == "play":
                    shown = event._replace(text=play_line(event.text, window))
                cache.append((event, shown))
        return [shown for _, shown in cache]

    def _hand_radius(self) -> float:
        """The cards in hand as large as the side panel allows (see screen.tcss)."""
        if self.has_class("-short"):
            return HAND_RADIUS
        if self.has_class("-wide"):
            return LARGE_HAND_RADIUS if self.has_class("-grand") else 6.0
        return 5.0

    def _turn_text(self) -> Text:
        """One line; a long name is cut with an ellipsis rather than wrapped out of sight."""
        text = self._turn_line()
        text.no_wrap = True
        text.overflow = "ellipsis"
        return text

    def _turn_line(self) -> Text:
        line = self._turn_words()
        if self.match.record.unranked:  # a solo undo took back a drawn card
            line.append(" · unranked", style="italic")
        return line

    def _turn_words(self) -> Text:
        table = self.table()
        if table.over or table.decision is None:
            return Text("Window finished · o: result", style="bold")
        seat = table.decision.seat
        name = table.decision.name
        if not self.match.is_human(seat):
            return Text(f"{name}{computer_suffix(name, True)} is choosing…", style="italic")
        if self.viewer is None:
            return Text(f"Waiting for {name}", style="italic")
        return Text.assemble(("▶ ", "bold"), (f"{name} to play", "bold"))

    def _preview_text(self, card: str | None, preview: ScoreFace | None) -> Text:
        """Two lines that never wrap: what the play scores, then the card and where it goes."""
        if card is None or self.cursor is None:
            return Text("")
        place = self._placement_words(self.selected, self.cursor, self.rotation)
        width = max(8, self.query_one("#preview", Caption).content_size.width)
        return preview_text(self.table(), preview, place, width, self.settings.aids)

    # ----- game flow hooks ---------------------------------------------------------------

    def on_events(self, events: list[Event]) -> None:
        self._highlight_from = len(self.match.state.log) - len(events)

    def curtain_note(self) -> str:
        """What each play since this player's last turn scored (one round at most)."""
        table = self.table()
        players = len(table.seats)
        recent = table.plays[-(players - 1) :] if players > 1 else ()
        if not recent:
            return ""
        lines = [f"{table.seats[seat].name}'s play scored {_points(points)}." for seat, points in recent]
        return "\n".join(lines) + "\nThe table is hidden so that nobody sees another player's cards."

    def result_notes(self) -> tuple[str, ...]:
        """For a solo game: the deal's name (a daily deal) and its par, the greedy computer's
        median score on the same seed over many tie-break orders (``bots.solo_par``)."""
        table = self.table()
        if len(table.seats) != 1 or not table.over:
            return ()
        if self._par is None:
            self._par = solo_par(table.seed, table.variant)
        score, par = table.seats[0].score, self._par
        versus = (
            "on par"
            if score == par
            else f"{score - par} over par"
            if score > par
            else f"{par - score} under par"
        )
        notes = [
            f"Par {par}: the greedy computer's median score on this deal over {PAR_ORDERS} ways of "
            f"breaking its ties. You are {versus}."
        ]
        if self.deal_label:
            notes.insert(0, f"{self.deal_label}: {table.variant} variant")
        return tuple(notes)

    def undo_refusal(self) -> str:
        over = self.table().over
        if self.my_turn and not over and not self.match.state.history:
            return "Nothing to undo yet: no card has been played."
        if self.my_turn and not over:
            return (
                "Nothing to undo: every play draws a card from the deck (or passes the turn), "
                "and a drawn card cannot be put back."
            )
        return super().undo_refusal()

    def palette_actions(self) -> list[tuple[str, str, Action]]:
        """Every placement with what it scores, best first; for equal scores the card in hand,
        then the cell, then the turns in numeric order (0°, 60°, ...)."""
        table = self.table()
        hand = list(self._hand())
        touching = {cell.cell: cell.touching for cell in table.cells}
        rows = []
        for choice in table.choices:
            action, score = choice.action, choice.forecast
            if not isinstance(action, Place) or not isinstance(score, ScoreFace):
                continue
            index = hand.index(action.card) if action.card in hand else 9
            key = (-score.total, index, action.cell, action.rotation)
            title = f"{self._placement_words(index, action.cell, action.rotation)}: {_points(score.total)}"
            colours = colour_words(touching.get(action.cell, ()))
            detail = f"Against {colours} glass · {score_detail(self.table(), score)}"
            rows.append((key, title, detail, action))
        rows.sort(key=lambda row: row[0])
        return [(title, detail, action) for _, title, detail, action in rows[:600]]

    def describe_action(self, action: Action) -> str:
        if isinstance(action, Place):
            hand = list(self._hand())
            index = hand.index(action.card) if action.card in hand else 0
            return self._placement_words(index, action.cell, action.rotation)
        return super().describe_action(action)

    def _placement_words(self, index: int, cell: Cell, rotation: int) -> str:
        """A placement as the board shows it: the number drawn on the open cell and the turn,
        with which card in hand when there are two ("Card 2, cell 7, turned 120°")."""
        number = cell_numbers(self._legal_cells()).get(cell)
        where_to = f"cell {number}" if number is not None else "a taken cell"
        words = f"{where_to}, {turned(rotation)}"
        if len(self._hand()) > 1:
            return f"Card {index + 1}, {words}"
        return words[0].upper() + words[1:]

    def advance(self) -> None:
        plays = len(self.match.state.history)
        if plays != self._plays_seen:  # a card was placed (or taken back): the card to place now
            self._plays_seen = plays  # is another (the next player's, or the one just drawn),
            self.selected = 0  # and it starts unrotated, as it is drawn in hand
            self.rotation = 0
        super().advance()

    # ----- actions -----------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        placing = ("move", "rotate", "place", "next_card", "pick")
        if action in placing:
            if not self.is_mounted:
                return False
            if self._placing_card() is None:
                if action == "move":  # the arrows scroll the view instead
                    return True
                return None if action in ("rotate", "place") else False
            if action in ("next_card", "pick"):  # offered only where there is another card
                return len(self._hand()) > 1
            return True
        return super().check_action(action, parameters)

    def action_move(self, direction: str) -> None:
        if self._placing_card() is None or self.cursor is None:
            self._scroll_view(direction)  # nothing to place (a finished window): look around it
            return
        self.cursor = step(self.cursor, self._legal_cells(), direction)
        self.query_one("#board", HexBoard).scroll_to_cell(self.cursor)
        self.render_state()

    def action_rotate(self, turn: int) -> None:
        face = self._placing_face()
        if face is None:
            return
        rotations = face.rotations
        index = rotations.index(self.rotation) if self.rotation in rotations else 0
        self.rotation = rotations[(index + turn) % len(rotations)]
        self.render_state()

    def action_next_card(self) -> None:
        hand = self._hand()
        if len(hand) > 1:
            self.selected = (self.selected + 1) % len(hand)
            self.render_state()

    def action_pick(self, index: int) -> None:
        if index < len(self._hand()):
            self.selected = index
            self.render_state()

    def action_place(self) -> None:
        card = self._placing_card()
        if card is None or self.cursor is None:
            return
        q, r = self.cursor
        self.act(Place(card, q, r, self.rotation))

    def action_zoom(self, change: int) -> None:
        board = self.query_one("#board", HexBoard)
        self.fit_all = change == 0
        if change == 0:
            self.manual_radius = None
        else:
            current = self.manual_radius or board.radius
            index = min(range(len(RADII)), key=lambda i: abs(RADII[i] - current))
            self.manual_radius = RADII[max(0, min(len(RADII) - 1, index + change))]
        self.render_state()
        self.action_centre()

    def _scroll_view(self, direction: str) -> None:
        """Scroll the board by about one card (the arrows while there is no card to place)."""
        board = self.query_one("#board", HexBoard)
        dx, dy = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}[direction]
        step_x, step_y = max(4, int(2 * board.radius)), max(2, int(board.radius))
        board.scroll_relative(dx * step_x, dy * step_y, animate=False, immediate=True)

    def action_centre(self) -> None:
        board = self.query_one("#board", HexBoard)
        last = self.table().last
        target = self.cursor or (last.cell if last is not None else (0, 0))
        region = board.cell_region(target)
        size = board.scrollable_content_region.size
        board.scroll_to(
            region.x + region.width // 2 - size.width // 2,
            region.y + region.height // 2 - size.height // 2,
            animate=False,
            immediate=True,
        )

    # ----- mouse -------------------------------------------------------------------------

    def on_hex_board_cell_clicked(self, event: HexBoard.CellClicked) -> None:
        if self._placing_card() is None:
            return
        if event.button == 3:
            self.action_rotate(1)
            return
        if event.cell not in self._legal_cells():
            if event.cell in self.table().board():
                self.notify("That cell is taken.", severity="warning")
            else:
                self.notify("A card must share an edge with the window.", severity="warning")
            return
        if event.cell == self.cursor:
            self.action_place()
        else:
            self.cursor = event.cell
            self.render_state()

    def on_hex_board_wheel(self, event: HexBoard.Wheel) -> None:
        self.action_rotate(event.step)

    def on_hand_card_chosen(self, event: HandCard.Chosen) -> None:
        if self.selected == event.index:
            self.action_rotate(1)
        else:
            self.action_pick(event.index)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "place":
            self.action_place()


def _points(value: int) -> str:
    return "1 point" if value == 1 else f"{value} points"


def _show(widget: Widget, visible: bool) -> None:
    """Set ``display`` only when it changes (setting it always costs a new layout)."""
    if widget.display != visible:
        widget.display = visible
