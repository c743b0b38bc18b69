"""The effect interpreter: runs a card's data steps (ops), resolving chosen and fixed targets.

A step's ``target`` is either chosen by the player when the card is played (``Ctx.chosen``) or
fixed by the card (``this``, ``foe``, ``all_enemy_units``...). Targets that have left play by the
time a step runs are skipped.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from cardtable.engine.kernel.effects import OpRegistry
from cardtable.games.aether_lanes.actions import id_text
from cardtable.games.aether_lanes.cards import OP_NAMES, Choose
from cardtable.games.aether_lanes.frozen import frozen_class
from cardtable.games.aether_lanes.hooks import HOOKS
from cardtable.games.aether_lanes.keywords import ARRIVES_READY, SPELL_PROOF, bit

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.catalog import CardDef
    from cardtable.games.aether_lanes.state import AetherState
    from cardtable.games.aether_lanes.units import Unit

_SPELL_PROOF = bit(SPELL_PROOF)
_ARRIVES_READY = bit(ARRIVES_READY)

UnitRef = tuple[int, int, "Unit"]
"""(seat, lane, unit) of a unit on top of a lane."""


@dataclasses.dataclass(slots=True)
class Ctx:
    """Who is acting and from where: the card's controller, its unit and lane (if any), the card,
    and the chosen target (a unit's instance id, or a player: -1 for ``p0``, -2 for ``p1``). ``in_play`` is False when
    the card resolves from outside play (a Spell, a Requiem, an aura): its own Loaded then still counts."""

    seat: int
    unit: Unit | None
    lane: int | None
    card: CardDef
    chosen: int | None
    in_play: bool = True


_CHOOSE = frozen_class(Choose)

OPS = OpRegistry()
"""Every effect op's handler ``handler(state, ctx, step)``, registered by name below: the kernel's
op registry, checked against the ops the card models declare (``cards.OP_NAMES``)."""
"""A chosen target as the catalog compiles it."""


def player_ref(seat: int) -> int:
    """A player as a chosen target (-1 for seat 0, ``p0`` in an action value; -2 for seat 1)."""
    return -1 - seat


def parse_player(ref: int) -> int | None:
    """The seat a chosen target names, or None for a unit."""
    return -1 - ref if ref < 0 else None


def choice_options(state: AetherState, seat: int, kind: str, spell: bool) -> list[int]:
    """Every legal chosen target of ``kind`` for ``seat`` (enemy Unseen units are excluded for Spells)."""
    foe = 1 - seat
    options: list[int] = []
    if kind in ("friendly_unit", "any_unit"):
        for unit in state.sides[seat].lanes:
            if unit is not None:
                options.append(unit.iid)
    if kind in ("enemy_unit", "any_unit", "enemy"):
        for unit in state.sides[foe].lanes:
            if unit is not None and not (spell and unit.hooks & _SPELL_PROOF):
                options.append(unit.iid)
    if kind == "enemy":
        options.append(player_ref(foe))
    if kind == "any_player":
        options.extend((player_ref(seat), player_ref(foe)))
    return options


def _units(state: AetherState, seat: int) -> list[UnitRef]:
    return [(seat, lane, u) for lane, u in enumerate(state.sides[seat].lanes) if u is not None]


def resolve(state: AetherState, ctx: Ctx, target: Any) -> list[UnitRef | int]:
    """Targets of a step: unit refs, or ints for players."""
    if type(target) is _CHOOSE or isinstance(target, Choose):
        if ctx.chosen is None:
            return []
        player = parse_player(ctx.chosen)
        if player is not None:
            return [player]
        found = state.locate(ctx.chosen)
        return [found] if found is not None else []
    kind = target.fixed
    seat, foe = ctx.seat, 1 - ctx.seat
    if kind == "me":
        return [seat]
    if kind == "foe":
        return [foe]
    if kind == "this":
        if ctx.unit is None:
            return []
        found = state.locate(ctx.unit.iid)
        return [found] if found is not None else []
    if kind == "facing":
        if ctx.lane is None:
            return []
        unit = state.sides[foe].lanes[ctx.lane]
        return [(foe, ctx.lane, unit)] if unit is not None else []
    if kind == "all_enemy_units":
        return list(_units(state, foe))
    if kind == "all_friendly_units":
        return list(_units(state, seat))
    if kind == "other_friendly_units":
        return [ref for ref in _units(state, seat) if ctx.unit is None or ref[2] is not ctx.unit]
    if kind == "all_units":
        return [*_units(state, seat), *_units(state, foe)]
    enemies = _units(state, foe)
    if not enemies:
        return []
    if kind == "random_enemy_unit":
        pick = enemies[state.rng.randrange(len(enemies))]
        if state.logging:
            state.say(
                "chance", ("At random: %s.", state.card_name(pick[2].iid)), foe, unit=id_text(pick[2].iid)
            )
        return [pick]
    # strongest_enemy_unit: highest Attack, the Aggressive-most on a tie
    return [max(enemies, key=lambda ref: (state.attack_of(ref[0], ref[1], ref[2]), -ref[1]))]


def _still_there(state: AetherState, ref: UnitRef) -> bool:
    seat, lane, unit = ref
    return state.sides[seat].lanes[lane] is unit


def run_steps(state: AetherState, ctx: Ctx, steps: Iterable[Any]) -> None:
    """Carry out ``steps`` in order."""
    for step in steps:
        _RUN[step.op](state, ctx, step)


def _each_unit(state: AetherState, ctx: Ctx, step: Any) -> list[UnitRef]:
    return [t for t in resolve(state, ctx, step.target) if not isinstance(t, int)]


@OPS.register("damage")
def _damage(state: AetherState, ctx: Ctx, step: Any) -> None:
    for target in resolve(state, ctx, step.target):
        if isinstance(target, int):
            state.lose_soul(target, step.amount, ctx.card.name)
        elif _still_there(state, target):
            state.damage_unit(target[0], target[1], target[2], step.amount, ctx.card.name)


@OPS.register("heal")
def _heal(state: AetherState, ctx: Ctx, step: Any) -> None:
    for target in resolve(state, ctx, step.target):
        if isinstance(target, int):
            state.heal_soul(target, step.amount)
        else:
            unit = target[2]
            healed = min(unit.damage, step.amount)
            unit.damage -= healed
            if state.logging:
                state.say(
                    "heal",
                    ("%s heals %s.", state.card_name(unit.iid), healed),
                    target[0],
                    unit=id_text(unit.iid),
                    amount=healed,
                )


@OPS.register("draw")
def _draw(state: AetherState, ctx: Ctx, step: Any) -> None:
    state.draw(ctx.seat if step.who == "me" else 1 - ctx.seat, step.count)


@OPS.register("buff")
def _buff(state: AetherState, ctx: Ctx, step: Any) -> None:
    temporary = step.until == "end_of_turn"
    if temporary:
        state.temp_mods = True  # (the End phase clears them)
    for seat, lane, unit in _each_unit(state, ctx, step):
        unit.add_mod(ctx.card.name, step.attack, step.defense, step.health, temporary)
        parts = [
            f"{v:+d} {n}"
            for v, n in ((step.attack, "Attack"), (step.defense, "Defense"), (step.health, "Health"))
            if v
        ]
        until = " this turn" if temporary else ""
        if state.logging:
            state.say(
                "buff",
                ("%s gets %s%s (%s).", state.card_name(unit.iid), ", ".join(parts), until, ctx.card.name),
                seat,
                unit=id_text(unit.iid),
            )
        if state.health_of(unit) <= 0:
            state.destroy(seat, lane, unit)


@OPS.register("destroy")
def _destroy(state: AetherState, ctx: Ctx, step: Any) -> None:
    for ref in _each_unit(state, ctx, step):
        if _still_there(state, ref):
            state.destroy(*ref)


@OPS.register("bounce")
def _bounce(state: AetherState, ctx: Ctx, step: Any) -> None:
    for ref in _each_unit(state, ctx, step):
        if _still_there(state, ref):
            state.return_to_hand(ref[0], ref[1], ref[2], ctx.card.name)


@OPS.register("token")
def _token(state: AetherState, ctx: Ctx, step: Any) -> None:
    side = state.sides[ctx.seat]
    empty = [lane for lane, unit in enumerate(side.lanes) if unit is None]
    for lane in empty[:1] if step.where == "first_empty" else empty:
        iid = state.new_token(step.card)
        unit = state.new_unit(iid, ctx.seat)
        unit.exhausted = not unit.hooks & _ARRIVES_READY
        side.lanes[lane] = unit
        if state.logging:
            state.say(
                "token",
                (
                    "A %s token appears in %s's %s lane.",
                    state.card_name(iid),
                    state.name(ctx.seat),
                    ("Aggressive", "Balanced", "Defensive")[lane],
                ),
                ctx.seat,
                unit=id_text(iid),
                lane=lane,
                card=step.card,
            )


@OPS.register("shelter")
def _shelter(state: AetherState, ctx: Ctx, step: Any) -> None:
    seat = ctx.seat if step.who == "me" else 1 - ctx.seat
    state.sides[seat].shelter += step.amount
    if state.logging:
        state.say(
            "shelter",
            ("%s gains %s Shelter (%s in all).", state.name(seat), step.amount, state.sides[seat].shelter),
            seat,
            amount=step.amount,
        )


@OPS.register("aether")
def _aether(state: AetherState, ctx: Ctx, step: Any) -> None:
    side = state.sides[ctx.seat]
    side.aether = min(state.catalog.rules.aether_cap, side.aether + step.amount)
    if state.logging:
        state.say(
            "aether",
            ("%s gains %s Aether this turn.", state.name(ctx.seat), step.amount),
            ctx.seat,
            amount=step.amount,
        )


@OPS.register("burn")
def _burn(state: AetherState, ctx: Ctx, step: Any) -> None:
    for seat, _lane, unit in _each_unit(state, ctx, step):
        unit.burn += step.amount
        if state.logging:
            state.say(
                "burn",
                ("%s burns (Burn %s).", state.card_name(unit.iid), unit.burn),
                seat,
                unit=id_text(unit.iid),
                amount=unit.burn,
            )


@OPS.register("toxin")
def _toxin(state: AetherState, ctx: Ctx, step: Any) -> None:
    seat = ctx.seat if step.who == "me" else 1 - ctx.seat
    state.sides[seat].toxin += step.amount
    if state.logging:
        state.say(
            "toxin",
            ("%s is poisoned (Toxin %s).", state.name(seat), state.sides[seat].toxin),
            seat,
            amount=state.sides[seat].toxin,
        )


@OPS.register("silence")
def _silence(state: AetherState, ctx: Ctx, step: Any) -> None:
    for seat, _lane, unit in _each_unit(state, ctx, step):
        unit.silenced = True
        unit.ensemble = 0
        state.refresh_keywords(unit)
        if state.logging:
            state.say("silence", ("%s is silenced.", state.card_name(unit.iid)), seat, unit=id_text(unit.iid))


@OPS.register("ready")
def _ready(state: AetherState, ctx: Ctx, step: Any) -> None:
    for seat, _lane, unit in _each_unit(state, ctx, step):
        unit.exhausted = False
        if state.logging:
            state.say("ready", ("%s is ready.", state.card_name(unit.iid)), seat, unit=id_text(unit.iid))


@OPS.register("grant")
def _grant(state: AetherState, ctx: Ctx, step: Any) -> None:
    for seat, _lane, unit in _each_unit(state, ctx, step):
        if unit.silenced:
            continue
        unit.granted.append(step.keyword)
        state.refresh_keywords(unit)
        name = state.catalog.keywords[step.keyword.split()[0]].name
        if state.logging:
            state.say(
                "grant",
                ("%s gains %s.", state.card_name(unit.iid), name),
                seat,
                unit=id_text(unit.iid),
                keyword=step.keyword,
            )


@OPS.register("hook")
def _hook(state: AetherState, ctx: Ctx, step: Any) -> None:
    HOOKS[step.name](state, ctx, step)


def band(total: int) -> str:
    """The Wager band of a die total: 1-2 low, 3-4 middle, 5 and up high."""
    return "low" if total <= 2 else "middle" if total <= 4 else "high"


@OPS.register("wager")
def _wager(state: AetherState, ctx: Ctx, step: Any) -> None:
    die = state.rng.roll(state.catalog.rules.die_sides)
    bonus = state.loaded(ctx.seat, None if ctx.in_play else ctx.card)
    total = die + bonus
    chosen = band(total)
    extra = f" +{bonus} Loaded = {total}" if bonus else ""
    if state.logging:
        state.say(
            "chance",
            ("%s rolls %s%s for %s: %s result.", state.name(ctx.seat), die, extra, ctx.card.name, chosen),
            ctx.seat,
            die=die,
            bonus=bonus,
            total=total,
            band=chosen,
        )
    run_steps(state, ctx, getattr(step, chosen))


_RUN = OPS.table()
assert not OPS.check_names(OP_NAMES), OPS.check_names(OP_NAMES)
