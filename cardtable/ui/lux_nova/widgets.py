"""Side-panel widgets of the Lux Nova screen: a card in hand and the scoreboard."""

from __future__ import annotations

from collections.abc import Sequence

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.message import Message
from textual.widgets import Static

from cardtable.games.lux_nova.present import CardLook, ColourFace
from cardtable.ui.lux_nova.paint import PaintOptions, card_paint
from cardtable.ui.seat_names import computer_suffix
from cardtable.ui.widgets.caption import Caption
from cardtable.ui.widgets.hex_board import HexBoard

HAND_RADIUS = 3.5
LARGE_HAND_RADIUS = 8.0
"""The cards in hand on a large terminal (the screen's -wide -grand layout gives them room)."""


class HandCard(Static):
    """One card of the hand, drawn as a small hexagon turned the way it would be placed."""

    DEFAULT_CSS = """
    HandCard {
        width: 14;
        height: auto;
        border: round $panel-lighten-2;
        padding: 0;
    }
    HandCard.-selected {
        border: round $accent;
    }
    HandCard > HexBoard {
        height: 6;
        width: 12;
        scrollbar-size: 0 0;
        background: $surface;
        scrollbar-size: 0 0;
        overflow: hidden hidden;
    }
    HandCard > Caption {
        width: 100%;
        height: 1;
    }
    """

    class Chosen(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, index: int) -> None:
        super().__init__(id=f"hand-{index}")
        self.index = index
        self._shown: tuple[object, ...] | None = None

    def compose(self) -> ComposeResult:
        yield HexBoard(radius=HAND_RADIUS)
        yield Caption("", id=f"hand-label-{self.index}")

    def show(
        self,
        colours: Sequence[ColourFace],
        card: CardLook,
        rotation: int,
        selected: bool,
        colour_blind: bool,
        radius: float = HAND_RADIUS,
    ) -> None:
        key = (card.card, rotation, selected, colour_blind, radius)
        if key == self._shown:
            return
        self._shown = key
        board = self.query_one(HexBoard)
        board.can_focus = False
        board.set_radius(radius)
        options = PaintOptions(colour_blind=colour_blind, aids=True, radius=radius)
        board.set_paints({(0, 0): card_paint(colours, card, rotation, options)})
        marker = "▶ " if selected else ""
        self.query_one(Caption).set(
            Text(f"{marker}{self.index + 1}: {card.card}", style="bold" if selected else "", justify="center")
        )
        self.set_class(selected, "-selected")

    def on_click(self) -> None:
        self.post_message(self.Chosen(self.index))

    def on_hex_board_cell_clicked(self, event: HexBoard.CellClicked) -> None:
        event.stop()
        self.post_message(self.Chosen(self.index))

    def on_hex_board_wheel(self, event: HexBoard.Wheel) -> None:
        event.stop()


def scoreboard(
    names: tuple[str, ...],
    scores: list[int],
    best: list[int],
    hand_sizes: list[int],
    to_act: int | None,
    computer: list[bool],
) -> Table:
    """The scores table: who is to play, total, best single play, cards in hand."""
    table = Table(box=None, expand=True, padding=(0, 1), show_edge=False)
    table.add_column("", width=1)
    table.add_column("Player", ratio=1, no_wrap=True)
    table.add_column("Pts", justify="right")
    table.add_column("Best", justify="right")
    table.add_column("Hand", justify="right")
    for seat, name in enumerate(names):
        marker = "▶" if seat == to_act else ""
        style = "bold" if seat == to_act else ""
        label = Text(name, style=style)
        label.append(computer_suffix(name, computer[seat], " (cpu)"), style="dim")
        table.add_row(marker, label, str(scores[seat]), str(best[seat]), str(hand_sizes[seat]))
    return table
