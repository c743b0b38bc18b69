"""Turn structure as data: a game declares its steps, the steps played once before the first turn
and its excursions (phases an action enters that return to the step they left); the kernel
walks them (:meth:`~cardtable.engine.kernel.table.TableState.settle`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence


@dataclasses.dataclass(frozen=True, slots=True)
class Step:
    """One step of a turn: ``name`` (an id), ``label`` (shown to players) and whether players get
    priority in it (``priority``: a step without priority runs its automatic work and moves on,
    unless it asks a decision or the queue holds items); ``phase`` names the phase the step
    belongs to, as players call it (a game's view may show it; empty: the step's name)."""

    name: str
    label: str
    priority: bool
    phase: str = ""

    @property
    def phase_name(self) -> str:
        return self.phase or self.name


@dataclasses.dataclass(frozen=True, slots=True)
class Excursion:
    """Steps an action enters from one of the steps ``entered_from`` (any number of times per
    turn); after its last step the game returns to the step it left. A Combat Phase inside a
    Main phase is one. ``clears`` names the state's fields that hold what the excursion is about
    (a combat): each is set to ``None`` when it ends, before the step it left begins again."""

    name: str
    steps: tuple[Step, ...]
    entered_from: frozenset[str]
    clears: tuple[str, ...] = ()


Route = tuple[str | None, bool, bool]
"""One step of a walk: its name (``None``: the excursion ends), whether a new turn begins before
it, whether it has priority."""


class TurnStructure:
    """The ordered steps of one turn (after ``opening``, the steps played once before the first
    turn), and the excursions actions may enter. :meth:`after` says which step follows and
    whether the turn passes to the next seat; :meth:`follow` also knows excursions."""

    __slots__ = (
        "steps",
        "opening",
        "excursions",
        "_index",
        "_where",
        "_step",
        "with_priority",
        "routes",
        "owner",
    )

    def __init__(
        self, steps: Sequence[Step], *, opening: Sequence[Step] = (), excursions: Sequence[Excursion] = ()
    ) -> None:
        if not steps:
            raise ValueError("a turn needs at least one step")
        self.steps: tuple[Step, ...] = tuple(steps)
        self.opening: tuple[Step, ...] = tuple(opening)
        self.excursions: dict[str, Excursion] = {e.name: e for e in excursions}
        self._index = {step.name: i for i, step in enumerate(self.steps)}
        every = [*self.opening, *self.steps, *(s for e in excursions for s in e.steps)]
        self._step = {step.name: step for step in every}
        if len(self._step) != len(every):
            raise ValueError("two steps share a name")
        for excursion in excursions:
            if not excursion.steps:
                raise ValueError(f"excursion {excursion.name!r} has no steps")
            unknown = excursion.entered_from - self._index.keys()
            if unknown:
                raise ValueError(
                    f"excursion {excursion.name!r} is entered from unknown steps {sorted(unknown)}"
                )
        self._where: dict[str, tuple[tuple[Step, ...], int, str]] = {}
        """Step name -> (its sequence, its index there, the excursion's name or "")."""
        for sequence, owner in ((self.opening, ""), (self.steps, "")):
            for i, step in enumerate(sequence):
                self._where[step.name] = (sequence, i, owner)
        for excursion in excursions:
            for i, step in enumerate(excursion.steps):
                self._where[step.name] = (excursion.steps, i, excursion.name)
        self.with_priority: frozenset[str] = frozenset(s.name for s in every if s.priority)
        """The names of the steps with priority."""
        self.owner: dict[str, str] = {name: where[2] for name, where in self._where.items()}
        """Step name -> the excursion it belongs to ("" for a turn or opening step)."""
        self.routes: dict[str, tuple[Route, ...]] = {name: self._route(name) for name in self._step}
        """Step name -> the steps entered once it is done, in order, up to the first with
        priority or the end of its excursion: ``(name, starts a new turn, has priority)``, and
        ``(None, False, False)`` for the end of an excursion (the kernel's loop walks these)."""

    def _route(self, name: str) -> tuple[Route, ...]:
        route: list[Route] = []
        while True:
            nxt, new_turn = self.follow(name)
            if nxt is None:
                route.append((None, False, False))
                return tuple(route)
            route.append((nxt.name, new_turn, nxt.priority))
            if nxt.priority:
                return tuple(route)
            if len(route) > len(self._step):
                raise ValueError("a turn needs a step with priority (the walk from a step never stops)")
            name = nxt.name

    @property
    def first(self) -> Step:
        return self.steps[0]

    def step(self, name: str) -> Step:
        try:
            return self._step[name]
        except KeyError:
            raise ValueError(f"no step named {name!r}; steps: {', '.join(self._step)}") from None

    def index(self, name: str) -> int:
        return self._index[name]

    def after(self, name: str) -> tuple[Step, bool]:
        """The turn step after ``name`` and ``True`` if that starts a new turn (the last opening
        step is followed by the first turn)."""
        sequence, i, owner = self._where[name]
        if owner:
            raise ValueError(f"step {name!r} belongs to the excursion {owner!r}: use follow()")
        if sequence is self.opening and i + 1 == len(sequence):
            return self.steps[0], True
        if i + 1 == len(sequence):
            return self.steps[0], True
        return sequence[i + 1], False

    def follow(self, name: str) -> tuple[Step | None, bool]:
        """The step after ``name`` and whether it starts a new turn; ``(None, False)`` after the
        last step of an excursion (the game returns to the step it left)."""
        sequence, i, owner = self._where[name]
        if owner:
            return (sequence[i + 1] if i + 1 < len(sequence) else None), False
        return self.after(name)

    def excursion_of(self, name: str) -> str:
        """The excursion step ``name`` belongs to ("" for a turn or opening step)."""
        return self.owner[name]

    def names(self) -> tuple[str, ...]:
        return tuple(step.name for step in self.steps)


def next_seat(seat: int, players: int) -> int:
    """The seat after ``seat`` in turn order."""
    return (seat + 1) % players
