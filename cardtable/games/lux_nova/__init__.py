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
    ``Placement(card, q, r, rotation)`` in play order (the centre card first);
    ``state.legal_cells()`` -> sorted list of (q, r); ``state.rotations(card_id)`` -> the
    distinct rotations; ``state.area(q, r, part)`` -> frozenset of (q, r, part) in that part's
    area (raises KeyError for an empty cell or a part the card does not have).
Scoring
    ``state.preview(card_id, q, r, rotation)`` -> ``PlayScore`` without changing anything
    (``.parts``: one ``PartScore(part, colour, points, counted)`` per part of the card,
    ``counted`` = the sorted (q, r, part) of the area(s) it would join; ``.total``); raises
    ``IllegalActionError`` with the reason for a taken or unconnected cell, a rotation outside
    0..5 or an unknown card. ``state.last`` -> the last play as a ``PlayScore`` (``.seat``,
    ``.card``, ``.cell``, ``.rotation``, ``.parts``, ``.total``) or ``None``.
    ``state.scores`` and ``state.best`` (best single play) list one number per seat;
    ``state.plays`` -> [(seat, points)] of every play in order.
Turn and cards
    ``state.to_act`` (seat, ``None`` once over), ``state.hand(seat)`` -> tuple of ids (show only
    to that seat), ``state.deck_size``, ``state.variant`` ("basic" or "advanced"),
    ``state.hand_size``, ``state.outcome`` (winners, scores, reason). ``state.view(seat)`` gives
    what one seat may know as JSON-able data (its hand, hand sizes, deck size, board, scores,
    best plays, last play, turn).
Acting
    ``state.legal_actions()``; ``state.apply(Place(card, q, r, rotation))`` returns the events;
    ``state.apply_as(seat, action)`` also refuses "not your turn". ``Place.describe(name)`` is
    the log sentence ("Ana places LN-07 at (1,-1) turned 120°"), ``str(place)`` the menu text.
Other
    ``state.copy()`` (cheap), ``state.random_action(rng)``, ``state.has_legal_action()``;
    bots ``GreedyBot`` and ``StrongBot`` in :mod:`~cardtable.games.lux_nova.bots`;
    the daily deal and typed seeds are shared by every game: :mod:`cardtable.engine.seeds`
    (``daily_seed(date)``, ``parse_date(text)``, ``parse_seed(text)``).
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
        Variant(
            "advanced",
            "Advanced",
            "Hold two cards and choose which to play; refill to two while the deck lasts.",
        ),
    ),
    impl="cardtable.games.lux_nova.impl",
    hidden_information=True,
    order=1,
    uses_decks=False,
    data_folder="lux_nova",
)

__all__ = ["INFO"]
