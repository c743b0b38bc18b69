"""Which answers can matter (the default stops ask a seat only for those): every legal action but
a pass, except a Prayer or activated effect whose whole resolution, on a copy of the game, is
Power for this turn on Units whose Power nobody can read again this turn, or the destruction or
polarizing of the answering seat's own Units and nothing more (it can only take from that seat).
Rulings in docs/rules/lux-aeterna.md ("answers that cannot matter"), in full in docs/handoffs.md
("Lux Aeterna: the asking rulings in full").

Power is read in a clash (a defended attack) and by a target limit ("a Unit with Power 2 or
less"); nothing else in the game reads it. A Unit's Power can still be read this turn when:

- it is in the attack on the queue: the attacker while its side's opponent has a possible
  defender (or has defended), the defender once chosen;
- it may still defend: its side is not the turn player's, it is a possible defender, and the
  turn player may still attack (an attack is on the queue, or Combat has not ended);
- it may still attack: its side is the turn player's, it is unpolarized, Combat has not ended,
  and the other side has a possible defender;
- a target limit reads a different answer after the pump, on a card of either Codex its owner
  could use this turn with the Lights they hold (but not the answering seat's own "Power N or
  less", which a pump only puts out of its own reach).

A possible defender is an unpolarized Unit, or a polarized one when its side's Codex holds a card
that depolarizes (the hand is not looked at: whether a seat is asked never tells it what the other
holds). Anything else resolved on the copy (a trigger, an Emissary's progress, a lasting bonus, a
Unit leaving) keeps the answer, except the seat's own Units that the answer itself destroys when
nothing else refers to them: no item on the queue names them (as its source, a target, the
attacker or the defender), no trigger fires, nothing else happens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine import lookahead
from cardtable.engine.actions import Action
from cardtable.engine.kernel.decision import Pass
from cardtable.games.lux_aeterna import lights
from cardtable.games.lux_aeterna.actions import Activate, Play
from cardtable.games.lux_aeterna.catalog import parse_cost
from cardtable.games.lux_aeterna.effects import source_abilities

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.state import LuxState

PUMP_ONLY = frozenset({"play", "activate", "pass", "power", "resolve"})
"""The events of an answer that only gives Power: its play or activation, the passes that let it
resolve, and the Power itself."""
ATTACK_STEPS = frozenset({"start", "draw", "offering", "main1", "combat"})
"""The steps of a turn in which the turn player may still attack."""
PASSES = 8
"""At most this many passes to let the answer resolve on the copy (two seats, a trigger or two)."""


def can_matter(st: LuxState, action: Action) -> bool:
    """Whether ``action`` (legal for the seat to act) can change anything for that seat to weigh:
    False only for a pass, and for a Prayer or activated effect that resolves to nothing but Power
    this turn on Units whose Power cannot be read again this turn, or that only destroys the
    seat's own Units that nothing on the queue refers to."""
    if action.KIND == "pass":
        return False
    if not _pump_only(st, action):
        return True
    seat = st.to_act
    own = _own_removable(st, seat)
    trial = lookahead.trial(st, log=True)
    depth = len(trial.queue)
    trial.apply(action)
    del trial.queue.items[:depth]  # the answer alone resolves when both pass (as it would first)
    for _ in range(PASSES):
        decision = trial.decision
        if not trial.queue or trial.result is not None or decision is None:
            break
        if decision.kind != "priority":
            return True
        trial.apply(Pass())
    if trial.queue or trial.perm_power != st.perm_power or trial.progress != st.progress:
        return True
    for event in trial.log:
        if event.kind == "destroyed" and event.data.get("card") in own:
            continue
        if event.kind == "polarize" and event.seat == seat and set(_field_targets(st, action)) <= own:
            continue  # its own idle Unit polarized: it only cannot defend (or act) until it turns
        if event.kind not in PUMP_ONLY:
            return True
    before = st.turn_power
    changed = {iid: n - before.get(iid, 0) for iid, n in trial.turn_power.items() if before.get(iid, 0) != n}
    return any(_power_read(st, iid, st.power(iid), st.power(iid) + n) for iid, n in changed.items())


def _pump_only(st: LuxState, action: Action) -> bool:
    """A Prayer or activated effect whose every op gives Power, or destroys or polarizes a target
    when every target is a Unit of the seat's own (the copy checks the rest)."""
    if isinstance(action, Play):
        card = st.card_def(action.card)
        if card.type != "prayer":
            return False
        ops = card.model.effect
    elif isinstance(action, Activate):
        ops = source_abilities(st, action.source)[action.ability].effect
    else:
        return False
    own = all(st.owner(target) == st.to_act for target in _field_targets(st, action))
    return all(op.op == "power" or (op.op in ("destroy", "polarize") and own) for op in ops)


def _field_targets(st: LuxState, action: Action) -> list[str]:
    """The targets of ``action`` on the field (a Prayer's or ability's)."""
    return [target for target in getattr(action, "targets", ()) if st.on_field(target)]


def _own_removable(st: LuxState, seat: int | None) -> frozenset[str]:
    """``seat``'s Units on the field that no item on the queue refers to (as its source, a
    target, or a side of the attack): destroying one of them changes nothing but the seat's own
    loss."""
    named: set[str] = set()
    for item in st.queue.items:
        named.add(item.source)
        named.update(item.targets)
    attack = st.attack
    if attack is not None:
        named.update(str(attack[key]) for key in ("attacker", "blocker") if attack.get(key))
    return (
        frozenset(unit for unit in st.units(seat) if unit not in named) if seat is not None else frozenset()
    )


def _power_read(st: LuxState, iid: str, old: int, new: int) -> bool:
    """Whether ``iid``'s Power (``old`` before the answer, ``new`` after) can be read this turn."""
    if not st.on_field(iid):
        return False
    side = st.owner(iid)
    if _limits_differ(st, side, old, new, st.to_act):
        return True
    attack = st.attack
    if attack is not None:
        blocker = attack.get("blocker")
        if iid in (attack["attacker"], blocker):
            return blocker is not None or bool(_possible_defenders(st, 1 - side))
    if st.step not in ATTACK_STEPS and attack is None:
        return False
    if side != st.active:
        return iid in _possible_defenders(st, side)
    return iid not in st.polarized and st.step in ATTACK_STEPS and bool(_possible_defenders(st, 1 - side))


def _possible_defenders(st: LuxState, side: int) -> list[str]:
    """``side``'s Units that may defend this turn: unpolarized ones, and polarized ones when the
    side's Codex can depolarize a Unit."""
    units = st.units(side)
    if _codex_depolarizes(st, side):
        return units
    return [unit for unit in units if unit not in st.polarized]


def _codex_depolarizes(st: LuxState, side: int) -> bool:
    for iid in st.card_of:
        if st.owner(iid) != side:
            continue
        model = st.card_def(iid).model
        ops = [*model.effect, *(op for ability in model.abilities for op in ability.effect)]
        if any(op.op == "depolarize" for op in ops):
            return True
    return False


def _limits_differ(st: LuxState, side: int, old: int, new: int, asker: int | None) -> bool:
    """Whether a target limit ("Power 2 or less", "Power 4 or more") that may target a Unit of
    ``side`` holds for one of the two Powers and not for the other, on a card its owner could use
    this turn with the Lights they hold (which both players see; the hand is not looked at); but
    a limit of the ``asker``'s own that a bigger Power only puts out of its reach (its own Searing
    Bolt on a pumped Unit) is not counted: that answer can only take from the asker."""
    spendable = [lights.spendable(st, seat) for seat in (0, 1)]
    for iid in st.card_of:
        model = st.card_def(iid).model
        owner = st.owner(iid)
        mine = owner == side
        closes_own = owner == asker and new > old
        uses = [(model.targets, model.cost, False)] + [(a.targets, a.cost, True) for a in model.abilities]
        for specs, cost, ability in uses:
            if ability and not st.on_field(iid) and owner != st.active:
                continue  # a Relic's ability: on the field, or playable in its owner's own turn
            if not specs or not lights.affordable(spendable[owner], parse_cost(cost)):
                continue
            for spec in specs:
                reach = getattr(spec, "side", None)
                if (reach == "own" and not mine) or (reach == "enemy" and mine):
                    continue
                top = getattr(spec, "max_power", None)
                low = getattr(spec, "min_power", None)
                if top is not None and (old <= top) != (new <= top) and not closes_own:
                    return True
                if low is not None and (old >= low) != (new >= low):
                    return True
    return False
