"""Stops: the priority windows where a Luminous player wants to be asked. Pure functions over a
Luminous state; no Textual.

A player holding priority is in one of these windows:

* ``my-main``: their own Main phase outside combat (always asked: the turn is theirs);
* ``my-combat``: their own Combat Phase, after the defender blocked or passed;
* ``attacked``: they are the defender in a block/effect step;
* ``foe-main``: the opponent has just acted in their Main phase;
* ``foe-main-end``: the opponent passed in their Main phase (passing now ends it); also a
  ``foe-main`` window after which the opponent can only pass (and is passed for), since
  passing there ends their Main phase just the same.

At a window that is not one of the player's stops, the screen passes for them without asking,
whatever their hand holds (so skipping tells the opponent nothing), except that a defender who
could still block is always asked. At a stop, the shared auto-pass rule applies (pass for them
only when passing is all they can do, if the settings allow it). Every other decision (mulligan,
trigger order, damage split, discard) is asked unless it has a single answer and auto-pass is on.
"""

from __future__ import annotations

from typing import Any

from cardtable.engine.actions import Action
from cardtable.ui.handoff import automatic_action as shared_automatic_action

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
ALL_STOPS = ",".join(key for key, _ in WINDOWS)
PRESETS: tuple[tuple[str, str], ...] = (
    ("Usual", DEFAULT_STOPS),
    ("Every chance to answer", ALL_STOPS),
    ("Fewest hand-offs", ""),
)
PRESETS_HELP = "Usual: your combat, when attacked, the end of the foe's Main."
"""Named sets of stops for the Settings screen (``s`` in a match picks any set)."""


def parse(stops: str) -> frozenset[str]:
    known = {key for key, _ in WINDOWS}
    return frozenset(part.strip() for part in stops.split(",") if part.strip() in known)


def window(state: Any) -> str | None:
    """The priority window the seat to act is in, or ``None`` for a decision that is not
    priority (or a finished match)."""
    decision = state.decision
    if decision is None or decision.kind != "priority":
        return None
    seat = decision.seat
    combat = state.combat
    if seat == state.active:
        return "my-main" if combat is None else "my-combat"
    if combat is not None:
        return "attacked"
    return "foe-main-end" if state.priority.passes else "foe-main"


def automatic_action(state: Any, auto_pass: bool, stops: frozenset[str] | None = None) -> Action | None:
    """The action the screen takes for the person to act without asking, or None."""
    if state.is_over:
        return None
    where = window(state)
    chosen = stops if stops is not None else parse(DEFAULT_STOPS)
    if where == "foe-main" and "foe-main-end" in chosen and _last_chance(state, auto_pass):
        where = "foe-main-end"
    if where is not None and where != "my-main" and where not in chosen:
        legal = state.legal_actions()
        if not any(a.KIND == "block" for a in legal):
            return next((a for a in legal if a.KIND == "pass"), None)
    return shared_automatic_action(state, auto_pass)


def _last_chance(state: Any, auto_pass: bool) -> bool:
    """Whether passing now ends the opponent's Main phase because the opponent can then only
    pass (and is passed for): the window is then the last chance of their turn, as the stop
    "when the opponent passes in their Main phase" promises, although they acted last."""
    passes = [a for a in state.legal_actions() if a.KIND == "pass"]
    if not passes:
        return False
    after = state.copy()
    after.set_logging(False)
    after.apply(passes[0])
    if after.is_over or window(after) != "my-main":
        return False
    follow = shared_automatic_action(after, auto_pass)
    return follow is not None and follow.KIND == "pass"
