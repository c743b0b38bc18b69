"""What the keys and clicks of the battle screen act on, as one value: the hand cursor, a hand card
armed by a click, the board cursor (inspecting), or a Maneuver being chosen. Every change is a
new :class:`InputMode`, so two modes can never be half-on at once."""

from __future__ import annotations

import dataclasses
import enum


class Mode(enum.Enum):
    HAND = "hand"
    """The hand cursor picks a card; 1-3 play it, p plays it with dialogs."""
    ARMED = "armed"
    """A hand card was clicked: the next click on a lane or a plate plays it there."""
    BOARD = "board"
    """The board cursor inspects a lane cell (i, ↑ from the hand)."""
    MOVE = "move"
    """A Maneuver: first the unit's lane, then the lane it goes to."""


@dataclasses.dataclass(frozen=True, slots=True)
class InputMode:
    """The screen's input state. ``hand_index`` survives every mode (the card last chosen)."""

    mode: Mode = Mode.HAND
    hand_index: int = 0
    cursor: tuple[int, int] | None = None
    """(row, lane) of the board cursor in BOARD mode: row 0 the foe's, 1 the viewer's."""
    move_from: int | None = None
    """The lane of the unit chosen to move, once chosen (MOVE mode)."""

    @property
    def armed(self) -> bool:
        return self.mode is Mode.ARMED

    @property
    def moving(self) -> bool:
        return self.mode is Mode.MOVE

    @property
    def board_cursor(self) -> tuple[int, int] | None:
        return self.cursor if self.mode is Mode.BOARD else None

    def hand(self, index: int | None = None) -> InputMode:
        """Back to the hand cursor (on ``index`` if given)."""
        return InputMode(Mode.HAND, self.hand_index if index is None else index)

    def arm(self, index: int) -> InputMode:
        return InputMode(Mode.ARMED, index)

    def board(self, row: int, lane: int) -> InputMode:
        return InputMode(Mode.BOARD, self.hand_index, cursor=(row, lane))

    def move(self, source: int | None = None) -> InputMode:
        return InputMode(Mode.MOVE, self.hand_index, move_from=source)
