"""Checks that hold for every game after every action (plus each game's own checks)."""

from __future__ import annotations

from pydantic_core import to_json

from cardtable.engine.state import GameState


def view_leaks(state: GameState, seat: int | None) -> set[str]:
    """Hidden identifiers of ``seat`` that nonetheless appear in ``view(seat)``, as a whole JSON
    string (a key or a value: ``"c1"`` is not found inside ``"c12"``).

    The view is serialised once by pydantic-core (several times faster than the json module) and
    split at its quotes, which yields every string whole (ids contain no quotes), so one set test
    answers the common case, no leak. (Decoding the bytes and splitting the text measured a little
    cheaper than splitting the bytes and encoding every hidden id.)
    """
    hidden = state.hidden_ids(seat)
    if not hidden:
        return set()
    pieces = to_json(state.view(seat)).decode().split('"')
    if hidden.isdisjoint(pieces):
        return set()
    return hidden.intersection(pieces)


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
        for seat in range(state.num_players):
            leaks = view_leaks(state, seat)
            if leaks:
                problems.append(f"view of seat {seat} shows hidden cards: {sorted(leaks)[:5]}")
    return problems
