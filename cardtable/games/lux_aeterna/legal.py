"""What may be done now: the checks behind every action (each returns the reason it is refused, or
``None``), the list of legal actions, and a fast random sampler."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from cardtable.engine.actions import Action
from cardtable.engine.kernel.decision import CHOOSE, Choose, Pass
from cardtable.engine.kernel.resources import Cost, Payment, payment_problem
from cardtable.engine.rng import Rng
from cardtable.games.lux_aeterna import lights
from cardtable.games.lux_aeterna.actions import Accumulate, Activate, Attack, Defend, Discard, Offer, Play
from cardtable.games.lux_aeterna.catalog import COLOUR_LETTER, parse_cost
from cardtable.games.lux_aeterna.combat import NO_DEFENCE
from cardtable.games.lux_aeterna.effects import requirement_problem, source_abilities
from cardtable.games.lux_aeterna.flow import MAIN_STEPS
from cardtable.games.lux_aeterna.lights import COLOUR_LETTERS
from cardtable.games.lux_aeterna.targets import candidates

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.state import LuxState

MAX_TARGET_COMBOS = 24
PASS = Pass()


def has_priority(game: LuxState, seat: int) -> bool:
    return game.result is None and game.pending is None and game.priority.holder == seat


def fast_timing_problem(game: LuxState, seat: int) -> str | None:
    """Prayers and activated effects: any time you hold priority (in the opponent's turn that is
    only while the queue holds something to respond to)."""
    if not has_priority(game, seat):
        return "you do not hold priority now"
    if seat != game.active and not game.queue:
        return "in the opponent's turn you may only respond to an action"
    return None


def main_timing_problem(game: LuxState, seat: int) -> str | None:
    """Units, Relics, Prophecies and Accumulation: your main phase, with an empty queue."""
    if not has_priority(game, seat):
        return "you do not hold priority now"
    if seat != game.active:
        return "only in your own turn"
    if game.step not in MAIN_STEPS:
        return "only in your main phases"
    if game.queue:
        return "only while the queue is empty"
    return None


def resolve_payment(
    game: LuxState, seat: int, cost: Cost, pay: tuple[str, ...]
) -> tuple[Payment | None, str | None]:
    """The payment an action means (its own, or the default) and the reason it fails, if it does."""
    if not pay:
        if not lights.can_pay(game, seat, cost):
            return None, "you cannot pay its cost"
        payment = lights.default_payment(game, seat, cost)
        return (payment, None) if payment is not None else (None, "you cannot pay its cost")
    from cardtable.engine.kernel.resources import payment_from_parts

    try:
        payment = payment_from_parts(pay)
    except ValueError as error:
        return None, str(error)
    problem = payment_problem(cost, lights.sources(game, seat), payment)
    return (payment, None) if problem is None else (None, problem)


def targets_problem(
    game: LuxState, seat: int, specs: Any, targets: tuple[str, ...], source: str
) -> str | None:
    if len(targets) != len(specs):
        return f"it needs {len(specs)} target{'s' if len(specs) != 1 else ''}, not {len(targets)}"
    for spec, target in zip(specs, targets):
        if target not in candidates(game, seat, spec, source):
            return f"{target} is not a legal target"
    return None


def play_problem(game: LuxState, seat: int, action: Play) -> tuple[str | None, Payment | None]:
    where = game.zones.where.get(action.card)
    if where != (seat, "hand"):
        return "that card is not in your hand", None
    card = game.card_def(action.card)
    problem = (fast_timing_problem if card.type == "prayer" else main_timing_problem)(game, seat)
    if problem is None:
        problem = requirement_problem(game, seat, card.model.requires)
        if problem is not None:
            problem = f"{card.name} {problem}"
    if problem is None:
        problem = targets_problem(game, seat, card.model.targets, action.targets, action.card)
    if problem is not None:
        return problem, None
    payment, problem = resolve_payment(game, seat, card.cost, action.pay)
    return problem, payment


def ability_problem(game: LuxState, seat: int, action: Activate) -> tuple[str | None, Payment | None]:
    source = action.source
    if source in ("e0", "e1"):
        if int(source[1]) != seat:
            return "that is not your Emissary", None
    elif game.zones.where.get(source) != (seat, "field"):
        return "that card is not on your field", None
    abilities = source_abilities(game, source)
    if not 0 <= action.ability < len(abilities):
        return "it has no such ability", None
    ability = abilities[action.ability]
    if f"{source}#{action.ability}" in game.used_abilities:
        return "that ability was already used this turn", None
    if ability.polarize and source in game.polarized:
        return "it is polarized", None
    problem = fast_timing_problem(game, seat) or requirement_problem(game, seat, ability.requires)
    if problem is None:
        problem = targets_problem(game, seat, ability.targets, action.targets, source)
    if problem is not None:
        return problem, None
    payment, problem = resolve_payment(game, seat, parse_cost(ability.cost), action.pay)
    return problem, payment


def accumulate_problem(game: LuxState, seat: int, action: Accumulate) -> str | None:
    problem = main_timing_problem(game, seat)
    if problem is not None:
        return problem
    if game.zones.where.get(action.unit) != (seat, "field") or not game.card_def(action.unit).is_unit:
        return "Lights gather only on your own Units"
    if action.unit in game.accumulated_now:
        return "that Unit already received a Light this turn"
    if game.numen[seat].get(action.light, 0) <= 0:
        return f"there is no {action.light} Light in your Numen"
    return None


def attack_problem(game: LuxState, seat: int, action: Attack) -> str | None:
    if not has_priority(game, seat) or seat != game.active:
        return "you cannot attack now"
    if game.step != "combat":
        return "attacks are declared in the Combat phase"
    if game.queue:
        return "declare an attack while the queue is empty"
    if game.turn == 1 and seat == game.first:
        return "the first player cannot attack on the first turn"
    if game.zones.where.get(action.unit) != (seat, "field") or not game.card_def(action.unit).is_unit:
        return "only your Units attack"
    if action.unit in game.polarized:
        return "that Unit is polarized"
    return None


def flexible_choices(game: LuxState, count: int, fixed: list[str] | None = None) -> list[tuple[str, ...]]:
    """The colour picks a flexible offering of ``count`` Lights can take (after ``fixed``)."""
    spare = dict(game.supply)
    for letter in fixed or ():
        spare[letter] -= 1
    letters = [c for c in COLOUR_LETTERS if spare.get(c, 0) > 0]
    if count == 1:
        return [(c,) for c in letters]
    found = []
    for combo in itertools.combinations_with_replacement(letters, count):
        if lights.supply_has(spare, list(combo)):
            found.append(combo)
    return found


def offer_problem(game: LuxState, seat: int, action: Offer) -> str | None:
    pending = game.pending
    if pending is None or pending.kind != "offering" or pending.seat != seat:
        return "no offering is being chosen now"
    if str(action.index) not in pending.options:
        return "the supply cannot give that offering"
    offering = game.form(seat).offerings[action.index]
    if offering.any:
        if len(action.colours) != offering.any or any(c not in COLOUR_LETTERS for c in action.colours):
            return f"pick {offering.any} colour letter{'s' if offering.any > 1 else ''} (R X C V P)"
        fixed = [COLOUR_LETTER[c] for c in offering.lights]
        if not lights.supply_has(game.supply, fixed + list(action.colours)):
            return "the supply lacks those Lights"
    elif action.colours:
        return "a stable offering has no colours to pick"
    return None


def legal_actions(game: LuxState) -> list[Action]:
    if game.result is not None:
        return []
    pending = game.pending
    if pending is not None:
        seat = pending.seat
        if pending.kind == "offering":
            offers: list[Action] = []
            for option in pending.options:
                index = int(option)
                offering = game.form(seat).offerings[index]
                if offering.any:
                    fixed = [COLOUR_LETTER[c] for c in offering.lights]
                    offers.extend(
                        Offer(index, combo) for combo in flexible_choices(game, offering.any, fixed)
                    )
                else:
                    offers.append(Offer(index))
            return offers
        if pending.kind == "defend":
            return [Defend(None if o == NO_DEFENCE else o) for o in pending.options]
        if pending.kind == CHOOSE:
            return [Choose(o) for o in pending.options]
        if pending.kind == "discard":
            return [Discard(c) for c in pending.options]
        return []
    seat = game.priority.holder
    acts: list[Action] = [PASS]
    own_turn = seat == game.active
    queue = game.queue.items
    fast_ok = own_turn or bool(queue)
    main_ok = own_turn and not queue and game.step in MAIN_STEPS
    by_face = lights.spendable(game, seat)
    cards = game.card_of
    defs = game.catalog.cards
    for iid in game.zones.zones[seat]["hand"]:
        card = defs[cards[iid]]
        if not (fast_ok if card.type == "prayer" else main_ok):
            continue
        if not lights.affordable(by_face, card.cost):
            continue
        model = card.model
        if model.requires is not None and requirement_problem(game, seat, model.requires) is not None:
            continue
        if not model.targets:
            acts.append(Play(iid))
            continue
        for targets in target_combos(game, seat, model.targets, iid):
            acts.append(Play(iid, targets))
    if fast_ok:
        for source in ("e0" if seat == 0 else "e1", *game.zones.zones[seat]["field"]):
            abilities = source_abilities(game, source)
            if not abilities:
                continue
            for index, ability in enumerate(abilities):
                if f"{source}#{index}" in game.used_abilities:
                    continue
                if ability.polarize and source in game.polarized:
                    continue
                if not lights.affordable(by_face, parse_cost(ability.cost)):
                    continue
                if requirement_problem(game, seat, ability.requires) is not None:
                    continue
                for targets in target_combos(game, seat, ability.targets, source):
                    acts.append(Activate(source, index, targets))
    if main_ok:
        kinds = [k for k, n in game.numen[seat].items() if n]
        for unit in game.units(seat):
            if unit not in game.accumulated_now:
                acts.extend(Accumulate(unit, kind) for kind in sorted(kinds))
    if (
        seat == game.active
        and game.step == "combat"
        and not game.queue
        and not (game.turn == 1 and seat == game.first)
    ):
        acts.extend(Attack(u) for u in game.units(seat) if u not in game.polarized)
    return acts


def target_combos(game: LuxState, seat: int, specs: Any, source: str) -> list[tuple[str, ...]]:
    if not specs:
        return [()]
    pools = [candidates(game, seat, spec, source) for spec in specs]
    if any(not pool for pool in pools):
        return []
    return [tuple(c) for c in itertools.islice(itertools.product(*pools), MAX_TARGET_COMBOS)]


def random_action(game: LuxState, rng: Rng) -> Action:
    """A uniformly random legal action."""
    acts = legal_actions(game)
    return acts[0] if len(acts) == 1 else acts[rng.randrange(len(acts))]
