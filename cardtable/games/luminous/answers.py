"""Which answers can matter (the default stops ask a seat only for those): every legal action but
a pass, except an ability aimed at one of the acting seat's own units whose whole resolution, on a
copy of the game, is damage that unit survives, or attack until end of turn for a unit that can
deal no damage this turn (expended and in no combat). Rulings in docs/rules/luminous.md ("An
answer that can only hurt your own unit", "An attack boost for a unit that cannot fight").

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
    from cardtable.games.luminous.state import LuminousState
    from cardtable.games.luminous.things import Thing

HARM_ONLY = frozenset({"activate", "damage"})
"""The events of an ability that only hurts its target: the activation and the damage."""
BOOST_ONLY = frozenset({"activate", "buff"})
"""The events of an ability that only boosts its target: the activation and the boost."""


def can_matter(st: LuminousState, action: Action) -> bool:
    """Whether ``action`` (legal for the seat to act) can change anything for that seat to weigh:
    False only for a pass, and for an ability on one of the seat's own units that resolves to
    nothing but damage the unit survives."""
    if action.KIND == "pass":
        return False
    seat = st.to_act
    target = getattr(action, "target", None)
    if action.KIND != "activate" or seat is None or target is None:
        return True
    if not any(unit.iid == target for unit in st.sides[seat].units):
        return True
    trial = lookahead.trial(st, action, log=True)
    kinds = {event.kind for event in trial.log}
    if kinds <= HARM_ONLY:
        return False
    return not (kinds <= BOOST_ONLY and _idle_boost(st, trial, seat))


def _idle_boost(st: LuminousState, trial: LuminousState, seat: int) -> bool:
    """True when what changed on the copy is attack until end of turn, and only for units of
    ``seat`` that deal no damage this turn: expended (so neither attacking again nor blocking)
    and in no combat now. Health, a lasting change, or anything on a unit that may still fight
    keeps the answer (a unit readied later is asked about again then)."""
    combat = st.combat
    fighting = {combat.attacker, *combat.blockers} if combat is not None else set()
    after = {unit.iid: unit for unit in trial.sides[seat].units}
    for unit in st.sides[seat].units:
        now = after.get(unit.iid)
        if now is None or _lasting(now) != _lasting(unit):
            return False
        if now.tatk != unit.tatk and (not unit.expended or unit.iid in fighting):
            return False
    return len(after) == len(st.sides[seat].units)


def _lasting(unit: Thing) -> tuple[int, int, int, int]:
    """What of a unit is not attack until end of turn: its lasting attack and health, its health
    until end of turn, its damage."""
    return unit.atk, unit.hp, unit.thp, unit.damage
