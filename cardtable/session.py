"""A match being played: the state, who sits where, autosave, undo, history. No Textual.

The app and the command line both drive matches through :class:`Match`; the screens only render
its state and send it actions.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as _dt
import secrets
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from cardtable.engine.actions import Action
from cardtable.engine.bots import Bot
from cardtable.engine.errors import CardtableError, IllegalActionError, SetupError
from cardtable.engine.events import Event
from cardtable.engine.record import GameRecord, SeatInfo, replay, rewind, undo
from cardtable.engine.registry import GameImpl, GameInfo, GameRegistry
from cardtable.engine.rng import Rng
from cardtable.engine.state import GameState
from cardtable.engine.undo_points import UndoPlan, plan_undo
from cardtable.persistence.files import clip
from cardtable.persistence.history import FinishedMatch, HistoryDB
from cardtable.persistence.locks import MatchLock
from cardtable.persistence.saves import (
    SaveStore,
    UnsafeMatchId,
    check_match_id,
    newer_version,
    read_json_file,
    record_problem,
)

MESSAGE_PART = 200
"""How much of an engine's reason a save message repeats (a reason may quote a damaged value)."""


def random_seed() -> int:
    return secrets.randbelow(10**9)


@dataclasses.dataclass(frozen=True, slots=True)
class MatchSetup:
    """Everything needed to start a match (from the new-match dialog or the command line)."""

    game: str
    players: tuple[str, ...]
    seats: tuple[SeatInfo, ...]
    seed: int | None = None
    options: Mapping[str, Any] = dataclasses.field(default_factory=dict)

    def with_new_seed(self) -> MatchSetup:
        return dataclasses.replace(self, seed=None)


def progress_of(impl: GameImpl, state: GameState) -> tuple[float, ...]:
    """The per-seat numbers charted on the match-over screen (empty if the game has none)."""
    if impl.progress is None:
        return ()
    return tuple(float(v) for v in impl.progress(state))


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")


class Match:
    """One match in progress (or just finished)."""

    def __init__(
        self,
        registry: GameRegistry,
        record: GameRecord,
        state: GameState,
        *,
        store: SaveStore | None = None,
        history: HistoryDB | None = None,
        progress: list[tuple[float, ...]] | None = None,
        log_marks: list[int] | None = None,
    ) -> None:
        self.registry = registry
        self.record = record
        self.state = state
        self.store = store
        self.history = history
        self.info: GameInfo = registry.get(record.game)
        self.impl: GameImpl = self.info.load()
        self.save_warning: str | None = None
        self.history_warning: str | None = None
        self._bots: dict[int, Bot] = {}
        self.progress: list[tuple[float, ...]] = progress if progress is not None else [self._progress_now()]
        self._recorded = False
        self._lock: MatchLock | None = None
        self._held = 0
        """Open :meth:`saves_held` blocks: while above 0, changes are saved once at the end."""
        self._unsaved = False
        length = len(state.history)
        self.automatic: set[int] = {index for index in record.automatic if index < length}
        record.automatic = sorted(self.automatic)
        """History indices of the actions the table took for a person without asking (an
        automatic pass...): not undo points (:mod:`cardtable.engine.undo_points`). Saved in the
        record, so a match picked up with Continue undoes as it would have before."""
        self.log_marks: list[int] = log_marks or []
        """For a match continued from a save: the log's length after each replayed action (the
        first entry before any), so each seat's last look is worked out from the history."""

    # ----- creation ---------------------------------------------------------------------

    @classmethod
    def start(
        cls,
        registry: GameRegistry,
        setup: MatchSetup,
        *,
        store: SaveStore | None = None,
        history: HistoryDB | None = None,
    ) -> Match:
        """Start a new match from a setup (a blank seed becomes a random one)."""
        seed = setup.seed if setup.seed is not None else random_seed()
        state = registry.new_game(setup.game, list(setup.players), seed, dict(setup.options))
        seats = list(setup.seats) or [SeatInfo() for _ in setup.players]
        if len(seats) != len(setup.players):
            raise SetupError("one seat description per player is needed")
        record = GameRecord.from_state(state, seats)
        match = cls(registry, record, state, store=store, history=history)
        match._save()
        return match

    @classmethod
    def from_scenario_state(
        cls,
        registry: GameRegistry,
        state: GameState,
        seats: Sequence[SeatInfo] | None = None,
        *,
        store: SaveStore | None = None,
        history: HistoryDB | None = None,
    ) -> Match:
        record = GameRecord.from_state(state, list(seats or [SeatInfo() for _ in state.players]))
        match = cls(registry, record, state, store=store, history=history)
        match._save()
        return match

    @classmethod
    def resume(
        cls,
        registry: GameRegistry,
        data: Mapping[str, Any],
        *,
        store: SaveStore | None = None,
        history: HistoryDB | None = None,
    ) -> Match:
        """Rebuild a saved match by replaying its record. Raises CardtableError if the record does
        not pass its schema or any step of its replay fails, whatever the reason."""
        record = parse_record(data)
        # Replay step by step so that the match chart is rebuilt too (matches are short).
        try:
            impl = registry.get(record.game).load()
            full = replay(record, registry, upto=0)
        except CardtableError as error:
            raise CardtableError(f"the save's setup cannot be rebuilt: {clip(error, MESSAGE_PART)}") from None
        except (
            RecursionError,
            MemoryError,
            ValueError,
            TypeError,
            KeyError,
            IndexError,
            AttributeError,
        ) as error:
            raise CardtableError(f"the save's setup cannot be rebuilt ({type(error).__name__})") from None
        progress = [progress_of(impl, full)]
        marks = [len(full.log)]
        codec = full.CODEC
        for index, data_action in enumerate(record.actions):
            try:
                full.apply(codec.from_json(data_action))
            except CardtableError as error:
                raise CardtableError(
                    f"action {index + 1} of the record cannot be replayed: {clip(error, MESSAGE_PART)}"
                ) from None
            except (
                RecursionError,
                MemoryError,
                ValueError,
                TypeError,
                KeyError,
                IndexError,
                AttributeError,
            ) as error:
                raise CardtableError(
                    f"action {index + 1} of the record cannot be replayed (a malformed action: {type(error).__name__})"
                ) from None
            progress.append(progress_of(impl, full))
            marks.append(len(full.log))
        return cls(registry, record, full, store=store, history=history, progress=progress, log_marks=marks)

    def last_look(self, seat: int) -> int | None:
        """In a match continued from a save, where ``seat`` last looked at the table: the log's
        length right after its last own decision (an action of its own that the table did not
        take for it), so "since you last looked" begins after what it saw; ``None`` when the
        replayed record holds no such decision."""
        marks, actors = self.log_marks, self.state.history_actors
        for index in range(min(len(marks) - 1, len(actors)) - 1, -1, -1):
            if actors[index] == seat and index not in self.automatic:
                return marks[index + 1]
        return None

    # ----- seats ------------------------------------------------------------------------

    def claim(self) -> None:
        """Lock this match for this process (a no-op without a save folder); raises
        CardtableError when another cardtable window has it open."""
        if self.store is None or (self._lock is not None and self._lock.held):
            return
        from cardtable.persistence.locks import MatchInUse

        try:
            self._lock = self.store.claim(self.record.match_id)
        except MatchInUse as error:
            raise CardtableError(str(error)) from None
        except OSError:
            self._lock = None  # an unwritable folder: autosave reports that already

    def hold(self, lock: MatchLock | None) -> None:
        """Keep a lock taken before the match was rebuilt (see :meth:`claim`)."""
        self._lock = lock

    def close(self) -> None:
        """Let go of the match's lock (the match stays saved)."""
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    @property
    def seats(self) -> list[SeatInfo]:
        return self.record.seats

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].kind == "human"

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    @property
    def computer_to_act(self) -> bool:
        seat = self.state.to_act
        return seat is not None and not self.is_human(seat)

    def bot(self, seat: int) -> Bot:
        if seat not in self._bots:
            name = self.seats[seat].bot or "greedy"
            factory = self.impl.bots.get(name) or self.impl.bots["random"]
            self._bots[seat] = factory()
        return self._bots[seat]

    def choose_computer_action(self) -> Action:
        """The computer's decision for the acting seat (does not apply it; safe in a thread)."""
        seat = self.state.to_act
        if seat is None or self.is_human(seat):
            raise CardtableError("it is not a computer seat's turn")
        rng = Rng(self.state.seed ^ (len(self.state.history) * 0x9E3779B1) ^ seat)
        return self.bot(seat).choose(self.state.copy(), rng)

    # ----- play -------------------------------------------------------------------------

    def apply(self, action: Action, *, automatic: bool = False) -> list[Event]:
        """Apply an action for the acting seat, autosave, and file the match once it ends;
        ``automatic``: the table took it for the person without asking (not an undo point)."""
        events = self.state.apply(action)
        if automatic:
            self.automatic.add(len(self.state.history) - 1)
            self.record.automatic.append(len(self.state.history) - 1)
        self.record.actions.append(action.to_json())
        self.progress.append(self._progress_now())
        self._after_change()
        return events

    def undo(self, count: int = 1) -> int:
        """Take back the acting seat's last ``count`` actions (the engine says how many may go)."""
        result = undo(self.state, self.registry, count)
        self.state = result.state
        self._forget_last(result.undone)
        return result.undone

    def undo_plan(self) -> UndoPlan:
        """What Undo would take back now for the person to act (the shared rule of undo points)."""
        state = self.state
        seat = state.to_act
        if seat is not None and not self.is_human(seat):
            return UndoPlan(0, reason="Nothing to undo: it is not your turn.")
        steps = self.automatic | self._computer_passes()
        return plan_undo(state.history_actors, state.undo_barrier, seat, steps, state.players)

    def _computer_passes(self) -> set[int]:
        """The computer's passes since the last action a person decided: Undo takes them back
        with that decision, like the table's own steps (playtest23-la F5: a computer that only
        passed made Undo refuse). A pass plays no card and uses no chance; anything else the
        computer did (a card, an attack, an offering) still ends what Undo may take back."""
        state = self.state
        actors = state.history_actors
        passes: set[int] = set()
        for index in range(len(actors) - 1, -1, -1):
            if index in self.automatic:
                continue
            if self.is_human(actors[index]) or state.history[index].KIND != "pass":
                break
            passes.add(index)
        return passes

    def undo_decision(self) -> tuple[Action, int]:
        """Take back the last decision of the person to act with the automatic steps after it;
        returns that decision and how many actions went. Raises IllegalActionError (nothing
        changed) with the reason when Undo cannot work now."""
        plan = self.undo_plan()
        if not plan.possible:
            raise IllegalActionError(plan.reason)
        decision = self.state.history[plan.decision]
        self.state = rewind(self.state, self.registry, plan.decision)
        self._forget_last(plan.count)
        return decision, plan.count

    def _forget_last(self, count: int) -> None:
        """Drop the last ``count`` actions from the record, the progress and the automatic marks."""
        del self.record.actions[len(self.record.actions) - count :]
        del self.progress[len(self.progress) - count :]
        length = len(self.state.history)
        self.automatic = {index for index in self.automatic if index < length}
        self.record.automatic = sorted(self.automatic)
        self._after_change()

    @property
    def can_undo(self) -> bool:
        return self.is_human(self.state.to_act) and self.undo_plan().possible

    @property
    def can_undo_unranked(self) -> bool:
        """A solo player may take back a play the usual undo cannot (it drew a card), at the
        price of an unranked match (:meth:`undo_unranked`)."""
        return (
            len(self.state.players) == 1
            and self.is_human(self.state.to_act)
            and bool(self.state.history)
            and self.state.undoable_count() == 0
        )

    def undo_unranked(self) -> None:
        """Take back the solo player's last action even though it drew a card; the match is then
        unranked for good (the player has seen what comes next), so its score never enters the
        high scores."""
        if not self.can_undo_unranked:
            raise CardtableError("only a solo player's own last play can be taken back this way")
        self.state = rewind(self.state, self.registry, len(self.state.history) - 1)
        self.record.unranked = True
        self._forget_last(1)

    def rematch_setup(self, same_seed: bool = False) -> MatchSetup:
        """Same seats and options, a new seed (or the same one to replay a deal)."""
        return MatchSetup(
            game=self.record.game,
            players=tuple(self.record.players),
            seats=tuple(self.record.seats),
            seed=self.state.seed if same_seed else None,
            options=dict(self.record.options),
        )

    @property
    def variant(self) -> str:
        return str(self.record.options.get("variant", self.info.default_variant))

    # ----- persistence ------------------------------------------------------------------

    def _progress_now(self) -> tuple[float, ...]:
        return progress_of(self.impl, self.state)

    def _after_change(self) -> None:
        self.record.updated = _now()
        self.record.finished = self.state.is_over
        if self._held:
            self._unsaved = True
        else:
            self._save()
        if self.state.is_over and not self._recorded:
            self._file_history()

    @contextlib.contextmanager
    def saves_held(self) -> Iterator[None]:
        """Save once, at the end of the block, however many actions it applies (a key that
        plays a card and then passes for the other seat wrote the save file twice, each write
        flushed to the disk). The save is written even if the block raises."""
        self._held += 1
        try:
            yield
        finally:
            self._held -= 1
            if not self._held and self._unsaved:
                self._unsaved = False
                self._save()

    def save_now(self) -> str:
        """Autosave now (the app's guard calls this after an unexpected problem); says what
        happened."""
        self._save()
        if self.store is None:
            return f"match {self.record.match_id}: not saved (no save folder)"
        return self.save_warning or f"match {self.record.match_id}: saved in {self.store.root}"

    def _save(self) -> None:
        if self.store is None:
            return
        data = self.record.model_dump(mode="json")
        try:
            if self.state.is_over:
                self.store.finish(self.record.match_id, data)
            else:
                self.store.write(self.record.match_id, data)
            self.save_warning = None
        except UnsafeMatchId as error:
            self.save_warning = f"Autosave refused: {error}."
        except OSError as error:
            self.save_warning = (
                f"Autosave failed ({error.strerror or error}) in {self.store.root}: "
                "play goes on, but this match is not being saved."
            )

    def _file_history(self) -> None:
        self._recorded = True
        if self.history is None or self.record.unranked:  # an unranked match stays out of the scores
            return
        finished = finished_match_of(self)
        try:
            self.history.add(finished)
            self.history_warning = None
        except (OSError, sqlite3.Error) as error:  # a full disk or a locked file: warn, keep playing
            self.history_warning = (
                f"The result could not be stored in the score table yet ({error}); it is kept with "
                "the finished save and stored at the next start."
            )


MAX_RECORD_ACTIONS = 100_000


def parse_record(data: Any) -> GameRecord:
    """Schema-check a saved record (shape, sizes and a match id that is a plain name) before
    anything replays it; raises CardtableError naming the first problem."""
    from pydantic import ValidationError

    from cardtable.engine.data import too_deep

    if too_deep(data) is not None:
        raise CardtableError("the save is not a valid record (nested too deeply)")
    other = newer_version(data)
    if other is not None:
        raise CardtableError(f"the save cannot be opened: {other}")
    problem = record_problem(data)
    if problem is not None:
        raise CardtableError(f"the save is not a valid record ({problem})")
    try:
        record = GameRecord.model_validate(data, strict=True)
    except ValidationError as error:
        first = error.errors()[0]
        where = clip(".".join(str(p) for p in first["loc"]))
        raise CardtableError(f"the save is not a valid record ({where}: {first['msg']})") from None
    except (RecursionError, MemoryError):
        raise CardtableError("the save is not a valid record (nested too deeply)") from None
    try:
        check_match_id(record.match_id)
    except UnsafeMatchId as error:
        raise CardtableError(f"the save is not a valid record ({error})") from None
    if len(record.actions) > MAX_RECORD_ACTIONS:
        raise CardtableError(f"the save is not a valid record (more than {MAX_RECORD_ACTIONS} actions)")
    for index, action in enumerate(record.actions):
        if not isinstance(action.get("kind"), str):
            raise CardtableError(f"the save is not a valid record (action {index + 1} has no kind)")
    return record


def stored_seat_kinds(match: Match) -> tuple[str, ...]:
    """Each seat's kind as the history stores it: ``"human"`` or ``"computer:<bot>"``."""
    return tuple(s.kind if s.kind == "human" else f"computer:{s.bot or 'greedy'}" for s in match.seats)


def history_variant(match: Match) -> str:
    """The variant as the history shows it, with any match setting not at its default (Lux
    Aeterna: "standard · Light deck: 6 of each colour (30)")."""
    words = [match.variant]
    for setting in match.info.settings:
        value = match.record.options.get(setting.key, setting.default)
        if value != setting.default:
            label = next((name for name, v in setting.choices if v == value), str(value))
            words.append(f"{setting.label}: {label}")
    return " · ".join(words)


def finished_match_of(match: Match, date: str | None = None) -> FinishedMatch:
    """What the history stores about a finished match."""
    outcome = match.state.outcome
    if outcome is None:
        raise CardtableError("the match is not over")
    return FinishedMatch(
        match_id=match.record.match_id,
        game=match.record.game,
        variant=history_variant(match),
        players=tuple(match.record.players),
        seats=stored_seat_kinds(match),
        seed=match.state.seed,
        scores=tuple(outcome.scores),
        winners=tuple(outcome.winners),
        reason=outcome.reason,
        date=date or _dt.datetime.now().isoformat(timespec="seconds"),
        actions=len(match.state.history),
        decks=tuple(decks) if isinstance(decks := match.state.options.get("decks"), list | tuple) else (),
        branched_from=match.record.branched_from.match_id if match.record.branched_from else None,
    )


def finished_save_result(registry: GameRegistry, path: Path, match_id: str) -> FinishedMatch | None:
    """The result a finished save holds (``None`` for an unranked match, kept out of the score
    table on purpose). Raises OSError, ValueError or CardtableError when it cannot be read."""
    data = read_json_file(path)
    if isinstance(data, dict) and data.get("unranked") is True:
        return None
    match = Match.resume(registry, data)
    if match.record.match_id != match_id:
        raise CardtableError("its match id does not match its file name")
    return finished_match_of(match, date=str(data.get("updated") or "") or None)


def unfiled_results(store: SaveStore, history: HistoryDB) -> dict[str, Path]:
    """Match id -> file of each finished save the history should hold and does not: an unranked
    game (a solo undo past a draw) is kept out of the score table on purpose, so it is not one
    (nor is a save that cannot be read: filing it moves it aside, and says so). Raises
    sqlite3.Error/OSError if the history cannot be read at all."""
    finished = store.finished_ids()
    if not finished:
        return {}
    missing = {}
    for match_id in sorted(set(finished) - history.match_ids()):
        path = finished[match_id]
        try:
            data = read_json_file(path)
        except (OSError, ValueError, CardtableError):
            data = None
        if not (isinstance(data, dict) and data.get("unranked") is True):
            missing[match_id] = path
    return missing


def file_unrecorded_results(registry: GameRegistry, store: SaveStore, history: HistoryDB) -> list[str]:
    """Store in the history every finished save it does not hold yet (a crash or a locked score
    table between the two writes); returns one line per match filed or per problem. A finished
    save that cannot be replayed is moved aside. Raises sqlite3.Error/OSError if the history
    cannot be read at all."""
    notes = []
    for match_id, path in unfiled_results(store, history).items():
        try:
            result = finished_save_result(registry, path, match_id)
        except FileNotFoundError:
            continue
        except (OSError, ValueError, CardtableError) as error:
            notes.append(store.report(path, error))
            continue
        if result is None:
            continue
        history.add(result)
        names = " vs ".join(clip(p, 20) for p in result.players)
        game = registry.get(result.game).name
        notes.append(
            f"A finished match ({game}: {names}) was missing from the score table; it is stored now."
        )
    return notes
