"""What the table says when its own passes ended a person's turn (a key belongs to the moment it
was pressed for): on the curtain that follows, for the person leaving the keyboard and the one
arriving; else as a toast, repeated at the top of the recap that covers it. A mixin of
:class:`~cardtable.ui.responsive_table.ResponsiveTableScreen`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.engine.actions import Action
from cardtable.ui.table.moment import Moment, moment_of, turn_ended_by_itself, turn_ended_words


class TurnEndedNotes:
    """The note of a turn that ended by itself, kept until a curtain, a toast or a recap says it."""

    _turn_note: tuple[int, str] | None = None
    """(seat, words) when the table's own passes have just ended that seat's turn."""
    _told_turn_note = ""
    """The last "turn ended by itself" toast, repeated at the top of the recap that covers it."""
    _passed_for: tuple[int, Moment, int] | None = None
    """The table's last pass for a person in their own turn that did not end the step by itself
    (Luminous: a step ends when both seats pass in turn): (seat, moment, history length after it)."""
    _chosen_end: tuple[int, object] | None = None
    """(seat, turn) of a turn its player chose to end (``P`` on the last play, the orb that ends
    the turn): the table's passes that follow are that choice, not news."""
    TURN_NOTE_STEPS = 2
    """How many steps the table must have passed for the turn player at the end of its turn for
    the turn to have ended by itself (:func:`turn_ended_by_itself`)."""
    match: Any

    if TYPE_CHECKING:  # provided by the screen

        @property
        def state(self) -> Any: ...
        def notify(self, message: str, **kwargs: Any) -> None: ...
        def others_turn(self, state: Any) -> bool: ...

    def table_stepped(
        self, seat: int, action: Action, before: Moment, own: bool, ended: list[tuple[int, Moment]]
    ) -> None:
        """After the table's automatic ``action`` for a person (``own``: in that person's turn and
        not a pass they planned, whose end of a step is their own doing):
        a step it ended goes into ``ended``; a pass that leaves the step to the other seat's pass
        is kept (:meth:`ended_by_other_passes`)."""
        after = moment_of(self.state)
        if (after.turn, after.step) != (before.turn, before.step):
            if own:
                ended.append((seat, before))
            self._passed_for = None
        elif own and action.KIND == "pass":
            self._passed_for = (seat, before, len(self.state.history))

    def turn_end_chosen(self, seat: int) -> None:
        """The seat to act chose to end its turn with what it does now (playtest25-lum: ``P`` on
        its last play, and the orb it was told ends the turn, were called "ended by itself")."""
        self._chosen_end = (seat, moment_of(self.state).turn)

    def in_own_turn(self, state: Any) -> bool:
        """Whether the seat to act in ``state`` acts in its own turn (not answering the other's)."""
        return not self.others_turn(state)

    def ended_by_other_passes(self) -> list[tuple[int, Moment]]:
        """The table's last pass for a person in their own turn, as a step it ended, when only the
        computer's passes came after it and the step is over (Luminous: Ana's Main passed for her
        after her last play, the computer passed, her turn ended; playtest18 T10); else []."""
        held = self._passed_for
        if held is None:
            return []
        seat, moment, at = held
        now = moment_of(self.state)
        if (now.turn, now.step) == (moment.turn, moment.step):
            return []  # not over yet: kept
        self._passed_for = None
        state = self.state
        since = range(at, len(state.history))
        if at > len(state.history) or at - 1 not in self.match.automatic:
            return []  # an Undo took the table's pass back (a pass by hand may stand there now)
        if any(
            state.history[i].KIND != "pass" or self.match.is_human(state.history_actors[i]) for i in since
        ):
            return []
        return [(seat, moment)]

    def _note_turn_ended(self, ended: list[tuple[int, Moment]]) -> None:
        """Keep what to say when the table's own passes ended a person's turn (a key belongs to
        the moment it was pressed for): the curtain that follows says it, for the person leaving
        the keyboard and the one arriving; else a toast (:meth:`_tell_turn_ended`)."""
        found = turn_ended_by_itself(ended, moment_of(self.state), self.TURN_NOTE_STEPS) if ended else None
        if found is None:
            return
        seat, moment, steps = found
        if self._chosen_end == (seat, moment.turn):
            return  # the player ended it: the table's passes carried that out
        self._turn_note = (seat, turn_ended_words(self.state.name(seat), moment.turn, steps))

    def _tell_turn_ended(self) -> None:
        """The note of a turn that ended by itself, as a toast when no curtain took it (the
        computer plays next: the person still at the keys reads it)."""
        note, self._turn_note = self._turn_note, None
        if note is not None and self.match.is_human(note[0]):
            self.notify(note[1], title="Turn ended")
            self._told_turn_note = note[1]

    def recap_note(self) -> str:
        """The toast a recap covers, said again at its top (once)."""
        note, self._told_turn_note = self._told_turn_note, ""
        return note
