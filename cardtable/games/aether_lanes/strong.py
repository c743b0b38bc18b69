"""The strong computer seat: determinised sampling of the hidden cards with greedy rollouts.

For each decision the seat takes the greedy seat's best few candidate actions (plus ending the
turn), then plays each of them out in several *determinised* worlds (:func:`bots.determinise`:
its own deck order, the foe's unseen hand and deck, and every future die roll guessed afresh from
the bot's own generator, never read from the real state). In every world the rest of the turn,
the foe's whole reply and the start of its next turn are played by greedy seats, and the position
is scored with the greedy evaluation (a won or lost game counts ±1000). The candidate with the
best average wins. All candidates are tried in the same worlds with the same chance outcomes
(common random numbers), so the comparison is fair even with few samples. Worlds go where they
decide something (successive halving): after a quarter and again after half of the samples, only
the better half of the candidates still in the race (at least two) is played on.

It sees only what its seat may see. How long it thinks is a *work* budget, not a time: worlds are
added round by round until the rollouts have made ``work`` greedy evaluations (each scores one
action on a copy, the unit of a rollout's cost) or the sample cap is reached. So the same state and
seed give the same choice on any machine, however loaded. The work budget is calibrated to about
half a second of CPU on the development machine (``bench/bench_aether_bots.py`` reports the CPU per
decision); a clock limit (2 s by default, wall-clock in play) only guards against a slow machine:
if one more world as slow as the slowest so far would overrun it, the seat stops there (and is then
no longer repeatable). A benchmark on a shared machine passes ``clock=time.process_time``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes.actions import Concede, EndTurn
from cardtable.games.aether_lanes.bots import AetherBot, determinise, evaluate, ranked_actions

if TYPE_CHECKING:
    from cardtable.engine.state import GameState
    from cardtable.games.aether_lanes.state import AetherState

ROLLOUT_ACTIONS = 60
"""A safety cap on the actions of one rollout (a turn rarely takes more than a dozen)."""


SAMPLES = 256
"""The most worlds one decision samples (the work budget usually ends it first)."""
WORK = 3500
"""Greedy evaluations one decision may spend on its rollouts (see the module docstring)."""


class Work:
    """A running count of greedy evaluations (the look-ahead's unit of cost)."""

    __slots__ = ("done",)

    def __init__(self) -> None:
        self.done = 0


def greedy_step(state: AetherState, rng: Rng, work: Work | None = None) -> Action:
    """The greedy seat's choice in a world that is already a guess (no further determinising);
    the evaluations it made are added to ``work``."""
    if state.stage != "main":
        return AetherBot().choose(state, rng)
    scored = ranked_actions(state, state)
    if work is not None:
        work.done += len(scored)
    top = scored[0][0]
    best = [action for score, action in scored if abs(score - top) <= 1e-9]
    return best[rng.randrange(len(best))]


def rollout(world: AetherState, seat: int, rng: Rng, horizon: int = 2, work: Work | None = None) -> float:
    """Play ``world`` on with greedy seats through ``horizon`` more turn changes (2: the rest of
    this turn and the foe's reply, so it stops as ``seat``'s next turn begins) or to the end of
    the game; the greedy evaluation of where that leaves ``seat``. Evaluations count in ``work``."""
    turns_left = horizon if world.active == seat else horizon - 1
    last_active = world.active
    for _ in range(ROLLOUT_ACTIONS):
        if world.result is not None:
            break
        if world.active != last_active:
            last_active = world.active
            turns_left -= 1
            if turns_left <= 0:
                break
        world.apply(greedy_step(world, rng, work))
    if work is not None:
        work.done += 1
    return evaluate(world, seat)


class StrongBot:
    """Greedy candidates judged by determinised greedy rollouts ("strong")."""

    name = "strong"

    def __init__(
        self,
        *,
        samples: int = SAMPLES,
        candidates: int = 6,
        work: int = WORK,
        first_cut: int = 8,
        budget: float = 2.0,
        horizon: int = 4,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.samples = samples
        self.candidates = candidates
        self.work = work
        self.first_cut = first_cut
        self.budget = budget
        self.horizon = horizon
        self.clock = clock
        self.last = (0, 0)
        """(worlds sampled, evaluations made) by the last decision that looked ahead."""

    def choose(self, state: GameState, rng: Rng) -> Action:
        st: AetherState = state  # type: ignore[assignment]
        seat = st.to_act
        assert seat is not None
        if st.stage != "main":
            return AetherBot().choose(st, rng)
        started = self.clock()
        first = determinise(st, seat, rng)
        ranked = ranked_actions(st, first)
        options = [action for _, action in ranked[: self.candidates]]
        if not any(isinstance(action, EndTurn) for action in options):
            options.append(EndTurn())
        options = [action for action in options if not isinstance(action, Concede)]
        if len(options) == 1:
            return options[0]
        totals = [0.0] * len(options)
        alive = list(range(len(options)))
        work, cut = Work(), self.first_cut
        last, slowest = started, 0.0
        for worlds in range(1, self.samples + 1):
            world = first if worlds == 1 else determinise(st, seat, rng)
            seed = rng.next_u64()
            for index in alive:
                trial = world.copy()
                trial.apply(options[index])
                totals[index] += rollout(trial, seat, Rng(seed), self.horizon, work)
            if worlds == cut:  # every candidate alive has seen the same worlds
                cut *= 2
                if len(alive) > 2:
                    alive.sort(key=lambda index: (-totals[index], index))
                    alive = sorted(alive[: max(2, (len(alive) + 1) // 2)])
            if work.done >= self.work:
                break
            now = self.clock()
            slowest, last = max(slowest, now - last), now
            if now - started + slowest > self.budget:  # one more world as slow as the slowest would overrun
                break
        self.last = (worlds, work.done)
        best = max(alive, key=lambda index: (totals[index], -index))
        return options[best]
