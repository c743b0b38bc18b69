"""The stained-glass window: placed cards, their areas and the open cells around them.

This is the board alone, without players or turns, so bots and previews can copy and try it
cheaply. It does not check legality; :class:`~cardtable.games.lux_nova.state.LuxNovaState` does.

Inside, a cell is one integer (:func:`cell_code`), so a neighbour is an addition and the lookups
hash an int, not a tuple; the public methods take and give ``(q, r)`` cells.
"""

from __future__ import annotations

from typing import NamedTuple

from cardtable.games.lux_nova.areas import SLOTS, Areas
from cardtable.games.lux_nova.catalog import Card, Catalog
from cardtable.games.lux_nova.hexgrid import DIRECTIONS, FACING_PAIRS, Cell
from cardtable.games.lux_nova.scoring import AreaPart, PartScore, PlayScore

Joined = tuple[tuple[int, tuple[tuple[int, ...], ...]], ...]
"""What a play joined: (part, the member tuples of the areas it joined), sorted by part."""

Scored = tuple[tuple[int, int], ...]
"""What a play scored: (part, points) for each part that touched its colour, sorted by part."""

Contact = tuple[int, int, int]
"""Across an edge of an empty cell: (half-edge position, colour index, node facing it)."""

_SPAN = 1 << 10
_HALF = _SPAN // 2


def cell_code(q: int, r: int) -> int:
    """The integer of cell (q, r) (|q|, |r| < 512: a window of 36 cards spans at most 36)."""
    return (q + _HALF) * _SPAN + r + _HALF


def code_cell(code: int) -> Cell:
    """The (q, r) of a cell integer."""
    q, r = divmod(code, _SPAN)
    return (q - _HALF, r - _HALF)


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

    __slots__ = ("catalog", "cells", "board", "colours", "parts", "areas", "frontier_codes", "frontier_index")

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.cells: dict[int, int] = {}
        """Cell integer -> index of the card placed there."""
        self.board: list[tuple[str, int, int, int]] = []
        """(card, q, r, rotation) of every placed card, in the order placed."""
        self.colours: list[tuple[int, ...]] = []
        self.parts: list[tuple[int, ...]] = []
        self.areas = Areas()
        self.frontier_codes: list[int] = []
        """The open cells (empty, sharing an edge with a card), as cell integers."""
        self.frontier_index: dict[int, int] = {}
        """Cell integer -> its position in ``frontier_codes``."""

    def copy(self) -> Window:
        other = Window.__new__(Window)
        other.catalog = self.catalog
        other.cells = self.cells.copy()
        other.board = self.board[:]
        other.colours = self.colours[:]
        other.parts = self.parts[:]
        other.areas = self.areas.copy()
        other.frontier_codes = self.frontier_codes[:]
        other.frontier_index = self.frontier_index.copy()
        return other

    def __len__(self) -> int:
        return len(self.board)

    @property
    def frontier(self) -> list[Cell]:
        """The open cells as (q, r), in the window's own order."""
        return [code_cell(code) for code in self.frontier_codes]

    @property
    def placements(self) -> list[Placement]:
        """Every placed card, in the order placed."""
        return [Placement(*entry) for entry in self.board]

    # ----- reading ---------------------------------------------------------------------------

    def is_open(self, cell: Cell) -> bool:
        """True if ``cell`` is empty and shares an edge with a placed card."""
        return cell_code(*cell) in self.frontier_index

    def at(self, cell: Cell) -> Placement | None:
        index = self.cells.get(cell_code(*cell))
        return None if index is None else Placement(*self.board[index])

    def node(self, cell: Cell, part: int) -> int:
        return self.cells[cell_code(*cell)] * SLOTS + part

    def area_part(self, node: int) -> AreaPart:
        _card, q, r, _rotation = self.board[node // SLOTS]
        return (q, r, node % SLOTS)

    def area(self, cell: Cell, part: int) -> frozenset[AreaPart]:
        """Every (q, r, part) in the area that holds ``part`` of the card at ``cell``."""
        return frozenset(self.area_part(n) for n in self.areas.area(self.node(cell, part)))

    def contacts(self, cell: Cell) -> list[Contact]:
        """Every half-edge position of ``cell`` that a neighbour touches, with its colour and node."""
        code = cell_code(*cell)
        cells = self.cells
        found: list[Contact] = []
        for edge, step in enumerate(_STEPS):
            index = cells.get(code + step)
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
        find, sizes = self.areas.find, self.areas.sizes
        roots = {find(node) for own, colour, node in contacts if colours[own] == colour}
        return sum(sizes[root] for root in roots)

    def joined(self, card: Card, cell: Cell, rotation: int) -> dict[int, set[int]]:
        """For each part of a placement that touches its colour: the roots of the areas it would
        join (nothing changes)."""
        return self._scan(card, cell_code(*cell), rotation)

    def _scan(self, card: Card, code: int, rotation: int) -> dict[int, set[int]]:
        """:meth:`joined` for a cell integer."""
        colours = card.placed_colours[rotation]
        parts = card.placed_parts[rotation]
        parent = self.areas.parent
        cells, placed_colours, placed_parts = self.cells, self.colours, self.parts
        joined: dict[int, set[int]] = {}
        for step, own_a, their_a, own_b, their_b in _EDGE_STEPS:
            other = code + step
            index = cells.get(other)
            if index is None:
                continue
            theirs = placed_colours[index]
            if colours[own_a] == theirs[their_a]:
                node = index * SLOTS + placed_parts[index][their_a]
                while parent[node] != node:  # find, with path halving (inlined: the hot loop)
                    parent[node] = node = parent[parent[node]]
                part = parts[own_a]
                if part in joined:
                    joined[part].add(node)
                else:
                    joined[part] = {node}
            if colours[own_b] == theirs[their_b]:
                node = index * SLOTS + placed_parts[index][their_b]
                while parent[node] != node:
                    parent[node] = node = parent[parent[node]]
                part = parts[own_b]
                if part in joined:
                    joined[part].add(node)
                else:
                    joined[part] = {node}
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

    def breakdown(self, card: Card, cell: Cell, rotation: int, seat: int | None = None) -> PlayScore:
        """The per-part score of a placement, without changing anything."""
        return self.play_score(
            card, cell, rotation, self._joined_members(self.joined(card, cell, rotation)), seat
        )

    def _joined_members(self, joined: dict[int, set[int]]) -> Joined:
        """:meth:`joined`'s roots spelled out as the member tuples of their areas."""
        members = self.areas.members_of(root for roots in joined.values() for root in roots)
        return tuple(sorted((part, tuple(members[root] for root in roots)) for part, roots in joined.items()))

    def as_before_last(self, areas: Areas) -> Window:
        """A read-only look at this window with the ``areas`` kept from before its last placement:
        enough to spell out the last play's breakdown (its neighbours were all placed earlier)."""
        other = Window.__new__(Window)
        other.catalog = self.catalog
        other.cells = self.cells
        other.board = self.board
        other.colours = self.colours
        other.parts = self.parts
        other.areas = areas
        other.frontier_codes = self.frontier_codes
        other.frontier_index = self.frontier_index
        return other

    def without_last(self) -> Window:
        """The window as it was before its last placement (rebuilt: for the rare look back)."""
        other = Window(self.catalog)
        cards = self.catalog.cards
        for card_id, q, r, rotation in self.board[:-1]:
            other.place_code(cards[card_id], cell_code(q, r), q, r, rotation)
        return other

    # ----- changing --------------------------------------------------------------------------

    def place(self, card: Card, cell: Cell, rotation: int) -> Joined:
        """Put ``card`` on ``cell`` (no legality check) and merge areas. Returns, for each part
        that touched its colour, the member tuples of the areas it joined, as they were before
        the merge: enough to score the play (:func:`joined_points`) and to spell out its
        breakdown (:meth:`play_score`). The hot path is :meth:`place_points`."""
        code = cell_code(*cell)
        joined = self._scan(card, code, rotation)
        result = self._joined_members(joined) if joined else ()
        self.place_points(card, code, rotation)
        return result

    def place_code(self, card: Card, code: int, q: int, r: int, rotation: int) -> Scored:
        """:meth:`place` for a cell given both as an integer and as (q, r), returning only the
        points of each part that scored (the areas' sizes; no member is listed)."""
        by_part: dict[int, int] = {}
        if not self.place_points(card, code, rotation, by_part):
            return ()
        return tuple(sorted(by_part.items())) if len(by_part) > 1 else tuple(by_part.items())

    def place_fast(self, card: Card, cell: Cell, rotation: int) -> int:
        """Like :meth:`place` but returns only the points (for bots' lookahead)."""
        return self.place_points(card, cell_code(*cell), rotation)

    def place_points(
        self, card: Card, code: int, rotation: int, by_part: dict[int, int] | None = None
    ) -> int:
        """Put ``card`` on the cell of integer ``code`` (no legality check), merge its parts into
        the areas they touch and update the open cells (``code`` closes, its empty neighbours
        open): every placement goes through here, in one pass over the six neighbours. Returns
        the points (the sizes of the areas joined, before the merge); ``by_part`` (if given) is
        filled with part -> points for each part that touched its colour."""
        q, r = divmod(code, _SPAN)
        colours = card.placed_colours[rotation]
        parts = card.placed_parts[rotation]
        cells, placed_colours, placed_parts = self.cells, self.colours, self.parts
        frontier, index_of = self.frontier_codes, self.frontier_index
        position = index_of.pop(code, None)  # the cell closes: the last open cell takes its place
        if position is not None:
            last = frontier.pop()
            if position < len(frontier):
                frontier[position] = last
                index_of[last] = position
        areas = self.areas
        parent = areas.parent
        joined: dict[int, set[int]] | None = None
        for step, own_a, their_a, own_b, their_b in _EDGE_STEPS:
            other = code + step
            index = cells.get(other)
            if index is None:
                if other not in index_of:
                    index_of[other] = len(frontier)
                    frontier.append(other)
                continue
            theirs = placed_colours[index]
            if colours[own_a] == theirs[their_a]:
                node = index * SLOTS + placed_parts[index][their_a]
                while parent[node] != node:  # find, with path halving
                    parent[node] = node = parent[parent[node]]
                part = parts[own_a]
                if joined is None:
                    joined = {part: {node}}
                elif part in joined:
                    joined[part].add(node)
                else:
                    joined[part] = {node}
            if colours[own_b] == theirs[their_b]:
                node = index * SLOTS + placed_parts[index][their_b]
                while parent[node] != node:
                    parent[node] = node = parent[parent[node]]
                part = parts[own_b]
                if joined is None:
                    joined = {part: {node}}
                elif part in joined:
                    joined[part].add(node)
                else:
                    joined[part] = {node}
        board = self.board
        index = len(board)
        cells[code] = index
        board.append((card.id, q - _HALF, r - _HALF, rotation))
        placed_colours.append(colours)
        placed_parts.append(parts)
        base = index * SLOTS
        parent.extend((base, base + 1, base + 2, base + 3))
        sizes = areas.sizes
        sizes.extend((1, 1, 1, 1))
        if joined is None:
            return 0
        points = 0
        for roots in joined.values():
            for root in roots:
                points += sizes[root]
        if by_part is not None:
            for part, roots in joined.items():
                by_part[part] = sum([sizes[root] for root in roots])
        for part, roots in joined.items():  # Areas.union, inlined (union by size)
            mine = base + part
            for root in roots:
                while parent[mine] != mine:  # find, with path halving (as Areas.find)
                    parent[mine] = mine = parent[parent[mine]]
                while parent[root] != root:  # an earlier part of this card may have merged it
                    parent[root] = root = parent[parent[root]]
                if mine != root:
                    if sizes[mine] < sizes[root]:
                        mine, root = root, mine
                    parent[root] = mine
                    sizes[mine] += sizes[root]
        return points

    def play_score(
        self, card: Card, cell: Cell, rotation: int, joined: Joined, seat: int | None = None
    ) -> PlayScore:
        """The full breakdown of a play from what :meth:`place` returned."""
        lines = list(card.no_score)
        area_part = self.area_part
        for part, areas in joined:
            counted = tuple(sorted(area_part(n) for area in areas for n in area))
            lines[part] = PartScore(part, lines[part].colour, len(counted), counted)
        return PlayScore(card.id, cell, rotation, tuple(lines), seat)


_STEPS: tuple[int, ...] = tuple(dq * _SPAN + dr for dq, dr in DIRECTIONS)
"""Per edge: what to add to a cell integer to get the neighbour's."""

_EDGE_STEPS: tuple[tuple[int, int, int, int, int], ...] = tuple(
    (step, a, fa, b, fb) for step, ((a, fa), (b, fb)) in zip(_STEPS, FACING_PAIRS)
)
"""Per edge: the neighbour's step and the two (own half, facing half) pairs, flattened."""


def joined_points(joined: Joined) -> int:
    """The points of a play: the parts of every area joined."""
    return sum(len(area) for _part, areas in joined for area in areas)
