"""The key "play it, then pass if the other only passes" (``P``, beside ``p``/Enter that play): the
card is played as with Enter and the seat's decisions after it, to the end of the turn, are
answered ahead with a pass, as a plan of :mod:`cardtable.ui.table.ahead` (each pass carried out
only when the other seat really only passed, so the game is in the very position foreseen). A
mixin of :class:`ResponsiveTableScreen`.

Asking ahead with a question after every card would add a dialog to every action; the key adds
none: a player who knows they will pass after this card (their last play of the Main phase, a
attack) says so with the key that plays it. It saves the round trips "the other seat passes, the
keyboard comes back only for a pass" (docs/handoffs.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.engine.actions import Action
from cardtable.ui.table import ahead


class ThenPass:
    """``action_use_then_pass`` and the plan it leaves (mixed into the table screen)."""

    _then_pass: int | None = None
    """The history length when ``P`` was pressed, while its card's dialogs are open."""
    plans: dict[int, ahead.Plan]
    _dialogs: int
    match: Any

    if TYPE_CHECKING:  # provided by the screen

        @property
        def state(self) -> Any: ...
        @property
        def my_turn(self) -> bool: ...
        def action_use(self) -> None: ...
        def automatic_action(self, state: Any) -> Action | None: ...
        def seat_stops(self) -> dict[int, Any]: ...

    def action_use_then_pass(self) -> None:
        """Play or use the chosen card as Enter does; then pass at this seat's next decision if
        the other seat only passes (asked as usual if it answers)."""
        self._then_pass = len(self.state.history)
        self.action_use()
        if not self._dialogs:
            self._then_pass = None  # acted already (the plan is made), or nothing was played

    def then_pass_dropped(self) -> None:
        """A dialog of the card was closed without an answer: the key's wish goes with it."""
        self._then_pass = None

    def plan_then_pass(self, action: Action) -> bool:
        """Before ``action`` is taken: if it was chosen with ``P``, plan the pass after it and tell
        the player what that pass will do; True when a plan was made (no other question is then
        asked ahead)."""
        mark, self._then_pass = self._then_pass, None
        seat = self.state.to_act
        if mark != len(self.state.history) or seat is None or action.KIND == "pass":
            return False
        if len(self.match.human_seats) < 2 or self.seat_stops()[seat].at_stops_only:
            return False  # nothing is asked ahead against the computer or of a seat that chose privacy
        found = ahead.then_pass(self.state, seat, action, self.automatic_action)
        if found is None:
            return False  # nothing of this seat's to pass after it this turn: played as with Enter
        # No toast: the curtain for the other seat comes down next, and a toast would tell that
        # player the plan. The table's own note ("Ana's turn ended ...") says what happened.
        self.plans[seat] = found.plan
        return True
