"""Which click plays a card: the second click on it, never the first. The cursor may already sit
on a card (the first of the hand after a curtain, say), so a click that only meets the cursor
there must not play it (playtest25-la: a first click on Cinder Hound at a turn's start played it).
Pure bookkeeping; no Textual."""

from __future__ import annotations

from collections.abc import Hashable


class ClickMemory:
    """The last place clicked and the table it was clicked on."""

    def __init__(self) -> None:
        self._last: tuple[str, int, Hashable] | None = None

    def again(self, zone: str, index: int, table: Hashable) -> bool:
        """Whether this click, on ``index`` of ``zone`` with the table ``table`` (its cache key),
        is a second click on the same place with nothing changed since; remembers it."""
        here = (zone, index, table)
        second = self._last == here
        self._last = here
        return second
