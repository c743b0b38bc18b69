"""Shared zone helpers: an ordered pile of card instance ids (deck, hand, discard)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from cardtable.engine.rng import Rng


class Pile:
    """An ordered list of card instance ids. For a deck the *end* of the list is the top."""

    __slots__ = ("cards",)

    def __init__(self, cards: Iterable[str] = ()) -> None:
        self.cards: list[str] = list(cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[str]:
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def __repr__(self) -> str:
        return f"Pile({self.cards!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pile) and other.cards == self.cards

    def shuffle(self, rng: Rng) -> None:
        rng.shuffle(self.cards)

    def draw(self) -> str | None:
        """Remove and return the top card, or ``None`` if empty."""
        return self.cards.pop() if self.cards else None

    def draw_many(self, count: int) -> list[str]:
        drawn = []
        for _ in range(count):
            card = self.draw()
            if card is None:
                break
            drawn.append(card)
        return drawn

    def put_top(self, card: str) -> None:
        self.cards.append(card)

    def put_bottom(self, card: str) -> None:
        self.cards.insert(0, card)

    def add(self, card: str) -> None:
        """Add to a hand or discard pile (at the end)."""
        self.cards.append(card)

    def remove(self, card: str) -> None:
        """Remove one given card; raises ValueError if absent."""
        self.cards.remove(card)

    def peek(self, count: int = 1) -> list[str]:
        """The top ``count`` cards, top first, without removing them."""
        return self.cards[::-1][:count]

    def copy(self) -> Pile:
        return Pile(self.cards)

    def to_json(self) -> list[str]:
        return list(self.cards)

    @classmethod
    def from_json(cls, data: Iterable[str]) -> Pile:
        return cls(data)
