"""From the Luminous engine's view to the screen's faces, and the screen's sentences.

Everything here reads the engine's public parts: ``state.view`` (what a seat may see), the legal
actions, ``api`` (hand status, attack forecasts), ``describe`` and ``preview``. No Textual; no
rule is decided here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.engine.actions import Action
from cardtable.engine.lookahead import trial
from cardtable.games.luminous import api as engine_api
from cardtable.games.luminous.presentation import CombatFace, TableFace, ThingFace, present, subject
from cardtable.ui.luminous import glyphs

STAGES = {
    "mulligan": "Mulligan",
    "start": "Start",
    "main": "Main",
    "combat": "Combat",
    "damage": "Combat damage",
    "end": "End",
    "over": "Over",
}


def around_cost(words: str, whose: str) -> tuple[str, str]:
    """An action's sentence split so that whose its target is goes right after the target's name,
    before the cost ("... on Silgar's Elite" | " — expend"): the head with the note, the rest."""
    head, dash, cost = words.rpartition(" — ") if " — " in words else (words, "", "")
    return (f"{head} ({whose})" if whose else head), f"{dash}{cost}"


def target_note(table: TableFace, action: Action) -> str:
    """Whose unit or relic an action aims at, with its numbers and whether it is expended (two
    cards of one name in a list of targets are told apart by this), from the presentation."""
    iid = getattr(action, "target", None)
    for side in table.sides:
        for thing in (*side.units, *side.relics):
            if thing.iid != iid:
                continue
            if thing.type == "unit":
                health = thing.health
                left = f"{health - thing.damage}/{health}" if thing.damage else str(health)
                numbers = f"{glyphs.ATTACK}{thing.attack} {glyphs.HEALTH}{left}"
            else:
                numbers = f"{glyphs.DURABILITY}{thing.durability}"
            return f"{side.name}'s {thing.type} {numbers} · {state_word(thing)}"
    return ""


def state_word(thing: ThingFace) -> str:
    """A card's state in a word or two: "attacking" or "blocking" for a unit in the combat now
    (that expended it: call it what it is, playtest22-lum), else "expended" or "ready"; a unit
    readied in its combat is "attacking, ready"."""
    fighting = {"attacker": "attacking", "blocker": "blocking"}.get(thing.role)
    if fighting is None:
        return "expended" if thing.expended else "ready"
    return fighting if thing.expended else f"{fighting}, ready"


def barrier_note(table: TableFace, attacks: Sequence[Action]) -> str:
    """Why only some relics can be attacked: the defender's Barrier relics come first."""
    targets = {getattr(a, "target", "favored") for a in attacks}
    if not attacks or "favored" in targets:
        return ""
    relics = [r for side in table.sides if not side.active for r in side.relics]
    barriers = [r.name for r in relics if "barrier" in r.keywords and r.iid in targets]
    if not barriers:
        return ""
    return (
        f" Barrier: {', '.join(barriers)} must be destroyed before the Favored or another relic can "
        "be attacked."
    )


def own_lone_target(state: Any, table: TableFace, actions: Sequence[Action]) -> str:
    """ "Walk Back: its only target is your Recruit" when ``actions`` is one play aimed at one's own card through a target that
    could be either side's (the engine's ``aims_at_own``), else "" (nothing to stop)."""
    from cardtable.games.luminous.api import aims_at_own

    if len(actions) != 1:
        return ""
    own = set(aims_at_own(state, actions[0]))
    if not own:
        return ""
    things = [*(table.hand or ()), *(t for side in table.sides for t in (*side.units, *side.relics))]
    source = subject(actions[0])
    card = next((thing.name for thing in things if thing.iid == source), "It")
    names = " and ".join(f"your {thing.name}" for thing in things if thing.iid in own)
    return f"{card}: its only target is {names}"


def foe_first(table: TableFace, actions: Sequence[Action]) -> list[Action]:
    """``actions`` with those aimed at the foe's cards first (in the engine's order otherwise):
    the targets a player most often wants are the first lines of a list a small terminal shows
    in part."""
    foe = {thing.iid for thing in (*table.sides[0].units, *table.sides[0].relics)}
    return sorted(actions, key=lambda action: getattr(action, "target", None) not in foe)


def of_kind(legal: Sequence[Action], *kinds: str) -> list[Action]:
    return [a for a in legal if a.KIND in kinds]


def uses(legal: Sequence[Action], chosen: str | None) -> list[Action]:
    """What may be done with the chosen card now (attacks have their own key)."""
    if chosen is None:
        return []
    return [a for a in legal if subject(a) == chosen and a.KIND in ("play", "activate")]


def table(state: Any, viewer: int | None, legal: Sequence[Action] | None = None) -> TableFace:
    """The engine's presentation of ``state`` for ``viewer`` (``present``), with the game's
    colour letters handed to the glyphs. ``legal`` is ignored (the presentation holds the
    viewer's choices); kept for the callers that pass it."""
    face = present(state, viewer)
    glyphs.use_letters(dict(face.colours))
    return face


# ----- sentences ------------------------------------------------------------------------------


def describe(state: Any, action: Action) -> str:
    return engine_api.describe(state, action)


def concede() -> Action:
    from cardtable.engine.kernel.decision import Concede

    return Concede()


def pass_label(table: TableFace) -> str:
    meaning = table.pass_meaning.removeprefix("pass: ")
    return f"Pass: {meaning}" if meaning else "Pass"


PASS_KEY_WORDS = {
    "priority goes to the other player": "Pass (to {other})",
    "combat damage is dealt": "Pass (deal combat damage)",
    "the combat ends": "End combat",
    "Main phase ends": "End Main",
}
"""The pass key's footer label for each of the presentation's meanings of passing, short."""


def pass_key_label(table: TableFace) -> str:
    """What the pass key will do, for the footer ("Pass (to Bo)", "End Main")."""
    meaning = table.pass_meaning.removeprefix("pass: ")
    if not meaning:
        return "Pass"
    other = _other_name(table)
    if meaning.startswith(f"to {other} "):
        return f"Pass (to {other})"
    return PASS_KEY_WORDS.get(meaning, f"Pass ({meaning})").format(other=other)


def _other_name(table: TableFace) -> str:
    return next((side.name for side in table.sides if side.seat != table.me), "the other player")


def answering_pass_meaning(state: Any, face: TableFace) -> str:
    """A pass in the other player's turn, said with what that player's pass would then do: "pass:
    to Bo (if Bo passes too: Main phase ends)" (playtest20: "priority goes to the other player"
    read as if the turn went on, and Bo's pass, made by the table, ended his Main at once). The
    same words whatever Bo holds: nothing of his hand is told."""
    passing = next((a for a in state.legal_actions() if a.KIND == "pass"), None)
    if passing is None:
        return face.pass_meaning
    after = trial(state, passing)
    if after.is_over or after.to_act is None:
        return face.pass_meaning
    then = table(after, None).pass_meaning.removeprefix("pass: ")
    other = _other_name(face)
    return f"pass: to {other} (if {other} passes too: {then})" if then else face.pass_meaning


def step_line(table: TableFace) -> str:
    """ "Turn 5 · Ana's turn · MAIN"."""
    stage = STAGES.get(table.stage, table.stage)
    if table.stage == "mulligan":
        return f"Before turn 1 · {table.active_name} starts · MULLIGAN"
    if table.combat is not None:
        stage = f"COMBAT {table.combat.number} · {'block/effect' if table.combat.step == 'block' else table.combat.step}"
    return f"Turn {table.turn} · {table.active_name}'s turn · {stage.upper()}"


def hint(table: TableFace, legal: Sequence[Action]) -> str:
    kinds = {a.KIND for a in legal}
    parts = []
    if "play" in kinds or "activate" in kinds:
        parts.append("Enter: play/use")
    if kinds & {"orb", "bloom", "pivot"}:
        parts.append("o: orb")
    if "attack" in kinds:
        parts.append("a: attack")
    if "block" in kinds:
        parts.append("b: block")
    parts.append("Space: pass")
    return " · ".join(parts)


def combat_lines(table: TableFace, compact: bool = False) -> list[str]:
    """The combat area: who attacks what, who blocks, and once blocked the damage each blocker is
    assigned and what comes back (as things stand: a split among several blockers is the
    suggested one until the attacker chooses it in the damage step). ``compact``: the blockers
    and the damage they take in one sentence."""
    combat = table.combat
    if combat is None:
        return []
    if not combat.attacker:
        return [f"{glyphs.ATTACKING} {line}" if n == 0 else line for n, line in enumerate(combat.course)]
    kw = f" ({', '.join(k.capitalize() for k in combat.keywords)})" if combat.keywords else ""
    head = f"{glyphs.ATTACKING} {combat.attacker_name} {glyphs.ATTACK}{combat.attack}{kw} attacks {combat.target_name}"
    if combat.blockers:
        if compact and combat.plan is not None:
            return [head, *_compact_damage(combat)]
        blocks = ", ".join(
            f"{name} {glyphs.ATTACK}{a} {glyphs.HEALTH}{h}" for _, name, a, h in combat.blockers
        )
        return [head, f"Blocked by {blocks}", *damage_lines(combat)]
    return [head, *combat.course]


def _assigned(combat: CombatFace) -> list[str]:
    """ "2 → Trail Guide (lethal)" per blocker, then the damage Overwhelm carries on."""
    plan = combat.plan
    assert plan is not None
    names = {iid: name for iid, name, _, _ in combat.blockers}
    parts = [
        f"{dealt} → {names.get(iid, '?')}{' (lethal)' if lethal else ''}"
        for iid, dealt, lethal, _ in plan.blockers
    ]
    if plan.carried:
        favored = combat.target_name if combat.target == "favored" else "the defending Favored"
        parts.append(f"{plan.carried} on to {favored} (Overwhelm)")
    return parts


def _compact_damage(combat: CombatFace) -> list[str]:
    plan = combat.plan
    assert plan is not None
    how = "suggested split" if plan.suggested else "damage"
    back = f"{plan.to_attacker} back{' (lethal)' if plan.attacker_dies else ''}"
    return [f"Blocked, {how}: {', '.join(_assigned(combat))} · {back}"]


def damage_lines(combat: CombatFace) -> list[str]:
    """ "Damage assigned: 2 → Trail Guide (lethal), …" and "Back to the attacker: …"."""
    plan = combat.plan
    if plan is None:
        return []
    how = (
        f"Damage assigned (suggested: {combat.attacker_player} splits it in the damage step)"
        if plan.suggested
        else "Damage assigned"
    )
    names = {iid: name for iid, name, _, _ in combat.blockers}
    power = {iid: a for iid, _, a, _ in combat.blockers}
    back = [
        f"{names.get(iid, '?')} {glyphs.ATTACK}{power[iid]}"
        for iid, _, _, struck in plan.blockers
        if struck and power.get(iid)
    ]
    lunge = "lunge" in combat.keywords and any(not struck for *_, struck in plan.blockers)
    back_line = (
        f"Back to {combat.attacker_name}: {plan.to_attacker}"
        + (" (lethal)" if plan.attacker_dies else "")
        + (f" from {', '.join(back)}" if back else "")
        + (" · Lunge strikes first: a blocker it kills deals nothing" if lunge else "")
    )
    return [f"{how}: " + ", ".join(_assigned(combat)), back_line]


def final_life(state: Any, seat: int) -> str:
    """ "Bo's Jeddos, Brother of the Road: 0 life (overkill 3)" for the result screen."""
    return engine_api.final_life(state, seat)


TO_THE_OTHER = "pass: priority goes to the other player"
"""The engine's meaning of a pass that the other player answers (the bar says more when the
table will pass for that player: :meth:`ThenPass.passed_through`)."""


def curtain_text(state: Any, seat: int, since: Sequence[str] = (), through: Any = None) -> str:
    """The curtain for ``seat``: what it may do, what happened since it last looked. ``through``:
    the position where the table passes for the other player after this seat's pass, if it will
    (its "Pass then", its pass for the turn, its stops): the first line then says what the pass
    does ("pass to deal the damage"), not that the other player may still answer."""
    lines = engine_api.handoff_lines(state, seat)
    if through is not None and lines:
        lines[0] = _through_line(state, seat, through)
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
        return f"It is {table.deciding_name}'s decision now."
    for card in table.hand or ():
        if card.iid == chosen:
            return f"{card.name}: {card.reason or 'it cannot be played now'}."
    for side in table.sides:
        for thing in (*side.units, *side.relics):
            if thing.iid == chosen:
                if side.seat != viewer:
                    return f"{thing.name} belongs to {side.name}: look, but you cannot use it."
                if thing.expended or thing.fresh:
                    return f"{thing.name}: {unit_rest_reason(thing)}."
                return f"{thing.name} has nothing to use now."
    return "Nothing to do with that now."


def unit_rest_reason(unit: ThingFace) -> str:
    """Why a unit of one's own cannot attack or expend now, in a few words."""
    if unit.expended:
        return state_word(unit)
    if unit.fresh:
        return "arrived this turn, it cannot expend yet"
    return "cannot attack now"


def pile_lines(state: Any, seat: int, which: str) -> tuple[str, list[str]]:
    """A public pile (discard or void), newest first: (title, lines)."""
    cards = engine_api.pile(state, seat, which)
    lines = [f"{name} · {glyphs.TYPE_NAMES.get(kind, kind)} — {text}" for name, kind, text in cards]
    title = f"{state.name(seat)}'s {'discard pile' if which == 'discard' else 'Void'} ({len(cards)})"
    return title, lines


def favored_text(table: TableFace, first: int | None = None) -> Any:
    """Both Favored for the inspector: name, life, ability; seat ``first``'s on top (the one
    clicked: at 80x24 the inspector shows little more than one), else yours last."""
    from rich.text import Text

    out = Text()
    sides = sorted(table.sides, key=lambda side: side.seat != first) if first is not None else table.sides
    for side in sides:
        out.append(f"{side.favored}", style="bold underline")
        out.append(f"\n{side.name}'s Favored · ")
        out.append_text(glyphs.life(side.life, side.life_max))
        out.append(f"\n{side.favored_text}\n\n", style="italic")
    out.append("A Favored never leaves play; its player loses at 0 life.", style="dim")
    return out


def _through_line(state: Any, seat: int, through: Any) -> str:
    """ "Ana's combat: ..., or pass to deal the damage (Bo passes then)." """
    name, other = state.name(seat), state.name(1 - seat)
    meaning = table(through, None).pass_meaning.removeprefix("pass: ")
    if meaning == "combat damage is dealt":
        return f"{name}'s combat: play a fast card or an ability, or pass to deal the damage ({other} passes then)."
    if meaning == "the combat ends":
        combat = table(through, None).combat
        gone = combat.left_play if combat is not None and combat.left_play else "the attacker"
        return (
            f"{name}'s combat: {gone} has left play; play a fast card or an ability, or pass "
            f"to end the combat ({other} passes then)."
        )
    if meaning == "Main phase ends":
        return f"{name}'s Main phase: play, or pass to end it ({other} passes then)."
    return f"{name} holds priority: pass, and {meaning} ({other} passes then)."
