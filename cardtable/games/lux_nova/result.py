"""Who wins a finished game of Lux Nova, with our tie-break ruling.

Most points wins. Among the players tied on the most points, the highest best single play wins;
if two or more of them share that highest best play, those players (only those) share the win and
a tied player with a lower best play loses (RULINGS.md: 10 points each with best plays 4, 4 and 3:
the two 4s share the win). A solo player always "wins"; the score is what counts.
"""

from __future__ import annotations

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
    floats = tuple(map(float, scores))
    if len(players) == 1:
        return Outcome(
            (0,), floats, f"Solo game over: {players[0]} scores {_points(scores[0])}.", TERMINATION
        )
    top = max(scores)
    tied = [seat for seat, score in enumerate(scores) if score == top]
    if len(tied) == 1:
        return Outcome((tied[0],), floats, f"{players[tied[0]]} wins with {_points(top)}.", TERMINATION)
    opening = f"{_names(players, tied)} tie on {_points(top)}"
    high = max(best[seat] for seat in tied)
    winners = [seat for seat in tied if best[seat] == high]
    losers = [seat for seat in tied if best[seat] != high]
    if len(winners) == 1:
        detail = f"{players[winners[0]]} made the best single play ({_points(high)})"
        return Outcome(
            (winners[0],), floats, f"{opening}; tie-break: {detail}. {players[winners[0]]} wins.", TERMINATION
        )
    shared = f"{_names(players, winners)} share the best single play ({_points(high)}), so they share the win"
    if losers:
        shared += f"; {_names(players, losers)} made less with one card"
    return Outcome(tuple(winners), floats, f"{opening}; tie-break: {shared}.", TERMINATION)
