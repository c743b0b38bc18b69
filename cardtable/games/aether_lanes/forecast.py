"""What ending the turn now would do: each lane's clash or direct hit, deaths, Soul damage,
Bulwark pulls and tolls, and Shelter absorption. It runs the fight's own resolver
(:func:`combat.resolve`) on a scratch board: the state is only read, Health and Soul are kept in a
small record of their own as the fight would go.

Not foreseen: effects that fire during combat (Requiem, Mirage) and End-phase effects.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from cardtable.games.aether_lanes.actions import id_text
from cardtable.games.aether_lanes.combat import Blow, StateNumbers, resolve

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.state import AetherState
    from cardtable.games.aether_lanes.units import Unit


@dataclasses.dataclass(frozen=True, slots=True)
class LaneForecast:
    """One lane of the fight. ``kind``: "clash", "pulled" (by a Bulwark), "direct" or "idle"."""

    lane: int
    kind: str
    attacker: int | None = None
    defender: int | None = None
    defender_lane: int | None = None
    strike: int = 0
    counter: int = 0
    multiplier: int = 100
    kills: tuple[int, ...] = ()
    soul_damage: int = 0
    toll: int = 0
    absorbed: int = 0


@dataclasses.dataclass(frozen=True, slots=True)
class Forecast:
    """The whole fight. ``soul_damage[seat]`` is Soul lost by each seat, ``absorbed[seat]`` what its
    Shelter catches; ``deaths`` lists destroyed unit ids, ``rises`` the buried units that come up
    (instance ids: the engine's numbers; :meth:`to_json` shows their texts)."""

    attacker_seat: int
    lanes: tuple[LaneForecast, ...]
    soul_damage: tuple[int, int]
    absorbed: tuple[int, int]
    deaths: tuple[int, ...]
    rises: tuple[int, ...]
    pulls: tuple[tuple[int, int], ...]
    tolls: int
    lethal: bool

    def to_json(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        for lane in data["lanes"]:
            for key in ("attacker", "defender"):
                if lane[key] is not None:
                    lane[key] = id_text(lane[key])
            lane["kills"] = [id_text(i) for i in lane["kills"]]
        data["deaths"] = [id_text(i) for i in self.deaths]
        data["rises"] = [id_text(i) for i in self.rises]
        return data


# Where each of LaneForecast's fields after ``lane`` sits in the scratch board's lane record.
(
    _KIND,
    _ATTACKER,
    _DEFENDER,
    _DEFENDER_LANE,
    _STRIKE,
    _COUNTER,
    _MULTIPLIER,
    _KILLS,
    _SOUL,
    _TOLL,
    _ABSORBED,
) = range(11)


class ScratchBoard(StateNumbers):
    """The forecast's board: the combat resolver fights on copies of the two rows of lanes and a
    private record of Health, Soul and Shelter, and each lane's outcome is written down."""

    __slots__ = (
        "assume_ready",
        "hp",
        "souls",
        "shelter",
        "lost",
        "absorbed",
        "deaths",
        "rises",
        "risen",
        "pulls",
        "tolls",
        "lanes",
        "_lane",
    )

    def __init__(self, state: AetherState, seat: int, assume_ready: bool) -> None:
        sides = state.sides
        super().__init__(state, seat, [list(sides[0].lanes), list(sides[1].lanes)])
        self.assume_ready = assume_ready
        self.hp: dict[int, int] = {}
        self.souls = [sides[0].soul, sides[1].soul]
        self.shelter = [sides[0].shelter, sides[1].shelter]
        self.lost = [0, 0]
        self.absorbed = [0, 0]
        self.deaths: list[int] = []
        self.rises: list[int] = []
        self.risen: set[int] = set()
        self.pulls: list[tuple[int, int]] = []
        self.tolls = 0
        self.lanes: list[LaneForecast] = []
        self._lane: list[Any] | None = None
        """The lane being fought: LaneForecast's fields after ``lane``, in order (see ``_KIND``...)."""

    def attacks(self, lane: int, attacker: Unit) -> bool:
        if (attacker.exhausted and not self.assume_ready) or attacker.iid in self.risen:
            return False
        self._lane = ["clash", attacker.iid, None, None, 0, 0, 100, [], 0, 0, 0]
        return True

    def _hurt_soul(self, target: int, amount: int, toll: bool, floor: bool) -> None:
        caught = 0
        if self.shelter[target] and (not toll or floor):
            caught = min(self.shelter[target], amount)
            self.shelter[target] -= caught
        self.souls[target] -= amount - caught
        self.lost[target] += amount - caught
        self.absorbed[target] += caught
        record = self._lane
        assert record is not None
        record[_SOUL] = amount - caught
        record[_ABSORBED] = caught

    def direct(self, lane: int, attacker: Unit, amount: int) -> None:
        assert self._lane is not None
        self._lane[_KIND] = "direct"
        self._hurt_soul(1 - self.seat, amount, False, False)

    def pull(self, lane: int, from_lane: int, attacker: Unit, bulwark: Unit) -> None:
        assert self._lane is not None
        self._lane[_KIND] = "pulled"
        self.pulls.append((lane, from_lane))

    def blow(
        self, lane: int, target_lane: int, attacker: Unit, defender: Unit, blow: Blow, back: bool
    ) -> bool:
        record = self._lane
        assert record is not None
        if back:
            record[_COUNTER] = blow.damage
        else:
            record[_DEFENDER] = defender.iid
            record[_DEFENDER_LANE] = target_lane
            record[_STRIKE] = blow.damage
            record[_MULTIPLIER] = blow.percent
        iid = defender.iid
        left = (self.hp[iid] if iid in self.hp else self.state.health_of(defender)) - blow.damage
        self.hp[iid] = left
        if left > 0:
            return False
        record[_KILLS].append(iid)
        self.deaths.append(iid)
        below = defender.buried
        self.rows[self.seat if back else 1 - self.seat][target_lane] = below
        if below is not None:
            self.rises.append(below.iid)
            self.risen.add(below.iid)
        return True

    def toll(self, defender: Unit, floor: bool) -> None:
        toll = self.state.catalog.rules.bulwark_toll
        assert self._lane is not None
        self._lane[_TOLL] = toll
        self.tolls += toll
        self._hurt_soul(1 - self.seat, toll, True, floor)

    def lane_over(self, lane: int) -> None:
        record = self._lane
        self._lane = None
        if record is None:
            self.lanes.append(LaneForecast(lane, "idle"))
            return
        record[_KILLS] = tuple(record[_KILLS])
        self.lanes.append(LaneForecast(lane, *record))


def forecast(state: AetherState, seat: int | None = None, *, assume_ready: bool = False) -> Forecast:
    """The combat that ending the active player's turn would start now: the fight's own resolver
    (:func:`combat.resolve`) run on a :class:`ScratchBoard`, so the state is left as it was.

    ``seat`` forecasts another side's attack instead (the computer uses it to see the foe's next
    turn); ``assume_ready`` treats that side's exhausted units as ready, as they will be then.
    """
    seat = state.active if seat is None else seat
    board = ScratchBoard(state, seat, assume_ready)
    resolve(board, state.catalog, seat)
    return Forecast(
        seat,
        tuple(board.lanes),
        (board.lost[0], board.lost[1]),
        (board.absorbed[0], board.absorbed[1]),
        tuple(board.deaths),
        tuple(board.rises),
        tuple(board.pulls),
        board.tolls,
        board.souls[1 - seat] <= 0,
    )
