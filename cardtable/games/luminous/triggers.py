"""Luminous triggers as the kernel's event patterns.

The game makes a few events, each a kind with small data (:data:`EVENTS`). A card's trigger in the
data names what it waits for in a word (``when: ally_relic_arrive``); :data:`WHENS` turns each
word into a kernel :class:`~cardtable.engine.kernel.effects.EventPattern` (``arrive`` of a card
whose ``controller`` is the trigger's and whose ``type`` is ``relic``), made once when a card is
compiled and checked against :data:`EVENTS` when the catalog loads and when the definition is
made (:func:`problems`). :func:`offer` hands an event to the card it is about (its patterns with
``card: self``, even after it left play: a Depart) and then to every source in play of both sides
that listens for its kind (the Favored, units, relics; the seat the event is about first), in the
order they sit, so a batch fills in the same order as always.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NamedTuple, get_args

from cardtable.engine.kernel.effects import EventPattern
from cardtable.engine.kernel.triggers import SELF, Heard, Listening, heard_by
from cardtable.games.luminous.cards import TRIGGER_SUBJECT, When

if TYPE_CHECKING:
    from cardtable.games.luminous.compiled import Catalog, CTrigger
    from cardtable.games.luminous.state import LuminousState

EVENTS: Mapping[str, frozenset[str]] = {
    "arrive": frozenset({"card", "controller", "type"}),
    "depart": frozenset({"card", "controller"}),
    "contact": frozenset({"card", "controller"}),
    "attack": frozenset({"card", "controller", "n"}),
    "start": frozenset({"controller"}),
    "end": frozenset({"controller"}),
    "play": frozenset({"card", "controller", "active"}),
}
"""Event kind -> the keys of its data. ``arrive``: a unit or relic entered play (``type``);
``depart``: a card went from play to the discard pile; ``contact``: an attacker dealt combat damage
to the opposing Favored; ``attack``: an attacker was declared, the ``n``-th of its turn;
``start``/``end``: a turn of ``controller`` starts or ends; ``play``: ``controller`` played a
card while ``active`` had the turn."""

SEAT_KEY = "controller"
"""The key of every event's data naming the seat the event belongs to: a side's index is kept
apart for its own seat's events and the other seat's (:meth:`Side.refresh_heard`), so an event
is offered only to the sources that can hear it."""

WHENS: Mapping[str, tuple[str, tuple[tuple[str, Any], ...]]] = {
    "arrive": ("arrive", (("card", SELF),)),
    "depart": ("depart", (("card", SELF),)),
    "contact": ("contact", (("card", SELF),)),
    "wave": ("attack", (("card", SELF),)),
    "start": ("start", (("controller", "you"),)),
    "end": ("end", (("controller", "you"),)),
    "ally_relic_arrive": ("arrive", (("controller", "you"), ("type", "relic"))),
    "ally_wave": ("attack", (("controller", "you"),)),
    "play_off_turn": ("play", (("controller", "you"), ("active", "opponent"))),
}
"""A data ``when`` -> the event kind it waits for and what the event's data must hold (``self``,
``you`` and ``opponent`` are bound per trigger: its source, its controller, the other seat). A
``wave``/``ally_wave`` trigger's ``n`` is added as ``n``."""

SUBJECT_EVENTS = frozenset(WHENS[when][0] for when in TRIGGER_SUBJECT)
"""The events whose ``card`` a trigger about another card calls ``it`` (the arriving relic, the
declared attacker)."""

NO_LISTENING = Listening(())


class Hearing(NamedTuple):
    """What a side's trigger index starts from: the side's seat bindings (``you``,
    ``opponent``) and its Favored's triggers about other cards, by event kind (the Favored never
    leaves play)."""

    bindings: Mapping[str, int]
    favored: Mapping[str, Heard]


def pattern_of(when: str, n: int = 0) -> EventPattern:
    """The kernel pattern of a data trigger ``when`` (with its wave number ``n``, 0 if none)."""
    kind, where = WHENS[when]
    return EventPattern.of(kind, **dict(where), **({"n": n} if n else {}))


def problems(catalog: Catalog | None = None) -> list[str]:
    """Every data ``when`` has a pattern and every pattern fits an event (kind and data keys);
    with a ``catalog``, the compiled pattern of every card's and Favored's trigger too."""
    found = [f"trigger {w!r} has no event pattern" for w in get_args(When) if w not in WHENS]
    found += [
        f"event {kind!r} names no {SEAT_KEY!r}" for kind, keys in EVENTS.items() if SEAT_KEY not in keys
    ]
    found += [f"event pattern for no trigger {w!r}" for w in WHENS if w not in get_args(When)]
    for when, (kind, _) in WHENS.items():
        numbered = pattern_of(when, 1 if "n" in EVENTS.get(kind, ()) else 0)
        found += [f"trigger {when!r}: {p}" for p in numbered.problems(EVENTS)]
    if catalog is not None:
        sources = [(c.id, c.triggers) for c in catalog.cards.values()]
        sources += [(f.id, f.triggers) for f in catalog.favored.values()]
        for name, triggers in sources:
            for trigger in triggers:
                found += [f"{name}: {p}" for p in trigger.pattern.problems(EVENTS)]
    return found


def offer(
    st: LuminousState,
    seat: int,
    kind: str,
    data: Mapping[str, Any],
    source: str = "",
    listening: Listening = NO_LISTENING,
) -> None:
    """The event ``(kind, data)`` about ``seat``'s card ``source`` (whose triggers are
    ``listening``; none for an event about no card): that card's own triggers join the batch,
    then those of every source in play waiting for ``kind`` (``seat``'s side first).

    The places that make events call it only when some trigger waits for ``kind`` (``kind in
    listening.own`` or in a side's ``heard``): more than half of a game's events have no
    listener, and the test costs less than the call and the event's data."""
    own = listening.own
    if own and kind in own:
        bindings = {SELF: source, "you": seat, "opponent": 1 - seat}
        for index, pattern in own[kind]:
            if pattern.matches(kind, data, bindings):
                st.batch.add(seat, source, str(index), "")
    sides = st.sides  # (the event is ``seat``'s: its data's SEAT_KEY)
    mine, theirs = sides[seat].heard.get(kind), sides[1 - seat].heard_foe.get(kind)
    if mine is None and theirs is None:
        return  # no source in play waits for it (the common case: one lookup a side)
    subject = data.get("card", "") if kind in SUBJECT_EVENTS else ""
    add = st.batch.add
    owner = seat
    for heard in (mine, theirs):  # (the seat the event is about first)
        if heard is not None:
            for source_id, listeners in heard:
                for effect, wants in listeners:  # each pattern bound for its source and side already
                    for key, wanted in wants:
                        if data.get(key) != wanted:
                            break
                    else:
                        add(owner, source_id, effect, subject)
        owner = 1 - seat


def favored_heard(catalog: Catalog, favored: str, seat: int) -> Hearing:
    """``seat``'s bindings and the triggers about other cards of its Favored ``favored``, by event
    kind (what the side's index starts from, :meth:`Side.refresh_heard`)."""
    bindings = {"you": seat, "opponent": 1 - seat}
    return Hearing(bindings, heard_by([(f"F{seat}", catalog.favored[favored].listening)], bindings))


def trigger_of(st: LuminousState, source: str, effect: str) -> CTrigger:
    """The trigger ``effect`` (its index) of ``source`` (a card id, or ``F0``/``F1``)."""
    if source in ("F0", "F1"):
        return st.definition.catalog.favored[st.sides[int(source[1])].favored].triggers[int(effect)]
    return st.card_def(source).triggers[int(effect)]
