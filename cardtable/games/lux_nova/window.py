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

Joined = tuple[tuple[int, tuple[tuple[int, ...], ...]], ...]
"""What a play joined: (part, the member tuples of the areas it joined), sorted by part."""

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

    __slots__ = ("catalog", "cells", "board", "colours", "parts", "areas", "frontier",
                 "frontier_index")

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.cells: dict[Cell, int] = {}
        self.board: list[tuple[str, int, int, int]] = []
        """(card, q, r, rotation) of every placed card, in the order placed."""
        self.colours: list[tuple[int, ...]] = []
        self.parts: list[tuple[int, ...]] = []
        self.areas = Areas()
        self.frontier: list[Cell] = []
        self.frontier_index: dict[Cell, int] = {}

    def copy(self) -> "Window":
        other = Window.__new__(Window)
        other.catalog = self.catalog
        other.cells = self.cells.copy()
        other.board = self.board[:]
        other.colours = self.colours[:]
        other.parts = self.parts[:]
        other.areas = self.areas.copy()
        other.frontier = self.frontier[:]
        other.frontier_index = self.frontier_index.copy()
        return other

    def __len__(self) -> int:
        return len(self.board)

    @property
    def placements(self) -> list[Placement]:
        """Every placed card, in the order placed."""
        return [Placement(*entry) for entry in self.board]

    # ----- reading ---------------------------------------------------------------------------

    def is_open(self, cell: Cell) -> bool:
        """True if ``cell`` is empty and shares an edge with a placed card."""
        return cell in self.frontier_index

    def at(self, cell: Cell) -> Placement | None:
        index = self.cells.get(cell)
        return None if index is None else Placement(*self.board[index])

    def node(self, cell: Cell, part: int) -> int:
        return self.cells[cell] * SLOTS + part

    def area_part(self, node: int) -> AreaPart:
        _card, q, r, _rotation = self.board[node // SLOTS]
        return (q, r, node % SLOTS)

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
        return self._scan(card, cell, rotation, None)

    def _scan(self, card: Card, cell: Cell, rotation: int,
              empty: list[Cell] | None) -> dict[int, set[int]]:
        """:meth:`joined`, also listing the empty neighbours of ``cell`` into ``empty``."""
        colours = card.placed_colours[rotation]
        parts = card.placed_parts[rotation]
        find = self.areas.find
        cells, placed_colours, placed_parts = self.cells, self.colours, self.parts
        q, r = cell
        joined: dict[int, set[int]] = {}
        for dq, dr, own_a, their_a, own_b, their_b in _EDGES:
            other = (q + dq, r + dr)
            index = cells.get(other)
            if index is None:
                if empty is not None:
                    empty.append(other)
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
        members = self.areas.members
        joined = tuple(sorted((part, tuple(members[root] for root in roots))
                              for part, roots in self.joined(card, cell, rotation).items()))
        return self.play_score(card, cell, rotation, joined)

    # ----- changing --------------------------------------------------------------------------

    def place(self, card: Card, cell: Cell, rotation: int) -> Joined:
        """Put ``card`` on ``cell`` (no legality check) and merge areas. Returns, for each part
        that touched its colour, the member tuples of the areas it joined, as they were before
        the merge: enough to score the play now (:func:`joined_points`) and to spell out the
        breakdown later (:meth:`play_score`)."""
        empty: list[Cell] = []
        joined = self._scan(card, cell, rotation, empty)
        if joined:
            members = self.areas.members
            result = tuple(sorted((part, tuple(members[root] for root in roots))
                                  for part, roots in joined.items()))
        else:
            result = ()
        self._commit(card, cell, rotation, joined, empty)
        return result

    def place_fast(self, card: Card, cell: Cell, rotation: int) -> int:
        """Like :meth:`place` but returns only the points (for bots' lookahead)."""
        empty: list[Cell] = []
        joined = self._scan(card, cell, rotation, empty)
        members = self.areas.members
        total = sum(len(members[root]) for roots in joined.values() for root in roots)
        self._commit(card, cell, rotation, joined, empty)
        return total

    def play_score(self, card: Card, cell: Cell, rotation: int, joined: Joined,
                   seat: int | None = None) -> PlayScore:
        """The full breakdown of a play from what :meth:`place` returned."""
        lines = list(card.no_score)
        area_part = self.area_part
        for part, areas in joined:
            counted = tuple(sorted(area_part(n) for area in areas for n in area))
            lines[part] = PartScore(part, lines[part].colour, len(counted), counted)
        return PlayScore(card.id, cell, rotation, tuple(lines), seat)

    # ----- internals -------------------------------------------------------------------------

    def _commit(self, card: Card, cell: Cell, rotation: int, joined: dict[int, set[int]],
                empty: list[Cell]) -> None:
        """Record the card, merge its parts into the areas ``joined`` found, and update the open
        cells (``cell`` closes, its ``empty`` neighbours open)."""
        q, r = cell
        self.cells[cell] = len(self.board)
        self.board.append((card.id, q, r, rotation))
        self.colours.append(card.placed_colours[rotation])
        self.parts.append(card.placed_parts[rotation])
        base = self.areas.add_card()
        if joined:
            union = self.areas.union
            for part, roots in joined.items():
                for root in roots:
                    union(base + part, root)
        frontier, index_of = self.frontier, self.frontier_index
        position = index_of.pop(cell, None)
        if position is not None:
            last = frontier.pop()
            if position < len(frontier):
                frontier[position] = last
                index_of[last] = position
        for other in empty:
            if other not in index_of:
                index_of[other] = len(frontier)
                frontier.append(other)


_EDGES: tuple[tuple[int, int, int, int, int, int], ...] = tuple(
    (dq, dr, a, fa, b, fb) for (dq, dr), ((a, fa), (b, fb)) in zip(DIRECTIONS, FACING_PAIRS)
)
"""Per edge: the neighbour's offset and the two (own half, facing half) pairs, flattened."""


def joined_points(joined: Joined) -> int:
    """The points of a play: the parts of every area joined."""
    return sum(len(area) for _part, areas in joined for area in areas)
