"""Each seat's stops: whether the table asks a person whenever they can answer or only at the
stops they chose, one choice per player name and game, remembered in the settings. Pure values;
no Textual.

RULINGS (Luminous and Lux Aeterna alike): stops belong to each seat, so one player's choice never
changes the other's. By default a seat is asked whenever it holds a legal answer ("answer" mode);
a seat may choose instead to be asked at its chosen stops whatever its hand ("stops" mode), so a
curtain never tells the other player that it could answer (privacy over speed).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from cardtable.persistence.settings import MAX_SEAT_STOPS, Settings

ANSWER_MODE = (
    "Whenever I can answer (the default)",
    "The curtain then tells the other player you held an answer.",
)
STOPS_MODE = (
    "Only at the stops I choose, whatever my hand",
    "Slower, but a curtain tells the other player nothing.",
)
"""The two ways a seat can be asked: a label and the one line that explains the trade-off."""


@dataclasses.dataclass(frozen=True, slots=True)
class SeatStops:
    """One seat's choice: ``at_stops_only`` (privacy) and the windows it stops at."""

    at_stops_only: bool = False
    stops: frozenset[str] = frozenset()

    def encode(self) -> str:
        """``answer`` or ``stops:a,b`` (the settings file's words)."""
        if not self.at_stops_only:
            return "answer" + (":" + ",".join(sorted(self.stops)) if self.stops else "")
        return "stops:" + ",".join(sorted(self.stops))

    @classmethod
    def decode(cls, text: str, known: Iterable[str]) -> SeatStops:
        """The choice written by :meth:`encode`; unknown window names are dropped."""
        mode, _, names = text.partition(":")
        allowed = frozenset(known)
        picked = frozenset(n.strip() for n in names.split(",") if n.strip() in allowed)
        return cls(at_stops_only=mode == "stops", stops=picked)

    def describe(self, count: int) -> str:
        """A toast's words for this choice (``count``: windows the game has)."""
        if self.at_stops_only:
            return f"asked only at {len(self.stops)} of {count} stops, whatever the hand"
        extra = f", and at {len(self.stops)} of {count} stops" if self.stops else ""
        return f"asked whenever an answer is possible{extra}"


def settings_key(game_id: str, name: str) -> str:
    """Where a player's choice for a game is kept (names compare without case or outer spaces)."""
    return f"{game_id}:{name.strip().casefold()}"


def stops_of(
    settings: Settings, game_id: str, name: str, known: Iterable[str], default: SeatStops
) -> SeatStops:
    """The choice remembered for ``name`` in ``game_id``, or ``default``."""
    text = settings.seat_stops.get(settings_key(game_id, name))
    return default if text is None else SeatStops.decode(text, known)


def with_stops(settings: Settings, game_id: str, name: str, choice: SeatStops) -> Settings:
    """Settings remembering ``choice`` for ``name`` (the most recent choices are kept)."""
    kept = dict(settings.seat_stops)
    key = settings_key(game_id, name)
    kept.pop(key, None)
    kept[key] = choice.encode()
    while len(kept) > MAX_SEAT_STOPS:
        kept.pop(next(iter(kept)))
    return settings.replace(seat_stops=kept)
