"""What the Luminous steps do: the hooks the kernel's loop (``TableState.settle``) calls.

The steps are declared in :mod:`~cardtable.games.luminous.turn`. After every action the kernel
resolves the trigger batch (``BatchTable``: one trigger at a time through
:func:`resolve_trigger`, or it asks the seat to order its different triggers), gives priority to a seat an action promised it to, then does the automatic
work of a step without priority (:data:`STEP_WORK`: Start, Draw, End, Cleanup, Discard, and in a
Combat Phase Attack and Damage) or waits in a step with priority (Main, held first by the active
seat; Block/effect: :func:`block_opens` says who holds it first) until both seats pass in a row.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

from cardtable.engine.kernel.blocking import Blow
from cardtable.engine.outcome import Outcome
from cardtable.games.luminous import effects, rules, stats, triggers
from cardtable.games.luminous.effects import Ctx

if TYPE_CHECKING:
    from cardtable.engine.kernel.batches import Pending
    from cardtable.engine.kernel.blocking import Combat
    from cardtable.games.luminous.compiled import CTrigger
    from cardtable.games.luminous.state import LuminousState
    from cardtable.games.luminous.things import Thing


GONE = "~"
"""Put before the attacker's id in a combat once it has left play ("~u12"): no card in play has
that id, so the combat has no attacker (a card that returns to play is a new object, never the
same attacker), and the table can still say which unit it was (playtest24-lum: "The attacker has
left play" named none)."""


def left_attacker(combat: Combat | None) -> str:
    """The id of the attacker of ``combat`` that has left play, or "" (none left, no combat, or
    a combat saved before the id was kept)."""
    if combat is None or not combat.attacker.startswith(GONE):
        return ""
    return combat.attacker[len(GONE) :]


def attacker_words(st: LuminousState) -> str:
    """The attacker of the combat in progress, named after it has left play ("Trail Guide"),
    else "The attacker"."""
    from cardtable.games.luminous.describe import name_of

    gone = left_attacker(st.combat)
    return name_of(st, gone) if gone in st.ids else "The attacker"


def block_opens(st: LuminousState) -> int | None:
    """Block/effect: the defender holds priority first, unless the attacker has already left
    play (then the Combat Phase ends at once)."""
    combat = st.combat
    if combat is None or st.sides[combat.attacker_seat].in_play(combat.attacker) is None:
        st.leave_excursion()
        return None
    combat.step = "block"
    return 1 - st.active


def resolve_trigger(st: LuminousState, item: Pending) -> None:
    """Resolve a trigger taken off the batch (the kernel's ``BatchTable.resolve_pending``)."""
    seat, source, subject = item.controller, item.source, item.subject
    trigger = triggers.trigger_of(st, source, item.effect)
    chosen = st.choices.pop(source, None) if trigger.when == "arrive" else None
    if st.logging:
        name = st.favored_name(seat) if source in ("F0", "F1") else st.card_def(source).name
        st.say(
            "trigger",
            trigger_line(st, f"{name}: {trigger.when.replace('_', ' ')} trigger", chosen, trigger, seat),
            seat,
        )
    effects.run_steps(st, Ctx(seat, source, chosen, subject), trigger.steps)


def trigger_line(st: LuminousState, name: str, chosen: str | None, trigger: CTrigger, seat: int) -> str:
    """The log line of a trigger that resolves: "... resolves.", or, when the target chosen as
    its card was played has left play since, what that leaves: "... does nothing: Glass Garden
    has left play." (every step aimed at it) or "... resolves; Glass Garden has left play, so
    nothing happens to it." (a step whose target has left play does nothing: rules); when no step's
    condition holds, why: "... does nothing: Ana controls 2 relics, not 3." (playtest24-lum: the
    Tome's "resolves." read as if it drew the card the draw step drew next)."""
    reasons = [effects.unmet(st, seat, step) for step in trigger.steps]
    if reasons and all(reasons):
        return f"{name} does nothing: {reasons[0]}."
    if chosen is None or effects.find(st, chosen) is not None:
        return f"{name} resolves."
    gone = f"{st.card_def(chosen).name} has left play"
    if all(step.target == "chosen" for step in trigger.steps):
        return f"{name} does nothing: {gone}."
    return f"{name} resolves; {gone}, so nothing happens to it."


def deck_out(st: LuminousState, seat: int) -> None:
    side, other = st.sides[seat], st.sides[1 - seat]
    verdict = rules.deck_out(side.marked, other.marked)
    if verdict == "win":
        st.finish(
            Outcome(
                (seat,),
                st.scores(),
                f"{st.players[seat]} is the second player to draw from an empty deck and wins.",
                "deck-out",
            )
        )
    elif verdict == "mark":
        side.marked = True
        if st.logging:
            st.say("deck-out", f"{st.players[seat]} must draw from an empty deck: nothing is drawn.", seat)


# ----- turn steps -------------------------------------------------------------------------------


def start_turn(st: LuminousState) -> bool:
    """Start step of the active seat: ready everything, then start-of-turn triggers."""
    side = st.sides[st.active]
    side.attacks = 0
    side.orb_played = False
    for thing in side.units:
        thing.expended = False
    for thing in side.relics:
        thing.expended = False
    for orb in side.orbs:
        orb[2] = False
    if st.logging:
        st.say("turn", f"Turn {st.turn}: {st.players[st.active]}.", st.active)
    active, sides = st.active, st.sides
    if (
        "start" in sides[active].heard or "start" in sides[1 - active].heard_foe
    ):  # (triggers.offer: who waits)
        triggers.offer(st, active, "start", {"controller": active})
    return True


def draw_step(st: LuminousState) -> bool:
    """The active seat draws, except the first player on the first turn."""
    if st.turn > 1 or st.active != st.first:
        st.draw(st.active, 1)
    return True


def end_step(st: LuminousState) -> bool:
    active, sides = st.active, st.sides
    if "end" in sides[active].heard or "end" in sides[1 - active].heard_foe:  # (triggers.offer: who waits)
        triggers.offer(st, active, "end", {"controller": active})
    return True


def cleanup(st: LuminousState) -> bool:
    """Reset damage (every unit) and end until-end-of-turn effects."""
    for side in st.sides:
        for unit in side.units:
            unit.damage = 0
            unit.tatk = unit.thp = 0
            unit.tkw = frozenset()
    return True


def discard_step(st: LuminousState) -> bool:
    """Discard down to the hand limit, one card at a time."""
    if len(st.sides[st.active].hand) > st.definition.catalog.rules.hand_limit:  # (no property call)
        st.ask("discard", st.active)
        return False
    return True


def attack_step(st: LuminousState) -> bool:
    """The attack was declared: its Wave triggers fire."""
    combat = st.combat
    assert combat is not None
    seat = combat.attacker_seat
    sides = st.sides
    side = sides[seat]
    unit = side.in_play(combat.attacker)
    listening = triggers.NO_LISTENING if unit is None else unit.card.listening
    if "attack" in listening.own or "attack" in side.heard or "attack" in sides[1 - seat].heard_foe:
        data = {"card": combat.attacker, "controller": seat, "n": side.attacks}
        triggers.offer(st, seat, "attack", data, combat.attacker, listening)
    return True


def unasked(st: LuminousState) -> bool:
    """The mulligans are asked by the actions themselves: nothing to do automatically."""
    return False


# ----- combat damage ----------------------------------------------------------------------------


def blockers_in_play(st: LuminousState) -> list:
    combat = st.combat
    assert combat is not None
    defender = st.sides[1 - combat.attacker_seat]
    found = []
    for b in combat.blockers:  # plain loops: a comprehension is a call in 3.11
        for t in defender.units:
            if t.iid == b:
                found.append(t)
    return found


class Course(enum.Enum):
    """Where the combat in progress is headed, as the damage step would find it now: the one
    answer both the damage step and the combat area's words read."""

    NO_ATTACKER = "no-attacker"
    """The attacker left play: no combat damage."""
    NO_BLOCKERS = "no-blockers"
    """Blocked, and every blocker left play: a blocked attacker stays blocked and deals none."""
    BLOCKED = "blocked"
    """Blocked by blockers still in play: they share the attacker's damage."""
    MAY_BLOCK = "may-block"
    """Not blocked yet, and the defender may still block."""
    NO_TARGET = "no-target"
    """Unblocked, but the relic it attacks left play: no combat damage."""
    UNBLOCKED = "unblocked"
    """Unblocked: its damage goes to its target."""


NO_ATTACKER, NO_BLOCKERS, BLOCKED = Course.NO_ATTACKER, Course.NO_BLOCKERS, Course.BLOCKED
MAY_BLOCK, NO_TARGET, UNBLOCKED = Course.MAY_BLOCK, Course.NO_TARGET, Course.UNBLOCKED
"""The courses as module names (an enum member read through its class is slow in 3.11, and
these are read at every combat)."""


def course(st: LuminousState) -> Course:
    """The :class:`Course` of the combat in progress (there must be one)."""
    combat = st.combat
    assert combat is not None
    return _course(st, combat, st.sides[combat.attacker_seat].in_play(combat.attacker))


def _course(st: LuminousState, combat: Combat, attacker: Thing | None) -> Course:
    """:func:`course`, given the combat and its attacker as found in play."""
    if attacker is None:
        return NO_ATTACKER
    seat = combat.attacker_seat
    if combat.blocked:
        return BLOCKED if blockers_in_play(st) else NO_BLOCKERS
    if combat.step == "block" and combat.may_block:
        return MAY_BLOCK
    if combat.target != rules.FAVORED and st.sides[1 - seat].in_play(combat.target) is None:
        return NO_TARGET
    return UNBLOCKED


def damage_step(st: LuminousState) -> bool:
    """No priority here: follow the combat's :func:`course`: no damage, ask the attacker to
    split it among its blockers first (False: the Assign action deals it), or deal it."""
    combat = st.combat
    assert combat is not None
    combat.step = "damage"
    side = st.sides[combat.attacker_seat]
    attacker = side.in_play(combat.attacker)
    route = _course(st, combat, attacker)
    if route is NO_ATTACKER:
        if st.logging:
            st.say("combat", f"{attacker_words(st)} has left play: its attack deals no combat damage.")
        return True
    if route is NO_BLOCKERS:
        deal_blocked(st, ())  # says so and deals none
        return True
    assert attacker is not None
    power = stats.attack(side, attacker)
    if route is BLOCKED:
        blockers = blockers_in_play(st)
        if len(blockers) >= 2 and power > 0:
            st.ask("assign", combat.attacker_seat)
            return False
        deal_blocked(st, (power,))
        return True
    deal_unblocked(st, attacker, power)  # UNBLOCKED, or NO_TARGET (says so, deals none)
    return True


def deal_unblocked(st: LuminousState, attacker, power: int) -> None:
    combat = st.combat
    assert combat is not None
    seat = combat.attacker_seat
    foe = 1 - seat
    if combat.target == rules.FAVORED:
        effects.deal_damage(st, foe, None, power, attacker.iid)
        if power > 0:
            contact(st, seat, attacker)
    else:
        relic = st.sides[foe].in_play(combat.target)
        if relic is None:
            if st.logging:
                from cardtable.games.luminous.describe import name_of

                # (playtest25-lum: "The target relic has left play" named none)
                gone = name_of(st, combat.target)
                st.say("combat", f"{gone} has left play: the attack on it deals no combat damage.")
        else:
            effects.deal_damage(st, foe, relic, power, attacker.iid)
    effects.settle(st)


def deal_blocked(st: LuminousState, split: tuple[int, ...]) -> None:
    """Blocked: the split damage to the blockers and theirs to the attacker, at once (Lunge
    first); Overwhelm past lethal to the defending Favored (a Contact)."""
    combat = st.combat
    assert combat is not None
    seat = combat.attacker_seat
    side, foe_side = st.sides[seat], st.sides[1 - seat]
    attacker = side.in_play(combat.attacker)
    blockers = blockers_in_play(st)
    if attacker is None or not blockers:
        if st.logging:
            st.say("combat", "No blocker is left in play: the blocked attacker deals no damage.")
        return
    keywords = stats.keywords(side, attacker)
    blow = Blow(attacker.iid, stats.attack(side, attacker), stats.health(side, attacker) - attacker.damage)
    blows = [Blow(b.iid, stats.attack(foe_side, b), stats.health(foe_side, b) - b.damage) for b in blockers]
    result = rules.blocked_damage(
        blow, blows, split, lunge="lunge" in keywords, overwhelm="overwhelm" in keywords
    )
    for blocker, dealt in zip(blockers, result.to_blockers):
        effects.deal_damage(st, 1 - seat, blocker, dealt, attacker.iid)
    effects.deal_damage(st, seat, attacker, result.to_attacker, "")
    if result.carried:
        if st.logging:
            st.say(
                "overwhelm",
                f"Overwhelm: {result.carried} damage goes on to {st.favored_name(1 - seat)}.",
                seat,
            )
        effects.deal_damage(st, 1 - seat, None, result.carried, attacker.iid)
        contact(st, seat, attacker)
    effects.settle(st)


def contact(st: LuminousState, seat: int, attacker: Thing) -> None:
    """``seat``'s ``attacker`` dealt combat damage to the opposing Favored."""
    listening, sides = attacker.card.listening, st.sides
    if "contact" in listening.own or "contact" in sides[seat].heard or "contact" in sides[1 - seat].heard_foe:
        data = {"card": attacker.iid, "controller": seat}
        triggers.offer(st, seat, "contact", data, attacker.iid, listening)


STEP_WORK = {
    "mulligan": unasked,
    "start": start_turn,
    "draw": draw_step,
    "end": end_step,
    "cleanup": cleanup,
    "discard": discard_step,
    "attack": attack_step,
    "damage": damage_step,
}
"""The automatic work of each step without priority (see :mod:`~cardtable.games.luminous.turn`)."""

STEP_OPENS = {"block": block_opens}
"""What a step with priority does as it opens (Main needs nothing: the active seat holds it)."""
