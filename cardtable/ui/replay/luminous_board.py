"""A Luminous position in a replay, drawn with the match screen's own pieces (side panels, rows
of units and relics, the bar, the combat area, hand strips) from the game's faces."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical

from cardtable.engine.replay import Eyes, Step
from cardtable.engine.state import GameState
from cardtable.ui.luminous import build
from cardtable.ui.luminous.widgets import (
    CombatPanel,
    HandPainter,
    LumBar,
    LumHandStrip,
    SidePanel,
    ThingPainter,
    ThingStrip,
)
from cardtable.ui.widgets.hand_strip import HandView

ROOMY_HEIGHT = 36
"""From this many terminal rows the rows of cards are drawn as boxes."""


class LuminousBoard(Vertical):
    """The foe's side above, the bar and the combat area between, the bottom seat's side below."""

    DEFAULT_CSS = """
    LuminousBoard { height: 1fr; }
    LuminousBoard .relics { height: 1; min-height: 1; }
    LuminousBoard .units { height: 1fr; min-height: 2; }
    LuminousBoard.-roomy .relics { height: 4; }
    LuminousBoard LumHandStrip { height: 3; min-height: 2; }
    LuminousBoard.-roomy LumHandStrip { height: 8; }
    LuminousBoard #rp-my-panel { background: $boost; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)

    def compose(self) -> ComposeResult:
        yield LumHandStrip(HandPainter(), id="rp-foe-hand")
        yield SidePanel(id="rp-foe-panel")
        yield ThingStrip(ThingPainter(), id="rp-foe-relics", classes="relics")
        yield ThingStrip(ThingPainter(), id="rp-foe-units", classes="units")
        yield LumBar(id="rp-bar")
        yield CombatPanel(id="rp-combat")
        yield ThingStrip(ThingPainter(), id="rp-my-units", classes="units")
        yield ThingStrip(ThingPainter(), id="rp-my-relics", classes="relics")
        yield SidePanel(id="rp-my-panel")
        yield LumHandStrip(HandPainter(), id="rp-hand")

    def show(self, state: GameState, eyes: Eyes, step: Step | None) -> None:
        """Draw the position as ``eyes`` see it (face up: seat 1 above, seat 0 below, both hands)."""
        roomy = self.app.size.height >= ROOMY_HEIGHT
        self.set_class(roomy, "-roomy")
        bottom = 0 if eyes.face_up else (eyes.seat or 0)
        table = build.table(state, bottom, ())
        for prefix, side in (("foe", table.sides[0]), ("my", table.sides[1])):
            self.query_one(f"#rp-{prefix}-panel", SidePanel).face = side
            for kind, things in (("units", side.units), ("relics", side.relics)):
                self.query_one(f"#rp-{prefix}-{kind}", ThingStrip).view = HandView(things, note=f"No {kind}.")
        bar = self.query_one("#rp-bar", LumBar)
        bar.info = build.step_line(table)
        bar.prompt = Text(
            "The match is over." if table.over else f"{table.deciding_name} decides.", style="italic"
        )
        combat = self.query_one("#rp-combat", CombatPanel)
        lines = build.combat_lines(table, not roomy)
        combat.lines = tuple(lines)
        combat.display = bool(lines)
        self.query_one("#rp-hand", LumHandStrip).view = HandView(table.hand or (), note="No cards in hand.")
        foe_hand = self.query_one("#rp-foe-hand", LumHandStrip)
        foe_hand.display = eyes.face_up
        # seen through a seat's eyes, the other hand is not even kept (not only not shown)
        foe_hand.view = HandView(build.table(state, table.foe, ()).hand or ()) if eyes.face_up else HandView()
