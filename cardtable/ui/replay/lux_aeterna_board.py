"""A Lux Aeterna position in a replay, drawn with the match screen's own pieces (side panels,
Combat Zone rows, the bar, the queue as a stack, hand strips) from the game's presentation."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical

from cardtable.engine.replay import Eyes, Step
from cardtable.engine.state import GameState
from cardtable.ui.lux_aeterna import build
from cardtable.ui.lux_aeterna.widgets import (
    FieldRow,
    LuxBar,
    LuxCardPainter,
    LuxHandStrip,
    QueuePanel,
    SidePanel,
)
from cardtable.ui.widgets.hand_strip import HandView

ROOMY_HEIGHT = 36
"""From this many terminal rows the hands are drawn as boxed cards."""


class LuxAeternaBoard(Vertical):
    """The foe's side above, the bar and the queue between, the bottom seat's side and hand below."""

    DEFAULT_CSS = """
    LuxAeternaBoard { height: 1fr; }
    LuxAeternaBoard FieldRow { min-height: 3; }
    LuxAeternaBoard LuxHandStrip { height: 3; min-height: 2; }
    LuxAeternaBoard.-roomy LuxHandStrip { height: 7; }
    LuxAeternaBoard #rp-my-panel { background: $boost; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)

    def compose(self) -> ComposeResult:
        yield LuxHandStrip(LuxCardPainter(), id="rp-foe-hand")
        yield SidePanel(id="rp-foe-panel")
        yield FieldRow(id="rp-foe-field")
        yield LuxBar(id="rp-bar")
        yield QueuePanel(id="rp-queue")
        yield FieldRow(id="rp-my-field")
        yield SidePanel(id="rp-my-panel")
        yield LuxHandStrip(LuxCardPainter(), id="rp-hand")

    def show(self, state: GameState, eyes: Eyes, step: Step | None) -> None:
        """Draw the position as ``eyes`` see it (face up: seat 1 above, seat 0 below, both hands)."""
        self.set_class(self.app.size.height >= ROOMY_HEIGHT, "-roomy")
        bottom = 0 if eyes.face_up else (eyes.seat or 0)
        table = build.table(state, bottom, ())
        for panel_id, field_id, side in (
            ("#rp-foe-panel", "#rp-foe-field", table.sides[0]),
            ("#rp-my-panel", "#rp-my-field", table.sides[1]),
        ):
            self.query_one(panel_id, SidePanel).face = side
            row = self.query_one(field_id, FieldRow)
            row.cards = side.field
            row.note = "No Units or Relics."
        bar = self.query_one("#rp-bar", LuxBar)
        bar.info = (table.turn, table.active_name, table.step, table.steps, table.supply)
        bar.prompt = Text("The match is over." if table.over else table.prompt, style="italic")
        queue = self.query_one("#rp-queue", QueuePanel)
        queue.brief = not self.has_class("-roomy")  # one line per item on a small terminal
        queue.items = table.queue
        queue.display = bool(table.queue)
        queue.footer = build.queue_footer(table) if table.queue else ""
        self.query_one("#rp-hand", LuxHandStrip).view = HandView(table.hand or ())
        foe_hand = self.query_one("#rp-foe-hand", LuxHandStrip)
        foe_hand.display = eyes.face_up
        # seen through a seat's eyes, the other hand is not even kept (not only not shown)
        foe_hand.view = HandView(build.table(state, table.foe, ()).hand or ()) if eyes.face_up else HandView()
