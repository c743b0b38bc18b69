"""The odds of a Wager, worked out by the engine's own rules on copies of the state.

For each face of the die the rules roll (``rules.die_sides``), the play is carried out on a copy
whose die is set to show that face, and the band the Wager effect then picks is read from the
copy's log. So the odds a screen shows and what ``apply`` does cannot disagree: the die's size,
the Loaded bonus and the bands are the effect's own.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.rng import Rng

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.state import AetherState

BANDS = ("low", "middle", "high")


@dataclasses.dataclass(frozen=True, slots=True)
class WagerOdds:
    """What the first Wager die of a play can do: the die's faces, the Loaded bonus added to it
    and the band each face gives (``bands[face - 1]``)."""

    sides: int
    bonus: int
    bands: tuple[str, ...]

    def count(self, band: str) -> int:
        """How many faces of the die give ``band``."""
        return self.bands.count(band)

    @property
    def low(self) -> int:
        return self.count("low")

    @property
    def middle(self) -> int:
        return self.count("middle")

    @property
    def high(self) -> int:
        return self.count("high")


class _SetDie(Rng):
    """A generator whose die rolls show one face; every other draw is the game's own."""

    __slots__ = ("face",)

    def __init__(self, source: Rng, face: int) -> None:
        super().__init__(0, state=source.state, draws=source.draws)
        self.face = face

    def roll(self, sides: int = 6) -> int:
        self.draws += 1
        return min(self.face, sides)


def _first_roll(state: AetherState, action: Action, face: int) -> tuple[int, str] | None:
    """(bonus, band) of the first Wager the play ``action`` rolls with the die on ``face``."""
    trial = state.copy()
    trial.set_logging(True)
    trial.rng = _SetDie(state.rng, face)
    start = len(trial.log)
    try:
        trial.apply(action)
    except IllegalActionError:
        return None
    for event in trial.log[start:]:
        if event.kind == "chance" and "band" in event.data:
            return int(event.data["bonus"]), str(event.data["band"])
    return None


def wager_odds(state: AetherState, action: Action) -> WagerOdds | None:
    """The odds of the first Wager rolled by playing ``action`` now, or None when the play rolls
    no Wager (or is not legal)."""
    sides = state.catalog.rules.die_sides
    bonus = 0
    bands: list[str] = []
    for face in range(1, sides + 1):
        rolled = _first_roll(state, action, face)
        if rolled is None:
            return None
        bonus, band = rolled
        bands.append(band)
    return WagerOdds(sides, bonus, tuple(bands))
