"""Priority: who may act now, and when a response window closes.

A window is open while a seat holds priority. Acting (an answerable action) hands priority to the
next seat and resets the run of passes; passing hands it on too; when every seat has passed in a
row the window closes and the game resolves its queue (or ends the step if the queue is empty).
"""

from __future__ import annotations

import dataclasses

from cardtable.engine.kernel.fields import Field, same, value
from cardtable.engine.kernel.phases import next_seat
from cardtable.engine.kernel.records import Record


@dataclasses.dataclass(slots=True)
class Priority(Record):
    """``holder``: the seat holding priority; ``passes``: how many seats passed in a row;
    ``promised``: a seat that gets priority once the game settles (a seat acted: the other may
    answer; ``TableState.priority_after``), or ``None``. A kernel record (its copy and JSON
    form)."""

    FIELDS = (
        value("holder", int),
        value("passes", int),
        Field(
            "promised",
            None,
            same,
            lambda data, state: None if data is None else int(data),
            lambda priority, held: held is None,
            lambda priority: None,
        ),
    )

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
