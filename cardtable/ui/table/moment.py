"""A key belongs to the moment it was pressed for.

The moment is the turn, the phase (or step) and the seat at the keys. When it changes after a
person's decision by something that person did not choose (the table's automatic steps, the other
seat's moves), the first pass key that follows is taken as typed for the old moment: it is dropped,
and the bar says what happened ("Main Phase 1 ended: you have no more plays. Now Combat."). The
next press acts on the moment shown, and so does a first press that comes later than
:data:`TYPED_AHEAD_SECONDS` after the new moment was shown (the person has seen it; a key typed
ahead arrives at once), unless that pass would hand the keyboard over, past what Undo can take
back: then the first press is dropped however late it comes (playtest23-la: a Space two seconds
after "Now Combat" ended the turn, the attack lost for good; a second press costs less). A curtain lifted by Enter, or an Undo, starts afresh.

A person's own decision that ends the turn and leaves them to act in the next one (a pass in the
other's turn, in Luminous: the next turn is theirs at once, with no curtain between) arms the
guard the same way: a second pass key typed with the first was meant for the turn shown, not for
the new one (play-test: a double Space passed a whole turn of cards). Within a turn a pass that
leads to the next step does not: the person sees where a pass of theirs leads (the bar says it).
"""

from __future__ import annotations

import dataclasses
import re
import time
from collections.abc import Callable, Sequence
from typing import Any

TYPED_AHEAD_SECONDS = 1.5
"""A pass key this soon after the moment changed was typed for the old one; a later one was not.
Play-tests bound it both ways: a Space about a second after "Now Combat" was meant for Main Phase 1
and lost the attack (playtest22-la, at 0.75 s); one pressed seconds after it was meant for Combat."""

STEP_WORDS = {
    "main1": "Main Phase 1",
    "main2": "Main Phase 2",
    "start": "Start of Turn",
    "end": "End of Turn",
}
"""Step ids whose words are not the id capitalised."""


@dataclasses.dataclass(frozen=True, slots=True)
class Moment:
    """Where the match stands for the keys: the turn, the step (or phase) and who is to act."""

    turn: object
    step: str
    seat: int | None
    owner: int | None = None
    """Whose turn it is (``None``: unknown, e.g. a match set up mid-turn)."""

    @property
    def step_words(self) -> str:
        if not self.step:
            return "this turn"
        if self.step in STEP_WORDS:
            return STEP_WORDS[self.step]
        spaced = re.sub(r"(\D)(\d)", r"\1 \2", self.step.replace("_", " "))
        return spaced[:1].upper() + spaced[1:]

    def words(self) -> str:
        """ "turn 9, Combat" (or the step alone when the turn is unknown; playtest24-la read "Now
        Start of Turn of turn 4")."""
        return f"turn {self.turn}, {self.step_words}" if self.turn is not None else self.step_words


def whose_turn(log: Sequence[Any]) -> int | None:
    """The seat whose turn the log is in (its last turn line, or the opening line of a match set
    up mid-turn, which names its turn), or None before the first."""
    for event in reversed(log):
        if event.kind == "turn" or (event.kind == "scenario" and "turn" in (event.data or {})):
            return event.seat
    return None


def moment_of(state: Any) -> Moment:
    """The moment of any game's state: its turn and step (``GameState.moment``), who is to act
    and whose turn it is."""
    turn, step = state.moment()
    return Moment(turn, step, state.to_act, whose_turn(state.log) if turn is not None else None)


def open_step_words(state: Any) -> str:
    """The words of the step under way, or of the step the match ended in, for the heading of
    its lines in the history and the recap."""
    return moment_of(state).step_words


PLANNED = "planned"
"""The table's step was a pass the seat planned itself (``P``, a pass for the turn)."""
NO_PLAYS = "no plays"
"""The table's step was a pass because passing was all the seat could do."""
PASSED_FOR = "passed for"
"""The table passed for the seat although it could play (its stops, or nothing that mattered)."""


def why_passed(state: Any, planned: object) -> str:
    """Why the table takes a step for the seat to act in ``state``: the seat's own plan
    (``planned`` is not None), nothing else it could do, or a pass for it although it could play."""
    if planned is not None:
        return PLANNED
    return PASSED_FOR if any(action.KIND != "pass" for action in state.legal_actions()) else NO_PLAYS


def moved_words(
    decided: Moment, now: Moment, why: str = NO_PLAYS, name_of: Callable[[int], str] | None = None
) -> str:
    """What happened between the moment a person's decision led to and the one they are asked
    in; ``why``: the reason of the table's step that ended it (:data:`PLANNED`, ...)."""
    if decided.turn != now.turn:  # not "you had no more plays": it may have been the other's turn
        return f"Turn {decided.turn} ended by itself. Now {now.words()}."
    step, then = decided.step_words, now.step_words
    if decided.owner is not None and now.seat is not None and decided.owner != now.seat:
        # the other player's step: they ended it (playtest19: "you had no more plays", said to
        # Ana of Bo's Main Phase 1 after her pass for the turn)
        owner = name_of(decided.owner) if name_of else "The other player"
        return f"{owner}'s {step} ended. Now {then}."
    if why == PLANNED:
        return f"{step} ended with the pass you planned. Now {then}."
    if why == PASSED_FOR:
        return f"{step} ended: the table passed for you. Now {then}."
    return f"{step} ended by itself: you had no more plays. Now {then}."


def not_passed_words(late: bool, hot_seat: bool) -> str:
    """Why a pass key did nothing (:meth:`MomentGuard.claim` dropped it): it came late but its pass
    could not be taken back (``hot_seat``: a keyboard changes hands; else the computer acts), or
    it was typed for the moment before."""
    if not late:
        return "That key was meant for the moment before, so it did nothing"
    then = "hands the keyboard over" if hot_seat else "lets the computer act"  # (playtest25-lum)
    return f"Passing here {then}, past what Undo can take back, so that key did nothing"


def turn_ended_by_itself(
    ended: list[tuple[int, Moment]], now: Moment, least: int = 2
) -> tuple[int, Moment, list[str]] | None:
    """When the table's automatic passes ended a turn: (seat, its last moment, the steps passed
    for it) for the seat whose automatic passes ended ``least`` steps or more of the last turn
    that ended (Lux Aeterna: two; one, the End window after the person ended Main Phase 2
    themselves, is what they asked for; Luminous: one, its turn ends with its Main phase);
    ``ended``: (seat, moment) of each automatic pass of the turn player that ended a step."""
    turns = [moment.turn for _, moment in ended if moment.turn != now.turn]
    if not turns:
        return None
    last = turns[-1]
    seat = next(s for s, moment in reversed(ended) if moment.turn == last)
    steps = [moment for s, moment in ended if moment.turn == last and s == seat]
    if len(steps) < least:
        return None
    return seat, steps[-1], [moment.step_words for moment in steps]


def turn_ended_words(name: str, turn: object, steps: list[str]) -> str:
    """ "Ana's turn 4 ended by itself: the table passed Main Phase 1, Combat and End of Turn for Ana." """
    listed = ", ".join(steps[:-1]) + f" and {steps[-1]}" if len(steps) > 1 else steps[0]
    return f"{name}'s turn {turn} ended by itself: the table passed {listed} for {name}."


class MomentGuard:
    """Per seat, the moment its last decision led to and whether the table has since taken steps
    for that person; :meth:`check` arms the guard when such steps moved the person to another turn
    or step, :meth:`claim` then drops the first pass key."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._armed_at = 0.0
        self._decided: dict[int, Moment] = {}
        self._automatic: dict[int, str] = {}
        """Seats the table took a step for that ended their moment, with its reason."""
        self._crossed: dict[int, Moment] = {}
        """Seats whose own decision ended a turn and left them to act in the next: the moment shown."""
        self.note: str = ""
        """What happened, while the guard is armed (the bar shows it); "" when not armed."""

    def decided(
        self, seat: int, after: Moment, with_pass_key: bool = True, before: Moment | None = None
    ) -> None:
        """``seat`` decided in ``before`` (the moment shown), and their decision itself led to
        ``after``; ``with_pass_key``: the pass key meant something when they decided (they held
        priority; not so in a dialog's question such as an offering, after which no pass key is
        typed ahead)."""
        self._automatic.pop(seat, None)
        self._crossed.pop(seat, None)
        self.note = ""
        if not with_pass_key:
            self._decided.pop(seat, None)
            return
        self._decided[seat] = after
        if before is not None and before.turn != after.turn and after.seat == seat:
            self._crossed[seat] = before

    def automatic_step(self, seat: int, where: Moment, why: str = NO_PLAYS) -> None:
        """The table took a step for ``seat`` without asking (an automatic pass) in ``where``,
        for the reason ``why`` (:data:`PLANNED`, :data:`NO_PLAYS`, :data:`PASSED_FOR`); it
        counts when it ends the very moment their last decision led to (not a later window
        passed for them, e.g. in the other player's turn after they ended their own)."""
        then = self._decided.get(seat)
        if then is not None and (then.turn, then.step) == (where.turn, where.step):
            self._automatic[seat] = why

    def check(self, now: Moment, name_of: Callable[[int], str] | None = None) -> None:
        """The person ``now.seat`` is asked now: arm the guard if the table's steps for them moved
        them to another turn or step than the one their last decision led to (``name_of``: the
        players' names, for a step of the other player's turn)."""
        seat = now.seat
        if seat is None or seat not in self._decided:
            return
        then = self._decided.pop(seat)
        why = self._automatic.pop(seat, None)
        shown = self._crossed.pop(seat, None)
        if why is not None and (then.turn, then.step) != (now.turn, now.step):
            self.note = moved_words(then, now, why, name_of)
            self._armed_at = self._clock()
        elif shown is not None and shown.turn != now.turn:
            self.note = f"Turn {shown.turn} ended with your decision. Now {now.words()}."
            self._armed_at = self._clock()

    def typed_ahead_ended(self) -> bool:
        """Armed, and longer ago than a key typed ahead takes to arrive."""
        return bool(self.note) and self._clock() - self._armed_at > TYPED_AHEAD_SECONDS

    def claim(self, beyond_undo: Callable[[], bool] = lambda: False) -> str:
        """The note if the guard is armed and the key came at once after the moment changed, or
        came later but the pass could not be taken back (``beyond_undo``: it hands the keyboard
        over); the key is then dropped. Else "" (the key acts). Disarmed either way."""
        note, self.note = self.note, ""
        if note and self._clock() - self._armed_at > TYPED_AHEAD_SECONDS and not beyond_undo():
            return ""
        return note

    def reset(self) -> None:
        """Forget everything (a curtain was lifted, a decision taken back)."""
        self._decided.clear()
        self._automatic.clear()
        self._crossed.clear()
        self.note = ""
