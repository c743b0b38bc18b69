"""Lux Aeterna: a two-player duel of Lights, Units and Rituals (rules: docs/rules/lux-aeterna.md).

Importing this package is cheap (only :data:`INFO`); the engine lives in the modules below and is
loaded through ``INFO.impl`` (:mod:`~cardtable.games.lux_aeterna.impl`, ``IMPL``). It runs on
the rules kernel (:mod:`cardtable.engine.kernel`): its state is the kernel's table state with a
queue (``QueueTable``: the turn loop, priority, ``Decision``, copies, snapshots, hidden ids), its
game definition is made once per catalog (``definition``); it also uses the kernel's costs and
payment search, zones with visibility, the op and filter registries.

Modules: ``cards`` (pydantic data models, effect ops), ``catalog`` (loading/validating
``data/lux_aeterna``), ``definition`` (the game definition), ``state`` (``LuxState``), ``flow``
(the turn as data and what its steps do), ``snapshots`` (reading the older layout), ``legal``
(checks, legal actions, sampler), ``play`` (applying actions), ``effects`` (ops, triggers),
``targets`` (selectors), ``combat`` (attacks, forecast), ``lights`` (Light kinds, payment
sources), ``present`` (the typed view), ``describe``, ``api``, ``scenario``, ``invariants``,
``bots``, ``hooks``.

PRESENTATION API (stable; extended, never renamed). ``state`` is a ``LuxState``, ``seat`` 0 or 1.

View
    ``present.present(state, viewer)`` -> ``TableView`` (frozen dataclasses; ``state.view(seat)``
    is its ``to_json()``): ``viewer``, ``turn``, ``active``, ``first``, ``step`` (``start``,
    ``draw``, ``offering``, ``main1``, ``combat``, ``main2``, ``end``), ``step_label``, ``steps``
    ((name, label) in order), ``decision`` (a kernel ``Decision``; its ``options`` are empty for
    anyone but the deciding seat), ``priority`` (seat holding it), ``queue`` (``QueueEntry`` in
    resolution order: ``order`` 1 resolves first; ``uid``, ``kind`` card/ability/trigger/attack,
    ``controller``, ``source``, ``source_name``, ``targets``, ``target_names``, ``text``),
    ``sides`` (two ``SideView``: ``seat``, ``name``, ``soul`` (life Lights left), ``numen``
    (``LightStack(kind, colour, shows, count)``), ``field`` (``FieldCard``: ``face`` (a
    ``CardFace``: iid, card_id, name, type, colour, cost, power, text, flavour), ``power``,
    ``attack_power``, ``defence_power``, ``polarized``, ``lights``, ``accumulated_this_turn``,
    ``abilities`` labels), ``hand`` (``CardFace`` tuple for the viewer's own side, else
    ``None``), ``hand_count``, ``codex_count``, ``requiem``, ``limbo``, ``emissary``
    (``EmissaryView``: name, colour, ``connected``, form name/text, ``condition``, ``progress``/
    ``goal``, ``offerings`` (``OfferingView``: index, lights letters, any, available, text),
    connected name/text), ``codex_name``), ``supply`` (``LightStack`` per colour letter, ``W`` =
    spent life Lights), ``attack`` (``AttackView``: attacker, attacker_name, blocker) or ``None``,
    ``outcome`` (JSON) or ``None``, ``colours`` (``ColourInfo(id, name, letter, glyph)``, White
    last). Light kinds: two letters, the card's colour then the colour it shows (``RR``, ``RW``,
    ``WW``); letters R Rubedian, X Xanthosis, C Caelestis, V Viridian, P Purpurea, W White.
Decisions
    ``state.decision`` -> ``Decision(seat, kind, prompt, options)`` or ``None`` once over; kinds:
    ``priority`` (act or ``Pass``), ``offering`` (``Offer``), ``defend`` (``Defend``; option
    ``none`` = take 1 damage), ``choose`` (``Choose(option)``), ``discard`` (``Discard``).
    ``state.to_act`` is ``decision.seat``. Auto-pass: a seat whose only legal action has KIND
    ``"pass"``.
Acting
    ``state.legal_actions()``; ``state.apply(action)`` -> events (raises ``IllegalActionError``
    with a reason, state unchanged). Actions (``actions``): ``Pass()``, ``Offer(index,
    colours)``, ``Play(card, targets, pay)``, ``Activate(source, ability, targets, pay)``,
    ``Accumulate(unit, light)``, ``Attack(unit)``, ``Defend(unit | None)``, ``Choose(option)``,
    ``Discard(card)``, ``Concede()`` (always allowed, not listed). ``pay=()`` = default payment.
    ``describe.describe(state, action)`` -> the sentence for palette and log.
Helpers (``api``)
    ``payment_preview(state, action)`` -> ``PaymentPreview(lights: PaidLight(place, place_name,
    kind, count)..., text, choices)``; ``payment_choices(state, action)`` -> the action once per
    payment that makes a difference (explicit ``pay``, the suggestion first);
    ``attack_forecast(state, unit)`` -> ``AttackForecast(attacker, attacker_power,
    undefended_damage, lethal, clashes: Clash(blocker, attacker_power, blocker_power,
    attacker_destroyed, blocker_destroyed))``, played out on copies (``present_attack`` has each
    answer's whole outcome);
    ``hand_status(state, seat)`` -> ``HandStatus(iid, playable, reason)`` per hand card;
    ``actions_by_card(state)`` -> legal actions grouped by the card they start from.
Other
    ``state.copy()``, ``state.random_action(rng)``, ``state.has_legal_action()``; bots
    ``GreedyBot``, ``StrongBot`` (``bots``); ``impl.deck_choices()`` (Codex id, label); options
    ``{"decks": [codex_or_emissary_id, ...], "lights": 4 | 6 | 8}`` (the Light deck, per colour); ``state.catalog`` (cards, emissaries, codices).
"""

from __future__ import annotations

from cardtable.engine.registry import GameInfo, MatchSetting, Variant

INFO = GameInfo(
    id="lux-aeterna",
    name="Lux Aeterna",
    tagline="Gather Lights, call Units and Rituals, and empty your rival's Soul.",
    min_players=2,
    max_players=2,
    default_players=2,
    variants=(Variant("standard", "Standard", "Two 30-card Codices, 6 lives, a shared supply of Lights."),),
    impl="cardtable.games.lux_aeterna.impl",
    hidden_information=True,
    order=3,
    uses_decks=True,
    data_folder="lux_aeterna",
    settings=(
        MatchSetting(
            "lights",
            "Light deck",
            (("4 of each colour (20)", 4), ("6 of each colour (30)", 6), ("8 of each colour (40)", 8)),
            "The shared supply of coloured Lights: 4 of each colour unless chosen.",
        ),
    ),
)

__all__ = ["INFO"]
