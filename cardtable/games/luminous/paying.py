"""Paying as a careful player would (issue 25): which ways to pay a cost lead to different
outcomes, and which of them a careful player takes (docs/rules/luminous.md, "Orbs and essence";
the ruling in full: docs/handoffs.md, "Luminous: the asking rulings in full", "How to pay").

Essence has no colour here; colour matters only through orb checks, and a check accepts an
expended orb that did not pay for that card. So what a payment changes is what is left to pay
with until the seat's next ready step: the ready orbs, the Blooms, and the colours that now have
an expended orb (their checks no longer hold a ready orb back). Two payments lead to the same
outcome when they spend as many Blooms and leave the same groups of the seat's other costs
payable together (the other cards in hand, only fast ones on the opponent's turn, and the
abilities of its cards in play). A payment that spends no more Blooms and leaves every group the
other leaves payable, and more, beats it. The suggestion is, of the payments left, the one that
leaves the most costs payable together, then the most payable groups, then the fewest Blooms;
of payments with the same outcome it spends orbs of colours without an expended orb yet (their
checks then cost nothing), then follows the engine's default.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, NamedTuple

from cardtable.engine.kernel.choices import worth_asking
from cardtable.games.luminous import rules
from cardtable.games.luminous.preview import Payment, check_orb

if TYPE_CHECKING:
    from cardtable.games.luminous.state import LuminousState

MOST_COSTS = 8
"""The other costs a payment is weighed against (a hand of seven and an ability or two)."""

Cost = tuple[int, int]
"""An essence cost and its check as a colour index (-1: no check)."""


class Purse:
    """What one seat can pay with, as counts: ready orbs per colour, a bit per colour that has an
    expended orb in play, and Blooms. Colours are indices into ``colours``."""

    __slots__ = ("colours", "ready", "spent", "blooms")

    def __init__(self, colours: tuple[str, ...], ready: tuple[int, ...], spent: int, blooms: int) -> None:
        self.colours = colours
        self.ready = ready
        self.spent = spent
        self.blooms = blooms

    @classmethod
    def of(cls, orbs: list[tuple[str, str, bool]], blooms: int, extra: tuple[str, ...] = ()) -> Purse:
        colours = tuple(sorted({o[1] for o in orbs} | set(extra)))
        ready = [0] * len(colours)
        spent = 0
        for _, colour, expended in orbs:
            index = colours.index(colour)
            if expended:
                spent |= 1 << index
            else:
                ready[index] += 1
        return cls(colours, tuple(ready), spent, blooms)

    def key(self) -> tuple[tuple[int, ...], int, int]:
        return self.ready, self.spent, self.blooms

    def ways(self, cost: Cost) -> Iterator[tuple[tuple[int, ...], int]]:
        """Every way to pay ``cost``: (orbs spent per colour, Blooms spent), fewest Blooms first."""
        essence, check = cost
        for blooms in range(min(essence, self.blooms) + 1):
            for counts in _splits(essence - blooms, self.ready):
                if check < 0 or self.spent >> check & 1 or self.ready[check] - counts[check] >= 1:
                    yield counts, blooms

    def after(self, counts: tuple[int, ...], blooms: int) -> Purse:
        spent = self.spent
        for index, n in enumerate(counts):
            if n:
                spent |= 1 << index
        ready = tuple(r - n for r, n in zip(self.ready, counts))
        return Purse(self.colours, ready, spent, self.blooms - blooms)


def _splits(total: int, limits: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every way to take ``total`` items from bins holding ``limits``."""
    if not limits:
        if total == 0:
            yield ()
        return
    head, rest = limits[0], limits[1:]
    room = sum(rest)
    for n in range(min(head, total), -1, -1):
        if total - n <= room:
            for tail in _splits(total - n, rest):
                yield (n, *tail)


Memo = dict[tuple[tuple[tuple[int, ...], int, int], int], bool]
"""Answers already worked out: (a purse's counts, a group) -> payable."""


def payable_groups(purse: Purse, costs: list[Cost], memo: Memo | None = None) -> frozenset[int]:
    """The groups of ``costs`` (bit masks) that ``purse`` pays one after the other, in some order
    and some way. ``memo`` may be shared by calls with the same ``costs``."""
    memo = {} if memo is None else memo

    def pays(p: Purse, mask: int) -> bool:
        if not mask:
            return True
        key = (p.key(), mask)
        if key in memo:
            return memo[key]
        need = sum(costs[i][0] for i in range(len(costs)) if mask >> i & 1)
        answer = False
        if need <= sum(p.ready) + p.blooms:
            tried: set[Cost] = set()
            for i in range(len(costs)):
                if not mask >> i & 1 or costs[i] in tried:
                    continue
                tried.add(costs[i])  # an equal cost in the group leads to the same answers
                if any(pays(p.after(*way), mask & ~(1 << i)) for way in p.ways(costs[i])):
                    answer = True
                    break
        memo[key] = answer
        return answer

    groups = {0}
    for mask in range(1, 1 << len(costs)):
        # a group is payable only if every group one smaller is (checked first: masks grow)
        if all(mask & ~(1 << i) in groups for i in range(len(costs)) if mask >> i & 1) and pays(purse, mask):
            groups.add(mask)
    return frozenset(groups)


def other_costs(st: LuminousState, seat: int, playing: str | None) -> list[tuple[int, str | None]]:
    """The costs ``seat`` may still want to pay before its next ready step: its other hand cards
    (only fast ones on the opponent's turn) and the abilities of its cards in play that it could
    use (not expended when they expend), as (essence, check); free ones are left out."""
    side = st.sides[seat]
    own_turn = st.active == seat
    out: list[tuple[int, str | None]] = []
    for iid in side.hand:
        if iid == playing:
            continue
        card = st.card_def(iid)
        if (own_turn or card.fast) and (card.essence or card.check):
            out.append((card.essence, card.check))
    for thing in (*side.units, *side.relics):
        for ability in thing.card.abilities:
            if (ability.essence or ability.check) and not (ability.expend and thing.expended):
                out.append((ability.essence, ability.check))
    out.sort(key=lambda c: (c[0], c[1] or ""))
    return out[:MOST_COSTS]


def careful_payments(
    st: LuminousState, seat: int, essence: int, check: str | None, playing: str | None = None
) -> list[Payment]:
    """The ways to pay ``essence`` plus ``check`` that lead to different outcomes (see the module
    docstring), the one a careful player makes first; empty when the cost cannot be paid. More
    than one means the choice can matter; ``playing`` is the hand card being paid for (it is not
    one of the costs left)."""
    side = st.sides[seat]
    orbs = side.orb_tuples()
    if not rules.can_pay(orbs, side.blooms, essence, check):
        return []
    wanted = other_costs(st, seat, playing)
    checks = tuple(c for c in [check, *(c for _, c in wanted)] if c is not None)
    purse = Purse.of(orbs, side.blooms, checks)
    index = {colour: i for i, colour in enumerate(purse.colours)}
    costs = [(e, index[c] if c is not None else -1) for e, c in wanted]
    default = rules.auto_payment(orbs, side.blooms, essence, check)
    colour_of = {o[0]: o[1] for o in orbs}
    checked = 0  # the colours some other cost checks: only their expended orbs can matter
    for _, c in costs:
        checked |= 1 << c if c >= 0 else 0
    options: list[Option] = []
    for counts, blooms in purse.ways((essence, index[check] if check is not None else -1)):
        pay = _named(orbs, purse.colours, counts, blooms, check)
        if rules.payment_problem(orbs, side.blooms, essence, check, pay) is not None:
            continue
        left = purse.after(counts, blooms)
        payment = Payment(
            pay,
            tuple((p, colour_of[p]) for p in pay if p != rules.BLOOM),
            blooms,
            check_orb(orbs, pay, check),
        )
        is_default = default is not None and sorted(pay) == sorted(default)
        options.append(
            Option(payment, left, blooms, left.spent & checked, bin(left.spent).count("1"), is_default)
        )
    # First by what can be told without a search: a payment that spends no more Blooms and leaves
    # an expended orb in every checked colour another does, and more, is never worse (an orb spent
    # instead of a Bloom, or of a colour nobody checks, can only help); equal ones come to the same.
    options = worth_asking(options, lambda o: (o.blooms, o.freed), prefer=_preferred, beats=_fewer_freed)
    if len(options) == 1:
        return [options[0].payment]
    memo: Memo = {}
    groups = {id(o): payable_groups(o.left, costs, memo) for o in options}

    def beats(a: tuple[int, frozenset[int]], b: tuple[int, frozenset[int]]) -> bool:
        return a[0] <= b[0] and a[1] >= b[1] and a != b

    def suggest(left: list[Option]) -> Option:
        return max(
            left, key=lambda o: (max(bin(m).count("1") for m in groups[id(o)]), len(groups[id(o)]), -o.blooms)
        )

    chosen = worth_asking(
        options, lambda o: (o.blooms, groups[id(o)]), prefer=_preferred, beats=beats, suggest=suggest
    )
    return [o.payment for o in chosen]


class Option(NamedTuple):
    """One way to pay, with what it leaves: the purse, Blooms spent, the checked colours it leaves
    an expended orb in (bits), how many colours have an expended orb, whether it is the engine's
    default."""

    payment: Payment
    left: Purse
    blooms: int
    freed: int
    spent_colours: int
    default: bool


def _preferred(option: Option) -> tuple[int, bool]:
    """Of payments with the same outcome, the one shown: the most colours with an expended orb
    (checks drawn later cost nothing), then the engine's default."""
    return -option.spent_colours, not option.default


def _fewer_freed(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """(Blooms, freed colours) ``a`` beats ``b``: no more Blooms, every colour ``b`` frees and more."""
    return a[0] <= b[0] and a[1] & b[1] == b[1] and a != b


def _named(
    orbs: list[tuple[str, str, bool]],
    colours: tuple[str, ...],
    counts: tuple[int, ...],
    blooms: int,
    check: str | None,
) -> tuple[str, ...]:
    """Orb ids for ``counts`` orbs of each colour (a ready check orb spent last, so one is kept
    when the count leaves one) and ``blooms`` Bloom words, sorted as the engine sorts a payment."""
    pay: list[str] = []
    for colour, n in zip(colours, counts):
        ids = [o[0] for o in orbs if o[1] == colour and not o[2]]
        pay.extend(ids[:n])
    return tuple(sorted(pay + [rules.BLOOM] * blooms))


def careful_payment(
    st: LuminousState, seat: int, essence: int, check: str | None, playing: str | None = None
) -> tuple[str, ...] | None:
    """The ``pay`` of the suggested payment (:func:`careful_payments`), or ``None`` if the cost
    cannot be paid."""
    options = careful_payments(st, seat, essence, check, playing)
    return options[0].pay if options else None
