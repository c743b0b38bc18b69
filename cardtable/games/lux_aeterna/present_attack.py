"""The outcome of an attack, worked out by the engine's own rules on copies of the state.

For each way the defender may answer (each Unit that may defend, or no defence), a copy of the
game plays the attack through: every seat passes priority, the defender gives that answer, and
any other decision on the way takes its first legal answer. What the copy then shows (which Units
left the field, the Soul each player lost, the cards discarded at random, who lost the match) is
the forecast, with what the triggers that fired on the way do besides (``present_effects``:
Bone Harvester's growth, Orbit Keeper's draw); so the forecast a screen shows and what ``apply`` does on that line of play cannot
disagree, whatever triggers or Prayers of the cards on the table do (an Altar of Whispers dealing
the last point of Soul when the attacker dies, a Shade Thrall's random discard). A player who
answers differently (a response, another choice) may change it.

What chance decides is never read from the copy: a copy shares the game's random draws, so it
would name the very card a random discard takes. A forecast says only how many cards are
discarded at random, which is what the player may know.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from cardtable.engine import lookahead
from cardtable.engine.actions import Action
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.kernel.decision import Pass
from cardtable.games.lux_aeterna.actions import Attack, Defend
from cardtable.games.lux_aeterna.names import called
from cardtable.games.lux_aeterna.present_effects import TriggerWatch

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
    attacker_power: int = 0
    blocker_power: int | None = None
    """Power of the attacker and of the defending Unit (None: no defence) when they meet: after
    the attack's own triggers (Ember Squire's +1 when it attacks), as long as each is on the field."""
    attacker_soul_lost: int = 0
    """Soul the attacking player loses (a trigger of the defender's cards, say)."""
    attacker_loses: bool = False
    """The attacking player has lost the match."""
    discards: tuple[int, int] = (0, 0)
    """Cards each seat discards at random on the way (which ones is chance: never forecast)."""
    others_destroyed: tuple[str, ...] = ()
    """Names of the other cards that leave the field on the way."""
    blocker_name: str = ""
    """The defending Unit's name, told apart from its namesakes ("Lamp Bearer (left)"); "" for
    no defence."""
    triggered: tuple[str, ...] = ()
    """What the triggers that fired on the way do besides the above, in the log's public words
    ("Orbit Keeper: Cpu draws a card", "Bone Harvester gets +1 Power for the rest of the match")."""

    @property
    def lethal(self) -> bool:
        """Someone loses the match on this line."""
        return self.defender_loses or self.attacker_loses


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


def _answer(game: LuxState, defender: int, blocker: str | None) -> Action | None:
    """The action the copy takes next: the defence, a pass, or the first legal answer."""
    decision = game.decision
    if decision is not None and decision.kind == "defend" and decision.seat == defender:
        return Defend(blocker)
    legal = game.legal_actions()
    for option in legal:
        if isinstance(option, Pass):
            return option
    return legal[0] if legal else None


def _settled(game: LuxState) -> bool:
    """The attack and everything it set off are done: the attack is over, nothing waits on the
    queue or in the trigger batch, and the next decision is a person's priority (or the match
    is over)."""
    if game.is_over:
        return True
    decision = game.decision
    return (
        game.attack is None
        and not game.queue
        and not game.batch
        and (decision is None or decision.kind == "priority")
    )


def play_out(game: LuxState, first: Attack | Defend, attacker: str, blocker: str | None) -> AttackLine | None:
    """The outcome of taking ``first`` (the attack by ``attacker``, or the defender's answer to
    it) on a copy, the defender answering with ``blocker`` (None: the copy could not play it
    through, e.g. ``blocker`` was not a legal answer)."""
    trial = lookahead.trial(game, log=True)  # a log of its own: the copy's events tell what chance did
    owner = trial.owner(attacker)
    defender = 1 - owner
    soul = list(trial.soul)
    fields = [list(trial.zones.cards(seat, "field")) for seat in (0, 1)]
    attacker_power = trial.power(attacker, "attacking")
    blocker_power = None if blocker is None else trial.power(blocker, "defending")
    blocker_name = "" if blocker is None else called(trial, blocker)
    discards = [0, 0]
    watch = TriggerWatch(meet=("clash", "undefended"))  # the Powers shown are those they meet with
    undefended = False
    met: int | None = None  # the attacker's Power when the attack went undefended
    auras = trial.aura_bonus(owner)  # the auras before the step that resolved the attack
    try:
        events = trial.apply(first)
        for _ in range(PLAY_LIMIT):
            watch.see(events)
            for event in events:
                if event.kind == "discard" and event.seat is not None:
                    discards[event.seat] += 1
                if event.kind == "clash":  # the Powers they met with, the defender's own "when
                    # it defends" included when it resolved in the same step (playtest24-la:
                    # "⚔5 against ⚔6: both are destroyed" for Astral Bulwark's 6)
                    attacker_power = int(event.data["attacker_power"])
                    blocker_power = int(event.data["blocker_power"])
                if event.kind == "undefended" and not undefended and trial.on_field(attacker):
                    # its own boosts of the step included, not an aura its damage brought
                    # (playtest22-la: the damage turned Ignara Connected, +1 to attackers)
                    undefended, met = True, trial.power(attacker, "attacking", auras)
                undefended = undefended or event.kind == "undefended"
            if _settled(trial):
                break
            if trial.attack is not None:  # the Power each has when they meet, triggers included
                if trial.on_field(attacker):
                    attacker_power = trial.power(attacker, "attacking")
                if blocker is not None and trial.on_field(blocker):
                    blocker_power = trial.power(blocker, "defending")
            step = _answer(trial, defender, blocker)
            if step is None:
                return None
            auras = trial.aura_bonus(owner)
            events = trial.apply(step)
        else:
            return None
    except IllegalActionError:
        return None
    if met is not None and blocker is None:
        # met no Unit: its Power when the attack resolved, its own "when it attacks" included
        # (playtest21-la N10: "Ember Squire (Power 2)" with no defender, then +1 in the log)
        attacker_power = met
    outcome = trial.outcome
    gone = [
        called(game, iid)
        for seat in (0, 1)
        for iid in fields[seat]
        if iid not in (attacker, blocker) and not trial.on_field(iid)
    ]
    return AttackLine(
        blocker,
        not trial.on_field(attacker),
        blocker is not None and not trial.on_field(blocker),
        soul[defender] - trial.soul[defender],
        outcome is not None and defender not in outcome.winners,
        attacker_power,
        blocker_power,
        soul[owner] - trial.soul[owner],
        outcome is not None and owner not in outcome.winners,
        (discards[0], discards[1]),
        tuple(gone),
        blocker_name,
        tuple(watch.said),
    )


def attack_outcomes(game: LuxState, attack: Attack) -> AttackOutcomes:
    """Every answer to ``attack`` with its outcome, played out on copies."""
    from cardtable.games.lux_aeterna.combat import defenders

    foe = 1 - game.owner(attack.unit)
    answers: list[str | None] = [u for u in defenders(game, foe) if u != attack.unit]
    answers.append(None)
    lines = (play_out(game, attack, attack.unit, blocker) for blocker in answers)
    return AttackOutcomes(attack.unit, tuple(line for line in lines if line is not None))


def defence_outcome(game: LuxState, defend: Defend) -> AttackLine | None:
    """What answering the attack under way with ``defend`` leads to, played out on a copy."""
    if game.attack is None:
        return None
    return play_out(game, defend, str(game.attack["attacker"]), defend.unit)
