"""Opening the replay viewer: from the command line (``ReplayStart``), the result screen or the
archive (:func:`open_replay`)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from cardtable.engine.errors import CardtableError
from cardtable.engine.record import GameRecord

if TYPE_CHECKING:
    from cardtable.ui.app import CardtableApp


@dataclasses.dataclass(frozen=True, slots=True)
class ReplayStart:
    """What ``cardtable replay ID|FILE`` asks the app to open first."""

    record: GameRecord
    foreign: bool = False
    """Opened from a file (perhaps another machine's): playing on is still allowed."""


def open_replay(app: CardtableApp, record: GameRecord) -> bool:
    """Push the viewer of ``record``; a record that does not replay is reported instead."""
    from cardtable.engine.replay import Replay
    from cardtable.ui.replay.viewer import ReplayScreen

    try:
        replay = Replay(record, app.registry)
    except CardtableError as error:
        app.notify(str(error), title="Cannot watch this match", severity="error", timeout=8)
        return False
    app.push_screen(ReplayScreen(replay))
    return True
