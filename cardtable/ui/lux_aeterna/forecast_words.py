"""The engine's attack and defence forecasts in words (no Textual widgets; no rule here).

The forecasts are the engine's (``present_attack``: each answer played out on a copy, triggers
and death effects included) and come with the viewer's choices in the presentation; this module
only finds the one for an action and says it. LETHAL is shown on every line where someone loses,
and for whom.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from cardtable.engine.actions import Action
from cardtable.games.lux_aeterna.api import called_in_view, with_note
from cardtable.ui.lux_aeterna import glyphs

LETHAL = " — LETHAL"


def forecast_of(view: Any, action: Action) -> Any:
    """The engine's forecast offered with ``action`` among the viewer's choices (None if none)."""
    for choice in getattr(view, "choices", ()) or ():
        if choice.action == action:
            return choice.forecast
    return None


def attack_forecast(view: Any, attacker: str) -> Any:
    """The ``AttackOutcomes`` of an attack by ``attacker`` offered to the viewer, or None."""
    for choice in getattr(view, "choices", ()) or ():
        if choice.action.KIND == "attack" and getattr(choice.action, "unit", None) == attacker:
            return choice.forecast
    return None


def _who(view: Any, seat: int, you: int | None, verb: str) -> str:
    """ "Bo loses", or "you lose" for the reader's own seat."""
    if seat == you:
        return f"you {verb}"
    return f"{view.sides[seat].name} {verb}s"


def _also(view: Any, line: Any, owner: int, you: int | None) -> list[str]:
    """What else happens on the way: Soul the attacking player loses, random discards, other
    cards leaving the field, what the triggers that fired do besides."""
    foe = 1 - owner
    out = []
    if line.attacker_soul_lost > 0:
        out.append(f"{_who(view, owner, you, 'lose')} {line.attacker_soul_lost} Soul")
    for seat in (foe, owner):
        count = line.discards[seat]
        if count:
            cards = "1 card" if count == 1 else f"{count} cards"
            out.append(f"{_who(view, seat, you, 'discard')} {cards} at random")
    out.extend(f"{name} leaves the field" for name in line.others_destroyed)
    out.extend(line.triggered)  # what the triggers do besides (Bone Harvester's growth)
    return out


def _clash(line: Any, your: bool) -> str:
    if line.attacker_destroyed and line.blocker_destroyed:
        return "both are destroyed"
    if line.blocker_destroyed:
        return "your Unit is destroyed" if your else "the defender is destroyed"
    if line.attacker_destroyed:
        return "the attacker is destroyed"
    return "neither is destroyed"


def _tail(view: Any, line: Any, owner: int, soul_words: bool, you: int | None = None) -> str:
    parts = _also(view, line, owner, you)
    if soul_words and line.soul_lost > 0:
        parts.insert(0, f"{_who(view, 1 - owner, you, 'lose')} {line.soul_lost} Soul")
    words = "; ".join(parts)
    return (f"; {words}" if words else "") + _lethal(view, line, owner, you)


def _lethal(view: Any, line: Any, owner: int, you: int | None) -> str:
    """ " — LETHAL for Bo" (or "for you", "for both"): who loses the match on this line."""
    losers = [
        seat for seat, loses in ((1 - owner, line.defender_loses), (owner, line.attacker_loses)) if loses
    ]
    if not losers:
        return ""
    if len(losers) == 2:
        return f"{LETHAL} for both"
    return f"{LETHAL} for {'you' if losers[0] == you else view.sides[losers[0]].name}"


def forecast_lines(view: Any, attacker: str) -> list[Text]:
    """An attack's forecast: undefended, then for each Unit that could defend."""
    outcomes = attack_forecast(view, attacker)
    if outcomes is None or not outcomes.lines:
        return []
    owner = next(side.seat for side in view.sides if any(c.face.iid == attacker for c in side.field))
    foe_name = view.sides[1 - owner].name
    lines: list[Text] = []
    for line in outcomes.lines:
        if line.blocker is None:
            lines.insert(
                0,
                Text.assemble(
                    ("Undefended: ", "bold"),
                    f"{foe_name} takes {line.soul_lost} damage{_tail(view, line, owner, False)}.",
                ),
            )
            continue
        name = line.blocker_name or called_in_view(view, line.blocker) or line.blocker
        lines.append(
            Text.assemble(
                ("If ", "bold"),
                (with_note(name, f"{glyphs.POWER}{line.blocker_power}"), "bold"),  # "(left, ⚔2)"
                f" defends against {glyphs.POWER}{line.attacker_power}: "
                f"{_clash(line, False).replace('the defender', name)}{_tail(view, line, owner, True)}.",
            )
        )
    if all(line.blocker is None for line in outcomes.lines):
        lines.append(Text(f"{foe_name} has no Unit that can defend.", style="italic"))
    return lines


def forecast_summary(view: Any, attacker: str) -> str:
    return " ".join(line.plain for line in forecast_lines(view, attacker))


def defend_text(view: Any, action: Action) -> str:
    """What defending with a Unit (or not defending) leads to: the engine's forecast of it."""
    line = forecast_of(view, action)
    attack = getattr(view, "attack", None)
    if line is None or attack is None:
        return ""
    owner = next(
        (side.seat for side in view.sides if any(c.face.iid == attack.attacker for c in side.field)), 0
    )
    if line.blocker is None:
        soul = view.sides[1 - owner].soul
        lights = "1 Light" if line.soul_lost == 1 else f"{line.soul_lost} Lights"
        return f"lose {lights} from your Soul ({soul} now){_tail(view, line, owner, False, 1 - owner)}"
    head = f"{glyphs.POWER}{line.blocker_power} against {glyphs.POWER}{line.attacker_power}: "
    return head + _clash(line, True) + _tail(view, line, owner, True, 1 - owner)


def effect_text(view: Any, action: Action, you: int | None) -> str:
    """What a card or ability with targets leads to, when a trigger fires on the way (a death
    effect): the engine's outcome on a copy ("Shade Thrall leaves the field; you discard 1 card at
    random"); "" when nothing beyond the card's own words happens."""
    line = forecast_of(view, action)
    if line is None or not getattr(line, "notable", False):
        return ""
    parts = [f"{name} leaves the field" for name in line.left_field]
    for seat in (0, 1) if you is None else (1 - you, you):
        if line.soul_lost[seat] > 0:
            parts.append(f"{_who(view, seat, you, 'lose')} {line.soul_lost[seat]} Soul")
        if line.discards[seat]:
            cards = "1 card" if line.discards[seat] == 1 else f"{line.discards[seat]} cards"
            parts.append(f"{_who(view, seat, you, 'discard')} {cards} at random")
    parts.extend(line.triggered)
    lethal = ""
    if line.losers:
        whom = (
            "both"
            if len(line.losers) == 2
            else ("you" if line.losers[0] == you else view.sides[line.losers[0]].name)
        )
        lethal = f"{LETHAL} for {whom}"
    return "; ".join(parts) + lethal
