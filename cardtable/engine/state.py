"""The state protocol every game implements (see docs/architecture.md, "engine contract").

A game subclasses :class:`GameState` and provides:

* ``to_act``: the seat whose decision it is, or ``None`` once the match is over;
* ``legal_actions()``: every action the acting seat may take now;
* ``_apply(action)``: validate the action *before changing anything* (raise
  :class:`IllegalActionError` with the reason), then carry it out and log events with
  :meth:`emit`. It returns ``True`` when the action revealed hidden information (a draw, a look
  at a card), which ends what can be undone;
* ``outcome``: an :class:`Outcome` once the match is over;
* ``view(seat)``: a JSON-able dict with what that seat may know;
* ``hidden_ids(seat)``: the identifiers (card instance ids) that seat may not see, so the generic
  checks can prove that ``view(seat)`` leaks none of them;
* ``_payload_to_json()`` / ``_payload_from_json()``: the game-specific part of a snapshot.

and may override the optional members, each declared here with a default (the simulator, the
checks and the screens call them on any state, never probing for them):

* ``decision``: the kernel's :class:`~cardtable.engine.kernel.decision.Decision` the game waits
  for (``None``: a game without decisions, or a finished match);
* ``random_action(rng)``: a uniformly random legal action (default: one of ``legal_actions()``);
* ``random_code(rng)``: the same draw as an integer code (games with an integer action space;
  :meth:`samples_codes` says whether a game has one);
* ``play_random(rng)``: draw as above and play it (a game may skip the checks its sampler makes
  needless); returns the code or the action played;
* ``view_parts()``: the public view and each seat's own part (``None``: views are not in parts);
* ``hidden_id_finder``: a pattern that finds every id ``hidden_ids`` can return in a view's JSON.

The base class keeps what is common: players, seed, options, the RNG, the event log, the list of
applied actions (the record) and the undo barrier.

The event log is a view of the record: ``logging`` switches it off (unsampled simulated games, bot
look-ahead copies, replay to a position), and then :meth:`emit` records nothing, so games guard
the building of their event texts with ``if self.logging:``. A copy shares its log with the
original until either appends to it (copy on write).
"""

from __future__ import annotations

import copy
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Self

from cardtable.engine.actions import Action, ActionCodec, History
from cardtable.engine.errors import IllegalActionError, RecordError
from cardtable.engine.events import NO_DATA, Event, Line
from cardtable.engine.outcome import Outcome
from cardtable.engine.rng import Rng

if TYPE_CHECKING:
    from cardtable.engine.catalogs import CatalogCache
    from cardtable.engine.decklists import DeckRules
    from cardtable.engine.kernel.decision import Decision

SNAPSHOT_VERSION = 1

ViewParts = tuple[dict[str, Any], dict[int, dict[str, Any]]]
"""The public view (what every seat sees) and, per seat, what only that seat sees."""


class GameState(ABC):
    """Base class of every game's state."""

    GAME_ID: ClassVar[str] = ""
    CODEC: ClassVar[ActionCodec]

    CATALOGS: ClassVar[CatalogCache[Any] | None] = None
    """The game's catalog cache (:mod:`~cardtable.engine.catalogs`): a state is given its
    ``catalog`` from it when it is made or restored, unless one is handed in; ``None``: a game
    without card data."""
    DECK_RULES: ClassVar[type[DeckRules[Any]] | None] = None
    """The game's deck rules (:class:`~cardtable.engine.decklists.DeckRules`), when players may
    bring decks of their own: :meth:`match_catalog` adds those the options write out in full."""

    def __init__(
        self,
        players: Sequence[str],
        seed: int,
        options: Mapping[str, Any],
        *,
        log: bool = True,
        catalog: Any = None,
    ) -> None:
        """``log=False``: the state starts with its event log off (a game whose constructor takes
        ``log`` builds no setup event; see ``GameRegistry.new_game``). ``catalog``: the loaded card
        data to play with (default: the data folder's, from :attr:`CATALOGS`)."""
        if catalog is None and self.CATALOGS is not None:
            catalog = self.CATALOGS.load()
        if catalog is not None:
            catalog = self.match_catalog(catalog, options)
        self.catalog: Any = catalog
        """The loaded card data (the game's own catalog type); the state never reads a data folder."""
        self.players: tuple[str, ...] = tuple(players)
        self.seed: int = seed
        self.options: dict[str, Any] = dict(options)
        self.rng = Rng(seed)
        self.log: list[Event] = []
        self.logging: bool = log
        """False: no events are recorded (the record alone describes the match)."""
        self._log_shared: bool = False
        self.history: History = History((), self.code_decoder())
        """The applied actions (action values when read; see :class:`History`)."""
        self.history_actors: list[int] = []
        self.undo_barrier: int = 0
        self.scenario: dict[str, Any] | None = None

    # ----- the protocol -------------------------------------------------------------------

    @property
    @abstractmethod
    def to_act(self) -> int | None:
        """Seat index whose decision it is, ``None`` when the match is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action the acting seat may take now (empty once the match is over)."""

    @abstractmethod
    def _apply(self, action: Action) -> bool:
        """Validate (no change on failure), then apply. Return True if hidden info was revealed."""

    @property
    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the match is over, else ``None``."""

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know, as JSON-able data (``None`` = a spectator)."""

    @abstractmethod
    def hidden_ids(self, seat: int | None) -> set[str]:
        """Identifiers of cards that ``seat`` may not see right now."""

    @abstractmethod
    def _payload_to_json(self) -> dict[str, Any]:
        """Game-specific part of the snapshot."""

    @abstractmethod
    def _payload_from_json(self, data: dict[str, Any]) -> None:
        """Restore the game-specific part of the snapshot onto a bare instance."""

    # ----- optional members (declared with their defaults) ----------------------------------

    hidden_id_finder: ClassVar[re.Pattern[str] | None] = None
    """A pattern with one group matching ``"id"`` for every id :meth:`hidden_ids` can return; the
    leak check then reads the views' strings through it (``engine/invariants.py``). ``None``: the
    check reads every string."""

    @property
    def decision(self) -> Decision | None:
        """The decision the game waits for (the kernel's value: who decides what); ``None`` in a
        game without decisions or once the match is over."""
        return None

    def random_action(self, rng: Rng) -> Action:
        """A uniformly random legal action (the random bot's play); games override it with a
        sampler that draws the same way without listing every action, or that never concedes."""
        return rng.choice(self.legal_actions())

    def random_code(self, rng: Rng) -> int:
        """:meth:`random_action` as an integer code, drawing the same numbers (games with an
        integer action space override it; see :meth:`samples_codes`)."""
        raise NotImplementedError(f"{type(self).__name__} has no integer action space")

    @classmethod
    def samples_codes(cls) -> bool:
        """True when the game draws random actions as integer codes (it overrides
        :meth:`random_code`): the simulator then plays every seat on codes."""
        return cls.random_code is not GameState.random_code

    def play_random(self, rng: Rng) -> Action | int:
        """Draw a :meth:`random_action` and play it; return what was played. A game may draw a
        code instead (Aether Lanes, Lux Nova) and play it without checking it again, as its
        sampler offers only legal plays: the draws are the same, so the games are."""
        action = self.random_action(rng)
        self.apply(action)
        return action

    def moment(self) -> tuple[int | None, str]:
        """(turn, step or phase id) the match stands at, for the table's "a key belongs to the
        moment it was pressed for" (``ui/table/moment.py``); ``(None, "")``: a game without
        turns and steps of that kind."""
        return None, ""

    def view_parts(self) -> ViewParts | None:
        """The two parts :meth:`view` is built from, so that a seat's view holds exactly the
        strings of the public part and its own part (the leak check then reads the public part
        once for every seat); ``None``: the game builds each view whole."""
        return None

    # ----- shared behaviour -----------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def num_players(self) -> int:
        return len(self.players)

    def has_legal_action(self) -> bool:
        """Cheap check that some action exists; games may override with something faster."""
        return bool(self.legal_actions())

    def is_legal(self, action: Action) -> bool:
        """True if ``apply(action)`` would succeed (tried on a copy)."""
        try:
            self.copy().apply(action)
        except IllegalActionError:
            return False
        return True

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the acting seat and return the events it produced.

        Raises IllegalActionError (leaving the state unchanged) if the action is not allowed now.
        """
        actor = self.to_act  # None exactly when the match is over
        if actor is None:
            raise IllegalActionError("the match is over", action)
        if not isinstance(action, Action) or action.KIND not in self.CODEC.kind_set:
            raise IllegalActionError(f"not an action of this game: {action!r}", action)
        first_event = len(self.log)
        draws_before = self.rng.draws
        self.record(action, actor, self._apply(action), draws_before)
        return self.log[first_event:]

    def record(self, action: Any, actor: int, revealed: bool, draws_before: int) -> None:
        """Add an applied action (its value or its code) to the record: what revealed hidden
        information, or drew from the game's generator (``rng.draws`` was ``draws_before``), ends
        what can be undone. Every path that applies an action records it here."""
        self.history.append(action)
        actors = self.history_actors
        actors.append(actor)
        if revealed or self.rng.draws != draws_before:
            self.undo_barrier = len(actors)  # (the record's length: one actor per action)

    # ----- integer actions (the hot path of simulations and bots) ------------------------------

    def encode(self, action: Action) -> int:
        """The small integer code of ``action`` (games with an integer action space override)."""
        raise NotImplementedError(f"{type(self).__name__} has no integer action space")

    def decode(self, code: int) -> Action:
        """The action value of a code from :meth:`encode`."""
        raise NotImplementedError(f"{type(self).__name__} has no integer action space")

    @classmethod
    def code_decoder(cls) -> Callable[[int], Action] | None:
        """The decoder of a game whose integer codes decode without a state: its history then
        stores the codes ``apply_code`` applied (see :class:`History`); None by default."""
        return None

    def apply_code(self, code: int) -> None:
        """Apply the action of ``code`` (checked like :meth:`apply`, events not returned); games
        with an integer action space apply it without building the action value."""
        self.apply(self.decode(code))

    def emit(
        self,
        kind: str,
        text: Line,
        seat: int | None = None,
        *,
        data: Mapping[str, Any] = NO_DATA,
        private_to: int | None = None,
        public_text: str | None = None,
    ) -> Event | None:
        """Append an event to the log (nothing while ``logging`` is off); ``text`` may be
        ``(template, *args)``, rendered when read (see ``events.py``). The other fields are
        :class:`Event`'s."""
        if not self.logging:
            return None
        # the event's fields in order (what Event(...) builds, without its keyword constructor)
        event: Event = tuple.__new__(Event, (kind, text, seat, data, private_to, public_text))
        self.log_event_value(event)
        return event

    def log_event_value(self, event: Event) -> None:
        """Append a built event (copying a log shared with a copy first)."""
        if not self.logging:
            return
        if self._log_shared:
            self.log = self.log[:]
            self._log_shared = False
        self.log.append(event)

    def set_logging(self, on: bool) -> None:
        """Switch the event log on or off; switching it off also drops the events kept so far."""
        self.logging = on
        if not on:
            self.log = []
            self._log_shared = False

    def _share_log_with(self, other: GameState) -> None:
        """Give a fresh copy ``other`` this state's log without copying it (copy on write)."""
        other.log = self.log
        other.logging = self.logging
        if self.log:
            other._log_shared = True
            self._log_shared = True
        else:
            other.log = []
            other._log_shared = False

    def undoable_count(self) -> int:
        """How many of the latest actions the acting seat may take back.

        Only the acting seat's own consecutive latest actions, back to the most recent point where
        hidden information was revealed, chance was used or another seat decided.
        """
        actor = self.to_act
        if actor is None:
            return 0
        count = 0
        index = len(self.history) - 1
        while index >= self.undo_barrier and self.history_actors[index] == actor:
            count += 1
            index -= 1
        return count

    def name(self, seat: int) -> str:
        return self.players[seat]

    # ----- copies and snapshots ------------------------------------------------------------

    def copy(self) -> Self:
        """An independent deep copy (for previews and bots); the log is shared until written."""
        shared, self.log = self.log, []
        try:
            other = copy.deepcopy(self)
        finally:
            self.log = shared
        self._share_log_with(other)
        return other

    def to_json(self, *, log: bool = True) -> dict[str, Any]:
        """The whole state as JSON-able data (``log=False``: without the event log, for checks
        that compare the log on its own)."""
        return {
            "version": SNAPSHOT_VERSION,
            "game": self.GAME_ID,
            "players": list(self.players),
            "seed": self.seed,
            "options": self.options,
            "scenario": self.scenario,
            "rng": self.rng.to_json(),
            "log": [event.to_json() for event in self.log] if log else None,
            "history": self.history.to_json(),
            "history_actors": list(self.history_actors),
            "undo_barrier": self.undo_barrier,
            "payload": self._payload_to_json(),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        """Rebuild a state from :meth:`to_json` output. Raises RecordError if malformed."""
        try:
            if data.get("game") != cls.GAME_ID:
                raise RecordError(f"snapshot is for '{data.get('game')}', not '{cls.GAME_ID}'")
            state = cls.__new__(cls)
            GameState.__init__(state, data["players"], int(data["seed"]), data.get("options", {}))
            state.scenario = data.get("scenario")
            state.rng = Rng.from_json(data["rng"])
            state.log = [Event.from_json(e) for e in data["log"]]
            state.history = History((cls.CODEC.from_json(a) for a in data["history"]), cls.code_decoder())
            state.history_actors = [int(a) for a in data["history_actors"]]
            state.undo_barrier = int(data["undo_barrier"])
            state._payload_from_json(data["payload"])
        except RecordError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            raise RecordError(f"malformed {cls.GAME_ID} snapshot: {error!r}") from None
        return state

    @classmethod
    def match_catalog(cls, catalog: Any, options: Mapping[str, Any]) -> Any:
        """The catalog this match plays with, given the data folder's and the match options: the
        same by default; a game with players' own decks adds those the options write out in full
        (so a restored snapshot has them too: the game's :attr:`DECK_RULES`)."""
        rules = cls.DECK_RULES
        return catalog if rules is None else rules.with_inline_decks(catalog, options.get("decks"))

    def fingerprint(self) -> dict[str, Any]:
        """What must be identical between two states that are 'the same game' (replay checks)."""
        return self.to_json()
