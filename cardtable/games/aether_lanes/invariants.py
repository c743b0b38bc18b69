"""Aether Lanes' own invariants, checked after every action by the simulator and the tests.

The check runs after every action of every simulated game, so it is built to be cheap: one walk
over both sides that gathers every card instance id in play (mostly list concatenations) and
compares each number with its bounds, then one set of the ids for duplicates. Only when something
is wrong does it work out the details and the messages.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from cardtable.engine.invariants import generic_problems
from cardtable.games.aether_lanes.actions import TOKEN_BASE, id_text

if TYPE_CHECKING:
    from cardtable.engine.state import GameState
    from cardtable.games.aether_lanes.state import AetherState
    from cardtable.games.aether_lanes.units import Unit


def card_locations(state: AetherState) -> list[int]:
    """Every card instance id in every zone (tokens included), each once per place it is found."""
    found: list[int] = []
    for side in state.sides:
        found += side.deck + side.hand + side.discard
        if side.decree is not None:
            found.append(side.decree)
        for aura in side.auras:
            found.append(aura[0])
        for unit in side.lanes:
            while unit is not None:
                found.append(unit.iid)
                found += unit.sigils
                unit = unit.buried
    return found


def invariants(state: GameState) -> list[str]:
    """No card created or lost (tokens apart), Soul, Aether and hands within bounds."""
    st: AetherState = state  # type: ignore[assignment]
    problems: list[str] = []
    catalog = st.catalog
    rules = catalog.rules
    s0, s1 = st.sides
    located = s0.deck + s0.hand + s0.discard + s1.deck + s1.hand + s1.discard
    tokens = 0
    for seat, side in ((0, s0), (1, s1)):
        if side.decree is not None:
            located.append(side.decree)
        for aura in side.auras:
            located.append(aura[0])
        soul = side.soul
        if (
            soul > rules.start_soul
            or (soul <= 0 and st.result is None)
            or not 0 <= side.aether <= rules.aether_cap
            or not 0 <= side.aether_max <= rules.aether_cap
            or len(side.hand) > rules.hand_limit
            or len(side.auras) > rules.max_auras
            or side.shelter < 0
            or side.toxin < 0
        ):
            problems.extend(_side_problems(st, seat))
        for unit in side.lanes:
            if unit is None:
                continue
            if unit.sigils:
                if st.health_of(unit) <= 0 or len(unit.sigils) > rules.max_sigils:
                    problems.extend(_unit_problems(st, seat, unit))
            elif unit.cdef.health + unit.hp - unit.damage <= 0:  # (stats.health without Sigils)
                problems.extend(_unit_problems(st, seat, unit))
            if unit.buried is not None and unit.buried.buried is not None:
                problems.append(f"a lane of seat {seat} is stacked 3 deep")
            while unit is not None:
                iid = unit.iid
                located.append(iid)
                if unit.sigils:
                    located += unit.sigils
                if iid >= TOKEN_BASE:
                    tokens += 1
                unit = unit.buried
    if len(located) - tokens != len(st.defs) - 1 or len(set(located)) != len(located):
        return _card_problems(st, located) + problems
    return problems


def _side_problems(st: AetherState, seat: int) -> list[str]:
    """Soul, Aether, hand size, auras, Shelter and Toxin of one side (the details, once the quick
    test found something out of bounds)."""
    rules = st.catalog.rules
    side = st.sides[seat]
    problems = []
    if side.soul > rules.start_soul:
        problems.append(f"seat {seat} has {side.soul} Soul, above {rules.start_soul}")
    if st.result is None and side.soul <= 0:
        problems.append(f"seat {seat} is at {side.soul} Soul but the match goes on")
    if not 0 <= side.aether <= rules.aether_cap or not 0 <= side.aether_max <= rules.aether_cap:
        problems.append(f"seat {seat} Aether {side.aether}/{side.aether_max} out of bounds")
    if len(side.hand) > rules.hand_limit:
        problems.append(f"seat {seat} holds {len(side.hand)} cards")
    if len(side.auras) > rules.max_auras or side.shelter < 0 or side.toxin < 0:
        problems.append(f"seat {seat} auras, Shelter or Toxin out of bounds")
    return problems


def _unit_problems(st: AetherState, seat: int, unit: Unit) -> list[str]:
    """Health and Sigils of a unit on top of a lane."""
    problems = []
    if st.health_of(unit) <= 0:
        problems.append(f"{id_text(unit.iid)} stands with {st.health_of(unit)} Health")
    if len(unit.sigils) > st.catalog.rules.max_sigils:
        problems.append(f"{id_text(unit.iid)} carries {len(unit.sigils)} Sigils")
    return problems


def _card_problems(st: AetherState, located: list[int]) -> list[str]:
    """The detailed account of lost, duplicated or misplaced cards (only run when the quick count
    says something is wrong)."""
    problems = []
    on_lanes: set[str] = set()
    for side in st.sides:
        for unit in side.lanes:
            while unit is not None:
                on_lanes.add(id_text(unit.iid))
                unit = unit.buried
    tokens = [id_text(c) for c in located if c >= TOKEN_BASE]
    cards = [id_text(c) for c in located if c < TOKEN_BASE]
    expected = len(st.defs) - 1
    if len(cards) != expected or len(set(cards)) != len(cards):
        counts = Counter(cards)
        twice = sorted(c for c, n in counts.items() if n > 1)
        missing = sorted({id_text(i) for i in range(1, len(st.defs))} - set(cards))
        problems.append(
            f"cards lost or duplicated: {len(cards)} of {expected}; twice {twice[:3]}, missing {missing[:3]}"
        )
    if len(set(tokens)) != len(tokens):
        problems.append("a token stands in two places")
    astray = sorted(c for c in tokens if c not in on_lanes)
    if astray:
        problems.append(f"tokens off the lanes (a token leaves play when it leaves its lane): {astray[:3]}")
    return problems


def cheap_invariants(state: GameState) -> list[str]:
    """The per-action checks of a sampled simulation: Soul, Aether, hand, auras, Shelter and Toxin
    within bounds, and as many cards in the zones as were dealt (counted, not listed: duplicates
    and unit Health are left to :func:`invariants`, which runs on every sampled position); and the
    contract's cheap checks (``IMPL.cheap_invariants_cover_contract``): while the duel is on, the
    seat to act is a seat (Ending the turn is always legal, so a legal action exists)."""
    st: AetherState = state  # type: ignore[assignment]
    rules = st.catalog.rules
    start_soul, cap, hand_limit, max_auras = (
        rules.start_soul,
        rules.aether_cap,
        rules.hand_limit,
        rules.max_auras,
    )
    floor = 1 if st.result is None else -(2**62)  # the lowest Soul allowed while the duel is on
    tokens = TOKEN_BASE
    count = 0
    for side in st.sides:
        hand = len(side.hand)
        auras = len(side.auras)
        if not (
            floor <= side.soul <= start_soul
            and 0 <= side.aether <= cap
            and 0 <= side.aether_max <= cap
            and hand <= hand_limit
            and auras <= max_auras
            and side.shelter >= 0
            and side.toxin >= 0
        ):
            return invariants(state)
        count += len(side.deck) + hand + len(side.discard) + auras + (side.decree is not None)
        # each lane (written out: this runs after every action): a card's unit counts it and its
        # Sigils, a token (tN) only its Sigils; the same for a buried unit (a third level is not
        # counted: the count then fails). Most units carry no Sigil: their list is only tested.
        first, second, third = side.lanes
        if first is not None:
            count += first.iid < tokens
            if first.sigils:
                count += len(first.sigils)
            if (below := first.buried) is not None:
                count += (below.iid < tokens) + len(below.sigils)
        if second is not None:
            count += second.iid < tokens
            if second.sigils:
                count += len(second.sigils)
            if (below := second.buried) is not None:
                count += (below.iid < tokens) + len(below.sigils)
        if third is not None:
            count += third.iid < tokens
            if third.sigils:
                count += len(third.sigils)
            if (below := third.buried) is not None:
                count += (below.iid < tokens) + len(below.sigils)
    if count != len(st.defs) - 1:
        return invariants(state)
    if st.result is None and (st.mull_seat if st.stage == "mulligan" else st.active) not in (0, 1):
        return generic_problems(state, check_views=False) + invariants(state)
    return []
