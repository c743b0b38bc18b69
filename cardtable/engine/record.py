"""Game records: setup + seed + actions, which replay to the identical state."""

from __future__ import annotations

import dataclasses
import datetime as _dt
import uuid
from collections.abc import Mapping
from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, model_serializer

from cardtable.engine.errors import IllegalActionError, RecordError
from cardtable.engine.registry import GameRegistry
from cardtable.engine.state import GameState

RECORD_FORMAT: Final = "cardtable-record"
RECORD_VERSION = 1


class SeatInfo(BaseModel):
    """Who sits in a seat: a person or the computer (and which bot)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["human", "computer"] = "human"
    bot: str | None = None


class BranchOf(BaseModel):
    """Where a match was played on from: another match's id and how many of its actions it took."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    match_id: str = Field(max_length=64)
    at: int = Field(ge=0)


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")


class GameRecord(BaseModel):
    """A whole match as data. ``scenario`` replaces the seeded setup when the match began from one."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["cardtable-record"] = RECORD_FORMAT
    version: int = RECORD_VERSION
    match_id: str = Field(default_factory=lambda: uuid.uuid4().hex[:12])
    game: str
    players: list[str]
    seats: list[SeatInfo] = Field(default_factory=list)
    seed: int
    options: dict[str, Any] = Field(default_factory=dict)
    scenario: dict[str, Any] | None = None
    actions: list[dict[str, Any]] = Field(default_factory=list)
    started: str = Field(default_factory=_now)
    updated: str = Field(default_factory=_now)
    finished: bool = False
    branched_from: BranchOf | None = None
    """Set on a match started from a position of another match's replay ("play on from here")."""
    unranked: bool = False
    """A solo match where an undo took back a play after its card was drawn (the player has seen
    the next card): the score is kept out of the high scores."""
    automatic: list[Annotated[int, Field(ge=0)]] = Field(default_factory=list)
    """Indices of the actions the table took for a person without asking (an automatic pass):
    not undo points (``engine.undo_points``), kept so that Undo after Continue goes back to the
    same decision as before the match was saved. A record without any has no such key."""

    @model_serializer(mode="wrap")
    def _leave_out_no_branch(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """An ordinary match's record has no ``branched_from`` key at all (as before branches
        existed: a cardtable without them reads it)."""
        data: dict[str, Any] = handler(self)
        if data.get("branched_from", 0) is None:
            del data["branched_from"]
        if not data.get("automatic", True):
            del data["automatic"]
        return data

    @classmethod
    def from_state(cls, state: GameState, seats: list[SeatInfo] | None = None, **extra: Any) -> GameRecord:
        """The record of a live state (its setup and every applied action)."""
        return cls(
            game=state.GAME_ID,
            players=list(state.players),
            seats=seats or [SeatInfo() for _ in state.players],
            seed=state.seed,
            options=dict(state.options),
            scenario=state.scenario,
            actions=state.history.to_json(),
            finished=state.is_over,
            **extra,
        )


def initial_state(record: GameRecord, registry: GameRegistry) -> GameState:
    """The state before any recorded action."""
    info = registry.get(record.game)
    impl = info.load()
    if record.scenario is not None:
        return impl.from_scenario(record.scenario)
    return registry.new_game(record.game, record.players, record.seed, record.options)


def replay(
    record: GameRecord, registry: GameRegistry, upto: int | None = None, *, log: bool = True
) -> GameState:
    """Rebuild the state after the first ``upto`` actions (all by default); ``log=False``: with the
    event log off (no event is built; see :func:`rewind` for a position that needs its log)."""
    state = initial_state(record, registry)
    if not log:
        state.set_logging(False)
    actions = record.actions if upto is None else record.actions[:upto]
    codec = state.CODEC
    for index, data in enumerate(actions):
        try:
            state.apply(codec.from_json(data))
        except (IllegalActionError, RecordError) as error:
            raise RecordError(f"action {index + 1} of the record cannot be replayed: {error}") from None
    return state


def replay_state(
    state: GameState, registry: GameRegistry, upto: int | None = None, *, log: bool = True
) -> GameState:
    """Replay a live state's own record (used by undo and by the replay invariant)."""
    return replay(GameRecord.from_state(state), registry, upto, log=log)


def rewind(state: GameState, registry: GameRegistry, upto: int) -> GameState:
    """The position after the first ``upto`` actions of a live state, replayed with the event log
    off; its log (if ``state`` keeps one) is the live log cut where action ``upto + 1`` began: the
    later actions are played again on a copy of the position, with the log on, to count their
    events (an undo takes back a few actions, so this costs a few actions, not a logged replay)."""
    back = replay_state(state, registry, upto, log=False)
    if not state.logging:
        return back
    later = back.copy()
    later.set_logging(True)
    for action in state.history[upto:]:
        later.apply(action)
    back.set_logging(True)
    back.log = state.log[: len(state.log) - len(later.log)]
    return back


@dataclasses.dataclass(frozen=True, slots=True)
class UndoResult:
    state: GameState
    undone: int


def undo(state: GameState, registry: GameRegistry, count: int = 1) -> UndoResult:
    """Take back the acting seat's last ``count`` actions, if the engine allows that many."""
    allowed = state.undoable_count()
    if count < 1 or count > allowed:
        if allowed == 0:
            raise IllegalActionError("nothing to undo: the last decision revealed a card or was not yours")
        raise IllegalActionError(f"only {allowed} action(s) can be undone")
    return UndoResult(rewind(state, registry, len(state.history) - count), count)


def same_state(a: GameState, b: GameState) -> bool:
    return a.fingerprint() == b.fingerprint()


def record_summary(record: Mapping[str, Any]) -> str:
    """One line naming a saved match (for Continue and ``resume`` listings)."""
    players = " vs ".join(record.get("players", [])) or "?"
    return f"{record.get('game', '?')}: {players}, {len(record.get('actions', []))} actions"
