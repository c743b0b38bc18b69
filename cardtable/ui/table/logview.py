"""The history view: the whole log on one key (``h``) and in the command palette, full screen,
grouped by turn and phase, each line in the words of its event, as the viewer may read it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text

from cardtable.engine.history import QUIET_KINDS, Turn, group_log
from cardtable.ui.table.reader import ReaderScreen

LOG_KEY = "h"
"""The key of the history view in every game screen (free in all four)."""


OPEN_STEP = "The step under way"
"""The heading of the last lines of a turn whose step has not ended yet (playtest19: a Blessing
played in Bo's Offering step read as part of his Draw)."""
ENDED_STEP = "Where the match ended"
"""The heading of the last lines of a match over, when the game tells no steps."""


def history_text(
    turns: Sequence[Turn],
    *,
    empty: str = "Nothing has happened yet.",
    open_step: str = "",
    ended: bool = False,
) -> Text:
    """Turns as bold headings, phases as underlined subheadings, sentences indented under them;
    passes and phase ends dim, so the plays stand out. ``open_step``: the words of the step under
    way, for the heading of its lines ("Combat (under way)"; playtest20: "The step under way"
    named no step while every other heading did); ``ended``: the match is over, and that step is
    the one it ended in ("Combat (the match ended)"; playtest21-la N7: "The step under way")."""
    out = Text()
    for turn in turns:
        if out:
            out.append("\n")
        out.append(f"{turn.heading}\n", style="bold reverse")
        for index, phase in enumerate(turn.phases):
            name = phase.name
            if not name and index and turn is turns[-1] and phase is turn.phases[-1]:
                # the step under way, not yet ended (its lines are not the last step's)
                name = _open_heading(open_step, ended)
            if name:
                out.append(f" {name}\n", style="bold underline")
            for kind, sentence in phase.lines:
                out.append(f"   {sentence}\n", style="dim" if kind in QUIET_KINDS else "")
    if not out:
        out.append(empty, style="italic")
    out.rstrip()
    return out


def _open_heading(step: str, ended: bool) -> str:
    """The heading of the last step's lines when that step has not ended (or the match ended in it)."""
    if ended:
        return f"{step} (the match ended)" if step else ENDED_STEP
    return f"{step} (under way)" if step else OPEN_STEP


class LogViewScreen(ReaderScreen):
    """The whole match log for ``seat`` (None: what everybody may read), the latest lines shown."""

    def __init__(
        self,
        log: Sequence[Any],
        seat: int | None,
        game_name: str = "",
        open_step: str = "",
        ended: bool = False,
    ) -> None:
        turns = group_log(log, seat)
        title = f"History of the match{f' ({game_name})' if game_name else ''}"
        body = history_text(turns, open_step=open_step, ended=ended)
        super().__init__(title, body, LOG_KEY, at_end=True)
        self.turns = turns
