"""What one seat may see of a Lux Nova window, as typed values: ``present(state, viewer)``.

Everything is public in Lux Nova except the cards in hand (each seat sees only its own) and the
order of the deck (a count). The value holds the window as placed (each card with its look and
the glass it was laid against), the viewer's hand with each card's distinct rotations, every
seat's hand size and score, the last play's breakdown, the open cells with the glass around them,
the decision waiting and the viewer's legal placements with their sentences and what each would
score: the engine's ``preview`` (the same scoring as ``apply``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.presentation import ChoiceFace, DecisionFace, choice_faces, decision_face
from cardtable.games.lux_nova.actions import Place
from cardtable.games.lux_nova.catalog import Card, Catalog
from cardtable.games.lux_nova.hexgrid import DIRECTIONS, ROTATIONS

if TYPE_CHECKING:
    from cardtable.games.lux_nova.scoring import PlayScore
    from cardtable.games.lux_nova.state import LuxNovaState

Cell = tuple[int, int]


@dataclasses.dataclass(frozen=True, slots=True)
class ColourFace:
    """A glass colour as the screen draws it (``letter`` for the colour-blind setting)."""

    id: str
    name: str
    terminal: str
    letter: str


@dataclasses.dataclass(frozen=True, slots=True)
class PartLook:
    """One glass part of a card: its colour and, per rotation, the half-edges it covers."""

    index: int
    colour: str
    placed: tuple[tuple[int, ...], ...]
    """``placed[rotation]``: the half-edge positions (0-11) it covers turned that far."""


@dataclasses.dataclass(frozen=True, slots=True)
class CardLook:
    """How a card looks turned any way: its parts and the colour at each half-edge."""

    card: str
    parts: tuple[PartLook, ...]
    colours: tuple[tuple[int, ...], ...]
    """``colours[rotation][position]``: the index (in ``NovaTable.colours``) shown there."""


@dataclasses.dataclass(frozen=True, slots=True)
class PlacedFace:
    """A card in the window: where, which card, turned how far, in play order."""

    q: int
    r: int
    card: str
    rotation: int
    halves: tuple[str, ...]
    """The colour ids of the card's twelve half-edges, unturned."""
    look: CardLook | None = None
    against: tuple[str, ...] = ()
    """The names of the glass colours it was laid against (catalog order; none for the centre)."""

    @property
    def cell(self) -> Cell:
        return (self.q, self.r)


@dataclasses.dataclass(frozen=True, slots=True)
class HandCard:
    """A card of the viewer's hand and the rotations of it that look different."""

    card: str
    halves: tuple[str, ...]
    rotations: tuple[int, ...]
    look: CardLook | None = None


@dataclasses.dataclass(frozen=True, slots=True)
class OpenCell:
    """An empty cell a card may go to and the glass colours facing it (names, catalog order)."""

    q: int
    r: int
    touching: tuple[str, ...]

    @property
    def cell(self) -> Cell:
        return (self.q, self.r)


@dataclasses.dataclass(frozen=True, slots=True)
class SeatFace:
    """A seat as every viewer sees it."""

    seat: int
    name: str
    score: int
    best: int
    hand_size: int


@dataclasses.dataclass(frozen=True, slots=True)
class PartPoints:
    """What one part of a (previewed) play scores and the parts of the area it counted."""

    part: int
    colour: str
    points: int
    counted: tuple[tuple[int, int, int], ...] = ()
    """(q, r, part index) of each part counted."""


@dataclasses.dataclass(frozen=True, slots=True)
class ScoreFace:
    """What a placement scores (the engine's preview): the total and each part."""

    total: int
    parts: tuple[PartPoints, ...]


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

    @property
    def cell(self) -> Cell:
        return (self.q, self.r)


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
    """The viewer's legal placements with their sentences and, as forecast, the
    :class:`ScoreFace` each would score (only while the viewer is to act)."""
    over: bool
    colours: tuple[ColourFace, ...] = ()
    """Every glass colour, in catalog order (a :class:`CardLook` indexes into it)."""
    cells: tuple[OpenCell, ...] = ()
    """``open_cells`` with the glass around each."""
    plays: tuple[tuple[int, int], ...] = ()
    """(seat, points) of every play so far, in order."""
    seed: int = 0

    def colour(self, colour_id: str) -> ColourFace:
        for colour in self.colours:
            if colour.id == colour_id:
                return colour
        raise KeyError(colour_id)

    def board(self) -> dict[Cell, tuple[str, int]]:
        """Each placed card by cell: (card, rotation)."""
        return {(p.q, p.r): (p.card, p.rotation) for p in self.window}


def present(state: LuxNovaState, viewer: int | None) -> NovaTable:
    """The window as ``viewer`` may see it (``None``: a spectator, who sees no hand)."""
    catalog = state.catalog
    cards = catalog.cards
    view = state.view(viewer)
    window = _window(catalog, view["board"])
    seats = tuple(
        SeatFace(seat, state.name(seat), view["scores"][seat], view["best"][seat], view["hand_sizes"][seat])
        for seat in range(state.num_players)
    )
    hand = tuple(
        HandCard(card, cards[card].halves, cards[card].rotations, card_look(cards[card]))
        for card in view["hand"]
    )
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
    open_cells = tuple(state.legal_cells()) if not state.is_over else ()
    board = {(p.q, p.r): (p.card, p.rotation) for p in window}
    return NovaTable(
        viewer=viewer,
        variant=view["variant"],
        deck=view["deck"],
        window=window,
        seats=seats,
        hand=hand,
        open_cells=open_cells,
        last=last_face,
        decision=decision_face(state, viewer),
        choices=choice_faces(state, viewer, _sentence(state), lambda action: score_of(state, action)),
        over=state.is_over,
        colours=tuple(ColourFace(c.id, c.name, c.terminal, c.letter) for c in catalog.colours),
        cells=tuple(OpenCell(q, r, touching_colours(catalog, board, (q, r))) for q, r in open_cells),
        plays=tuple((int(seat), int(points)) for seat, points in state.plays),
        seed=state.seed,
    )


def score_of(state: LuxNovaState, action: Action) -> ScoreFace | None:
    """What ``action`` (a placement) would score: the engine's preview (None: not a placement,
    or not a possible one)."""
    if not isinstance(action, Place):
        return None
    try:
        score = state.preview(action.card, action.q, action.r, action.rotation)
    except IllegalActionError:
        return None
    return _score_face(score)


def _score_face(score: PlayScore) -> ScoreFace:
    return ScoreFace(
        score.total, tuple(PartPoints(p.part, p.colour, p.points, p.counted) for p in score.parts)
    )


def card_look(card: Card) -> CardLook:
    """How ``card`` looks turned each way."""
    parts = tuple(
        PartLook(part.index, part.colour, tuple(part.placed_halves(r) for r in range(ROTATIONS)))
        for part in card.parts
    )
    return CardLook(card.id, parts, card.placed_colours)


def _window(catalog: Catalog, board: list[tuple[str, int, int, int]]) -> tuple[PlacedFace, ...]:
    """The placed cards in play order, each with the glass it was laid against then."""
    cards = catalog.cards
    placed: dict[Cell, tuple[str, int]] = {}
    out = []
    for card, q, r, rotation in board:
        against = tuple(touching_colours(catalog, placed, (q, r))) if placed else ()
        out.append(PlacedFace(q, r, card, rotation, cards[card].halves, card_look(cards[card]), against))
        placed[(q, r)] = (card, rotation)
    return tuple(out)


def touching_colours(catalog: Catalog, board: Mapping[Cell, tuple[str, int]], cell: Cell) -> tuple[str, ...]:
    """The names of the glass colours on the edges of the cards around ``cell`` that face it
    (what a player sees around an open cell), in the catalog's colour order."""
    found: set[str] = set()
    for edge, (dq, dr) in enumerate(DIRECTIONS):
        placed = board.get((cell[0] + dq, cell[1] + dr))
        if placed is None:
            continue
        card = catalog.cards[placed[0]]
        facing = (edge + 3) % 6
        found.update(card.colour_at(half, placed[1]) for half in (2 * facing, 2 * facing + 1))
    return tuple(colour.name for colour in catalog.colours if colour.id in found)


def _sentence(state: LuxNovaState) -> Callable[[Action], str]:
    name = state.name(state.to_act) if state.to_act is not None else ""

    def sentence(action: Action) -> str:
        return action.describe(name) if isinstance(action, Place) else str(action)

    return sentence
