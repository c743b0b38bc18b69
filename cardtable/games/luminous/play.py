"""Applying actions: check first (raise IllegalActionError, state untouched), then act and let
the turn carry on (the kernel's ``settle``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.kernel.blocking import Combat, split_problem
from cardtable.engine.kernel.decision import Choose, Pass
from cardtable.engine.kernel.dispatch import Actions, concede, refuse
from cardtable.engine.rng import Rng
from cardtable.engine.words import ordinal
from cardtable.games.luminous import effects, flow, legal, rules, stats, triggers
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
from cardtable.games.luminous.describe import in_log, name_apart
from cardtable.games.luminous.effects import Ctx
from cardtable.games.luminous.words import an_orb

if TYPE_CHECKING:
    from cardtable.games.luminous.state import LuminousState


def play_random(st: LuminousState, rng: Rng) -> Action:
    """The simulator's random seat in a game that is not fully checked: draw what
    ``legal.random_action`` draws and carry it out as :meth:`LuminousState.apply` would, without
    checking it again (the sampler offers only legal actions: each fully checked game of a
    simulation, and ``tests/luminous/test_sampler.py``, play the same draws through the checked
    path). Records the action like ``apply`` and returns it."""
    action = legal.random_action(st, rng)
    seat = st.asking.seat
    draws_before = st.rng.draws
    zones = st.zones
    drawn = zones.drawn  # (the table's mark, inlined: the hot path)
    revealed = _HANDLERS[type(action)](st, seat, action) or zones.drawn != drawn
    st.record(action, seat, revealed, draws_before)
    return action


def _mulligan(st: LuminousState, seat: int, action: Mulligan) -> bool:
    side = st.sides[seat]
    limit = legal.mulligan_limit(st, seat)
    if len(action.cards) > limit:
        refuse(f"you may put at most {limit} card{'s' if limit != 1 else ''} on the bottom", action)
    if len(set(action.cards)) != len(action.cards) or any(c not in side.hand for c in action.cards):
        refuse("name distinct cards from your hand", action)
    for iid in action.cards:
        side.hand.remove(iid)
        side.deck.insert(0, iid)
    if st.logging:
        st.say(
            "mulligan",
            f"{st.players[seat]} puts {_cards(len(action.cards))} on the bottom and draws as many."
            if action.cards
            else f"{st.players[seat]} keeps the opening hand.",
            seat,
        )
    st.draw(seat, len(action.cards))
    if seat == st.first:
        st.ask("mulligan", 1 - seat)
    else:
        st.finish_step()  # both seats kept or drew: the first turn begins
        st.settle()
    return bool(action.cards)


def _pass(st: LuminousState, seat: int, action: Pass) -> bool:
    """What a Luminous pass changes (the defender who passes in a combat may no longer block),
    then the kernel's pass. False: a draw the pass leads to is seen by the kernel's ``seen`` mark."""
    combat = st.combat
    if combat is not None and seat != st.active:
        combat.may_block = False
    if st.logging:
        st.say("pass", f"{st.players[seat]} passes.", seat)
    st.pass_priority()
    return False


def _cards(count: int) -> str:
    return "a card" if count == 1 else f"{count} cards"


def _pay(st: LuminousState, seat: int, essence: int, check: str | None, pay: tuple[str, ...]) -> None:
    side = st.sides[seat]
    chosen = pay or rules.auto_payment(side.orbs, side.blooms, essence, check) or ()
    spent = set(chosen)
    for orb in side.orbs:
        if orb[0] in spent:
            orb[2] = True
    blooms = chosen.count(rules.BLOOM)
    if blooms:
        side.blooms -= blooms
        st.pools[side.pool].blooms += blooms
        if st.logging:
            what = "a Luminous Bloom" if blooms == 1 else f"{blooms} Luminous Blooms"
            st.say("bloom", f"{st.players[seat]} sacrifices {what} for essence.", seat)


def _play(st: LuminousState, seat: int, action: Play) -> bool:
    card = st.card_def(action.card)
    side = st.sides[seat]
    _pay(st, seat, card.essence, card.check, action.pay)
    side.hand.remove(action.card)
    if st.logging:
        st.say(
            "play",
            f"{st.players[seat]} plays {card.name}"
            + (f" targeting {_name(st, action.target)}." if action.target else "."),
            seat,
        )
    sides = st.sides
    if "play" in side.heard or "play" in sides[1 - seat].heard_foe:  # (see triggers.offer: who waits)
        triggers.offer(st, seat, "play", {"card": action.card, "controller": seat, "active": st.active})
    if card.type == "spell":
        effects.run_steps(st, Ctx(seat, action.card, action.target), card.steps)
        side.discard.append(action.card)
    else:
        if action.target is not None:
            st.choices[action.card] = action.target
        st.enter_play(seat, action.card)
    st.priority_after(1 - seat)
    st.settle()
    return True


def _name(st: LuminousState, target: str | None) -> str:
    """A play's or an ability's target in its log line, told apart from its namesakes as the
    lines that follow it tell them ("targeting Bo's Trail Guide", playtest22-lum)."""
    return in_log(st, target) if target is not None else ""


def _activate(st: LuminousState, seat: int, action: Activate) -> bool:
    found = legal.ability_of(st, seat, action.source, action.ability)
    if isinstance(found, str):  # the kernel's check (activate_problem) has refused this already
        raise IllegalActionError(found, action)
    thing, ability = found
    _pay(st, seat, ability.essence, ability.check, action.pay)
    if ability.expend:
        thing.expended = True
    if st.logging:
        # what the relic pays is said with it (playtest23-lum: durability went without a word)
        worn = (
            f", wearing {ability.wear} durability ({thing.durability - ability.wear} left)"
            if ability.wear
            else ""
        )
        st.say(
            "activate",
            f"{st.players[seat]} activates {name_apart(st, thing.iid)}"
            + (f" targeting {_name(st, action.target)}" if action.target else "")
            + f"{worn}.",
            seat,
        )
    if ability.wear:
        thing.durability -= ability.wear
    if ability.sacrifice:
        st.leave_play(seat, thing, "discard", "is sacrificed")
    effects.settle(st)
    effects.run_steps(st, Ctx(seat, action.source, action.target), ability.steps)
    st.priority_after(1 - seat)
    st.settle()
    return False


def _orb(st: LuminousState, seat: int, action: PlayOrb) -> bool:
    _put_orb(st, seat, action.colour)
    return False


def _put_orb(st: LuminousState, seat: int, colour: str) -> None:
    side = st.sides[seat]
    st.pools[side.pool].orbs[colour] -= 1
    serials = st.serials  # (read once: the number of the next orb is serials[1], st.next_orb)
    side.orbs.append([f"o{serials[1]}", colour, False])
    serials[1] += 1
    side.orb_played = True
    st.priority.passes = 0
    if st.logging:
        st.say("orb", f"{st.players[seat]} plays {an_orb(colour)}.", seat)


def _bloom(st: LuminousState, seat: int, action: PlayBloom) -> bool:
    st.add_bloom(seat)
    st.sides[seat].orb_played = True
    st.priority.passes = 0
    return False


def _pivot(st: LuminousState, seat: int, action: Pivot) -> bool:
    side = st.sides[seat]
    orb = next(o for o in side.orbs if o[0] == action.orb)
    side.orbs.remove(orb)
    st.pools[side.pool].orbs[orb[1]] += 1
    if st.logging:
        st.say("pivot", f"{st.players[seat]} pivots: {an_orb(orb[1])} goes back to the pile.", seat)
    _put_orb(st, seat, action.colour)
    return False


def _attack(st: LuminousState, seat: int, action: Attack) -> bool:
    unit = st.sides[seat].in_play(action.unit)
    assert unit is not None
    unit.expended = True
    side = st.sides[seat]
    side.attacks += 1
    st.combat = Combat(unit.iid, seat, action.target, side.attacks)
    if st.logging:
        target = st.favored_name(1 - seat) if action.target == rules.FAVORED else in_log(st, action.target)
        st.say(
            "attack",
            f"{in_log(st, unit.iid)} attacks {target} ({ordinal(side.attacks)} attack this turn).",
            seat,
        )
    st.enter_excursion("combat")  # a Combat Phase: Wave triggers, then the block/effect step
    st.settle()
    return False


def _block(st: LuminousState, seat: int, action: Block) -> bool:
    combat = st.combat
    assert combat is not None
    side = st.sides[seat]
    for iid in action.units:
        thing = side.in_play(iid)
        assert thing is not None
        thing.expended = True
        combat.blockers.append(iid)
    if st.logging:
        names = ", ".join(name_apart(st, i) for i in action.units)  # "Hedge Tinker (left), ..."
        st.say("block", f"{st.players[seat]} blocks with {names}.", seat)
    st.open_priority(1 - seat)
    return False


def _assign(st: LuminousState, seat: int, action: Assign) -> bool:
    combat = st.combat
    assert combat is not None
    side = st.sides[seat]
    attacker = side.in_play(combat.attacker)
    assert attacker is not None
    blockers = flow.blockers_in_play(st)
    refuse(split_problem(stats.attack(side, attacker), len(blockers), action.damage), action)
    if st.logging:
        st.say(
            "assign",
            f"{st.players[seat]} splits the damage "
            + ", ".join(f"{d} to {in_log(st, b.iid)}" for d, b in zip(action.damage, blockers))
            + ".",
            seat,
        )
    flow.deal_blocked(st, action.damage)
    st.finish_step()
    st.settle()
    return False


def _choose(st: LuminousState, seat: int, action: Choose) -> bool:
    """The trigger of the batch that resolves next (its uid, as the option)."""
    if not st.choose_trigger(seat, action.option):
        refuse("that is not one of your triggers waiting in the batch", action)
    return False


def _discard(st: LuminousState, seat: int, action: Discard) -> bool:
    side = st.sides[seat]
    if action.card not in side.hand:
        refuse("that card is not in your hand", action)
    side.hand.remove(action.card)
    side.discard.append(action.card)
    if st.logging:
        st.say("discard", f"{st.players[seat]} discards {st.card_def(action.card).name}.", seat)
    st.settle()  # the discard step asks again while the hand is over the limit
    return True


def _orb_problem(st: LuminousState, seat: int, action: PlayOrb) -> str | None:
    return legal.play_orb_problem(st, seat, action.colour)


def _bloom_problem(st: LuminousState, seat: int, action: PlayBloom) -> str | None:
    return legal.bloom_problem(st, seat)


def _pivot_problem(st: LuminousState, seat: int, action: Pivot) -> str | None:
    return legal.pivot_problem(st, seat, action.orb, action.colour)


def _drawn(st: LuminousState) -> int:
    """The cards drawn so far (``zones.drawn``, counted by ``draw``, the one way a card leaves a
    deck): more after an action means a seat drew (Undo stops there)."""
    return st.zones.drawn


ACTIONS = Actions(
    "Luminous",
    {
        Concede: (concede, "", None),
        Mulligan: (_mulligan, "mulligan", None),
        Pass: (_pass, "priority", None),
        Play: (_play, "priority", legal.play_problem),
        Activate: (_activate, "priority", legal.activate_problem),
        PlayOrb: (_orb, "priority", _orb_problem),
        PlayBloom: (_bloom, "priority", _bloom_problem),
        Pivot: (_pivot, "priority", _pivot_problem),
        Attack: (_attack, "priority", legal.attack_problem),
        Block: (_block, "priority", legal.block_problem),
        Assign: (_assign, "assign", None),
        Choose: (_choose, "order", None),
        Discard: (_discard, "discard", None),
    },
    _drawn,
)
"""Each action kind's handler, the decision it answers (any decision: ``""``) and the check the
kernel makes before the handler runs (``None``: the handler checks for itself, or nothing is left
to check); a handler given its action unchecked (:func:`play_random`) trusts it."""

_HANDLERS = {kind: entry[0] for kind, entry in ACTIONS.table.items()}
"""The handlers of :data:`ACTIONS` alone, by action kind (what :func:`play_random` calls)."""
