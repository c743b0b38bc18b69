"""The Luminous turn as the kernel walks it: the mulligans once, then Start, Draw, Main (with
priority), End, Cleanup and the discard down to the hand limit; from Main, any number of Combat
Phases (attack, the block/effect step with priority, damage), each returning to Main.

What each step does is written in :mod:`~cardtable.games.luminous.flow` (``STEP_WORK`` for the
steps without priority, handed to the game definition with the turn; ``STEP_OPENS`` for the
Block/effect step, the one step with priority that does something as it opens: Main opens with
the active seat); ``phase`` is the stage players see."""

from __future__ import annotations

from cardtable.engine.kernel.phases import Excursion, Step, TurnStructure

COMBAT = Excursion(
    "combat",
    (
        Step("attack", "Attack", priority=False, phase="combat"),
        Step("block", "Block/effect", priority=True, phase="combat"),
        Step("damage", "Combat damage", priority=False, phase="damage"),
    ),
    entered_from=frozenset({"main"}),
    clears=("combat",),
)
"""A Combat Phase: entered by an attack from the Main phase, as often as the player attacks; its
end clears the combat."""

TURN = TurnStructure(
    (
        Step("start", "Start", priority=False),
        Step("draw", "Draw", priority=False, phase="start"),
        Step("main", "Main", priority=True),
        Step("end", "End", priority=False),
        Step("cleanup", "Cleanup", priority=False, phase="end"),
        Step("discard", "Discard to the hand limit", priority=False, phase="end"),
    ),
    opening=(Step("mulligan", "Mulligan", priority=False),),
    excursions=(COMBAT,),
)
