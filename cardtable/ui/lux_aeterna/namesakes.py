"""Telling apart two cards of the same name on the field in a dialog's options.

The engine names cards by their name only, so with two Blazing Vanguards on the table "Attack with
Blazing Vanguard" appears twice and a person cannot tell which is which. The note says where each
one sits in its row (the order the table draws it, left to right). No Textual; reads the state."""

from __future__ import annotations

from typing import Any

from cardtable.engine.actions import Action

ORDINALS = ("1st", "2nd", "3rd")


def ordinal(n: int) -> str:
    return ORDINALS[n - 1] if 0 < n <= len(ORDINALS) else f"{n}th"


def _cards_named(action: Action) -> list[str]:
    """The instance ids an action names: the card it is about, its targets, and the Units whose
    accumulated Lights pay for it (``pay`` parts are ``"<place>:<light>*<count>"``)."""
    out: list[str] = []
    for field in ("card", "source", "unit"):
        value = getattr(action, field, None)
        if isinstance(value, str):
            out.append(value)
    out.extend(t for t in getattr(action, "targets", ()) if isinstance(t, str))
    for part in getattr(action, "pay", ()):
        place = part.split(":", 1)[0]
        if place != "numen":
            out.append(place)
    return list(dict.fromkeys(out))


def namesakes_note(state: Any, action: Action, viewer: int | None) -> str:
    """Where the field cards an option names sit, for those whose name another card in the same
    row shares ("Blazing Vanguard: your 2nd card from the left"); "" when no name repeats."""
    notes = []
    for iid in _cards_named(action):
        where = state.zones.where.get(iid)
        if where is None or where[1] != "field":
            continue
        seat = where[0]
        row = list(state.zones.zones[seat]["field"])
        name = state.card_def(iid).name
        if sum(1 for other in row if state.card_def(other).name == name) < 2:
            continue
        owner = "your" if seat == viewer else f"{state.name(seat)}'s"
        notes.append(f"{name}: {owner} {ordinal(row.index(iid) + 1)} card from the left")
    return "; ".join(notes)
