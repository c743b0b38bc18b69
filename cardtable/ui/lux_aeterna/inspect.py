"""The inspector's text: a card in hand (cost, what paying it takes now, or why it cannot be
played), a Unit or Relic in play (Power, polarized, Lights on it, the attack forecast), or an
Emissary (form, Connect condition and progress, the Connected form, offerings)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text

from cardtable.engine.actions import Action
from cardtable.engine.kernel.resources import Cost
from cardtable.games.lux_aeterna.actions import Activate
from cardtable.games.lux_aeterna.api import ability_text
from cardtable.ui.lux_aeterna import build, glyphs
from cardtable.ui.lux_aeterna.faces import TableFace
from cardtable.ui.lux_aeterna.forecast_words import effect_text, forecast_lines


def _head(name: str, colour: str, kind: str, cost: Cost | None) -> list[Text]:
    head = Text.assemble(glyphs.colour_badge(colour), " ", (name, "bold underline"))
    second = Text(f"{glyphs.NAMES.get(glyphs.letter(colour), colour)} {kind}", style="dim")
    if cost is not None:
        second.append("  cost ", style="dim")
        second.append_text(glyphs.cost(cost))
    return [head, second]


def _find(view: Any, iid: str) -> tuple[str, Any, Any] | None:
    """("hand" | "field" | "emissary", the side, the card) for ``iid`` in the presentation."""
    for side in view.sides:
        if iid == f"e{side.seat}":
            return "emissary", side, side.emissary
        for card in side.field:
            if card.face.iid == iid:
                return "field", side, card
        for card in side.hand or ():
            if card.iid == iid:
                return "hand", side, card
    return None


def text(state: Any, table: TableFace, viewer: int | None, iid: str, legal: Sequence[Action]) -> Text:
    """Everything about ``iid`` that ``viewer`` may see."""
    view = table.view
    found = _find(view, iid) if view is not None else None
    if found is None:
        return Text("Nothing to show.", style="italic")
    where, side, card = found
    if where == "emissary":
        return emissary_text(card, side)
    if where == "field":
        return field_text(state, table, side, card, legal)
    return hand_text(state, table, card, legal)


def hand_text(state: Any, table: TableFace, card: Any, legal: Sequence[Action]) -> Text:
    lines = _head(card.name, card.colour, glyphs.TYPE_NAMES.get(card.type, card.type), card.price)
    if card.power is not None:
        lines.append(Text(f"Power {card.power}", style="bold"))
    lines.append(glyphs.card_text(card.text))
    if card.flavour:
        lines.append(Text(card.flavour, style="italic dim"))
    plays = [a for a in legal if a.KIND == "play" and getattr(a, "card", None) == card.iid]
    face = next((h for h in table.hand or () if h.iid == card.iid), None)
    if plays:
        note = build.payment_text(state, plays[0])
        lines.append(Text.assemble(("Pays: ", "bold"), note or "nothing"))
        viewer = table.me if table.my_decision else None
        for play in plays:  # a death effect on the way, the engine's outcome on a copy
            then = effect_text(table.view, play, viewer)
            if then:
                target = build.describe(state, play).partition(" on ")[2]
                lines.append(Text.assemble((f"On {target}, then: " if target else "Then: ", "bold"), then))
        lines.append(Text("Enter, or a second click, plays it.", style="italic"))
    elif table.my_decision and face is not None and face.reason:
        lines.append(Text(f"✗ Not now: {face.reason}.", style="bold"))
    elif not table.my_decision:
        lines.append(Text(_timing(card.type), style="italic dim"))
    return Text("\n").join(lines)


def _timing(kind: str) -> str:
    if kind == "prayer":
        return "A Prayer: any time you hold priority; in the other player's turn only in answer to an action."
    return "Only in your own main phases, with an empty queue."


def field_text(state: Any, table: TableFace, side: Any, card: Any, legal: Sequence[Action]) -> Text:
    face = card.face
    owner = side.name
    lines = _head(face.name, face.colour, glyphs.TYPE_NAMES.get(face.type, face.type), face.price)
    lines.append(Text(f"In {owner}'s Combat Zone", style="italic"))
    if face.type == "unit":
        power = Text.assemble(("Power ", "bold"), (str(card.power), "bold"))
        if card.power != face.power:
            power.append(f" (printed {face.power})", style="dim")
        if card.attack_power != card.power or card.defence_power != card.power:
            power.append(f" · attacking {card.attack_power} · defending {card.defence_power}")
        lines.append(power)
    if card.polarized:
        what = (
            "it cannot attack or defend"
            if face.type == "unit"
            else "an ability that polarizes it cannot be used"  # a Relic never attacks (playtest20)
        )
        lines.append(Text(f"{glyphs.POLARIZED} Polarized: {what} until {owner}'s next turn.", style="bold"))
    forecast = forecast_lines(table.view, face.iid)  # offered with its attack, while it may attack
    if forecast:
        lines.append(Text("Attack forecast:", style="bold underline"))
        lines.extend(forecast)
    if card.lights:
        accumulated = Text("Accumulated Lights: ", style="bold")
        for stack in card.lights:
            accumulated.append_text(glyphs.light(stack.shows, stack.count))
            accumulated.append(f" {stack.count} {glyphs.NAMES.get(stack.shows, stack.shows)}  ")
        lines.append(accumulated)
        lines.append(Text("They keep their colour and pay costs.", style="dim"))
    if card.accumulated_this_turn:
        lines.append(Text("It took a Light this turn (one per Unit per turn).", style="italic dim"))
    lines.append(glyphs.card_text(face.text))
    if card.abilities:
        lines.append(Text.assemble(("Abilities: ", "bold"), "; ".join(card.abilities)))
    uses = [a for a in legal if build.subject(a) == face.iid and a.KIND != "attack"]
    if uses:
        lines.append(Text("Now: " + "; ".join(build.describe(state, a) for a in uses[:4]), style="italic"))
    return Text("\n").join(lines)


def emissary_text(em: Any, side: Any) -> Text:
    lines = [
        Text.assemble(glyphs.colour_badge(em.colour), " ", (em.name, "bold underline")),
        Text(f"{side.name}'s Emissary · {side.codex_name} Codex", style="dim"),
    ]
    lines.append(
        Text.assemble(
            ("Form: ", "bold"), em.form_name, (" (Connected)" if em.connected else " (Base)", "bold")
        )
    )
    if em.form_text:
        lines.append(glyphs.card_text(em.form_text))
    if em.connected:
        lines.append(Text("Connected for the rest of the match.", style="italic"))
    else:
        lines.append(
            Text.assemble(("Connect: ", "bold"), f"{em.condition} ", (f"{em.progress}/{em.goal}", "bold"))
        )
        lines.append(
            Text.assemble(
                ("Connected form: ", "dim"),
                (em.connected_name, "bold"),
                " — ",
                glyphs.card_text(em.connected_text),
            )
        )
    lines.append(Text("Offerings (one in each Offering phase):", style="bold"))
    for offering in em.offerings:
        line = Text("  ")
        for letter in offering.lights:
            line.append_text(glyphs.light(letter))
        line.append(f" {offering.text}")
        if not offering.available:
            line.append("  (the supply cannot give it now)", style="italic")
            line.stylize("dim", 2)
        lines.append(line)
    return Text("\n").join(lines)


def ability_words(state: Any, action: Action) -> str:
    """What an ability does, in its card's own words from the data ("" for other actions)."""
    return ability_text(state, action) if isinstance(action, Activate) else ""


def payment_note(state: Any, actions: Sequence[Action]) -> Text:
    """Above a choice of plays: what an ability does, in its card's own words (issue 25
    leftovers: "Pays: free" alone never said it), then what the first would spend."""
    out = Text("")
    abilities = {(a.source, a.ability): a for a in actions if isinstance(a, Activate)}
    words = ability_words(state, next(iter(abilities.values()))) if len(abilities) == 1 else ""
    if words:
        out = Text.assemble(("Ability: ", "bold"), glyphs.card_text(words))
    for action in actions:
        if action.KIND in ("play", "activate"):
            note = build.payment_text(state, action)
            if note:
                pays = Text.assemble(("Pays: ", "bold"), note)
                return Text("\n").join([out, pays]) if out.plain else pays
    return out


def attack_note() -> Text:
    return Text(
        "Polarize a Unit to attack; the defender polarizes one of theirs to defend, or takes 1 damage."
    )


def palette_help(state: Any, table: TableFace, action: Action) -> str:
    """What the palette says beneath ``action`` (it read "Lux Aeterna: do this now" under every
    line, playtest22-la): a card's text and what it would spend, an ability's words, what an
    attack leads to if nobody defends; "" to keep the default."""
    view = table.view
    if action.KIND == "play" and view is not None:
        found = _find(view, str(getattr(action, "card", "")))
        card_words = glyphs.card_text(found[2].text).plain if found is not None and found[0] == "hand" else ""
        pays = build.payment_text(state, action)
        return " · ".join(part for part in (card_words, f"pays {pays}" if pays else "") if part)
    if isinstance(action, Activate):
        return glyphs.card_text(ability_words(state, action)).plain
    if action.KIND == "attack" and view is not None:
        lines = forecast_lines(view, str(getattr(action, "unit", "")))
        return lines[0].plain.strip() if lines else ""
    return PALETTE_HELP.get(action.KIND, "")


PALETTE_HELP = {
    "accumulate": "The Light stays on the Unit and can still pay costs from there (one a turn on each Unit).",
    "pass": "Pass: the step ends, or the queue's top resolves, when both players pass in a row.",
}
"""What the palette says beneath an action whose title says all there is to say of it."""
