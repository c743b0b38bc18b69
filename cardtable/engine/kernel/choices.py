"""Choices worth a question (issue 25, "quiet dialogs"): of the ways to do one thing (to pay a
cost, say), keep one per outcome, drop any that another beats, and put first the one a careful
player takes. A screen asks only when more than one is left; otherwise it does the one left.

Each game says what an option leads to (``outcome``) and when one outcome beats another; this
module only applies that. Lux Aeterna's and Luminous's payment choices use it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any, TypeVar

T = TypeVar("T")


def worth_asking(
    options: Iterable[T],
    outcome: Callable[[T], Hashable],
    *,
    prefer: Callable[[T], Any] | None = None,
    beats: Callable[[Any, Any], bool] | None = None,
    suggest: Callable[[list[T]], T] | None = None,
) -> list[T]:
    """The options worth telling apart, the suggestion first.

    Options with the same ``outcome`` are one choice: the one with the lowest ``prefer`` stands
    for them (the first on ties; without ``prefer``, the first). An option whose outcome is
    beaten by another's (``beats(a, b)``: ``a`` is no worse in any way and better in one) is
    dropped. ``suggest`` picks, from the options left, the one a careful player takes; it goes
    first and the others keep their order. With one option left there is nothing to ask."""
    classes: dict[Hashable, list[T]] = {}
    for option in options:
        classes.setdefault(outcome(option), []).append(option)
    shown: list[tuple[Hashable, T]] = []
    for key, members in classes.items():
        stands = members[0] if prefer is None else min(members, key=prefer)
        shown.append((key, stands))
    if beats is not None:
        shown = [
            (key, o) for key, o in shown if not any(beats(other, key) for other, _ in shown if other != key)
        ]
    left = [option for _, option in shown]
    if suggest is not None and len(left) > 1:
        best = suggest(left)
        left.remove(best)
        left.insert(0, best)
    return left
