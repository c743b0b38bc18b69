"""Areas of glass kept incrementally: a union-find over parts that knows each area's size.

A part is a node, numbered ``4 * placement + part`` (a card has at most 4 parts). An area is a set
of nodes; its root holds the area's size (all that scoring needs), and the members are listed on
demand (:meth:`Areas.area`, :meth:`Areas.members_of`) by the screens, previews and tests. A copy
of the structure is two shallow list copies of integers.
"""

from __future__ import annotations

from collections.abc import Iterable

SLOTS = 4
"""Node numbers reserved per placed card (the most parts a card may have)."""


class Areas:
    """Union-find with area sizes (union by size, path halving)."""

    __slots__ = ("parent", "sizes")

    def __init__(self) -> None:
        self.parent: list[int] = []
        self.sizes: list[int] = []
        """Root -> number of parts in its area (meaningless for a node that is not a root)."""

    def add_card(self) -> int:
        """Reserve the nodes of one more card; returns its first node."""
        base = len(self.parent)
        self.parent.extend((base, base + 1, base + 2, base + 3))
        self.sizes.extend((1, 1, 1, 1))
        return base

    def find(self, node: int) -> int:
        parent = self.parent
        while parent[node] != node:
            parent[node] = node = parent[parent[node]]
        return node

    def size(self, node: int) -> int:
        """Number of parts in the area of ``node``."""
        return self.sizes[self.find(node)]

    def members_of(self, roots: Iterable[int]) -> dict[int, tuple[int, ...]]:
        """Root -> every node of its area, for each of ``roots`` (one pass over the nodes)."""
        found: dict[int, list[int]] = {root: [] for root in roots}
        parent = self.parent
        for node in range(len(parent)):
            root = node
            while parent[root] != root:  # find, with path halving (inlined: one pass over every node)
                parent[root] = root = parent[parent[root]]
            group = found.get(root)
            if group is not None:
                group.append(node)
        return {root: tuple(nodes) for root, nodes in found.items()}

    def area(self, node: int) -> tuple[int, ...]:
        """Every node in the area of ``node``, in node order."""
        root = self.find(node)
        return self.members_of((root,))[root]

    def union(self, a: int, b: int) -> int:
        """Merge the areas of ``a`` and ``b``; returns the new root."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return ra
        sizes = self.sizes
        if sizes[ra] < sizes[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        sizes[ra] += sizes[rb]
        return ra

    def copy(self) -> Areas:
        other = Areas.__new__(Areas)
        other.parent = self.parent[:]
        other.sizes = self.sizes[:]
        return other

    def roots(self) -> set[int]:
        return {self.find(n) for n in range(len(self.parent))}
