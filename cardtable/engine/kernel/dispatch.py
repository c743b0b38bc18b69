"""Applying a table game's actions: one table per game says, for each kind of action, what
carries it out (its handler), which decision it answers and the check made before it runs.

A game's ``_apply`` is then the table's :meth:`Actions.apply`: the refusals (an action the table
does not know, an answer to a decision that is not waiting, a failed check) are worded here once,
the state untouched; the handler changes the state; the game settles after it when its table says
so; and whether hidden information came out is told by the game's ``seen`` mark (a count of the
cards drawn or revealed) read before and after, besides what the handler says. The
standard concession is the kernel's (:func:`concede`). Engine code: no Textual.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from cardtable.engine.actions import Action
from cardtable.engine.errors import IllegalActionError

Handler = Callable[[Any, int, Any], "bool | None"]
"""``(state, seat, action)``: carry the action out; a true answer: it revealed hidden information
the game's ``seen`` mark does not show."""
Check = Callable[[Any, int, Any], "str | None"]
"""``(state, seat, action)``: why the action may not be taken now (``None``: it may)."""
Entry = tuple[Handler, str, "Check | None"]
"""An action kind's handler, the decision kind it answers (``""``: whatever is asked; the handler
checks) and the check made first (``None``: the handler checks for itself)."""


def refuse(problem: str | None, action: Action) -> None:
    """Refuse ``action`` with ``problem`` (a sentence for a player), if there is one."""
    if problem:
        raise IllegalActionError(problem, action)


def concede(state: Any, seat: int, action: Action) -> bool:
    """The standard concession (every other seat wins): the kernel's ``TableState.concede``."""
    state.concede(seat)
    return False


class Actions:
    """A game's action kinds (see the module's docstring). ``game``: its name, for the refusal of
    an action of another game; ``seen``: the mark of what is hidden, compared before and after;
    ``settles``: the game settles after every handler (else each handler settles when it must)."""

    __slots__ = ("game", "table", "seen", "settles")

    def __init__(
        self,
        game: str,
        table: Mapping[type[Action], Entry],
        seen: Callable[[Any], int],
        *,
        settles: bool = False,
    ) -> None:
        self.game = game
        self.table: dict[type[Action], Entry] = dict(table)
        self.seen = seen
        self.settles = settles

    def apply(self, state: Any, action: Action) -> bool:
        """Carry ``action`` out for the seat asked (check first: ``IllegalActionError``, the state
        unchanged); whether hidden information was revealed."""
        entry = self.table.get(type(action))
        if entry is None:
            raise IllegalActionError(f"not a {self.game} action: {action!r}", action)
        handler, answers, check = entry
        asking = state.asking
        if answers and asking.kind != answers:
            decision = state.decision
            raise IllegalActionError(
                f"the game waits for {decision.prompt if decision else 'nothing'} "
                f"({asking.kind}), not {action.KIND}",
                action,
            )
        seat = asking.seat
        if check is not None:
            problem = check(state, seat, action)
            if problem:
                raise IllegalActionError(problem, action)
        seen = self.seen
        before = seen(state)
        if handler(state, seat, action):
            if self.settles:
                state.settle()
            return True
        if self.settles:
            state.settle()
        return seen(state) != before
