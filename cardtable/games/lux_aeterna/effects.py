"""Effect ops (registered in the kernel's op registry), triggers and resolving queue items.

Each op handler gets a :class:`Context` and the op model and returns ``True`` when done, or
``False`` after setting a decision it waits for (the answer arrives as a ``Choose`` action and is
stored in the item's ``data["answer"]``; the op then runs again and finishes).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, Literal

from cardtable.engine.kernel.decision import CHOOSE
from cardtable.engine.kernel.effects import EventPattern, OpRegistry
from cardtable.engine.kernel.queue import QueueItem
from cardtable.engine.kernel.triggers import Fired
from cardtable.engine.words import possessive
from cardtable.games.lux_aeterna import hooks
from cardtable.games.lux_aeterna.cards import OP_NAMES, Requirement, TargetSpec, TriggerDef
from cardtable.games.lux_aeterna.catalog import COLOUR_LETTER
from cardtable.games.lux_aeterna.names import called
from cardtable.games.lux_aeterna.targets import candidates, still_valid, why_not

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.state import LuxState

OPS = OpRegistry()


@dataclasses.dataclass(slots=True)
class Context:
    game: LuxState
    item: QueueItem
    controller: int
    source: str
    target_specs: tuple[TargetSpec, ...]

    @property
    def opponent(self) -> int:
        return 1 - self.controller

    def seats(self, who: str) -> tuple[int, ...]:
        if who == "you":
            return (self.controller,)
        if who == "opponent":
            return (self.opponent,)
        return (self.opponent, self.controller)

    def refs(self, target: Any) -> list[str]:
        """The ids an op's ``target`` names, keeping only those still legal."""
        game, item = self.game, self.item
        if isinstance(target, TargetSpec):
            return candidates(game, self.controller, target, self.source)
        if target in ("t0", "t1"):
            index = int(target[1])
            if index >= len(item.targets):
                return []
            chosen = item.targets[index]
            spec = self.target_specs[index]
            return [chosen] if still_valid(game, self.controller, spec, self.source, chosen) else []
        if target == "self":
            return [self.source]
        if target == "event":
            card = item.data.get("card")
            return [card] if card else []
        if target == "choice":
            choice = item.data.get("choice")
            return [choice] if choice else []
        return []

    def name(self, iid: str) -> str:
        return called(self.game, iid)


def _field_units(ctx: Context, target: Any) -> list[str]:
    game = ctx.game
    return [i for i in ctx.refs(target) if game.on_field(i)]


@OPS.register("damage")
def _damage(ctx: Context, op: Any) -> bool:
    for seat in ctx.seats(op.to):
        ctx.game.damage(seat, ctx.controller, op.amount)
    return True


@OPS.register("heal")
def _heal(ctx: Context, op: Any) -> bool:
    if ctx.game.heal(ctx.controller, op.amount):
        fire(ctx.game, "healed", controller=ctx.controller, by=ctx.controller)
    return True


@OPS.register("gain")
def _gain(ctx: Context, op: Any) -> bool:
    game = ctx.game
    got = game.gain(ctx.controller, [COLOUR_LETTER[c] for c in op.lights], or_other=op.or_other)
    names = ", ".join(game.catalog.colour_name(x) for x in got) or "nothing (the supply is out)"
    if game.logging:
        game.emit("gain", f"{game.players[ctx.controller]} gains {names}.", ctx.controller)
    return True


@OPS.register("draw")
def _draw(ctx: Context, op: Any) -> bool:
    for seat in ctx.seats(op.who):
        ctx.game.draw(seat, op.count)
    return True


def destroy(game: LuxState, iid: str, said: str | None = None) -> None:
    """Destroy a field card: to its owner's Requiem, its Lights to the supply. ``said``: its name
    taken before the cards destroyed with it left (:func:`destroy_all`)."""
    owner = game.owner(iid)
    if said is None:
        said = called(game, iid) if game.logging else ""  # told apart while still on the field
    game.leave_field(iid, "requiem")
    if game.logging:
        game.emit("destroyed", f"{said} is destroyed.", owner, data={"card": iid})
    fire(game, "destroyed", card=iid, controller=owner, by=None, extra=(iid,))


def destroy_all(game: LuxState, iids: list[str]) -> None:
    """Destroy these field cards one after the other, each named as the field stood before the
    first left (the second of two namesakes is told apart too)."""
    names = [called(game, iid) if game.logging else "" for iid in iids]
    for iid, said in zip(iids, names, strict=True):
        destroy(game, iid, said)


def to_limbo(game: LuxState, iid: str) -> None:
    owner = game.owner(iid)
    said = game.card_def(iid).name
    if game.on_field(iid):
        said = called(game, iid) if game.logging else said  # told apart while still on the field
        game.leave_field(iid, "limbo")
    else:
        game.zones.move(iid, owner, "limbo")
    if game.logging:
        game.emit(
            "limbo",
            f"{said} goes into {possessive(game.players[owner])} Limbo.",
            owner,
            data={"card": iid},
        )
    fire(game, "limbo", card=iid, controller=owner, by=None)


@OPS.register("destroy")
def _destroy(ctx: Context, op: Any) -> bool:
    destroy_all(ctx.game, _field_units(ctx, op.target))
    return True


@OPS.register("power")
def _power(ctx: Context, op: Any) -> bool:
    game = ctx.game
    table = game.turn_power if op.until == "turn" else game.perm_power
    for iid in _field_units(ctx, op.target):
        if game.card_def(iid).is_unit:
            table[iid] = table.get(iid, 0) + op.amount
            span = "this turn" if op.until == "turn" else "for the rest of the match"
            if game.logging:
                game.emit("power", f"{ctx.name(iid)} gets {op.amount:+d} Power {span}.", game.owner(iid))
    return True


@OPS.register("polarize")
def _polarize(ctx: Context, op: Any) -> bool:
    for iid in _field_units(ctx, op.target):
        ctx.game.polarized.add(iid)
        if ctx.game.logging:
            ctx.game.emit("polarize", f"{ctx.name(iid)} is polarized.", ctx.game.owner(iid))
    return True


@OPS.register("depolarize")
def _depolarize(ctx: Context, op: Any) -> bool:
    for iid in _field_units(ctx, op.target):
        ctx.game.polarized.discard(iid)
        if ctx.game.logging:
            ctx.game.emit("depolarize", f"{ctx.name(iid)} is depolarized.", ctx.game.owner(iid))
    return True


@OPS.register("banish")
def _banish(ctx: Context, op: Any) -> bool:
    for iid in ctx.refs(op.target):
        to_limbo(ctx.game, iid)
    return True


@OPS.register("recall")
def _recall(ctx: Context, op: Any) -> bool:
    game = ctx.game
    for iid in ctx.refs(op.target):
        owner = game.owner(iid)
        if op.to == "hand":
            game.zones.move(iid, owner, "hand")
            if game.logging:
                game.emit(
                    "recall", f"{ctx.name(iid)} returns to {possessive(game.players[owner])} hand.", owner
                )
        else:
            game.zones.move(iid, owner, "field")
            if game.logging:
                game.emit("recall", f"{ctx.name(iid)} returns to the field.", owner)
    return True


@OPS.register("bounce")
def _bounce(ctx: Context, op: Any) -> bool:
    for iid in _field_units(ctx, op.target):
        ctx.game.leave_field(iid, "hand")
        if ctx.game.logging:
            ctx.game.emit("bounce", f"{ctx.name(iid)} returns to its owner's hand.", ctx.game.owner(iid))
    return True


@OPS.register("discard")
def _discard(ctx: Context, op: Any) -> bool:
    game = ctx.game
    for seat in ctx.seats(op.who):
        for _ in range(op.count):
            hand = game.zones.cards(seat, "hand")
            if not hand:
                break
            iid = hand[game.rng.randrange(len(hand))]
            game.zones.move(iid, seat, "requiem")
            if game.logging:
                game.emit(
                    "discard", f"{game.players[seat]} discards {game.card_def(iid).name} at random.", seat
                )
    return True


def _ask(ctx: Context, seat: int, prompt: str, options: list[str]) -> str | None | Literal[False]:
    """The answer if given (or forced); ``False`` after asking."""
    item = ctx.item
    if "answer" in item.data:
        return item.data.pop("answer")
    if not options:
        return None
    if len(options) == 1:
        return options[0]
    ctx.game.ask(CHOOSE, seat, tuple(options), prompt)
    return False


@OPS.register("sacrifice")
def _sacrifice(ctx: Context, op: Any) -> bool:
    game = ctx.game
    seat = ctx.controller if op.who == "you" else ctx.opponent
    answer = _ask(ctx, seat, f"{game.players[seat]}: choose a Unit to sacrifice", game.units(seat))
    if answer is False:
        return False
    if answer:
        if game.logging:
            game.emit(
                "sacrifice",
                f"{game.players[seat]} sacrifices {ctx.name(answer)} (not a destruction: no destroy trigger).",
                seat,
            )
        to_limbo(game, answer)
    return True


@OPS.register("counter")
def _counter(ctx: Context, op: Any) -> bool:
    game = ctx.game
    for ref in ctx.refs(op.target):
        item = game.queue.remove(int(ref[1:]))
        if item is None:
            continue
        label = called(game, item.source) if item.source in game.card_of else "an effect"
        if game.logging:
            game.emit("counter", f"{label} is cancelled.", item.controller)
        if item.kind == "card" and game.zones.where.get(item.source, (0, ""))[1] == "queue":
            game.zones.move(item.source, game.owner(item.source), "requiem")
        if item.kind == "attack":
            game.attack = None
    return True


@OPS.register("accumulate")
def _accumulate(ctx: Context, op: Any) -> bool:
    game = ctx.game
    named = COLOUR_LETTER[op.colour]
    for iid in _field_units(ctx, op.target):
        for _ in range(op.count):
            letter = game.stand_in(named) if op.or_other else named
            if game.supply.get(letter, 0) <= 0:
                game.supply_short(ctx.controller)
                break
            game.supply[letter] -= 1
            bucket = game.lights_on.setdefault(iid, {})
            game.add_light(bucket, letter + letter)
            if game.logging:
                game.emit(
                    "accumulate",
                    f"A {game.catalog.colour_name(letter)} Light from the supply gathers on {ctx.name(iid)}.",
                    game.owner(iid),
                )
            fire(game, "accumulated", card=iid, controller=game.owner(iid), by=ctx.controller)
    return True


@OPS.register("choose")
def _choose(ctx: Context, op: Any) -> bool:
    game = ctx.game
    seat = ctx.controller if op.chooser == "you" else ctx.opponent
    options = candidates(game, ctx.controller, op.among, ctx.source)
    answer = _ask(ctx, seat, f"{game.players[seat]}: choose a card", options)
    if answer is False:
        return False
    ctx.item.data["choice"] = answer
    return True


@OPS.register("win")
def _win(ctx: Context, op: Any) -> bool:
    game = ctx.game
    name = game.card_def(ctx.source).name if ctx.source in game.card_of else "an effect"
    game.end_match(
        (ctx.controller,),
        f"{game.players[ctx.controller]} wins with the victory effect of {name}.",
        "victory",
    )
    return True


@OPS.register("connect")
def _connect(ctx: Context, op: Any) -> bool:
    connect(ctx.game, ctx.controller)
    return True


@OPS.register("hook")
def _hook(ctx: Context, op: Any) -> bool:
    hooks.HOOKS[op.name](ctx.game, ctx)
    return True


assert OPS.check_names(OP_NAMES) == [], OPS.check_names(OP_NAMES)


def connect(game: LuxState, seat: int) -> None:
    if not game.connected[seat]:
        game.connected[seat] = True
        em = game.emissary_def(seat)
        if game.logging:
            game.emit("connected", f"{em.name} turns Connected: {em.connected.name}.", seat)


# ----- requirements ----------------------------------------------------------------------------


def requirement_problem(game: LuxState, seat: int, req: Requirement | None) -> str | None:
    if req is None:
        return None
    if req.units and len(game.units(seat)) < req.units:
        return f"needs {req.units} of your Units on the field"
    if req.soul and game.soul[seat] < req.soul:
        return f"needs {req.soul} Lights in your Soul"
    if req.limbo and len(game.zones.cards(seat, "limbo")) < req.limbo:
        return f"needs {req.limbo} cards in your Limbo"
    if req.accumulated and game.accumulated_total(seat) < req.accumulated:
        return f"needs {req.accumulated} Lights accumulated on your Units"
    return None


# ----- triggers --------------------------------------------------------------------------------


def pattern_of(trigger: TriggerDef) -> EventPattern:
    """The kernel event pattern of a trigger (``self``/``you``/``opponent`` bound per source)."""
    where: dict[str, str] = {}
    if trigger.whose == "self":
        where["card"] = "self"
    elif trigger.whose == "own":
        where["controller"] = "you"
    elif trigger.whose == "enemy":
        where["controller"] = "opponent"
    return EventPattern.of(trigger.when, **where)


def source_triggers(game: LuxState, source: str) -> list[TriggerDef]:
    if source in ("e0", "e1"):
        return game.form(int(source[1])).triggers
    return game.card_def(source).model.triggers


def source_abilities(game: LuxState, source: str) -> list[Any]:
    if source in ("e0", "e1"):
        return game.form(int(source[1])).abilities
    return game.card_def(source).model.abilities


def fire(
    game: LuxState,
    event: str,
    *,
    card: str | None = None,
    controller: int,
    by: int | None,
    extra: tuple[str, ...] = (),
) -> None:
    """An event happened: matching triggers join the batch; Emissary conditions advance."""
    data: dict[str, Any] | None = None
    cards, defs, zones = game.card_of, game.definition.catalog.cards, game.zones.zones
    active = game.active
    for seat in (active, 1 - active):
        sources = [iid for iid in zones[seat]["field"] if event in defs[cards[iid]].trigger_events]
        if extra:
            sources.extend(
                x for x in extra if game.owner(x) == seat and event in defs[cards[x]].trigger_events
            )
        form_triggers = game.form(seat).triggers
        if form_triggers and any(trigger.when == event for trigger in form_triggers):
            sources.insert(0, "e0" if seat == 0 else "e1")
        if not sources:
            continue
        if data is None:
            data = {"card": card, "controller": controller, "by": by}
        for source in sources:
            triggers = source_triggers(game, source)
            bindings = {"self": source, "you": seat, "opponent": 1 - seat}
            for index, trigger in enumerate(triggers):
                if trigger.when != event:
                    continue
                if source in extra and trigger.whose != "self":
                    continue
                if pattern_of(trigger).matches(event, data, bindings):
                    game.queue.fire(Fired(source, seat, f"t{index}", (("card", card),)))
    for seat in range(2):
        if game.connected[seat]:
            continue
        cond = game.emissary_def(seat).condition
        if cond.when != event:
            continue
        if cond.whose == "own" and controller != seat or cond.whose == "enemy" and controller == seat:
            continue
        game.progress[seat] += 1
        if game.progress[seat] >= cond.count:
            connect(game, seat)


def queue_triggers(game: LuxState, fired: list[Fired]) -> None:
    """The kernel's hook: the triggers that fired go on the queue in this order (the active
    player's first, so theirs resolve last)."""
    queue = game.queue
    for trigger in fired:
        card = dict(trigger.data).get("card")
        item = queue.push(
            "trigger", trigger.source, trigger.controller, (), trigger.effect, {"card": card} if card else {}
        )
        if game.logging:
            game.emit(
                "trigger",
                f"{source_name(game, trigger.source)} triggers.",
                trigger.controller,
                data={"uid": item.uid},
            )


def source_name(game: LuxState, source: str) -> str:
    """An item's source as the queue and the log name it (:func:`called`)."""
    return called(game, source)


# ----- resolving -------------------------------------------------------------------------------


def item_effect(
    game: LuxState, item: QueueItem
) -> tuple[list[Any], tuple[TargetSpec, ...], Requirement | None]:
    """The ops an item runs, its target specs and requirement."""
    if item.kind == "card":
        model = game.card_def(item.source).model
        return model.effect, tuple(model.targets), model.requires
    index = int(item.effect[1:])
    if item.kind == "ability":
        ability = source_abilities(game, item.source)[index]
        return ability.effect, tuple(ability.targets), ability.requires
    trigger = source_triggers(game, item.source)[index]
    return trigger.effect, (), trigger.requires


def resolve_item(game: LuxState, item: QueueItem) -> bool:
    """The kernel's hook: resolve (or go on resolving) ``item``, the top of the queue; ``False``
    when it asked a decision first."""
    from cardtable.games.lux_aeterna import combat  # combat builds on this module

    if item.kind == "attack":
        return combat.resolve_attack(game, item)
    ops, specs, requires = item_effect(game, item)
    if item.step == 0 and not item.data.get("started"):
        item.data["started"] = True
        problem = requirement_problem(game, item.controller, requires)
        if problem is not None:
            if game.logging:
                game.emit(
                    "fizzle", f"{source_name(game, item.source)} does nothing: it {problem}.", item.controller
                )
            _finish(game, item)
            return True
        if item.kind == "card":
            card = game.card_def(item.source)
            if game.logging:
                game.emit(
                    "resolve",
                    resolve_line(game, item, card.name, ops, specs),
                    item.controller,
                    data={"uid": item.uid},
                )
            if card.on_field:
                game.zones.move(item.source, item.controller, "field")
                fire(game, "enters", card=item.source, controller=item.controller, by=item.controller)
        else:
            if game.logging:
                source = source_name(game, item.source)
                # "The effect of Observatory (left)", not "Observatory (left)'s" (playtest25-la)
                name = f"The effect of {source}" if source.endswith(")") else f"{possessive(source)} effect"
                game.emit(
                    "resolve",
                    resolve_line(game, item, name, ops, specs),
                    item.controller,
                    data={"uid": item.uid},
                )
    ctx = Context(game, item, item.controller, item.source, specs)
    while item.step < len(ops):
        if not OPS.run(ctx, ops[item.step]):
            return False
        if game.result is not None:
            return True
        item.step += 1
    _finish(game, item)
    return True


def resolve_line(
    game: LuxState, item: QueueItem, name: str, ops: list[Any], specs: tuple[TargetSpec, ...]
) -> str:
    """The log line of an item that starts to resolve: "Searing Bolt resolves.", or what its
    targets no longer allow: "Searing Bolt does nothing: Dawn Acolyte has Power 3." when every op
    is aimed at a target that is no longer legal (ruling: the rest of an effect still happens,
    "... resolves; Ember Squire has left play, so nothing happens to it.")."""
    gone: dict[str, str] = {}
    for index, (target, spec) in enumerate(zip(item.targets, specs, strict=False)):
        reason = why_not(game, item.controller, spec, item.source, target)
        if reason is not None:
            gone[f"t{index}"] = f"{_target_name(game, target)} {reason}"
    if not gone:
        return f"{name} resolves."
    said = ", ".join(gone.values())
    if ops and all(getattr(op, "target", None) in gone for op in ops):
        return f"{name} does nothing: {said}."
    return f"{name} resolves; {said}, so nothing happens to it."


def _target_name(game: LuxState, target: str) -> str:
    if target.startswith("q") and target[1:].isdigit():
        return "its target"
    return called(game, target)


def _finish(game: LuxState, item: QueueItem) -> None:
    game.queue.remove(item.uid)
    if item.kind == "card" and game.zones.where.get(item.source, (0, ""))[1] == "queue":
        game.zones.move(item.source, game.owner(item.source), "requiem")
