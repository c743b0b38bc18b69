"""What ending the turn now would do: each lane's clash or direct hit, deaths, Soul damage,
Bulwark pulls and tolls, and Shelter absorption. Pure and copy-free: it reads the state and keeps
its own small record of Health and Soul as the fight would go.

Not foreseen: effects that fire during combat (Requiem, Mirage) and End-phase effects.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from cardtable.games.aether_lanes.combat import counter, pick_bulwark, strike, takes_counter

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.state import AetherState
    from cardtable.games.aether_lanes.units import Unit


@dataclasses.dataclass(frozen=True, slots=True)
class LaneForecast:
    """One lane of the fight. ``kind``: "clash", "pulled" (by a Bulwark), "direct" or "idle"."""

    lane: int
    kind: str
    attacker: str | None = None
    defender: str | None = None
    defender_lane: int | None = None
    strike: int = 0
    counter: int = 0
    multiplier: int = 100
    kills: tuple[str, ...] = ()
    soul_damage: int = 0
    toll: int = 0
    absorbed: int = 0


@dataclasses.dataclass(frozen=True, slots=True)
class Forecast:
    """The whole fight. ``soul_damage[seat]`` is Soul lost by each seat, ``absorbed[seat]`` what its
    Shelter catches; ``deaths`` lists destroyed unit ids, ``rises`` the buried units that come up."""

    attacker_seat: int
    lanes: tuple[LaneForecast, ...]
    soul_damage: tuple[int, int]
    absorbed: tuple[int, int]
    deaths: tuple[str, ...]
    rises: tuple[str, ...]
    pulls: tuple[tuple[int, int], ...]
    tolls: int
    lethal: bool

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


def forecast(state: AetherState, seat: int | None = None, *, assume_ready: bool = False) -> Forecast:
    """The combat that ending the active player's turn would start now.

    ``seat`` forecasts another side's attack instead (the computer uses it to see the foe's next
    turn); ``assume_ready`` treats that side's exhausted units as ready, as they will be then.
    """
    seat = state.active if seat is None else seat
    foe = 1 - seat
    cards = state.catalog.cards
    toll = state.catalog.rules.bulwark_toll
    mine = list(state.sides[seat].lanes)
    theirs = list(state.sides[foe].lanes)
    hp: dict[str, int] = {}
    souls = [state.sides[0].soul, state.sides[1].soul]
    shelter = [state.sides[0].shelter, state.sides[1].shelter]
    absorbed = [0, 0]
    lost = [0, 0]
    deaths: list[str] = []
    rises: list[str] = []
    pulls: list[tuple[int, int]] = []
    tolls = 0
    pulled: set[int] = set()
    risen_exhausted: set[str] = set()

    def health(unit: Unit) -> int:
        if unit.iid not in hp:
            hp[unit.iid] = state.health_of(unit)
        return hp[unit.iid]

    def hurt_soul(target: int, amount: int, is_toll: bool) -> tuple[int, int]:
        caught = 0
        floor = is_toll and any(u is not None and "holds-the-floor" in u.kw for u in theirs)
        if shelter[target] and (not is_toll or floor):
            caught = min(shelter[target], amount)
            shelter[target] -= caught
        souls[target] -= amount - caught
        lost[target] += amount - caught
        absorbed[target] += caught
        return amount - caught, caught

    def fall(row: list[Unit | None], lane: int, unit: Unit) -> None:
        deaths.append(unit.iid)
        below = unit.buried
        row[lane] = below
        if below is not None:
            rises.append(below.iid)
            risen_exhausted.add(below.iid)

    lanes: list[LaneForecast] = []
    for lane in range(3):
        attacker = mine[lane]
        if attacker is None or (attacker.exhausted and not assume_ready) or attacker.iid in risen_exhausted:
            lanes.append(LaneForecast(lane, "idle"))
            continue
        a_atk = state.attack_of(seat, lane, attacker)
        defender = theirs[lane]
        d_lane = lane
        kind = "clash"
        if defender is None:
            bulwark = pick_bulwark(theirs, lane, pulled)
            if bulwark is None:
                dealt, caught = hurt_soul(foe, a_atk, False)
                lanes.append(LaneForecast(lane, "direct", attacker.iid, soul_damage=dealt, absorbed=caught))
                continue
            pulled.add(bulwark)
            pulls.append((lane, bulwark))
            d_lane, defender, kind = bulwark, theirs[bulwark], "pulled"
            assert defender is not None
        a_card, d_card = cards[attacker.card], cards[defender.card]
        blow = strike(
            a_atk,
            a_card.element,
            d_card.element,
            state.defense_of(foe, d_lane, defender),
            "bane" in attacker.kw,
        )
        kills: list[str] = []
        lane_toll = dealt = caught = 0
        left = health(defender) - blow.damage
        hp[defender.iid] = left
        if "bulwark" in defender.kw:  # the toll is counted as the blow lands
            lane_toll = toll
            tolls += toll
            dealt, caught = hurt_soul(foe, toll, True)
        back = 0
        if left <= 0:
            kills.append(defender.iid)
            fall(theirs, d_lane, defender)
        elif takes_counter(attacker):
            back = counter(
                state.attack_of(foe, d_lane, defender),
                d_card.element,
                a_card.element,
                state.defense_of(seat, lane, attacker),
            ).damage
            hp[attacker.iid] = health(attacker) - back
            if hp[attacker.iid] <= 0:
                kills.append(attacker.iid)
                fall(mine, lane, attacker)
        lanes.append(
            LaneForecast(
                lane,
                kind,
                attacker.iid,
                defender.iid,
                d_lane,
                blow.damage,
                back,
                blow.percent,
                tuple(kills),
                dealt,
                lane_toll,
                caught,
            )
        )
    return Forecast(
        seat,
        tuple(lanes),
        (lost[0], lost[1]),
        (absorbed[0], absorbed[1]),
        tuple(deaths),
        tuple(rises),
        tuple(pulls),
        tolls,
        souls[foe] <= 0,
    )
