"""Watching a recorded match again: every position rebuilt by the engine from the record.

A :class:`Replay` plays a record once with the event log on, keeping for each action who took it,
the events it produced and the turn it belongs to; a position (the state after the first ``n``
actions) is then rebuilt from the nearest checkpoint, and the positions built on the way are kept
in a small cache so that stepping back is as quick as stepping forward. Nothing here is UI: the
viewer asks for positions and marks (turn starts, combats, card plays) and draws them.

Whose eyes (:class:`Eyes`): a finished match may be watched face up or as one seat saw it; an
unfinished one only as a seat that a person is playing (so a replay never shows what a hot-seat
curtain hid). The sentences of an action are the event texts those eyes may read.
"""

from __future__ import annotations

import dataclasses
from collections import OrderedDict
from collections.abc import Sequence
from typing import Final

from cardtable.engine.errors import CardtableError, IllegalActionError, RecordError
from cardtable.engine.events import Event
from cardtable.engine.record import GameRecord, initial_state
from cardtable.engine.registry import GameRegistry
from cardtable.engine.state import GameState

TURN_EVENT: Final = "turn"
"""The event a game logs when a new turn begins (a game that logs none: every action is a turn)."""
COMBAT_EVENTS: Final = frozenset({"combat", "attack", "strike", "direct", "block"})
"""Event kinds that mark an action as a fight (any of the four games)."""
PLAY_EVENTS: Final = frozenset({"play"})
"""Event kinds that mark an action as a card play."""
CHECKPOINT_EVERY: Final = 16
CACHE_SIZE: Final = 256


@dataclasses.dataclass(frozen=True, slots=True)
class Eyes:
    """Who watches: ``seat`` None is face up (every card shown); otherwise that seat's view."""

    seat: int | None

    @property
    def face_up(self) -> bool:
        return self.seat is None


FACE_UP: Final = Eyes(None)


@dataclasses.dataclass(frozen=True, slots=True)
class Step:
    """One recorded action: its number (from 1), who took it, its kind, the events it produced
    and the turn (from 1) it was taken in."""

    number: int
    actor: int | None
    kind: str
    events: tuple[Event, ...]
    turn: int

    @property
    def kinds(self) -> frozenset[str]:
        return frozenset(event.kind for event in self.events)

    @property
    def is_combat(self) -> bool:
        return not self.kinds.isdisjoint(COMBAT_EVENTS)

    @property
    def is_play(self) -> bool:
        return not self.kinds.isdisjoint(PLAY_EVENTS)

    def lines(self, eyes: Eyes) -> list[str]:
        """The sentences of this action's events as ``eyes`` may read them."""
        if eyes.face_up:
            return [event.text for event in self.events]
        return [text for event in self.events if (text := event.text_for(eyes.seat))]

    def sentence(self, eyes: Eyes, players: Sequence[str]) -> str:
        """One line: the action's first readable sentence (or its kind and who took it)."""
        lines = self.lines(eyes)
        if lines:
            return lines[0] if len(lines) == 1 else f"{lines[0]} (+{len(lines) - 1} more)"
        who = players[self.actor] if self.actor is not None and self.actor < len(players) else "?"
        return f"{who}: {self.kind}"


def allowed_eyes(record: GameRecord) -> tuple[Eyes, ...]:
    """The eyes a record may be watched through: face up and every seat once it is finished; an
    unfinished match only through the seats people play (every seat if none is a person's)."""
    seats = range(len(record.players))
    if record.finished:
        return (FACE_UP, *(Eyes(seat) for seat in seats))
    humans = [i for i, seat in enumerate(record.seats) if seat.kind == "human"] or list(seats)
    return tuple(Eyes(seat) for seat in humans)


class Replay:
    """Positions and marks of one record (raises CardtableError if the record does not replay)."""

    def __init__(
        self,
        record: GameRecord,
        registry: GameRegistry,
        *,
        checkpoint_every: int = CHECKPOINT_EVERY,
        cache_size: int = CACHE_SIZE,
    ) -> None:
        self.record = record
        self.registry = registry
        self._every = max(1, checkpoint_every)
        self._cache_size = max(2, cache_size)
        self._checkpoints: list[GameState] = []
        self._cache: OrderedDict[int, GameState] = OrderedDict()
        self.steps: tuple[Step, ...] = self._play()
        self.turn_starts: tuple[int, ...] = self._turn_starts()

    # ----- building ------------------------------------------------------------------------

    def _play(self) -> tuple[Step, ...]:
        try:
            state = initial_state(self.record, self.registry)
        except CardtableError as error:
            raise RecordError(f"the match's setup cannot be rebuilt: {error}") from None
        except (ValueError, KeyError, TypeError, IndexError, AttributeError, RecursionError) as error:
            raise RecordError(f"the match's setup cannot be rebuilt ({type(error).__name__})") from None
        state.set_logging(True)
        codec = state.CODEC
        steps: list[Step] = []
        turn = 1
        self.setup_events: tuple[Event, ...] = tuple(state.log)
        self._checkpoints.append(state.copy())
        for index, data in enumerate(self.record.actions):
            actor = state.to_act
            try:
                action = codec.from_json(data)
                events = state.apply(action)
            except (IllegalActionError, RecordError) as error:
                raise RecordError(f"action {index + 1} of the record cannot be replayed: {error}") from None
            except (ValueError, KeyError, TypeError, IndexError, AttributeError, RecursionError) as error:
                # a malformed action (a record from elsewhere): said in one line, never a traceback
                raise RecordError(
                    f"action {index + 1} of the record cannot be replayed (a malformed action: {type(error).__name__})"
                ) from None
            steps.append(Step(index + 1, actor, action.KIND, tuple(events), turn))
            if any(event.kind == TURN_EVENT for event in events):
                turn += 1
            if (index + 1) % self._every == 0:
                self._checkpoints.append(state.copy())
        self._final = state
        return tuple(steps)

    def _turn_starts(self) -> tuple[int, ...]:
        """Positions at which a turn begins (0 first); every position when no turn is logged."""
        if not any(step.turn > 1 for step in self.steps):
            return tuple(range(len(self.steps) + 1))
        starts = [0] + [step.number for step in self.steps if any(e.kind == TURN_EVENT for e in step.events)]
        return tuple(sorted(set(starts)))

    # ----- positions ------------------------------------------------------------------------

    @property
    def length(self) -> int:
        """How many actions the record holds (positions run from 0 to this)."""
        return len(self.steps)

    @property
    def players(self) -> list[str]:
        return self.record.players

    def position(self, n: int) -> GameState:
        """The state after the first ``n`` actions (shared with the cache: do not change it; use
        :meth:`branch_state` for one to play on)."""
        if not 0 <= n <= self.length:
            raise IndexError(f"position {n} is outside 0..{self.length}")
        if n == self.length:
            return self._final
        cached = self._cache.get(n)
        if cached is not None:
            self._cache.move_to_end(n)
            return cached
        base = n // self._every
        state = self._checkpoints[base].copy()
        codec = state.CODEC
        for index in range(base * self._every, n):
            state.apply(codec.from_json(self.record.actions[index]))
            if index + 1 < n:
                self._remember(index + 1, state.copy())
        self._remember(n, state)
        return state

    def _remember(self, n: int, state: GameState) -> None:
        self._cache[n] = state
        self._cache.move_to_end(n)
        while len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)

    def branch_state(self, n: int) -> GameState:
        """An independent copy of position ``n``, to play on from."""
        return self.position(n).copy()

    def step(self, n: int) -> Step | None:
        """The action that led to position ``n`` (None at the start)."""
        return self.steps[n - 1] if 1 <= n <= self.length else None

    # ----- marks -----------------------------------------------------------------------------

    def turn_start(self, n: int) -> int:
        """The start of the turn position ``n`` is in, or of the one before if ``n`` is a start."""
        earlier = [s for s in self.turn_starts if s < n]
        return earlier[-1] if earlier else 0

    def turn_end(self, n: int) -> int:
        """The position where the next turn begins (the end of this one), or the last position."""
        later = [s for s in self.turn_starts if s > n]
        return later[0] if later else self.length

    def next_combat(self, n: int) -> int | None:
        """The position right after the next fight, if there is one after ``n``."""
        return next((s.number for s in self.steps[n:] if s.is_combat), None)

    def previous_combat(self, n: int) -> int | None:
        return next((s.number for s in reversed(self.steps[: max(0, n - 1)]) if s.is_combat), None)

    def next_play(self, n: int) -> int | None:
        """The position right after the next card play, if there is one after ``n``."""
        return next((s.number for s in self.steps[n:] if s.is_play), None)

    def previous_play(self, n: int) -> int | None:
        return next((s.number for s in reversed(self.steps[: max(0, n - 1)]) if s.is_play), None)

    def turn_of(self, n: int) -> int:
        """The turn number shown at position ``n``."""
        if len(self.turn_starts) == self.length + 1:  # a game without turn events
            return n + 1
        step = self.step(n)
        if step is None:
            return 1
        return step.turn + (1 if any(e.kind == TURN_EVENT for e in step.events) else 0)

    def log_upto(self, n: int) -> list[Event]:
        """The match's events up to position ``n``."""
        return [*self.setup_events, *(event for step in self.steps[:n] for event in step.events)]
