"""How a card is named wherever a player reads it: the log, the questions and their options, the
forecasts, the payment line, the queue and the curtain all call :func:`called`, so that a copy
has one name everywhere at a given moment.

The scheme (docs/handoffs.md, "copies of one card told apart"): a card whose name no other card
on the field shares is its name alone; a copy is told apart by its place among the copies of its
name in its owner's row, as the board draws it, left to right ("Star Sentinel (left)",
"(middle)", "(right)", "(2nd from left)" from four on; Relics and other cards between them do not
count); and by its owner's name when the other side has one of that name too ("Bo's Flame
Duelist"). The words are the
engine's :func:`cardtable.engine.words.told_apart`, shared with Luminous's log."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.engine.words import told_apart

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.state import LuxState


def called(game: LuxState, iid: str) -> str:
    """Card ``iid`` (or an Emissary, ``e0``/``e1``) as a player reads it now: told apart from its
    namesakes while it is on the field ("Star Sentinel (middle)", "Bo's Bloom Caller"), its name
    alone anywhere else (a hand, the queue, the Requiem)."""
    if iid in ("e0", "e1"):
        return game.emissary_def(int(iid[1])).name
    return told_apart(iid, game.table_rows()) or game.card_def(iid).name


def with_note(name: str, note: str) -> str:
    """``name`` with a short note in its bracket, one bracket only: "Ember Squire (Power 2)",
    "Star Sentinel (middle, Power 3)" (never "(middle) (Power 3)" nor "(middle), Power 3")."""
    if name.endswith(")") and "(" in name:
        return f"{name[:-1]}, {note})"
    return f"{name} ({note})"


def called_in_view(view: Any, iid: str) -> str | None:
    """:func:`called` for a screen that holds the presentation (``TableView``) rather than the
    state: the same words from the same rows (each side's field as drawn); None when ``iid`` is
    not on a field (or no presentation: ``view`` None)."""
    if view is None:
        return None
    rows = [(side.name, [(card.face.iid, card.face.name) for card in side.field]) for side in view.sides]
    return told_apart(iid, rows)
