"""The queue panel's lines in words (no widget): an item's head ("1▲ Searing Bolt · Ana's
Prayer") and what it does beneath, said shorter to fit, never losing which copy of a card an item
is about or aims at ("Ashen Berserker (middle)", playtest24-la item 6: shortening dropped every
bracket)."""

from __future__ import annotations

import re
import textwrap

from rich.text import Text

from cardtable.games.lux_aeterna.api import with_note
from cardtable.ui.lux_aeterna.faces import QueueFace
from cardtable.ui.table.names import cut_at_word, say_shorter, short_name

COPY = re.compile(r"\(((?:left|middle|right|\d+(?:st|nd|rd|th) from left)(?:, [^()]*)?)\)")
"""A copy's place in a name, with what a line adds in its bracket ("(middle)", "(left, Power 3)")."""


def _shorter(sentence: str, room: int) -> str:
    """:func:`say_shorter` that keeps a copy's place: its bracket is hidden from the shortening
    (which drops brackets) and put back, the same length."""
    hidden = COPY.sub(lambda m: "⟨" + m.group(1).replace(" ", "\ue000") + "⟩", sentence)
    return say_shorter(hidden, room).replace("⟨", "(").replace("⟩", ")").replace("\ue000", " ")


def _short_name(name: str, room: int) -> str:
    """:func:`short_name` that keeps a copy's place whole ("Berserker (middle)"), or leaves it out
    when even the name's last word and the place do not fit (the line beneath says it); never
    the place alone."""
    found = COPY.search(name)
    if found is None or len(name) <= room:
        return short_name(name, room)
    base, tag = name[: found.start()].rstrip(), found.group(0)
    shorter = short_name(base, room - len(tag) - 1)
    whole = set(shorter.split()) <= set(base.split())  # whole words, no stem ("Ber.") nor "…"
    if len(shorter) + len(tag) + 1 <= room and whole:
        return f"{shorter} {tag}"
    return short_name(base, room)


def queue_head(item: QueueFace, width: int = 10_000) -> Text:
    """ "1▲ Searing Bolt · Ana's Prayer" in ``width`` cells: "(Ana)" for the owner's part and
    the name abbreviated with intent when that is too long (an attack always says so)."""
    mark = "1▲ " if item.order == 1 else f"{item.order}▸ "
    style = "dim" if item.mine else "italic"
    for whose in (f" · {item.controller}'s {item.kind}", f" ({item.controller}'s {item.kind})"):
        if len(mark) + len(item.name) + len(whose) <= width:
            break
    else:
        whose = f" ({item.controller})" if item.kind.lower() != "attack" else f" attacks ({item.controller})"
    name = _short_name(item.name, max(4, width - len(mark) - len(whose)))
    if whose == f" ({item.controller})" and COPY.search(item.name):
        # one bracket, as everywhere: "Observatory (left, Bo's)", never "(left) (Bo)"
        # (playtest25-la); else the name without its place (the line beneath says it)
        owner = f"{item.controller}'s"
        name = _short_name(item.name, max(4, width - len(mark) - len(owner) - 2))
        joined = with_note(name, owner)
        if COPY.search(name) and name.endswith(")") and len(mark) + len(joined) <= width:
            name, whose = joined, ""
        else:
            name = short_name(COPY.sub("", item.name).strip(), max(4, width - len(mark) - len(whose)))
    return Text.assemble((mark, "bold"), (name, "bold"), (whose, style))


def does_lines(does: str, width: int, brief: bool) -> list[str]:
    """What an item does, under its line in ``width`` cells (its indent taken off): one line when
    ``brief``, else up to two, said shorter between words when it does not fit, never a word cut
    to its initial (playtest22-la: "Draw a card and gain a C. …")."""
    if not does:
        return []
    room = max(8, width - 3)
    if brief:
        head, colon, rest = does.partition(": ")
        if does.startswith("→ ") and colon:
            # the targets as named everywhere ("→ Ashen Berserker (middle): …") before what the
            # item does (its head names it, the inspector says it): shortening the whole line
            # drops brackets, and with them which copy is aimed at (playtest24-la item 6)
            if room - len(head) - 2 >= 8:
                return [head + colon + _shorter(rest, room - len(head) - 2)]
            return [head if len(head) <= room else "→ " + _short_name(head[2:], room - 2)]
        return [_shorter(does, room)]
    wrapped = textwrap.wrap(does, room)
    if len(wrapped) > 2:
        wrapped = [wrapped[0], cut_at_word(" ".join(wrapped[1:]), room)]
    return wrapped


def queue_does(item: QueueFace) -> str:
    """What an item will do, with its targets first ("→ Star Sentinel: Destroy a Unit")."""
    if item.targets:
        return f"→ {item.targets}: {item.does}" if item.does else f"→ {item.targets}"
    return item.does
