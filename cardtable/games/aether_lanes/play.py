"""Carrying out an action: validate everything first (raising IllegalActionError), then change the
state and log what happened."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.engine.actions import Action
from cardtable.engine.errors import IllegalActionError
from cardtable.games.aether_lanes import costs, house_rules, legal, phases
from cardtable.games.aether_lanes.actions import (
    CAST_KIND,
    CONCEDE_KIND,
    DECREE_KIND,
    END_KIND,
    KIND_CLASSES,
    MANEUVER_KIND,
    NO_LANE,
    SIGIL_KIND,
    SUMMON_KIND,
    BindSigil,
    Cast,
    Concede,
    Decree,
    EndTurn,
    Keep,
    Maneuver,
    Mulligan,
    Summon,
    code_fields,
    id_text,
    instance_of,
    play_code,
    target_number,
    target_of,
)
from cardtable.games.aether_lanes.effects import Ctx, run_steps
from cardtable.games.aether_lanes.elements import LANE_INDEX, lane_name
from cardtable.games.aether_lanes.keywords import ARRIVES_READY, ON_MANEUVER, READY_AFTER_MANEUVER, bit

if TYPE_CHECKING:
    from cardtable.engine.rng import Rng
    from cardtable.games.aether_lanes.catalog import CardDef
    from cardtable.games.aether_lanes.state import AetherState


_ARRIVES_READY = bit(ARRIVES_READY)
_READY_AFTER_MANEUVER = bit(READY_AFTER_MANEUVER)
_ON_MANEUVER = bit(ON_MANEUVER)
_END_CODE = play_code(END_KIND, 0, NO_LANE, 0, 0)


def apply_action(state: AetherState, action: Action) -> bool:
    """Apply ``action`` for the seat to act; return True if hidden information was revealed."""
    seat = state.to_act
    assert seat is not None
    if isinstance(action, Concede):
        _concede(state, seat)
        return False
    if state.stage == "mulligan":
        return _mulligan_decision(state, seat, action)
    if isinstance(action, (Keep, Mulligan)):
        raise IllegalActionError("the mulligan offer is over: something has happened on the board", action)
    if isinstance(action, EndTurn):
        return _end_turn(state, seat)
    handler = _HANDLERS.get(type(action))
    if handler is None:
        handler = next((h for cls, h in _HANDLERS.items() if isinstance(action, cls)), None)
        if handler is None:  # pragma: no cover - the codec admits only the kinds above
            raise IllegalActionError(f"unknown action {action!r}", action)
    first, second = state.sides
    left = len(first.deck) + len(second.deck)
    handler(state, seat, action)
    state.check_end()
    return len(first.deck) + len(second.deck) != left  # a card drawn: Undo stops here


def apply_code(state: AetherState, code: int) -> None:
    """``state.apply_code``: play a code's fields (:func:`apply_fields`) and record the code, as
    ``GameState.apply`` records a value; a refused or malformed code goes through ``apply``, which
    words the refusal (a refusal changes nothing, so it may be tried twice)."""
    seat = state.to_act
    fields = code_fields(code) if seat is not None and type(code) is int and code >= 0 else None
    if fields is not None and seat is not None:
        draws = state.rng.draws
        try:
            revealed = apply_fields(state, seat, *fields)
        except IllegalActionError:
            pass
        else:
            state.record(code, seat, revealed, draws)
            return
    state.apply(state.decode(code) if type(code) is int else code)  # type: ignore[arg-type]


def apply_fields(
    state: AetherState, seat: int, kind: int, iid: int, lane: int, tithe: int, target: int | None
) -> bool:
    """:func:`apply_action` from the fields of an integer code (``actions.code_fields``), without
    building the action value: the same checks in the same order (a refusal raises
    IllegalActionError without the action, the state unchanged), the same changes."""
    if kind == CONCEDE_KIND:
        _concede(state, seat)
        return False
    if state.stage == "mulligan" or kind < SUMMON_KIND:
        return apply_action(state, KIND_CLASSES[kind]())
    if kind == END_KIND:
        return _end_turn(state, seat)
    first, second = state.sides
    left = len(first.deck) + len(second.deck)
    if kind == SUMMON_KIND:
        _summon(state, seat, iid, lane, tithe, target, None)
    elif kind == CAST_KIND:
        _cast(state, seat, iid, target, tithe, None)
    elif kind == DECREE_KIND:
        _decree(state, seat, iid, tithe, None)
    elif kind == SIGIL_KIND:
        _sigil(state, seat, iid, target, tithe, None)
    else:
        _maneuver(state, seat, lane, tithe, None)
    state.check_end()
    return len(first.deck) + len(second.deck) != left  # a card drawn: Undo stops here


def play_random(state: AetherState, rng: Rng) -> int:
    """The simulator's random seat in a game that is not fully checked: draw what
    ``legal.random_code`` draws and carry it out as :func:`apply_code` would, without checking
    it again (the sampler offers only legal plays: each fully checked game of a simulation, and
    ``tests/aether_lanes/test_sampler.py``, play the same draws through the checked path).
    Records the code and returns it."""
    seat = state.active if state.stage != "mulligan" else state.mull_seat
    kind, iid, lane, tithe, target = legal.random_fields(state, rng)
    draws = state.rng.draws
    if kind == END_KIND:
        if state.logging:
            _end_turn(state, seat)
        else:
            phases.end_turn(state)  # _end_turn without its event
        state.record(_END_CODE, seat, True, draws)
        return _END_CODE
    first, second = state.sides
    left = len(first.deck) + len(second.deck)
    if kind == MANEUVER_KIND:
        _maneuver_checked(state, seat, lane, tithe)
        revealed = len(first.deck) + len(second.deck) != left
        code = play_code(kind, 0, lane, tithe, 0)
    elif kind < SUMMON_KIND:
        revealed = apply_action(state, KIND_CLASSES[kind]())
        code = play_code(kind, 0, lane, tithe, 0)
    else:
        card = state.defs[iid]
        if kind == SUMMON_KIND:
            _summon_checked(state, seat, iid, card, lane, tithe, target)
        elif kind == CAST_KIND:
            _cast_checked(state, seat, iid, card, target, tithe)
        elif kind == DECREE_KIND:
            _decree_checked(state, seat, iid, card, tithe)
        else:
            _sigil_checked(state, seat, iid, card, target, tithe)
        revealed = len(first.deck) + len(second.deck) != left  # a card drawn: Undo stops here
        code = play_code(kind, iid, lane, tithe, 0 if target is None else target_number(target))
    if kind >= SUMMON_KIND:  # state.check_end(), asked only when a Soul is down
        sides = state.sides
        if sides[0].soul <= 0 or sides[1].soul <= 0:
            state.check_end()
    state.record(code, seat, revealed, draws)
    return code


def _concede(state: AetherState, seat: int) -> None:
    if state.logging:
        state.say("concede", ("%s concedes.", state.name(seat)), seat)
    state.finish((1 - seat,), f"{state.name(seat)} conceded; {state.name(1 - seat)} wins.", "concede")


def _end_turn(state: AetherState, seat: int) -> bool:
    if state.logging:
        state.log_event("end", ("%s ends the turn.", state.players[seat]), seat, {})
    phases.end_turn(state)
    return True


def _mulligan_decision(state: AetherState, seat: int, action: Action) -> bool:
    if not isinstance(action, (Keep, Mulligan)):
        raise IllegalActionError(
            f"{state.name(seat)} must first keep the opening hand or take a mulligan", action
        )
    side = state.sides[seat]
    revealed = False
    if isinstance(action, Mulligan):
        side.deck.extend(side.hand)
        side.hand.clear()
        state.rng.shuffle(side.deck)
        side.mulliganed = True
        if state.logging:
            state.say(
                "mulligan",
                ("%s takes a mulligan: the hand goes back and the deck is shuffled.", state.name(seat)),
                seat,
            )
        state.draw(seat, state.catalog.rules.opening_hand)
        revealed = True
    else:
        if state.logging:
            state.say("keep", ("%s keeps the opening hand.", state.name(seat)), seat)
    if seat == state.first:
        state.mull_seat = 1 - seat
    else:
        state.stage = "main"
        house_rules.begin_duel(state)
        phases.start_turn(state, state.first)
        revealed = True
    return revealed


def _require(problem: str | None, action: Action | None) -> None:
    if problem:
        raise IllegalActionError(problem, action)


def _hand_card(state: AetherState, seat: int, iid: int, kind: str, action: Action | None) -> CardDef:
    found = legal.hand_card(state, seat, iid, kind)
    if isinstance(found, str):
        raise IllegalActionError(found, action)
    return found


def _pay(
    state: AetherState, seat: int, iid: int, card: CardDef, tithe: int, verb: str, where: str = ""
) -> None:
    side = state.sides[seat]
    side.hand.remove(iid)
    costs.pay(state, seat, card, tithe)
    if state.logging:
        name = state.players[seat]
        state.log_event(
            "play",
            (
                "%s %s %s%s for %s Aether and %s Soul (Tithe).",
                name,
                verb,
                card.name,
                where,
                card.cost - tithe,
                tithe,
            )
            if tithe
            else ("%s %s %s%s for %s Aether.", name, verb, card.name, where, card.cost),
            seat,
            {"card": card.id, "iid": id_text(iid), "tithe": tithe},
        )


# Each play is carried out from its fields (``action`` is the value it came from, named by a
# refusal, or None on the integer path); the ``_..._value`` wrappers read an action value (its
# instance id texts become the engine's numbers there: ``actions.instance_of``/``target_of``).


def _summon_value(state: AetherState, seat: int, action: Summon) -> None:
    lane = LANE_INDEX.get(action.lane) if isinstance(action.lane, str) else None
    iid = instance_of(action.card)
    if lane is None:  # the card's own refusal comes first, then the lane's
        _hand_card(state, seat, iid, "summon", action)
        lane = _lane(action.lane, action)
    _summon(state, seat, iid, lane, action.tithe, target_of(action.target), action)


def _summon(
    state: AetherState, seat: int, iid: int, lane: int, tithe: int, target: int | None, action: Action | None
) -> None:
    card = _hand_card(state, seat, iid, "summon", action)
    _require(legal.cost_problem(state, seat, card, tithe), action)
    _require(legal.lane_problem(state, seat, lane), action)
    _require(legal.target_problem(state, seat, card, target, required=False), action)
    _summon_checked(state, seat, iid, card, lane, tithe, target)


def _summon_checked(
    state: AetherState, seat: int, iid: int, card: CardDef, lane: int, tithe: int, target: int | None
) -> None:
    _pay(
        state, seat, iid, card, tithe, "summons", f" into the {lane_name(lane)} lane" if state.logging else ""
    )
    unit = state.new_unit(iid, seat, card)
    unit.exhausted = not unit.hooks & _ARRIVES_READY
    state.place(seat, lane, unit, "Summon")
    if card.on_play:
        run_steps(state, Ctx(seat, unit, lane, card, target), card.on_play)


def _cast_value(state: AetherState, seat: int, action: Cast) -> None:
    _cast(state, seat, instance_of(action.card), target_of(action.target), action.tithe, action)


def _cast(
    state: AetherState, seat: int, iid: int, target: int | None, tithe: int, action: Action | None
) -> None:
    card = _hand_card(state, seat, iid, "spell", action)
    _require(legal.gate_problem(state, seat, card), action)
    _require(legal.cost_problem(state, seat, card, tithe), action)
    _require(legal.target_problem(state, seat, card, target, required=True), action)
    _cast_checked(state, seat, iid, card, target, tithe)


def _cast_checked(
    state: AetherState, seat: int, iid: int, card: CardDef, target: int | None, tithe: int
) -> None:
    _pay(state, seat, iid, card, tithe, "casts")
    state.sides[seat].discard.append(iid)
    run_steps(state, Ctx(seat, None, None, card, target, in_play=False), card.on_play)


def _decree_value(state: AetherState, seat: int, action: Decree) -> None:
    _decree(state, seat, instance_of(action.card), action.tithe, action)


def _decree(state: AetherState, seat: int, iid: int, tithe: int, action: Action | None) -> None:
    card = _hand_card(state, seat, iid, "event", action)
    _require(legal.gate_problem(state, seat, card), action)
    _require(legal.cost_problem(state, seat, card, tithe), action)
    _decree_checked(state, seat, iid, card, tithe)


def _decree_checked(state: AetherState, seat: int, iid: int, card: CardDef, tithe: int) -> None:
    _pay(state, seat, iid, card, tithe, "decrees")
    side = state.sides[seat]
    if side.decree is not None:
        if state.logging:
            state.say(
                "decree", ("%s is spent and goes to the discard pile.", state.card_name(side.decree)), seat
            )
        side.discard.append(side.decree)
    side.decree = iid
    if card.on_play:
        run_steps(state, Ctx(seat, None, None, card, None), card.on_play)


def _sigil_value(state: AetherState, seat: int, action: BindSigil) -> None:
    _sigil(state, seat, instance_of(action.card), target_of(action.target), action.tithe, action)


def _sigil(
    state: AetherState, seat: int, iid: int, target: int | None, tithe: int, action: Action | None
) -> None:
    card = _hand_card(state, seat, iid, "sigil", action)
    _require(legal.cost_problem(state, seat, card, tithe), action)
    _require(legal.sigil_problem(state, seat, card, target), action)
    _sigil_checked(state, seat, iid, card, target, tithe)


def _sigil_checked(
    state: AetherState, seat: int, iid: int, card: CardDef, target: int | None, tithe: int
) -> None:
    side = state.sides[seat]
    if card.aura is not None:
        _pay(state, seat, iid, card, tithe, "raises the aura")
        side.auras.append([iid, card.aura.ticks])
        return
    _pay(state, seat, iid, card, tithe, "binds the Sigil")
    found = state.locate(target)  # type: ignore[arg-type]
    assert found is not None
    _seat, lane, unit = found
    unit.sigils.append(iid)
    state.refresh_keywords(unit)
    if state.logging:
        state.say(
            "sigil",
            ("%s binds to %s.", card.name, state.card_name(unit.iid)),
            seat,
            unit=id_text(unit.iid),
            sigil=id_text(iid),
        )
    if card.on_play:
        run_steps(state, Ctx(seat, unit, lane, card, None), card.on_play)


def _maneuver_value(state: AetherState, seat: int, action: Maneuver) -> None:
    source = _lane(action.source, action)
    dest = _lane(action.dest, action)
    _maneuver(state, seat, source, dest, action)


def _maneuver(state: AetherState, seat: int, source: int, dest: int, action: Action | None) -> None:
    _require(legal.maneuver_problem(state, seat, source, dest), action)
    _maneuver_checked(state, seat, source, dest)


def _maneuver_checked(state: AetherState, seat: int, source: int, dest: int) -> None:
    side = state.sides[seat]
    unit = side.lanes[source]
    assert unit is not None
    cost = legal.maneuver_cost(state, unit)
    side.aether -= cost
    side.lanes[source] = None
    unit.moved = True
    stays_ready = bool(unit.hooks & _READY_AFTER_MANEUVER)
    if not stays_ready:
        unit.exhausted = True
    if state.logging:
        how = "for free" if cost == 0 else f"for {cost} Aether"
        ready = " and stays ready" if stays_ready else ""
        state.say(
            "maneuver",
            (
                "%s moves %s from the %s lane to the %s lane %s%s.",
                state.name(seat),
                state.card_name(unit.iid),
                lane_name(source),
                lane_name(dest),
                how,
                ready,
            ),
            seat,
            unit=id_text(unit.iid),
            source=source,
            dest=dest,
        )
    state.place(seat, dest, unit, "Maneuver")
    if unit.hooks & _ON_MANEUVER:
        card = unit.cdef
        if state.logging:
            state.say("trigger", ("Wake of %s.", card.name), seat, unit=id_text(unit.iid))
        run_steps(state, Ctx(seat, unit, dest, card, None), card.on_maneuver)


def _lane(name: str, action: Action) -> int:
    try:
        return legal.lane_index(name)
    except IllegalActionError as error:
        raise IllegalActionError(error.reason, action) from None


_HANDLERS: dict[type, Callable[[AetherState, int, Any], None]] = {
    Summon: _summon_value,
    Maneuver: _maneuver_value,
    Cast: _cast_value,
    Decree: _decree_value,
    BindSigil: _sigil_value,
}
"""How each play on the board is carried out, by action class."""
