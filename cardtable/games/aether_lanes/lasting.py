"""What the computer's one-turn look-ahead cannot see: value that pays off after the turn ends.

The greedy seat scores the position right after its own turn (its combat and End phase). Some
cards only pay later: a Decree that fires at the start of its owner's next turn (Open Skies,
Wheel of Fate), Burn that ticks at the end of the foe's turn (Scorched Earth), aura Sigils with
ticks left, and units with start-of-turn effects. :func:`lasting_value` estimates that value for
one side from the public parts of the state, with each effect step priced in the evaluation's own
units (1.2 a Soul Point, 0.7 a point of unit Health...). Only public information and the card data
are read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.engine.kernel.effects import OpRegistry

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.catalog import Catalog
    from cardtable.games.aether_lanes.state import AetherState

DECREE_TURNS = 2.5
"""How many more times a standing Decree is expected to fire."""
AURA_TURNS_CAP = 3
"""Aura ticks further away than this are not counted."""
UNIT_TRIGGER_TURNS = 1.5
"""How many more times a unit's start-of-turn effect is expected to fire."""
SOUL, HEALTH, CARD = 1.2, 0.7, 0.8


WORTH = OpRegistry()
"""Each effect op's rough worth ``worth(step, enemies, friends)`` to the card's owner (an op
without one is worth :data:`OTHER_STEP`): the kernel's op registry, names from ``cards.OP_NAMES``."""
OTHER_STEP = 0.5


def step_value(step: Any, enemies: int, friends: int) -> float:
    """The rough worth of one effect step to its owner, with ``enemies``/``friends`` units standing."""
    worth = _WORTH.get(step.op)
    return worth(step, enemies, friends) if worth is not None else OTHER_STEP


def _target_kind(step: Any) -> str:
    target = getattr(step, "target", None)
    return getattr(target, "fixed", None) or getattr(target, "choose", None) or ""


@WORTH.register("wager")
def _wager(step: Any, enemies: int, friends: int) -> float:
    return sum(steps_value(branch, enemies, friends) for branch in (step.low, step.middle, step.high)) / 3


@WORTH.register("draw")
def _draw(step: Any, enemies: int, friends: int) -> float:
    return CARD * step.count * (1 if step.who == "me" else -1)


@WORTH.register("shelter")
def _shelter(step: Any, enemies: int, friends: int) -> float:
    return 0.6 * step.amount * (1 if step.who == "me" else -1)


@WORTH.register("toxin")
def _toxin(step: Any, enemies: int, friends: int) -> float:
    return 1.5 * step.amount * (1 if step.who == "foe" else -1)


@WORTH.register("aether")
def _aether(step: Any, enemies: int, friends: int) -> float:
    return 0.3 * step.amount


@WORTH.register("token")
def _token(step: Any, enemies: int, friends: int) -> float:
    return 2.5


@WORTH.register("damage")
def _damage(step: Any, enemies: int, friends: int) -> float:
    kind, amount = _target_kind(step), step.amount
    if kind == "foe":
        return SOUL * amount
    if kind == "me":
        return -SOUL * amount
    if kind in ("random_enemy_unit", "strongest_enemy_unit", "enemy_unit"):
        return HEALTH * amount if enemies else 0.0
    if kind == "all_enemy_units":
        return HEALTH * amount * enemies
    if kind in ("all_friendly_units", "other_friendly_units"):
        return -HEALTH * amount * friends
    return 0.0


@WORTH.register("heal")
def _heal(step: Any, enemies: int, friends: int) -> float:
    return 0.6 * step.amount


@WORTH.register("burn")
def _burn(step: Any, enemies: int, friends: int) -> float:
    count = enemies if _target_kind(step) == "all_enemy_units" else min(1, enemies)
    return HEALTH * step.amount * count


@WORTH.register("buff")
def _buff(step: Any, enemies: int, friends: int) -> float:
    worth = 1.2 * step.attack + 0.6 * step.defense + HEALTH * step.health
    if getattr(step, "until", "permanent") != "permanent":
        worth *= 0.3
    if _target_kind(step) in ("all_friendly_units", "other_friendly_units"):
        return worth * friends
    return worth if friends else 0.0


_WORTH = WORTH.table()


def steps_value(steps: Any, enemies: int, friends: int) -> float:
    return sum(step_value(step, enemies, friends) for step in steps)


def _per_turn(catalog: Catalog, card_id: str, slot: str, enemies: int, friends: int) -> float:
    steps = getattr(catalog.cards[card_id], slot)
    return steps_value(steps, enemies, friends) if steps else 0.0


def burn_loss(burn: int, health: int) -> float:
    """Health a unit with ``burn`` Burn still loses to it (burn, burn-1, ... 1), at most its Health."""
    return float(min(health, burn * (burn + 1) // 2))


def lasting_value(state: AetherState, seat: int) -> float:
    """The value still to come for ``seat``: its Decree's start-of-turn steps (end-of-turn steps
    fire in the look-ahead once and are counted for the turns after), its auras' remaining ticks,
    its units' start-of-turn effects, minus the Health its burning units are still to lose.
    Only public parts of the state are read (the Decree, auras and lanes), the same numbers the
    public view shows, straight from the state: this runs for every position the computer scores."""
    catalog, defs = state.catalog, state.defs
    mine, theirs = state.sides[seat], state.sides[1 - seat]
    friends = sum(1 for unit in mine.lanes if unit is not None)
    enemies = sum(1 for unit in theirs.lanes if unit is not None)
    total = 0.0
    if mine.decree is not None:
        card_id = defs[mine.decree].id
        per_turn = _per_turn(catalog, card_id, "start_of_turn", enemies, friends)
        per_turn += _per_turn(catalog, card_id, "end_of_turn", enemies, friends)
        total += DECREE_TURNS * per_turn
    for iid, ticks in mine.auras:
        total += min(ticks, AURA_TURNS_CAP) * _per_turn(catalog, defs[iid].id, "each_turn", enemies, friends)
    for lane, unit in enumerate(mine.lanes):
        if unit is None:
            continue
        if not unit.silenced:
            total += UNIT_TRIGGER_TURNS * _per_turn(catalog, unit.card, "start_of_turn", enemies, friends)
        if unit.burn:
            health = state.health_of(unit)
            loss = burn_loss(unit.burn, health)
            total -= HEALTH * loss
            if loss >= health:
                attack, defense = state.attack_of(seat, lane, unit), state.defense_of(seat, lane, unit)
                total -= 1.2 * attack + 0.6 * defense + 1.0
    return total
