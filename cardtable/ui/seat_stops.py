"""Each seat's stops: whether the table asks a person whenever they can answer or only at the
stops they chose, one choice per player name and game, remembered in the settings. Pure values;
no Textual.

RULINGS (Luminous and Lux Aeterna alike): stops belong to each seat, so one player's choice never
changes the other's. By default a seat is asked whenever it holds a legal answer ("answer" mode);
a seat may choose instead to be asked at its chosen stops whatever its hand ("stops" mode), so a
curtain never tells the other player that it could answer (privacy over speed).

A third way, the lead's design decision (docs/handoffs.md, "Asked for cards and blocks"): a seat
may choose to be asked only when it can play a card or block ("cards" mode); an ability alone (a
relic's "expend: draw a card", a Bloom) then never brings the curtain down, and the seat uses it
when it is asked anyway. It is the seat's own choice, so the default still skips no answer.
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
CARDS_MODE = (
    "When I can play a card, not for abilities alone",
    "Fewer curtains; a ready ability waits until you are asked anyway.",
)
"""The three ways a seat can be asked: a label and the one line that explains the trade-off."""
CARD_ANSWERS = frozenset({"play", "block"})
"""The answers that bring the curtain down for a seat in "cards" mode (action kinds)."""


@dataclasses.dataclass(frozen=True, slots=True)
class SeatStops:
    """One seat's choice: ``at_stops_only`` (privacy), the windows it stops at, and
    ``cards_only`` (asked for a card or a block, not for an ability alone)."""

    at_stops_only: bool = False
    stops: frozenset[str] = frozenset()
    cards_only: bool = False

    @property
    def mode(self) -> str:
        """``answer``, ``cards`` or ``stops``: the settings file's word for the way chosen."""
        if self.at_stops_only:
            return "stops"
        return "cards" if self.cards_only else "answer"

    def asks_for(self, kinds: Iterable[str]) -> bool:
        """Whether a window where the seat could take actions of ``kinds`` is worth asking it
        (outside its privacy mode): any answer but a pass, or in "cards" mode a card or a block."""
        answers = {kind for kind in kinds if kind != "pass"}
        return bool(answers & CARD_ANSWERS) if self.cards_only else bool(answers)

    def encode(self) -> str:
        """``answer``, ``cards`` or ``stops:a,b`` (the settings file's words)."""
        if not self.at_stops_only:
            return self.mode + (":" + ",".join(sorted(self.stops)) if self.stops else "")
        return "stops:" + ",".join(sorted(self.stops))

    @classmethod
    def decode(cls, text: str, known: Iterable[str]) -> SeatStops:
        """The choice written by :meth:`encode`; unknown window names are dropped."""
        mode, _, names = text.partition(":")
        allowed = frozenset(known)
        picked = frozenset(n.strip() for n in names.split(",") if n.strip() in allowed)
        return cls(at_stops_only=mode == "stops", stops=picked, cards_only=mode == "cards")

    def describe(self, count: int, stops_count: bool = True) -> str:
        """A toast's words for this choice (``count``: windows the game has; ``stops_count``:
        whether the stops also ask outside the privacy mode, as Lux Aeterna's Prayer windows do;
        Luminous's do not, so its toast leaves them out: playtest20-lum read "and at 4 of 4 stops"
        as curtains on top of the default)."""
        if self.at_stops_only:
            return f"asked only at {len(self.stops)} of {count} stops, whatever the hand"
        extra = f", and at {len(self.stops)} of {count} stops" if self.stops and stops_count else ""
        if self.cards_only:
            return f"asked when a card can be played{extra}"
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
