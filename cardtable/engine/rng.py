"""The one seeded random number generator every game state owns.

A small SplitMix64 generator: its whole state is one integer, so it copies and serializes to JSON
cheaply, and the same seed gives the same sequence on every platform and Python version.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_TWO64 = 1 << 64
_LIMITS = (0, *(_TWO64 - (_TWO64 % n) for n in range(1, 257)))
"""The rejection limit of ``randrange(n)`` for small ``n`` (worked out once: big-integer arithmetic)."""
T = TypeVar("T")


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
        """Fisher-Yates shuffle in place (the same draws as calling randrange for each slot)."""
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
