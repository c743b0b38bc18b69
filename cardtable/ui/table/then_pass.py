"""The key "play it, then pass if the other only passes" (``P``, beside ``p``/Enter that play): the
card is played as with Enter and the seat's decisions after it, to the end of the step shown, are
answered ahead with a pass, as a plan of :mod:`cardtable.ui.table.ahead` (each pass carried out
only when the other seat really only passed, so the game is in the very position foreseen). A
mixin of :class:`ResponsiveTableScreen`.

Asking ahead with a question after every card would add a dialog to every action; the key adds
none: a player who knows they will pass after this card (their last play of the Main phase, a
attack) says so with the key that plays it. It saves the round trips "the other seat passes, the
keyboard comes back only for a pass" (docs/handoffs.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from cardtable.engine.actions import Action
from cardtable.ui.table import ahead, turn_pass


class ThenPass:
    """``action_use_then_pass`` and the plan it leaves (mixed into the table screen)."""

    _then_pass: int | None = None
    """The history length when ``P`` was pressed, while its card's dialogs are open."""
    plans: dict[int, ahead.Plan]
    turn_passes: dict[int, turn_pass.TurnPass]
    """Per seat: its pass for the rest of a turn of the other player (``P`` there)."""
    _dialogs: int
    match: Any

    if TYPE_CHECKING:  # provided by the screen

        @property
        def state(self) -> Any: ...
        @property
        def my_turn(self) -> bool: ...
        def action_use(self) -> None: ...
        def action_attack(self) -> None: ...
        def automatic_action(self, state: Any) -> Action | None: ...
        def seat_stops(self) -> dict[int, Any]: ...
        def action_pass_(self) -> None: ...
        def notify(self, message: str, **kwargs: Any) -> None: ...
        def in_own_turn(self, state: Any) -> bool: ...
        def turn_end_chosen(self, seat: int) -> None: ...

    STOPS: ClassVar[Any] = None
    """The game's stops module, where it has one (Luminous, Lux Aeterna): its ``turn_pass_window``,
    ``others_turn`` and ``guarded`` are the game's own rules for a pass for the turn."""

    def turn_pass_window(self, state: Any) -> bool:
        """Whether a pass for the turn covers the window the seat to act is in (a game's own)."""
        return bool(self.STOPS.turn_pass_window(state)) if self.STOPS is not None else False

    def turn_pass_guarded(self, state: Any, seat: int) -> frozenset[str]:
        """The ids of ``seat``'s things: aiming at one ends its pass for the turn (a game's own)."""
        return frozenset(self.STOPS.guarded(state, seat)) if self.STOPS is not None else frozenset()

    def turn_pass_step(self, state: Any) -> Action | None:
        """The pass the table takes for the seat to act because it passed for the turn, or None
        (the screen's :meth:`automatic_action` asks this first)."""
        if not self.turn_passes:
            return None
        return turn_pass.step(self.turn_passes, state, self.turn_pass_window, self.match.human_seats)

    def others_turn(self, state: Any) -> bool:
        """Whether the seat to act holds priority in the other player's turn (a game's own)."""
        return bool(self.STOPS.others_turn(state)) if self.STOPS is not None else False

    def answering_turn(self) -> bool:
        """Whether the person at the keys holds priority in the other player's turn (there ``P``
        passes for the rest of the turn instead of playing)."""
        state = self.state
        return not state.is_over and self.match.is_human(state.to_act) and self.others_turn(state)

    def pass_for_turn(self) -> None:
        """Pass, and let the table pass for this seat at the rest of this turn's answer windows
        (:mod:`cardtable.ui.table.turn_pass`): a block, an attack on the seat, anything aimed at
        its things and every decision that is not priority still ask it."""
        state = self.state
        seat = state.to_act
        if seat is None:
            return
        start = len(state.history)
        self.turn_passes[seat] = turn_pass.TurnPass(
            seat, state.moment()[0], start, self.turn_pass_guarded(state, seat)
        )
        self.action_pass_()
        if len(self.state.history) == start and not self._dialogs:
            del self.turn_passes[seat]  # nothing was passed (the key was dropped): no wish kept

    def passed_through(self, state: Any) -> Any | None:
        """If the turn player passes in ``state``: the position where the table passes for the
        other seat, a person (:func:`ahead.passed_through`), else None. Only the turn player is
        told (playtest15: the attacker after the defender's "Pass then"); the seat answering in
        the other's turn is not, so a plan of the turn player's (``P``, ``A``) or its empty hand is
        never told before that seat decides."""
        seat = state.to_act
        if seat is None or not self.match.is_human(1 - seat) or self.others_turn(state):
            return None  # never told to the seat answering: the turn player's plan stays its own

        def table_step(trial: Any) -> Action | None:
            return ahead.carried_out(self.plans, trial) or self.automatic_action(trial)

        return ahead.passed_through(state, table_step)

    def then_pass_until(self, action: Action) -> Callable[[Any], bool] | None:
        """Where the passes planned after ``action`` stop short of the turn's end (a game's own:
        after an attack, the end of that combat), or None."""
        return None

    def action_attack_then_pass(self) -> None:
        """``A``: attack as ``a`` does; then, if the attack is not blocked and the other player
        only passes, pass to deal the damage (a plan to the end of that combat only)."""
        self._then_pass = len(self.state.history)
        self.action_attack()
        if not self._dialogs:
            self._then_pass = None

    def action_use_then_pass(self) -> None:
        """In the other player's turn: pass for the rest of it (:meth:`pass_for_turn`). In one's
        own: play or use the chosen card as Enter does; then pass at this seat's next decision if
        the other seat only passes (asked as usual if it answers)."""
        if self.answering_turn():
            self.pass_for_turn()
            return
        self._then_pass = len(self.state.history)
        self.action_use()
        if not self._dialogs:
            self._then_pass = None  # acted already (the plan is made), or nothing was played

    def then_pass_dropped(self) -> None:
        """A dialog of the card (or of the pass) was closed without an answer: the key's wish
        goes with it, a pass for the turn whose pass was not made too."""
        self._then_pass = None
        seat = self.state.to_act
        held = self.turn_passes.get(seat) if seat is not None else None
        if held is not None and held.start == len(self.state.history):
            del self.turn_passes[seat]

    def plan_then_pass(self, action: Action) -> bool:
        """Before ``action`` is taken: if it was chosen with ``P``, plan the pass after it and tell
        the player what that pass will do; True when a plan was made (no other question is then
        asked ahead)."""
        mark, self._then_pass = self._then_pass, None
        seat = self.state.to_act
        if mark != len(self.state.history) or seat is None or action.KIND == "pass":
            return False
        if len(self.match.human_seats) > 1 and self.seat_stops()[seat].at_stops_only:
            return False  # a hot-seat seat that chose privacy: its plan would show on the curtains
        # (against the computer too, playtest18: P there did nothing and said nothing; the plan
        # assumes the computer only passes, and any play of its drops the rest, as a person's)
        until = self.then_pass_until(action)
        if until is None and self.in_own_turn(self.state):  # (P on an attack: to its combat's end)
            self.turn_end_chosen(seat)  # the passes after it are the player's, whoever makes them
        found = ahead.then_pass(self.state, seat, action, self.automatic_action, until)
        if found is None:
            return False  # nothing of this seat's to pass after it this turn: played as with Enter
        # No toast: the curtain for the other seat comes down next, and a toast would tell that
        # player the plan. The table's own note ("Ana's turn ended ...") says what happened.
        self.plans[seat] = found.plan
        return True
