"""A Lux Nova position in a replay: the window drawn with the match screen's hexagon board and
paints, each seat's score and hand as the eyes may see them (from the game's presentation)."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from cardtable.engine.replay import Eyes, Step
from cardtable.engine.state import GameState
from cardtable.games.lux_nova.present import present
from cardtable.ui.lux_nova.paint import PaintCache, PaintOptions, board_paints
from cardtable.ui.widgets.hex_board import HexBoard

RADII = (3.0, 4.0, 5.0, 6.0, 7.0)


class LuxNovaBoard(Vertical):
    """The window, then a line per seat: score, best play and hand."""

    DEFAULT_CSS = """
    LuxNovaBoard { height: 1fr; }
    LuxNovaBoard HexBoard { height: 1fr; }
    LuxNovaBoard #rp-seats { height: auto; max-height: 8; padding: 0 1; background: $boost; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._cache: PaintCache | None = None

    def compose(self) -> ComposeResult:
        yield HexBoard(id="rp-window")
        yield Static(id="rp-seats")

    def show(self, state: GameState, eyes: Eyes, step: Step | None) -> None:
        """Draw the window (the last play outlined) and the seats as ``eyes`` see them."""
        board = self.query_one("#rp-window", HexBoard)
        tables = [present(state, seat) for seat in range(len(state.players))]  # type: ignore[arg-type]
        table = tables[0]
        if self._cache is None or self._cache.colours != table.colours:
            self._cache = PaintCache(table.colours)
        placed = {p.cell: (p.look, p.rotation) for p in table.window if p.look is not None}
        size = board.scrollable_content_region.size
        radius = board.fitting_radius(list(placed), RADII, size.width, size.height) if size.width > 0 else 4.0
        board.set_radius(radius)
        last = (table.last.q, table.last.r) if table.last is not None else None
        options = PaintOptions(self.app.settings.colour_blind, True, radius)  # type: ignore[attr-defined]
        board.set_paints(board_paints(table.colours, placed, [], last, None, options, self._cache))
        lines = [Text(f"Deck {table.deck} · {len(table.window)} cards in the window", style="dim")]
        for seat in table.seats:
            line = Text.assemble(
                ("▶ " if table.decision is not None and table.decision.seat == seat.seat else "  ", "bold"),
                (seat.name, "bold"),
                f"  score {seat.score} · best play {seat.best} · ",
            )
            if eyes.face_up or eyes.seat == seat.seat:
                hand = tables[seat.seat].hand
                line.append("hand: " + (", ".join(card.card for card in hand) or "empty"))
            else:
                line.append(f"hand: {seat.hand_size} hidden", style="italic")
            lines.append(line)
        if table.last is not None:
            who = state.players[table.last.seat] if table.last.seat is not None else "The set-up"
            lines.append(Text(f"Last play: {who}, {table.last.card}, {table.last.total} points", style="dim"))
        self.query_one("#rp-seats", Static).update(Text("\n").join(lines))
