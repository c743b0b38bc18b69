"""The new-match dialog remembers, per game, the last match set up in it: how many players, each
seat's name, kind (a person or a computer strength) and deck, the variant and the game's own
settings. The seed is not remembered (a blank seed is a new deal). What is remembered is only a
suggestion: a value the dialog no longer offers (a deleted deck, a retired computer strength) falls
back to the dialog's own default, never to an error."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Collection, Mapping
from typing import Any

from cardtable.persistence.settings import Settings

MAX_SEATS = 8
"""More seats than any game has: a longer list in the settings file is not a setup of ours."""


@dataclasses.dataclass(frozen=True, slots=True)
class SeatChoice:
    """One seat as it was set up: its name, kind (``human`` or ``computer:<bot>``) and deck."""

    name: str
    kind: str
    deck: str | None


@dataclasses.dataclass(frozen=True, slots=True)
class LastSetup:
    """The last match set up for a game in the dialog."""

    count: int
    seats: tuple[SeatChoice, ...]
    variant: str | None = None
    settings: Mapping[str, str] = dataclasses.field(default_factory=dict)

    def to_text(self) -> str:
        return json.dumps(
            {
                "count": self.count,
                "seats": [[s.name, s.kind, s.deck] for s in self.seats],
                "variant": self.variant,
                "settings": dict(self.settings),
            },
            sort_keys=True,
        )

    def seat(self, index: int, kinds: Collection[str], decks: Collection[str]) -> SeatChoice | None:
        """Seat ``index`` as remembered, its kind and deck kept only if still offered."""
        if index >= len(self.seats):
            return None
        seat = self.seats[index]
        return SeatChoice(
            seat.name,
            seat.kind if seat.kind in kinds else "human",
            seat.deck if seat.deck in decks else None,
        )


def last_setup(settings: Settings, game_id: str) -> LastSetup | None:
    """The game's remembered setup, or None (none yet, or not one the dialog wrote)."""
    text = settings.last_setups.get(game_id)
    if text is None:
        return None
    try:
        data = json.loads(text)
        seats = tuple(
            SeatChoice(str(name)[:20], str(kind), None if deck is None else str(deck))
            for name, kind, deck in data["seats"][:MAX_SEATS]
        )
        count = int(data["count"])
        variant = data.get("variant")
        chosen = {str(k): str(v) for k, v in dict(data.get("settings") or {}).items()}
    except (ValueError, TypeError, KeyError, AttributeError):
        return None  # a hand-edited entry the dialog cannot read: its defaults instead
    return LastSetup(count, seats, None if variant is None else str(variant), chosen)


def remembering(settings: Settings, game_id: str, setup: LastSetup) -> Settings | None:
    """Settings with ``setup`` remembered for the game; None when it is the one remembered already."""
    text = setup.to_text()
    if settings.last_setups.get(game_id) == text:
        return None
    kept = {k: v for k, v in settings.last_setups.items() if k != game_id}
    return settings.replace(last_setups={**kept, game_id: text})


def pick(remembered: Any, offered: Collection[Any], default: Any) -> Any:
    """``remembered`` if the dialog still offers it, else ``default``."""
    return remembered if remembered in offered else default
