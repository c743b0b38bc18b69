"""Luminous actions as sentences a player reads ("Play Trail Guide — 2+A",
"Attack Jeddos with Silgar's Elite"). Pure functions over a state; nothing here changes it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.engine.actions import Action
from cardtable.engine.kernel.decision import Choose
from cardtable.engine.words import Rows, a_or_an, told_apart
from cardtable.games.luminous import rules
from cardtable.games.luminous.actions import (
    Activate,
    Assign,
    Attack,
    Block,
    Concede,
    Discard,
    Mulligan,
    Pivot,
    Play,
    PlayBloom,
    PlayOrb,
)

if TYPE_CHECKING:
    from cardtable.games.luminous.state import LuminousState


def colour_name(st: LuminousState, colour: str) -> str:
    for entry in st.catalog.rules.colours:
        if entry.id == colour:
            return entry.name
    return colour.capitalize()


def name_of(st: LuminousState, iid: str | None) -> str:
    """A card in play, in a hand or a pile by instance id; ``F0``/``F1`` or ``favored`` for a
    Favored (``favored`` means the one the acting seat attacks)."""
    if not iid:
        return ""
    if iid in ("F0", "F1"):
        return st.favored_name(int(iid[1]))
    if iid == rules.FAVORED:
        seat = st.to_act if st.to_act is not None else st.active
        return st.favored_name(1 - seat)
    if iid in st.ids:
        return st.card_def(iid).name
    return iid


def in_log(st: LuminousState, iid: str, rows: Rows | None = None) -> str:
    """A card in play named in a log line, told apart from its namesakes on both sides
    (:func:`cardtable.engine.words.told_apart`): "Bo's Ancient's Servant", "Trail Guide (left)".
    ``rows``: the table as it was before cards that leave together began to leave
    (``st.table_rows()``, the kernel's rows), so the second of two copies is told apart too
    (playtest17)."""
    return told_apart(iid, rows if rows is not None else st.table_rows()) or name_of(st, iid)


def name_apart(st: LuminousState, iid: str | None) -> str:
    """:func:`name_of`, and for a card in play with a copy of the same name in its row, which
    copy it is, counted from the left as the row is drawn: "Trail Guide (left)", "Trail Guide
    (right)" (a list of targets or blockers then never holds two lines alike)."""
    if not iid or iid not in st.ids:
        return name_of(st, iid)
    return told_apart(iid, st.table_rows(), owners=False) or name_of(st, iid)


def cost_text(catalog: Any, essence: int, check: str | None) -> str:
    """A cost in the table's one notation (board, hand, inspector, dialogs, palette, deck
    builder): the essence, then ``+`` and the orb check colour's letter from the data: "2+A",
    "3", "0" for a free one (the legend explains it)."""
    if not check:
        return str(essence)
    glyph = next((c.glyph for c in catalog.rules.colours if c.id == check and c.glyph), "")
    return f"{essence}+{glyph or check[:1].upper()}"


def ability_words(st: LuminousState, source: str, index: int) -> str:
    """What an activated ability costs, from its data ("expend, 1 essence")."""
    for side in st.sides:
        thing = side.in_play(source)
        if thing is not None and 0 <= index < len(thing.card.abilities):
            ability = thing.card.abilities[index]
            parts = []
            if ability.expend:
                parts.append("expend")
            if ability.wear:
                parts.append(f"lose {ability.wear} durability")
            if ability.sacrifice:
                parts.append("sacrifice it")
            if ability.essence or ability.check:
                parts.append(cost_text(st.catalog, ability.essence, ability.check))
            return ", ".join(parts) or "free"
    return ""


def trigger_words(st: LuminousState, uid: int) -> str:
    """A pending trigger of the batch: "Trail Guide (Arrive): <its card text>"."""
    from cardtable.games.luminous.triggers import trigger_of

    for item in st.batch.pending:
        if item.uid == uid:
            trigger = trigger_of(st, item.source, item.effect)
            when = trigger.when.replace("_", " ")
            name = name_of(st, item.source)
            if item.source in ("F0", "F1"):
                text = st.catalog.favored[st.sides[int(item.source[1])].favored].text
            else:
                text = st.card_def(item.source).text
            about = (
                f" (about {name_of(st, item.subject)})"
                if item.subject and item.subject != item.source
                else ""
            )
            return f"{name} — {when}{about}: {text}"
    return f"trigger {uid}"


def describe(st: LuminousState, action: Action) -> str:
    """The sentence for ``action`` in the current position."""
    if isinstance(action, Play):
        card = st.card_def(action.card)
        on = f" on {name_apart(st, action.target)}" if action.target else ""
        fast = " (fast)" if card.fast else ""
        return f"Play {card.name}{fast}{on} — {cost_text(st.catalog, card.essence, card.check)}"
    if isinstance(action, PlayOrb):
        return f"Play {a_or_an(colour_name(st, action.colour))} orb from your orb pile"
    if isinstance(action, PlayBloom):
        return "Play a Luminous Bloom (one essence of any colour when sacrificed)"
    if isinstance(action, Pivot):
        colour = next((o[1] for s in st.sides for o in s.orbs if o[0] == action.orb), "")
        return (
            f"Pivot: return a ready {colour_name(st, colour)} orb to the pile, "
            f"play {a_or_an(colour_name(st, action.colour))} orb"
        )
    if isinstance(action, Activate):
        on = f" on {name_apart(st, action.target)}" if action.target else ""
        return f"Use {name_apart(st, action.source)}{on} — {ability_words(st, action.source, action.ability)}"
    if isinstance(action, Attack):
        return f"Attack {name_apart(st, action.target)} with {name_apart(st, action.unit)}"
    if isinstance(action, Block):
        return "Block with " + ", ".join(name_apart(st, u) for u in action.units)
    if isinstance(action, Assign):
        return assign_words(st, action.damage)
    if isinstance(action, Choose):
        return "Resolve next: " + (trigger_words(st, int(action.option)) if action.option.isdigit() else "?")
    if isinstance(action, Discard):
        return f"Discard {name_of(st, action.card)}"
    if isinstance(action, Mulligan):
        if not action.cards:
            return "Keep the opening hand"
        names = ", ".join(name_of(st, c) for c in action.cards)
        return f"Put {names} on the bottom and draw {len(action.cards)}"
    if isinstance(action, Concede):
        return "Concede the match"
    if action.KIND == "pass":
        from cardtable.games.luminous.view import pass_meaning

        meaning = pass_meaning(st).removeprefix("pass: ")
        return f"Pass ({meaning})" if meaning else "Pass"
    return str(action)


def assign_words(st: LuminousState, damage: tuple[int, ...]) -> str:
    from cardtable.games.luminous.flow import blockers_in_play

    if st.combat is None:
        return "Assign " + "/".join(str(d) for d in damage)
    blockers = blockers_in_play(st)
    parts = [f"{d} to {name_apart(st, b.iid)}" for d, b in zip(damage, blockers)]
    return "Deal " + ", ".join(parts)


def course_words(st: LuminousState) -> tuple[str, ...]:
    """What the combat in progress will do, in the words of :func:`flow.course` (the answer the
    damage step follows): lines for the combat area under "A attacks B", none while blockers in
    play share the damage (the screen lists them and the damage plan)."""
    from cardtable.games.luminous import flow
    from cardtable.games.luminous.flow import Course, course

    combat = st.combat
    if combat is None:
        return ()
    route = course(st)
    target = (
        st.favored_name(1 - combat.attacker_seat)
        if combat.target == rules.FAVORED
        else name_of(st, combat.target)
    )
    if route is Course.NO_ATTACKER:
        return (
            f"{flow.attacker_words(st)} has left play: its attack on {target} deals no damage",
            "Both players passing ends this Combat Phase",
        )
    if route is Course.NO_BLOCKERS:
        more = combat.step == "block" and combat.may_block
        return (
            ("Its blocker has" if len(combat.blockers) == 1 else "Its blockers have")
            + " left play: it stays blocked and deals no damage"
            + (" (the defender may still block with more until they pass)" if more else ""),
        )
    if route is Course.MAY_BLOCK:
        if (
            combat.target != rules.FAVORED
            and st.sides[1 - combat.attacker_seat].in_play(combat.target) is None
        ):
            # playtest25-lum: "attacks Ancient's Eye / Not blocked yet" after the Eye was gone
            return (
                "Not blocked yet: the defender may block until they pass",
                f"{target} has left play: unblocked, the attack deals no damage",
            )
        return ("Not blocked yet: the defender may block until they pass",)
    if route is Course.NO_TARGET:
        return (f"{target} has left play: the attack deals no damage",)
    if route is Course.UNBLOCKED:
        return (f"Unblocked: its damage goes to {target}",)
    return ()
