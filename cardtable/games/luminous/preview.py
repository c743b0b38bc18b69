"""What a screen shows before a player commits: a way to pay a cost (which orbs and Blooms go,
which orb satisfies the orb check; the ways worth asking about are :mod:`paying`'s) and what each
way of blocking leads to. Pure functions over a
state; nothing here changes the state it is given (forecasts play on copies)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from cardtable.engine import lookahead
from cardtable.engine.actions import Action
from cardtable.engine.kernel.decision import Pass
from cardtable.games.luminous import rules
from cardtable.games.luminous.actions import Activate, Block, Play
from cardtable.games.luminous.forecast_blocks import GROUP_CAP, block_groups

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
        branch = lookahead.trial(st, Block(group) if group else Pass())
        result = outcome(settle_combat(branch), before or st)
        result["blockers"] = list(group)
        out.append(result)
    return out


def attack_forecast(
    st: LuminousState, unit: str, target: str = rules.FAVORED, cap: int = GROUP_CAP
) -> tuple[list[dict[str, Any]], bool]:
    """What attacking with ``unit`` leads to for each way the defender may block that
    :func:`forecast_blocks.block_groups` picks (no block first), as :func:`block_forecast` says,
    and whether that is every way of blocking (empty for an attack that is not legal)."""
    from cardtable.games.luminous import legal
    from cardtable.games.luminous.actions import Attack

    seat = st.to_act
    if seat is None or legal.attack_problem(st, seat, Attack(unit, target)) is not None:
        return [], True
    trial = lookahead.trial(st, Attack(unit, target))
    while trial.asking.kind == "order":
        trial.apply(trial.legal_actions()[0])
    if trial.combat is None or trial.result is not None:
        return [{**outcome(trial, st), "blockers": []}], True
    defender = 1 - seat
    eligible = []
    if trial.asking.kind == "priority" and trial.asking.seat == defender:
        eligible = [t.iid for t in legal.eligible_blockers(trial, defender)]
    groups, complete = block_groups(eligible, cap)
    return block_forecast(trial, groups, before=st), complete
