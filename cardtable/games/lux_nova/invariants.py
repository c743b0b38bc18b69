"""Lux Nova's own checks, run after every action by the simulator (so they must stay cheap),
and a thorough check of the areas for tests."""

from __future__ import annotations

from operator import itemgetter

from cardtable.engine.invariants import generic_problems
from cardtable.engine.state import GameState
from cardtable.games.lux_nova.hexgrid import FACING_PAIRS, neighbour
from cardtable.games.lux_nova.state import LuxNovaState
from cardtable.games.lux_nova.window import cell_code


def invariants(state: GameState) -> list[str]:
    """Cheap checks: every card in exactly one place, hand sizes, scores, whose turn it is (one
    pass over the hands: this runs on every position a simulation checks fully)."""
    assert isinstance(state, LuxNovaState)
    problems: list[str] = []
    hands = state.hands
    size = state.hand_size
    held = longest = 0
    shortest = size
    for hand in hands:
        count = len(hand)
        held += count
        if count > longest:
            longest = count
        if count < shortest:
            shortest = count
    placed = len(state.window.board)
    deck = state.deck
    if placed + held + len(deck) != state.card_count:
        problems.append(
            f"{placed} placed + {held} held + {len(deck)} in the deck != {state.card_count} cards"
        )
    if longest > size:
        problems.append(f"a hand holds more than {size} cards")
    if deck and shortest < size:
        problems.append("a hand is short while the deck still has cards")
    over = state._outcome is not None
    if not over and not hands[state.turn]:
        problems.append(f"seat {state.turn} is to act with an empty hand")
    if len(state.window.frontier_codes) != len(state.window.frontier_index):
        problems.append("the open-cell list and its index disagree")
    if over:
        problems.extend(_final_checks(state))
    return problems


def cheap_invariants(state: GameState) -> list[str]:
    """The per-action checks of a sampled simulation: every card in one place (counted), hands
    within size, and the contract's cheap checks (``IMPL.cheap_invariants_cover_contract``): while
    the match is on, the seat to act is a seat and holds a card, which in Lux Nova is having a
    legal action (the grid has no border, so an open cell always exists). Anything odd goes
    through :func:`invariants` and the contract's checks for the wording; the rest of
    :func:`invariants` runs on every sampled position."""
    hands = state.hands  # type: ignore[attr-defined]
    size = state.hand_size  # type: ignore[attr-defined]
    counted = len(state.window.board) + len(state.deck)  # type: ignore[attr-defined]
    for hand in hands:
        count = len(hand)
        if count > size:
            return _explained(state)
        counted += count
    if counted == state.card_count:  # type: ignore[attr-defined]
        if state._outcome is not None:  # type: ignore[attr-defined]
            return []
        turn = state.turn  # type: ignore[attr-defined]
        if 0 <= turn < len(hands) and hands[turn]:
            return []
    return _explained(state)


def _explained(state: GameState) -> list[str]:
    """What is wrong, in words: the contract's checks, then (if the turn names a seat) the rest."""
    problems = generic_problems(state, check_views=False)
    if 0 <= state.turn < state.num_players:  # type: ignore[attr-defined]
        problems.extend(invariants(state))
    return problems or ["a cheap check failed but no problem could be named"]


def _final_checks(state: LuxNovaState) -> list[str]:
    """Once per game: the plays add up to the totals, and every card was used exactly once."""
    problems = []
    totals = state.start_scores[:]
    for seat, points in state.plays:
        totals[seat] += points
    if totals != state.scores:
        problems.append(f"the plays add up to {totals}, the scores say {state.scores}")
    board = state.window.board
    if len(set(map(itemgetter(0), board))) != len(board):  # (the card of each entry)
        problems.append("a card lies twice in the window")
    return problems


def area_problems(state: LuxNovaState) -> list[str]:
    """Thorough (slow) check for tests: the incremental areas equal a fresh flood fill."""
    window = state.window
    problems = []
    links: dict[int, set[int]] = {}
    for index, placement in enumerate(window.placements):
        colours, parts = window.colours[index], window.parts[index]
        for edge in range(6):
            other = window.cells.get(cell_code(*neighbour(placement.cell, edge)))
            if other is None:
                continue
            for own, theirs in FACING_PAIRS[edge]:
                if colours[own] == window.colours[other][theirs]:
                    a = index * 4 + parts[own]
                    b = other * 4 + window.parts[other][theirs]
                    links.setdefault(a, set()).add(b)
                    links.setdefault(b, set()).add(a)
    seen: set[int] = set()
    for index, placement in enumerate(window.placements):
        for part in range(len(state.catalog.cards[placement.card].parts)):
            node = index * 4 + part
            if node not in links and window.areas.area(node) != (node,):
                problems.append(
                    f"node {node} touches nothing but its area is {sorted(window.areas.area(node))}"
                )
    for start in list(links):
        if start in seen:
            continue
        area = {start}
        todo = [start]
        while todo:
            for nxt in links.get(todo.pop(), ()):
                if nxt not in area:
                    area.add(nxt)
                    todo.append(nxt)
        seen |= area
        if set(window.areas.area(start)) != area:
            problems.append(
                f"area of node {start}: kept {sorted(window.areas.area(start))}, flood fill {sorted(area)}"
            )
    return problems
