"""An Aether Lanes position in a replay, drawn with the battle screen's own pieces (plates, lane
cells, hand strips) from the game's presentation: the viewer's hand, both hands face up."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical

from cardtable.engine.replay import Eyes, Step
from cardtable.engine.state import GameState
from cardtable.games.aether_lanes.presentation import present
from cardtable.ui.aether_lanes.widgets import AetherCardPainter, AetherHandStrip, LaneCell, Plate
from cardtable.ui.widgets.hand_strip import HandView

ROOMY_HEIGHT = 36
"""From this many terminal rows the hands are drawn as boxed cards."""


class AetherBoard(Vertical):
    """Foe's plate and lanes above, the bottom seat's lanes, plate and hand below."""

    DEFAULT_CSS = """
    AetherBoard { height: 1fr; }
    AetherBoard .rp-plate { height: 2; width: 1fr; text-wrap: nowrap; text-overflow: ellipsis; }
    AetherBoard .rp-row { height: 1fr; min-height: 3; }
    AetherBoard .lane { width: 1fr; height: 100%; border-title-align: left; text-wrap: nowrap; }
    AetherBoard .lane-0 { border: heavy #d9534f; }
    AetherBoard .lane-1 { border: round #d4ac0d; }
    AetherBoard .lane-2 { border: double #4a90d9; }
    AetherBoard AetherHandStrip { height: 3; min-height: 2; }
    AetherBoard.-roomy AetherHandStrip { height: 7; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.bottom = 0

    def compose(self) -> ComposeResult:
        yield AetherHandStrip(AetherCardPainter(), id="rp-foe-hand")
        yield Plate(id="rp-foe-plate", classes="rp-plate")
        with Horizontal(classes="rp-row"):
            for lane in range(3):
                yield LaneCell(0, lane, id=f"rp-foe-{lane}")
        with Horizontal(classes="rp-row"):
            for lane in range(3):
                yield LaneCell(1, lane, id=f"rp-my-{lane}")
        yield Plate(id="rp-my-plate", classes="rp-plate")
        yield AetherHandStrip(AetherCardPainter(), id="rp-hand")

    def show(self, state: GameState, eyes: Eyes, step: Step | None) -> None:
        """Draw the position; the lanes the shown action touched are marked."""
        self.set_class(self.app.size.height >= ROOMY_HEIGHT, "-roomy")
        bottom = 0 if eyes.face_up else (eyes.seat or 0)
        table = present(state, bottom)
        marks = _touched(step)
        for plate_id, face in zip(("#rp-foe-plate", "#rp-my-plate"), table.plates, strict=True):
            self.query_one(plate_id, Plate).face = face
        for row, seat, prefix in ((0, table.foe, "foe"), (1, table.me, "my")):
            for lane in range(3):
                cell = self.query_one(f"#rp-{prefix}-{lane}", LaneCell)
                cell.face = table.rows[row][lane]
                cell.mark = "fight" if (seat, lane) in marks else ""
        self.query_one("#rp-hand", AetherHandStrip).view = HandView(table.hand or ())
        foe_hand = self.query_one("#rp-foe-hand", AetherHandStrip)
        foe_hand.display = eyes.face_up
        # seen through a seat's eyes, the other hand is not even kept (not only not shown)
        foe_hand.view = HandView(present(state, table.foe).hand or ()) if eyes.face_up else HandView()


def _touched(step: Step | None) -> set[tuple[int, int]]:
    """(seat, lane) of every lane an action's events name."""
    if step is None:
        return set()
    found = set()
    for event in step.events:
        lane = event.data.get("lane")
        if event.seat is not None and isinstance(lane, int):
            found.add((event.seat, lane))
        target = event.data.get("target_lane")
        if event.seat is not None and isinstance(target, int):
            found.add((1 - event.seat, target))
    return found
