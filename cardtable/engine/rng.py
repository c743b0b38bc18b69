"""The one seeded random number generator every game state owns.

A small SplitMix64 generator: its whole state is one integer, so it copies and serializes to JSON
cheaply, and the same seed gives the same sequence on every platform and Python version.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_TWO64 = 1 << 64
_LIMITS = (0, *(_TWO64 - (_TWO64 % n) for n in range(1, 257)))
"""The rejection limit of ``randrange(n)`` for small ``n`` (worked out once: big-integer arithmetic)."""
_LITTLE_ENDIAN = sys.byteorder == "little"
"""Batched draws are read as native 64-bit words of a little-endian byte string where that is the
machine's order (elsewhere by shifts)."""
_SAFE = _TWO64 - 256
"""No draw below this is refused by rejection sampling for any ``n`` up to 256."""
T = TypeVar("T")


@functools.cache
def _batch_constants(count: int) -> tuple[int, int, int]:
    """For ``count`` draws side by side, 128 bits apart: the mask of each draw's low 64 bits, a 1
    in each draw's place, and each draw's offset from the start state ((i + 1) * golden)."""
    lanes = ones = steps = 0
    for i in range(count):
        lanes |= _MASK << (128 * i)
        ones |= 1 << (128 * i)
        steps |= (((i + 1) * _GOLDEN) & _MASK) << (128 * i)
    return lanes, ones, steps


class Rng:
    """Deterministic random source. ``draws`` counts every number produced (chance outcomes)."""

    __slots__ = ("state", "draws")

    def __init__(self, seed: int, *, state: int | None = None, draws: int = 0) -> None:
        self.state = (seed * 0x2545F4914F6CDD1D + 0x1B873593) & _MASK if state is None else state
        self.draws = draws

    def next_u64(self) -> int:
        """Return the next 64-bit value."""
        self.draws += 1
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Return a uniform integer in ``[0, n)``, without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        limit = _LIMITS[n] if n < 257 else _TWO64 - (_TWO64 % n)
        state = self.state
        draws = self.draws
        while True:
            # next_u64, inlined: this is the hottest function of every simulation.
            draws += 1
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                self.state = state
                self.draws = draws
                return z % n

    def roll(self, sides: int = 6) -> int:
        """Roll one die with ``sides`` faces, 1..sides."""
        return self.randrange(sides) + 1

    def choice(self, items: Sequence[T]) -> T:
        """Pick one element."""
        return items[self.randrange(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place (the same draws as calling randrange for each slot).

        A deck's shuffle takes all its draws at once: the states they start from are an arithmetic
        progression, so every output is mixed side by side in one big integer (128 bits a draw,
        wide enough for each 64x64-bit product, masked back to 64 bits after every step): a few
        big-integer operations instead of a dozen per card. When a draw could be one that
        rejection sampling refuses (a chance of about 2**-56 a deck) the draws are taken one by
        one instead, so the result is exactly that of :meth:`randrange` for each slot."""
        count = len(items) - 1
        if count < 1 or count > 255:
            self._shuffle_one_by_one(items)
            return
        state = self.state
        draws = _lanes(_batch(state, count)[1], count)
        if max(draws) >= _SAFE:
            self._shuffle_one_by_one(items)
            return
        for i, z in zip(range(count, 0, -1), draws):
            j = z % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = (state + count * _GOLDEN) & _MASK
        self.draws += count

    def _shuffle_one_by_one(self, items: MutableSequence[T]) -> None:
        """:meth:`shuffle`, one draw at a time (any length; the reference the batch must match)."""
        state = self.state
        draws = self.draws
        limits = _LIMITS
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = limits[n] if n < 257 else _TWO64 - (_TWO64 % n)
            while True:
                draws += 1
                state = (state + _GOLDEN) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state
        self.draws = draws

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def fork(self, salt: int) -> Rng:
        """An independent generator derived from this one without advancing it (for bots)."""
        return Rng(0, state=(self.state ^ (salt * _GOLDEN)) & _MASK)

    def copy(self) -> Rng:
        return Rng(0, state=self.state, draws=self.draws)

    def to_json(self) -> dict[str, int]:
        return {"state": self.state, "draws": self.draws}

    @classmethod
    def from_json(cls, data: dict[str, int]) -> Rng:
        return cls(0, state=int(data["state"]) & _MASK, draws=int(data.get("draws", 0)))


class StreamRng(Rng):
    """An :class:`Rng` that works out its next outputs a batch at a time (as :meth:`Rng.shuffle`
    does): the same numbers, and the same ``state`` and ``draws`` after every call, so it is an
    Rng in every way. Only a :meth:`randrange` below 257 is served from the batch (the random
    seats of ``cardtable simulate``); anything else drops the batch and goes the plain way.

    SplitMix64's outputs do not depend on what they are drawn for, so a batch holds the outputs
    of the next steps (:data:`STREAM_FIRST`, then :data:`STREAM_MORE` at a time); a draw that
    rejection sampling refuses (a chance of about 2**-56) is left to :meth:`Rng.randrange` too.
    A draw from the batch only moves ``_next``: ``state`` and ``draws`` are worked out from it
    when read (the state after ``k`` steps is the batch's start state plus ``k`` times the
    golden increment)."""

    __slots__ = ("_values", "_next", "_start", "_drawn")

    def __init__(self, seed: int, *, state: int | None = None, draws: int = 0) -> None:
        self._values: list[int] = []
        self._next = 0
        self._start = 0
        """The state the batch starts from (the state itself when there is no batch)."""
        self._drawn = 0
        """The draws before the batch."""
        super().__init__(seed, state=state, draws=draws)

    @property
    def state(self) -> int:
        """The state after the draws taken so far (as :attr:`Rng.state`)."""
        return (self._start + self._next * _GOLDEN) & _MASK

    @state.setter
    def state(self, value: int) -> None:
        self._drop()
        self._start = value

    @property
    def draws(self) -> int:
        """The numbers drawn so far (as :attr:`Rng.draws`)."""
        return self._drawn + self._next

    @draws.setter
    def draws(self, value: int) -> None:
        self._drop()
        self._drawn = value

    def randrange(self, n: int) -> int:
        index = self._next
        if index < len(self._values) and 0 < n < 257:
            z = self._values[index]
            if z < _LIMITS[n]:
                self._next = index + 1
                return z % n
        return self._randrange_slow(n)

    def _randrange_slow(self, n: int) -> int:
        """A new batch when this one is used up, else the plain way (the batch dropped)."""
        if self._next >= len(self._values) and 0 < n < 257:
            self._fill(STREAM_MORE if self._values else STREAM_FIRST)
            return self.randrange(n)
        self._drop()
        return Rng.randrange(self, n)

    def _fill(self, count: int) -> None:
        self._drop()
        self._values = _lanes(_batch(self._start, count)[1], count)

    def _drop(self) -> None:
        """Forget the batch, its draws taken into ``_start`` and ``_drawn`` (the state moves on
        some other way)."""
        taken = self._next
        if taken:
            self._start = (self._start + taken * _GOLDEN) & _MASK
            self._drawn += taken
            self._next = 0
        self._values = []

    def next_u64(self) -> int:
        self._drop()
        return Rng.next_u64(self)

    def shuffle(self, items: MutableSequence[T]) -> None:
        self._drop()
        Rng.shuffle(self, items)

    def _shuffle_one_by_one(self, items: MutableSequence[T]) -> None:
        self._drop()
        Rng._shuffle_one_by_one(self, items)


STREAM_FIRST = 40
"""The first batch of a :class:`StreamRng` (a Lux Nova match draws 35 numbers)."""
STREAM_MORE = 80
"""Every later batch."""


def _batch(state: int, count: int) -> tuple[int, int]:
    """The next ``count`` steps from ``state`` side by side, 128 bits apart (wide enough for each
    64x64-bit product, masked back to 64 bits after every step): (the states, the outputs)."""
    lanes, ones, steps = _batch_constants(count)
    states = (state * ones + steps) & lanes  # lane i: the state after i + 1 steps
    z = ((states ^ (states >> 30)) & lanes) * 0xBF58476D1CE4E5B9 & lanes
    z = ((z ^ (z >> 27)) & lanes) * 0x94D049BB133111EB & lanes
    return states, (z ^ (z >> 31)) & lanes


def _lanes(wide: int, count: int) -> list[int]:
    """The ``count`` 64-bit numbers held 128 bits apart in ``wide`` (lowest first)."""
    if _LITTLE_ENDIAN:
        return memoryview(wide.to_bytes(16 * count, "little")).cast("Q")[::2].tolist()
    return [(wide >> (128 * i)) & _MASK for i in range(count)]
