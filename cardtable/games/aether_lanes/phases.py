"""The turn around the Main phase: the start of a turn (Draw, Gather) and its end (Combat, End)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.aether_lanes import combat
from cardtable.games.aether_lanes.actions import id_text
from cardtable.games.aether_lanes.effects import Ctx, run_steps
from cardtable.games.aether_lanes.keywords import (
    DRAWS_AT_END,
    ENSEMBLE_BONUS,
    GROWS,
    LEAVES_AT_END,
    MUST_STAND_ALONE,
    bit,
    only,
)

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.state import AetherState

# The keyword acting at each hook the turn's phases ask (from the registry, looked up once).
_GROW = only(GROWS)
_ENSEMBLE = only(ENSEMBLE_BONUS)
_AUGURY = only(DRAWS_AT_END)
_EPHEMERAL = only(LEAVES_AT_END)
_SOLITARY = only(MUST_STAND_ALONE)
_AT_GATHER = bit(GROWS) | bit(ENSEMBLE_BONUS)
_AUGURY_BIT = bit(DRAWS_AT_END)
_EPHEMERAL_BIT = bit(LEAVES_AT_END)
_SOLITARY_BIT = bit(MUST_STAND_ALONE)


def start_turn(state: AetherState, seat: int) -> None:
    """Begin ``seat``'s turn: ready its units, Draw, then Gather."""
    state.active = seat
    state.turn += 1
    state.phase = "Draw"
    sides = state.sides
    side = sides[seat]
    if state.logging:
        round_ = state.round
        state.log_event(
            "turn",
            ("Turn %s (round %s): %s.", state.turn, round_, state.players[seat]),
            seat,
            {"round": round_},
        )
    acts = False  # a unit on top acts in the Gather phase (Grow, Ensemble, a start-of-turn step)
    for unit in side.lanes:
        if unit is not None:
            unit.exhausted = False
            unit.moved = False
            if unit.hooks & _AT_GATHER or unit.cdef.start_of_turn:
                acts = True
    state.draw(seat, 1)  # (a draw changes no lane)
    # state.check_end(), asked only when a Soul is down (a turn starts only in a duel still on)
    if (side.soul <= 0 or sides[1 - seat].soul <= 0) and state.check_end():
        return
    state.phase = "Gather"
    gather(state, seat, acts)
    state.phase = "Main"
    if side.soul <= 0 or sides[1 - seat].soul <= 0:
        state.check_end()


def gather(state: AetherState, seat: int, units_act: bool = True) -> None:
    """Aether grows and refills; Grow, Ensemble and start-of-turn effects (``units_act`` False:
    no unit on top has Grow, Ensemble or a start-of-turn step, so only the Decree may act)."""
    rules = state.catalog.rules
    side = state.sides[seat]
    grown, cap = side.aether_max + rules.aether_gain, rules.aether_cap
    side.aether_max = grown if grown < cap else cap  # (min, without the call)
    side.aether = side.aether_max
    if state.logging:
        state.log_event(
            "aether", ("%s has %s Aether.", state.players[seat], side.aether), seat, {"amount": side.aether}
        )
    if not units_act:
        if side.decree is not None:
            _triggers(state, seat, "start_of_turn")
        return
    for lane, unit in enumerate(side.lanes):
        if unit is None or not unit.hooks & _AT_GATHER:
            continue
        grow = unit.kw.get(_GROW)
        if grow:
            unit.add_mod("Grow", grow, 0, grow)
            if state.logging:
                state.say(
                    "grow",
                    ("%s grows +%s/+%s.", state.card_name(unit.iid), grow, grow),
                    seat,
                    unit=id_text(unit.iid),
                    lane=lane,
                )
        per = unit.kw.get(_ENSEMBLE)
        if per:
            element = unit.cdef.element
            others = sum(
                1 for o in side.lanes if o is not None and o is not unit and o.cdef.element == element
            )
            unit.ensemble = per * others
            if state.logging:
                state.say(
                    "ensemble",
                    ("%s's Ensemble bonus is now +%s Attack.", state.card_name(unit.iid), unit.ensemble),
                    seat,
                    unit=id_text(unit.iid),
                    amount=unit.ensemble,
                )
    _triggers(state, seat, "start_of_turn")


def _triggers(state: AetherState, seat: int, slot: str) -> None:
    """Run ``slot`` (start_of_turn or end_of_turn) of ``seat``'s units on top of lanes (Aggressive
    first, silenced ones excepted), then of its Decree."""
    side = state.sides[seat]
    lanes = side.lanes
    start = slot == "start_of_turn"  # (the slot read as an attribute: no getattr call per unit)
    for lane in (0, 1, 2):
        unit = lanes[lane]
        if unit is None or unit.silenced:
            continue
        card = unit.cdef
        steps = card.start_of_turn if start else card.end_of_turn
        if steps:
            if state.logging:
                state.say("trigger", ("%s acts.", card.name), seat, unit=id_text(unit.iid))
            run_steps(state, Ctx(seat, unit, lane, card, None), steps)
    if side.decree is not None:
        card = state.defs[side.decree]
        steps = getattr(card, slot)
        if steps:
            if state.logging:
                state.say("trigger", ("Decree %s fires.", card.name), seat)
            run_steps(state, Ctx(seat, None, None, card, None), steps)


def end_turn(state: AetherState) -> None:
    """Combat, then the End phase, then the next turn (or the round cap)."""
    seat = state.active
    sides = state.sides
    state.phase = "Combat"
    combat.fight(state)
    # state.check_end(), asked only when a Soul is down (only check_end ends a duel in a turn's end)
    if (sides[0].soul <= 0 or sides[1].soul <= 0) and state.check_end():
        return
    state.phase = "End"
    end_phase(state, seat)
    if (sides[0].soul <= 0 or sides[1].soul <= 0) and state.check_end():
        return
    rules = state.catalog.rules
    if state.turn >= 2 * rules.round_cap:
        _round_cap(state)
        return
    start_turn(state, 1 - seat)


def end_phase(state: AetherState, seat: int) -> None:
    """Burn and Toxin tick, auras tick, end-of-turn effects, Augury, Ephemeral, Solitary."""
    sides = state.sides
    side = sides[seat]
    lanes = side.lanes
    # One walk of the units on top first: their hooks (for Augury, Ephemeral and Solitary below),
    # whether one burns and whether one has end-of-turn steps. Burn and the auras may change the
    # lanes, so after either the triggers are asked and the hooks worked out again anyway (Toxin
    # changes no lane); else the walk still holds when the triggers would run.
    top = 0
    steps = side.decree is not None
    burning = False
    for unit in lanes:
        if unit is not None:
            top |= unit.hooks
            if unit.cdef.end_of_turn:
                steps = True
            if unit.burn:
                burning = True
    if burning:
        for lane in (0, 1, 2):
            unit = lanes[lane]
            if unit is not None and unit.burn:
                amount = unit.burn
                unit.burn -= 1
                state.damage_unit(seat, lane, unit, amount, "Burn")
    if side.toxin:
        amount = side.toxin
        side.toxin -= 1
        state.lose_soul(seat, amount, "Toxin")
    if side.auras:
        steps = True
        _tick_auras(state, seat, side.auras)
    if sides[1 - seat].auras:
        steps = True
        _tick_auras(state, 1 - seat, sides[1 - seat].auras)
    # Augury, Ephemeral and Solitary, each lane by lane, asked only when a unit on top has the
    # keyword (the hooks worked out again after the end-of-turn steps and after an Ephemeral
    # unit leaves).
    if steps or burning:
        _triggers(state, seat, "end_of_turn")
        top = 0
        for unit in lanes:
            if unit is not None:
                top |= unit.hooks
    if top & _AUGURY_BIT:
        for lane in range(3):
            unit = lanes[lane]
            cards_drawn = unit.kw.get(_AUGURY) if unit is not None and unit.hooks & _AUGURY_BIT else None
            if unit is not None and cards_drawn:
                if state.logging:
                    state.say(
                        "augury", ("Augury of %s.", state.card_name(unit.iid)), seat, unit=id_text(unit.iid)
                    )
                state.draw(seat, cards_drawn)
    if top & _EPHEMERAL_BIT:
        for lane in range(3):
            unit = lanes[lane]
            if unit is not None and unit.hooks & _EPHEMERAL_BIT:
                state.return_to_hand(seat, lane, unit, "Ephemeral")
        top = 0
        for unit in lanes:
            if unit is not None:
                top |= unit.hooks
    if top & _SOLITARY_BIT:
        for lane in range(3):
            unit = lanes[lane]
            if unit is not None and unit.hooks & _SOLITARY_BIT:
                if any(other is not None for index, other in enumerate(lanes) if index != lane):
                    if state.logging:
                        state.say(
                            "solitary",
                            ("%s is not alone (Solitary).", state.card_name(unit.iid)),
                            seat,
                            unit=id_text(unit.iid),
                        )
                    state.destroy(seat, lane, unit)
    if state.temp_mods:  # (set whenever a unit gets a change until the end of the turn)
        for owner_side in sides:
            for unit in owner_side.lanes:
                while unit is not None:
                    if unit.temp:
                        unit.clear_temp()
                    unit = unit.buried
        state.temp_mods = False


def _tick_auras(state: AetherState, owner: int, auras: list) -> None:
    """Every aura of ``owner`` ticks once; spent ones fade to the discard pile."""
    for aura in list(auras):
        card = state.defs[aura[0]]
        if state.logging:
            state.say("trigger", ("Aura %s ticks.", card.name), owner)
        run_steps(state, Ctx(owner, None, None, card, None, in_play=False), card.each_turn)
        aura[1] -= 1
        if aura[1] <= 0:
            auras.remove(aura)
            state.sides[owner].discard.append(aura[0])
            if state.logging:
                state.say("aura", ("Aura %s fades to the discard pile.", card.name), owner)


def _round_cap(state: AetherState) -> None:
    souls = [side.soul for side in state.sides]
    cap = state.catalog.rules.round_cap
    if souls[0] == souls[1]:
        state.finish((), f"Round {cap} is over with both players at {souls[0]} Soul: a draw.", "turn-cap")
    else:
        winner = 0 if souls[0] > souls[1] else 1
        state.finish(
            (winner,),
            f"Round {cap} is over; {state.name(winner)} has more Soul ({souls[winner]} to "
            f"{souls[1 - winner]}) and wins.",
            "turn-cap",
        )
