"""Telling apart two cards of the same name on the field in a dialog's options.

The engine names cards by their name only, so with two Blazing Vanguards on the table "Attack with
Blazing Vanguard" appears twice and a person cannot tell which is which. The note says where each
one sits in its row (the order the table draws it, left to right) and what sets it apart to the
eye: the Lights on it, polarized. No Textual; reads the presentation."""

from __future__ import annotations

from typing import Any

from cardtable.engine.actions import Action
from cardtable.engine.words import ordinal


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


def _looks(card: Any) -> str:
    """What sets a field card apart to the eye: the Lights on it, polarized."""
    marks = []
    count = sum(stack.count for stack in card.lights)
    if count:
        marks.append(f"{count} Light{'s' if count > 1 else ''} on it")
    if card.polarized:
        marks.append("polarized")
    return f" ({', '.join(marks)})" if marks else ""


def namesakes_note(view: Any, action: Action, viewer: int | None) -> str:
    """Where the field cards an option names sit, for those whose name another card in the same
    row shares ("Blazing Vanguard: your 2nd card from the left (1 Light on it)"); "" when no
    name repeats. ``view``: the engine's presentation."""
    if view is None:
        return ""
    notes = []
    for iid in _cards_named(action):
        for side in view.sides:
            row = [card.face for card in side.field]
            at = next((i for i, face in enumerate(row) if face.iid == iid), None)
            if at is None:
                continue
            name = row[at].name
            if sum(1 for face in row if face.name == name) >= 2:
                owner = "your" if side.seat == viewer else f"{side.name}'s"
                notes.append(f"{name}: {owner} {ordinal(at + 1)} card from the left{_looks(side.field[at])}")
    return "; ".join(notes)


def owners_note(view: Any, action: Action, viewer: int | None) -> str:
    """Whose side an option's targets on the field are on, for those :func:`namesakes_note`
    does not place already: "yours", "Bo's", or with two or more targets "Flame Duelist: yours;
    Dawn Acolyte: Bo's" (play-test: "on Flame Duelist" did not say it was one's own)."""
    if view is None:
        return ""
    notes = []
    for iid in (t for t in getattr(action, "targets", ()) if isinstance(t, str)):
        for side in view.sides:
            row = [card.face for card in side.field]
            face = next((face for face in row if face.iid == iid), None)
            if face is None or sum(1 for other in row if other.name == face.name) >= 2:
                continue
            notes.append((face.name, "yours" if side.seat == viewer else f"{side.name}'s"))
    if len(notes) == 1:
        return notes[0][1]
    return "; ".join(f"{name}: {owner}" for name, owner in notes)
