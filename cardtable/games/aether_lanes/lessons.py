"""Watch & Learn lessons: models, loading and playing them on the real engine.

A lesson (``data/aether_lanes/lessons/NN-name.yaml``, format in docs/data/aether-lanes-lessons.md)
is a scenario, a scripted list of steps (a narration line, at most one real action, the board
highlights) and optionally a closing goal the learner must reach by playing. The learner is seat
0; ``me``/``foe`` in a lesson always mean seat 0/seat 1. Step ``k`` shows the position after the
actions of steps ``0..k``. Actions go through the engine's public API (``legal_actions``,
``apply``, ``view``), so a lesson can never show an illegal play.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, ValidationError, model_validator

from cardtable.engine.actions import Action
from cardtable.engine.data import DataError, DataIssue, DataModel, SourceDoc, load_document, validation_issues
from cardtable.engine.errors import CardtableError, IllegalActionError
from cardtable.engine.state import GameState
from cardtable.games.aether_lanes.actions import CODEC, EndTurn
from cardtable.games.aether_lanes.elements import LANES
from cardtable.games.aether_lanes.scenario import from_scenario
from cardtable.games.aether_lanes.state import AetherState

LEARNER = 0
LaneRef = Literal[
    "me:aggressive", "me:balanced", "me:defensive", "foe:aggressive", "foe:balanced", "foe:defensive"
]
Kind = Literal["keep", "mulligan", "summon", "cast", "decree", "sigil", "maneuver", "end"]


class LessonError(CardtableError):
    """A lesson that cannot be played as written (an action the position does not allow...)."""


class Do(DataModel):
    """One real action: card ids name a copy in the hand of the side to act; ``target`` is
    ``me``/``foe`` (a player) or a lane reference such as ``foe:balanced`` (the unit on top)."""

    kind: Kind
    card: str | None = None
    lane: Literal["aggressive", "balanced", "defensive"] | None = None
    target: Literal["me", "foe"] | LaneRef | None = None
    tithe: int = Field(default=0, ge=0, le=10)
    source: Literal["aggressive", "balanced", "defensive"] | None = None
    dest: Literal["aggressive", "balanced", "defensive"] | None = None

    @model_validator(mode="after")
    def _shape(self) -> Do:
        needs_card = self.kind in ("summon", "cast", "decree", "sigil")
        if needs_card != (self.card is not None):
            raise ValueError(f"'{self.kind}' {'needs' if needs_card else 'takes no'} 'card'")
        if (self.kind == "summon") != (self.lane is not None):
            raise ValueError("'lane' goes with (and only with) 'summon'")
        if (self.kind == "maneuver") != (self.source is not None and self.dest is not None):
            raise ValueError("'source' and 'dest' go with (and only with) 'maneuver'")
        return self


class Show(DataModel):
    """What the board highlights at a step."""

    lanes: list[LaneRef] = []
    card: str | None = None
    """A card id in the learner's hand to select."""
    forecast: bool = False
    """Point at the forecast: the End button's Soul damage and the KILL badges."""
    kill: LaneRef | None = None
    """A lane whose unit carries a KILL badge at this step (checked by the tests)."""


class Step(DataModel):
    say: str = Field(min_length=1, max_length=240)
    do: Do | None = None
    show: Show = Show()


class WinWhen(DataModel):
    """The goal's conditions, all of which must hold (checked after each of the learner's actions
    and after the learner's turn ends)."""

    destroyed: list[str] = []
    """Card ids none of which may stand on the foe's lanes (on top or buried)."""
    foe_soul_at_most: int | None = None
    foe_units_at_most: int | None = None
    my_units_at_least: int | None = None
    my_stacks_at_least: int | None = None
    my_shelter_at_least: int | None = None
    """Lanes of the learner's with a unit buried beneath the top one (Eclipses)."""
    my_lanes: dict[Literal["aggressive", "balanced", "defensive"], str] = {}
    """The card that must stand on top of each named lane of the learner's."""
    win: bool = False
    at_turn_end: bool = False
    """Checked only once the learner's turn is over (for goals about the End phase)."""

    @model_validator(mode="after")
    def _some(self) -> WinWhen:
        if not (
            self.destroyed
            or self.win
            or self.foe_soul_at_most is not None
            or self.foe_units_at_most is not None
            or self.my_units_at_least is not None
            or self.my_stacks_at_least is not None
            or self.my_lanes
            or self.my_shelter_at_least is not None
        ):
            raise ValueError("a goal needs at least one condition")
        return self


class Goal(DataModel):
    say: str = Field(min_length=1, max_length=240)
    hint: str = Field(min_length=1, max_length=240)
    win_when: WinWhen
    done: str = Field(default="Well played!", max_length=240)


class Lesson(DataModel):
    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")
    number: int = Field(ge=1, le=99)
    title: str = Field(min_length=1, max_length=40)
    rules: list[str] = []
    """Rulebook topics the lesson teaches (ids in docs/rules/aether-lanes-lessons.md)."""
    keywords: list[str] = []
    """Keyword ids the lesson teaches."""
    scenario: dict[str, Any]
    steps: list[Step] = Field(min_length=1)
    goal: Goal | None = None


class LessonFile(DataModel):
    lesson: Lesson


def lessons_folder() -> Path:
    from cardtable.games.aether_lanes.catalog import default_folder

    return default_folder() / "lessons"


def read_lessons(folder: Path | None = None) -> tuple[list[Lesson], list[DataIssue]]:
    """Every lesson of ``folder`` in number order, and the problems found (file, line, field)."""
    folder = folder or lessons_folder()
    lessons: list[Lesson] = []
    issues: list[DataIssue] = []
    for path in sorted(folder.glob("*.yaml")):
        try:
            doc = load_document(path)
        except DataError as error:
            issues.extend(error.issues)
            continue
        try:
            lesson = LessonFile.model_validate(doc.content).lesson
        except ValidationError as error:
            name = doc.content.get("lesson", {}).get("id") if isinstance(doc.content, dict) else None
            issues.extend(validation_issues(error, doc, (), str(name) if name else None))
            continue
        issues.extend(_check(lesson, doc))
        lessons.append(lesson)
    numbers = [lesson.number for lesson in lessons]
    if numbers and sorted(numbers) != list(range(1, len(numbers) + 1)):
        issues.append(
            DataIssue(
                str(folder), f"lesson numbers must run 1..{len(numbers)} without gaps: {sorted(numbers)}"
            )
        )
    lessons.sort(key=lambda lesson: lesson.number)
    return lessons, issues


def _check(lesson: Lesson, doc: SourceDoc) -> list[DataIssue]:
    """Cross-checks: the scenario builds, every card and keyword named exists."""
    from cardtable.games.aether_lanes.catalog import load_catalog

    catalog = load_catalog()
    issues = []
    try:
        start(lesson)
    except CardtableError as error:
        issues.append(doc.issue(f"scenario: {error}", ("lesson", "scenario"), lesson.id, "scenario"))
    for keyword in lesson.keywords:
        if keyword not in catalog.keywords:
            issues.append(
                doc.issue(f"unknown keyword '{keyword}'", ("lesson", "keywords"), lesson.id, "keywords")
            )
    named = [s.do.card for s in lesson.steps if s.do and s.do.card] + [
        s.show.card for s in lesson.steps if s.show.card
    ]
    if lesson.goal:
        named += lesson.goal.win_when.destroyed + list(lesson.goal.win_when.my_lanes.values())
    for card in named:
        if card not in catalog.cards:
            issues.append(doc.issue(f"unknown card '{card}'", ("lesson", "steps"), lesson.id, "card"))
    return issues


@functools.lru_cache(maxsize=1)
def _cached(folder: str) -> tuple[Lesson, ...]:
    lessons, issues = read_lessons(Path(folder))
    if issues:
        raise DataError(issues)
    return tuple(lessons)


def load_lessons(folder: Path | None = None) -> tuple[Lesson, ...]:
    """The valid lessons in number order; raises DataError listing every problem."""
    return _cached(str(folder or lessons_folder()))


# ----- playing a lesson --------------------------------------------------------------------


def start(lesson: Lesson) -> AetherState:
    """The lesson's opening position."""
    data = {"game": "aether-lanes", "players": ["Apprentice", "Tutor"], **lesson.scenario}
    return from_scenario(data)


def _seat(ref: str) -> int:
    return LEARNER if ref.startswith("me") else 1 - LEARNER


def unit_at(state: GameState, ref: str) -> str | None:
    """The instance id of the unit on top of the lane ``ref`` (``foe:balanced``), if any."""
    who, _, lane = ref.partition(":")
    unit = state.view(None)["sides"][_seat(who)]["lanes"][LANES.index(lane)]
    return None if unit is None else unit["id"]


def resolve(state: GameState, do: Do) -> Action:
    """The engine action ``do`` stands for in ``state`` (for the side to act)."""
    seat = state.to_act
    if seat is None:
        raise LessonError("the duel is over: nothing more can be played")
    data: dict[str, Any] = {"kind": do.kind}
    if do.card is not None:
        hand = state.view(seat)["sides"][seat].get("hand", [])
        copy = next((iid for iid, card in hand if card == do.card), None)
        if copy is None:
            raise LessonError(f"{state.name(seat)} holds no '{do.card}'")
        data["card"] = copy
    if do.lane is not None:
        data["lane"] = do.lane
    if do.target is not None:
        if do.target in ("me", "foe"):
            data["target"] = f"p{_seat(do.target)}"
        else:
            unit = unit_at(state, do.target)
            if unit is None:
                raise LessonError(f"no unit stands at {do.target}")
            data["target"] = unit
    if do.tithe:
        data["tithe"] = do.tithe
    if do.kind == "maneuver":
        data["source"], data["dest"] = do.source, do.dest
    return CODEC.from_json(data)


def play_step(state: AetherState, step: Step) -> list[Any]:
    """Apply a step's action (if any) to ``state``; returns the events. Raises LessonError."""
    if step.do is None:
        return []
    action = resolve(state, step.do)
    try:
        return state.apply(action)
    except IllegalActionError as error:
        raise LessonError(f"{action}: {error.reason}") from None


def state_at(lesson: Lesson, index: int) -> AetherState:
    """The position shown at step ``index`` (after the actions of steps 0..index)."""
    state = start(lesson)
    for step in lesson.steps[: index + 1]:
        play_step(state, step)
    return state


def goal_met(state: GameState, goal: Goal) -> bool:
    """True when every condition of the goal holds in ``state``."""
    want = goal.win_when
    if want.at_turn_end and not goal_over(state):
        return False
    public = state.view(None)["sides"]
    foe, me = public[1 - LEARNER], public[LEARNER]
    if want.win:
        outcome = state.outcome
        if outcome is None or LEARNER not in outcome.winners:
            return False
    if want.foe_soul_at_most is not None and foe["soul"] > want.foe_soul_at_most:
        return False
    foe_units = [u for u in foe["lanes"] if u is not None]
    if want.foe_units_at_most is not None and len(foe_units) > want.foe_units_at_most:
        return False
    if (
        want.my_units_at_least is not None
        and sum(u is not None for u in me["lanes"]) < want.my_units_at_least
    ):
        return False
    if (
        want.my_stacks_at_least is not None
        and sum(u is not None and u.get("buried") is not None for u in me["lanes"]) < want.my_stacks_at_least
    ):
        return False
    if want.my_shelter_at_least is not None and me["shelter"] < want.my_shelter_at_least:
        return False
    for lane, card in want.my_lanes.items():
        unit = me["lanes"][LANES.index(lane)]
        if unit is None or unit["card"] != card:
            return False
    standing = set()
    for unit in foe_units:
        while unit is not None:
            standing.add(unit["card"])
            unit = unit.get("buried")
    return not standing.intersection(want.destroyed)


def goal_over(state: GameState) -> bool:
    """True once the learner's goal turn is over (the turn passed or the duel ended)."""
    return state.is_over or state.to_act != LEARNER


def winning_line(lesson: Lesson, max_actions: int = 6, budget: int = 20000) -> list[Action] | None:
    """A sequence of the learner's actions from the end of the script that reaches the goal
    (depth-first over the legal actions, ending the turn last); None if none is found."""
    goal = lesson.goal
    if goal is None:
        return []
    return _search(state_at(lesson, len(lesson.steps) - 1), goal, max_actions, budget)[0]


def goal_reachable(state: AetherState, goal: Goal, max_actions: int = 6, budget: int = 4000) -> bool:
    """False only when no line of at most ``max_actions`` of the learner's actions from ``state``
    reaches the goal (searched to the end within ``budget`` tries); a search cut short by the
    budget counts as reachable, so a goal is never called lost by mistake."""
    if goal_met(state, goal):
        return True
    if goal_over(state):
        return False
    line, exhausted = _search(state, goal, max_actions, budget)
    return line is not None or exhausted


def _search(root: AetherState, goal: Goal, max_actions: int, budget: int) -> tuple[list[Action] | None, bool]:
    """(a winning line or None, whether the budget ran out first)."""
    tried = 0

    def search(state: AetherState, line: list[Action]) -> list[Action] | None:
        nonlocal tried
        if goal_met(state, goal):
            return line
        if goal_over(state) or len(line) >= max_actions or tried > budget:
            return None
        actions = state.legal_actions()
        actions.sort(key=lambda a: isinstance(a, EndTurn))
        for action in actions:
            if action.to_json()["kind"] == "concede":
                continue
            tried += 1
            trial = state.copy()
            trial.set_logging(False)
            trial.apply(action)
            found = search(trial, [*line, action])
            if found is not None:
                return found
        return None

    found = search(root, [])
    return found, tried > budget


def expected_action(state: AetherState, step: Step) -> Action | None:
    """The learner's action a step asks for (None: the step has no action, or it is the
    Tutor's, which the script plays itself)."""
    if step.do is None or state.to_act != LEARNER:
        return None
    return resolve(state, step.do)
