"""The choices of the Accumulation dialog: every Unit of yours in the order drawn, each with the
Lights it may take now, and a Unit that cannot take one now shown greyed with the reason (never
left out, so that the other options keep their place)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text

from cardtable.engine.actions import Action
from cardtable.games.lux_aeterna.api import called_in_view
from cardtable.ui.lux_aeterna import build
from cardtable.ui.lux_aeterna.faces import TableFace

TOOK_ITS_LIGHT = "it took its Light this turn (one per Unit per turn)"


def options(state: Any, table: TableFace, accumulates: Sequence[Action]) -> list[tuple[Action | None, Text]]:
    """(action, label) per line of the dialog: the legal ``accumulates`` grouped under the
    viewer's Units as drawn; ``None`` for a Unit that cannot take a Light now (greyed, with why)."""
    view = table.view
    by_unit: dict[str, list[Action]] = {}
    for action in accumulates:
        by_unit.setdefault(str(build.subject(action)), []).append(action)
    lines: list[tuple[Action | None, Text]] = []
    units = [] if view is None else [c for c in view.sides[table.me].field if c.face.type == "unit"]
    for card in units:
        mine = by_unit.pop(card.face.iid, [])
        if mine:
            lines.extend((action, build.option_text(state, table, action)) for action in mine)
            continue
        reason = TOOK_ITS_LIGHT if card.accumulated_this_turn else "it cannot take a Light now"
        named = called_in_view(view, card.face.iid) or card.face.name  # copies told apart
        label = Text(f"{named}: not now, {reason}", style="dim")
        lines.append((None, label))
    for rest in by_unit.values():  # none expected: every Unit is listed above
        lines.extend((action, build.option_text(state, table, action)) for action in rest)
    return lines
