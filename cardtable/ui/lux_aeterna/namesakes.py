"""What a dialog's options add about the field cards they name, beside the engine's sentence.

The sentence names each card as the log does (``api.called_in_view``: "Blazing Vanguard (left)",
"Star Sentinel (middle)", "Bo's Flame Duelist"; docs/handoffs.md, "copies of one card told
apart"), so two options never read the same. The notes here add what the name leaves out: what sets a copy apart to the eye (the
Lights on it, polarized), and whose a target is when its name does not say. No Textual; reads the
presentation."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from cardtable.engine.actions import Action
from cardtable.engine.words import possessive
from cardtable.games.lux_aeterna.api import called_in_view


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
    return ", ".join(marks)


def namesakes_note(view: Any, action: Action, viewer: int | None) -> str:
    """What sets apart to the eye the field cards an option names, for those whose name another
    card in the same row shares ("Cinder Hound (right): 2 Lights on it"); "" when no name repeats
    or the copies look alike (the name in the sentence says which already). ``view``: the
    engine's presentation; ``viewer``: unused, kept for the callers' one signature."""
    if view is None:
        return ""
    notes = []
    for iid in _cards_named(action):
        for side in view.sides:
            row = [card.face for card in side.field]
            at = next((i for i, face in enumerate(row) if face.iid == iid), None)
            if at is None or sum(1 for face in row if face.name == row[at].name) < 2:
                continue
            looks = _looks(side.field[at])
            if looks:
                notes.append(f"{called_in_view(view, iid)}: {looks}")
    return "; ".join(notes)


def owners_note(view: Any, action: Action, viewer: int | None) -> str:
    """Whose side an option's targets on the field are on, for those whose name does not say it
    already ("Bo's Flame Duelist" does): "yours", "Bo's", or with two or more targets "Flame
    Duelist: yours; Dawn Acolyte (left): Bo's" (play-test: "on Flame Duelist" did not say it was
    one's own)."""
    if view is None:
        return ""
    notes = []
    for iid in (t for t in getattr(action, "targets", ()) if isinstance(t, str)):
        for side in view.sides:
            name = called_in_view(view, iid) if any(c.face.iid == iid for c in side.field) else None
            if name is None or name.startswith(possessive(side.name) + " "):
                continue
            notes.append((name, "yours" if side.seat == viewer else possessive(side.name)))
    if len(notes) == 1:
        return notes[0][1]
    return "; ".join(f"{name}: {owner}" for name, owner in notes)


def add_owners(sentence: Text, owners: str) -> None:
    """:func:`owners_note` after an option's sentence, in the bracket that ends it when there is
    one ("on Dawn Acolyte (left, Bo's)", never "(left) (Bo's)"), else in its own ("(yours)")."""
    if owners and ":" not in owners and sentence.plain.endswith(")"):
        sentence.right_crop(1)
        sentence.append(f", {owners})", style="dim")
    elif owners:
        sentence.append(f" ({owners})", style="dim")
