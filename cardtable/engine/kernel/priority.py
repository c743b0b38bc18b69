"""Priority: who may act now, and when a response window closes.

A window is open while a seat holds priority. Acting (an answerable action) hands priority to the
next seat and resets the run of passes; passing hands it on too; when every seat has passed in a
row the window closes and the game resolves its queue (or ends the step if the queue is empty).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from cardtable.engine.kernel.phases import next_seat


@dataclasses.dataclass(slots=True)
class Priority:
    """``holder``: the seat holding priority; ``passes``: how many seats passed in a row;
    ``promised``: a seat that gets priority once the game settles (a seat acted: the other may
    answer; ``TableState.priority_after``), or ``None``."""

    holder: int = 0
    passes: int = 0
    promised: int | None = None

    def give(self, seat: int) -> None:
        """Open a fresh window with ``seat`` holding priority (no passes yet)."""
        self.holder = seat
        self.passes = 0

    def acted(self, players: int) -> None:
        """The holder took an answerable action: the next seat may respond."""
        self.holder = next_seat(self.holder, players)
        self.passes = 0

    def passed(self, players: int) -> bool:
        """The holder passed; ``True`` when every seat has now passed in a row (window closed)."""
        self.passes += 1
        if self.passes >= players:
            return True
        self.holder = next_seat(self.holder, players)
        return False

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"holder": self.holder, "passes": self.passes}
        if self.promised is not None:
            data["promised"] = self.promised
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Priority:
        promised = data.get("promised")
        return cls(int(data["holder"]), int(data["passes"]), None if promised is None else int(promised))
