"""Aether Lanes: a two-player duel on three lanes (rules: docs/rules/aether-lanes.md).

Importing this package is cheap: it defines only ``INFO``. The engine lives in the modules below
and is loaded through ``INFO.impl`` (``impl.IMPL``).

Modules: ``elements`` (elements, lanes, multipliers), ``cards`` (pydantic card models, effect ops),
``catalog`` (loading and validating ``data/aether_lanes``), ``frozen`` (validated models as plain
frozen records for the hot paths), ``effects`` (the op interpreter: the kernel's op registry),
``hooks`` (named Python hooks), ``keywords`` (the keyword registry: where each keyword acts),
``costs`` (Aether and Tithe in the kernel's cost model), ``units`` (units and sides), ``stats``
(live numbers), ``state`` (``AetherState``), ``legal`` (checks, legal actions, random sampler),
``play`` (applying actions), ``phases`` (turn start and end), ``combat`` (the one combat resolver),
``forecast`` (that resolver on a scratch board), ``scenario``, ``bots`` (the
computer seat, which determinises hidden information before it looks ahead), ``lasting`` (what
the greedy look-ahead cannot see: Decrees, auras, Burn still to come), ``strong`` (the stronger
seat: determinised greedy rollouts), ``lessons`` (the Watch & Learn lessons), ``invariants``,
``api`` (what the screen asks).

API for the screen (``state`` is an ``AetherState``, ``seat`` 0 or 1, ``iid`` a card instance id):

* ``state.view(seat)`` -> dict: ``sides[i]`` with soul, aether, aether_max, shelter, toxin,
  fatigue, deck (count), hand_size, hand (own seat only: ``[[iid, card_id], ...]``), discard (card
  ids), decree, auras, lanes (unit dicts with live attack/defense/health, keywords, sigils,
  buried); plus turn, round, active, to_act, phase ("mulligan"/"main"/"over").
* ``state.legal_actions()``, ``state.apply(action)`` -> events; actions in ``actions``:
  ``Keep()``, ``Mulligan()``, ``Summon(card, lane, tithe=0, target=None)``,
  ``Cast(card, target=None, tithe=0)``, ``Decree(card, tithe=0)``,
  ``BindSigil(card, target=None, tithe=0)``, ``Maneuver(source, dest)``, ``EndTurn()``,
  ``Concede()``. Refusals raise ``IllegalActionError`` with a reason for the player.
* ``api.unit_stats(state, iid)`` -> ``{"attack": {"value", "sources"}, ..., "lines": ["ATK 4 =
  base 3 +1 lane", ...], "keywords": [...]}``.
* ``api.hand_status(state, seat)`` -> per hand card: affordable, gated, playable, reason.
* ``api.legal_lanes(state, seat, iid)`` -> lane names; ``api.legal_targets(state, seat, iid)`` ->
  unit ids or ``p0``/``p1``.
* ``forecast.forecast(state)`` -> ``Forecast`` (lanes, soul_damage, absorbed, deaths, rises,
  pulls, tolls, lethal); ``.to_json()``.
* ``api.turn_groups(state, seat)`` -> per turn: player, plays, visible event texts, combat events
  (for "Foe's turn, 2 plays" and Rewind); ``api.last_round_combat(state)``.
* ``presentation.GLOSSARY.search(text)`` (the keywords), ``api.card_text(catalog, card_id)``;
  ``catalog.load_catalog()`` gives the catalog, ``impl.deck_choices()`` the decks.
"""

from __future__ import annotations

from cardtable.engine.registry import GameInfo, Variant

INFO = GameInfo(
    id="aether-lanes",
    name="Aether Lanes",
    tagline="Summon, stack and clash across three lanes until one Soul breaks.",
    min_players=2,
    max_players=2,
    default_players=2,
    variants=(
        Variant("standard", "Standard", "Two 30-card decks, 30 Soul, the 60-round cap."),
        Variant(
            "second-wind",
            "Second wind (house rule)",
            "House rule: the player who goes second gets one extra card before the first turn.",
        ),
    ),
    impl="cardtable.games.aether_lanes.impl",
    hidden_information=True,
    order=2,
    uses_decks=True,
    data_folder="aether_lanes",
)
