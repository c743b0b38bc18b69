"""The battle screen's input state is one value: every change gives a whole new mode."""

from __future__ import annotations

from cardtable.ui.aether_lanes.input_mode import InputMode, Mode


def test_each_mode_leaves_the_others_off() -> None:
    start = InputMode().hand(3)
    assert (start.mode, start.hand_index, start.board_cursor, start.armed, start.moving) == (
        Mode.HAND,
        3,
        None,
        False,
        False,
    )
    armed = start.arm(2)
    assert armed.armed and not armed.moving and armed.board_cursor is None and armed.hand_index == 2
    board = armed.board(0, 1)
    assert board.board_cursor == (0, 1) and not board.armed and board.hand_index == 2
    moving = board.move(1)
    assert moving.moving and moving.move_from == 1 and moving.board_cursor is None and not moving.armed
    back = moving.hand()
    assert back == InputMode(Mode.HAND, 2)
