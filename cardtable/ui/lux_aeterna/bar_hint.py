"""The bar's key hint on the Lux Aeterna table: what Enter, a, u and Space do now."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.actions import Action
from cardtable.engine.presentation import subject
from cardtable.ui.lux_aeterna.faces import TableFace


def hint(table: TableFace, legal: Sequence[Action]) -> str:
    """The keys that act now and what they do, for the viewer deciding (their legal actions)."""
    kinds = {a.KIND for a in legal}
    parts = []
    if "play" in kinds:
        parts.append("Enter: play/use the chosen card")
    elif "activate" in kinds:  # playtest24-la: Orin's ability the only answer, nothing said so
        parts.append(f"Can be used now: {_sources_named(table, legal)}")
    if "attack" in kinds:
        parts.append("a: attack")
    if "accumulate" in kinds:
        parts.append("u: accumulate")
    if table.pass_text:
        parts.append(f"Space: {table.pass_text}")
    return " · ".join(parts)


def _sources_named(table: TableFace, legal: Sequence[Action]) -> str:
    """The viewer's Emissary and field cards that an ability of theirs can be used from now, by
    name ("Orin, Keeper of Stars", "Observatory or Orin, Keeper of Stars")."""
    mine = table.sides[1]
    names = {mine.emissary.iid: mine.emissary.name} | {card.iid: card.name for card in mine.field}
    used = [names[iid] for a in legal if a.KIND == "activate" and (iid := subject(a) or "") in names]
    return " or ".join(dict.fromkeys(used)) or "the chosen card"
