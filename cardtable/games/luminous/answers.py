"""Which answers can matter (the default stops ask a seat only for those): every legal action but
a pass, except an ability aimed at one of the acting seat's own units whose whole resolution, on a
copy of the game, is

- damage that unit survives;
- readying a unit that is already ready (the relic not wearing out);
- (any unit, either side's) expending a unit that is already expended (Breaker's Chains);
- until end of turn, extra attack and keywords that act only in combat (:data:`COMBAT_ONLY`) for
  units that deal no damage this turn: expended and in no combat; a keyword only while the seat
  holds no card that readies a unit (a readied unit could still attack or block with it).

Rulings "An answer that can only hurt your own unit", "An attack boost for a unit that cannot
fight", "Keywords for a unit that cannot fight", "Readying a ready unit" and "Expending an expended
unit", in full in docs/handoffs.md ("Luminous: the asking rulings in full"); the rules screen
(docs/rules/luminous.md, "When the table asks you") lists them in short.

Such an ability cannot change the outcome in the seat's favour or anyone else's way: no trigger
fires (a Depart of the relic that wore out, a death, a "when damaged"), nothing leaves play, no card
moves, no life changes; the unit only carries a point of damage the seat chose to give it, and
the relic is expended. Anything else resolved on the copy (a trigger, a unit or relic leaving, a
draw) keeps the answer, so the narrowing never drops an answer that can change the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine import lookahead
from cardtable.engine.actions import Action

if TYPE_CHECKING:
    from cardtable.games.luminous.compiled import CardDef
    from cardtable.games.luminous.state import LuminousState
    from cardtable.games.luminous.things import Thing

HARM_ONLY = frozenset({"activate", "damage"})
"""The events of an ability that only hurts its target: the activation and the damage."""
BOOST_ONLY = frozenset({"activate", "buff", "grant"})
"""The events of an ability that only boosts its target: the activation, the boost, a keyword."""
STATE_ONLY = frozenset({"activate", "ready", "expend"})
"""The events of an ability that only readies or expends its target: the activation and that."""
COMBAT_ONLY = frozenset({"flight", "watchful", "lunge", "overwhelm"})
"""The keywords that act only while their unit attacks or blocks (the rulebook's glossary: who
may block a Flight attacker, who may block it, who strikes first, where combat damage past lethal
goes); Dash (it lets a unit expend) and Barrier (a relic's) are not among them."""


def can_matter(st: LuminousState, action: Action) -> bool:
    """Whether ``action`` (legal for the seat to act) can change anything for that seat to weigh:
    False only for a pass, for an ability on a unit that resolves to nothing but readying a ready
    unit or expending an expended one, and for an ability on one of the seat's own units that
    resolves to nothing but damage the unit survives or a boost that cannot fight."""
    if action.KIND == "pass":
        return False
    seat = st.to_act
    target = getattr(action, "target", None)
    if action.KIND != "activate" or seat is None or target is None:
        return True
    own = any(unit.iid == target for unit in st.sides[seat].units)
    if not own and not any(unit.iid == target for side in st.sides for unit in side.units):
        return True
    trial = lookahead.trial(st, action, log=True)
    kinds = {event.kind for event in trial.log}
    if kinds <= STATE_ONLY:
        return not _unchanged(st, trial)
    if not own:
        return True
    if kinds <= HARM_ONLY:
        return False
    return not (kinds <= BOOST_ONLY and _idle_boost(st, trial, seat))


def _unchanged(st: LuminousState, trial: LuminousState) -> bool:
    """True when every unit in play is on the copy exactly as it is now (readying a unit that was
    ready, or expending one that was expended, changes nothing)."""
    after = [{unit.iid: _whole(unit) for unit in side.units} for side in trial.sides]
    return after == [{unit.iid: _whole(unit) for unit in side.units} for side in st.sides]


def _idle_boost(st: LuminousState, trial: LuminousState, seat: int) -> bool:
    """True when what changed on the copy is attack and combat keywords until end of turn, and only
    for units of ``seat`` that deal no damage this turn: expended (so neither attacking again nor
    blocking) and in no combat now; a keyword only while the seat holds nothing that readies a
    unit. Health, a lasting change, or anything on a unit that may still fight keeps the answer
    (a unit readied later is asked about again then)."""
    combat = st.combat
    fighting = {combat.attacker, *combat.blockers} if combat is not None else set()
    after = {unit.iid: unit for unit in trial.sides[seat].units}
    for unit in st.sides[seat].units:
        now = after.get(unit.iid)
        if now is None or _lasting(now) != _lasting(unit):
            return False
        if (now.tatk, now.tkw) != (unit.tatk, unit.tkw) and (not unit.expended or unit.iid in fighting):
            return False
        if now.tkw != unit.tkw and (not now.tkw - unit.tkw <= COMBAT_ONLY or _can_ready(st, seat)):
            return False
    return len(after) == len(st.sides[seat].units)


def _can_ready(st: LuminousState, seat: int) -> bool:
    """Whether ``seat`` holds a card that readies a unit: in play (an ability or a trigger, such
    as Kinetic Harness or a Third Wave) or in hand (no card readies the other side's units)."""
    side = st.sides[seat]
    cards = [thing.card for thing in (*side.units, *side.relics)]
    cards += [st.card_def(iid) for iid in side.hand]
    favored = st.catalog.favored[side.favored]
    steps = [step for trigger in favored.triggers for step in trigger.steps]
    return any(step.op == "ready" for step in steps) or any(_readies(card) for card in cards)


def _readies(card: CardDef) -> bool:
    steps = [*card.steps, *(s for t in card.triggers for s in t.steps)]
    steps += [step for ability in card.abilities for step in ability.steps]
    return any(step.op == "ready" for step in steps)


def _lasting(unit: Thing) -> tuple[int, int, int, int, frozenset[str]]:
    """What of a unit is not attack or keywords until end of turn: its lasting attack, health and
    keywords, its health until end of turn, its damage."""
    return unit.atk, unit.hp, unit.thp, unit.damage, unit.kw


def _whole(unit: Thing) -> tuple[object, ...]:
    """Everything of a unit that a rule reads."""
    return (*_lasting(unit), unit.tatk, unit.tkw, unit.expended)
