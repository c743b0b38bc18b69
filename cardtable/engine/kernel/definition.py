"""A game definition: what a game built on the kernel is, apart from any one match (in the spirit
of OpenSpiel's Game/State split). Made once per data folder; every state of that folder holds the
same one and reads its card data from it, never loading any itself."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from cardtable.engine.kernel.decision import PRIORITY, Decision
from cardtable.engine.kernel.effects import OpRegistry
from cardtable.engine.kernel.phases import TurnStructure
from cardtable.engine.kernel.zones import ZoneLayout, ZoneSpec


class Registry(Protocol):
    """A registry of names the card data may use (an :class:`OpRegistry`, a ``FilterRegistry``)."""

    def names(self) -> frozenset[str]: ...


Route = tuple[str | None, bool, Callable[[Any], bool] | None, Callable[[Any], int | None] | None]
"""One step of a walk (:attr:`GameDefinition.routes`): its name (``None``: the excursion ends),
whether a new turn begins before it, its work (``None``: it has priority) and its opening hook."""

MAX_SEATS = 8
"""The most seats a game on the kernel seats (the decision values are made for each)."""


@dataclasses.dataclass(frozen=True, slots=True, eq=False)
class GameDefinition:
    """``turn`` (steps, opening steps, excursions), ``step_work`` (the automatic work of each
    step without priority: ``work(state)``, ``False`` when it asked a decision), ``step_opens``
    (what a step with priority does as it begins, for the steps that do something:
    ``opens(state)`` gives the seat that holds priority first, or ``None`` when the step asked a
    decision or was left at once; a step with priority without one opens with the active seat),
    ``zones`` (every
    seat's zones and who sees them), ``ops`` and ``selectors`` (the registries the card data's names are checked against),
    ``triggers`` (the events a card's trigger may wait for), ``decisions`` (decision kind -> the
    sentence asking it) and ``catalog`` (the loaded, validated card data)."""

    game_id: str
    turn: TurnStructure
    step_work: Mapping[str, Callable[[Any], bool]]
    zones: tuple[ZoneSpec, ...]
    ops: OpRegistry
    selectors: Registry
    triggers: frozenset[str]
    decisions: Mapping[str, str]
    catalog: Any
    step_opens: Mapping[str, Callable[[Any], int | None]] = dataclasses.field(default_factory=dict)
    asks: Mapping[tuple[str, int], Decision] = dataclasses.field(init=False)
    """Every (kind, seat) as its ``Decision`` value, made once (seats 0 to ``MAX_SEATS - 1``)."""
    priority_asks: tuple[Decision, ...] = dataclasses.field(init=False)
    """``asks["priority", seat]`` by seat: the decision the kernel asks most (after most actions)."""
    work: Mapping[str, Callable[[Any], bool] | None] = dataclasses.field(init=False)
    """Step name -> its work, ``None`` for a step with priority (it waits for its window)."""
    opens: Mapping[str, Callable[[Any], int | None] | None] = dataclasses.field(init=False)
    """Step name -> its ``step_opens`` hook, ``None`` for a step that needs none."""
    routes: Mapping[str, tuple[Route, ...]] = dataclasses.field(init=False)
    """:attr:`TurnStructure.routes` with each step's work and opening hook: ``(name, starts a new
    turn, work, opens)`` (``None`` work: the step has priority; ``None`` name: the excursion
    ends)."""
    entries: Mapping[str, tuple[frozenset[str], str]] = dataclasses.field(init=False)
    """Excursion name -> (the steps it is entered from, its first step)."""
    zone_layout: ZoneLayout = dataclasses.field(init=False)
    """What the zone specs imply (who sees what, which hold records), worked out once."""
    clears: Mapping[str, tuple[str, ...]] = dataclasses.field(init=False)
    """Step name -> the fields its excursion's end sets to ``None`` (empty outside excursions)."""

    def __post_init__(self) -> None:
        turn, step_work = self.turn, self.step_work
        every = turn.routes.keys()
        missing = sorted(n for n in every if n not in turn.with_priority and n not in step_work)
        extra = sorted(n for n in step_work if n not in every or n in turn.with_priority)
        if missing or extra:
            raise ValueError(f"{self.game_id}: steps without work {missing}, work for no such step {extra}")
        stray = sorted(n for n in self.step_opens if n not in turn.with_priority)
        if stray:
            raise ValueError(f"{self.game_id}: opening hooks for no step with priority {stray}")
        work = {name: None if name in turn.with_priority else step_work[name] for name in every}
        object.__setattr__(self, "work", work)
        opens = {name: self.step_opens.get(name) for name in every}
        object.__setattr__(self, "opens", opens)
        routes = {
            name: tuple(
                (nxt, new_turn, None, None) if nxt is None else (nxt, new_turn, work[nxt], opens[nxt])
                for nxt, new_turn, _ in route
            )
            for name, route in turn.routes.items()
        }
        object.__setattr__(self, "routes", routes)
        excursions = turn.excursions.values()
        object.__setattr__(self, "entries", {e.name: (e.entered_from, e.steps[0].name) for e in excursions})
        clears = {name: turn.excursions[owner].clears if owner else () for name, owner in turn.owner.items()}
        object.__setattr__(self, "clears", clears)
        object.__setattr__(self, "zone_layout", ZoneLayout(self.zones))
        asks = {
            (kind, seat): Decision(seat, kind, prompt)
            for kind, prompt in self.decisions.items()
            for seat in range(MAX_SEATS)
        }
        object.__setattr__(self, "asks", asks)
        if PRIORITY in self.decisions:
            object.__setattr__(self, "priority_asks", tuple(asks[PRIORITY, s] for s in range(MAX_SEATS)))
        else:
            object.__setattr__(self, "priority_asks", ())
