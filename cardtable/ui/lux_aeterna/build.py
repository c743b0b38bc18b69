"""From the engine's presentation to the screen's faces, and the screen's sentences.

Everything here reads the Lux Aeterna engine's public API: ``present`` (the viewer-filtered
table), ``describe`` (an action as a sentence), ``api`` (payment previews, attack forecasts, hand
status) and the legal actions. No Textual; no rule is decided here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text

from cardtable.engine.actions import Action
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.words import possessive
from cardtable.games.lux_aeterna.api import called_in_view, with_note
from cardtable.ui.lux_aeterna import glyphs
from cardtable.ui.lux_aeterna.faces import (
    EmissaryFace,
    FieldFace,
    HandFace,
    Lights,
    QueueFace,
    SideFace,
    TableFace,
)
from cardtable.ui.lux_aeterna.forecast_words import defend_text, effect_text, forecast_summary
from cardtable.ui.lux_aeterna.namesakes import add_owners, namesakes_note, owners_note
from cardtable.ui.lux_aeterna.queue_words import queue_does

KIND_NAMES = {"card": "card", "ability": "ability", "trigger": "trigger", "attack": "attack"}
SUBJECT_FIELDS = ("card", "source", "unit")


# ----- the table ------------------------------------------------------------------------------


def _lights(stacks: Sequence[Any]) -> Lights:
    """Light stacks as (shown colour, count), merged per colour shown."""
    counts: dict[str, int] = {}
    for stack in stacks:
        counts[stack.shows] = counts.get(stack.shows, 0) + stack.count
    return tuple(counts.items())


def _actions_by_subject(legal: Sequence[Action]) -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {}
    for action in legal:
        iid = subject(action)
        if iid is not None and action.KIND not in found.setdefault(iid, []):
            found[iid].append(action.KIND)
    return {k: tuple(v) for k, v in found.items()}


def _field(card: Any, role: str, actions: tuple[str, ...]) -> FieldFace:
    face = card.face
    unit = face.type == "unit"
    power = (
        card.attack_power
        if role == "attacking"
        else card.defence_power
        if role == "defending"
        else card.power
    )
    return FieldFace(
        face.iid,
        face.name,
        face.type,
        glyphs.letter(face.colour),
        power if unit else None,
        face.power if unit else None,
        card.polarized,
        _lights(card.lights),
        glyphs.card_words(face.text),
        role,
        actions,
    )


def _emissary(side: Any, actions: tuple[str, ...]) -> EmissaryFace:
    em = side.emissary
    offerings = tuple(("".join(o.lights), o.any, o.available) for o in em.offerings)
    return EmissaryFace(
        f"e{side.seat}",
        em.name,
        glyphs.letter(em.colour),
        em.form_name,
        em.connected,
        glyphs.card_words(em.form_text),
        em.condition,
        em.progress,
        em.goal,
        offerings,
        actions,
    )


def table(state: Any, viewer: int | None, legal: Sequence[Action]) -> TableFace:
    """The faces of ``state`` as ``viewer`` may see it (``legal``: the viewer's legal actions, or
    empty when the viewer is not the one to decide)."""
    from cardtable.games.lux_aeterna.present import present

    view = present(state, viewer)
    glyphs.use_glyphs({c.letter: c.glyph for c in view.colours})
    me = viewer if viewer is not None else _shown_seat(view)
    foe = 1 - me
    by_subject = _actions_by_subject(legal)
    attack = view.attack
    decision = view.decision
    deciding = decision.seat if decision is not None else None
    sides = []
    for seat in (foe, me):
        side = view.sides[seat]
        field = []
        for card in side.field:
            role = ""
            if attack is not None and card.face.iid == attack.attacker:
                role = "attacking"
            elif attack is not None and card.face.iid == attack.blocker:
                role = "defending"
            field.append(_field(card, role, by_subject.get(card.face.iid, ())))
        sides.append(
            SideFace(
                seat,
                side.name,
                view.active == seat and view.outcome is None,
                deciding == seat,
                side.soul,
                view.lives,
                _lights(side.numen),
                side.codex_count,
                side.hand_count,
                len(side.requiem),
                len(side.limbo),
                _emissary(side, by_subject.get(f"e{seat}", ())),
                tuple(field),
            )
        )
    hand = None
    mine = view.sides[me].hand
    if mine is not None and viewer is not None:
        hand = _hand(
            state, viewer, mine, legal, deciding == viewer and decision is not None and decision.is_priority
        )
    names = tuple(side.name for side in view.sides)
    queue = tuple(
        QueueFace(
            entry.order,
            names[entry.controller],
            entry.controller == me,
            _queue_kind(entry),
            entry.source_name,
            queue_does(entry),
            ", ".join(entry.target_names),
        )
        for entry in view.queue
    )
    my_decision = deciding is not None and deciding == viewer
    pass_text = ""
    if my_decision and decision is not None and decision.is_priority:
        pass_text = _pass_text(view)
    return TableFace(
        me,
        foe,
        (sides[0], sides[1]),
        hand,
        queue,
        view.turn,
        view.step,
        tuple(view.steps),
        names[view.active],
        decision.prompt if decision is not None else "",
        decision.kind if decision is not None else "",
        names[deciding] if deciding is not None else "",
        my_decision,
        _lights(view.supply),
        view.outcome is not None,
        pass_text,
        view,
    )


def _queue_kind(entry: Any) -> str:
    """ "Prayer", "Unit"... for a card on the queue; "ability", "trigger" or "attack" otherwise."""
    if entry.kind == "card":
        return glyphs.TYPE_NAMES.get(entry.source_type, "card")
    return KIND_NAMES.get(entry.kind, entry.kind)


def _shown_seat(view: Any) -> int:
    """Whose side is drawn at the bottom while nobody looks (the curtain): the seat to act."""
    decision = view.decision
    return decision.seat if decision is not None and view.outcome is None else 0


def _hand(
    state: Any, viewer: int, cards: Sequence[Any], legal: Sequence[Action], deciding: bool
) -> tuple[HandFace, ...]:
    from cardtable.games.lux_aeterna.api import hand_status

    playable = {getattr(a, "card", None) for a in legal if a.KIND == "play"}
    reasons: dict[str, str] = {}
    if deciding:
        reasons = {status.iid: status.reason for status in hand_status(state, viewer) if not status.playable}
    faces = []
    for card in cards:
        # Only while the viewer holds priority is a card marked as playable or not.
        faces.append(
            HandFace(
                card.iid,
                card.name,
                card.type,
                glyphs.letter(card.colour),
                card.price,
                card.power,
                glyphs.card_words(card.text),
                card.iid in playable or not deciding,
                reasons.get(card.iid, ""),
            )
        )
    return tuple(faces)


def _pass_text(view: Any) -> str:
    """The engine's sentence for passing now, from the viewer's choices."""
    for choice in view.choices:
        if choice.action.KIND == "pass":
            return str(choice.sentence)
    return ""


# ----- actions ----------------------------------------------------------------------------------


def describe(state: Any, action: Action) -> str:
    """The engine's sentence for ``action``, its cost (if any) in the table's notation
    ("Play Searing Bolt (♦1) on Star Sentinel"), as plain text (the palette's)."""
    return describe_text(state, action).plain


def describe_text(state: Any, action: Action) -> Text:
    """:func:`describe` with the cost's Lights in their colours (a dialog's options)."""
    from cardtable.games.lux_aeterna.present import sentence_parts

    head, price, tail = sentence_parts(state, action)
    if price is None:
        return Text(head + tail)
    return Text.assemble(head, " (", glyphs.cost(price), ")", tail)


def subject(action: Action) -> str | None:
    """The card (or Emissary) an action is about: the card played, the source used, the Unit that
    attacks, defends or receives a Light."""
    for name in SUBJECT_FIELDS:
        value = getattr(action, name, None)
        if isinstance(value, str):
            return value
    return None


def concede() -> Action:
    """Giving up (always allowed, so not among the legal actions)."""
    from cardtable.games.lux_aeterna.actions import Concede

    return Concede()


def of_kind(legal: Sequence[Action], kind: str) -> list[Action]:
    return [a for a in legal if a.KIND == kind]


def uses(legal: Sequence[Action], chosen: str | None, state: Any = None) -> list[Action]:
    """What may be done with the chosen card now (with ``state``: what a player means first, a
    harmful effect on one's own things last: :func:`api.astray_last`)."""
    if chosen is None:
        return []
    found = [a for a in legal if subject(a) == chosen and a.KIND not in ("pass", "concede")]
    if state is None:
        return found
    from cardtable.games.lux_aeterna.api import astray_last

    return astray_last(state, found)


def choosable(legal: Sequence[Action], zone: str, chosen: str | None) -> tuple[str, ...]:
    """Cards of the viewer's side that something may be done with (drawn with a green frame)."""
    return tuple(sorted({iid for a in legal if (iid := subject(a)) is not None and a.KIND != "play"}))


def option_text(state: Any, table: TableFace, action: Action, pays: bool = True) -> Text:
    """A choice in a dialog: the engine's sentence, then what it would cost (unless ``pays`` is
    False: every option pays the same, said once above them) or lead to (the engine's forecast)."""
    out = describe_text(state, action)
    viewer = table.me if table.my_decision else None
    add_owners(out, owners_note(table.view, action, viewer))
    kind = action.KIND
    if kind in ("play", "activate") and pays:
        note = payment_text(state, action)
        if note:
            out.append(f"\n   pays {note}", style="dim")
    if kind in ("play", "activate"):
        then = effect_text(table.view, action, viewer)  # a death effect on the way, say
        if then:
            out.append(f"\n   then: {then}", style="dim")
    elif kind == "attack":
        summary = forecast_summary(table.view, str(getattr(action, "unit", "")))
        if summary:
            out.append(f"\n   {summary}", style="dim")
    elif kind == "defend":
        note = defend_text(table.view, action)
        if note:
            out.append(f"\n   {note}", style="dim")
    where = namesakes_note(table.view, action, viewer)
    if where:
        out.append(f"\n   {where}", style="dim")
    return out


def offer_label(offer: Any) -> Text:
    """An offering as a dialog option: one the supply cannot give stays in the list, greyed,
    with the reason."""
    label = Text(offer.sentence)
    if not offer.available:
        label.append(f"\n   not now: {offer.reason}", style="italic")
        label.stylize("dim")
    return label


def payment_text(state: Any, action: Action) -> str:
    """Which Lights a play or ability would spend, in words ("" when unknown or nothing to pay)."""
    from cardtable.games.lux_aeterna.actions import Activate, Play
    from cardtable.games.lux_aeterna.api import payment_preview

    if not isinstance(action, (Play, Activate)):
        return ""
    try:
        preview = payment_preview(state, action)
    except (IllegalActionError, KeyError, IndexError, ValueError, AssertionError):
        return ""
    return preview.text


def payments(state: Any, action: Action, exact: bool = False) -> list[Action]:
    """``action`` once per way to pay it that makes a difference (the engine's ``api``: the
    suggestion first, equivalent payments as one; ``exact``: Lights sending different colours
    back to the supply told apart), each with its explicit payment."""
    from cardtable.games.lux_aeterna.actions import Activate, Play

    if not isinstance(action, (Play, Activate)) or action.pay:
        return [action]
    from cardtable.games.lux_aeterna.api import payment_choices

    try:
        options = payment_choices(state, action, exact=exact)
    except (IllegalActionError, KeyError, IndexError, ValueError, AssertionError):
        return [action]
    return options or [action]


# ----- sentences for the bar, the curtain, refusals --------------------------------------------------


def pass_label(table: TableFace) -> str:
    return table.pass_text or "Pass"


def queue_footer(table: TableFace) -> str:
    return "Both pass in a row: 1▲ resolves."


def _item_words(view: Any, entry: Any) -> str:
    """ "Ana's attack with Cinder Hound", "Bo's Negate on Blessing", "Ana's Observatory ability"."""
    owner = possessive(view.sides[entry.controller].name)
    on = f" on {', '.join(entry.target_names)}" if entry.target_names else ""
    if entry.kind == "attack":
        return f"{owner} attack with {entry.source_name}"
    if entry.kind in ("ability", "trigger"):
        return f"{owner} {entry.source_name} {entry.kind}{on}"
    return f"{owner} {entry.source_name}{on}"


def _other_just_passed(state: Any, seat: int) -> bool:
    """Whether the last action of the match was the other seat's pass on what is queued now (the
    record's own words: its history, who took each action, and its log)."""
    history, actors = state.history, state.history_actors
    if not history or history[-1].KIND != "pass" or actors[-1] != 1 - seat:
        return False
    for event in reversed(state.log):  # a pass that ended the turn passed on nothing now queued
        if event.kind == "turn":
            return False  # (playtest18: Ana's pass ended her turn; Bo's own trigger came after)
        if event.kind == "pass":
            return True
    return True


def curtain_detail_lines(state: Any, seat: int) -> list[str]:
    from cardtable.games.lux_aeterna.present import present

    view = present(state, None)
    name = view.sides[seat].name
    decision = view.decision
    lines: list[str] = []
    if decision is not None and decision.kind == "defend" and view.attack is not None:
        # the attack is still on the queue while the defender answers it: not a response window
        lines.append(f"{view.attack.attacker_name} attacks: {name} decides how to defend.")
    elif decision is not None and decision.kind not in ("priority", "defend"):
        lines.append(decision.prompt + ".")
    elif view.queue:
        top = view.queue[0]
        what = _item_words(view, top)
        count = f"({len(view.queue)} on the queue)"
        if top.controller == seat and _other_just_passed(state, seat):
            other = view.sides[1 - seat].name
            lines.append(f"{other} passed: {name} may add to the queue {count} or let {what} resolve.")
        elif top.controller == seat:  # its own trigger, say, nobody has passed on yet (playtest17 T16)
            lines.append(f"{name} may add to the queue {count} or let {what} resolve.")
        else:
            # the count last: a copy's place ends the item's words, never "(middle) (1 on the queue)"
            lines.append(f"{name} may respond to {what}, or pass {count}.")
    elif decision is not None:
        lines.append(decision.prompt + ".")
    return lines


def curtain_text(state: Any, seat: int, since: Sequence[str] = ()) -> str:
    lines = curtain_detail_lines(state, seat)
    if since:
        lines.append("")
        lines.append("Since you last looked:")
        lines.extend(f"• {line}" for line in since)
        lines.append("")
    lines.append("The table is hidden so that nobody sees the other player's hand.")
    return "\n".join(lines)


def why_not(table: TableFace, viewer: int | None, chosen: str) -> str:
    """Why nothing can be done with the chosen card now."""
    if not table.my_decision:
        return f"It is {possessive(table.deciding_name)} decision now."
    for card in table.hand or ():
        if card.iid == chosen:
            return f"{card.name}: {card.reason or 'it cannot be played now'}."
    for side in table.sides:
        if side.emissary.iid == chosen:
            return f"{side.emissary.name} has nothing to use now."
        for field_card in side.field:
            if field_card.iid == chosen:
                name = called_in_view(table.view, chosen) or field_card.name
                if side.seat != viewer:
                    return f"{name} belongs to {side.name}: look, but you cannot use it."
                return f"{name} has nothing to do now."
    return "Nothing to do with that now."


def _name_of(table: TableFace, iid: str) -> str:
    """The name the table shows for ``iid`` (a card in hand or on a field, told apart from its
    namesakes as the log does, or an Emissary)."""
    for side in table.sides:
        if side.emissary.iid == iid:
            return side.emissary.name
        for card in side.field:
            if card.iid == iid:
                return called_in_view(table.view, iid) or card.name
    for held in table.hand or ():
        if held.iid == iid:
            return held.name
    return iid


def own_lone_target(state: Any, table: TableFace, actions: Sequence[Action]) -> str:
    """The title that stops a lone play aimed at one's own card by a target that could be either
    side's ("Searing Bolt: its only target is your Ember Squire"), or "" (nothing to stop)."""
    from cardtable.games.lux_aeterna.api import aims_at_own

    if len(actions) != 1:
        return ""
    own = aims_at_own(state, actions[0])
    if not own:
        return ""
    card = _name_of(table, subject(actions[0]) or "")
    names = " and ".join(f"your {_name_of(table, iid)}" for iid in own)
    return f"{card}: its only target is {names}"


def use_title(table: TableFace, chosen: str) -> str:
    return f"{_name_of(table, chosen)}: what now?"


def why_no_attack(state: Any, table: TableFace, viewer: int | None, chosen: str | None = None) -> str:
    from cardtable.games.lux_aeterna.present import attack_refusal

    if viewer is None:
        return "Nobody is at the keyboard."
    mine = table.sides[1] if table.me == viewer else None
    if chosen and mine is not None and any(card.iid == chosen for card in mine.field):
        problem = attack_refusal(state, viewer, chosen)
        if problem:
            return problem
    view = table.view
    if view is not None and view.active != viewer:
        return f"Only the turn player attacks: this is {table.active_name}'s turn."
    if table.step == "main1":  # playtest21-la N17: a in Main 1 said nothing
        return "Attacks are declared in Combat: Space ends Main 1."
    if table.step != "combat":
        later = table.step in ("main2", "end")
        return "Combat is over this turn." if later else "Attacks are declared in Combat, after Main 1."
    if table.queue:  # playtest21-la N4: A in the window of one's own attack said nothing
        return (
            "An attack is declared with the queue empty: first let the queue resolve "
            f"(Space: {pass_label(table)})."
        )
    if view is not None and view.turn == 1 and view.first == viewer:
        return "The first player cannot attack on the first turn."
    return "No Unit of yours can attack now: each attacks once a turn, and a polarized Unit cannot."


def why_no_accumulate(table: TableFace, viewer: int | None) -> str:
    if table.step not in ("main1", "main2"):
        return "Lights are put on Units in your main phases."
    return "No Unit of yours can take a Light now (one per Unit per turn, from your Numen)."


def decision_detail(table: TableFace) -> Text:
    """What the dialog of a decision shows above its options."""
    kind = table.decision_kind
    attack = table.view.attack if table.view is not None else None
    if kind == "defend" and attack is not None:
        power = next(
            (
                c.attack_power
                for side in table.view.sides
                for c in side.field
                if c.face.iid == attack.attacker
            ),
            0,
        )
        named = with_note(attack.attacker_name, f"{glyphs.POWER}{power}")  # "Flame Duelist (right, ⚔4)"
        out = Text.assemble((named, "bold"), " attacks you. ")
        out.append(
            "Polarize one of your Units to defend (higher Power survives, a tie destroys both), "
            "or take 1 damage."
        )
        return out
    if kind == "offering":
        side = table.sides[1]
        return Text.assemble(
            "Your Numen: ",
            glyphs.lights(side.numen, "empty"),
            "   Supply: ",
            glyphs.supply(table.supply),
        )
    if kind == "discard":
        return Text("Your hand is over the limit: choose a card to put in your Requiem.")
    if table.queue:
        top = table.queue[0]
        return Text(f"Resolving {top.name}: {top.does}")
    return Text("")


def pile(state: Any, seat: int, which: str) -> tuple[str, list[Text]]:
    """A public pile, newest first, as lines."""
    from cardtable.games.lux_aeterna.present import present

    side = present(state, None).sides[seat]
    cards = list(side.requiem if which == "requiem" else side.limbo)[::-1]
    lines = []
    for card in cards:
        line = Text.assemble(
            glyphs.colour_badge(card.colour),
            " ",
            (card.name, "bold"),
            f"  {glyphs.TYPE_NAMES.get(card.type, card.type)}",
            style="",
        )
        if card.power is not None:
            line.append(f" {glyphs.POWER}{card.power}")
        line.append(f"\n   {glyphs.card_words(card.text)}", style="italic dim")
        lines.append(line)
    return f"{possessive(present(state, None).sides[seat].name)} {which.capitalize()} ({len(cards)})", lines
