"""Scenario files: a position described in YAML (see docs/scenarios.md).

Every scenario file names its game at the top (``game: lux-nova``); the rest is read by that
game's ``from_scenario``. A match started from a scenario records the scenario itself as its
setup, so it saves, replays and undoes like any other match.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from cardtable.engine.data import DataError, load_document, too_deep
from cardtable.engine.errors import CardtableError, ScenarioError
from cardtable.engine.registry import GameRegistry
from cardtable.engine.seeds import MAX_SEED
from cardtable.engine.state import GameState


def read_scenario(path: Path) -> dict[str, Any]:
    """Parse a scenario file into a mapping; raises ScenarioError with the file name."""
    try:
        doc = load_document(path)
    except DataError as error:
        raise ScenarioError(str(error)) from None
    if not isinstance(doc.content, dict) or "game" not in doc.content:
        raise ScenarioError(f"{doc.name}: a scenario is a mapping that starts with 'game: <id>'")
    return doc.content


def scenario_state(data: Mapping[str, Any], registry: GameRegistry, source: Path | None = None) -> GameState:
    """Build the position a scenario mapping describes (each game checks its own invariants on
    it); any failure is a ScenarioError (naming ``source``, the file, when given)."""
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise ScenarioError("a scenario names its game: 'game: <id>'")
    impl = registry.get(game_id).load()
    return build_scenario(impl.from_scenario, data, source)


def build_scenario(
    build: Callable[[Mapping[str, Any]], GameState], data: Mapping[str, Any], source: Path | None = None
) -> GameState:
    """Run a game's ``from_scenario``, turning any unexpected failure into a ScenarioError; with
    ``source`` (the file it was read from) every refusal starts with the file's name."""
    if source is None:
        return _build(build, data)
    try:
        return _build(build, data)
    except CardtableError as error:
        raise ScenarioError(f"{source}: {error}") from None


def _build(build: Callable[[Mapping[str, Any]], GameState], data: Mapping[str, Any]) -> GameState:
    if too_deep(data) is not None:
        raise ScenarioError("the scenario's values nest too deeply")
    try:
        state = build(data)
        problem = setup_problem(state)
        if problem:
            raise ScenarioError(problem)
        return state
    except CardtableError:
        raise
    except (
        TypeError,
        ValueError,
        KeyError,
        IndexError,
        AttributeError,
        RecursionError,
        OverflowError,
    ) as error:
        raise ScenarioError(
            f"the scenario cannot be set up ({type(error).__name__}: {str(error)[:100]})"
        ) from None


def load_scenario(path: Path, registry: GameRegistry) -> GameState:
    """Read a scenario file and build its position."""
    return scenario_state(read_scenario(path), registry, path)


def setup_problem(state: GameState) -> str | None:
    """What every game's scenario must give, as a new match would (checked on the position
    built, so each game's reader need not repeat it): a seed from 0 to ``MAX_SEED`` and players
    with names, each a different one. A refusal names the field."""
    seed = state.seed
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        return f"seed: {str(seed)[:30]} is not a seed (a whole number from 0 to {MAX_SEED})"
    return players_problem(state.players)


def players_problem(players: Sequence[object]) -> str | None:
    """Why ``players`` are not the names of a match (each a text, each a different one), or None;
    a reader that writes names into its opening lines checks them first with this."""
    for seat, name in enumerate(players):
        if not isinstance(name, str) or not name.strip():
            return f"players[{seat}]: every player needs a name (a text), not {str(name)[:30]!r}"
    for seat, name in enumerate(players):
        if name in players[:seat]:
            return f"players[{seat}]: every player needs a different name ({str(name)[:30]!r} twice)"
    return None


S = TypeVar("S", bound=BaseModel)


class SpecModel(BaseModel):
    """A part of a scenario read by a pydantic model: a key it does not know is an error."""

    model_config = ConfigDict(extra="forbid")


class TwoSeatSpec(SpecModel):
    """The keys of a two-player scenario besides the game's own: the players, the seed, the title
    and description of the scenario list, the turn number, the seat whose turn it is and the seat
    that took the first turn."""

    players: list[str] = Field(default_factory=lambda: ["Ana", "Bo"], min_length=2, max_length=2)
    seed: int = 0
    title: str = ""
    description: str = ""
    turn: int = Field(default=1, ge=1)
    active: Literal[0, 1] = 0
    first: Literal[0, 1] | None = None

    @property
    def first_seat(self) -> int:
        """``first``, or the seat the turn number gives (the active seat on an odd turn)."""
        if self.first is not None:
            return self.first
        return self.active if self.turn % 2 == 1 else 1 - self.active


def read_spec(model: type[S], data: Mapping[str, Any], game: str) -> S:
    """``data`` read by ``model``; a ScenarioError names the first key at fault
    (``luminous scenario: sides.0.life: ...``)."""
    try:
        return model.model_validate(dict(data))
    except ValidationError as error:
        path, message = spec_fault(error, data)
        where = ".".join(str(part) for part in path)
        raise ScenarioError(f"{game} scenario: {where}: {message}") from None


def spec_fault(error: ValidationError, data: Any) -> tuple[list[str | int], str]:
    """The key path and message of the error that names the key at fault: the deepest (a value
    that may be a card id or a mapping is faulted as the mapping), without the names pydantic
    gives a union's branches (``str``, ``CardSpec``): a part of the path that is no key or
    index of the data where it stands is such a name, unless it is the last and the data there
    is a mapping or list (then it is the key that is missing)."""
    worst = max(error.errors(), key=lambda found: len(found["loc"]))
    loc = worst["loc"]
    path: list[str | int] = []
    here = data
    for at, part in enumerate(loc):
        if isinstance(here, Mapping) and part in here:
            here = here[part]
        elif isinstance(here, list) and isinstance(part, int) and 0 <= part < len(here):
            here = here[part]
        elif at < len(loc) - 1 or not isinstance(here, (Mapping, list)):
            continue  # a union's branch name: the key the error names comes after it, or is above it
        path.append(part)
    return path, worst["msg"]
