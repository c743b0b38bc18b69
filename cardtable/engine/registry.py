"""The game registry: every game by its stable id, loaded lazily.

The menu needs only each game's name, tagline and player counts, so a :class:`GameInfo` is cheap
metadata; the rules engine behind it (a :class:`GameImpl`) is imported on first use.

The engine imports no game: games register themselves as package entry points in the group
``cardtable.games`` (``pyproject.toml``: ``lux-nova = "cardtable.games.lux_nova:INFO"``), each
naming its ``GameInfo``. :func:`default_registry` collects them, in ``GameInfo.order``.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import inspect
from collections.abc import Callable, Mapping, Sequence
from importlib.metadata import entry_points
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardtable.engine.errors import SetupError, UnknownGameError

if TYPE_CHECKING:
    from cardtable.engine.bots import Bot
    from cardtable.engine.data import DataIssue
    from cardtable.engine.decklists import DeckRules
    from cardtable.engine.state import GameState


@dataclasses.dataclass(frozen=True, slots=True)
class Variant:
    """A rules variant a match can be started with."""

    id: str
    name: str
    description: str


@dataclasses.dataclass(frozen=True, slots=True)
class MatchSetting:
    """A match option of a game beside its variant (Lux Aeterna's Light deck): ``key`` in the
    options, the choices as (label, value) pairs, the first the default; the new-match dialog shows
    it, ``play`` and ``simulate`` take it as ``--<key>``."""

    key: str
    label: str
    choices: tuple[tuple[str, int], ...]
    help: str = ""

    @property
    def default(self) -> int:
        return self.choices[0][1]


@dataclasses.dataclass(frozen=True, slots=True)
class GameInfo:
    """Light metadata about a game; ``impl`` names the module whose ``IMPL`` is its engine."""

    id: str
    name: str
    tagline: str
    min_players: int
    max_players: int
    default_players: int
    variants: tuple[Variant, ...]
    impl: str
    screen: str = ""
    hidden_information: bool = True
    uses_decks: bool = False
    data_folder: str = ""
    learn: str = ""
    """Optional "module:Class" of a Learn screen; real games leave this and ``screen`` empty (the
    UI maps game ids to screens in ``cardtable.ui.game_screens``); test-only games may set them."""
    order: int = 100
    """Position in the menu (lower first)."""
    settings: tuple[MatchSetting, ...] = ()
    """Match options beside the variant (see :class:`MatchSetting`)."""

    @property
    def default_variant(self) -> str:
        return self.variants[0].id

    def variant(self, variant_id: str) -> Variant:
        for variant in self.variants:
            if variant.id == variant_id:
                return variant
        known = ", ".join(v.id for v in self.variants)
        raise SetupError(f"{self.name} has no variant '{variant_id}'; variants: {known}")

    def setting_options(self, given: Mapping[str, int | None]) -> dict[str, int]:
        """The match options of the settings given on the command line (``None``: not given),
        checked against :attr:`settings`; raises SetupError with the flag and what it takes."""
        found: dict[str, int] = {}
        known = {setting.key: setting for setting in self.settings}
        for key, value in given.items():
            if value is None:
                continue
            setting = known.get(key)
            if setting is None:
                raise SetupError(f"--{key}: {self.name} has no such option")
            allowed = [v for _label, v in setting.choices]
            if value not in allowed:
                words = ", ".join(str(v) for v in allowed[:-1]) + f" or {allowed[-1]}"
                raise SetupError(f"--{key} takes {words} for {self.name}, not {value}")
            found[key] = value
        return found

    def load(self) -> GameImpl:
        """Import and return the game's engine."""
        return _load_impl(self.impl)


@dataclasses.dataclass(frozen=True, slots=True)
class DeckCard:
    """One card of a deck as the deck viewer lists it: copies, name, a one-line summary ("3◆ Fire
    Summon 3/1/3") and the full text (rules text and keyword reminders)."""

    count: int
    name: str
    summary: str
    text: str


@dataclasses.dataclass(frozen=True, slots=True)
class DeckDetails:
    """A starter deck: its name, description and cards."""

    name: str
    description: str
    cards: tuple[DeckCard, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class GameImpl:
    """The engine of one game, as the shared layer (app, bots, simulator, saves) uses it."""

    state_class: type[GameState]
    new_game: Callable[[Sequence[str], int, Mapping[str, Any]], GameState]
    from_scenario: Callable[[Mapping[str, Any]], GameState]
    bots: Mapping[str, Callable[[], Bot]]
    invariants: Callable[[GameState], list[str]]
    validate_data: Callable[[Path], list[DataIssue]]
    deck_choices: Callable[[], list[tuple[str, str]]] | None = None
    deck_details: Callable[[str], DeckDetails] | None = None
    """A starter deck's description and cards, for the deck viewer (``None``: no viewer)."""
    progress: Callable[[GameState], tuple[float, ...]] | None = None
    """Per-seat numbers to chart over a match (points, Soul...); ``None``: no chart."""
    progress_label: str = "Score"
    progress_floor: float | None = None
    """The lowest value a player is shown (0 for a life total: Soul or life below it is shown as 0,
    with the overkill apart); ``None``: shown as it is."""
    cheap_invariants: Callable[[GameState], list[str]] | None = None
    """The game's own checks cheap enough for every action of a sampled simulation (``None``:
    ``invariants`` are cheap enough); ``invariants`` are the full checks."""
    cheap_invariants_cover_contract: bool = False
    """True if ``cheap_invariants`` also make the contract's cheap checks (the actor is a seat, a
    legal action exists unless the match is over), so the simulator runs them alone."""
    balance: Callable[[int, Mapping[str, Any]], Any] | None = None
    """Makes the game's own balance-report collector (players, options); see engine/tally.py."""
    deck_rules: Callable[[], DeckRules[Any]] | None = None
    """The game's deck-building rules (pool, leaders, starters, construction rules); ``None``: its
    decks cannot be built by players."""
    measure_bots: Mapping[str, Callable[[], Bot]] = dataclasses.field(default_factory=dict)
    """Bots for measurement only: ``simulate --bot`` takes them beside ``bots``, the new-match dialog
    and ``play`` do not offer them (Lux Aeterna's ``strong-fixed``: the strong seat thinking a fixed
    number of rollout rounds instead of a CPU budget, so a run repeats exactly)."""

    def bot_factory(self, name: str) -> Callable[[], Bot] | None:
        """The bot ``simulate`` may seat under ``name`` (a player's or a measurement bot), or ``None``."""
        return self.bots.get(name) or self.measure_bots.get(name)

    def simulation_bots(self) -> tuple[str, ...]:
        """Every bot name ``simulate`` takes: the players' bots, then the measurement ones."""
        return (*self.bots, *self.measure_bots)


@functools.cache
def _load_impl(module_path: str) -> GameImpl:
    module = importlib.import_module(module_path)
    impl = getattr(module, "IMPL", None)
    if not isinstance(impl, GameImpl):
        raise TypeError(f"{module_path} does not define IMPL = GameImpl(...)")
    return impl


class GameRegistry:
    """An immutable collection of games, by id, in menu order."""

    def __init__(self, games: Sequence[GameInfo]) -> None:
        self._games: dict[str, GameInfo] = {}
        for game in games:
            if game.id in self._games:
                raise ValueError(f"game id '{game.id}' registered twice")
            self._games[game.id] = game

    def ids(self) -> tuple[str, ...]:
        return tuple(self._games)

    def all(self) -> tuple[GameInfo, ...]:
        return tuple(self._games.values())

    def get(self, game_id: str) -> GameInfo:
        try:
            return self._games[game_id]
        except KeyError:
            raise UnknownGameError(game_id, self.ids()) from None

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._games

    def new_game(
        self,
        game_id: str,
        players: Sequence[str],
        seed: int,
        options: Mapping[str, Any] | None = None,
        *,
        log: bool = True,
    ) -> GameState:
        """A fresh state, fully determined by its arguments; ``log=False``: with its event log off
        from the start (no setup event is built when the game's constructor takes ``log``)."""
        info = self.get(game_id)
        options = dict(options or {})
        if not info.min_players <= len(players) <= info.max_players:
            if info.min_players == info.max_players:
                wanted = f"exactly {info.min_players}"
            else:
                wanted = f"{info.min_players} to {info.max_players}"
            raise SetupError(f"{info.name} needs {wanted} players, not {len(players)}")
        for name in players:
            if not name.strip():
                raise SetupError("every player needs a name")
        options.setdefault("variant", info.default_variant)
        info.variant(options["variant"])
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise SetupError(f"the seed must be a whole number of 0 or more, not {seed!r}")
        factory = info.load().new_game
        if log:
            return factory(players, seed, options)
        if _takes_log(factory):
            return factory(players, seed, options, log=False)  # type: ignore[call-arg]
        state = factory(players, seed, options)
        state.set_logging(False)
        return state


@functools.cache
def _takes_log(factory: Callable[..., Any]) -> bool:
    """Whether a game's ``new_game`` accepts ``log`` (its state can start with the log off)."""
    try:
        return "log" in inspect.signature(factory).parameters
    except (TypeError, ValueError):
        return False


ENTRY_POINT_GROUP = "cardtable.games"


@functools.cache
def registered_games() -> tuple[GameInfo, ...]:
    """Every game registered as an entry point of :data:`ENTRY_POINT_GROUP`, in menu order."""
    games: list[GameInfo] = []
    for point in entry_points(group=ENTRY_POINT_GROUP):
        info = point.load()
        if not isinstance(info, GameInfo):
            raise TypeError(f"entry point {point.name} = {point.value} is not a GameInfo")
        games.append(info)
    if not games:
        raise SetupError(
            "no games are registered: the package metadata is stale; run `make setup` "
            "(or `pip install -e .`) again"
        )
    return tuple(sorted(games, key=lambda info: (info.order, info.id)))


def default_registry() -> GameRegistry:
    """The installed games (only real, playable games), found through their entry points."""
    return GameRegistry(registered_games())


def new_game(
    game_id: str, players: Sequence[str], seed: int, options: Mapping[str, Any] | None = None
) -> GameState:
    """Start a built-in game: ``new_game("lux-nova", ["Ana", "Bo"], 7, {"variant": "basic"})``."""
    return default_registry().new_game(game_id, players, seed, options)
