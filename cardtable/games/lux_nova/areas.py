"""Areas of glass kept incrementally: a union-find over parts that also lists each area's members.

A part is a node, numbered ``4 * placement + part`` (a card has at most 4 parts). An area is a set
of nodes; its root holds the tuple of its members, so its size and its parts are known at once,
and a copy of the structure is two shallow list copies.
"""

from __future__ import annotations

SLOTS = 4
"""Node numbers reserved per placed card (the most parts a card may have)."""


class Areas:
    """Union-find with member lists (union by size, path halving)."""

    __slots__ = ("parent", "members")

    def __init__(self) -> None:
        self.parent: list[int] = []
        self.members: list[tuple[int, ...]] = []

    def add_card(self) -> int:
        """Reserve the nodes of one more card; returns its first node."""
        base = len(self.parent)
        self.parent.extend((base, base + 1, base + 2, base + 3))
        self.members.extend(((base,), (base + 1,), (base + 2,), (base + 3,)))
        return base

    def find(self, node: int) -> int:
        parent = self.parent
        while parent[node] != node:
            parent[node] = node = parent[parent[node]]
        return node

    def size(self, node: int) -> int:
        """Number of parts in the area of ``node``."""
        return len(self.members[self.find(node)])

    def area(self, node: int) -> tuple[int, ...]:
        """Every node in the area of ``node``."""
        return self.members[self.find(node)]

    def union(self, a: int, b: int) -> int:
        """Merge the areas of ``a`` and ``b``; returns the new root."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return ra
        members = self.members
        if len(members[ra]) < len(members[rb]):
            ra, rb = rb, ra
        self.parent[rb] = ra
        members[ra] = members[ra] + members[rb]
        members[rb] = ()
        return ra

    def copy(self) -> Areas:
        other = Areas.__new__(Areas)
        other.parent = self.parent[:]
        other.members = self.members[:]
        return other

    def roots(self) -> set[int]:
        return {self.find(n) for n in range(len(self.parent))}
