"""The key footer of a game screen fitted to the terminal's width: every entry that matters stays
visible and whole, and none is cut at the edge (at 80 columns the pass key's longer label pushed
the last entries off, "v Pi…").

What does not fit goes in this order: first the labels that have a shorter form take it
("Play/Use" -> "Play"), then the keys that are always there (piles, stops, learn...) are left out
from the right, then the pass key's label takes its short form ("End Main Phase 1" -> "End Main
1", "Pass (to Bo)" -> "Pass": the bar says it whole), then the rest by rank. A key left out still
works, and the command palette lists it (:meth:`GameScreen.palette_commands`). Pure; no Textual.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence

from rich.cells import cell_len

SPARE = 5
"""The rank of the keys always offered (piles, stops, learn, the legend...): the first to go."""
RANKS: Mapping[str, int] = {
    "pass_": 0,
    "decide": 0,
    "use": 1,
    "use_then_pass": 1,
    "orb": 1,
    "attack": 1,
    "attack_then_pass": SPARE,
    "accumulate": 1,
    "block": 1,
    "undo": 2,
    "leave": 3,
    "cancel": 3,
    "rules": 4,
}
"""How much a footer entry matters, by action (lower stays longer); any other action: :data:`SPARE`."""
SHORT: Mapping[str, str] = {
    "Play/Use": "Play",
    "Play, then pass": "Play+pass",
    "Pass for the turn": "Pass turn",
    "Attack, then pass": "Attack+pass",
    "Attack, then pass until it resolves": "Attack+resolve",
}
"""Shorter labels for narrow terminals (whole words: a label is never cut mid-word)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Entry:
    """One footer entry: its action, the key as the footer writes it, its label and rank."""

    action: str
    key: str
    label: str
    rank: int = SPARE


def short_label(label: str) -> str:
    """A label's short form: a known one ("Play/Use" -> "Play"), else without a parenthesis and
    with "Main Phase" as "Main" ("Pass (to Bo)" -> "Pass", "End Main Phase 1" -> "End Main 1")."""
    if label in SHORT:
        return SHORT[label]
    shorter = re.sub(r"\s*\(.*\)\s*$", "", label).replace("Main Phase ", "Main ")
    return shorter or label


def width_of(key: str, label: str, compact: bool) -> int:
    """Columns a footer entry takes: Textual's ``FooterKey`` with the footer's spacing (compact:
    "key label" and a margin; roomy: " key label ")."""
    if not label:
        return cell_len(key) + (1 if compact else 2)
    return cell_len(key) + cell_len(label) + (2 if compact else 3)


def palette_width(key: str, label: str, compact: bool) -> int:
    """Columns of the command palette's entry docked at the right (its border and, compact, its
    margin included: a key drawn under that margin showed one stray letter, "Commandse")."""
    return cell_len(key) + cell_len(label) + 3  # "▏^p Commands" and a blank after it, either way


def fit(entries: Sequence[Entry], width: int, compact: bool) -> dict[str, str | None]:
    """For each entry's action, the label to show (``None``: left out) so that the entries fit
    in ``width`` columns (see the module for the order)."""
    labels: dict[str, str | None] = {e.action: e.label for e in entries}

    def used() -> int:
        return sum(
            width_of(e.key, str(labels[e.action]), compact) for e in entries if labels[e.action] is not None
        )

    if used() <= width:
        return labels
    for e in entries:  # shorter labels first (not yet the pass key's)
        if e.rank > 0 and labels[e.action] is not None:
            labels[e.action] = short_label(e.label)
    for e in reversed(entries):  # then the spare keys, from the right
        if used() <= width:
            return labels
        if e.rank >= SPARE:
            labels[e.action] = None
    for e in entries:  # then the pass key's short label
        if e.rank == 0 and labels[e.action] is not None:
            labels[e.action] = short_label(e.label)
    by_rank = sorted(range(len(entries)), key=lambda i: (-entries[i].rank, -i))
    for index in by_rank:  # then the rest, the least needed first
        if used() <= width:
            break
        labels[entries[index].action] = None
    return labels
