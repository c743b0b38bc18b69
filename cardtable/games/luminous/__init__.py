"""Luminous: two Favored, freeform turns with priority, orbs and essence, fast cards, Combat
Phases with blockers (rules: docs/rules/luminous.md).

Importing this package is cheap: it defines only ``INFO``; the engine is ``impl.IMPL``.

Modules: ``cards`` (pydantic card models), ``catalog`` (loading and validating
``data/luminous``), ``compiled`` (frozen records for the engine), ``rules`` (pure rule
functions), ``things`` (cards in play, sides, box pools), ``stats`` (live numbers), ``effects``
(op registry, selectors, triggers, state-based checks), ``flow`` (the turn, priority, combat),
``legal`` (checks, legal actions, sampler), ``play`` (applying actions), ``view``, ``state``
(``LuminousState``), ``scenario``, ``bots``, ``invariants``, ``impl``.
"""

from __future__ import annotations

from cardtable.engine.registry import GameInfo, Variant

INFO = GameInfo(
    id="luminous",
    name="Luminous",
    tagline="Lead a Favored: play orbs, answer on the foe's turn, win combats.",
    min_players=2,
    max_players=2,
    default_players=2,
    variants=(
        Variant("standard", "Standard", "Each player brings a 50-card deck, a Favored and an 18-orb pile."),
        Variant(
            "shared-box",
            "2 players, 1 box",
            "Both players take orbs, Luminous Blooms and tokens from one shared box.",
        ),
    ),
    impl="cardtable.games.luminous.impl",
    hidden_information=True,
    uses_decks=True,
    data_folder="luminous",
    order=4,
)
