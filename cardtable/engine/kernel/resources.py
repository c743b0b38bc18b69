"""Resources, costs and paying them from several sources.

* A :class:`Pool` is a multiset of colours (what a player has to spend, grouped by colour).
* A :class:`Cost` has coloured symbols (need that colour), generic symbols (any colour) and
  *checks*: colours that must be present among the check sources *not used* for this payment
  (Luminous' "orb check").
* Sources come in :class:`SourceGroup` s: ``count`` identical sources under one ``key`` (for
  example "the White Lights in my Numen" or "the Red Lights on unit u12") that each give one
  ``colour``; :data:`WILD` gives any colour but never satisfies a check. A group may be
  ``generic_only`` (it pays generic symbols only, e.g. Soul paid as Tithe).
* A :data:`Payment` says how many sources of each group are spent: ``(("numen:W", 2), ...)``,
  sorted by key, so it is a small JSON-able value that an action can carry.

:func:`best_payment` is the cheap default (spend the lowest ``rank`` first);
:func:`payments` lists every distinct payment (for a "which Lights?" choice);
:func:`payment_problem` checks a payment a player sent.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

WILD = "*"
"""The colour of a source that pays any coloured symbol (never an orb check)."""

Payment = tuple[tuple[str, int], ...]


class Pool(Counter[str]):
    """A multiset of colours: ``Pool({"R": 2, "W": 1})``; ``pool.take(colour, n)``."""

    def take(self, colour: str, count: int = 1) -> None:
        if self[colour] < count:
            raise ValueError(f"only {self[colour]} of {colour} in the pool")
        self[colour] -= count
        if not self[colour]:
            del self[colour]

    def size(self) -> int:
        return sum(self.values())


@dataclasses.dataclass(frozen=True, slots=True)
class Cost:
    """``coloured``: ((colour, n), ...) sorted; ``generic``: any colour; ``checks``: colours that
    must remain among unused check sources."""

    coloured: tuple[tuple[str, int], ...] = ()
    generic: int = 0
    checks: tuple[tuple[str, int], ...] = ()

    @classmethod
    def of(
        cls,
        coloured: Mapping[str, int] | None = None,
        generic: int = 0,
        checks: Mapping[str, int] | None = None,
    ) -> Cost:
        def norm(m: Mapping[str, int] | None) -> tuple[tuple[str, int], ...]:
            return tuple(sorted((c, n) for c, n in (m or {}).items() if n > 0))

        return cls(norm(coloured), generic, norm(checks))

    @property
    def total(self) -> int:
        return self.generic + sum(n for _, n in self.coloured)

    def symbols(self, letters: Mapping[str, str]) -> str:
        """Short text: coloured letters then the generic number (``"RR2"``); ``letters`` maps a
        colour to its letter."""
        text = "".join(letters.get(c, c) * n for c, n in self.coloured)
        if self.generic or not text:
            text += str(self.generic)
        return text


@dataclasses.dataclass(frozen=True, slots=True)
class SourceGroup:
    """``count`` identical sources under ``key``, each giving one ``colour``; lower ``rank`` is
    spent first by :func:`best_payment`."""

    key: str
    colour: str
    count: int
    rank: int = 0
    generic_only: bool = False


def _fits(cost: Cost, groups: Mapping[str, SourceGroup], used: Mapping[str, int]) -> bool:
    """Can the spent sources be matched to the cost's symbols exactly?"""
    total = 0
    exact: Counter[str] = Counter()
    wild = 0
    for key, n in used.items():
        group = groups[key]
        total += n
        if group.generic_only:
            continue
        if group.colour == WILD:
            wild += n
        else:
            exact[group.colour] += n
    if total != cost.total:
        return False
    deficit = sum(max(0, need - exact[colour]) for colour, need in cost.coloured)
    return deficit <= wild


def _checks_hold(cost: Cost, checks: Sequence[SourceGroup], used: Mapping[str, int]) -> bool:
    for colour, need in cost.checks:
        left = sum(g.count - used.get(g.key, 0) for g in checks if g.colour == colour)
        if left < need:
            return False
    return True


def payment_problem(
    cost: Cost, groups: Iterable[SourceGroup], payment: Payment, checks: Sequence[SourceGroup] = ()
) -> str | None:
    """Why ``payment`` does not pay ``cost`` (a sentence), or ``None`` if it does."""
    by_key = {g.key: g for g in groups}
    used: dict[str, int] = {}
    for key, n in payment:
        if key not in by_key:
            return f"there is nothing to pay with at {key}"
        if n <= 0:
            return "a payment spends at least one source from each place it names"
        used[key] = used.get(key, 0) + n
        if used[key] > by_key[key].count:
            return f"only {by_key[key].count} available at {key}"
    if not _fits(cost, by_key, used):
        return "those sources do not match the cost"
    if not _checks_hold(cost, checks, used):
        return "that payment leaves a required colour check unmet"
    return None


def best_payment(
    cost: Cost, groups: Sequence[SourceGroup], checks: Sequence[SourceGroup] = ()
) -> Payment | None:
    """The default payment (cheapest ranks first), or ``None`` if the cost cannot be paid."""
    left = {g.key: g.count for g in groups}
    ordered = sorted(groups, key=lambda g: (g.rank, g.colour == WILD, g.key))
    # Keep back, for each check, a check source the payment must not touch.
    for colour, need in cost.checks:
        pure = sum(g.count for g in checks if g.colour == colour and g.key not in left)
        need -= pure
        for group in reversed(ordered):
            if need <= 0:
                break
            if group.colour == colour and group.key in {c.key for c in checks}:
                keep = min(need, left[group.key])
                left[group.key] -= keep
                need -= keep
        if need > 0:
            return None
    spent: Counter[str] = Counter()
    for colour, need in cost.coloured:
        for group in ordered:
            if need == 0:
                break
            if group.generic_only or group.colour not in (colour, WILD):
                continue
            if group.colour == WILD and any(g.colour == colour and left[g.key] for g in ordered):
                continue
            take = min(need, left[group.key])
            left[group.key] -= take
            spent[group.key] += take
            need -= take
        if need:
            return None
    need = cost.generic
    for group in ordered:
        if need == 0:
            break
        take = min(need, left[group.key])
        left[group.key] -= take
        spent[group.key] += take
        need -= take
    if need:
        return None
    payment = tuple(sorted((k, n) for k, n in spent.items() if n))
    if payment_problem(cost, groups, payment, checks) is not None:
        options = payments(cost, groups, checks, limit=256)
        if not options:
            return None
        rank = {g.key: g.rank for g in groups}
        return min(options, key=lambda p: (sum(rank[k] * n for k, n in p), p))
    return payment


def payments(
    cost: Cost, groups: Sequence[SourceGroup], checks: Sequence[SourceGroup] = (), limit: int = 64
) -> list[Payment]:
    """Every distinct payment of ``cost`` (at most ``limit``), cheapest ranks first."""
    by_key = {g.key: g for g in groups}
    ordered = sorted(groups, key=lambda g: (g.rank, g.key))
    found: list[Payment] = []
    total = cost.total

    def walk(i: int, remaining: int, used: dict[str, int]) -> None:
        if len(found) >= limit:
            return
        if remaining == 0:
            if _fits(cost, by_key, used) and _checks_hold(cost, checks, used):
                found.append(tuple(sorted((k, n) for k, n in used.items() if n)))
            return
        if i == len(ordered):
            return
        group = ordered[i]
        for n in range(min(group.count, remaining), -1, -1):
            used[group.key] = n
            walk(i + 1, remaining - n, used)
        used.pop(group.key, None)

    walk(0, total, {})
    rank = {g.key: g.rank for g in groups}
    found.sort(key=lambda p: (sum(rank[k] * n for k, n in p), p))
    return found


def payment_to_text(payment: Payment) -> str:
    """``"numen:W*2,u12:R*1"``: the notation of a payment inside an action."""
    return ",".join(f"{key}*{n}" for key, n in payment)


def payment_from_parts(parts: Iterable[str]) -> Payment:
    """Parse ``["numen:W*2", "u12:R*1"]`` back; raises ValueError on a malformed part."""
    spent: Counter[str] = Counter()
    for part in parts:
        key, sep, count = part.rpartition("*")
        if not sep or not key:
            raise ValueError(f"bad payment part {part!r} (expected key*count)")
        spent[key] += int(count)
    return tuple(sorted(spent.items()))
