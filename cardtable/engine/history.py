"""The match log read as a history: grouped by turn and phase, as one seat may read it. Pure; no
Textual. Every game's log works, whatever it tells about turns:

* a turn begins at an event of kind ``"turn"`` (its sentence is the turn's heading), or where the
  ``"turn"`` number an event carries in its data changes;
* a phase is named by the ``"phase"`` an event carries in its data, or closed by a sentence that
  ends one ("Ana ends Main Phase 1."): the lines up to it are that phase's;
* a log without either (a tile game's plays) is one group, "The match".

Each line is the event's own sentence (:meth:`Event.text_for`), never a summary.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from typing import Any

ENDS_PHASE = re.compile(r"^.+? ends (?:the )?(?P<phase>[A-Z][\w ]*?)\.$")
"""A sentence that ends a phase, naming it ("Ana ends Main Phase 1.", "Bo ends Combat.")."""
QUIET_KINDS = frozenset({"pass"})
"""Kinds of lines a reader may dim: passes and phase ends."""


@dataclasses.dataclass(slots=True)
class Phase:
    """The lines of one phase (``name`` "" before any phase is known)."""

    name: str
    lines: list[tuple[str, str]] = dataclasses.field(default_factory=list)
    """(event kind, sentence) in order."""


@dataclasses.dataclass(slots=True)
class Turn:
    """One turn's heading and its phases, in order."""

    heading: str
    phases: list[Phase] = dataclasses.field(default_factory=list)

    def add(self, phase_name: str | None, kind: str, text: str) -> None:
        """Add a line to the phase named ``phase_name`` (None: the current one)."""
        if not self.phases or (phase_name is not None and phase_name != self.phases[-1].name):
            if self.phases and not self.phases[-1].lines and phase_name is not None:
                self.phases[-1].name = phase_name
            else:
                self.phases.append(Phase(phase_name or ""))
        self.phases[-1].lines.append((kind, text))

    @property
    def line_count(self) -> int:
        return sum(len(phase.lines) for phase in self.phases)


BEFORE_FIRST = "Before the first turn"
"""The heading of the lines before turn 1 (the setup, a mulligan)."""


def group_log(
    log: Sequence[Any], seat: int | None, start: int = 0, opening: str = BEFORE_FIRST
) -> list[Turn]:
    """The events of ``log`` from ``start`` that ``seat`` may read, grouped by turn then phase;
    ``opening`` heads the lines before the first turn found (a log with no turns: "The match"),
    unless they carry turn 0: those are before the first turn, whatever ``opening`` says."""
    turns: list[Turn] = []
    turn_number: object = None
    first_number: object = None  # the turn the first line read carries (0: before the first turn)
    closed = False  # the current phase was just closed by a sentence that ends it
    for event in log[start:]:
        if not event.visible_to(seat):
            continue
        text = event.text_for(seat)
        if not text:
            continue
        data = event.data or {}
        number = data.get("turn")
        if event.kind == "turn":
            turns.append(Turn(text))
            turn_number, closed = number, False
            continue
        if number is not None and number != turn_number and turn_number is not None:
            turns.append(Turn(f"Turn {number}"))
            closed = False
        if number is not None:
            turn_number = number
        if not turns:
            turns.append(Turn(f"Turn {number}" if number else ""))
            first_number = number
        turn = turns[-1]
        phase = data.get("phase")
        if phase is None and closed:
            turn.phases.append(Phase(""))
        closed = False
        ended = ENDS_PHASE.match(text) if phase is None else None
        turn.add(str(phase) if phase is not None else None, event.kind, text)
        if ended is not None:
            current = turn.phases[-1]
            if not current.name:
                current.name = ended.group("phase")
            closed = True
    if turns and not turns[0].heading:
        if len(turns) == 1 and not start:
            turns[0].heading = "The match"
        else:  # a mulligan is never "earlier in the turn" (playtest22-lum): it is before turn 1
            turns[0].heading = BEFORE_FIRST if first_number == 0 else opening
    return turns


def plain_lines(turns: Sequence[Turn]) -> list[str]:
    """The grouped history as plain lines: headings, phase names indented, then sentences."""
    out: list[str] = []
    for turn in turns:
        out.append(turn.heading)
        for phase in turn.phases:
            if phase.name:
                out.append(f"  {phase.name}")
            out.extend(f"    {text}" for _, text in phase.lines)
    return out
