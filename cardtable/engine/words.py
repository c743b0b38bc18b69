"""Small English helpers shared by every game's log lines and presentation."""

from __future__ import annotations

from collections.abc import Sequence


def a_or_an(word: str) -> str:
    """``word`` with its indefinite article: "an Amber", "a Crimson", "a Lux Aeterna"."""
    return f"an {word}" if word[:1].lower() in "aeiou" else f"a {word}"


def ordinal(n: int) -> str:
    """ "1st", "2nd", "3rd", "4th", ..., "11th", "12th", "13th", "21st"."""
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def possessive(name: str) -> str:
    """``name`` with its possessive ending: "Bo's", but "Altar of Whispers'" (a name ending in s
    takes the apostrophe alone)."""
    return f"{name}'" if name.endswith(("s", "S")) else f"{name}'s"


PLACES = {2: ("left", "right"), 3: ("left", "middle", "right")}
"""Where a copy stands among the copies of its card in a row, as the board draws it."""


def place_word(index: int, count: int) -> str:
    """ "left", "middle", "right", or "4th from left" among ``count`` copies."""
    return PLACES[count][index] if count in PLACES else f"{ordinal(index + 1)} from left"


Rows = Sequence[tuple[str, Sequence[tuple[str, str]]]]
"""The cards on the table: per row, its owner's name and its cards as ``(id, name)`` in the order
the board draws them (a player may have several rows: units, relics)."""


def told_apart(iid: str, rows: Rows, owners: bool = True) -> str | None:
    """The name of card ``iid`` in a log line, told apart from its namesakes on the table (the
    dialogs say the same with "(yours)", "(Bo's)"): its owner's when the other side has one of that
    name too ("Bo's Ancient's Servant"), its place when its row holds another copy ("Trail Guide
    (left)"); the bare name when nothing else on the table is called so; None when ``iid`` is not
    on the table. One place for both card-battle games, so a history never reads one unit hit twice
    where two were hit once. ``owners=False``: the place in its row only (a dialog that says whose
    by itself)."""
    for owner, cards in rows:
        for cid, name in cards:
            if cid != iid:
                continue
            same = [c for c, n in cards if n == name]
            elsewhere = owners and any(n == name for other, row in rows if other != owner for _, n in row)
            said = f"{possessive(owner)} {name}" if elsewhere else name
            return f"{said} ({place_word(same.index(iid), len(same))})" if len(same) > 1 else said
    return None
