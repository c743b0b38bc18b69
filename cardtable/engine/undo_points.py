"""What Undo takes back: the one rule of undo points, shared by every game. Pure; no Textual.

An *undo point* is a decision a person took. The steps the table takes for somebody without asking
(an automatic pass, the only legal answer, a window that is not one of their stops) are not undo
points: Undo takes back the seat's own last decision *together with* every automatic step after
it, across phases and turns; the session counts a computer's pass among those steps (it plays no
card and uses no chance). It never goes past another seat's decision (the keyboard changed hands,
or the computer played) nor past a reveal or a use of chance (the engine's undo barrier); then it
says why and changes nothing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Sequence


@dataclasses.dataclass(frozen=True, slots=True)
class UndoPlan:
    """What one Undo would do: take back the last ``count`` actions, the first of them the
    decision at index ``decision`` of the history; or nothing (``count == 0``) for ``reason``."""

    count: int
    decision: int = -1
    reason: str = ""

    @property
    def possible(self) -> bool:
        return self.count > 0

    @property
    def automatic_steps(self) -> int:
        """How many of the actions taken back were steps the table took (after the decision)."""
        return max(0, self.count - 1)


def plan_undo(
    actors: Sequence[int],
    barrier: int,
    seat: int | None,
    automatic: Collection[int],
    names: Sequence[str] = (),
) -> UndoPlan:
    """The Undo of ``seat`` (the person at the keys) over a history whose action ``i`` was taken
    by seat ``actors[i]``; ``automatic`` holds the indices the table took without asking, and no
    action before index ``barrier`` may be taken back (a reveal or chance since)."""
    if seat is None:
        return UndoPlan(0, reason="The match is over: nothing can be taken back.")
    index = len(actors) - 1
    while index >= 0 and index in automatic:
        index -= 1
    if index < 0:
        return UndoPlan(0, reason="Nothing to undo: you have not decided anything yet.")
    if actors[index] != seat:
        other = names[actors[index]] if 0 <= actors[index] < len(names) else "the other seat"
        if not any(actor == seat and at not in automatic for at, actor in enumerate(actors)):
            # playtest22-la: "since your last decision" said to Bo before his first one
            return UndoPlan(0, reason=f"Nothing to undo: you have not decided anything yet ({other} has).")
        return UndoPlan(
            0,
            reason=f"Nothing to undo: {other} has decided since your last decision, "
            "so the table cannot go back past it.",
        )
    if index < barrier:
        return UndoPlan(
            0,
            reason="Your last decision, or a step after it, revealed a card or used chance, "
            "so it cannot be taken back.",
        )
    return UndoPlan(len(actors) - index, decision=index)
