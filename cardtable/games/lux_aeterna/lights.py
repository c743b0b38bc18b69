"""Lights: kinds, the Numen, the supply, and payment sources for the kernel's payment search.

A Light's *kind* is two letters: its colour letter (``R X C V P``, or ``W`` for a life Light) then
the colour it shows now (the same letter, or ``W`` once flipped White). ``RR`` pays a Rubedian
symbol; ``RW`` and ``WW`` pay only generic symbols. Paid Lights go back to the supply as their own
colour (``RW`` returns as a Rubedian Light, ``WW`` as a White one).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from cardtable.engine.kernel.resources import Cost, Payment, SourceGroup, best_payment, payments

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.state import LuxState

COLOUR_LETTERS = ("R", "X", "C", "V", "P")
NUMEN = "numen"


def face(kind: str) -> str:
    return kind[1]


def base(kind: str) -> str:
    return kind[0]


def flipped(kind: str) -> str:
    """The kind once it turns White in the Numen."""
    return kind[0] + "W"


def sources(state: LuxState, seat: int) -> list[SourceGroup]:
    """Everything ``seat`` can pay with: Numen Lights (White spent first), then Lights on Units."""
    groups = [
        SourceGroup(f"{NUMEN}:{kind}", face(kind), n, 0 if face(kind) == "W" else 1)
        for kind, n in state.numen[seat].items()
        if n
    ]
    for iid in state.zones.cards(seat, "field"):
        for kind, n in state.lights_on.get(iid, {}).items():
            if n:
                groups.append(SourceGroup(f"{iid}:{kind}", face(kind), n, 3))
    return groups


def spendable(state: LuxState, seat: int) -> dict[str, int]:
    """Lights ``seat`` could spend, by the colour they show, plus ``"*"``: the total."""
    by_face: dict[str, int] = {}
    get = by_face.get
    total = 0
    for kind, n in state.numen[seat].items():
        total += n
        shows = kind[1]
        by_face[shows] = get(shows, 0) + n
    lights_on = state.lights_on
    if lights_on:
        for iid in state.zones.zones[seat]["field"]:
            bucket = lights_on.get(iid)
            if bucket:
                for kind, n in bucket.items():
                    total += n
                    shows = kind[1]
                    by_face[shows] = get(shows, 0) + n
    by_face["*"] = total
    return by_face


def affordable(by_face: dict[str, int], cost: Cost) -> bool:
    """Quick test against :func:`spendable`: enough Lights in total and of each colour."""
    if by_face["*"] < cost.generic + sum(n for _, n in cost.coloured):
        return False
    for colour, n in cost.coloured:
        if by_face.get(colour, 0) < n:
            return False
    return True


def can_pay(state: LuxState, seat: int, cost: Cost) -> bool:
    """Quick test: enough Lights in total and of each colour."""
    if not cost.coloured and not cost.generic:
        return True
    return affordable(spendable(state, seat), cost)


def default_payment(state: LuxState, seat: int, cost: Cost) -> Payment | None:
    return best_payment(cost, sources(state, seat))


def payment_options(state: LuxState, seat: int, cost: Cost, limit: int = 32) -> list[Payment]:
    """Every distinct way ``seat`` can pay ``cost`` (cheapest first)."""
    return payments(cost, sources(state, seat), limit=limit)


def parts(payment: Payment) -> tuple[str, ...]:
    return tuple(f"{key}*{n}" for key, n in payment)


def supply_has(supply: Mapping[str, int], letters: list[str]) -> bool:
    need: dict[str, int] = {}
    for letter in letters:
        need[letter] = need.get(letter, 0) + 1
    return all(supply.get(letter, 0) >= n for letter, n in need.items())
