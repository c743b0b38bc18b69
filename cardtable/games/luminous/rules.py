"""Pure Luminous rule functions: paying costs with orbs and Blooms, the orb check, who may block
whom, which targets an attacker may pick, combat damage, the mulligan and the deck-out rule.

Nothing here reads or changes a game state; the engine calls these with plain values.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.engine.kernel.blocking import BlockedResult, Blow, resolve_blocked
from cardtable.engine.kernel.resources import WILD, Cost, SourceGroup, best_payment
from cardtable.engine.kernel.resources import payment_problem as kernel_payment_problem
from cardtable.games.luminous.words import an_orb

BLOOM = "bloom"
"""The word a payment uses for a Luminous Bloom (one essence of any colour, never an orb check)."""

Orb = Sequence[Any]
"""An orb in play: (id, colour, expended), as a tuple or as the side's own list."""


def _groups(orbs: Sequence[Orb], blooms: int) -> tuple[list[SourceGroup], list[SourceGroup]]:
    """The kernel's view of a side's resources: each ready orb a source of its colour (the
    colours held most are spent first), Blooms a wild source spent last; every orb in play,
    ready or expended, a check source."""
    held: dict[str, int] = {}
    for orb in orbs:
        held[orb[1]] = held.get(orb[1], 0) + 1
    spend = [SourceGroup(o[0], o[1], 1, rank=-held[o[1]]) for o in orbs if not o[2]]
    if blooms:
        spend.append(SourceGroup(BLOOM, WILD, blooms, rank=100))
    return spend, [SourceGroup(o[0], o[1], 1) for o in orbs]


def _cost(essence: int, check: str | None) -> Cost:
    return Cost.of(None, essence, {check: 1} if check else None)


def payment_problem(
    orbs: Sequence[Orb], blooms: int, essence: int, check: str | None, pay: Sequence[str]
) -> str | None:
    """Why ``pay`` (orb ids and ``"bloom"`` words) does not pay ``essence`` plus the orb
    ``check``; ``None`` if it does. Each orb named must be ready and is expended by paying; the
    check needs an orb of that colour in play, ready or expended, that this payment does not use
    (the kernel's payment check decides the match and the check)."""
    by_id = {orb[0]: orb for orb in orbs}
    used: set[str] = set()
    bloom_count = 0
    for part in pay:
        if part == BLOOM:
            bloom_count += 1
            continue
        orb = by_id.get(part)
        if orb is None:
            return f"'{part}' is not an orb you have in play"
        if orb[2]:
            return f"orb {part} is already expended"
        if part in used:
            return f"orb {part} is named twice"
        used.add(part)
    if bloom_count > blooms:
        return f"you have only {blooms} Luminous Bloom{'s' if blooms != 1 else ''}"
    if len(used) + bloom_count != essence:
        return f"the cost is {essence} essence, the payment gives {len(used) + bloom_count}"
    spend, checks = _groups(orbs, blooms)
    payment = tuple(sorted([(key, 1) for key in used] + ([(BLOOM, bloom_count)] if bloom_count else [])))
    if kernel_payment_problem(_cost(essence, check), spend, payment, checks) is not None:
        return f"the orb check needs {an_orb(check) if check else 'an orb'} in play that this payment does not use"
    return None


Capacity = tuple[int, list[str], list[str]]
"""What a side can pay with: (ready orbs, the colours of the ready orbs, of the expended orbs)."""


def capacity(orbs: Sequence[Orb]) -> Capacity:
    """Summarise the orbs once, to test many costs with :func:`affordable` (six orbs at most in
    play: a list answers ``in`` as fast as a set, and is quicker to build)."""
    ready: list[str] = []
    spent: list[str] = []
    for orb in orbs:  # one plain loop: cheaper than two comprehensions (each a call in 3.11)
        if orb[2]:
            spent.append(orb[1])
        else:
            ready.append(orb[1])
    return len(ready), ready, spent


def affordable(cap: Capacity, blooms: int, essence: int, check: str | None) -> bool:
    """:func:`can_pay` from a :func:`capacity` summary."""
    ready, ready_colours, spent_colours = cap
    if check is None or check in spent_colours:
        return ready + blooms >= essence
    if check in ready_colours:
        return ready - 1 + blooms >= essence
    return False


def can_pay(orbs: Sequence[Orb], blooms: int, essence: int, check: str | None) -> bool:
    """True if some payment works (a quick count, no search)."""
    return affordable(capacity(orbs), blooms, essence, check)


def auto_payment(orbs: Sequence[Orb], blooms: int, essence: int, check: str | None) -> tuple[str, ...] | None:
    """The kernel's default payment (:func:`kernel_auto_payment`, the same parts in the same
    order), or ``None`` if none exists: it keeps an orb for the check (an expended one if
    possible), spends ready orbs of the colours held most first, and Luminous Blooms only when
    the orbs run out. Worked out directly: the engine pays on every play of a simulated game."""
    held: dict[str, int] = {}
    ready: list[Orb] = []
    checked = check is None
    for orb in orbs:
        colour = orb[1]
        held[colour] = held.get(colour, 0) + 1
        if not orb[2]:
            ready.append(orb)
        elif colour == check:
            checked = True
    keep = ""
    if not checked:  # the check's ready orb last in the order below: of one colour, the greatest id
        for orb in ready:
            if orb[1] == check and orb[0] > keep:
                keep = orb[0]
        if not keep:
            return None
    spent: list[str] = []
    if len(ready) - (1 if keep else 0) <= essence:  # every ready orb but the kept one: no order needed
        for orb in ready:
            if orb[0] != keep:
                spent.append(orb[0])
    else:
        # the colours held most first, then by id (no key function: a call per orb); ids are
        # unique, so the colour is never compared
        order = []
        for orb in ready:
            order.append((-held[orb[1]], orb[0]))
        order.sort()
        for _, orb_id in order:
            if orb_id != keep:
                spent.append(orb_id)
        del spent[essence:]
    missing = essence - len(spent)
    if missing > blooms:
        return None
    if missing:
        spent += [BLOOM] * missing
        spent.sort()
    else:
        spent.sort()
    return tuple(spent)


def kernel_auto_payment(
    orbs: Sequence[Orb], blooms: int, essence: int, check: str | None
) -> tuple[str, ...] | None:
    """:func:`auto_payment` worked out by the kernel's general payment search (the reference
    the tests hold the direct version to)."""
    if not can_pay(orbs, blooms, essence, check):
        return None
    spend, checks = _groups(orbs, blooms)
    payment = best_payment(_cost(essence, check), spend, checks)
    if payment is None:
        return None
    return tuple(part for key, count in payment for part in [key] * count)


def may_block(
    attacker_keywords: frozenset[str] | set[str], blocker_keywords: frozenset[str] | set[str]
) -> bool:
    """Flight: only a blocker with Flight or Watchful may block it."""
    if "flight" in attacker_keywords:
        return "flight" in blocker_keywords or "watchful" in blocker_keywords
    return True


FAVORED = "favored"
"""The attack target that means the opposing Favored."""


def attack_targets(relics: Sequence[tuple[str, bool]]) -> list[str]:
    """Legal attack targets given the defender's relics as (id, has Barrier): a Barrier relic
    first if there is one; otherwise the Favored or any relic."""
    barrier: list[str] = []
    targets = [FAVORED]
    for rid, has in relics:  # plain loops here and below: a comprehension is a call in 3.11
        if has:
            barrier.append(rid)
        targets.append(rid)
    return barrier or targets


def blocked_damage(
    attacker: Blow, blockers: Sequence[Blow], split: Sequence[int], *, lunge: bool, overwhelm: bool
) -> BlockedResult:
    """Combat damage when blocked: Lunge strikes first (a blocker it kills deals nothing back);
    Overwhelm sends damage past lethal on to the defending Favored (only the attacker's, so a
    blocker's Overwhelm never matters here)."""
    return resolve_blocked(attacker, blockers, split, first_strike=lunge, carry_over=overwhelm)


def mulligan_limit(starting_player: bool, first: int = 1, second: int = 2) -> int:
    """How many cards a player may put on the bottom of the deck (then draws as many)."""
    return first if starting_player else second


def deck_out(marked_self: bool, marked_other: bool) -> str:
    """What happens when a player must draw from an empty deck (RULINGS, read literally): the
    first player to do so draws nothing and is marked (``"mark"``); if the other player is
    already marked, this player is the second to draw from an empty deck and wins (``"win"``);
    a player already marked just draws nothing again (``"nothing"``)."""
    if marked_other:
        return "win"
    if marked_self:
        return "nothing"
    return "mark"
