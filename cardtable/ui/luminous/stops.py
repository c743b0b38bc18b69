"""Stops: the priority windows where a Luminous player is asked. Pure functions over a Luminous
state; no Textual.

A player holding priority is in one of these windows:

* ``my-main``: their own Main phase outside combat (always asked: the turn is theirs);
* ``my-combat``: their own Combat Phase, after the defender blocked or passed;
* ``attacked``: they are the defender in a block/effect step;
* ``foe-main``: the opponent has just acted in their Main phase;
* ``foe-main-end``: the opponent passed in their Main phase (passing now ends it); also a
  ``foe-main`` window after which the opponent can only pass (and is passed for), since
  passing there ends their Main phase just the same.

Each seat chooses how it is asked (:mod:`cardtable.ui.seat_stops`, RULINGS "Stops belong to each
seat"): by default whenever it holds a legal answer (a fast card it can pay for, an ability with a
legal target) in any of these windows, and passed for when passing is all it can do (if the
auto-pass setting allows it: "always ask" asks there too); or only when it can play a fast card
or block (an ability alone, a Bloom or a Pivot do not ask: "cards" mode); or, for
privacy, only at the windows it chose as stops, whatever its hand (elsewhere the table passes
for it, so a curtain tells the other player nothing). A defender who could block is always
asked. Every other decision (mulligan, trigger order, damage split, discard) is asked unless it
has a single answer and auto-pass is on; a damage split whose every choice comes to the same
(one point among identical blockers) is settled without a question, whatever the setting.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from cardtable.engine.actions import Action
from cardtable.engine.lookahead import trial
from cardtable.games.luminous.api import answers_that_matter, priority_window, settled_split
from cardtable.ui.handoff import automatic_action as shared_automatic_action
from cardtable.ui.seat_stops import SeatStops
from cardtable.ui.table import ahead

WINDOWS: tuple[tuple[str, str], ...] = (
    ("my-combat", "My Combat Phase, after the defender blocked or passed (my fast tricks)"),
    ("attacked", "When I am attacked (fast cards before damage; blocking is always asked)"),
    ("foe-main", "After each action of the opponent in their Main phase"),
    (
        "foe-main-end",
        "When the opponent passes in their Main phase (last chance in their turn; if the game "
        "passed for you after their last action, their pass ends it at once: stop after each "
        "action to be sure)",
    ),
)
"""The windows a player may stop at or skip (``my-main`` is always a stop)."""
DEFAULT_STOPS = "my-combat,attacked,foe-main-end"
"""The stops offered first to a seat that turns to the privacy mode."""
DEFAULT = SeatStops()
"""A seat that chose nothing: asked whenever it can answer."""


def parse(stops: str) -> frozenset[str]:
    known = {key for key, _ in WINDOWS}
    return frozenset(part.strip() for part in stops.split(",") if part.strip() in known)


def window(state: Any) -> str | None:
    """The priority window the seat to act is in, or ``None`` for a decision that is not
    priority (or a finished match): the engine's :func:`api.priority_window`."""
    return priority_window(state)


def automatic_action(
    state: Any, auto_pass: bool, seats: Mapping[int, SeatStops] | None = None
) -> Action | None:
    """The action the screen takes for the person to act without asking, or None (``seats``:
    each seat's choice; a seat not in it is asked whenever it can answer)."""
    if state.is_over:
        return None
    where = window(state)
    if where is None and (settled := settled_split(state)) is not None:
        return settled  # every split of the damage comes to the same: no question
    if where is None or where == "my-main":
        return shared_automatic_action(state, auto_pass)
    choice = (seats or {}).get(state.decision.seat, DEFAULT)
    legal = state.legal_actions()
    if any(a.KIND == "block" for a in legal):
        return None
    passing = next((a for a in legal if a.KIND == "pass"), None)
    if not choice.at_stops_only:
        if choice.asks_for(a.KIND for a in answers_that_matter(state)) or not auto_pass:
            return None  # an answer to weigh, or "always ask" (RULINGS: auto-pass is a setting)
        return passing
    if where == "foe-main" and "foe-main-end" in choice.stops and _last_chance(state, auto_pass):
        where = "foe-main-end"
    return None if where in choice.stops else passing


ORB_CHOICES = frozenset({"orb", "bloom", "pivot"})
"""The turn's orb play: an orb, a Luminous Bloom or a Pivot."""


def orb_ends_turn(state: Any, action: Action, auto_pass: bool) -> bool:
    """Whether ``action``, the turn's orb play in the seat's own Main phase, leaves passing as all
    the seat can do, so that the table passes for it at once (RULINGS: auto-pass, allowed by
    default) and its turn ends with the orb. The screen confirms such an orb before it is played:
    once the turn has ended, the other seat's draw stands between it and any Undo (issue 25 item
    11: a wrong orb colour could not be taken back)."""
    if action.KIND not in ORB_CHOICES or window(state) != "my-main":
        return False
    after = trial(state, action)
    if after.is_over or window(after) != "my-main":
        return False
    follow = shared_automatic_action(after, auto_pass)
    return follow is not None and follow.KIND == "pass"


TURN_PASS_WINDOWS = frozenset({"foe-main", "foe-main-end"})
"""The windows a seat's "pass for the turn" covers (:mod:`cardtable.ui.table.turn_pass`): answers
to the other player's Main-phase plays, never an attack on the seat."""


def turn_pass_window(state: Any) -> bool:
    """Whether a seat's pass for the turn passes the window it is in."""
    return window(state) in TURN_PASS_WINDOWS


def others_turn(state: Any) -> bool:
    """Whether the seat to act holds priority in the other player's turn."""
    return window(state) in ("foe-main", "foe-main-end", "attacked")


def guarded(state: Any, seat: int) -> frozenset[str]:
    """``seat``'s units, relics and Favored (``F<seat>``): what the other player may not aim at
    without ending the seat's pass for the turn."""
    from cardtable.games.luminous.presentation import present

    face = present(state, seat)
    mine = next(side for side in face.sides if side.seat == seat)
    return frozenset({f"F{seat}", *(t.iid for t in (*mine.units, *mine.relics))})


def _last_chance(state: Any, auto_pass: bool) -> bool:
    """Whether passing now ends the opponent's Main phase because the opponent can then only
    pass (and is passed for): the window is then the last chance of their turn, as the stop
    "when the opponent passes in their Main phase" promises, although they acted last."""
    passes = [a for a in state.legal_actions() if a.KIND == "pass"]
    if not passes:
        return False
    after = trial(state, passes[0])
    if after.is_over or window(after) != "my-main":
        return False
    follow = shared_automatic_action(after, auto_pass)
    return follow is not None and follow.KIND == "pass"


def after_block(
    state: Any, action: Action, automatic: Callable[[Any], Action | None]
) -> tuple[ahead.Foreseen, ahead.Question] | None:
    """The question asked with a defender's block, fast card or ability when the attacker may
    answer it (so the keyboard goes over) and, if the attacker only passes, the defender would be
    asked again in the same step (more blockers, a fast card): pass then, or be asked then
    (:mod:`cardtable.ui.table.ahead`). None when the answer costs no such round trip. In this
    window the question always saves one: after the defender's pass the damage is dealt and the
    attacker goes on (docs/handoffs.md); elsewhere a seat asks ahead with the key ``P``."""
    if action.KIND == "pass" or state.to_act is None or window(state) != "attacked":
        return None
    foreseen = ahead.foresee(state, state.to_act, action, automatic)
    if foreseen is None or window(foreseen.state) != "attacked":
        return None  # the defender's next decision is not in this block/effect step
    passing = next((a for a in foreseen.state.legal_actions() if a.KIND == "pass"), None)
    if passing is None:
        return None
    attacker = state.name(1 - state.to_act)  # a block window: the defender holds it
    what = "your block" if action.KIND == "block" else "this"
    answers: list[tuple[Any, Action | ahead.Plan]] = [
        (f"Pass then: damage follows (asked again if {attacker} answers)", passing)
    ]
    for label, block in _blocks_then(state, foreseen.state, new_only=action.KIND == "block"):
        answers.append(
            (
                f"Then block with {label} (asked again if {attacker} answers)",
                ahead.then_pass_after(foreseen, block, automatic),
            )
        )
    return foreseen, ahead.Question(
        f"After {what}",
        f"{attacker} may answer {what}. If {attacker} only passes, you may still block or play a "
        "fast card before damage; decide now and the keyboard need not come back to you.",
        tuple(answers),
    )


def _blocks_then(state: Any, later: Any, new_only: bool) -> list[tuple[str, Action]]:
    """The defender's blocks at ``later`` by one unit of its, each with the unit's name: after a
    fast card or an ability, every unit that may block then, the fast unit it is casting first
    (playtest17 T11, T21; playtest22-lum M4 T8: Ancient's Eye used when attacked, then a block
    with Hedge Tinker cost two curtains); after a block (``new_only``), only a unit not in play
    in ``state`` (the rest it could have named in that block). Each block is made at the moment
    the rules give it, once the unit is in play."""
    from cardtable.games.luminous.actions import Block
    from cardtable.games.luminous.presentation import present

    seat = state.to_act

    def units(position: Any) -> dict[str, str]:
        mine = next(side for side in present(position, seat).sides if side.seat == seat)
        return {unit.iid: unit.label or unit.name for unit in mine.units}

    before = units(state)
    offered = {iid: name for iid, name in units(later).items() if not (new_only and iid in before)}
    blocks = [
        a
        for a in later.legal_actions()
        if isinstance(a, Block) and len(a.units) == 1 and a.units[0] in offered
    ]
    blocks.sort(key=lambda block: block.units[0] in before)  # the unit just cast first
    return [(offered[block.units[0]], block) for block in blocks]
