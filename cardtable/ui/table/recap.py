"""What happened while a person was not at the keys: the curtain's "Since you last looked" and
the recap of the computer's turn, which stays on screen until the player dismisses it."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

from rich.text import Text

from cardtable.engine.history import QUIET_KINDS, Phase, Turn, group_log
from cardtable.ui.table.logview import history_text
from cardtable.ui.table.moment import TYPED_AHEAD_SECONDS, whose_turn
from cardtable.ui.table.reader import ReaderScreen


def turn_passed(log: Sequence[Any], start: int) -> bool:
    """True when a turn began in ``log`` after event ``start`` (a whole turn went by)."""
    return any(event.kind == "turn" for event in log[start:])


def recap_due(log: Sequence[Any], start: int, others_decided: bool, by_turn: bool = True) -> bool:
    """True when the person whose last decision left the log at ``start`` has missed a turn of
    the others: a turn began since (not the first turn of the match, which only follows the
    opening choices such as a kept hand); or, in a game whose turns are single plays (``by_turn``
    False: a tile game's log tells no turns), when another seat has decided since."""
    if not by_turn:
        return others_decided
    turns = [event for event in log[start:] if event.kind == "turn"]
    return len(turns) >= 2 or (len(turns) == 1 and (turns[0].data or {}).get("turn") != 1)


TURN_BEGINS = frozenset({"turn", "scenario"})
"""The events a turn begins with (a match started from a set position begins inside the turn of
the seat to act, its "scenario" lines naming that seat)."""


def whole_turn_start(log: Sequence[Any], start: int, seat: int, floor: int = 0) -> int:
    """Where a recap of the others' turn begins for ``seat``, whose last decision left the log at
    ``start``: at the beginning of that turn when the decision was made inside another seat's
    turn (a defence, an answer), so the recap holds the computer's whole turn, not only what
    followed the decision (playtest16: after a defence in the computer's combat the recap held
    nothing but one's own next draw); else at ``start``. Never before ``floor`` (where the
    table was opened again after Continue)."""
    for index in range(min(start, len(log)) - 1, floor - 1, -1):
        event = log[index]
        if event.kind not in TURN_BEGINS:
            continue
        if event.seat is None or event.seat == seat:
            return start
        while index > floor and log[index - 1].kind == "scenario":  # a match set mid-turn
            index -= 1
        return index
    return start


def recent_start(log: Sequence[Any]) -> int:
    """Where "since you last looked" starts for a person who has not looked in this session (a
    match continued from the menu): the start of the turn before the current one, so the curtain
    says what the last two turns did, not the whole match (play-test: about 100 lines from turn 1
    after Continue). A match that has not reached its second turn starts at its beginning."""
    turns = [at for at, event in enumerate(log) if event.kind == "turn"]
    return turns[-2] if len(turns) >= 2 else 0


def recap_start(log: Sequence[Any], seat: int, first: int) -> int:
    """Where a recap for ``seat`` starts after its decision whose events begin at log index
    ``first``: after them (the person saw what their decision did), or at the decision itself
    when its events already run into another seat's turn, which the person never saw the table
    after (a discard that ends one's turn: play-test, the recap of the computer's turn was never
    shown; a damage split whose deaths the turn's end hid: playtest19, three Units died and only
    the log told it)."""
    for index in range(first, len(log)):
        event = log[index]
        if event.kind == "turn" and event.seat is not None and event.seat != seat:
            return first
    return len(log)


ANSWER_VERBS = {"block": "blocks", "defend": "defends"}
"""The title of a toast about the computer's move in the person's turn, by the kind of one of its
events ("Bo blocks"); "Bo answers" for the rest (a fast card, an ability)."""


def told(
    log: Sequence[Any],
    events: Sequence[Any],
    viewer: int | None,
    decided_at: Mapping[int, tuple[int, int]],
    name: str,
) -> tuple[str, str]:
    """(title, lines) of a toast that tells what the computer ``name``'s action (``events``) did,
    in the words ``viewer`` may read, when no recap will tell it before the viewer decides again:
    in the viewer's own turn ("Bo answers"; playtest17: four fast cards in one turn, seen only in
    the log), and in the computer's turn after the viewer decided in it (playtest19: after a pass
    for the turn, Blessing on the attacker was told by nothing before the defence). ("", "") when
    a recap will (a turn began since the viewer's last decision: ``decided_at[viewer]``, its log
    and history lengths; or the log tells no turns), or for a hot-seat table (no one viewer)."""
    before = log[: len(log) - len(events)]  # when it acted (its pass may have begun a turn)
    owner = whose_turn(before)
    if viewer is None or owner is None:  # a log that tells no turns: a tile game recaps each play
        return "", ""
    if owner == viewer:  # a block (or defence) is said so: it is not an "answer" (issue 25 leftovers)
        verb = next((ANSWER_VERBS[e.kind] for e in events if e.kind in ANSWER_VERBS), "answers")
        title = f"{name} {verb}"
    elif viewer in decided_at and not any(event.kind == "turn" for event in before[decided_at[viewer][0] :]):
        title = f"{name} plays on (since your last decision)"
    else:
        return "", ""
    lines = said(events, viewer)
    return (title, "\n".join(lines[:4] + (["…"] if len(lines) > 4 else []))) if lines else ("", "")


def has_news(log: Sequence[Any], start: int, seat: int | None) -> bool:
    """True when something other than passes happened after event ``start`` that ``seat`` may read."""
    return any(event.kind != "pass" and event.visible_to(seat) for event in log[start:])


def said(events: Sequence[Any], seat: int | None) -> list[str]:
    """The lines of ``events`` that ``seat`` may read, without passes and phase ends (``None``: in
    the words everyone may read)."""
    lines = (event.text_for(seat) for event in events if event.kind not in QUIET_KINDS)
    return [line for line in lines if line and not line.endswith(" passes.")]


def news(log: Sequence[Any], start: int, most: int | None = None) -> list[str]:
    """What happened since event ``start`` (where the person to act last looked), every line (or
    the latest ``most`` after a "…"), in the words everyone may read: the curtain is up while the keyboard changes
    hands, so the other player sees it too ("Bo draws a card.", never the card's name). Passes and
    phase ends (events of kind ``pass``) are left out and a line repeated in a row is said once
    with its count: with them the few lines the curtain has were taken by "Ana ends Combat."
    while the card that destroyed a Unit scrolled away."""
    lines = said(log[start:], None)
    merged: list[str] = []  # "Bo draws a card." five times over is one line, "... (×5)"
    repeats = 0
    for line in lines:
        if merged and line == merged[-1].rsplit(" (×", 1)[0]:
            repeats += 1
            merged[-1] = f"{line} (×{repeats + 1})"
        else:
            repeats = 0
            merged.append(line)
    lines = merged
    if most is not None and len(lines) > most:
        lines = ["…", *lines[-most:]]
    return lines


class RecapScreen(ReaderScreen):
    """The recap of what the others did since ``start``, grouped by turn and phase, in the words
    ``seat`` may read; Enter or Escape dismisses it (a Space typed meanwhile does nothing). It
    comes by itself, so a key that comes at once after it appeared was typed for the table before
    it and closes nothing (playtest23-lum: an Enter typed as a turn ended by itself closed the
    computer's recap unseen), as at the curtain; its Close button closes at once."""

    TYPED_AHEAD_SECONDS = TYPED_AHEAD_SECONDS

    def __init__(
        self,
        log: Sequence[Any],
        start: int,
        seat: int | None,
        who: str,
        by_turn: bool = True,
        note: str = "",
        at_end: bool = False,
        open_step: str = "",
    ) -> None:
        # the lines of a turn begun before ``start``: "earlier in the turn", unless they are the
        # match's end (playtest22-la: "How the match ended" began "Earlier in the turn")
        opening = ("In the last turn" if at_end else "Earlier in the turn") if by_turn else "Their plays"
        turns = what_mattered(group_log(log, seat, start, opening=opening))
        # at the match's end it may hold only one's own winning blow (playtest19: "What Bo did")
        title = "How the match ended" if at_end else f"What {who} did (and what the table did for you)"
        body = history_text(turns, open_step=open_step, ended=at_end)
        if note:  # the table's own word, said before (a toast the recap now covers)
            body = Text.assemble((note, "italic"), "\n\n", body)
        super().__init__(title, body, at_end=False)
        self._shown_at = time.monotonic()
        self.turns = turns
        self.start = start
        """The first event told (tests check where a recap begins)."""

    def seen(self) -> bool:
        """Shown long enough that a key now was typed for it, not for the table before it."""
        return time.monotonic() - self._shown_at >= self.TYPED_AHEAD_SECONDS

    def action_close(self) -> None:
        if self.seen():
            self.dismiss(None)


def what_mattered(turns: list[Turn]) -> list[Turn]:
    """``turns`` without the lines that only tell the table moved on (passes and phase ends such
    as "Ana ends Start of Turn."), without the phases and the turns left empty: a recap tells
    what was done. (The history view keeps them all, dimmed.)"""
    kept: list[Turn] = []
    for turn in turns:
        phases = [
            Phase(phase.name, [line for line in phase.lines if line[0] not in QUIET_KINDS])
            for phase in turn.phases
        ]
        phases = [phase for phase in phases if phase.lines]
        if phases:
            kept.append(Turn(turn.heading, phases))
    return kept
