"""Combat: the strike and counter-blow numbers, Bulwark pulls, and the real lane-by-lane fight.

The number functions are shared with :mod:`forecast`, so the preview and the fight agree.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, NamedTuple

from cardtable.games.aether_lanes import stats
from cardtable.games.aether_lanes.elements import ADVANTAGE, ceil_third, lane_name, multiplier, scale

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.state import AetherState
    from cardtable.games.aether_lanes.units import Unit


class Blow(NamedTuple):
    """The numbers of one strike or counter-blow (a named tuple: built for every blow of every
    fight, so it must be cheap)."""

    attack: int
    percent: int
    scaled: int
    defense: int
    minimum: int
    damage: int


def strike(attack: int, att_element: str, def_element: str, defense: int, bane: bool) -> Blow:
    """A strike: Attack x multiplier (half up), doubled by Bane if advantaged, minus Defense, but at
    least ceil(Attack / 3)."""
    percent = multiplier(att_element, def_element)
    scaled = scale(attack, percent)
    if bane and percent == ADVANTAGE:
        scaled *= 2
    minimum = ceil_third(attack)
    damage = scaled - defense
    return Blow(attack, percent, scaled, defense, minimum, damage if damage > minimum else minimum)


def counter(attack: int, att_element: str, def_element: str, defense: int) -> Blow:
    """A counter-blow: the same without the minimum (it may be 0)."""
    percent = multiplier(att_element, def_element)
    scaled = scale(attack, percent)
    damage = scaled - defense
    return Blow(attack, percent, scaled, defense, 0, damage if damage > 0 else 0)


def takes_counter(unit: Unit) -> bool:
    kw = unit.kw
    return "pierce" not in kw and "unseen" not in kw


def pick_bulwark(
    lanes: list[Unit | None], lane: int, used: set[int], gone: Collection[str] = frozenset()
) -> int | None:
    """The lane of the enemy Bulwark that pulls an unblocked attack on ``lane``: the nearest one
    that has not pulled yet this turn, the Aggressive-most on equal distance."""
    best: int | None = None
    for index, unit in enumerate(lanes):
        if unit is None or "bulwark" not in unit.kw or index in used or unit.iid in gone:
            continue
        if best is None or abs(index - lane) < abs(best - lane):
            best = index
    return best


def fight(state: AetherState) -> None:
    """The Combat phase of the active player: each ready unit attacks, lane by lane."""
    seat = state.active
    foe = 1 - seat
    cards = state.catalog.cards
    toll = state.catalog.rules.bulwark_toll
    mine = state.sides[seat].lanes
    theirs = state.sides[foe].lanes
    pulled: set[int] = set()
    players = state.players
    if state.logging:
        state.log_event("combat", f"{players[seat]}'s units attack.", seat, {})
    for lane in range(3):
        attacker = mine[lane]
        if attacker is None or attacker.exhausted:
            continue
        attacker.exhausted = True
        name = cards[attacker.card].name
        target_lane = lane
        defender = theirs[lane]
        if defender is None:
            bulwark = pick_bulwark(theirs, lane, pulled)
            if bulwark is None:
                amount = state.attack_of(seat, lane, attacker)
                if state.logging:
                    state.log_event(
                        "direct",
                        f"{name} hits {players[foe]} directly for {amount}.",
                        seat,
                        {"lane": lane, "attacker": attacker.iid, "amount": amount},
                    )
                state.lose_soul(foe, amount, name)
                continue
            pulled.add(bulwark)
            target_lane = bulwark
            defender = theirs[bulwark]
            assert defender is not None
            if state.logging:
                state.say(
                    "pull",
                    f"{cards[defender.card].name} (Bulwark) pulls the attack of {name} from the "
                    f"{lane_name(lane)} lane.",
                    foe,
                    lane=lane,
                    from_lane=bulwark,
                    unit=defender.iid,
                    attacker=attacker.iid,
                )
        _clash(state, seat, lane, attacker, target_lane, defender, toll, cards)


def _clash(
    state: AetherState,
    seat: int,
    lane: int,
    attacker: Unit,
    d_lane: int,
    defender: Unit,
    toll: int,
    cards: dict,
) -> None:
    foe = 1 - seat
    catalog, ids, sides = state.catalog, state.ids, state.sides
    a_card, d_card = cards[attacker.card], cards[defender.card]
    a_atk = stats.attack(catalog, ids, sides[seat], attacker, lane)
    d_def = stats.defense(catalog, ids, sides[foe], defender, d_lane)
    attack, percent, scaled, defense, minimum, damage = strike(
        a_atk, a_card.element, d_card.element, d_def, "bane" in attacker.kw
    )
    if state.logging:
        state.log_event(
            "strike",
            f"{a_card.name} strikes {d_card.name} for {damage} "
            f"({_explain(attack, percent, scaled, defense, minimum, damage)}).",
            seat,
            {
                "lane": lane,
                "target_lane": d_lane,
                "attacker": attacker.iid,
                "defender": defender.iid,
                "attack": attack,
                "percent": percent,
                "scaled": scaled,
                "defense": defense,
                "minimum": minimum,
                "damage": damage,
            },
        )
    was_bulwark = "bulwark" in defender.kw
    floor = was_bulwark and state.holds_the_floor(foe)  # as the blow lands, before it can destroy Biscuit
    died = state.damage_unit(foe, d_lane, defender, damage, a_card.name)
    if was_bulwark:
        if state.logging:
            state.say(
                "toll", f"{state.players[foe]} pays the Bulwark toll.", foe, unit=defender.iid, amount=toll
            )
        state.lose_soul(foe, toll, "Bulwark toll", toll=True, floor=floor)
    if died or not takes_counter(attacker):
        return
    if sides[seat].lanes[lane] is not attacker:
        return
    attack, percent, scaled, defense, minimum, damage = counter(
        stats.attack(catalog, ids, sides[foe], defender, d_lane),
        d_card.element,
        a_card.element,
        stats.defense(catalog, ids, sides[seat], attacker, lane),
    )
    if state.logging:
        state.log_event(
            "counter",
            f"{d_card.name} strikes back at {a_card.name} for {damage} "
            f"({_explain(attack, percent, scaled, defense, minimum, damage)}).",
            foe,
            {
                "lane": d_lane,
                "target_lane": lane,
                "attacker": defender.iid,
                "defender": attacker.iid,
                "attack": attack,
                "percent": percent,
                "scaled": scaled,
                "defense": defense,
                "minimum": minimum,
                "damage": damage,
            },
        )
    state.damage_unit(seat, lane, attacker, damage, d_card.name)


_TIMES = {125: "x1.25", 80: "x0.80"}


def _explain(attack: int, percent: int, scaled: int, defense: int, minimum: int, damage: int) -> str:
    """How a blow's damage came about: "Attack 6, x1.25 = 8, - Defense 2" (", minimum 3" when the
    minimum strike applied)."""
    if percent == 100:
        text = f"Attack {attack}, - Defense {defense}"
    else:
        times = _TIMES.get(percent) or f"x{percent / 100:.2f}"
        text = f"Attack {attack}, {times} = {scaled}, - Defense {defense}"
    if minimum and damage == minimum and scaled - defense < minimum:
        text += f", minimum {minimum}"
    return text
