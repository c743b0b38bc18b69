"""The recap of the computer's turn, for every table screen: what the others did since a person
last decided stays on screen until dismissed (a mixin of :class:`~cardtable.ui.game_screen.GameScreen`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ui.table import recap as recaps
from cardtable.ui.table.moment import open_step_words
from cardtable.ui.table.recap import RecapScreen

if TYPE_CHECKING:
    from textual.app import App

    from cardtable.session import Match


class RecapHost:
    """Mixin of a table screen: when to recap, from where, and showing it."""

    match: Match
    app: App[Any]
    _decided_at: dict[int, tuple[int, int]]
    _recapped_to: dict[int, int]
    """Per seat: the log's length when its last recap was shown (the next one goes on from there)."""

    if TYPE_CHECKING:  # the screen's

        @property
        def shown(self) -> bool: ...

        def render_state(self) -> None: ...

        def action_show_result(self) -> None: ...

    def _recap(self, seat: int) -> None:
        """After the computer's turn, what it did stays on screen until the player dismisses it
        (in a hot-seat match the curtain tells it). Shared by every game."""
        recap = self._recap_screen(seat, at_end=False) if self._against_computer() else None
        if recap is not None:
            self.push_recap(recap)

    def _recap_then_result(self) -> None:
        """The result, after a recap of the computer's winning moves if it ended the match after
        the person's last decision (play-test: the result does not say how). Not in a tile game."""
        humans = self.match.human_seats
        alone = len(humans) == 1 and self.RECAP_BY_TURN
        recap = self._recap_screen(humans[0], at_end=True) if alone else None
        if recap is None:
            return self.action_show_result()
        self.app.push_screen(recap, lambda _=None: self.action_show_result())

    def _recap_screen(self, seat: int, at_end: bool) -> RecapScreen | None:
        """What the others did since ``seat`` last decided, if due (a turn of theirs; ``at_end``:
        any decision of theirs) and news to ``seat``; the next recap starts after it."""
        if not self.RECAPS:
            return None
        state = self.match.state
        log = state.log
        if seat not in self._decided_at:  # nothing decided yet at this table (the computer first)
            opened = self._opened_at()
            if opened is None:
                return None
            self._decided_at[seat] = opened
        start, acted = self._decided_at[seat]
        others = any(actor != seat for actor in state.history_actors[acted:])
        due = others if at_end else recaps.recap_due(log, start, others, self.RECAP_BY_TURN)
        if not due or not recaps.has_news(log, start, seat):
            return None
        self._decided_at[seat] = (len(log), len(state.history))
        who = " and ".join(state.name(s) for s in range(len(state.players)) if s != seat) or "the others"
        begin = recaps.whole_turn_start(log, start, seat, (self.match.log_marks or [0])[-1])
        # never again what an earlier recap of the same turn told (playtest20-lum: the recap at
        # the computer's attack, then at one's own turn the same lines again)
        first = max(begin, self._recapped_to.get(seat, 0)) if self.RECAP_BY_TURN else start
        self._recapped_to[seat] = len(log)
        note, step = self.recap_note(), open_step_words(state)
        return RecapScreen(log, first, seat, who, self.RECAP_BY_TURN, note, at_end, step)

    def _opened_at(self) -> tuple[int, int] | None:
        """Where a recap starts for a person who has decided nothing at this table (log and
        history lengths): where the table was opened again after Continue; in a new match, at
        its first turn (playtest21-la N18: the computer went first and its turn was never
        recapped), not the setup before it. None if no turn has begun."""
        state = self.match.state
        if self.match.log_marks:
            return self.match.log_marks[-1], 0
        first = next((at for at, event in enumerate(state.log) if event.kind in recaps.TURN_BEGINS), None)
        return None if first is None else (first, 0)

    def recap_note(self) -> str:
        """A note of the table's said before the recap (a toast it covers), or "" (a screen's own)."""
        return ""

    RECAP_BY_TURN = True
    """A recap after the others' turn (False: after each play of another seat, a tile game)."""
    RECAPS = False
    """Whether this screen recaps the computer's turns (every game's table; no scripted lesson)."""

    def _against_computer(self) -> bool:
        """True when a computer plays a seat (its turns are recapped; people see the curtain)."""
        return any(not self.match.is_human(s) for s in range(len(self.match.state.players)))

    def push_recap(self, screen: Any) -> None:
        """Show the recap over the table (a screen that counts its dialogs counts it too)."""
        self.app.push_screen(screen, self._recap_closed)

    def _recap_closed(self, _: Any = None) -> None:
        if self.shown:
            self.render_state()
