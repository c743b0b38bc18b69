"""What the table says when its own passes ended a person's turn (a key belongs to the moment it
was pressed for): on the curtain that follows, for the person leaving the keyboard and the one
arriving; else as a toast, repeated at the top of the recap that covers it. A mixin of
:class:`~cardtable.ui.responsive_table.ResponsiveTableScreen`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ui.table.moment import Moment, moment_of, turn_ended_by_itself, turn_ended_words


class TurnEndedNotes:
    """The note of a turn that ended by itself, kept until a curtain, a toast or a recap says it."""

    _turn_note: tuple[int, str] | None = None
    """(seat, words) when the table's own passes have just ended that seat's turn."""
    _told_turn_note = ""
    """The last "turn ended by itself" toast, repeated at the top of the recap that covers it."""
    match: Any

    if TYPE_CHECKING:  # provided by the screen

        @property
        def state(self) -> Any: ...
        def notify(self, message: str, **kwargs: Any) -> None: ...

    def _note_turn_ended(self, ended: list[tuple[int, Moment]]) -> None:
        """Keep what to say when the table's own passes ended a person's turn (a key belongs to
        the moment it was pressed for): the curtain that follows says it, for the person leaving
        the keyboard and the one arriving; else a toast (:meth:`_tell_turn_ended`)."""
        found = turn_ended_by_itself(ended, moment_of(self.state)) if ended else None
        if found is None:
            return
        seat, moment, steps = found
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
