"""Asking ahead: one visit of a seat settles its next decision when only a pass of the other seat
lies between them. Pure functions over a game state; no Textual.

Hot-seat play hands the keyboard over each time the other person must decide. Often a seat's
decision is followed by the other seat's window (where it may answer, so it is asked) and then, if
the other seat only passes, by this seat's next decision in the same step: the defender blocks,
the attacker may answer, the defender may add blockers or play a fast card; the defender passes
in the window of an attack, the attacker may answer, the defender chooses how to defend. That is
four curtains for one combat.

When the table foresees such a line, the screen asks the seat's next decision *now*, in the same
visit, as a question of its own ("if Ana only passes: ..."), with "ask me then" among the answers.
The answer is a :class:`Plan`: the line foreseen (every action from now to that decision, the
other seat's pass included) and the action chosen. The table carries the plan out only when that
exact line happened (so the game is in the very state the seat answered for: same decision, same
options); any other action, an undo, or a new match drops it, and the seat is asked as its
settings say. The engine sees the same actions in the same order as if the seat had been asked
then: nothing about the rules changes, and no window is skipped that the seat did not answer
itself.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any

from cardtable.engine.actions import Action

ASK_THEN = "ask-then"
"""The answer that keeps the decision for later (the seat is asked when it comes)."""
STEP_LIMIT = 40
"""Actions a foreseen line may take (a combat step takes a handful)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Foreseen:
    """The line from a seat's decision to its next one, the other seat only passing.

    ``line``: the actions after the decision (automatic steps and the other seat's passes);
    ``state``: a copy of the game at the seat's next decision (its legal actions are the options
    the seat will have if the line happens)."""

    seat: int
    start: int
    """The length of the history before the seat's decision."""
    decision: Action
    line: tuple[Action, ...]
    state: Any


@dataclasses.dataclass(frozen=True, slots=True)
class Plan:
    """A seat's answer, given ahead, to its decision at the end of a foreseen line."""

    seat: int
    start: int
    actions: tuple[Action, ...]
    """The seat's decision, then the foreseen line: the history from ``start`` must be exactly this."""
    answer: Action
    earlier: tuple[int, ...] = ()
    """Positions in ``actions`` of the seat's own earlier answers on the line (a chain of passes,
    :func:`then_pass`): each is carried out when the history is exactly the line before it."""


def foresee(
    state: Any,
    seat: int,
    decision: Action,
    automatic: Callable[[Any], Action | None],
) -> Foreseen | None:
    """The line after ``seat`` takes ``decision`` in ``state``, if the other seat is asked once
    on it and passes, and ``seat`` decides next with more than one legal action; else None (no
    curtain to save, or more than one decision of the other seat between). ``automatic``: the
    table's steps taken without asking (each seat's stops and auto-pass, as on the screen)."""
    if state.is_over or state.to_act != seat:
        return None
    trial = state.copy()
    trial.set_logging(False)
    start = len(trial.history)
    trial.apply(decision)
    other_asked = False
    for _ in range(STEP_LIMIT):
        if trial.is_over or trial.decision is None:
            return None
        step = automatic(trial)
        if step is not None:
            trial.apply(step)
            continue
        if trial.to_act == seat:
            if not other_asked or len(trial.legal_actions()) < 2:
                return None
            line = tuple(trial.history[start + 1 :])
            return Foreseen(seat, start, decision, line, trial)
        if trial.decision.kind != "priority" or other_asked:
            return None  # more than one pass of the other seat: not "only a pass" between
        passing = next((a for a in trial.legal_actions() if a.KIND == "pass"), None)
        if passing is None:
            return None
        other_asked = True
        trial.apply(passing)
    return None


def plan(foreseen: Foreseen, answer: Action) -> Plan:
    """The plan of answering ``answer`` at the end of ``foreseen`` (one of its legal actions)."""
    if answer not in foreseen.state.legal_actions():
        raise ValueError(f"{answer} is not an option at the foreseen decision")
    return Plan(foreseen.seat, foreseen.start, (foreseen.decision, *foreseen.line), answer)


def then_pass_after(foreseen: Foreseen, answer: Action, automatic: Callable[[Any], Action | None]) -> Plan:
    """The plan of answering ``answer`` at the end of ``foreseen``, then passing at the seat's
    next decisions in that step while the other seat only passes (:func:`then_pass`): "then
    block with the unit just cast", and pass as "Pass then" does. Any other action drops it."""
    first = plan(foreseen, answer)
    passes = then_pass(foreseen.state, foreseen.seat, answer, automatic)
    if passes is None:
        return first  # no decision of the seat's after it in this step: the answer alone
    at = len(first.actions)
    later = passes.plan
    return Plan(
        foreseen.seat,
        foreseen.start,
        (*first.actions, *later.actions),
        later.answer,
        (at, *(at + p for p in later.earlier)),
    )


def carried_out(plans: Mapping[int, Plan], state: Any) -> Action | None:
    """The planned answer of the seat to act, if the game followed its plan's line exactly (then
    the state is the one the seat answered for); else None."""
    seat = state.to_act
    chosen = plans.get(seat) if seat is not None else None
    if chosen is None or state.is_over:
        return None
    history = state.history
    done = len(history) - chosen.start
    if done == len(chosen.actions):
        answer = chosen.answer
    elif done in chosen.earlier:
        answer = chosen.actions[done]
    else:
        return None
    if tuple(history[chosen.start :]) != chosen.actions[:done]:
        return None
    return answer


def on_line(chosen: Plan, state: Any) -> bool:
    """Whether the game is on ``chosen``'s line: what has happened since its start is the line so
    far, or the whole line and more (a plan carried out is kept, so that an Undo back into its
    line finds it again; a new plan of the seat replaces it). An Undo to before the line, or any
    other action on it, leaves it for good."""
    history = state.history
    done = len(history) - chosen.start
    if done < 0:
        return False
    seen = min(done, len(chosen.actions))
    return tuple(history[chosen.start : chosen.start + seen]) == chosen.actions[:seen]


@dataclasses.dataclass(frozen=True, slots=True)
class Question:
    """What a screen asks ahead: a title, a line of context and the answers it offers (each a
    label and one of the legal actions at the foreseen decision, or a plan); "ask me then" is
    added by the screen."""

    title: str
    text: Any
    answers: tuple[tuple[Any, Action | Plan], ...]
    """Each a label and one of the legal actions at the foreseen decision, or a whole plan
    (an answer followed by later ones, :func:`then_pass_after`)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Passes:
    """ "Play it, then pass": the seat's passes to the end of the turn, foreseen with the other
    seat only passing. ``plan`` holds them (``earlier``: the first ones); ``states``: a copy of
    the game at each of them (what the seat would face there)."""

    plan: Plan
    states: tuple[Any, ...]


def then_pass(
    state: Any,
    seat: int,
    decision: Action,
    automatic: Callable[[Any], Action | None],
    until: Callable[[Any], bool] | None = None,
) -> Passes | None:
    """The plan of ``seat`` passing at each of its decisions after ``decision`` while the other
    seat only passes (each decision of either a priority one with a pass among its options);
    None when the seat has no such decision. The line stops at the first decision that is not
    priority, at the end of the turn, and at the first position where ``until`` holds (after an
    attack: the end of that combat); without ``until``, at the first decision of the seat in
    another step than the one the key was pressed in (a pass key never ends a step other than
    the one shown: playtest17, ``P`` on a card in Main Phase 1 gave up Combat). Later steps in
    which the table passes for the seat anyway (no plays, not one of its stops) are walked
    through. The plan covers the seat's passes up to where the line stops."""
    if state.is_over or state.to_act != seat:
        return None
    trial = state.copy()
    trial.set_logging(False)
    start, turn = len(trial.history), trial.turn
    shown = trial.moment()
    trial.apply(decision)
    positions: list[int] = []
    states: list[Any] = []
    for _ in range(STEP_LIMIT):
        if trial.is_over or trial.decision is None or trial.turn != turn:
            break
        if until is not None and until(trial):
            break
        step = automatic(trial)
        if step is None:
            if trial.decision.kind != "priority":
                break
            step = next((a for a in trial.legal_actions() if a.KIND == "pass"), None)
            if step is None:
                break
            if trial.to_act == seat:
                if until is None and trial.moment() != shown:
                    break  # the seat's own decision in a later step: asked there, not passed
                positions.append(len(trial.history) - start)
                states.append(trial.copy())
        trial.apply(step)
    if not positions:
        return None
    line = (decision, *trial.history[start + 1 : start + positions[-1]])
    last = trial.history[start + positions[-1]]
    return Passes(Plan(seat, start, line, last, tuple(positions[:-1])), tuple(states))


def passed_through(state: Any, automatic: Callable[[Any], Action | None]) -> Any | None:
    """If the seat to act passes: the position where the table then passes for the other seat
    (a plan it gave ahead, its pass for the turn, its stops or auto-pass: ``automatic``), so that
    the pass does what the other seat's pass does there; None when the other seat would be asked
    (or the pass ends the step itself). The bar and the curtain say what the pass will do."""
    seat = state.to_act
    if state.is_over or seat is None or state.decision is None or state.decision.kind != "priority":
        return None
    passing = next((a for a in state.legal_actions() if a.KIND == "pass"), None)
    if passing is None:
        return None
    trial = state.copy()
    trial.set_logging(False)
    trial.apply(passing)
    if trial.is_over or trial.decision is None or trial.to_act in (None, seat):
        return None
    if trial.decision.kind != "priority":
        return None
    step = automatic(trial)
    return trial if step is not None and step.KIND == "pass" else None


def hands_over(
    state: Any, automatic: Callable[[Any], Action | None], is_human: Callable[[int | None], bool]
) -> bool:
    """If the seat to act passes now: whether the next decision anybody is asked for, after the
    steps the table takes by itself (``automatic``, for a person's seat), is another seat's. Undo
    never goes back past that decision, so such a pass cannot be taken back."""
    seat = state.to_act
    passing = next((a for a in state.legal_actions() if a.KIND == "pass"), None)
    if seat is None or passing is None:
        return False
    trial = state.copy()
    trial.set_logging(False)
    trial.apply(passing)
    for _ in range(STEP_LIMIT):
        if trial.is_over:
            return True
        step = automatic(trial) if is_human(trial.to_act) else None
        if step is None:
            return trial.to_act != seat
        trial.apply(step)
    return False
