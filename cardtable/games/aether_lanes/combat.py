"""Combat: the strike and counter-blow numbers, Bulwark pulls, and the one lane-by-lane resolver.

:func:`resolve` is run by both the real fight (:func:`fight`, on a :class:`LiveBoard`) and the
forecast (:mod:`forecast`, on a scratch board), so the preview and the fight cannot disagree.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Collection
from typing import TYPE_CHECKING, NamedTuple, Protocol

from cardtable.games.aether_lanes.actions import id_text
from cardtable.games.aether_lanes.elements import ADVANTAGE, MULTIPLIERS, ceil_third, lane_name, scale
from cardtable.games.aether_lanes.keywords import (
    DOUBLES_ADVANTAGE,
    NO_COUNTER_BLOW,
    PAYS_TOLL,
    PULLS_ATTACKS,
    SHELTER_TAKES_TOLL,
    bit,
)
from cardtable.games.aether_lanes.stats import attack, defense

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.catalog import CardDef, Catalog
    from cardtable.games.aether_lanes.state import AetherState
    from cardtable.games.aether_lanes.units import Side, Unit


# The keywords acting at each hook this module asks (from the registry, looked up once: combat runs
# every turn of every simulated game).
_NO_COUNTER = bit(NO_COUNTER_BLOW)
_PULLS = bit(PULLS_ATTACKS)
_BANE = bit(DOUBLES_ADVANTAGE)
_TOLL = bit(PAYS_TOLL)
_FLOOR = bit(SHELTER_TAKES_TOLL)


class Blow(NamedTuple):
    """The numbers of one strike or counter-blow (a named tuple: built for every blow of every
    fight, so it must be cheap)."""

    attack: int
    percent: int
    scaled: int
    defense: int
    minimum: int
    damage: int


_new_tuple = tuple.__new__
"""Builds a :class:`Blow` from its six fields without the named tuple's own ``__new__`` call."""


@functools.cache
def strike(attack: int, att_element: str, def_element: str, defense: int, bane: bool) -> Blow:
    """A strike: Attack x multiplier (half up), doubled by Bane if advantaged, minus Defense, but at
    least ceil(Attack / 3). Pure, and its numbers are few (a Blow is immutable): each is worked
    out once (combat and the forecast strike every turn)."""
    percent = MULTIPLIERS[att_element, def_element]  # (elements.multiplier, its table read directly)
    scaled = scale(attack, percent)
    if bane and percent == ADVANTAGE:
        scaled *= 2
    minimum = ceil_third(attack)
    damage = scaled - defense
    return _new_tuple(
        Blow, (attack, percent, scaled, defense, minimum, damage if damage > minimum else minimum)
    )


@functools.cache
def counter(attack: int, att_element: str, def_element: str, defense: int) -> Blow:
    """A counter-blow: the same without the minimum (it may be 0). Cached as :func:`strike` is."""
    percent = MULTIPLIERS[att_element, def_element]
    scaled = scale(attack, percent)
    damage = scaled - defense
    return _new_tuple(Blow, (attack, percent, scaled, defense, 0, damage if damage > 0 else 0))


def takes_counter(unit: Unit) -> bool:
    """Whether the attack of ``unit`` is struck back."""
    return not unit.hooks & _NO_COUNTER


def holds_the_floor(row: list[Unit | None]) -> bool:
    """A unit that Holds the Floor stands in ``row``: its side's Shelter soaks the Bulwark toll."""
    for unit in row:  # (a loop: no generator for any())
        if unit is not None and unit.hooks & _FLOOR:
            return True
    return False


def pick_bulwark(
    lanes: list[Unit | None], lane: int, used: set[int], gone: Collection[str] = frozenset()
) -> int | None:
    """The lane of the enemy Bulwark that pulls an unblocked attack on ``lane``: the nearest one
    that has not pulled yet this turn, the Aggressive-most on equal distance."""
    best: int | None = None
    for index, unit in enumerate(lanes):
        if unit is None or not unit.hooks & _PULLS or index in used or unit.iid in gone:
            continue
        if best is None or abs(index - lane) < abs(best - lane):
            best = index
    return best


class Board(Protocol):
    """What the combat resolver needs from the table it fights on.

    :func:`resolve` owns every rule of combat (which units attack, Bulwark pulls, strike,
    toll, counter-blow, who is hit); a board only supplies the rows and carries out the
    blows: :class:`LiveBoard` on the real state (the fight), ``forecast.ScratchBoard`` on a
    private record of Health and Soul (the forecast). The Attack and Defense of a unit are the
    live ones of ``state`` on both (``stats.attack``/``stats.defense``).
    """

    state: AetherState

    @property
    def rows(self) -> list[list[Unit | None]]:
        """Each seat's lanes: one list per seat for the whole combat, changed in place (a unit
        that falls is replaced by the one it buried)."""
        ...

    @property
    def lane_over(self) -> Callable[[int], None] | None:
        """Called when a lane's fight is over (whether or not anything happened in it), or None
        for a board that writes nothing down per lane."""
        ...

    def attacks(self, lane: int, attacker: Unit) -> bool:
        """Whether ``attacker`` attacks this combat (it is then exhausted)."""
        ...

    def holds_the_floor(self, seat: int) -> bool: ...

    def direct(self, lane: int, attacker: Unit, amount: int) -> None:
        """The attack of ``attacker`` hits the foe's Soul."""
        ...

    def pull(self, lane: int, from_lane: int, attacker: Unit, bulwark: Unit) -> None:
        """The Bulwark in ``from_lane`` pulls the attack of ``attacker``."""
        ...

    def blow(
        self, lane: int, target_lane: int, attacker: Unit, defender: Unit, blow: Blow, back: bool
    ) -> bool:
        """A strike (``back`` False) or counter-blow lands on ``defender``: True if it is destroyed."""
        ...

    def toll(self, defender: Unit, floor: bool) -> None:
        """The foe pays the Bulwark toll for ``defender`` (Shelter soaks it if ``floor``)."""
        ...


def resolve(board: Board, catalog: Catalog, seat: int) -> None:
    """The Combat phase of ``seat`` on ``board``: each ready unit attacks, lane by lane. The one
    place where the rules of combat are written (the fight and the forecast both run it)."""
    pulled: set[int] = set()
    rows = board.rows
    mine, theirs = rows[seat], rows[1 - seat]
    state = board.state
    lane_over = board.lane_over
    for lane in range(3):
        attacker = mine[lane]
        if attacker is not None and board.attacks(lane, attacker):
            _attack(board, catalog, state.defs, state.sides, seat, lane, attacker, mine, theirs, pulled)
        if lane_over is not None:
            lane_over(lane)


def _attack(
    board: Board,
    catalog: Catalog,
    defs: list[CardDef],
    sides: list[Side],
    seat: int,
    lane: int,
    attacker: Unit,
    mine: list[Unit | None],
    theirs: list[Unit | None],
    pulled: set[int],
) -> None:
    foe = 1 - seat
    target_lane = lane
    defender = theirs[lane]
    if defender is None:
        bulwark = pick_bulwark(theirs, lane, pulled)
        if bulwark is None:
            board.direct(lane, attacker, attack(catalog, defs, sides[seat], attacker, lane))
            return
        pulled.add(bulwark)
        target_lane = bulwark
        defender = theirs[bulwark]
        assert defender is not None
        board.pull(lane, bulwark, attacker, defender)
    a_element, d_element = attacker.cdef.element, defender.cdef.element
    hit = strike(
        attack(catalog, defs, sides[seat], attacker, lane),
        a_element,
        d_element,
        defense(catalog, defs, sides[foe], defender, target_lane),
        bool(attacker.hooks & _BANE),
    )
    pays_toll = bool(defender.hooks & _TOLL)
    floor = pays_toll and board.holds_the_floor(foe)  # as the blow lands, before it can destroy Biscuit
    died = board.blow(lane, target_lane, attacker, defender, hit, False)
    if pays_toll:
        board.toll(defender, floor)
    if died or not takes_counter(attacker) or mine[lane] is not attacker:
        return
    back = counter(
        attack(catalog, defs, sides[foe], defender, target_lane),
        d_element,
        a_element,
        defense(catalog, defs, sides[seat], attacker, lane),
    )
    board.blow(target_lane, lane, defender, attacker, back, True)


class StateNumbers:
    """What every board keeps the same way: its state, seat and rows (by default the state's own
    lanes), and whether a unit that Holds the Floor stands in a row of the board."""

    __slots__ = ("state", "seat", "rows")

    def __init__(self, state: AetherState, seat: int, rows: list[list[Unit | None]] | None = None) -> None:
        self.state = state
        self.seat = seat
        if rows is None:
            sides = state.sides
            rows = [sides[0].lanes, sides[1].lanes]
        self.rows = rows

    def holds_the_floor(self, seat: int) -> bool:
        return holds_the_floor(self.rows[seat])


class LiveBoard(StateNumbers):
    """The real fight: blows damage the state's units, Soul is lost, every step is logged."""

    __slots__ = ()

    def attacks(self, lane: int, attacker: Unit) -> bool:
        if attacker.exhausted:
            return False
        attacker.exhausted = True
        return True

    def direct(self, lane: int, attacker: Unit, amount: int) -> None:
        state, seat = self.state, self.seat
        foe = 1 - seat
        name = attacker.cdef.name
        if state.logging:
            state.log_event(
                "direct",
                ("%s hits %s directly for %s.", name, state.players[foe], amount),
                seat,
                {"lane": lane, "attacker": id_text(attacker.iid), "amount": amount},
            )
        state.lose_soul(foe, amount, name)

    def pull(self, lane: int, from_lane: int, attacker: Unit, bulwark: Unit) -> None:
        state = self.state
        if state.logging:
            state.say(
                "pull",
                (
                    "%s (Bulwark) pulls the attack of %s from the %s lane.",
                    bulwark.cdef.name,
                    attacker.cdef.name,
                    lane_name(lane),
                ),
                1 - self.seat,
                lane=lane,
                from_lane=from_lane,
                unit=id_text(bulwark.iid),
                attacker=id_text(attacker.iid),
            )

    def blow(
        self, lane: int, target_lane: int, attacker: Unit, defender: Unit, blow: Blow, back: bool
    ) -> bool:
        state = self.state
        striker = 1 - self.seat if back else self.seat
        a_name = attacker.cdef.name
        if state.logging:
            d_name = defender.cdef.name
            attack, percent, scaled, defense, minimum, damage = blow
            how = Working(*blow)
            text = (
                ("%s strikes back at %s for %s (%s).", a_name, d_name, damage, how)
                if back
                else ("%s strikes %s for %s (%s).", a_name, d_name, damage, how)
            )
            state.log_event(
                "counter" if back else "strike",
                text,
                striker,
                {
                    "lane": lane,
                    "target_lane": target_lane,
                    "attacker": id_text(attacker.iid),
                    "defender": id_text(defender.iid),
                    "attack": attack,
                    "percent": percent,
                    "scaled": scaled,
                    "defense": defense,
                    "minimum": minimum,
                    "damage": damage,
                },
            )
        return state.damage_unit(1 - striker, target_lane, defender, blow.damage, a_name)

    def toll(self, defender: Unit, floor: bool) -> None:
        state = self.state
        foe = 1 - self.seat
        toll = state.catalog.rules.bulwark_toll
        if state.logging:
            state.say(
                "toll",
                ("%s pays the Bulwark toll.", state.players[foe]),
                foe,
                unit=id_text(defender.iid),
                amount=toll,
            )
        state.lose_soul(foe, toll, "Bulwark toll", toll=True, floor=floor)

    lane_over = None
    """The real fight writes nothing down per lane (its log says it all)."""


def fight(state: AetherState) -> None:
    """The Combat phase of the active player: each ready unit attacks, lane by lane."""
    seat = state.active
    if state.logging:
        state.log_event("combat", ("%s's units attack.", state.players[seat]), seat, {})
    for unit in state.sides[seat].lanes:  # no ready unit: nothing attacks (LiveBoard.attacks)
        if unit is not None and not unit.exhausted:
            resolve(LiveBoard(state, seat), state.catalog, seat)
            return


_TIMES = {125: "x1.25", 80: "x0.80"}


class Working(NamedTuple):
    """A blow's numbers as its log line shows them (``str``: :func:`_explain`), worded only when
    the line is read (an event's values are rendered on demand)."""

    attack: int
    percent: int
    scaled: int
    defense: int
    minimum: int
    damage: int

    def __str__(self) -> str:
        return _explain(*self)


def _explain(attack: int, percent: int, scaled: int, defense: int, minimum: int, damage: int) -> str:
    """How a blow's damage came about: "Attack 6, x1.25 = 8, - Defense 2" (", Bane x2 = 16" after the
    multiplier when Bane doubled it, ", minimum 3" when the minimum strike applied)."""
    if percent == 100:
        text = f"Attack {attack}, - Defense {defense}"
    else:
        times = _TIMES.get(percent) or f"x{percent / 100:.2f}"
        rounded = scale(attack, percent)
        bane = f", Bane x2 = {scaled}" if scaled != rounded else ""  # Bane doubles the advantaged strike
        text = f"Attack {attack}, {times} = {rounded}{bane}, - Defense {defense}"
    if minimum and damage == minimum and scaled - defense < minimum:
        text += f", minimum {minimum}"
    return text
