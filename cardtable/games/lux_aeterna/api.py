"""What the screen asks besides the view: payments (preview and alternatives), forecasts, hand
status, and the legal actions grouped by card."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from cardtable.engine.actions import Action
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.kernel.choices import worth_asking
from cardtable.engine.kernel.resources import Payment
from cardtable.engine.presentation import JsonFace, subject
from cardtable.games.lux_aeterna import answers, legal, lights, targets
from cardtable.games.lux_aeterna.actions import Activate, Attack, Play
from cardtable.games.lux_aeterna.catalog import parse_cost
from cardtable.games.lux_aeterna.effects import source_abilities
from cardtable.games.lux_aeterna.names import called, called_in_view, with_note
from cardtable.games.lux_aeterna.present_attack import attack_outcomes

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.state import LuxState

__all__ = [
    "PaymentPreview",
    "payment_preview",
    "payment_choices",
    "careful_payments",
    "attack_forecast",
    "AttackForecast",
    "hand_status",
    "HandStatus",
    "actions_by_card",
    "answers_that_matter",
    "called_in_view",
    "with_note",
]


@dataclasses.dataclass(frozen=True, slots=True)
class PaidLight:
    """``count`` Lights of ``kind`` taken from ``place`` (``numen`` or a Unit id; ``place_name``
    says which in words)."""

    place: str
    place_name: str
    kind: str
    count: int


@dataclasses.dataclass(frozen=True, slots=True)
class PaymentPreview(JsonFace):
    """Which Lights a Play/Activate will spend (``lights``), in words (``text``), and how many
    distinct payments exist (``choices``: more than 1 means the player may pick another)."""

    lights: tuple[PaidLight, ...]
    text: str
    choices: int


def _cost_of(game: LuxState, action: Play | Activate) -> Any:
    """The cost of ``action``; IllegalActionError for a card or ability that does not exist."""
    try:
        if isinstance(action, Play):
            return game.card_def(action.card).cost
        return parse_cost(source_abilities(game, action.source)[action.ability].cost)
    except (KeyError, IndexError, ValueError) as error:
        raise IllegalActionError(f"no such card or ability: {error}", action) from None


def ability_text(game: LuxState, action: Activate) -> str:
    """What an ability does, in its card's own words from the data: a card or Emissary form with
    an ability says it as its text ("Polarize, pay C: draw a card (once per turn)."); "" when the
    source is unknown."""
    try:
        if action.source in ("e0", "e1"):
            return str(game.form(int(action.source[1])).text)
        return str(game.card_def(action.source).text)
    except (KeyError, IndexError, ValueError):
        return ""


def payment_preview(game: LuxState, action: Play | Activate, *, exact: bool = False) -> PaymentPreview:
    """The Lights ``action`` would spend: its own ``pay``, or without one the suggested payment
    (the first of :func:`payment_choices`; ``exact`` as there). Raises IllegalActionError with
    the reason if it cannot be played."""
    seat = game.to_act
    assert seat is not None
    options = payment_choices(game, action, exact=exact) if not action.pay else [action]
    chosen = options[0] if options else action
    assert isinstance(chosen, (Play, Activate))
    if isinstance(chosen, Play):
        problem, payment = legal.play_problem(game, seat, chosen)
    else:
        problem, payment = legal.ability_problem(game, seat, chosen)
    if problem is not None or payment is None:
        raise IllegalActionError(problem or "it cannot be paid", action)
    paid = []
    for key, n in payment:
        place, _, kind = key.partition(":")
        name = "Numen" if place == "numen" else called(game, place)  # copies told apart
        paid.append(PaidLight(place, name, kind, n))
    words = [
        f"{p.count} {game.catalog.colour_name(p.kind[0])}{' (White)' if p.kind[1] == 'W' and p.kind[0] != 'W' else ''} "
        f"from {p.place_name}"
        for p in paid
    ]
    choices = (
        len(options)
        if not action.pay
        else len(payment_choices(game, dataclasses.replace(action, pay=()), exact=exact))
    )
    return PaymentPreview(tuple(paid), "; ".join(words) or "free", choices)


def payment_choices(
    game: LuxState, action: Play | Activate, limit: int = 12, *, exact: bool = False
) -> list[Action]:
    """The same action once per payment that makes a difference (explicit ``pay``), the
    suggestion first (:func:`careful_payments`; ``exact`` as there)."""
    seat = game.to_act
    assert seat is not None
    skip = action.card if isinstance(action, Play) else None
    options = careful_payments(game, seat, _cost_of(game, action), skip, limit, exact=exact)
    return [dataclasses.replace(action, pay=lights.parts(p)) for p in options]


def careful_payments(
    game: LuxState, seat: int, cost: Any, playing: str | None = None, limit: int = 12, *, exact: bool = False
) -> list[Payment]:
    """The payments of ``cost`` worth telling apart, the one a careful player would make first.

    By default two payments are one choice when they spend the same Lights as they show on the
    table (per place, per colour showing): of White Lights of different origin (a flipped
    Xanthosis, a flipped Rubedian, a life Light) the table spends the careful one, keeping life
    Lights in the Numen (``regain`` takes them back from there first) and sending back the colour
    the supply holds fewest of (issue 25, item 9: those choices were noise to players). With
    ``exact`` they are one choice only if they also send the same colours back to the supply (a
    paid Light returns as its own colour), for the player who wants to pick that too. The
    engine's order stays (White first, then coloured Numen Lights, accumulated Lights last);
    among the cheapest, the suggestion is the one that leaves the most other cards in hand (all
    but ``playing``) payable, then the one that keeps life Lights in the Numen, then the one that
    returns the colour the supply holds fewest of."""
    sources = lights.sources(game, seat)
    doomed = _doomed_units(game, seat, playing)
    # Lights on a Unit the card itself will sacrifice go back to the supply anyway: spent first
    # (playtest20-la: Dark Bargain's suggestion spent a Numen Light, not the one on the Unit)
    rank = {group.key: -1 if group.key.partition(":")[0] in doomed else group.rank for group in sources}

    def suggest(shown: list[Payment]) -> Payment:
        cheapest = min(_rank_of(p, rank) for p in shown)
        best = [p for p in shown if _rank_of(p, rank) == cheapest]
        if len(best) == 1:
            return best[0]
        payable = _still_payable(game, seat, playing)
        return max(best, key=lambda p: (payable(p), -_life_lights(p), _supply_need(game.supply, p)))

    def careful_origin(payment: Payment) -> tuple[int, tuple[int, ...]]:
        return _life_lights(payment), tuple(-n for n in _supply_need(game.supply, payment))

    options = lights.payment_options(game, seat, cost, limit=64)
    if exact:
        return worth_asking(options, _as_seen, prefer=_life_lights, suggest=suggest)[:limit]
    return worth_asking(options, _by_sight, prefer=careful_origin, suggest=suggest)[:limit]


def _doomed_units(game: LuxState, seat: int, playing: str | None) -> frozenset[str]:
    """The seat's Unit that the card ``playing`` will certainly sacrifice: its only Unit, when the
    card sacrifices one of its own (Dark Bargain); otherwise none."""
    if playing is None:
        return frozenset()
    units = game.units(seat)
    sacrifices = any(
        op.op == "sacrifice" and getattr(op, "who", "") == "you" for op in game.card_def(playing).model.effect
    )
    return frozenset(units) if sacrifices and len(units) == 1 else frozenset()


def _as_seen(payment: Payment) -> tuple[tuple[tuple[str, str], int], ...]:
    """What a payment changes as a player weighs it: per place, Lights by the colour they show,
    and (place ``""``) the colours that go back to the supply."""
    spent: dict[tuple[str, str], int] = {}
    for key, n in payment:
        place, _, kind = key.partition(":")
        spent[(place, lights.face(kind))] = spent.get((place, lights.face(kind)), 0) + n
        spent[("", lights.base(kind))] = spent.get(("", lights.base(kind)), 0) + n
    return tuple(sorted(spent.items()))


def _by_sight(payment: Payment) -> tuple[tuple[tuple[str, str], int], ...]:
    """What a payment takes from the table as it shows: per place, Lights by the colour they
    show (the colours going back to the supply left out)."""
    return tuple(item for item in _as_seen(payment) if item[0][0])


def _supply_need(supply: dict[str, int], payment: Payment) -> tuple[int, ...]:
    """How much the supply wants the colours a payment returns (larger is wanted more): the
    supply counts of the returned colour Lights, fewest first, negated."""
    returned = [lights.base(key.partition(":")[2]) for key, n in payment for _ in range(n)]
    counts = sorted(supply.get(colour, 0) for colour in returned if colour != "W")
    return tuple(-c for c in counts)


def _life_lights(payment: Payment) -> int:
    return sum(n for key, n in payment if key.endswith(":WW"))


def _rank_of(payment: Payment, rank: dict[str, int]) -> int:
    return sum(rank.get(key, 0) * n for key, n in payment)


def _still_payable(game: LuxState, seat: int, playing: str | None) -> Callable[[Payment], int]:
    """How many cards of ``seat``'s hand (but ``playing``) the Lights left after a payment pay."""
    costs = [game.card_def(iid).cost for iid in game.zones.cards(seat, "hand") if iid != playing]
    before = lights.spendable(game, seat)

    def count(payment: Payment) -> int:
        left = dict(before)
        for key, n in payment:
            shows = lights.face(key.partition(":")[2])
            left[shows] = left.get(shows, 0) - n
            left["*"] -= n
        return sum(1 for cost in costs if lights.affordable(left, cost))

    return count


@dataclasses.dataclass(frozen=True, slots=True)
class Clash(JsonFace):
    """What happens if ``blocker`` defends: which of the two are destroyed."""

    blocker: str
    attacker_power: int
    blocker_power: int
    attacker_destroyed: bool
    blocker_destroyed: bool


@dataclasses.dataclass(frozen=True, slots=True)
class AttackForecast(JsonFace):
    """An attack's outcomes: the damage undefended (and whether it is lethal) and one
    :class:`Clash` per Unit that could defend; played out by the engine on copies
    (``present_attack``, where the whole outcome of each answer is)."""

    attacker: str
    attacker_power: int
    undefended_damage: int
    lethal: bool
    clashes: tuple[Clash, ...]


def attack_forecast(game: LuxState, attacker: str) -> AttackForecast:
    """The forecast of an attack by ``attacker`` now, each answer played out on a copy. Raises
    IllegalActionError with the reason if ``attacker`` may not attack now."""
    seat = game.to_act
    problem = "it is nobody's turn" if seat is None else legal.attack_problem(game, seat, Attack(attacker))
    if problem is not None:
        raise IllegalActionError(problem, Attack(attacker))
    outcomes = attack_outcomes(game, Attack(attacker))
    undefended = outcomes.line(None)
    power = outcomes.lines[0].attacker_power if outcomes.lines else game.power(attacker, "attacking")
    clashes = tuple(
        Clash(
            line.blocker,
            line.attacker_power,
            line.blocker_power or 0,
            line.attacker_destroyed,
            line.blocker_destroyed,
        )
        for line in outcomes.lines
        if line.blocker is not None
    )
    damage = undefended.soul_lost if undefended is not None else 0
    lethal = undefended is not None and undefended.defender_loses
    return AttackForecast(attacker, power, damage, lethal, clashes)


@dataclasses.dataclass(frozen=True, slots=True)
class HandStatus:
    iid: str
    playable: bool
    reason: str


def hand_status(game: LuxState, seat: int) -> list[HandStatus]:
    """For each card of ``seat``'s hand: can it be played now, and if not, why."""
    out = []
    playable = {a.card for a in game.legal_actions() if isinstance(a, Play)} if game.to_act == seat else set()
    for iid in game.zones.cards(seat, "hand"):
        if iid in playable:
            out.append(HandStatus(iid, True, ""))
            continue
        card = game.card_def(iid)
        reason = (legal.fast_timing_problem if card.type == "prayer" else legal.main_timing_problem)(
            game, seat
        )
        if reason is None and not lights.can_pay(game, seat, card.cost):
            reason = "not enough Lights"
        if reason is None:
            reason = legal.requirement_problem(game, seat, card.model.requires)
        if reason is None:  # the engine's own words for what is missing (playtest21-la N19)
            reason = targets.shortage(game, seat, card.model.targets, iid)
        if reason is None:
            reason = "no legal target or requirement unmet"
        out.append(HandStatus(iid, False, reason))
    return out


def actions_by_card(game: LuxState) -> dict[str, list[Action]]:
    """The legal actions grouped by the card (or Emissary ``e0``/``e1``) they start from: a hand
    card's plays, a field card's abilities, attacks and Light assignments (by the Unit), defences
    (by the defender; ``"none"`` for taking the damage); other actions under ``""``."""
    grouped: dict[str, list[Action]] = {}
    for action in game.legal_actions():
        key = subject(action) or ""
        if action.KIND == "defend" and not key:
            key = "none"
        grouped.setdefault(key, []).append(action)
    return grouped


def answers_that_matter(game: LuxState) -> list[Action]:
    """The legal actions of the seat to act that can matter (:func:`answers.can_matter`): a pass
    never does; a Power bonus nobody can read again this turn does not."""
    return [action for action in game.legal_actions() if answers.can_matter(game, action)]


def aims_at_own(game: LuxState, action: Action) -> list[str]:
    """The acting seat's own cards on the field that ``action`` aims at through a target that
    could be either side's (Searing Bolt on one's own Ember Squire); a target that can only be
    one's own ("one of your Units") is not counted: nobody picks it by mistake."""
    if isinstance(action, Play):
        specs = game.card_def(action.card).model.targets
    elif isinstance(action, Activate):
        specs = source_abilities(game, action.source)[action.ability].targets
    else:
        return []
    seat = game.to_act
    return [
        target
        for target, spec in zip(action.targets, specs, strict=False)
        if spec.side == "any"
        and spec.zone == "field"
        and game.on_field(target)
        and game.owner(target) == seat
    ]


def astray_last(game: LuxState, actions: Sequence[Action]) -> list[Action]:
    """``actions`` with those that aim a harmful effect at the acting seat's own things, or a
    helpful one at the other's (the strong seat's :func:`~cardtable.games.lux_aeterna.bots.aims_astray`),
    after the rest, each group in the engine's order: the first option of a target list is the one
    a player means (playtest20: Searing Bolt's option 1 was one's own Ember Squire)."""
    from cardtable.games.lux_aeterna.bots import aims_astray

    seat = game.to_act
    if seat is None:
        return list(actions)
    return sorted(actions, key=lambda action: aims_astray(game, seat, action))
