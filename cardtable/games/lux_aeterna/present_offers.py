"""Every offering an Emissary makes, as the player choosing one reads the list.

The list never depends on the supply: the stable offering, then each pick of colours the flexible
offering allows, always in the same order, so an option keeps its number from one Offering phase
to the next. The ones the supply cannot give now are marked, with the reason in the player's
words ("the supply has no Viridian Light left"). Which ones are legal is the engine's own rule
(``legal_actions``); this module only lists and explains.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import TYPE_CHECKING

from cardtable.games.lux_aeterna.actions import Offer
from cardtable.games.lux_aeterna.catalog import COLOUR_LETTER
from cardtable.games.lux_aeterna.describe import describe
from cardtable.games.lux_aeterna.lights import COLOUR_LETTERS

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.state import LuxState


@dataclasses.dataclass(frozen=True, slots=True)
class OfferFace:
    """One offering as an option: the action, its sentence, and why it cannot be taken now
    (``reason`` empty: it can)."""

    action: Offer
    sentence: str
    reason: str = ""

    @property
    def available(self) -> bool:
        return not self.reason


def offer_faces(game: LuxState, seat: int) -> tuple[OfferFace, ...]:
    """Every offering of ``seat``'s Emissary in a fixed order, each legal one plain and the
    others with the reason; empty unless ``seat`` is choosing an offering."""
    decision = game.decision
    if decision is None or decision.kind != "offering" or decision.seat != seat:
        return ()
    legal = set(game.legal_actions())
    faces = []
    for index, offering in enumerate(game.form(seat).offerings):
        fixed = [COLOUR_LETTER[c] for c in offering.lights]
        picks = (
            itertools.combinations_with_replacement(COLOUR_LETTERS, offering.any) if offering.any else [()]
        )
        for pick in picks:
            action = Offer(index, tuple(pick))
            reason = "" if action in legal else _shortage(game, fixed + list(pick))
            faces.append(OfferFace(action, describe(game, action), reason))
    return tuple(faces)


def _shortage(game: LuxState, letters: list[str]) -> str:
    """Why the supply cannot give ``letters``: each colour it lacks, in words."""
    need: dict[str, int] = {}
    for letter in letters:
        need[letter] = need.get(letter, 0) + 1
    short = []
    for letter, count in need.items():
        has = game.supply.get(letter, 0)
        if has >= count:
            continue
        name = game.catalog.colour_name(letter)
        if has == 0:
            short.append(f"no {name} Light left")
        else:
            short.append(f"only {has} {name} Light{'s' if has > 1 else ''} left")
    return "the supply has " + " and ".join(short) if short else "the supply cannot give it now"
