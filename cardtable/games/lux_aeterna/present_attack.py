"""The outcome of an attack, worked out by the engine's own rules on copies of the state.

For each way the defender may answer (each Unit that may defend, or no defence), a copy of the
game plays the attack through: every seat passes priority, the defender gives that answer, and
any other decision on the way takes its first legal answer. What the copy then shows (which of the
two Units left the field, the Soul lost) is the forecast; so the forecast a screen shows and what
``apply`` does on that line of play cannot disagree, whatever triggers or Prayers of the cards on
the table do. A player who answers differently (a response, another choice) may change it.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.kernel.decision import Pass
from cardtable.games.lux_aeterna.actions import Attack, Defend

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.state import LuxState

PLAY_LIMIT = 60
"""Actions a copy may take to see an attack through (a safety stop; an attack takes a handful)."""


@dataclasses.dataclass(frozen=True, slots=True)
class AttackLine:
    """One answer to an attack and its outcome: ``blocker`` None is no defence."""

    blocker: str | None
    attacker_destroyed: bool
    blocker_destroyed: bool
    soul_lost: int
    """Soul the defender loses."""
    defender_loses: bool
    """The defender has lost the match."""


@dataclasses.dataclass(frozen=True, slots=True)
class AttackOutcomes:
    """Every answer the defender may give to an attack by ``attacker``, each with its outcome."""

    attacker: str
    lines: tuple[AttackLine, ...]

    def line(self, blocker: str | None) -> AttackLine | None:
        for line in self.lines:
            if line.blocker == blocker:
                return line
        return None


def _answer(game: LuxState, defender: int, blocker: str | None, action: Action | None) -> Action | None:
    """The action the copy takes next: the defence, a pass, or the first legal answer."""
    decision = game.decision
    legal = game.legal_actions()
    if decision is not None and decision.kind == "defend" and decision.seat == defender:
        return Defend(blocker)
    for option in legal:
        if isinstance(option, Pass):
            return option
    return legal[0] if legal else action


def play_out(game: LuxState, attack: Attack, blocker: str | None) -> AttackLine | None:
    """The outcome of ``attack`` answered by ``blocker`` on a copy (None: the copy could not
    play it through, e.g. ``blocker`` was not a legal answer)."""
    trial = game.copy()
    trial.set_logging(False)
    attacker = attack.unit
    defender = 1 - trial.owner(attacker)
    soul = trial.soul[defender]
    try:
        trial.apply(attack)
        for _ in range(PLAY_LIMIT):
            if trial.attack is None or trial.is_over:
                break
            step = _answer(trial, defender, blocker, None)
            if step is None:
                return None
            trial.apply(step)
        else:
            return None
    except IllegalActionError:
        return None
    outcome = trial.outcome
    return AttackLine(
        blocker,
        not trial.on_field(attacker),
        blocker is not None and not trial.on_field(blocker),
        soul - trial.soul[defender],
        outcome is not None and defender not in outcome.winners,
    )


def attack_outcomes(game: LuxState, attack: Attack) -> AttackOutcomes:
    """Every answer to ``attack`` with its outcome, played out on copies."""
    from cardtable.games.lux_aeterna.combat import defenders

    foe = 1 - game.owner(attack.unit)
    answers: list[str | None] = [u for u in defenders(game, foe) if u != attack.unit]
    answers.append(None)
    lines = (play_out(game, attack, blocker) for blocker in answers)
    return AttackOutcomes(attack.unit, tuple(line for line in lines if line is not None))
