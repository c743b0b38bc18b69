"""The inspector's text: a unit with live stats and where they come from, or a card in hand with
its cost, type, text, keyword reminders and why it cannot be played now."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text

from cardtable.games.aether_lanes.presentation import HandFace, card_detail, unit_detail
from cardtable.ui.aether_lanes.glyphs import AETHER, LANE_NAMES, PADLOCK, TYPE_NAMES, element_badge

if TYPE_CHECKING:
    from cardtable.engine.state import GameState


def _face_head(face: dict[str, Any], colour_blind: bool) -> Text:
    head = Text.assemble(element_badge(face["element"], colour_blind), " ", (face["name"], "bold underline"))
    kind = f"{face['element'].capitalize()} {TYPE_NAMES[face['type']]}, cost {face['cost']}{AETHER}"
    if face.get("family"):
        kind += f" · {face['family']}"
    return Text("\n").join([head, Text(kind, style="dim")])


def _keywords(keywords: list[tuple[str, str]]) -> list[Text]:
    return [Text.assemble((f"{name}: ", "bold"), reminder) for name, reminder in keywords]


def unit_text(
    state: GameState, iid: str, owner_name: str, lane: int, colour_blind: bool, plan: str = ""
) -> Text:
    """A unit on the lanes, in full; ``plan`` is what the forecast says it does in this turn's combat."""
    detail = unit_detail(state, iid)
    face = detail["face"]
    lines = [_face_head(face, colour_blind), Text(f"{owner_name}'s {LANE_NAMES[lane]} lane", style="italic")]
    if plan:
        lines.append(Text(f"This combat: {plan}", style="bold"))
    lines.extend(Text(line, style="bold") for line in detail["lines"])
    flags = detail["flags"]
    states = []
    if flags.get("exhausted"):
        states.append("zzz exhausted: will not attack this turn")
    if flags.get("moved"):
        states.append("moved this turn")
    if flags.get("burn"):
        states.append(f"Burn {flags['burn']}")
    if flags.get("silenced"):
        states.append("silenced")
    if flags.get("token"):
        states.append("token (no lane bonus)")
    if states:
        lines.append(Text(" · ".join(states), style="italic"))
    lines.append(Text(face["text"]))
    lines.extend(_keywords(detail["keywords"]))
    for sigil in detail["sigils"]:
        lines.append(Text.assemble(("✦ Sigil ", "bold"), (sigil["name"], "bold"), f": {sigil['text']}"))
    buried = detail["buried"]
    if buried is not None:
        lines.append(
            Text.assemble(
                ("▾ Buried beneath: ", "bold"),
                element_badge(buried.element, colour_blind),
                f" {buried.name} ATK {buried.attack} DEF {buried.defense} HP {buried.health}/{buried.max_health}",
            )
        )
        if buried.sigils:
            lines.append(Text(f"  its Sigils: {', '.join(buried.sigils)}"))
    return Text("\n").join(lines)


def hand_text(
    state: GameState, face: HandFace, colour_blind: bool, hint: str = "", my_turn: bool = True
) -> Text:
    """A card in hand, in full, with the reason it cannot be played now (if any; the "no place
    or target" reason only on the viewer's own turn)."""
    detail = card_detail(state, face.card)
    printed = detail["face"]
    lines = [_face_head(printed, colour_blind)]
    # why it cannot be played comes first: it must be readable without scrolling on a small terminal
    if face.gated:
        lines.append(Text(f"{PADLOCK} Locked: {face.reason}", style="bold"))
    elif not face.affordable:
        lines.append(Text(f"✗ Cannot afford: {face.reason}", style="bold"))
    elif my_turn and not face.playable and face.reason:
        lines.append(Text(f"✗ {face.reason}", style="bold"))
    if face.stats is not None:
        lines.append(Text(f"ATK {face.stats[0]}  DEF {face.stats[1]}  HP {face.stats[2]}", style="bold"))
    if hint:
        lines.append(Text(hint, style="italic"))
    lines.append(Text(printed["text"]))
    lines.extend(_keywords(detail["keywords"]))
    return Text("\n").join(lines)


def empty_lane_text(owner_name: str, lane: int, tag: str) -> Text:
    return Text.assemble((f"{owner_name}'s {LANE_NAMES[lane]} lane", "bold"), f"\nEmpty. Lane bonus: {tag}.")
