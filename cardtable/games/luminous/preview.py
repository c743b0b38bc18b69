"""What a screen shows before a player commits: the ways to pay a cost (which orbs and Blooms go,
which orb satisfies the orb check) and what each way of blocking leads to. Pure functions over a
state; nothing here changes the state it is given (forecasts play on copies)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from itertools import product
from typing import TYPE_CHECKING, Any

from cardtable.engine.actions import Action
from cardtable.engine.kernel.decision import Pass
from cardtable.games.luminous import rules
from cardtable.games.luminous.actions import Activate, Block, Play

if TYPE_CHECKING:
    from cardtable.games.luminous.state import LuminousState

Orb = tuple[str, str, bool]


@dataclasses.dataclass(frozen=True, slots=True)
class Payment:
    """One way to pay: ``pay`` as the action takes it (orb ids and ``bloom`` words), the orbs it
    expends as (id, colour), the Blooms it sacrifices, and the orb that satisfies the check as
    (id, colour, expended) (``None``: the cost has no check)."""

    pay: tuple[str, ...]
    orbs: tuple[tuple[str, str], ...]
    blooms: int
    check_orb: Orb | None


def check_orb(orbs: list[Orb], pay: tuple[str, ...], check: str | None) -> Orb | None:
    """The orb in play that satisfies ``check`` for this payment: one of that colour the payment
    does not use, an expended one first (it could not pay anyway)."""
    if check is None:
        return None
    free = [o for o in orbs if o[1] == check and o[0] not in pay]
    free.sort(key=lambda o: not o[2])
    return free[0] if free else None


def _payment(orbs: list[Orb], pay: tuple[str, ...], check: str | None) -> Payment:
    colour = {o[0]: o[1] for o in orbs}
    spent = tuple((p, colour[p]) for p in pay if p != rules.BLOOM)
    return Payment(pay, spent, pay.count(rules.BLOOM), check_orb(orbs, pay, check))


def payments(st: LuminousState, seat: int, essence: int, check: str | None, most: int = 8) -> list[Payment]:
    """The distinct ways (by colours spent and Blooms) to pay ``essence`` plus ``check``, the
    engine's default payment first; empty when the cost cannot be paid."""
    side = st.sides[seat]
    orbs = side.orb_tuples()
    default = rules.auto_payment(orbs, side.blooms, essence, check)
    if default is None:
        return []
    out = [_payment(orbs, default, check)]
    seen = {_signature(out[0])}
    ready: dict[str, list[str]] = {}
    for orb in orbs:
        if not orb[2]:
            ready.setdefault(orb[1], []).append(orb[0])
    colours = sorted(ready)
    ranges = [range(len(ready[c]) + 1) for c in colours]
    for counts in product(*ranges):
        blooms = essence - sum(counts)
        if blooms < 0 or blooms > side.blooms:
            continue
        pay: list[str] = []
        for colour, count in zip(colours, counts):
            ids = ready[colour]
            if colour == check and count < len(ids) and not any(o[1] == check and o[2] for o in orbs):
                ids = ids[: len(ids) - 1]  # keep the last ready one back for the check
            pay.extend(ids[:count])
        if len(pay) != sum(counts):
            continue
        pay.extend([rules.BLOOM] * blooms)
        full = tuple(pay)
        if rules.payment_problem(orbs, side.blooms, essence, check, full) is not None:
            continue
        option = _payment(orbs, full, check)
        if _signature(option) in seen:
            continue
        seen.add(_signature(option))
        out.append(option)
        if len(out) >= most:
            break
    return out


def _signature(payment: Payment) -> tuple[Any, ...]:
    return (tuple(sorted(c for _, c in payment.orbs)), payment.blooms)


def cost_of(st: LuminousState, action: Action) -> tuple[int, str | None] | None:
    """(essence, check) of a play or an activation, ``None`` for other actions."""
    if isinstance(action, Play):
        card = st.card_def(action.card)
        return card.essence, card.check
    if isinstance(action, Activate):
        for side in st.sides:
            thing = side.in_play(action.source)
            if thing is not None and 0 <= action.ability < len(thing.card.abilities):
                ability = thing.card.abilities[action.ability]
                return ability.essence, ability.check
    return None


def outcome(after: LuminousState, before: LuminousState) -> dict[str, Any]:
    """What changed from ``before`` (the attacker's seat is ``before.active``): life lost by each
    Favored, cards destroyed, durability lost by relics still in play, whether the match ended."""
    seat = before.active
    foe = 1 - seat
    in_play = {t.iid: t for s in after.sides for t in (*s.units, *s.relics)}
    worn = {}
    for side in before.sides:
        for relic in side.relics:
            now = in_play.get(relic.iid)
            if now is not None and now.durability < relic.durability:
                worn[relic.iid] = relic.durability - now.durability
    return {
        "life_lost": before.sides[foe].life - after.sides[foe].life,
        "attacker_life_lost": before.sides[seat].life - after.sides[seat].life,
        "destroyed": sorted({t.iid for s in before.sides for t in (*s.units, *s.relics)} - set(in_play)),
        "worn": worn,
        "over": after.result is not None,
    }


def block_forecast(
    st: LuminousState, groups: list[tuple[str, ...]], before: LuminousState | None = None
) -> list[dict[str, Any]]:
    """For the defender holding priority in a block/effect step: what each group of blockers
    (``()``: no block) leads to if nobody plays anything else, the attacker splitting its damage
    the way the computer would (see :func:`outcome`; changes counted from ``before``, default
    ``st``), with ``"blockers"`` added."""
    from cardtable.games.luminous.bots import settle_combat

    out = []
    for group in groups:
        branch = st.copy()
        branch.set_logging(False)
        branch.apply(Block(group) if group else Pass())
        result = outcome(settle_combat(branch), before or st)
        result["blockers"] = list(group)
        out.append(result)
    return out


def attack_forecast(
    st: LuminousState,
    unit: str,
    target: str = rules.FAVORED,
    max_blockers: int = 2,
    groups: Callable[[list[str]], list[tuple[str, ...]]] | None = None,
) -> list[dict[str, Any]]:
    """What attacking with ``unit`` leads to for each way the defender may block (no block, then
    every group of up to ``max_blockers`` eligible units, or the groups ``groups`` picks from the
    eligible units), as :func:`block_forecast` says."""
    from itertools import combinations

    from cardtable.games.luminous import legal
    from cardtable.games.luminous.actions import Attack

    seat = st.to_act
    if seat is None or legal.attack_problem(st, seat, Attack(unit, target)) is not None:
        return []
    trial = st.copy()
    trial.set_logging(False)
    trial.apply(Attack(unit, target))
    while trial.asking.kind == "order":
        trial.apply(trial.legal_actions()[0])
    defender = 1 - seat
    eligible = []
    if (trial.asking.kind == "priority" and trial.asking.seat == defender) and trial.combat is not None:
        eligible = [t.iid for t in legal.eligible_blockers(trial, defender)]
    chosen: list[tuple[str, ...]] = [()]
    if groups is not None:
        chosen = groups(eligible)
    else:
        for size in range(1, min(max_blockers, len(eligible)) + 1):
            chosen.extend(combinations(eligible, size))
    if trial.combat is None or trial.result is not None:
        return [{**outcome(trial, st), "blockers": []}]
    return block_forecast(trial, chosen, before=st)
