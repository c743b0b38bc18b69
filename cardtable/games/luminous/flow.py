"""The turn: Start (ready, start effects, draw), Main with priority, Combat Phases (attack,
block/effect, damage), End (end effects, reset damage, cleanup, discard to six).

After every change the engine calls :func:`run`: it resolves the trigger batch (asking the seat
to choose when it holds different triggers) and then carries on with ``state.after``, the step
that was waiting for the batch: ``("give", seat)``, ``("block",)``, ``("draw",)``,
``("combat_end",)``, ``("cleanup",)``.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

from cardtable.engine.kernel.blocking import Blow
from cardtable.engine.outcome import Outcome
from cardtable.games.luminous import effects, rules, stats
from cardtable.games.luminous.effects import Ctx

if TYPE_CHECKING:
    from cardtable.games.luminous.state import LuminousState


def run(st: LuminousState) -> None:
    """Resolve the batch, then continue the turn until some seat must decide."""
    batch = st.batch
    while st.result is None:
        if batch.pending:
            # OrderedBatch.needs_choice, then take_forced, without working the seat out twice
            seat = batch.seat_to_resolve(st.active, 2)
            assert seat is not None
            options = batch.options(seat)
            if len(options) >= 2:
                st.waiting = ("order", seat)
                return
            item = batch.take(options[0].uid)
            resolve_trigger(st, item.controller, item.source, item.effect, item.subject)
            continue
        after = st.after
        if after is None:
            return
        st.after = None
        kind = after[0]
        if kind == "give":
            give(st, int(after[1]))
            return
        if kind == "block":
            combat = st.combat
            if combat is None or st.sides[combat.attacker_seat].in_play(combat.attacker) is None:
                end_combat(st)
                return
            combat.step = "block"
            give(st, 1 - st.active)
            return
        if kind == "draw":
            if st.turn > 1 or st.active != st.first:
                st.draw(st.active, 1)
            if st.result is None:
                st.stage = "main"
                give(st, st.active)
            return
        if kind == "combat_end":
            end_combat(st)
            return
        if kind == "cleanup":
            cleanup(st)
            continue
        if kind == "discard":
            if len(st.sides[st.active].hand) > st.catalog.rules.hand_limit:
                st.waiting = ("discard", st.active)
                st.after = ("discard",)
                return
            next_turn(st)
            continue
        raise ValueError(f"unknown continuation {after!r}")


def give(st: LuminousState, seat: int) -> None:
    """Open a fresh round of priority with ``seat`` holding it."""
    priority = st.priority
    priority.holder = seat  # Priority.give, inlined: this runs after almost every action
    priority.passes = 0
    st.waiting = ("priority", seat)


def resolve_trigger(st: LuminousState, seat: int, source: str, effect: str, subject: str) -> None:
    trigger = effects.trigger_of(st, source, effect)
    chosen = st.choices.pop(source, None) if trigger.when == "arrive" else None
    if st.logging:
        name = st.favored_name(seat) if source in ("F0", "F1") else st.card_def(source).name
        st.say("trigger", f"{name}: {trigger.when.replace('_', ' ')} trigger resolves.", seat)
    effects.run_steps(st, Ctx(seat, source, chosen, subject), trigger.steps)


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


def start_turn(st: LuminousState) -> None:
    """Start phase of the active seat: ready everything, start-of-turn triggers, then draw."""
    side = st.sides[st.active]
    st.stage = "start"
    st.attacks = 0
    side.orb_played = False
    for thing in side.units:
        thing.expended = False
    for thing in side.relics:
        thing.expended = False
    for orb in side.orbs:
        orb[2] = False
    if st.logging:
        st.say("turn", f"Turn {st.turn}: {st.players[st.active]}.", st.active)
    effects.fire_side(st, st.active, "start")
    st.after = ("draw",)


def pass_priority(st: LuminousState) -> bool:
    """The holder passes; two passes in a row end the step (block/effect step or Main phase).
    Returns False, the "revealed" answer of a pass (a draw it leads to opens the other seat's
    turn, and no undo reaches past the other seat's decisions)."""
    priority = st.priority
    seat = priority.holder
    combat = st.combat
    if combat is not None and seat != st.active:
        combat.may_block = False
    priority.passes += 1
    if st.logging:
        st.say("pass", f"{st.players[seat]} passes.", seat)
    if priority.passes < 2:
        priority.holder = 1 - seat
        st.waiting = ("priority", 1 - seat)
        return False
    if combat is not None:
        damage_step(st)
    else:
        end_phase(st)
    run(st)
    return False


def end_phase(st: LuminousState) -> None:
    st.stage = "end"
    effects.fire_side(st, st.active, "end")
    st.after = ("cleanup",)


def cleanup(st: LuminousState) -> None:
    """Reset damage (every unit), end until-end-of-turn effects, then discard down to six."""
    for side in st.sides:
        for unit in side.units:
            unit.damage = 0
            unit.tatk = unit.thp = 0
            unit.tkw = frozenset()
    st.after = ("discard",)


def next_turn(st: LuminousState) -> None:
    st.active = 1 - st.active
    st.turn += 1
    start_turn(st)


def end_combat(st: LuminousState) -> None:
    st.combat = None
    st.stage = "main"
    give(st, st.active)


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


def course(st: LuminousState) -> Course:
    """The :class:`Course` of the combat in progress (there must be one)."""
    combat = st.combat
    assert combat is not None
    seat = combat.attacker_seat
    if st.sides[seat].in_play(combat.attacker) is None:
        return Course.NO_ATTACKER
    if combat.blocked:
        return Course.BLOCKED if blockers_in_play(st) else Course.NO_BLOCKERS
    if combat.step == "block" and combat.may_block:
        return Course.MAY_BLOCK
    if combat.target != rules.FAVORED and st.sides[1 - seat].in_play(combat.target) is None:
        return Course.NO_TARGET
    return Course.UNBLOCKED


def damage_step(st: LuminousState) -> None:
    """No priority here: follow the combat's :func:`course`: no damage, ask the attacker to
    split it among its blockers first, or deal it."""
    combat = st.combat
    assert combat is not None
    combat.step = "damage"
    st.stage = "damage"
    route = course(st)
    if route is Course.NO_ATTACKER:
        if st.logging:
            st.say("combat", "The attacker has left play: no combat damage.")
        st.after = ("combat_end",)
        return
    if route is Course.NO_BLOCKERS:
        deal_blocked(st, ())  # says so and deals none
        return
    side = st.sides[combat.attacker_seat]
    attacker = side.in_play(combat.attacker)
    assert attacker is not None
    power = stats.attack(side, attacker)
    if route is Course.BLOCKED:
        blockers = blockers_in_play(st)
        if len(blockers) >= 2 and power > 0:
            st.waiting = ("assign", combat.attacker_seat)
            return
        deal_blocked(st, (power,))
        return
    deal_unblocked(st, attacker, power)  # Course.UNBLOCKED, or NO_TARGET (says so, deals none)


def deal_unblocked(st: LuminousState, attacker, power: int) -> None:
    combat = st.combat
    assert combat is not None
    seat = combat.attacker_seat
    foe = 1 - seat
    if combat.target == rules.FAVORED:
        effects.deal_damage(st, foe, None, power, attacker.iid)
        if power > 0:
            effects.fire(st, seat, attacker.iid, attacker.card.triggers, "contact")
    else:
        relic = st.sides[foe].in_play(combat.target)
        if relic is None:
            if st.logging:
                st.say("combat", "The target relic has left play: no combat damage.")
        else:
            effects.deal_damage(st, foe, relic, power, attacker.iid)
    effects.settle(st)
    st.after = ("combat_end",)


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
        st.after = ("combat_end",)
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
        effects.fire(st, seat, attacker.iid, attacker.card.triggers, "contact")
    effects.settle(st)
    st.after = ("combat_end",)
