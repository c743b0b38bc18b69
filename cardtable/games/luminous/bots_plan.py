"""The strong computer's plan for the other turn (issue 25): what a fast card kept in hand, with
the orbs to pay for it, is worth until the opponent's turn is over.

A fast card can wait: played on the opponent's turn it does all it would do now and often more
(Rya Jin deals 1 damage for every card played on the opponent's turn; Ashen Owl then draws a
card, Velna deals 2 damage...). So the strong seat values a hand as it would be played: every
fast card it could still pay for from what is left counts what playing it would bring then
(what it brings to the table, measured by playing it on a copy, plus the extras only the other
turn gives, read from data, weighed by :data:`HOLD` where the window may not come). Playing it
now must then beat keeping it, and a card that spends the orbs a kept card needs pays for that
too. In its own turn that leaves a fast card for its own Main or combat only when it changes
this turn's fight (a trick in combat), or when the hand limit would throw a card away and the
orbs do not need it on the other turn: a fast unit or a removal spell with nothing to gain now
waits for the other turn, as a player would keep it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.luminous.compiled import CardDef, CStep, CTrigger
from cardtable.games.luminous.paying import Purse

if TYPE_CHECKING:
    from cardtable.games.luminous.state import LuminousState

HOLD = 0.85
"""What a fast card kept is worth, as a share of what playing it later brings, where the later
window is unsure (a later moment of the opponent's turn may not come; the extras of the other
turn may come to nothing if the match turns)."""

ANSWER = 1.0
"""What a fast spell aimed at a unit it chooses (Sudden Death, Walk Back) adds on the opponent's
turn, whatever the deck: it is aimed once the opponent has committed (at an attacker, at a unit
just played or boosted) rather than at what stands now; counted like a step aimed at the
attacker, so it is spent in a combat or on a target worth it, and kept from the seat's own Main
phase unless it changes a combat there."""
_ANSWERS = frozenset({"damage", "return", "expend"})

_TARGET_WEIGHT = {"foe_favored": 1.5, "attacker": 1.0, "chosen": 1.0}
_OP_WEIGHT = {"draw": 1.1, "heal": 1.2, "expend": 1.5, "buff": 0.4, "wear": -0.7, "bloom": 0.8}


def _step_value(step: CStep) -> float:
    """A rough worth of one effect step, in :func:`~cardtable.games.luminous.bots.evaluate` points."""
    if step.op == "damage":
        return _TARGET_WEIGHT.get(step.target or "", 0.8) * step.n
    weight = _OP_WEIGHT.get(step.op, 0.5)
    return weight * (step.n or 1) if step.op in ("draw", "heal", "buff", "wear") else weight


def _conditional(steps: tuple[CStep, ...], attacker: bool) -> float:
    """What the steps that depend on whose turn it is add on the opponent's turn (``attacker``:
    count a step aimed at the attacking unit)."""
    value = 0.0
    for step in steps:
        if step.cond is None or step.cond.opponent_turn is None:
            continue
        if step.target == "attacker" and not attacker:
            continue
        sign = 1.0 if step.cond.opponent_turn else -1.0
        value += sign * _step_value(step)
    return value


def _when_off_turn(triggers: tuple[CTrigger, ...]) -> float:
    return sum(_step_value(step) for t in triggers if t.when == "play_off_turn" for step in t.steps)


def off_turn_extra(st: LuminousState, seat: int, card: CardDef, attacker: bool = True) -> float:
    """What playing ``card`` on the opponent's turn brings beyond playing it on ``seat``'s own:
    its own steps and Arrive triggers that happen only then, the seat's Favored's and relics'
    triggers on a card played on the opponent's turn, and an answer's choice of target
    (:data:`ANSWER`; ``attacker``: count what waits for an attacker)."""
    side = st.sides[seat]
    value = _conditional(card.steps, attacker)
    if attacker and card.type == "spell" and card.choose == "unit":
        value += ANSWER if any(s.op in _ANSWERS and s.target == "chosen" for s in card.steps) else 0.0
    value += sum(_conditional(t.steps, attacker) for t in card.triggers if t.when == "arrive")
    value += _when_off_turn(st.catalog.favored[side.favored].triggers)
    value += sum(_when_off_turn(r.card.triggers) for r in side.relics)
    return value


def kept_value(st: LuminousState, seat: int, worth: dict[str, float]) -> float:
    """What the fast cards in ``seat``'s hand are worth kept for the other turn: ``worth`` (by
    card instance, already weighed by :data:`HOLD` where the window is unsure; missing: not
    counted) for each one the orbs and Blooms left can still pay for, the better of two ways of
    choosing: the most valuable for its cost first, or the most valuable first (three orbs keep
    a 3-essence unit worth 10 rather than a 2-essence card worth 8 that leaves one orb idle)."""
    side = st.sides[seat]
    held = [(worth[iid], st.card_def(iid)) for iid in side.hand if worth.get(iid, 0.0) > 0.0]
    if not held:
        return 0.0
    purse = Purse.of(side.orb_tuples(), side.blooms, tuple(c.check for _, c in held if c.check))
    by_cost = sorted(held, key=lambda h: -h[0] / (h[1].essence + 1))
    by_value = sorted(held, key=lambda h: -h[0])
    return max(_paid_for(purse, by_cost), _paid_for(purse, by_value))


def _paid_for(purse: Purse, held: list[tuple[float, CardDef]]) -> float:
    """The worth of the cards in ``held`` that ``purse`` pays for, taken in that order."""
    index = {colour: i for i, colour in enumerate(purse.colours)}
    total = 0.0
    for value, card in held:
        cost = (card.essence, index[card.check] if card.check else -1)
        ways = sorted(purse.ways(cost), key=lambda w: (w[1], -_fresh_colours(purse, w[0])))
        if ways:
            purse = purse.after(*ways[0])
            total += value
    return total


def _fresh_colours(purse: Purse, counts: tuple[int, ...]) -> int:
    """How many colours without an expended orb a payment expends one of (their checks then cost
    nothing)."""
    return sum(1 for i, n in enumerate(counts) if n and not purse.spent >> i & 1)
