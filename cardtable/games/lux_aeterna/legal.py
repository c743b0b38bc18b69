"""What may be done now: the checks behind every action (each returns the reason it is refused, or
``None``), the list of legal actions, and a fast random sampler."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from cardtable.engine.actions import Action
from cardtable.engine.kernel.decision import CHOOSE, PRIORITY, Choose, Pass
from cardtable.engine.kernel.resources import Cost, Payment, payment_problem
from cardtable.engine.rng import Rng
from cardtable.games.lux_aeterna import lights
from cardtable.games.lux_aeterna.actions import Accumulate, Activate, Attack, Defend, Discard, Offer, Play
from cardtable.games.lux_aeterna.catalog import COLOUR_LETTER, parse_cost
from cardtable.games.lux_aeterna.combat import NO_DEFENCE
from cardtable.games.lux_aeterna.effects import requirement_problem, source_abilities
from cardtable.games.lux_aeterna.flow import MAIN_STEPS, PRAYER_WINDOWS
from cardtable.games.lux_aeterna.lights import COLOUR_LETTERS
from cardtable.games.lux_aeterna.targets import candidates

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.state import LuxState

MAX_TARGET_COMBOS = 24
PASS = Pass()


def has_priority(game: LuxState, seat: int) -> bool:
    asking = game.asking
    return game.result is None and asking.seat == seat and asking.kind == PRIORITY


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
    if problem is None and not game.queue and game.step in PRAYER_WINDOWS:
        problem = f"in {game.step_label()} only a Prayer can start the queue"
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
    asking = game.asking
    if asking.kind != "offering" or asking.seat != seat:
        return "no offering is being chosen now"
    if str(action.index) not in asking.options:
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
    asking = game.asking
    if asking.kind != PRIORITY:
        return _decision_actions(game, asking)
    acts: list[Action] = [PASS]
    for group in _priority_groups(game, asking.seat):
        acts.extend(_expand(group))
    return acts


def _decision_actions(game: LuxState, pending: Any) -> list[Action]:
    """The answers to a pending decision (an offering, a defence, a choice, a discard)."""
    seat = pending.seat
    kind = pending.kind
    if kind == "offering":
        offers: list[Action] = []
        for option in pending.options:
            index = int(option)
            offering = game.form(seat).offerings[index]
            if offering.any:
                fixed = [COLOUR_LETTER[c] for c in offering.lights]
                offers.extend(Offer(index, combo) for combo in flexible_choices(game, offering.any, fixed))
            else:
                offers.append(Offer(index))
        return offers
    if kind == "defend":
        return [Defend(None if o == NO_DEFENCE else o) for o in pending.options]
    if kind == CHOOSE:
        return [Choose(o) for o in pending.options]
    if kind == "discard":
        return [Discard(c) for c in pending.options]
    return []


# A group of legal actions of the priority holder, in the order ``legal_actions`` lists them:
# ``(count, kind, *args)``; :func:`_expand` builds its values, :func:`_nth` only the one drawn.
_PLAY, _PLAY_TARGETED, _ACTIVATE, _ACCUMULATE, _ATTACK = range(5)


def _priority_groups(game: LuxState, seat: int) -> list[tuple[Any, ...]]:
    """The holder's legal actions but ``Pass``, as groups (nothing built yet)."""
    groups: list[tuple[Any, ...]] = []
    own_turn = seat == game.active
    queue = game.queue.items
    fast_ok = own_turn or bool(queue)
    main_ok = own_turn and not queue and game.step in MAIN_STEPS
    by_face: dict[str, int] | None = None
    cards = game.card_of
    defs = game.definition.catalog.cards
    zones = game.zones.zones[seat]
    for iid in zones["hand"]:
        card = defs[cards[iid]]
        if not (fast_ok if card.is_prayer else main_ok):
            continue
        need = card.need
        if need:
            if by_face is None:
                by_face = lights.spendable(game, seat)
            if by_face["*"] < need:
                continue
            coloured = card.cost.coloured
            if coloured and not _colours_cover(by_face, coloured):
                continue
        requires = card.model.requires
        if requires is not None and requirement_problem(game, seat, requires) is not None:
            continue
        if not card.targets:
            groups.append((1, _PLAY, iid))
            continue
        combos = target_combos(game, seat, card.targets, iid)
        if combos:
            groups.append((len(combos), _PLAY_TARGETED, iid, combos))
    if queue or (own_turn and game.step not in PRAYER_WINDOWS):
        used = game.used_abilities
        polarized = game.polarized
        emissary = "e0" if seat == 0 else "e1"
        for source in (emissary, *zones["field"]):
            abilities = game.form(seat).abilities if source is emissary else defs[cards[source]].abilities
            if not abilities:
                continue
            for index, ability in enumerate(abilities):
                if used and f"{source}#{index}" in used:
                    continue
                if ability.polarize and source in polarized:
                    continue
                cost = parse_cost(ability.cost)
                if cost.coloured or cost.generic:
                    if by_face is None:
                        by_face = lights.spendable(game, seat)
                    if by_face["*"] < cost.total or not _colours_cover(by_face, cost.coloured):
                        continue
                if (
                    ability.requires is not None
                    and requirement_problem(game, seat, ability.requires) is not None
                ):
                    continue
                combos = target_combos(game, seat, ability.targets, source)
                if combos:
                    groups.append((len(combos), _ACTIVATE, source, index, combos))
    if main_ok:
        numen = game.numen[seat]
        if numen:
            kinds = sorted(k for k, n in numen.items() if n)
            if kinds:
                done = game.accumulated_now
                units = [u for u in zones["field"] if defs[cards[u]].type == "unit" and u not in done]
                if units:
                    groups.append((len(units) * len(kinds), _ACCUMULATE, units, kinds))
    elif own_turn and game.step == "combat" and not queue and not (game.turn == 1 and seat == game.first):
        polarized = game.polarized
        attackers = [u for u in zones["field"] if defs[cards[u]].type == "unit" and u not in polarized]
        if attackers:
            groups.append((len(attackers), _ATTACK, attackers))
    return groups


def _colours_cover(by_face: dict[str, int], coloured: tuple[tuple[str, int], ...]) -> bool:
    """Enough Lights of each colour a cost names (see :func:`lights.affordable`)."""
    for colour, n in coloured:
        if by_face.get(colour, 0) < n:
            return False
    return True


def _expand(group: tuple[Any, ...]) -> list[Action]:
    kind = group[1]
    if kind == _PLAY:
        return [Play(group[2])]
    if kind == _PLAY_TARGETED:
        return [Play(group[2], targets) for targets in group[3]]
    if kind == _ACTIVATE:
        return [Activate(group[2], group[3], targets) for targets in group[4]]
    if kind == _ACCUMULATE:
        return [Accumulate(unit, light) for unit in group[2] for light in group[3]]
    return [Attack(unit) for unit in group[2]]


def _nth(group: tuple[Any, ...], n: int) -> Action:
    """The ``n``-th action of a group (as ``_expand(group)[n]``, building only that one)."""
    kind = group[1]
    if kind == _PLAY:
        return Play(group[2])
    if kind == _PLAY_TARGETED:
        return Play(group[2], group[3][n])
    if kind == _ACTIVATE:
        return Activate(group[2], group[3], group[4][n])
    if kind == _ACCUMULATE:
        kinds = group[3]
        unit, light = divmod(n, len(kinds))
        return Accumulate(group[2][unit], kinds[light])
    return Attack(group[2][n])


def target_combos(game: LuxState, seat: int, specs: Any, source: str) -> list[tuple[str, ...]]:
    if not specs:
        return [()]
    pools = [candidates(game, seat, spec, source) for spec in specs]
    if any(not pool for pool in pools):
        return []
    return [tuple(c) for c in itertools.islice(itertools.product(*pools), MAX_TARGET_COMBOS)]


ACT_ODDS = 16
"""In its own turn with an empty queue, the random seat passes one time in ``ACT_ODDS`` when it
could act (see :func:`random_action`)."""


def random_action(game: LuxState, rng: Rng) -> Action:
    """The random seat's play (what ``cardtable simulate`` and the random bot use), drawn without
    building the list of legal actions: in its own turn with an empty queue (the main phases, the
    Combat step), when it can do anything but pass it acts (one of those actions, uniformly) and
    passes only one time in ``ACT_ODDS`` (16); everywhere else (answering the queue, an offering,
    a defence, a choice, a discard) it picks uniformly among the legal actions. A seat uniform over
    every legal action ends its phases as often as it acts and drags a match to about 200 actions
    and 25 turns; this one plays matches of about 115 actions and 14 turns (Luminous's random seat
    prefers acting too). Always one of :func:`legal_actions`."""
    asking = game.asking
    if game.result is not None or asking.kind != PRIORITY:
        acts = legal_actions(game)
        return acts[0] if len(acts) == 1 else acts[rng.randrange(len(acts))]
    seat = asking.seat
    groups = _priority_groups(game, seat)
    if not groups:
        return PASS
    randrange = rng.randrange
    count = sum(group[0] for group in groups)
    if seat == game.active and not game.queue.items:
        if not randrange(ACT_ODDS):
            return PASS
        n = randrange(count)
    else:
        n = randrange(1 + count)
        if n == 0:
            return PASS
        n -= 1
    for group in groups:
        if n < group[0]:
            return _nth(group, n)
        n -= group[0]
    raise AssertionError("the draw is beyond the legal actions")
