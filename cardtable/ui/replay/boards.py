"""Which board draws a replay position of each game: the game's own pieces where it has a replay
board, the engine's view as text otherwise. A board is a widget with ``show(state, eyes, step)``."""

from __future__ import annotations

import importlib
from typing import Protocol

from rich.text import Text
from textual.widget import Widget
from textual.widgets import Static

from cardtable.engine.replay import Eyes, Step
from cardtable.engine.state import GameState
from cardtable.ui.replay.board import board_lines

BOARDS: dict[str, str] = {
    "aether-lanes": "cardtable.ui.replay.aether_board:AetherBoard",
    "lux-aeterna": "cardtable.ui.replay.lux_aeterna_board:LuxAeternaBoard",
    "luminous": "cardtable.ui.replay.luminous_board:LuminousBoard",
    "lux-nova": "cardtable.ui.replay.lux_nova_board:LuxNovaBoard",
}
"""Game id -> ``"module:Class"`` of its replay board (others: :class:`TextBoard`)."""


class ReplayBoard(Protocol):
    def show(self, state: GameState, eyes: Eyes, step: Step | None) -> None:
        """Draw ``state`` as ``eyes`` see it; ``step`` is the action just shown (marks)."""


class TextBoard(Static):
    """The position as the engine's view for the eyes, a line per fact."""

    def show(self, state: GameState, eyes: Eyes, step: Step | None) -> None:
        self.update(Text("\n").join(board_lines(state, eyes)))


def make_board(game_id: str) -> Widget:
    """A fresh board widget for ``game_id``."""
    path = BOARDS.get(game_id)
    if path is None:
        return TextBoard(id="replay-position")
    module, _, name = path.partition(":")
    board_class: type[Widget] = getattr(importlib.import_module(module), name)
    return board_class(id="replay-position")
