"""The cost curve as a bar chart and the deck's colour split, as text (pure: no Textual)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from rich.text import Text

from cardtable.engine.decklists import DeckList, PoolCard

TOP_COST = 7
"""Costs from this up share the last column ("7+")."""
BLOCKS = " ▁▂▃▄▅▆▇█"


def cost_counts(deck: DeckList, pool: Mapping[str, PoolCard]) -> list[int]:
    """How many cards of the deck cost 0, 1, ... 6 and 7 or more."""
    counts = [0] * (TOP_COST + 1)
    for card, count in deck.cards:
        found = pool.get(card)
        if found is not None:
            counts[min(found.cost, TOP_COST)] += count
    return counts


def curve_text(counts: list[int], height: int = 4) -> Text:
    """Vertical bars, one column per cost, each labelled with its count above and its cost below."""
    tallest = max(max(counts), 1)
    text = Text()
    text.append(" ".join(f"{n:>2}" if n else "  " for n in counts) + "\n", style="dim")
    for row in range(height, 0, -1):
        cells = []
        for n in counts:
            eighths = round(8 * height * n / tallest) - 8 * (row - 1)
            cells.append(" " + BLOCKS[max(0, min(8, eighths))] if n else "  ")
        text.append(" ".join(cells) + "\n", style="bold")
    labels = [f"{cost:>2}" for cost in range(TOP_COST)] + [f"{TOP_COST}+"]
    text.append(" ".join(labels), style="dim")
    return text


def split_text(split: list[tuple[str, int]], width: int) -> str:
    """The colour split on one line of ``width``: ``pride 35 · neutral 15``, tighter (then with
    names cut to four letters) when that does not fit; the most common colours first."""
    for separator, cut in ((" · ", 0), (", ", 0), (",", 4), (",", 3)):
        line = separator.join(f"{colour[:cut] if cut else colour} {n}" for colour, n in split)
        if len(line) <= width:
            return line
    return line[: width - 1] + "…"


def colour_split(deck: DeckList, pool: Mapping[str, PoolCard]) -> list[tuple[str, int]]:
    """Cards per colour (element, faction), the most first."""
    split: Counter[str] = Counter()
    for card, count in deck.cards:
        found = pool.get(card)
        if found is not None:
            split[found.colour] += count
    return sorted(split.items(), key=lambda item: (-item[1], item[0]))
