"""Misplays a card-game player notices at once in a Luminous computer seat's decisions
(playtest22-lum finding 11), counted by ``bench_luminous_think.py`` for the measured seat:

- ``fast_idle``: a fast card cast in its own Main phase in a turn it then makes no attack (a
  fast card is for the other turn or for a combat);
- ``ping_for_nothing``: an ability dealing damage to a unit that is still in play at the end of
  that turn (the damage heals);
- ``spent_on_won``: a card cast or an ability used while a pass, everyone passing after it,
  wins the match (lethal already on the table).

A bench helper, not a rule: it reads the state and the chosen action, and changes nothing.
"""

from __future__ import annotations

from cardtable.engine.actions import Action
from cardtable.engine.kernel.decision import Pass
from cardtable.engine.lookahead import trial
from cardtable.games.luminous.actions import Activate, Attack, Play
from cardtable.games.luminous.bots import settle_combat
from cardtable.games.luminous.state import LuminousState

KINDS = ("fast_idle", "ping_for_nothing", "spent_on_won")


class Misplays:
    """Counts :data:`KINDS` for ``seat``: :meth:`chosen` before each of its priority decisions is
    applied, :meth:`applied` after every action of the match."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.counts = dict.fromkeys(KINDS, 0)
        self._turn = 0
        self._fast: int = 0  # fast cards cast in its own Main this turn
        self._attacked = False
        self._pinged: list[str] = []  # units its damage abilities hit this turn

    def chosen(self, st: LuminousState, action: Action) -> None:
        if st.asking.kind != "priority":
            return
        if isinstance(action, (Play, Activate)):
            after = settle_combat(trial(st, Pass()))
            if after.result is not None and after.result.winners == (self.seat,):
                self.counts["spent_on_won"] += 1
        if isinstance(action, Play) and st.active == self.seat and st.combat is None:
            self._fast += st.card_def(action.card).fast
        if isinstance(action, Attack):
            self._attacked = True
        if isinstance(action, Activate) and action.target is not None:
            source = st.sides[self.seat].in_play(action.source)
            ability = source.card.abilities[action.ability] if source is not None else None
            if ability is not None and any(step.op == "damage" for step in ability.steps):
                self._pinged.append(action.target)

    def applied(self, st: LuminousState) -> None:
        if st.turn == self._turn and not st.is_over:
            return
        if not self._attacked:
            self.counts["fast_idle"] += self._fast
        alive = {thing.iid for side in st.sides for thing in side.units}
        self.counts["ping_for_nothing"] += sum(1 for iid in self._pinged if iid in alive)
        self._turn, self._fast, self._attacked, self._pinged = st.turn, 0, False, []
