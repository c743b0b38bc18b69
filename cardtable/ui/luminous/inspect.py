"""The inspector's text for the chosen Luminous card, the payment notes and the attack and block
forecasts (from the engine's ``api`` and ``preview``). No Textual besides rich text."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text

from cardtable.engine.actions import Action
from cardtable.games.luminous.presentation import TableFace, ThingFace, subject
from cardtable.ui.luminous import build, glyphs


def _find(table: TableFace, iid: str) -> tuple[ThingFace, str] | None:
    for card in table.hand or ():
        if card.iid == iid:
            return card, "your hand"
    for side in table.sides:
        for thing in (*side.units, *side.relics):
            if thing.iid == iid:
                return thing, f"{side.name}'s {'units' if thing.type == 'unit' else 'relics'}"
    return None


def keyword_lines(state: Any, keywords: Sequence[str]) -> list[Text]:
    from cardtable.games.luminous.api import keyword_reminders

    return [
        Text.assemble((f"{name}: ", "bold"), (reminder, "italic"))
        for name, reminder in keyword_reminders(state, keywords)
    ]


def text(state: Any, table: TableFace, viewer: int | None, iid: str, legal: Sequence[Action]) -> Text:
    """Everything about one card: name, kind and cost, numbers, state, keywords with their
    reminders, its text, and what may be done with it now (with forecasts and payments)."""
    found = _find(table, iid)
    if found is None:
        return Text("Nothing chosen.", style="italic")
    face, where = found
    out = Text()
    out.append(face.name, style="bold underline")
    out.append(f"\n{glyphs.TYPE_NAMES.get(face.type, face.type)}", style="italic")
    out.append(" · cost ")
    out.append_text(glyphs.cost(face.essence, face.check))
    if face.check:
        out.append(" (an orb check)", style="dim")
    flags = [w for w, on in (("Fast", face.fast), ("Unique", face.unique), ("Token", face.token)) if on]
    if flags:
        out.append(" · " + ", ".join(flags), style="bold")
    out.append(f" · {where}", style="dim")
    out.append("\n")
    if face.type == "unit":
        out.append_text(glyphs.unit_stats(face.attack, face.health, face.damage))
        if where != "your hand" and (face.attack, face.health) != face.printed:
            out.append(f" (printed {face.printed[0]}/{face.printed[1]})", style="dim")
    elif face.type == "relic":
        out.append(f"{glyphs.DURABILITY} durability {face.durability}", style="bold")
    if where != "your hand":
        label = "arrived this turn" if face.fresh and not face.expended else build.state_word(face)
        out.append(f" · {label}", style="bold")
    out.append(f"\n{face.text}\n", style="italic")
    for line in keyword_lines(state, face.keywords):
        out.append_text(line)
        out.append("\n")
    options = build.uses(legal, iid)
    attacks = [a for a in legal if a.KIND == "attack" and subject(a) == iid]
    if options:
        out.append("\nNow (Enter):\n", style="bold")
        for action in options[:4]:
            out.append(f"• {build.describe(state, action)}\n")
        note = payment_note(state, options[0])
        if note.plain:
            out.append_text(note)
            out.append("\n")
    if attacks:
        out.append("\nAttack (a) — if nobody plays anything else:\n", style="bold")
        for line in attack_forecast_lines(state, table, iid, getattr(attacks[0], "target", "favored")):
            out.append_text(line)
            out.append("\n")
    if not options and not attacks and table.my_decision and face.reason:
        out.append(f"\nNot now: {face.reason}", style="bold")
    return out


def payment_note(state: Any, action: Action) -> Text:
    """Which orbs and Blooms the default payment spends and which orb satisfies the check."""
    from cardtable.games.luminous.api import payment_options

    options = payment_options(state, action)
    if not options:
        return Text("")
    first = options[0]
    if not first.orbs and not first.blooms and first.check_orb is None:
        return Text("")  # a free ability: "Pays: nothing" under every line was noise (play-test)
    return Text.assemble(("Pays: ", "bold"), payment_words(state, first))


def payment_words(state: Any, payment: Any) -> Text:
    out = Text()
    if not payment.orbs and not payment.blooms:
        out.append("nothing")
    for _, colour in payment.orbs:
        out.append_text(glyphs.orb(colour, False))
        out.append(" ")
    if payment.blooms:
        out.append(f"{glyphs.BLOOM}×{payment.blooms} Bloom{'s' if payment.blooms != 1 else ''} sacrificed ")
    if payment.check_orb is not None:
        _, colour, spent = payment.check_orb
        out.append(" · check: ", style="dim")
        out.append_text(glyphs.orb(colour, spent))
        out.append(f" ({'expended' if spent else 'ready'}: it stays as it is)", style="dim")
    return out


def _in_play(table: TableFace) -> dict[str, tuple[str, str]]:
    """Each card in play: (its name, told apart from a copy in its row: "Vinehorn Stag (left)";
    its controller's name)."""
    return {
        t.iid: (t.label or t.name, side.name) for side in table.sides for t in (*side.units, *side.relics)
    }


def _whose_name(table: TableFace, iid: str) -> str:
    """A card in play by name, with its controller's name when the other side has a card of
    the same name in play ("Diving Dragonspawn (Bo's)"): both decks hold shared cards."""
    things = [
        (t.iid, t.name, t.label or t.name, side.name)
        for side in table.sides
        for t in (*side.units, *side.relics)
    ]
    mine = next((thing for thing in things if thing[0] == iid), None)
    if mine is None:
        return ""
    _, name, label, owner = mine  # the plain names compared: "Servant (left)" is a Servant too
    if any(other == name and whose != owner for _, other, _, whose in things):
        if label.endswith(")"):  # one bracket: "Diving Dragonspawn (left, Ana's)" (playtest21-lum)
            return f"{label[:-1]}, {owner}'s)"
        return f"{label} ({owner}'s)"
    return label


def _result_words(table: TableFace, result: dict[str, Any], defender: str) -> str:
    names = _in_play(table)
    parts = []
    if result["life_lost"]:
        parts.append(f"{defender} loses {result['life_lost']} life")
    for iid, lost in result.get("worn", {}).items():
        parts.append(f"{names.get(iid, ('a relic', ''))[0]} loses {lost} durability")
    destroyed = [_whose_name(table, i) for i in result["destroyed"] if i in names]
    if destroyed:
        parts.append("destroyed: " + ", ".join(destroyed))
    if result.get("attacker_life_lost"):
        parts.append(f"the attacking side loses {result['attacker_life_lost']} life")
    if result["over"]:
        parts.append("THE MATCH ENDS")
    return "; ".join(parts) or "nothing happens"


def group_names(table: TableFace, iids: Sequence[str]) -> str:
    """ "Trail Guide ×2, Hedge Tinker": a group of blockers by name."""
    things = {t.iid: t for side in table.sides for t in (*side.units, *side.relics)}
    counts: dict[str, int] = {}
    one: dict[str, str] = {}
    for iid in iids:
        thing = things.get(iid)
        name = thing.name if thing is not None else "a unit"
        counts[name] = counts.get(name, 0) + 1
        one[name] = (thing.label or thing.name) if thing is not None else name
    # several copies together read "Trail Guide ×3"; one of several is told apart ("(left)")
    return ", ".join(one[name] if n == 1 else f"{name} ×{n}" for name, n in counts.items())


def _forecast_line(table: TableFace, result: dict[str, Any], defender: str, verb: str = "Blocked by") -> Text:
    names = group_names(table, result["blockers"])
    head = f"{verb} {names}: " if names else ("Not blocked: " if verb == "Blocked by" else "No block: ")
    if not names and verb.startswith("Best"):
        head = "Best by this forecast: no block: "
    return Text.assemble((head, "bold"), _result_words(table, result, defender))


def _favored(table: TableFace, seat: int | None) -> str:
    """The Favored of ``seat`` by name (``the defender`` when there is none)."""
    return next((side.favored for side in table.sides if side.seat == seat), "the defender")


def attack_forecast_lines(state: Any, table: TableFace, unit: str, target: str, most: int = 6) -> list[Text]:
    """Not blocking, then the ways to block best for the defender first (any number of
    blockers, see :mod:`cardtable.games.luminous.forecast_blocks`), at most ``most`` lines and a
    line saying what was left out."""
    from cardtable.games.luminous.api import BLOCK_GROUP_CAP, attack_block_forecasts

    try:
        results, complete = attack_block_forecasts(state, unit, target)
    except (KeyError, ValueError, IndexError):
        return []
    seat = state.to_act
    defender = _favored(table, 1 - seat if seat is not None else None)
    lines = [_forecast_line(table, result, defender) for result in results[:most]]
    left = len(results) - most
    if left > 0:
        lines.append(Text(f"… and {left} more ways to block (best for {defender} shown first)", style="dim"))
    if not complete:
        lines.append(
            Text(
                f"(Too many blockers to try every group: groups by size while {BLOCK_GROUP_CAP} fit, "
                "and all of them together.)",
                style="dim",
            )
        )
    return lines


PALETTE_HELP = {
    "orb": "Once a turn; it does not pass priority",
    "bloom": "Once a turn, after six basic orbs; it does not pass priority",
    "pivot": "Once a turn, after six basic orbs; it does not pass priority",
    "block": "Blocking expends the blockers; the attacker splits its damage among them",
    "order": "Triggers of yours waiting together resolve one at a time, in the order you choose",
}
"""The palette's line beneath an action of a kind that has no card text to show."""


def palette_help(state: Any, table: TableFace, action: Any) -> str:
    """What the palette says beneath ``action``: the text of the card played or used, what an
    attack leads to if nobody blocks (the engine's forecast), what passing does now; "" to keep
    the default."""
    kind = action.KIND
    if kind in ("play", "activate"):
        iid = getattr(action, "card", None) or getattr(action, "source", None)
        cards = [*(table.hand or ()), *(t for side in table.sides for t in (*side.units, *side.relics))]
        return next((card.text for card in cards if card.iid == iid), "")
    if kind == "attack":
        lines = attack_forecast_lines(state, table, action.unit, action.target, most=1)
        return lines[0].plain if lines else ""
    if kind == "pass":
        meaning = table.pass_meaning.removeprefix("pass: ")
        return f"Now: {meaning}" if meaning else ""
    return PALETTE_HELP.get(kind, "")


def best_block(state: Any, eligible: Sequence[str]) -> dict[str, Any] | None:
    """The forecast of the way to block with ``eligible`` units (none included) that is best
    for the defender (the engine's ``api.best_block``)."""
    from cardtable.games.luminous.api import best_block as engine_best_block

    try:
        return engine_best_block(state, eligible)
    except (KeyError, ValueError, IndexError):
        return None


def block_note(
    state: Any, table: TableFace, picks: tuple[str, ...], best: dict[str, Any] | None = None
) -> Text:
    """What blocking with ``picks`` (or not blocking) leads to, if nobody plays anything else,
    and the ``best`` way to block (from :func:`best_block`) when it is not the one picked."""
    from cardtable.games.luminous.api import block_outcomes

    seat = state.to_act
    if seat is None:
        return Text("")
    try:
        results = block_outcomes(state, picks)
    except (KeyError, ValueError, IndexError):
        return Text("")
    defender = _favored(table, seat)
    out = Text()
    for result in results:
        out.append_text(_forecast_line(table, result, defender, "Block with"))
        out.append("\n")
    if best is not None and tuple(best["blockers"]) != tuple(picks):
        out.append_text(_forecast_line(table, best, defender, "Best by this forecast: block with"))
        out.append("\n")
    shown_best = () if best is None else tuple(best["blockers"])
    if max(len(picks), len(shown_best)) > 1:  # a split only where two or more block (playtest21-lum)
        out.append("(The attacker splits its damage; shown as the computer would split it.)", style="dim")
    out.rstrip()
    return out
