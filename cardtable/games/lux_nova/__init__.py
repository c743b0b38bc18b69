"""Lux Nova: build one shared stained-glass window from hexagonal cards (1 to 4 players).

Importing this package is cheap (only :data:`INFO`); the engine lives in the submodules and is
loaded through ``INFO.impl`` (:mod:`cardtable.games.lux_nova.impl`, which defines ``IMPL``).

The API a screen uses (``state`` is a :class:`~cardtable.games.lux_nova.state.LuxNovaState`):

Catalog (``state.catalog``, a :class:`~cardtable.games.lux_nova.catalog.Catalog`)
    ``catalog.colours``: tuple of ``Colour(id, name, terminal, letter, glyph, index)``;
    ``catalog.colour(id)``; ``catalog.cards``: dict id -> ``Card`` with ``halves`` (12 colour ids
    clockwise from half-edge 0), ``parts`` (``Part(index, colour, halves)``;
    ``part.placed_halves(rotation)`` gives the positions it covers once turned),
    ``colour_at(position, rotation)`` and ``rotations``.
Board
    ``state.board()`` -> ``{(q, r): (card id, rotation)}``; ``state.placements()`` -> list of
    ``Placement(card, q, r, rotation)`` in play order; ``state.legal_cells()`` -> sorted list of
    (q, r); ``state.rotations(card_id)`` -> the distinct rotations;
    ``state.area(q, r, part)`` -> frozenset of (q, r, part) in that part's area.
Scoring
    ``state.preview(card_id, q, r, rotation)`` -> ``PlayScore`` without changing anything
    (``.parts``: ``PartScore(part, colour, points, counted)``, ``counted`` = the (q, r, part) of
    the area it would join; ``.total``; raises ``IllegalActionError`` for an impossible cell or
    rotation); ``state.last`` -> the last ``PlayScore`` (``.seat``, ``.cell``, ``.card``,
    ``.rotation``, ``.parts``, ``.total``) or ``None``; ``state.scores`` and ``state.best``
    (best single play) per seat; ``state.plays`` -> [(seat, points)] in order.
Turn and cards
    ``state.to_act`` (seat or ``None`` when over), ``state.hand(seat)``, ``state.deck_size``,
    ``state.hands`` sizes through ``view``, ``state.variant`` ("basic" or "advanced"),
    ``state.outcome``; act with ``state.apply(Place(card, q, r, rotation))`` or
    ``state.apply_as(seat, action)`` (refuses "not your turn"); ``state.legal_actions()``.
Other
    ``state.copy()``, ``state.random_action(rng)``, ``state.has_legal_action()``,
    :mod:`~cardtable.games.lux_nova.daily` (``daily_seed``, ``parse_date``, ``parse_seed``).
"""

from __future__ import annotations

from cardtable.engine.registry import GameInfo, Variant

INFO = GameInfo(
    id="lux-nova",
    name="Lux Nova",
    tagline="Lay hexagonal glass cards to build one shared stained-glass window.",
    min_players=1,
    max_players=4,
    default_players=2,
    variants=(
        Variant("basic", "Basic", "Hold one card: play it, score it, draw the next."),
        Variant("advanced", "Advanced", "Hold two cards and choose which to play; refill to two "
                                        "while the deck lasts."),
    ),
    impl="cardtable.games.lux_nova.impl",
    screen="",
    hidden_information=True,
    uses_decks=False,
    data_folder="lux_nova",
)

__all__ = ["INFO"]
