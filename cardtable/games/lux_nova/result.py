"""Who wins a finished game of Lux Nova, with our tie-break ruling.

Most points wins. Among the players tied on the most points, compare each one's best single play:
the highest best-play value that exactly one of them holds wins. If every best-play value among
them is shared, all of them share the win. A solo player always "wins"; the score is what counts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from cardtable.engine.outcome import Outcome

TERMINATION = "cards-exhausted"


def _names(players: Sequence[str], seats: Sequence[int]) -> str:
    names = [players[s] for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _points(value: int) -> str:
    return f"{value} point" if value == 1 else f"{value} points"


def decide(players: Sequence[str], scores: Sequence[int], best: Sequence[int]) -> Outcome:
    """The outcome of a finished game from the totals and each player's best single play."""
    floats = tuple(float(s) for s in scores)
    if len(players) == 1:
        return Outcome((0,), floats, f"Solo game over: {players[0]} scores {_points(scores[0])}.",
                       TERMINATION)
    top = max(scores)
    tied = [seat for seat, score in enumerate(scores) if score == top]
    if len(tied) == 1:
        return Outcome((tied[0],), floats, f"{players[tied[0]]} wins with {_points(top)}.",
                       TERMINATION)
    opening = f"{_names(players, tied)} tie on {_points(top)}"
    counts = Counter(best[seat] for seat in tied)
    unshared = [value for value, count in counts.items() if count == 1]
    if not unshared:
        return Outcome(tuple(tied), floats,
                       f"{opening}, and every best single play among them is tied too: "
                       "they share the win.", TERMINATION)
    value = max(unshared)
    winner = next(seat for seat in tied if best[seat] == value)
    higher = sorted((v for v, c in counts.items() if c > 1 and v > value), reverse=True)
    if higher:
        again = [seat for seat in tied if best[seat] == higher[0]]
        detail = (f"{_names(players, again)} tie again on a best play of {higher[0]}, so "
                  f"{players[winner]}'s best play of {value}, held by no one else, decides")
    else:
        detail = f"{players[winner]} made the best single play ({_points(value)})"
    return Outcome((winner,), floats, f"{opening}; tie-break: {detail}. {players[winner]} wins.",
                   TERMINATION)
