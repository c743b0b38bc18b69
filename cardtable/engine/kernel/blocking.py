"""Declared blockers and combat damage assignment, for games where one attacker meets any number
of blockers (the attacker's controller splits its damage among them).

* :class:`Combat`: one combat in progress (attacker, target, declared blockers, whether the
  defender may still block, the step), a small serialisable value.
* :func:`splits`: every way to split ``total`` damage among ``k`` blockers (for a choice).
* :func:`resolve_blocked`: the damage of a blocked combat, with first strike (the attacker's blow
  lands first; a blocker it kills strikes no blow back) and carry-over (damage past lethal goes on
  to the defending player).

Knows no game: the game says which keyword means first strike or carry-over.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence

from cardtable.engine.kernel.fields import Field, copy_list, value
from cardtable.engine.kernel.records import Record


@dataclasses.dataclass(slots=True)
class Combat(Record):
    """One combat: ``attacker`` (card id) of seat ``attacker_seat`` hits ``target`` (a card id or
    a player marker); ``blockers`` in declaration order; ``may_block`` turns False once the
    defender passes; ``step`` is the game's step name; ``number`` counts attacks this turn. A
    kernel record (its copy and JSON form)."""

    FIELDS = (
        value("attacker", str),
        value("attacker_seat", int),
        value("target", str),
        value("number", int, default=1),
        Field(
            "blockers", copy_list, copy_list, lambda data, state: [str(b) for b in data], None, lambda c: []
        ),
        value("may_block", bool, default=True),
        value("step", str, default="attack"),
    )

    attacker: str
    attacker_seat: int
    target: str
    number: int = 1
    blockers: list[str] = dataclasses.field(default_factory=list)
    may_block: bool = True
    step: str = "attack"

    @property
    def blocked(self) -> bool:
        return bool(self.blockers)


def splits(total: int, k: int) -> Iterator[tuple[int, ...]]:
    """Every split of ``total`` into ``k`` non-negative parts, in lexicographic order (first
    blocker gets the most first)."""
    if k <= 0:
        if total == 0:
            yield ()
        return
    if k == 1:
        yield (total,)
        return
    for first in range(total, -1, -1):
        for rest in splits(total - first, k - 1):
            yield (first, *rest)


def split_count(total: int, k: int) -> int:
    """How many splits :func:`splits` yields (``C(total + k - 1, k - 1)``)."""
    from math import comb

    return comb(total + k - 1, k - 1) if k > 0 else int(total == 0)


def split_problem(total: int, k: int, split: Sequence[int]) -> str | None:
    """Why ``split`` is not a valid split of ``total`` among ``k`` blockers, or ``None``."""
    if len(split) != k:
        return f"the damage must be split among exactly {k} blockers"
    if any(part < 0 for part in split):
        return "a blocker cannot be given negative damage"
    if sum(split) != total:
        return f"all {total} damage must be assigned (not {sum(split)})"
    return None


@dataclasses.dataclass(frozen=True, slots=True)
class Blow:
    """A combatant as the damage step sees it: its ``power`` and how much damage kills it now
    (``lethal``: health left)."""

    id: str
    power: int
    lethal: int


@dataclasses.dataclass(frozen=True, slots=True)
class BlockedResult:
    """``to_blockers[i]``: damage dealt to blocker i; ``to_attacker``: damage the surviving
    blockers dealt back; ``carried``: damage past lethal that goes on to the defending player
    (only with carry-over); ``struck_back``: which blockers dealt their damage."""

    to_blockers: tuple[int, ...]
    to_attacker: int
    carried: int
    struck_back: tuple[bool, ...]

    def dies(self, index: int, blocker: Blow) -> bool:
        return self.to_blockers[index] >= blocker.lethal


def resolve_blocked(
    attacker: Blow,
    blockers: Sequence[Blow],
    split: Sequence[int],
    *,
    first_strike: bool = False,
    carry_over: bool = False,
) -> BlockedResult:
    """Damage of a blocked combat. ``split`` is the attacker's damage per blocker (already
    validated). With ``first_strike`` a blocker given lethal damage strikes no blow back; with
    ``carry_over`` each blocker's damage past lethal is ``carried`` to the defending player."""
    struck = []
    back = 0
    carried = 0
    for blocker, dealt in zip(blockers, split):
        killed = dealt >= blocker.lethal
        strikes = not (first_strike and killed)
        struck.append(strikes)
        if strikes:
            back += blocker.power
        if carry_over and dealt > blocker.lethal:
            carried += dealt - blocker.lethal
    return BlockedResult(tuple(split), back, carried, tuple(struck))
