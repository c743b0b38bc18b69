"""Paying for a card: Aether, and Soul in its place up to the card's Tithe, in the kernel's cost model.

A card's cost is a kernel :class:`~cardtable.engine.kernel.resources.Cost` of ``card.cost`` generic
symbols; the sources are two :class:`~cardtable.engine.kernel.resources.SourceGroup` s, the
player's Aether (spent first) and, for a Tithe card, Soul (``generic_only``, at most the Tithe and
never the last point). A payment names how much of each it spends: the Tithe of an action is the
Soul it spends. This module is the one place that says whether a card can be paid, how, and what
paying takes; legal actions, playing, the random sampler and the hand's ✗ mark all ask it.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from cardtable.engine.kernel.resources import Cost, Payment, SourceGroup, payments

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.catalog import CardDef
    from cardtable.games.aether_lanes.state import AetherState

AETHER, SOUL = "aether", "soul"
"""The source groups' keys (and colours): Aether, and Soul paid as Tithe."""


def payment_of(card: CardDef, tithe: int) -> Payment:
    """The kernel payment an action with ``tithe`` makes: ``tithe`` Soul, the rest in Aether."""
    parts = ((AETHER, card.cost - tithe), (SOUL, tithe))
    return tuple((key, n) for key, n in parts if n)


def tithe_options(card: CardDef, aether: int, soul: int) -> tuple[int, ...]:
    """Every Tithe ``card`` can be paid with now (Soul spent, lowest first); empty if unaffordable."""
    return tithes(card.cost, card.tithe, aether, soul)


@functools.cache
def tithes(cost: int, tithe: int, aether: int, soul: int) -> tuple[int, ...]:
    """:func:`tithe_options` from the numbers alone (for hot loops): a card of ``cost`` with Tithe
    ``tithe``, a player with ``aether`` Aether and ``soul`` Soul. Cached as they come: a miss only
    clamps them to what the cost can use and asks :func:`_payable_tithes`."""
    if aether < 0:
        return ()
    return _payable_tithes(cost, min(aether, cost), max(0, min(tithe, cost, soul - 1)))


@functools.cache
def _payable_tithes(cost: int, aether: int, soul: int) -> tuple[int, ...]:
    """The kernel's every payment of ``cost`` generic symbols from ``aether`` Aether and ``soul``
    Soul that a Tithe may take (at most the Tithe and the cost, never the last point), as the Soul
    each spends. Pure: each argument set is worked out once."""
    groups = [SourceGroup(AETHER, AETHER, aether, rank=0)]
    if soul:
        groups.append(SourceGroup(SOUL, SOUL, soul, rank=1, generic_only=True))
    found = payments(Cost.of(generic=cost), groups, limit=cost + 2)
    return tuple(sorted(dict(payment).get(SOUL, 0) for payment in found))


def affordable(card: CardDef, aether: int, soul: int) -> bool:
    """``card`` can be paid now with some Tithe (the ✗ mark of the hand is its negation); Aether
    enough for the whole cost always pays it (Tithe 0), without asking :func:`tithes`."""
    return card.cost <= aether or bool(tithes(card.cost, card.tithe, aether, soul))


def cost_problem(state: AetherState, seat: int, card: CardDef, tithe: int) -> str | None:
    """Why ``card`` cannot be paid with ``tithe`` Soul (and the rest in Aether), or None."""
    side = state.sides[seat]
    if tithe in tithes(card.cost, card.tithe, side.aether, side.soul):
        return None
    if tithe:
        if tithe < 0:
            return "Tithe cannot be negative"
        if not card.tithe:
            return f"{card.name} has no Tithe: pay it all in Aether"
        if tithe > card.tithe:
            return f"{card.name} has Tithe {card.tithe}: at most {card.tithe} of its cost in Soul"
        if tithe > card.cost:
            return f"{card.name} costs only {card.cost}"
        if side.soul - tithe < 1:
            return f"paying {tithe} Soul would drop your Soul to 0"
        return f"{card.name} costs {card.cost} Aether ({card.cost - tithe} after Tithe {tithe}); you have {side.aether}"
    return f"{card.name} costs {card.cost} Aether; you have {side.aether}"


def pay(state: AetherState, seat: int, card: CardDef, tithe: int) -> None:
    """Spend the payment of ``card`` with ``tithe`` (already checked by :func:`cost_problem`)."""
    side = state.sides[seat]  # payment_of(card, tithe), spent
    side.aether -= card.cost - tithe
    side.soul -= tithe
