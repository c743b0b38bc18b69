"""What a screen asks the Luminous engine, as pure functions returning JSON-able values: the
status of each hand card, an attack's forecast for every way the defender may block, payments,
keyword reminders and what the screen says about a position. Nothing here changes the state it is given."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from cardtable.engine.actions import Action
from cardtable.engine.catalogs import Glossary
from cardtable.games.luminous import answers, flow, forecast_blocks, legal, preview, rules, stats
from cardtable.games.luminous.actions import Activate, Play
from cardtable.games.luminous.catalog import CATALOGS
from cardtable.games.luminous.describe import describe as describe_action
from cardtable.games.luminous.forecast_blocks import GROUP_CAP
from cardtable.games.luminous.paying import careful_payments
from cardtable.games.luminous.preview import Payment, cost_of

if TYPE_CHECKING:
    from cardtable.games.luminous.state import LuminousState


def hand_status(st: LuminousState, seat: int) -> list[dict[str, Any]]:
    """Each hand card: ``{"id", "card", "cost", "check", "affordable", "playable", "reason"}``;
    the reason says why it cannot be played now."""
    side = st.sides[seat]
    out = []
    for iid in side.hand:
        card = st.card_def(iid)
        affordable = rules.can_pay(side.orb_tuples(), side.blooms, card.essence, card.check)
        options = legal.choice_options(st, seat, card.choose)
        problem = legal.play_problem(st, seat, Play(iid, options[0] if options else None))
        out.append(
            {
                "id": iid,
                "card": card.id,
                "cost": card.cost,
                "check": card.check,
                "affordable": affordable,
                "playable": problem is None,
                "reason": problem,
            }
        )
    return out


attack_forecast = preview.attack_forecast
"""The result of attacking with a unit for each way the defender may block, if nobody plays
anything else, and whether every way was tried
(:func:`~cardtable.games.luminous.preview.attack_forecast`)."""


def unit_numbers(st: LuminousState, iid: str) -> dict[str, Any]:
    """A unit's live attack, health, damage and keywords."""
    for side in st.sides:
        thing = side.in_play(iid)
        if thing is not None and thing.card.type == "unit":
            return {
                "attack": stats.attack(side, thing),
                "health": stats.health(side, thing),
                "damage": thing.damage,
                "keywords": sorted(stats.keywords(side, thing)),
            }
    raise KeyError(f"no unit {iid} in play")


# ----- forecasts and payments a screen offers (the engine's rules on copies) ------------------

BLOCK_GROUP_CAP = GROUP_CAP
"""The most blockers in a group the attack forecast tries every group of."""


describe = describe_action
"""The sentence a player reads for an action in a position (``describe(state, action)``)."""


def payment_options(st: LuminousState, action: Action) -> list[Payment]:
    """The ways the seat to act may pay for ``action`` that lead to different outcomes, the one
    a careful player makes first (:func:`~cardtable.games.luminous.paying.careful_payments`):
    one option means there is nothing to ask; empty for an action that costs nothing or cannot
    be paid."""
    cost = cost_of(st, action)
    seat = st.to_act
    if cost is None or seat is None:
        return []
    return careful_payments(st, seat, *cost, playing=action.card if isinstance(action, Play) else None)


def still_payable(st: LuminousState, action: Action, payment: Payment) -> list[str]:
    """The names of the other hand cards (only fast ones on the opponent's turn) that the seat to
    act could still pay for, each on its own, after paying for ``action`` with ``payment``."""
    seat = st.to_act
    if seat is None:
        return []
    side = st.sides[seat]
    spent = set(payment.pay)
    orbs = [(o[0], o[1], o[2] or o[0] in spent) for o in side.orb_tuples()]
    blooms = side.blooms - payment.blooms
    playing = action.card if isinstance(action, Play) else None
    names = []
    for iid in side.hand:
        card = st.card_def(iid)
        if (
            iid != playing
            and (card.fast or st.active == seat)
            and rules.can_pay(orbs, blooms, card.essence, card.check)
        ):
            names.append(card.name)
    return names


def with_payment(st: LuminousState, action: Action) -> Action:
    """``action`` paying the careful way (its own ``pay`` if it names one; unchanged if it costs
    nothing): what a screen sends when the payments are all alike."""
    if not isinstance(action, (Play, Activate)) or action.pay:
        return action
    options = payment_options(st, action)
    return dataclasses.replace(action, pay=options[0].pay) if options else action


def attack_block_forecasts(st: LuminousState, unit: str, target: str) -> tuple[list[dict[str, Any]], bool]:
    """Attacking with ``unit``: the outcome of not blocking and of each way to block, best for
    the defender first, and whether every group of blockers was tried (see
    :data:`BLOCK_GROUP_CAP`)."""
    results, complete = preview.attack_forecast(st, unit, target)
    return forecast_blocks.ranked(st, results), complete


def block_outcomes(st: LuminousState, picks: tuple[str, ...]) -> list[dict[str, Any]]:
    """Blocking with ``picks`` (and not blocking, when ``picks`` is not empty): each outcome, if
    nobody plays anything else."""
    return preview.block_forecast(st, [picks] if not picks else [(), picks])


def best_block(st: LuminousState, eligible: Sequence[str]) -> dict[str, Any] | None:
    """The outcome of the way to block with ``eligible`` units (none included) that is best for
    the defender, by :func:`~cardtable.games.luminous.forecast_blocks.defender_cost`."""
    if not eligible or st.to_act is None:
        return None
    every = preview.block_forecast(st, forecast_blocks.block_groups(eligible)[0])
    return min(every, key=lambda result: forecast_blocks.defender_cost(st, result)) if every else None


GLOSSARY = Glossary(CATALOGS, lambda catalog: catalog.keywords.values(), lambda keyword: keyword.reminder)
"""The glossary keywords of the data folder's catalog, for the Learn screen."""


# ----- what the screen says about a position ---------------------------------------------------


def settled_split(st: LuminousState) -> Action | None:
    """The damage split to take without asking when every legal split comes to the same
    (:func:`forecast_blocks.settled_split`), else ``None``."""
    settled: Action | None = forecast_blocks.settled_split(st)
    return settled


def answers_that_matter(st: LuminousState) -> list[Action]:
    """The legal actions of the seat to act that can matter (:func:`answers.can_matter`): a pass
    never, an ability that only hurts one of the seat's own units neither."""
    return [action for action in st.legal_actions() if answers.can_matter(st, action)]


def priority_window(st: LuminousState) -> str | None:
    """The priority window the seat to act is in (``my-main``, ``my-combat``, ``attacked``,
    ``foe-main``, ``foe-main-end``: the stops a seat may choose), or ``None`` for a decision that
    is not priority (or a finished match)."""
    decision = st.decision
    if decision is None or decision.kind != "priority":
        return None
    combat = st.combat
    if decision.seat == st.active:
        return "my-main" if combat is None else "my-combat"
    if combat is not None:
        return "attacked"
    return "foe-main-end" if st.priority.passes else "foe-main"


def handoff_lines(st: LuminousState, seat: int) -> list[str]:
    """What ``seat``, taking the keys, may do now (the curtain's first lines)."""
    decision = st.decision
    name = st.name(seat)
    if decision is None:
        return []
    if decision.kind != "priority":
        return [f"{name}: {decision.prompt}."]
    combat = st.combat
    if combat is not None and st.sides[combat.attacker_seat].in_play(combat.attacker) is None:
        return [
            f"{flow.attacker_words(st)} has left play, so its attack deals no damage: {name} may "
            "play a fast card or an ability, or pass to end the combat."
        ]
    if combat is not None and seat != combat.attacker_seat and combat.step == "block" and combat.may_block:
        can_block = any(a.KIND == "block" for a in st.legal_actions())
        if any(combat.blockers):
            more = "block with more, " if can_block else ""
            return [f"{name} has blocked: {more}play a fast card or an ability, or pass."]
        if can_block:
            return [f"{name} is attacked: block, play a fast card, or pass."]
        return [f"{name} is attacked (no unit can block): play a fast card or an ability, or pass."]
    if seat != st.active:
        return [f"{name} may answer with a fast card or an ability, or pass."]
    if combat is not None and st.priority.passes:
        return [f"{name}'s combat: play a fast card or an ability, or pass to deal the damage."]
    if combat is not None:  # the other player acted last: a pass gives it the keys again
        still = "block or answer" if combat.step == "block" and combat.may_block else "answer"
        return [
            f"{name}'s combat: play a fast card or an ability, or pass (the other player may still {still})."
        ]
    if st.priority.passes:
        return [f"{name}'s Main phase: the other player passed; passing now ends the Main phase."]
    return [f"{name}'s Main phase: {name} holds priority."]


def final_life(st: LuminousState, seat: int) -> str:
    """ "Bo's Jeddos, Brother of the Road: 0 life (overkill 3)" for the result screen."""
    life = st.sides[seat].life
    words = f"{st.name(seat)}'s {st.favored_name(seat)}: {max(0, life)} life"
    return words + (f" (overkill {-life})" if life < 0 else "")


def pile(st: LuminousState, seat: int, which: str) -> list[tuple[str, str, str]]:
    """A public pile of ``seat`` (``discard`` or ``void``), newest first: each card's name, type
    and text."""
    cards = st.zones.public(seat)[which]  # the kernel's zones: a deck or a hand is only a count
    if not isinstance(cards, list):
        raise ValueError(f"the {which} is not a public pile")
    out = []
    for iid in reversed(cards):
        card = st.card_def(iid)
        out.append((card.name, card.type, card.text))
    return out


def keyword_reminders(st: LuminousState, keywords: Sequence[str]) -> list[tuple[str, str]]:
    """Each keyword the glossary knows, as (its printed name, its reminder text)."""
    found = (st.catalog.keywords.get(key) for key in keywords)
    return [(entry.name, entry.reminder) for entry in found if entry is not None]


EITHER_SIDE = frozenset({"unit", "relic"})
"""The target kinds that may name a card of either side."""


def aims_at_own(st: LuminousState, action: Action) -> list[str]:
    """The acting seat's own card that ``action`` aims at through a target that could be either
    side's (Vortex Cannister's 1 damage on one's own unit); a target that can only be one's own
    ("a unit you control") is not counted: nobody picks it by mistake."""
    seat = st.to_act
    if seat is None or not isinstance(action, (Play, Activate)) or action.target is None:
        return []
    if isinstance(action, Play):
        kind = st.card_def(action.card).choose
    else:
        found = legal.ability_of(st, seat, action.source, action.ability)
        if isinstance(found, str):
            return []
        kind = found[1].choose
    side = st.sides[seat]
    if kind not in EITHER_SIDE or not any(
        thing.iid == action.target for thing in (*side.units, *side.relics)
    ):
        return []
    return [action.target]
