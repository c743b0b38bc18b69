"""Turn structure as data: a game declares its steps; the kernel walks them."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence


@dataclasses.dataclass(frozen=True, slots=True)
class Step:
    """One step of a turn: ``name`` (an id), ``label`` (shown to players) and whether players get
    priority in it (``priority``: a step without priority runs its automatic work and moves on,
    unless it asks a decision or the queue holds items)."""

    name: str
    label: str
    priority: bool


class TurnStructure:
    """The ordered steps of one turn; :meth:`after` says which step follows and whether the turn
    passes to the next seat."""

    __slots__ = ("steps", "_index")

    def __init__(self, steps: Sequence[Step]) -> None:
        if not steps:
            raise ValueError("a turn needs at least one step")
        self.steps: tuple[Step, ...] = tuple(steps)
        self._index = {step.name: i for i, step in enumerate(self.steps)}
        if len(self._index) != len(self.steps):
            raise ValueError("two steps share a name")

    @property
    def first(self) -> Step:
        return self.steps[0]

    def step(self, name: str) -> Step:
        try:
            return self.steps[self._index[name]]
        except KeyError:
            raise ValueError(f"no step named {name!r}; steps: {', '.join(self._index)}") from None

    def index(self, name: str) -> int:
        return self._index[name]

    def after(self, name: str) -> tuple[Step, bool]:
        """The step after ``name`` and ``True`` if that starts a new turn."""
        i = self._index[name] + 1
        if i == len(self.steps):
            return self.steps[0], True
        return self.steps[i], False

    def names(self) -> tuple[str, ...]:
        return tuple(step.name for step in self.steps)


def next_seat(seat: int, players: int) -> int:
    """The seat after ``seat`` in turn order."""
    return (seat + 1) % players
