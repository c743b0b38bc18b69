"""What the screen asks besides the view: payments (preview and alternatives), forecasts, hand
status, and the legal actions grouped by card."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from cardtable.engine.actions import Action
from cardtable.engine.errors import IllegalActionError
from cardtable.games.lux_aeterna import legal, lights
from cardtable.games.lux_aeterna.actions import Activate, Play
from cardtable.games.lux_aeterna.catalog import Catalog, parse_cost
from cardtable.games.lux_aeterna.combat import AttackForecast, attack_forecast
from cardtable.games.lux_aeterna.effects import source_abilities

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.state import LuxState

__all__ = [
    "PaymentPreview",
    "payment_preview",
    "payment_choices",
    "attack_forecast",
    "AttackForecast",
    "hand_status",
    "HandStatus",
    "actions_by_card",
    "keyword_list",
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
class PaymentPreview:
    """Which Lights a Play/Activate will spend (``lights``), in words (``text``), and how many
    distinct payments exist (``choices``: more than 1 means the player may pick another)."""

    lights: tuple[PaidLight, ...]
    text: str
    choices: int

    def to_json(self) -> dict[str, Any]:
        return {
            "lights": [dataclasses.asdict(p) for p in self.lights],
            "text": self.text,
            "choices": self.choices,
        }


def _cost_of(game: LuxState, action: Play | Activate) -> Any:
    if isinstance(action, Play):
        return game.card_def(action.card).cost
    return parse_cost(source_abilities(game, action.source)[action.ability].cost)


def payment_preview(game: LuxState, action: Play | Activate) -> PaymentPreview:
    """The Lights ``action`` would spend. Raises IllegalActionError with the reason if it cannot
    be played."""
    seat = game.to_act
    assert seat is not None
    if isinstance(action, Play):
        problem, payment = legal.play_problem(game, seat, action)
    else:
        problem, payment = legal.ability_problem(game, seat, action)
    if problem is not None or payment is None:
        raise IllegalActionError(problem or "it cannot be paid", action)
    paid = []
    for key, n in payment:
        place, _, kind = key.partition(":")
        name = "Numen" if place == "numen" else game.card_def(place).name
        paid.append(PaidLight(place, name, kind, n))
    words = [
        f"{p.count} {game.catalog.colour_name(p.kind[0])}{' (White)' if p.kind[1] == 'W' and p.kind[0] != 'W' else ''} "
        f"from {p.place_name}"
        for p in paid
    ]
    choices = len(lights.payment_options(game, seat, _cost_of(game, action), limit=8))
    return PaymentPreview(tuple(paid), "; ".join(words) or "free", choices)


def payment_choices(game: LuxState, action: Play | Activate, limit: int = 12) -> list[Action]:
    """The same action once per distinct payment (explicit ``pay``), cheapest first."""
    seat = game.to_act
    assert seat is not None
    options = lights.payment_options(game, seat, _cost_of(game, action), limit=limit)
    return [dataclasses.replace(action, pay=lights.parts(p)) for p in options]


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
            reason = "no legal target or requirement unmet"
        out.append(HandStatus(iid, False, reason))
    return out


def actions_by_card(game: LuxState) -> dict[str, list[Action]]:
    """The legal actions grouped by the card (or Emissary ``e0``/``e1``) they start from: a hand
    card's plays, a field card's abilities, attacks and Light assignments (by the Unit), defences
    (by the defender; ``"none"`` for taking the damage); other actions under ``""``."""
    grouped: dict[str, list[Action]] = {}
    for action in game.legal_actions():
        key = ""
        for name in ("card", "source", "unit"):
            value = getattr(action, name, None)
            if isinstance(value, str):
                key = value
                break
        if action.KIND == "defend" and not key:
            key = "none"
        grouped.setdefault(key, []).append(action)
    return grouped


def keyword_list(catalog: Catalog, search: str = "") -> list[dict[str, str]]:
    """The game's terms with their explanations, sorted by name, filtered by a case-insensitive
    search of the name or the text (as Aether Lanes' ``keyword_list``)."""
    needle = search.casefold().strip()
    out = []
    for keyword in sorted(catalog.keywords, key=lambda k: k.name.casefold()):
        if needle and needle not in keyword.name.casefold() and needle not in keyword.text.casefold():
            continue
        out.append({"name": keyword.name, "reminder": keyword.text})
    return out
