"""Words that fit: names abbreviated with intent and lines cut between words, never mid-word
("Connect 0/3 Damage the opponent's …", not "… opponent's S…"). One place for every screen."""

from __future__ import annotations

from rich.text import Text

ELLIPSIS = "…"
MOST_DROPPED = 4
"""A line is cut at a word boundary when that drops at most this many more characters than a cut
at the last cell would (the stub of a word: "opponent's S…" becomes "opponent's …"); a longer last
word (a name) keeps its head with "…" ("→ Biscui…"), as the name is worth more than the rule."""


def short_name(name: str, room: int) -> str:
    """``name`` in at most ``room`` cells, shortened with intent: the part before a comma
    ("Ignara" for "Ignara, Ember Regent"), then initials for all but the last word
    ("O. Berserker"), then cut between words or, for one word, with "…"."""
    if len(name) <= room:
        return name
    head = name.split(",")[0].strip()
    if len(head) <= room:
        return head
    words = head.split()
    if len(words) > 1:
        initials = " ".join(f"{w[0]}." for w in words[:-1]) + " " + words[-1]
        if len(initials) <= room:
            return initials
        head = initials
    return head[: max(1, room - 1)] + ELLIPSIS


def cut_point(plain: str, room: int) -> int:
    """Where to cut ``plain`` so that it and an ellipsis fit ``room`` cells: after the last whole
    word that fits, if that drops little (:data:`MOST_DROPPED`), else at ``room - 1``."""
    limit = max(0, room - 1)
    space = plain.rfind(" ", 0, limit + 1)
    if space > 0 and limit - space <= MOST_DROPPED:
        return len(plain[:space].rstrip())
    return limit


def fit_words(text: Text, room: int) -> Text:
    """``text`` in at most ``room`` cells (padded to it), cut between words with "…" when too
    long. Cells are counted as characters, as the table's glyphs are one cell wide."""
    line = text.copy()
    line.no_wrap = True
    if line.cell_len > room and room > 1 and line.cell_len == len(line.plain):
        end = cut_point(line.plain, room)
        line = line[:end]
        line.append(ELLIPSIS if end == room - 1 else " " + ELLIPSIS)
    line.truncate(room, overflow="ellipsis", pad=True)
    return line
