"""The table state: the part of a card-battle game's state that runs the turn, written once.

A game built on it subclasses :class:`TableState`, names how its
:class:`~cardtable.engine.kernel.definition.GameDefinition` (turn: steps, opening steps,
excursions, and the work of each step without priority; zones; decision kinds; registries;
catalog) is made from the state's catalog (``DEFINITIONS``: once per catalog), declares its own
fields (``FIELDS``), and writes a few hooks. The kernel owns whose turn it
is, the step, the excursions in progress, the decision waiting, priority and the result, and
after every action :meth:`TableState.settle` moves the game on until some seat must decide:

1. the game's batch or queue goes first (:meth:`~TableState.resolve_next`: resolve one item, or
   ask who orders them);
2. then a seat promised priority once things settle gets it (:meth:`~TableState.priority_after`,
   "the other player may answer");
3. then the step: a step with priority waits for its window to close (every seat passes in a row
   with nothing waiting: :meth:`~TableState.pass_priority`); a step without priority does its
   automatic work (``definition.work[name](state)``, which may ask a decision and is asked again
   once it is answered, unless the answer finished the step: :meth:`~TableState.finish_step`);
4. a finished step is followed by the next, along the step's route (``definition.routes``):
   the next step of the turn, a new turn (:meth:`~TableState.new_turn`), or, after the last step
   of an excursion, the step the excursion left (:meth:`~TableState.leave_excursion`: the fields
   the excursion declares it ``clears`` are set to ``None``).

A step with priority opens with the active seat holding priority, unless the definition names an
opening hook for it (``step_opens``: who holds it first, or ``None`` when the step asked a
decision or was left). The kernel also holds every seat's cards (``zones``, a
:class:`~cardtable.engine.kernel.zones.ZoneMap` of the definition's zones) and writes
``to_act``, ``outcome``, the standard ``Concede``, ``hidden_ids`` and card conservation from the
zones, and ``copy()`` and the snapshot from the declared fields (the zones among the kernel's:
:mod:`~cardtable.engine.kernel.declared`).
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable, Sized
from typing import Any, ClassVar, Protocol, Self

from cardtable.engine.catalogs import PerCatalog
from cardtable.engine.kernel.decision import PRIORITY, Decision
from cardtable.engine.kernel.declared import DeclaredState
from cardtable.engine.kernel.definition import GameDefinition
from cardtable.engine.kernel.fields import Field, copy_list, optional, value
from cardtable.engine.kernel.phases import next_seat
from cardtable.engine.kernel.priority import Priority
from cardtable.engine.kernel.queue import Queue, QueueItem
from cardtable.engine.kernel.records import copy_seated
from cardtable.engine.kernel.triggers import Fired
from cardtable.engine.kernel.zones import IndexedZoneMap, ZoneMap
from cardtable.engine.outcome import Outcome
from cardtable.engine.words import Rows

SETTLE_LIMIT = 100_000
"""Steps :meth:`TableState.settle` may take after one action before it calls the game stuck."""
ROUNDS = range(SETTLE_LIMIT)


class Pending(Protocol):
    """A batch of triggers or a queue: what waits in it."""

    @property
    def pending(self) -> Sized: ...


class Progress(enum.Enum):
    """What :meth:`TableState.resolve_next` did."""

    NOTHING = "nothing"
    """Nothing waits in the batch or queue (or a window is open on it): the turn goes on."""
    RESOLVED = "resolved"
    """One item resolved: look again."""
    ASKED = "asked"
    """A seat must decide first (the order of its triggers, a choice while resolving)."""
    OPEN = "open"
    """A window is open on the queue: the seat promised priority gets it (else the holder keeps
    it), and the turn waits until every seat has passed (the items then resolve)."""


RESOLVED, ASKED, NOTHING, OPEN = Progress.RESOLVED, Progress.ASKED, Progress.NOTHING, Progress.OPEN
"""The answers of ``resolve_next`` as module names (an enum member read through its class is slow
in 3.11, and the loop reads them after every action)."""


def _decision_json(decision: Decision) -> list[Any] | dict[str, Any]:
    """``[kind, seat, *options]`` (the prompt is the kind's), or the whole decision when the game
    worded its prompt."""
    if decision.worded:
        return decision.to_json()
    return [decision.kind, decision.seat, *decision.options]


def _decision_load(data: list[Any] | dict[str, Any], state: TableState) -> Decision:
    if isinstance(data, dict):
        return Decision.from_json(data)
    kind, seat, options = str(data[0]), int(data[1]), tuple(str(o) for o in data[2:])
    found = state.decision_of(kind, seat)
    return dataclasses.replace(found, options=options) if options else found


def _zones_load(data: dict[str, Any], state: TableState) -> ZoneMap:
    zones = state.new_zones()
    zones.load_json(data, state.load_record)
    return zones


KERNEL_FIELDS: tuple[Field, ...] = (
    value("turn", int),
    value("active", int),
    value("first", int),
    value("step", str),
    value("step_done", bool),
    Field("returns", copy_list, copy_list, lambda data, state: [str(s) for s in data]),
    Field("asking", None, _decision_json, _decision_load),
    Field("priority", Priority.copy, Priority.to_json, Priority.from_json),
    optional("result", Outcome.to_json, Outcome.from_json),
    Field("zones", lambda zones: zones.copy(), lambda zones: zones.to_json(), _zones_load),
)
"""The kernel's own fields, in the snapshot before the game's."""


class TableState(DeclaredState):
    """Base class of a card-battle game's state on the kernel (see the module's docstring)."""

    _SEATED: ClassVar[tuple[str, ...]] = ()
    """The fields of per-seat records that name their seat's zones (``records.seat_records``)."""
    SHARED: ClassVar[frozenset[str]] = frozenset({"definition"})
    """Attributes a copy shares on purpose (read-only data: the definition, the decision values)."""

    DEFINITIONS: ClassVar[PerCatalog[Any, GameDefinition]]
    """The game's definition of a catalog, made once per catalog (the state's ``catalog`` comes
    from the engine's catalog cache: one per data folder)."""

    definition: GameDefinition
    """The game's turn, zones, registries, decision kinds and catalog (shared by every state of
    one data folder)."""

    @property
    def catalog(self) -> Any:
        """The card data: the definition's (a state holds the one, not both: CPython 3.11 keeps
        an object's attributes in a fast shared-key table only up to 29 of them, and every
        attribute read of the hot path pays for one more)."""
        return self.definition.catalog

    @catalog.setter
    def catalog(self, catalog: Any) -> None:
        """Handing a state its catalog (``GameState.__init__``) gives it that catalog's
        definition."""
        self.definition = self.DEFINITIONS.of(catalog)

    turn: int
    active: int
    first: int
    step: str
    step_done: bool
    returns: list[str]
    asking: Decision
    """The decision waiting (the last one asked once the match is over: see :attr:`decision`)."""
    priority: Priority
    result: Outcome | None
    zones: ZoneMap
    """Every seat's cards, in the definition's zones (:meth:`new_zones`)."""
    ZONE_MAP: ClassVar[type[ZoneMap]] = IndexedZoneMap
    """The kind of zone map: with an index of where each card is (a game that looks cards up by
    id), or a plain ``ZoneMap`` (the game moves cards with list operations on its zones)."""
    batch: Pending
    """The game's trigger batch (or queue): :meth:`settle` asks :meth:`resolve_next` only while
    its ``pending`` holds something (the game declares it among its ``FIELDS``)."""

    def card_def(self, iid: str) -> Any:
        """The card (the game's card definition) that instance ``iid`` is a copy of."""
        raise NotImplementedError

    def table_rows(self) -> Rows:
        """The cards in play by row (the zones declared ``row``), named by their cards, as
        :func:`~cardtable.engine.words.told_apart` reads them; taken before cards that leave
        together begin to leave, they name the second of two copies as it stood."""
        card_def = self.card_def
        return self.zones.rows(self.players, lambda iid: card_def(iid).name)

    def start_table(self, step: str, first: int = 0) -> None:
        """Set the kernel's fields for a new match (of the state's catalog's definition) that
        begins in ``step`` (no turn yet)."""
        definition = self.definition
        self.turn = 0
        self.active = self.first = first
        self.step = step
        self.step_done = False
        self.returns = []
        self.asking = definition.asks[next(iter(definition.decisions)), first]
        self.priority = Priority()
        self.result = None
        self.zones = self.new_zones()

    def new_zones(self) -> ZoneMap:
        """Empty zones of the definition's kinds, one set per seat."""
        return self.ZONE_MAP(self.definition.zone_layout, len(self.players))

    # ----- the protocol ----------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        return None if self.result is not None else self.asking.seat

    @property
    def decision(self) -> Decision | None:
        """The decision waiting, ``None`` once the match is over."""
        return None if self.result is not None else self.asking

    @property
    def outcome(self) -> Outcome | None:
        return self.result

    def has_legal_action(self) -> bool:
        """While the match runs, always: priority may pass, and every other decision is asked with
        its answers."""
        return self.result is None

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def stage(self) -> str:
        """The phase of the step in progress as players call it (``over`` once over)."""
        return "over" if self.result is not None else self.definition.turn.step(self.step).phase_name

    def scores(self) -> tuple[float, ...]:
        """Every seat's score now (for an outcome decided by a concession)."""
        return tuple(0.0 for _ in self.players)

    # ----- decisions and priority --------------------------------------------------------------

    def decision_of(self, kind: str, seat: int) -> Decision:
        try:
            return self.definition.asks[kind, seat]
        except KeyError:
            if kind not in self.definition.decisions:
                raise ValueError(f"unknown decision kind {kind!r}") from None
            raise ValueError(f"no seat {seat}") from None

    def ask(self, kind: str, seat: int, options: tuple[str, ...] = (), prompt: str = "") -> None:
        """``seat`` must decide ``kind`` now (``options``: the ids a ``Choose`` may name;
        ``prompt``: the sentence asking it, when the game words this one itself)."""
        if prompt:
            self.asking = Decision(seat, kind, prompt, options, True)
            return
        found = self.definition.asks[kind, seat]
        self.asking = Decision(seat, kind, found.prompt, options) if options else found

    def resume_priority(self) -> None:
        """The decision asked has been answered: the priority holder decides again (the run of
        passes goes on)."""
        self.asking = self.definition.priority_asks[self.priority.holder]

    def open_priority(self, seat: int) -> None:
        """Open a fresh round of priority with ``seat`` holding it."""
        priority = self.priority
        priority.holder = seat  # Priority.give, inlined: this runs after almost every action
        priority.passes = 0
        self.asking = self.definition.priority_asks[seat]

    def priority_after(self, seat: int) -> None:
        """Once the batch or queue settles, ``seat`` gets priority (a seat acted: the other may
        answer)."""
        self.priority.promised = seat

    def pass_priority(self) -> None:
        """The holder passes (what else a pass changes is the game's pass action's): priority
        goes on, or, every seat having passed in a row, the window closes: the step ends and the
        game settles."""
        priority = self.priority
        seat = priority.holder
        players = len(self.players)
        priority.passes += 1  # Priority.passed, inlined (after almost every other action)
        if priority.passes >= players:
            self.step_done = True
            self.settle()
        else:
            priority.holder = holder = (seat + 1) % players  # next_seat
            self.asking = self.definition.priority_asks[holder]

    # ----- the loop --------------------------------------------------------------------------

    def settle(self) -> None:
        """Move the game on until some seat must decide (or the match is over)."""
        priority = self.priority
        seat = priority.promised
        if seat is not None and not self.batch.pending and self.result is None:
            # what most actions leave: nothing set off, and the other seat may answer
            priority.promised = None
            priority.holder = seat
            priority.passes = 0
            self.asking = self.definition.priority_asks[seat]
            return
        # the loop: resolve, give promised priority, do the steps' work and walk on through the
        # turn until a seat must decide
        batch, definition = self.batch, self.definition
        for _ in ROUNDS:
            if self.result is not None:
                return
            if batch.pending:
                progress = self.resolve_next()
                if progress is RESOLVED:
                    continue
                if progress is ASKED:
                    return  # a seat must decide first
                if progress is OPEN:  # a window on the queue: the promised seat may answer
                    seat = priority.promised
                    if seat is not None:
                        priority.promised = None
                        self.open_priority(seat)
                    return
            seat = priority.promised
            if seat is not None:  # open_priority(seat), inlined: after most actions
                priority.promised = None
                priority.holder = seat
                priority.passes = 0
                self.asking = definition.priority_asks[seat]
                return
            step = self.step
            if not self.step_done:
                work = definition.work[step]
                if work is None or not work(self):
                    return  # a window is open, or the step asked a decision
                if batch.pending or self.result is not None:
                    self.step_done = True
                    continue  # what the step's work set off resolves before the next step
            # the step is done: walk on (advance(), written out) along the step's route, through
            # the steps whose work sets nothing off, until a step with priority, a decision, or
            # something to resolve
            for nxt, new_turn, work, opens in definition.routes[step]:
                if nxt is None:  # the excursion ends: leave_excursion() and enter(), written out
                    for name in definition.clears[self.step]:
                        setattr(self, name, None)
                    self.step = back = self.returns.pop()
                    self.step_done = False
                    if definition.work[back] is not None:
                        break  # its work is done when the loop looks again
                    opens = definition.opens[back]
                    seat = self.active if opens is None else opens(self)
                    if seat is not None:
                        priority.holder = seat
                        priority.passes = 0
                        self.asking = definition.priority_asks[seat]
                    if batch.pending or priority.promised is not None or self.result is not None:
                        break
                    if definition.work[self.step] is None:
                        return  # back in a step with priority: its window is open
                    break
                if new_turn:
                    self.new_turn()
                    if self.result is not None:
                        return
                self.step = nxt
                if work is None:  # a step with priority
                    self.step_done = False
                    if opens is None:
                        seat = self.active
                    else:
                        seat = opens(self)
                        if seat is None:
                            break  # the step asked a decision or was left: look again
                    priority.holder = seat  # open_priority(seat), inlined
                    priority.passes = 0
                    self.asking = definition.priority_asks[seat]
                    if batch.pending or priority.promised is not None or self.result is not None:
                        break  # (opening the step set something off)
                    return  # the window is open
                if not work(self):
                    self.step_done = False
                    return  # the step asked a decision
                if batch.pending or self.result is not None:
                    self.step_done = True
                    break
        raise RuntimeError(f"{self.GAME_ID}: the game does not settle")

    def enter(self, name: str) -> None:
        """Begin step ``name``: a step with priority opens (with the active seat holding
        priority, or as its opening hook says); a step without does its work when the game
        settles."""
        self.step = name
        self.step_done = False
        definition = self.definition
        if definition.work[name] is None:
            opens = definition.opens[name]
            seat = self.active if opens is None else opens(self)
            if seat is not None:  # open_priority(seat), inlined
                priority = self.priority
                priority.holder = seat
                priority.passes = 0
                self.asking = definition.priority_asks[seat]

    def finish_step(self) -> None:
        """The step in progress is done (a decision it asked was answered)."""
        self.step_done = True

    def enter_excursion(self, name: str) -> None:
        """Leave the step in progress for the excursion ``name``; its first step begins."""
        definition = self.definition
        entered_from, first = definition.entries[name]
        step = self.step
        if step not in entered_from:
            raise ValueError(f"the {name} excursion is not entered from the {step} step")
        self.returns.append(step)
        if definition.work[first] is None:
            self.enter(first)
        else:  # enter(first), written out: its work is done when the game settles
            self.step = first
            self.step_done = False

    def leave_excursion(self) -> None:
        """End the excursion in progress (the fields it ``clears`` set to ``None``) and begin
        again the step it left."""
        for name in self.definition.clears[self.step]:
            setattr(self, name, None)
        self.enter(self.returns.pop())

    def new_turn(self) -> None:
        """The next turn begins: the first after the opening steps is the first seat's."""
        if self.turn == 0:
            self.turn = 1
            self.active = self.first
        else:
            self.active = (self.active + 1) % len(self.players)  # next_seat, inlined
            self.turn += 1

    def finish(self, outcome: Outcome) -> None:
        """The match is over."""
        self.result = outcome

    def concede(self, seat: int) -> None:
        """The standard concession: every other seat wins."""
        winners = tuple(s for s in range(len(self.players)) if s != seat)
        self.finish(Outcome(winners, self.scores(), f"{self.players[seat]} concedes.", "concede"))

    # ----- the hooks a game writes -------------------------------------------------------------

    def resolve_next(self) -> Progress:
        """Resolve one item of the batch or queue (something is pending), or ask a seat to
        order them."""
        return NOTHING

    # ----- zones -------------------------------------------------------------------------------

    def load_record(self, zone: str, data: Any) -> Any:
        """A record of a zone of records (a card in play with state of its own) from its JSON
        form: the zone's declared :class:`~cardtable.engine.kernel.records.Record` class reads it
        (a game whose zone says only ``records=True`` writes this)."""
        kind = self.definition.zone_layout.specs[zone].records
        if not isinstance(kind, type):
            raise NotImplementedError(f"{type(self).__name__} declares no record class for {zone}")
        return kind.from_json(data, self)

    def hidden_ids(self, seat: int | None) -> set[str]:
        """The cards of hidden zones, and of the zones only their owner sees, of every other
        seat (every seat's, for a spectator)."""
        return self.zones.hidden_ids(seat)

    def decision_problems(self) -> list[str]:
        """What is wrong with the decision waiting, in words (a game's invariants ask): while the
        match runs, the seat asked is a seat, and priority is asked of the seat holding it."""
        if self.result is not None:
            return []
        asking = self.asking
        seat = asking.seat
        if type(seat) is not int or not 0 <= seat < len(self.players):
            return [f"the actor {seat!r} is not a seat"]
        if asking.kind == PRIORITY and seat != self.priority.holder:
            return [f"seat {seat} is asked for priority, seat {self.priority.holder} holds it"]
        return []

    def conservation_problems(self, expected: Iterable[str]) -> list[str]:
        """Cards created, lost or in two places at once, against the ids that should exist."""
        return self.zones.problems(expected)

    # ----- copies and snapshots ----------------------------------------------------------------

    @classmethod
    def all_fields(cls) -> tuple[Field, ...]:
        return KERNEL_FIELDS + cls.FIELDS

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._SEATED = tuple(f.name for f in cls.all_fields() if f.copy is copy_seated)

    def copy(self) -> Self:
        """An independent copy (:class:`DeclaredState`), the per-seat records naming the copy's
        zones."""
        other = super().copy()
        fields = other.__dict__
        for name in self._SEATED:
            fields[name] = [record.copy_with(zones) for record, zones in zip(fields[name], other.zones.zones)]
        return other


class QueueTable(TableState):
    """A table state whose batch is a last-in, first-out :class:`Queue` with response windows.

    An action that puts an item on the queue promises the other seat priority
    (:meth:`~TableState.priority_after`); triggers that fire wait in ``queue.fired`` and go on the
    queue (:meth:`queue_triggers`) the next time the game settles (the active seat then holds
    priority, or keeps whoever held it answering); while items wait a window is open on them
    (the loop stops: :data:`OPEN`); when every seat has passed in a row (:meth:`pass_on_queue`)
    they resolve top first (:meth:`resolve_item`), one after the other, until the queue is empty
    (the active seat then holds priority again in the same step) or a trigger or a decision
    comes first. The game declares ``queue`` among its ``FIELDS`` and sets it with
    :meth:`set_queue`."""

    queue: Queue
    batch: Queue
    """The queue again (the name the kernel's loop reads): :meth:`set_queue`, copies and
    snapshots keep the two one object."""
    ALIASES = (("batch", "queue"),)

    def set_queue(self, queue: Queue) -> None:
        self.queue = self.batch = queue

    def copy(self) -> Self:
        other = super().copy()
        other.batch = other.queue
        return other

    def _payload_from_json(self, data: dict[str, Any]) -> None:
        super()._payload_from_json(data)
        self.batch = self.queue

    def resolve_next(self) -> Progress:
        queue = self.queue
        fired = queue.fired
        if fired.pending:
            was_empty = not queue.items
            self.queue_triggers(queue.take_fired(self.active, len(self.players)))
            if queue.resolving or was_empty:
                queue.resolving = False
                self.open_priority(self.active)
            else:
                self.priority.passes = 0  # something new to answer: a fresh run of passes
            return RESOLVED
        if not queue.resolving:
            return OPEN
        if not self.resolve_item(queue.items[-1]):
            return ASKED
        if not queue.items and not fired.pending and self.result is None:
            queue.resolving = False  # all resolved: the active seat acts again in the same step
            self.open_priority(self.active)
        return RESOLVED

    def pass_on_queue(self) -> None:
        """The holder passes with items on the queue: priority goes on, or, every seat having
        passed in a row, the queue resolves when the game settles."""
        priority = self.priority
        priority.passes += 1
        if priority.passes >= len(self.players):
            self.queue.resolving = True
        else:
            priority.holder = holder = next_seat(priority.holder, len(self.players))
            self.asking = self.definition.priority_asks[holder]

    # ----- the hooks a game on a queue writes ---------------------------------------------------

    def queue_triggers(self, fired: list[Fired]) -> None:
        """Put the triggers that fired on the queue, in this order (the active seat's first, so
        they resolve last)."""
        raise NotImplementedError

    def resolve_item(self, item: QueueItem) -> bool:
        """Resolve (or go on resolving) ``item``, the top of the queue, taking it off when done;
        ``False`` when it asked a decision first (it is resolved on once that is answered)."""
        raise NotImplementedError
