"""The shared proof that a game's ``hidden_id_finder`` answers the leak check as splitting a
view's JSON at its quotes does (used by each game that declares a finder)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from pydantic_core import to_json

from cardtable.engine.invariants import _pieces


def assert_finder_reads_like_the_split(
    finder: re.Pattern[str], positions: Iterable[Any], strings: Callable[[Any], set[str]]
) -> None:
    """Every id a seat may not see has the finder's form, and the finder reads from a view's JSON
    exactly the strings of that form that ``strings`` (the view's every string) holds: in the
    public part, in a hand, with a leaked id added to either, and next to a string with an escaped
    quote (where the split keeps every piece); so both paths give the same answer."""
    for state in positions:
        hidden = state.hidden_ids(0) | state.hidden_ids(1) | state.hidden_ids(None)
        assert hidden and all(finder.fullmatch(f'"{iid}"') for iid in hidden)
        public, own = state.view_parts()
        leaked = sorted(hidden)[0]
        for part in (
            public,
            own[0],
            {**public, "peek": leaked},
            {**own[1], "note": 'a "c1" quote', "x": leaked},
        ):
            found = set(_pieces(part, finder))
            split = strings(part)
            assert (
                found == {s for s in split if finder.fullmatch(f'"{s}"')} or '\\"' in to_json(part).decode()
            )
            assert hidden.isdisjoint(found) == hidden.isdisjoint(split)
