"""Pure Luminous rule functions: paying costs with orbs and Blooms, the orb check, who may block
whom, which targets an attacker may pick, combat damage, the mulligan and the deck-out rule.

Nothing here reads or changes a game state; the engine calls these with plain values.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.kernel.blocking import BlockedResult, Blow, resolve_blocked

BLOOM = "bloom"
"""The word a payment uses for a Luminous Bloom (one essence of any colour, never an orb check)."""

Orb = tuple[str, str, bool]
"""An orb in play: (id, colour, expended)."""


def payment_problem(orbs: Sequence[Orb], blooms: int, essence: int, check: str | None,
                    pay: Sequence[str]) -> str | None:
    """Why ``pay`` (orb ids and ``"bloom"`` words) does not pay ``essence`` plus the orb
    ``check``; ``None`` if it does. Each orb named must be ready and is expended by paying; the
    check needs an orb of that colour in play, ready or expended, that this payment does not use."""
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
    if check is not None and not any(o[1] == check and o[0] not in used for o in orbs):
        return f"the orb check needs a {check} orb in play that this payment does not use"
    return None


def can_pay(orbs: Sequence[Orb], blooms: int, essence: int, check: str | None) -> bool:
    """True if some payment works (a quick count, no search)."""
    ready = 0
    check_spare = check is None
    check_ready = False
    for _id, colour, expended in orbs:
        if not expended:
            ready += 1
            if colour == check:
                check_ready = True
        elif colour == check:
            check_spare = True
    if check_spare:
        return ready + blooms >= essence
    if check_ready:
        return ready - 1 + blooms >= essence
    return False


Capacity = tuple[int, frozenset[str], frozenset[str]]
"""What a side can pay with: (ready orbs, colours among ready orbs, colours among expended orbs)."""


def capacity(orbs: Sequence[Orb]) -> Capacity:
    """Summarise the orbs once, to test many costs with :func:`affordable`."""
    ready = [o[1] for o in orbs if not o[2]]
    return len(ready), frozenset(ready), frozenset(o[1] for o in orbs if o[2])


def affordable(cap: Capacity, blooms: int, essence: int, check: str | None) -> bool:
    """:func:`can_pay` from a :func:`capacity` summary."""
    ready, ready_colours, spent_colours = cap
    if check is None or check in spent_colours:
        return ready + blooms >= essence
    if check in ready_colours:
        return ready - 1 + blooms >= essence
    return False


def auto_payment(orbs: Sequence[Orb], blooms: int, essence: int, check: str | None) -> tuple[str, ...] | None:
    """A good default payment, or ``None`` if none exists: keep an orb for the check (an
    expended one if possible), spend ready orbs of the colours you hold most of first, and
    Luminous Blooms only when the orbs run out."""
    if not can_pay(orbs, blooms, essence, check):
        return None
    keep: str | None = None
    if check is not None and not any(o[1] == check and o[2] for o in orbs):
        keep = next(o[0] for o in orbs if o[1] == check and not o[2])
    ready = [o for o in orbs if not o[2] and o[0] != keep]
    counts: dict[str, int] = {}
    for orb in orbs:
        counts[orb[1]] = counts.get(orb[1], 0) + 1
    ready.sort(key=lambda o: (-counts[o[1]], o[0]))
    pay = [o[0] for o in ready[:essence]]
    pay.extend([BLOOM] * (essence - len(pay)))
    return tuple(pay)


def may_block(attacker_keywords: frozenset[str] | set[str], blocker_keywords: frozenset[str] | set[str]) -> bool:
    """Flight: only a blocker with Flight or Watchful may block it."""
    if "flight" in attacker_keywords:
        return "flight" in blocker_keywords or "watchful" in blocker_keywords
    return True


FAVORED = "favored"
"""The attack target that means the opposing Favored."""


def attack_targets(relics: Sequence[tuple[str, bool]]) -> list[str]:
    """Legal attack targets given the defender's relics as (id, has Barrier): a Barrier relic
    first if there is one; otherwise the Favored or any relic."""
    barrier = [rid for rid, has in relics if has]
    if barrier:
        return barrier
    return [FAVORED, *(rid for rid, _ in relics)]


def blocked_damage(attacker: Blow, blockers: Sequence[Blow], split: Sequence[int], *, lunge: bool,
                   overwhelm: bool) -> BlockedResult:
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
