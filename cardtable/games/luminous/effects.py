"""The effect interpreter: one handler per op (the registry in ``OPS``), selectors, conditions,
and the state-based checks (deaths, broken relics, a Favored at 0 life).

Card text beats the rules (the golden rule) because every card effect goes through these ops:
``bloom`` plays a Luminous Bloom before six orbs, ``ready`` readies a unit that already attacked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from cardtable.engine.kernel.effects import OpRegistry
from cardtable.engine.outcome import Outcome
from cardtable.engine.words import Rows
from cardtable.games.luminous import stats
from cardtable.games.luminous.compiled import CStep
from cardtable.games.luminous.describe import in_log
from cardtable.games.luminous.things import Side, Thing

if TYPE_CHECKING:
    from cardtable.games.luminous.state import LuminousState


class Ctx(NamedTuple):
    """Who runs the steps: ``seat`` (controller), ``source`` (card id in play or ``F0``/``F1``),
    ``chosen`` (target id), ``subject`` (the card a trigger is about)."""

    seat: int
    source: str
    chosen: str | None = None
    subject: str = ""


Target = tuple[int, Thing | None]
"""(seat, thing) for a card in play; (seat, None) for that seat's Favored."""


def find(st: LuminousState, iid: str) -> Target | None:
    """A card in play (or a Favored marker) by id."""
    if iid in ("F0", "F1"):
        return (int(iid[1]), None)
    for seat, side in enumerate(st.sides):
        thing = side.in_play(iid)
        if thing is not None:
            return (seat, thing)
    return None


SELECTORS = OpRegistry("selector")
"""What a step's ``target`` names: selector name -> ``finder(state, ctx)``, the targets it
selects now. Checked against the data's selector names when a catalog loads (as the ops are)."""


def select(st: LuminousState, ctx: Ctx, selector: str) -> list[Target]:
    finder = _FIND.get(selector)
    if finder is None:
        raise ValueError(f"unknown selector {selector!r}")
    targets: list[Target] = finder(st, ctx)
    return targets


def _one(found: Target | None) -> list[Target]:
    return [found] if found else []


@SELECTORS.register("chosen")
def _chosen(st: LuminousState, ctx: Ctx) -> list[Target]:
    return _one(find(st, ctx.chosen) if ctx.chosen else None)


def _in_play(st: LuminousState, iid: str) -> list[Target]:
    """The card ``iid`` if it is in play (a Favored is not a card in play)."""
    found = find(st, iid)
    return [found] if found and found[1] is not None else []


@SELECTORS.register("this")
def _this(st: LuminousState, ctx: Ctx) -> list[Target]:
    return _in_play(st, ctx.source)


@SELECTORS.register("it")
def _it(st: LuminousState, ctx: Ctx) -> list[Target]:
    return _in_play(st, ctx.subject)


@SELECTORS.register("my_favored")
def _my_favored(st: LuminousState, ctx: Ctx) -> list[Target]:
    return [(ctx.seat, None)]


@SELECTORS.register("foe_favored")
def _foe_favored(st: LuminousState, ctx: Ctx) -> list[Target]:
    return [(1 - ctx.seat, None)]


@SELECTORS.register("enemy_units")
def _enemy_units(st: LuminousState, ctx: Ctx) -> list[Target]:
    foe = 1 - ctx.seat
    return [(foe, t) for t in st.sides[foe].units]


@SELECTORS.register("all_units")
def _all_units(st: LuminousState, ctx: Ctx) -> list[Target]:
    sides = st.sides
    return [(s, t) for s in (st.active, 1 - st.active) for t in sides[s].units]


def _mine(pile: str, others: bool) -> Callable[[LuminousState, Ctx], list[Target]]:
    """The controller's units or relics (``others``: but the source)."""

    def finder(st: LuminousState, ctx: Ctx) -> list[Target]:
        side = st.sides[ctx.seat]
        things = side.units if pile == "units" else side.relics
        return [(ctx.seat, t) for t in things if not others or t.iid != ctx.source]

    return finder


for _pile in ("units", "relics"):
    SELECTORS.register(f"my_{_pile}")(_mine(_pile, False))
    SELECTORS.register(f"other_my_{_pile}")(_mine(_pile, True))


@SELECTORS.register("attacker")
def _attacker(st: LuminousState, ctx: Ctx) -> list[Target]:
    return _one(None if st.combat is None else find(st, st.combat.attacker))


@SELECTORS.register("random_enemy_unit")
def _random_enemy_unit(st: LuminousState, ctx: Ctx) -> list[Target]:
    foe = 1 - ctx.seat
    units = st.sides[foe].units
    return [(foe, units[st.rng.randrange(len(units))])] if units else []


_FIND = dict(SELECTORS.table())


def holds(st: LuminousState, ctx: Ctx, step: CStep) -> bool:
    """Whether ``step``'s condition ("if you control 3 or more relics") holds now."""
    return step.cond is None or not unmet(st, ctx.seat, step)


def unmet(st: LuminousState, seat: int, step: CStep) -> str:
    """Why ``step``'s condition does not hold now for ``seat``, in words ("Ana controls 2 relics,
    not 3"); "" when it holds (or it has none)."""
    cond = step.cond
    if cond is None:
        return ""
    side = st.sides[seat]
    if cond.opponent_turn is not None and cond.opponent_turn != (seat != st.active):
        return f"it is {st.name(seat)}'s own turn" if cond.opponent_turn else "it is the opponent's turn"
    if cond.min_relics is not None and len(side.relics) < cond.min_relics:
        return f"{st.name(seat)} controls {len(side.relics)} relic{'' if len(side.relics) == 1 else 's'}, not {cond.min_relics}"
    if cond.min_units is not None and len(side.units) < cond.min_units:
        return f"{st.name(seat)} controls {len(side.units)} unit{'' if len(side.units) == 1 else 's'}, not {cond.min_units}"
    return ""


# ----- ops -------------------------------------------------------------------------------------


OPS = OpRegistry()
"""The op registry: the one place an op name meets its handler (each handler below registers
itself). The op names of the data (the step models of ``cards.py``) are checked against it when a
catalog loads (``catalog.op_problems``)."""


@OPS.register("damage")
def _damage(st: LuminousState, ctx: Ctx, step: CStep) -> None:
    for seat, thing in select(st, ctx, step.target or ""):
        deal_damage(st, seat, thing, step.n, ctx.source)


def deal_damage(st: LuminousState, seat: int, thing: Thing | None, amount: int, source: str) -> None:
    """Damage a unit, a relic (durability) or a Favored (life); checks come after the step."""
    if amount <= 0:
        return
    if thing is None:
        st.sides[seat].life -= amount
        if st.logging:
            life = st.sides[seat].life  # never "-1 life": 0, and the overkill apart (as the result says)
            left = f"{life} life" if life >= 0 else f"0 life, overkill {-life}"
            st.say("damage", f"{st.favored_name(seat)} takes {amount} damage ({left}).", seat)
    elif thing.card.type == "unit":
        thing.damage += amount
        if st.logging:
            st.say("damage", f"{in_log(st, thing.iid)} takes {amount} damage.", seat)
    else:
        thing.durability -= amount
        if st.logging:
            st.say("damage", _worn(in_log(st, thing.iid), amount, thing.durability, amount), seat)


def _worn(name: str, amount: int, left: int, damage: int = 0) -> str:
    """A relic's log line for losing ``amount`` durability, ``left`` after it: what it really lost,
    never more than it had ("takes 3 damage and loses its last 2 durability", playtest22-lum)."""
    lost = amount + min(0, left)
    if lost == amount:
        return f"{name} loses {amount} durability ({left} left)."
    took = f"takes {damage} damage and " if damage else ""
    return f"{name} {took}loses its last {lost} durability."


@OPS.register("heal")
def _heal(st: LuminousState, ctx: Ctx, step: CStep) -> None:
    st.sides[ctx.seat].life += step.n
    if st.logging:
        st.say("heal", f"{st.favored_name(ctx.seat)} gains {step.n} life.", ctx.seat)


@OPS.register("draw")
def _draw(st: LuminousState, ctx: Ctx, step: CStep) -> None:
    st.draw(ctx.seat, step.n)


def _units(st: LuminousState, ctx: Ctx, step: CStep) -> list[Thing]:
    found = []
    for _s, t in select(st, ctx, step.target or ""):  # a plain loop: cheaper than a comprehension
        if t is not None and t.card.type == "unit":
            found.append(t)
    return found


def _relics(st: LuminousState, ctx: Ctx, step: CStep) -> list[Thing]:
    found = []
    for _s, t in select(st, ctx, step.target or ""):  # a plain loop: cheaper than a comprehension
        if t is not None and t.card.type == "relic":
            found.append(t)
    return found


@OPS.register("buff")
def _buff(st: LuminousState, ctx: Ctx, step: CStep) -> None:
    for unit in _units(st, ctx, step):
        if step.until == "permanent":
            unit.atk += step.n
            unit.hp += step.health
        else:
            unit.tatk += step.n
            unit.thp += step.health
        if st.logging:
            st.say("buff", f"{in_log(st, unit.iid)} gets {step.n:+d}/{step.health:+d}.", unit.owner)


def _keyword_name(st: LuminousState, keyword: str) -> str:
    """The glossary's spelling of a keyword ("Lunge"), as the cards print it."""
    entry = st.catalog.keywords.get(keyword)
    return entry.name if entry is not None else keyword.capitalize()


@OPS.register("grant")
def _grant(st: LuminousState, ctx: Ctx, step: CStep) -> None:
    keyword = step.keyword
    assert keyword is not None, "a grant step always names its keyword (cards.Grant)"
    for unit in _units(st, ctx, step):
        if step.until == "permanent":
            unit.kw = unit.kw | {keyword}
        else:
            unit.tkw = unit.tkw | {keyword}
        if st.logging:
            st.say("grant", f"{in_log(st, unit.iid)} gains {_keyword_name(st, keyword)}.", unit.owner)


@OPS.register("bolster")
def _bolster(st: LuminousState, ctx: Ctx, step: CStep) -> None:
    for relic in _relics(st, ctx, step):
        relic.durability += step.n
        if st.logging:
            st.say(
                "bolster",
                f"Bolster {step.n}: {in_log(st, relic.iid)} has {relic.durability} durability.",
                relic.owner,
            )


@OPS.register("wear")
def _wear(st: LuminousState, ctx: Ctx, step: CStep) -> None:
    for relic in _relics(st, ctx, step):
        relic.durability -= step.n
        if st.logging:
            st.say("wear", _worn(in_log(st, relic.iid), step.n, relic.durability), relic.owner)


@OPS.register("token")
def _token(st: LuminousState, ctx: Ctx, step: CStep) -> None:
    for _ in range(step.n):
        st.make_token(ctx.seat, step.card or "")


@OPS.register("bloom")
def _bloom(st: LuminousState, ctx: Ctx, step: CStep) -> None:
    for _ in range(step.n):
        st.add_bloom(ctx.seat)


@OPS.register("destroy")
def _destroy(st: LuminousState, ctx: Ctx, step: CStep) -> None:
    chosen = select(st, ctx, step.target or "")
    rows = st.table_rows() if st.logging and len(chosen) > 1 else None  # all named as they stood
    for seat, thing in chosen:
        if thing is not None:
            st.leave_play(seat, thing, "discard", "is destroyed", rows)


@OPS.register("void")
def _void(st: LuminousState, ctx: Ctx, step: CStep) -> None:
    chosen = select(st, ctx, step.target or "")
    rows = st.table_rows() if st.logging and len(chosen) > 1 else None  # all named as they stood
    for seat, thing in chosen:
        if thing is not None:
            st.leave_play(seat, thing, "void", "is voided", rows)


@OPS.register("ready")
def _ready(st: LuminousState, ctx: Ctx, step: CStep) -> None:
    for unit in _units(st, ctx, step):
        unit.expended = False
        if st.logging:
            st.say("ready", f"{in_log(st, unit.iid)} is readied.", unit.owner)


@OPS.register("expend")
def _expend(st: LuminousState, ctx: Ctx, step: CStep) -> None:
    for unit in _units(st, ctx, step):
        unit.expended = True
        if st.logging:
            st.say("expend", f"{in_log(st, unit.iid)} is expended.", unit.owner)


@OPS.register("return")
def _return(st: LuminousState, ctx: Ctx, step: CStep) -> None:
    chosen = select(st, ctx, step.target or "")
    rows = st.table_rows() if st.logging and len(chosen) > 1 else None
    for seat, thing in chosen:
        if thing is not None and thing.card.type == "unit":
            st.leave_play(seat, thing, "hand", "returns to its owner's hand", rows)


_RUN = dict(OPS.table())  # (a plain dict: the interpreter loop reads it after every step)


def run_steps(st: LuminousState, ctx: Ctx, steps: tuple[CStep, ...]) -> None:
    """Run steps in order; after each, the state-based checks. Stops when the match ends."""
    for step in steps:
        if st.result is not None:
            return
        if step.cond is None or holds(st, ctx, step):
            _RUN[step.op](st, ctx, step)
            settle(st)


# ----- state-based checks ----------------------------------------------------------------------


def _doomed(side: Side) -> list[Thing]:
    """The side's units with lethal damage and relics at 0 durability. A unit's health is at
    least 1 (printed health is 1 or more and every change adds: the card and scenario models
    refuse less), so only a damaged unit can have lethal damage: the others are passed over
    without working out their health (this runs after every step)."""
    dead: list[Thing] = []
    if side.statics and stats.changes_health(side):
        for t in side.units:
            if t.damage and t.damage >= stats.health(side, t):
                dead.append(t)
    else:  # stats.health with no health static, inlined (plain loops)
        for t in side.units:
            if t.damage and t.damage >= t.card.health + t.hp + t.thp:
                dead.append(t)
    for relic in side.relics:
        if relic.durability <= 0:
            dead.append(relic)
    return dead


def settle(st: LuminousState) -> None:
    """Units with lethal damage die, relics at 0 durability break (both to the discard pile,
    Depart fires), a Favored at 0 life loses."""
    sides = st.sides
    for side in sides:  # a quick look first (this runs after every step): most find nothing
        statics = side.statics  # (a static may change health: only a damaged unit is looked at)
        for t in side.units:
            if t.damage and t.damage >= (stats.health(side, t) if statics else t.card.health + t.hp + t.thp):
                break
        else:
            for relic in side.relics:
                if relic.durability <= 0:
                    break
            else:
                continue  # nothing doomed on this side
        break
    else:
        if sides[0].life > 0 and sides[1].life > 0:
            return
        _lost(st)
        return
    _deaths(st)
    if sides[0].life > 0 and sides[1].life > 0:
        return
    _lost(st)


def _deaths(st: LuminousState) -> None:
    """:func:`settle`'s full look: the deaths, the active seat's first, looked for again while
    any happen."""
    sides = st.sides
    changed = True
    while changed:  # a broken relic may take a static (+1 health) with it: look again
        changed = False
        rows: Rows | None = None
        active = st.active
        for seat in (active, 1 - active):
            dead = _doomed(sides[seat])
            if not dead:
                continue
            if rows is None and st.logging:
                rows = st.table_rows()  # before any of this look's deaths: each named as it stood
            for thing in dead:
                st.leave_play(seat, thing, "discard", "is destroyed", rows)
                changed = True


def _lost(st: LuminousState) -> None:
    """A Favored at 0 life: its seat loses (both at once: a draw)."""
    lost = [seat for seat in (0, 1) if st.sides[seat].life <= 0]
    if lost and st.result is None:
        if len(lost) == 2:
            st.finish(Outcome((), st.scores(), "Both Favored fell at once: a draw.", "draw"))
        else:
            winner = 1 - lost[0]
            st.finish(
                Outcome(
                    (winner,),
                    st.scores(),
                    f"{st.favored_name(lost[0])} has no life left: {st.players[winner]} wins.",
                    "life-zero",
                )
            )
