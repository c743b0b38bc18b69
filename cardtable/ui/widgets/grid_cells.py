"""The widths of a one-line-per-card grid row: equal cells, unless a name would then be cut into
a stem ("Lodest.") while a neighbour's cell has room to spare; then each card gets the room its
name needs whole (down to its key word whole: "Lodestar" for "The Lodestar") and what is
left goes to the names that can grow (issue 25 leftovers: six relics at 80x24 read "Lodest."
beside "Eye ⛨2" with cells to spare). Names drop whole words, never cut into stems, unless
there is truly no room (:func:`cardtable.ui.table.names.short_name`). Pure; no Textual."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardtable.ui.table.names import ELLIPSIS


def key_word(name: str) -> str:
    """The word a short name keeps (:func:`cardtable.ui.table.names.short_name` with nothing
    beside it): the last of the part before a comma ("Lodestar", "Command", "Ignara")."""
    words = name.split(",")[0].split()
    return words[-1] if words else name


def stemmed(name: str, line: str) -> bool:
    """True when ``line`` does not show ``name``'s key word whole (cut into a stem, "Lodest.",
    left out, or another word of the name in its place: "High" for "High Command")."""
    return key_word(name) not in line.replace(ELLIPSIS, " ").split()


def least_room(name: str, line_in: Callable[[int], str], most: int) -> int:
    """The fewest cells ``line_in(room)`` (the card's line in ``room`` cells) needs to show
    ``name``'s key word whole (``most`` when even that does not)."""
    room = most
    while room > 1 and not stemmed(name, line_in(room - 1)):
        room -= 1
    return room


def cell_widths(needs: Sequence[int], wants: Sequence[int], cell: int, width: int) -> list[int]:
    """Each card's cell in a row ``width`` cells wide: ``cell`` each when every card's ``needs``
    (the room of its name without a stem, with the space after it) fit in it or when the needs
    cannot all fit; else each its need, and the rest of the row to the cards that ``want`` more
    (their whole name), the smallest lack first, each only when it then shows the whole name."""
    count = len(needs)
    if all(need <= cell for need in needs) or sum(needs) > width:
        return [cell] * count
    widths = list(needs)
    spare = width - sum(widths)
    for index in sorted(range(count), key=lambda i: wants[i] - widths[i]):
        more = max(0, wants[index] - widths[index])
        if more <= spare:  # a whole name, or nothing: a half-grown cell shows no more of it
            widths[index] += more
            spare -= more
    return widths
