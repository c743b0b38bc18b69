"""The stained-glass window: placed cards, their areas and the open cells around them.

This is the board alone, without players or turns, so bots and previews can copy and try it
cheaply. It does not check legality; :class:`~cardtable.games.lux_nova.state.LuxNovaState` does.
"""

from __future__ import annotations

from typing import NamedTuple

from cardtable.games.lux_nova.areas import SLOTS, Areas
from cardtable.games.lux_nova.catalog import Card, Catalog
from cardtable.games.lux_nova.hexgrid import DIRECTIONS, FACING_PAIRS, Cell
from cardtable.games.lux_nova.scoring import AreaPart, PartScore, PlayScore

Contact = tuple[int, int, int]
"""Across an edge of an empty cell: (half-edge position, colour index, node facing it)."""


class Placement(NamedTuple):
    card: str
    q: int
    r: int
    rotation: int

    @property
    def cell(self) -> Cell:
        return (self.q, self.r)


class Window:
    """Placed cards, areas (union-find) and the frontier of open cells."""

    __slots__ = ("catalog", "cells", "placements", "board", "colours", "parts", "areas",
                 "frontier", "frontier_index")

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.cells: dict[Cell, int] = {}
        self.placements: list[Placement] = []
        self.board: list[tuple[str, int, int, int]] = []
        """The placements again as plain tuples (what views serialise, fast)."""
        self.colours: list[tuple[int, ...]] = []
        self.parts: list[tuple[int, ...]] = []
        self.areas = Areas()
        self.frontier: list[Cell] = []
        self.frontier_index: dict[Cell, int] = {}

    def copy(self) -> "Window":
        other = Window.__new__(Window)
        other.catalog = self.catalog
        other.cells = self.cells.copy()
        other.placements = self.placements[:]
        other.board = self.board[:]
        other.colours = self.colours[:]
        other.parts = self.parts[:]
        other.areas = self.areas.copy()
        other.frontier = self.frontier[:]
        other.frontier_index = self.frontier_index.copy()
        return other

    def __len__(self) -> int:
        return len(self.placements)

    # ----- reading ---------------------------------------------------------------------------

    def is_open(self, cell: Cell) -> bool:
        """True if ``cell`` is empty and shares an edge with a placed card."""
        return cell in self.frontier_index

    def at(self, cell: Cell) -> Placement | None:
        index = self.cells.get(cell)
        return None if index is None else self.placements[index]

    def node(self, cell: Cell, part: int) -> int:
        return self.cells[cell] * SLOTS + part

    def area_part(self, node: int) -> AreaPart:
        placement = self.placements[node // SLOTS]
        return (placement.q, placement.r, node % SLOTS)

    def area(self, cell: Cell, part: int) -> frozenset[AreaPart]:
        """Every (q, r, part) in the area that holds ``part`` of the card at ``cell``."""
        return frozenset(self.area_part(n) for n in self.areas.area(self.node(cell, part)))

    def contacts(self, cell: Cell) -> list[Contact]:
        """Every half-edge position of ``cell`` that a neighbour touches, with its colour and node."""
        q, r = cell
        cells = self.cells
        found: list[Contact] = []
        for edge, (dq, dr) in enumerate(DIRECTIONS):
            index = cells.get((q + dq, r + dr))
            if index is None:
                continue
            colours, parts, base = self.colours[index], self.parts[index], index * SLOTS
            for own, theirs in FACING_PAIRS[edge]:
                found.append((own, colours[theirs], base + parts[theirs]))
        return found

    def score(self, card: Card, cell: Cell, rotation: int) -> int:
        """Points a placement would score (fast; no breakdown, no change)."""
        return self.score_contacts(card, rotation, self.contacts(cell))

    def score_contacts(self, card: Card, rotation: int, contacts: list[Contact]) -> int:
        colours = card.placed_colours[rotation]
        find, members = self.areas.find, self.areas.members
        roots = {find(node) for own, colour, node in contacts if colours[own] == colour}
        return sum(len(members[root]) for root in roots)

    def joined(self, card: Card, cell: Cell, rotation: int) -> dict[int, set[int]]:
        """For each part of a placement that touches its colour: the roots of the areas it would
        join (nothing changes)."""
        colours = card.placed_colours[rotation]
        parts = card.placed_parts[rotation]
        find = self.areas.find
        cells, placed_colours, placed_parts = self.cells, self.colours, self.parts
        q, r = cell
        joined: dict[int, set[int]] = {}
        for dq, dr, own_a, their_a, own_b, their_b in _EDGES:
            index = cells.get((q + dq, r + dr))
            if index is None:
                continue
            theirs = placed_colours[index]
            if colours[own_a] == theirs[their_a]:
                root = find(index * SLOTS + placed_parts[index][their_a])
                joined.setdefault(parts[own_a], set()).add(root)
            if colours[own_b] == theirs[their_b]:
                root = find(index * SLOTS + placed_parts[index][their_b])
                joined.setdefault(parts[own_b], set()).add(root)
        return joined

    def touching(self, cell: Cell) -> dict[int, tuple[int, int]]:
        """The areas an empty cell touches: root -> (colour index, bit mask of the cell's
        half-edge positions facing that area)."""
        find = self.areas.find
        found: dict[int, tuple[int, int]] = {}
        for position, colour, node in self.contacts(cell):
            root = find(node)
            known = found.get(root)
            found[root] = (colour, (known[1] if known else 0) | (1 << position))
        return found

    def breakdown(self, card: Card, cell: Cell, rotation: int) -> PlayScore:
        """The per-part score of a placement, without changing anything."""
        return self._breakdown(card, cell, rotation, self.joined(card, cell, rotation))

    # ----- changing --------------------------------------------------------------------------

    def place(self, card: Card, cell: Cell, rotation: int, seat: int | None = None) -> PlayScore:
        """Put ``card`` on ``cell`` (no legality check), merge areas, return the play's score."""
        joined = self.joined(card, cell, rotation)
        result = self._breakdown(card, cell, rotation, joined, seat)
        self._commit(card, cell, rotation, joined)
        return result

    def place_fast(self, card: Card, cell: Cell, rotation: int) -> int:
        """Like :meth:`place` but returns only the total (for bots' lookahead)."""
        joined = self.joined(card, cell, rotation)
        members = self.areas.members
        total = sum(len(members[root]) for roots in joined.values() for root in roots)
        self._commit(card, cell, rotation, joined)
        return total

    # ----- internals -------------------------------------------------------------------------

    def _breakdown(
        self,
        card: Card,
        cell: Cell,
        rotation: int,
        joined: dict[int, set[int]],
        seat: int | None = None,
    ) -> PlayScore:
        lines = card.no_score
        if joined:
            members = self.areas.members
            area_part = self.area_part
            found = list(lines)
            for part, roots in joined.items():
                counted = tuple(sorted(area_part(n) for root in roots for n in members[root]))
                found[part] = PartScore(part, lines[part].colour, len(counted), counted)
            lines = tuple(found)
        return PlayScore(card.id, cell, rotation, lines, seat)

    def _commit(self, card: Card, cell: Cell, rotation: int, joined: dict[int, set[int]]) -> None:
        q, r = cell
        self.cells[cell] = len(self.placements)
        self.placements.append(Placement(card.id, q, r, rotation))
        self.board.append((card.id, q, r, rotation))
        self.colours.append(card.placed_colours[rotation])
        self.parts.append(card.placed_parts[rotation])
        base = self.areas.add_card()
        union = self.areas.union
        for part, roots in joined.items():
            for root in roots:
                union(base + part, root)
        self._update_frontier(cell)

    def _update_frontier(self, cell: Cell) -> None:
        frontier, index_of = self.frontier, self.frontier_index
        position = index_of.pop(cell, None)
        if position is not None:
            last = frontier.pop()
            if position < len(frontier):
                frontier[position] = last
                index_of[last] = position
        q, r = cell
        cells = self.cells
        for dq, dr in DIRECTIONS:
            other = (q + dq, r + dr)
            if other not in cells and other not in index_of:
                index_of[other] = len(frontier)
                frontier.append(other)


_EDGES: tuple[tuple[int, int, int, int, int, int], ...] = tuple(
    (dq, dr, a, fa, b, fb) for (dq, dr), ((a, fa), (b, fb)) in zip(DIRECTIONS, FACING_PAIRS)
)
"""Per edge: the neighbour's offset and the two (own half, facing half) pairs, flattened."""
