"""Checks that hold for every game after every action (plus each game's own checks)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from pydantic_core import to_json

from cardtable.engine.state import GameState


def view_leaks(state: GameState, seat: int | None) -> set[str]:
    """Hidden identifiers of ``seat`` that nonetheless appear in ``view(seat)``, as a whole JSON
    string (a key or a value: ``"c1"`` is not found inside ``"c12"``)."""
    hidden = state.hidden_ids(seat)
    if not hidden:
        return set()
    return _shown(state.view(seat), hidden)


def _pieces(view: Any, finder: re.Pattern[str] | None = None) -> list[str]:
    """The strings of ``view`` (its keys and string values), each whole: ``view`` serialised once
    by pydantic-core (several times faster than the json module) and split at its quotes (ids
    contain no quotes). The pieces between two strings (``:1,``, ``},{``...) are never a whole
    string, so only every other piece is kept, unless a string holds an escaped quote (which
    would shift the count): then every piece is kept, as the set test is the same either way.
    (Decoding the bytes and splitting the text measured a little cheaper than splitting the
    bytes and encoding every hidden id.)

    ``finder`` (a state's ``hidden_id_finder``, see :func:`leak_problems`): with no escaped quote
    in the text, only the whole strings it finds are returned (a quote before a string's first
    letter always opens it in compact JSON, so ``"c12"`` in the text is the whole string c12):
    the same set test for ids of that form, without building every other string."""
    text = to_json(view).decode()
    if '\\"' in text:
        return text.split('"')
    if finder is not None:
        return finder.findall(text)
    return text.split('"')[1::2]


def _shown(view: Any, hidden: set[str]) -> set[str]:
    """The members of ``hidden`` that are whole strings (keys or values) of ``view``: one set test
    answers the common case, no leak."""
    pieces = _pieces(view)
    if hidden.isdisjoint(pieces):
        return set()
    return hidden.intersection(pieces)


def leak_problems(state: GameState, seats: int | None = None, parts: bool = True) -> list[str]:
    """Every seat's view against its hidden ids: a problem per seat whose view shows any.

    A state whose ``view_parts()`` gives the public view (what every seat sees) and a mapping
    from seat to what only that seat sees (from which its ``view(seat)`` is built, so that a
    seat's view holds exactly the strings of the two parts) has the public part serialised once
    for every seat instead of once per seat; the answer is the same. ``parts=False``: read each
    seat's whole view even so.

    A state's ``hidden_id_finder`` (a compiled pattern with one group that matches ``"id"`` for
    every id its ``hidden_ids`` can ever return; Luminous: ``"(c\\d+)"``, card ids), when set,
    reads the views' strings (:func:`_pieces`), with the same answer.
    """
    count = state.num_players if seats is None else seats
    hiddens = [state.hidden_ids(seat) for seat in range(count)]
    if not any(hiddens):  # nothing is hidden from anyone (a finished Lux Nova match): no view to read
        return []
    split = state.view_parts() if parts else None
    if split is None:
        return _whole_view_problems(state, hiddens)
    public, own = split
    finder = state.hidden_id_finder
    shared = _pieces(public, finder)
    # the public part against what any seat may not see, in one pass over its many strings (the
    # common answer: none); the few a finder reads are tested seat by seat, with no union built
    public_clean = finder is None and set().union(*hiddens).isdisjoint(shared)
    problems = []
    for seat, hidden in enumerate(hiddens):
        if not hidden:
            continue
        mine = own.get(seat)
        pieces: Sequence[str] = () if mine is None else _pieces(mine, finder)
        if not ((public_clean or hidden.isdisjoint(shared)) and hidden.isdisjoint(pieces)):
            shown = sorted(hidden.intersection(shared) | hidden.intersection(pieces))[:5]
            problems.append(f"view of seat {seat} shows hidden cards: {shown}")
    return problems


def _whole_view_problems(state: GameState, hiddens: Sequence[set[str]]) -> list[str]:
    """:func:`leak_problems` reading each seat's whole view."""
    problems = []
    for seat, hidden in enumerate(hiddens):
        leaks = _shown(state.view(seat), hidden) if hidden else None
        if leaks:
            problems.append(f"view of seat {seat} shows hidden cards: {sorted(leaks)[:5]}")
    return problems


def generic_problems(state: GameState, *, check_views: bool = True) -> list[str]:
    """The contract's invariants: the actor is a seat, someone can act, views hide what they must."""
    problems: list[str] = []
    actor = state.to_act
    if state.is_over:
        if actor is not None:
            problems.append(f"the match is over but seat {actor} is to act")
    else:
        if actor is None or not 0 <= actor < state.num_players:
            problems.append(f"the actor {actor!r} is not a seat")
        elif not state.has_legal_action():
            problems.append("the match is not over but there is no legal action")
    if check_views:
        problems += leak_problems(state)
    return problems
