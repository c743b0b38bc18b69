"""What happened while a person was not at the keys: the curtain's "Since you last looked" and
the recap of the computer's turn, which stays on screen until the player dismisses it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.engine.history import group_log
from cardtable.ui.table.logview import history_text
from cardtable.ui.table.reader import ReaderScreen


def turn_passed(log: Sequence[Any], start: int) -> bool:
    """True when a turn began in ``log`` after event ``start`` (a whole turn went by)."""
    return any(event.kind == "turn" for event in log[start:])


def recap_due(log: Sequence[Any], start: int, others_decided: bool) -> bool:
    """True when the person whose last decision left the log at ``start`` has missed a turn of
    the others: a turn began since (the card battles), or, in a game whose log tells no turns (a
    tile game's plays), another seat decided since."""
    if turn_passed(log, start):
        return True
    return others_decided and not any(event.kind == "turn" for event in log)


def has_news(log: Sequence[Any], start: int, seat: int | None) -> bool:
    """True when something other than passes happened after event ``start`` that ``seat`` may read."""
    return any(event.kind != "pass" and event.visible_to(seat) for event in log[start:])


class RecapScreen(ReaderScreen):
    """The recap of what the others did since ``start``, grouped by turn and phase, in the words
    ``seat`` may read; Enter or Escape dismisses it (a Space typed meanwhile does nothing)."""

    def __init__(self, log: Sequence[Any], start: int, seat: int | None, who: str) -> None:
        turned = any(event.kind == "turn" for event in log)  # a tile game's log has no turns
        turns = group_log(log, seat, start, opening="Earlier in the turn" if turned else "Their plays")
        title = f"Since your last decision: what {who} did (and the steps the table took for you)"
        super().__init__(title, history_text(turns), at_end=False)
        self.turns = turns
