"""What one seat may see of a Lux Nova window, as typed values: ``present(state, viewer)``.

Everything is public in Lux Nova except the cards in hand (each seat sees only its own) and the
order of the deck (a count). The value holds the window as placed, the viewer's hand with each
card's distinct rotations, every seat's hand size and score, the last play's breakdown, the cells
a card may go to, the decision waiting and the viewer's legal placements with their sentences.
What a placement would score is the engine's ``preview`` (the same scoring as ``apply``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.presentation import ChoiceFace, DecisionFace, choice_faces, decision_face
from cardtable.games.lux_nova.actions import Place

if TYPE_CHECKING:
    from cardtable.games.lux_nova.state import LuxNovaState


@dataclasses.dataclass(frozen=True, slots=True)
class PlacedFace:
    """A card in the window: where, which card, turned how far, in play order."""

    q: int
    r: int
    card: str
    rotation: int
    halves: tuple[str, ...]
    """The colour ids of the card's twelve half-edges, unturned."""


@dataclasses.dataclass(frozen=True, slots=True)
class HandCard:
    """A card of the viewer's hand and the rotations of it that look different."""

    card: str
    halves: tuple[str, ...]
    rotations: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class SeatFace:
    """A seat as every viewer sees it."""

    seat: int
    name: str
    score: int
    best: int
    hand_size: int


@dataclasses.dataclass(frozen=True, slots=True)
class LastPlay:
    """The last play and what each of its colours scored (``seat`` None: set by a scenario)."""

    seat: int | None
    card: str
    q: int
    r: int
    total: int
    parts: tuple[tuple[str, int], ...]
    """(colour id, points) of each part that scored."""


@dataclasses.dataclass(frozen=True, slots=True)
class NovaTable:
    """Everything the Lux Nova screen draws for one viewer."""

    viewer: int | None
    variant: str
    deck: int
    """Cards left in the deck (its order is never shown)."""
    window: tuple[PlacedFace, ...]
    """The placed cards in play order, the centre card first."""
    seats: tuple[SeatFace, ...]
    hand: tuple[HandCard, ...]
    """The viewer's own hand (empty for a spectator)."""
    open_cells: tuple[tuple[int, int], ...]
    """The empty cells a card may go to, sorted."""
    last: LastPlay | None
    decision: DecisionFace | None
    choices: tuple[ChoiceFace, ...]
    """The viewer's legal placements with their sentences (only while the viewer is to act)."""
    over: bool


def present(state: LuxNovaState, viewer: int | None) -> NovaTable:
    """The window as ``viewer`` may see it (``None``: a spectator, who sees no hand)."""
    cards = state.catalog.cards
    view = state.view(viewer)
    window = tuple(
        PlacedFace(q, r, card, rotation, cards[card].halves) for card, q, r, rotation in view["board"]
    )
    seats = tuple(
        SeatFace(seat, state.name(seat), view["scores"][seat], view["best"][seat], view["hand_sizes"][seat])
        for seat in range(state.num_players)
    )
    hand = tuple(HandCard(card, cards[card].halves, cards[card].rotations) for card in view["hand"])
    last = state.last
    last_face = (
        None
        if last is None
        else LastPlay(
            last.seat,
            last.card,
            last.cell[0],
            last.cell[1],
            last.total,
            tuple((part.colour, part.points) for part in last.parts if part.points),
        )
    )
    return NovaTable(
        viewer=viewer,
        variant=view["variant"],
        deck=view["deck"],
        window=window,
        seats=seats,
        hand=hand,
        open_cells=tuple(state.legal_cells()) if not state.is_over else (),
        last=last_face,
        decision=decision_face(state, viewer),
        choices=choice_faces(state, viewer, _sentence(state)),
        over=state.is_over,
    )


def _sentence(state: LuxNovaState) -> Callable[[Action], str]:
    name = state.name(state.to_act) if state.to_act is not None else ""

    def sentence(action: Action) -> str:
        return action.describe(name) if isinstance(action, Place) else str(action)

    return sentence
