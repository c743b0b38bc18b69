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
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.events import Event
from cardtable.engine.seeds import daily_date
from cardtable.games.lux_nova.actions import Place
from cardtable.games.lux_nova.bots import PAR_ORDERS, solo_par
from cardtable.games.lux_nova.hexgrid import Cell
from cardtable.games.lux_nova.scoring import PlayScore
from cardtable.games.lux_nova.state import LuxNovaState
from cardtable.session import Match
from cardtable.ui.game_screen import GameScreen
from cardtable.ui.lux_nova.describe import cell_numbers, colour_words, play_line, touching_colours, turned
from cardtable.ui.lux_nova.navigation import nearest, step
from cardtable.ui.lux_nova.paint import PaintCache, PaintOptions, Placing, board_paints, cursor_paint
from cardtable.ui.lux_nova.widgets import HAND_RADIUS, LARGE_HAND_RADIUS, HandCard, scoreboard
from cardtable.ui.seat_names import computer_suffix
from cardtable.ui.widgets import EventLog
from cardtable.ui.widgets.caption import Caption
from cardtable.ui.widgets.hex_board import HexBoard, HexLabel, HexPaint

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
        self._fit: tuple[object, float] | None = None
        self._log_cache: list[tuple[Event, Event]] = []
        self._par: int | None = None
        self._follow_pending = False
        self._plays_seen = len(match.state.history)
        day = daily_date(match.state.seed)
        self.deal_label = f"Daily deal {day.isoformat()}" if day is not None else ""

    @property
    def state(self) -> LuxNovaState:
        return self.match.state  # type: ignore[return-value]

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
        self.query_one("#scores").styles.height = 1 + self.state.num_players  # a header, a line each
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
        if self.viewer is None:
            return ()
        return self.state.hand(self.viewer)

    def _placing_card(self) -> str | None:
        hand = self._hand()
        if not self.my_turn or not hand:
            return None
        self.selected = min(self.selected, len(hand) - 1)
        return hand[self.selected]

    def _ensure_cursor(self) -> None:
        legal = self.state.legal_cells()
        if not legal:
            self.cursor = None
            return
        if self.cursor in legal:
            return
        last = self.state.last
        target = self.cursor or (last.cell if last is not None else (0, 0))
        self.cursor = nearest(target, legal)

    def _preview(self, card: str, cell: Cell) -> PlayScore | None:
        try:
            return self.state.preview(card, cell[0], cell[1], self.rotation)
        except IllegalActionError:
            return None

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
        state = self.state
        catalog = state.catalog
        card = self._placing_card()
        if card is not None:
            rotations = state.rotations(card)
            if self.rotation not in rotations:
                self.rotation = rotations[0]
            self._ensure_cursor()
        placing = None
        preview = None
        if card is not None and self.cursor is not None:
            preview = self._preview(card, self.cursor)
            placing = Placing(card, self.rotation, self.cursor, preview)
        board_widget = self.query_one("#board", HexBoard)
        placed = state.board()
        legal = state.legal_cells() if not state.is_over else []
        radius = self._radius(board_widget, list(placed) + legal)
        board_widget.set_radius(radius)
        options = PaintOptions(self.settings.colour_blind, self.settings.aids, radius)
        last = state.last
        if self._paint_cache is None or self._paint_cache.catalog is not catalog:
            self._paint_cache = PaintCache(catalog)
        paints = board_paints(
            catalog,
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

    def _render_side(self, card: str | None, preview: PlayScore | None) -> None:
        state = self.state
        names = state.players
        side = self.query_one("#side")
        if side.scroll_y:  # the log scrolling its newest line into view may drag the panel along
            side.scroll_to(y=0, animate=False)
        turn_key = (state.to_act, self.viewer, state.is_over, self.match.record.unranked)
        self._update("#turn", turn_key, self._turn_text)
        hand = self._hand()
        for index, widget in enumerate(self.query(HandCard)):
            if index < len(hand) and self.viewer is not None:
                _show(widget, True)
                selected = index == self.selected and self.my_turn
                rotation = self.rotation if selected else 0
                widget.show(
                    state.catalog,
                    hand[index],
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
            len(state.history),
            self.query_one("#preview", Caption).content_size.width,
        )
        self._update("#preview", preview_key, lambda: self._preview_text(card, preview))
        _show(self.query_one("#place", Button), card is not None)
        view = state.view(self.viewer)
        computer = [not self.match.is_human(i) for i in range(len(names))]
        scores_key = (tuple(view["scores"]), tuple(view["best"]), tuple(view["hand_sizes"]), state.to_act)
        self._update(
            "#scores",
            scores_key,
            lambda: scoreboard(
                names, view["scores"], view["best"], view["hand_sizes"], state.to_act, computer
            ),
        )
        variant = "advanced" if state.variant == "advanced" else "basic"
        self._update(
            "#deck",
            (state.deck_size, variant),
            lambda: Text(f"Deck: {state.deck_size} cards · {variant} variant", style="dim"),
        )
        self.query_one("#log", EventLog).show(self._log(), self.viewer, self._highlight_from)

    def _log(self) -> list[Event]:
        """The match log with each play's cell put in words ("below the centre card")."""
        log = self.state.log
        cache = self._log_cache
        if len(cache) > len(log) or (cache and cache[-1][0] is not log[len(cache) - 1]):
            cache.clear()
        if len(cache) < len(log):
            order = [(p.cell, p.card, p.rotation) for p in self.state.placements()]
            catalog = self.state.catalog
            for event in log[len(cache) :]:
                shown = event
                if event.kind == "play":
                    shown = event._replace(text=play_line(event.text, catalog, order))
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
        state = self.state
        if state.is_over:
            return Text("Window finished · o: result", style="bold")
        seat = state.to_act
        assert seat is not None
        name = state.name(seat)
        if not self.match.is_human(seat):
            return Text(f"{name}{computer_suffix(name, True)} is choosing…", style="italic")
        if self.viewer is None:
            return Text(f"Waiting for {name}", style="italic")
        return Text.assemble(("▶ ", "bold"), (f"{name} to play", "bold"))

    def _preview_text(self, card: str | None, preview: PlayScore | None) -> Text:
        """Two lines that never wrap: what the play scores, then the card and where it goes."""
        if card is None or self.cursor is None:
            return Text("")
        place = Text(self._placement_words(self.selected, self.cursor, self.rotation), style="dim")
        text = Text()
        if not self.settings.aids:
            place.truncate(
                max(8, self.query_one("#preview", Caption).content_size.width), overflow="ellipsis"
            )
            return place
        if preview is None:
            text.append("Cannot go here.", style="red")
        elif not preview.total:
            text.append("Scores 0 here.", style="dim")
        else:
            colours = self.state.catalog
            text.append(f"Scores {preview.total}: ", style="bold")
            first = True
            for part in preview.parts:
                if part.points:
                    colour = colours.colour(part.colour)
                    if not first:
                        text.append(", ")
                    text.append(f"{colour.name} +{part.points}", style=f"bold {colour.terminal}")
                    first = False
        width = max(8, self.query_one("#preview", Caption).content_size.width)
        text.truncate(width, overflow="ellipsis")
        place.truncate(width, overflow="ellipsis")
        return Text("\n").join([text, place])

    # ----- game flow hooks ---------------------------------------------------------------

    def on_events(self, events: list[Event]) -> None:
        self._highlight_from = len(self.state.log) - len(events)

    def curtain_note(self) -> str:
        """What each play since this player's last turn scored (one round at most)."""
        state = self.state
        recent = state.plays[-(state.num_players - 1) :] if state.num_players > 1 else []
        if not recent:
            return ""
        lines = [f"{state.name(seat)}'s play scored {_points(points)}." for seat, points in recent]
        return "\n".join(lines) + "\nThe table is hidden so that nobody sees another player's cards."

    def result_notes(self) -> tuple[str, ...]:
        """For a solo game: the deal's name (a daily deal) and its par, the greedy computer's
        median score on the same seed over many tie-break orders (``bots.solo_par``)."""
        state = self.state
        if state.num_players != 1 or not state.is_over:
            return ()
        if self._par is None:
            self._par = solo_par(state.seed, state.variant)
        score, par = state.scores[0], self._par
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
            notes.insert(0, f"{self.deal_label}: {state.variant} variant")
        return tuple(notes)

    def undo_refusal(self) -> str:
        if self.my_turn and not self.state.is_over and not self.state.history:
            return "Nothing to undo yet: no card has been played."
        if self.my_turn and not self.state.is_over:
            return (
                "Nothing to undo: every play draws a card from the deck (or passes the turn), "
                "and a drawn card cannot be put back."
            )
        return super().undo_refusal()

    def palette_actions(self) -> list[tuple[str, str, Action]]:
        """Every placement with what it scores, best first; for equal scores the card in hand,
        then the cell, then the turns in numeric order (0°, 60°, ...)."""
        state = self.state
        hand = list(self._hand())
        board = state.board()
        rows = []
        for action in state.legal_actions():
            if not isinstance(action, Place):
                continue
            score = state.preview(action.card, action.q, action.r, action.rotation)
            index = hand.index(action.card) if action.card in hand else 9
            key = (-score.total, index, action.cell, action.rotation)
            title = f"{self._placement_words(index, action.cell, action.rotation)}: {_points(score.total)}"
            colours = colour_words(touching_colours(state.catalog, board, action.cell))
            detail = f"Against {colours} glass · {self._score_detail(score)}"
            rows.append((key, title, detail, action))
        rows.sort(key=lambda row: row[0])
        return [(title, detail, action) for _, title, detail, action in rows[:600]]

    def _score_detail(self, score: PlayScore) -> str:
        parts = [f"{self.state.catalog.colour(p.colour).name} +{p.points}" for p in score.parts if p.points]
        return f"Scores {score.total}: {', '.join(parts)}" if parts else "Scores nothing here"

    def describe_action(self, action: Action) -> str:
        if isinstance(action, Place):
            hand = list(self._hand())
            index = hand.index(action.card) if action.card in hand else 0
            return self._placement_words(index, action.cell, action.rotation)
        return super().describe_action(action)

    def _placement_words(self, index: int, cell: Cell, rotation: int) -> str:
        """A placement as the board shows it: the number drawn on the open cell and the turn,
        with which card in hand when there are two ("Card 2, cell 7, turned 120°")."""
        number = cell_numbers(self.state.legal_cells()).get(cell)
        where_to = f"cell {number}" if number is not None else "a taken cell"
        words = f"{where_to}, {turned(rotation)}"
        if len(self._hand()) > 1:
            return f"Card {index + 1}, {words}"
        return words[0].upper() + words[1:]

    def advance(self) -> None:
        plays = len(self.state.history)
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
        self.cursor = step(self.cursor, self.state.legal_cells(), direction)
        self.query_one("#board", HexBoard).scroll_to_cell(self.cursor)
        self.render_state()

    def action_rotate(self, turn: int) -> None:
        card = self._placing_card()
        if card is None:
            return
        rotations = self.state.rotations(card)
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
        target = self.cursor or (self.state.last.cell if self.state.last else (0, 0))
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
        if event.cell not in self.state.legal_cells():
            if event.cell in self.state.board():
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
