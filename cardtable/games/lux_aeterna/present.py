"""What one seat may see, as typed values (the screen reads these, never the state itself).

:func:`present` builds a :class:`TableView` for a viewer; ``state.view(seat)`` is its
``to_json()``. Hidden things never enter it: the opponent's hand is a count, the Codex a count,
and a decision's options are shown only to the seat that decides.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import TYPE_CHECKING, Any

from cardtable.engine.actions import Action
from cardtable.engine.catalogs import Glossary, PerCatalog
from cardtable.engine.kernel.decision import Decision
from cardtable.engine.kernel.resources import Cost
from cardtable.engine.presentation import ChoiceFace, JsonFace, choice_faces
from cardtable.games.lux_aeterna.actions import Attack, Defend
from cardtable.games.lux_aeterna.catalog import CATALOGS, COLOUR_LETTER
from cardtable.games.lux_aeterna.describe import costed, describe
from cardtable.games.lux_aeterna.names import called
from cardtable.games.lux_aeterna.present_attack import attack_outcomes, defence_outcome
from cardtable.games.lux_aeterna.present_effects import effect_outcome
from cardtable.games.lux_aeterna.present_offers import OfferFace, offer_faces

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.state import LuxState


@dataclasses.dataclass(frozen=True, slots=True)
class ColourInfo(JsonFace):
    """A Light colour: ``letter`` (R X C V P, W for White) and a ``glyph`` for colour-blind play."""

    id: str
    name: str
    letter: str
    glyph: str


@dataclasses.dataclass(frozen=True, slots=True)
class LightStack(JsonFace):
    """``count`` Lights of one kind: ``colour`` is the card's colour letter, ``shows`` the colour
    it shows now (``W`` once flipped; it still returns to the supply as ``colour``)."""

    kind: str
    colour: str
    shows: str
    count: int


@dataclasses.dataclass(frozen=True, slots=True)
class CardFace(JsonFace):
    """A card as printed, by instance id (its JSON form leaves out the typed ``price``)."""

    JSON_OMITS = frozenset({"price"})

    iid: str
    card_id: str
    name: str
    type: str
    colour: str
    cost: str
    power: int | None
    text: str
    flavour: str
    price: Cost = dataclasses.field(default_factory=Cost, compare=False)
    """The cost typed (``cost`` is its letters): a screen writes it in its own notation."""


@dataclasses.dataclass(frozen=True, slots=True)
class FieldCard(JsonFace):
    """A Unit or Relic in a Combat Zone: live ``power`` (with bonuses and always-on auras),
    ``attack_power`` / ``defence_power`` (with the auras of that role)."""

    face: CardFace
    power: int
    attack_power: int
    defence_power: int
    polarized: bool
    lights: tuple[LightStack, ...]
    accumulated_this_turn: bool
    abilities: tuple[str, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class OfferingView(JsonFace):
    index: int
    lights: tuple[str, ...]
    any: int
    available: bool
    text: str


@dataclasses.dataclass(frozen=True, slots=True)
class EmissaryView(JsonFace):
    id: str
    name: str
    colour: str
    connected: bool
    form_name: str
    form_text: str
    condition: str
    progress: int
    goal: int
    offerings: tuple[OfferingView, ...]
    connected_name: str
    connected_text: str


@dataclasses.dataclass(frozen=True, slots=True)
class SideView(JsonFace):
    seat: int
    name: str
    soul: int
    numen: tuple[LightStack, ...]
    field: tuple[FieldCard, ...]
    hand: tuple[CardFace, ...] | None
    hand_count: int
    codex_count: int
    requiem: tuple[CardFace, ...]
    limbo: tuple[CardFace, ...]
    emissary: EmissaryView
    codex_name: str


@dataclasses.dataclass(frozen=True, slots=True)
class QueueEntry(JsonFace):
    """One queued item; ``order`` 1 resolves first. ``text`` says what it will do."""

    JSON_OMITS = frozenset({"source_type", "source_power"})

    uid: int
    order: int
    kind: str
    controller: int
    source: str
    source_name: str
    targets: tuple[str, ...]
    target_names: tuple[str, ...]
    text: str
    source_type: str = ""
    """For a card on the queue: its type ("unit", "relic", "prayer"...); "" otherwise."""
    source_power: int | None = None
    """For a Unit on the queue: its printed Power (not in the JSON view)."""


@dataclasses.dataclass(frozen=True, slots=True)
class AttackView(JsonFace):
    attacker: str
    attacker_name: str
    blocker: str | None


@dataclasses.dataclass(frozen=True, slots=True)
class TableView(JsonFace):
    """The table as one viewer may see it; its JSON form is ``state.view(viewer)`` (what only
    the screen reads, the choices with their forecasts, the offers and ``lives``, left out)."""

    JSON_OMITS = frozenset({"choices", "lives", "offers"})

    viewer: int | None
    turn: int
    active: int
    first: int
    step: str
    step_label: str
    steps: tuple[tuple[str, str], ...]
    decision: Decision | None
    priority: int
    queue: tuple[QueueEntry, ...]
    sides: tuple[SideView, ...]
    supply: tuple[LightStack, ...]
    attack: AttackView | None
    outcome: dict[str, Any] | None
    colours: tuple[ColourInfo, ...]
    choices: tuple[ChoiceFace, ...] = ()
    """The viewer's legal actions with their sentences; an attack carries its
    ``AttackOutcomes`` and a defence its ``AttackLine``, played out on copies (only while the
    viewer decides; not in the JSON view)."""
    lives: int = 6
    """The Lights a Soul holds at the start (the most it can hold)."""
    offers: tuple[OfferFace, ...] = ()
    """While the viewer chooses an offering: every offering in a fixed order, those the supply
    cannot give with the reason (``present_offers``; not in the JSON view)."""


def _stacks(bucket: dict[str, int]) -> tuple[LightStack, ...]:
    return tuple(LightStack(k, k[0], k[1], n) for k, n in sorted(bucket.items()) if n)


def _card_face(card: Any, iid: str, faces: dict[tuple[str, str], CardFace]) -> CardFace:
    face = faces.get((card.id, iid))
    if face is None:
        face = faces[(card.id, iid)] = _new_face(card, iid)
    return face


@dataclasses.dataclass(slots=True)
class _Made:
    """What the presentation builds once per catalog and keeps (a catalog's cards never change):
    card faces by (card id, instance id), Emissary views by (Emissary, form, progress, offerings
    available), the colours."""

    faces: dict[tuple[str, str], CardFace] = dataclasses.field(default_factory=dict)
    emissaries: dict[tuple[str, bool, int, tuple[int, ...]], EmissaryView] = dataclasses.field(
        default_factory=dict
    )
    colours: tuple[ColourInfo, ...] = ()


MADE: PerCatalog[Any, _Made] = PerCatalog(lambda _catalog: _Made())
"""The presentation's kept values, one set per catalog (as the game definition is)."""


def _new_face(card: Any, iid: str) -> CardFace:
    return CardFace(
        iid,
        card.id,
        card.name,
        card.type,
        card.colour,
        card.cost_text,
        card.power if card.is_unit else None,
        card.text,
        card.flavour,
        card.cost,
    )


def _field_card(
    game: LuxState, iid: str, bonus: tuple[int, int, int], faces: dict[tuple[str, str], CardFace]
) -> FieldCard:
    card = game.card_def(iid)
    unit = card.is_unit
    return FieldCard(
        _card_face(card, iid, faces),
        game.power(iid, "", bonus) if unit else 0,
        game.power(iid, "attacking", bonus) if unit else 0,
        game.power(iid, "defending", bonus) if unit else 0,
        iid in game.polarized,
        _stacks(game.lights_on.get(iid, {})),
        iid in game.accumulated_now,
        _labels(card),
    )


def _labels(card: Any) -> tuple[str, ...]:
    return tuple(a.label for a in card.model.abilities)


def _offering_text(game: LuxState, lights: tuple[str, ...], any_count: int) -> str:
    parts = [game.catalog.colour_name(x) for x in lights]
    if any_count:
        parts.append(f"{any_count} Light{'s' if any_count > 1 else ''} of your choice")
    return ", ".join(parts)


def _emissary(game: LuxState, seat: int) -> EmissaryView:
    from cardtable.games.lux_aeterna.flow import offering_options

    em = game.emissary_def(seat)
    connected = game.connected[seat]
    progress = min(game.progress[seat], em.condition.count)
    available = tuple(offering_options(game, seat))
    key = (em.id, connected, progress, available)
    views = MADE.of(game.catalog).emissaries
    view = views.get(key)
    if view is None:  # few, and asked for often
        view = views[key] = _emissary_view(game, em, connected, progress, available)
    return view


def _emissary_view(
    game: LuxState, em: Any, connected: bool, progress: int, available: tuple[int, ...]
) -> EmissaryView:
    form = em.connected if connected else em.base
    offerings = []
    for index, offering in enumerate(form.offerings):
        letters = tuple(COLOUR_LETTER[c] for c in offering.lights)
        offerings.append(
            OfferingView(
                index, letters, offering.any, index in available, _offering_text(game, letters, offering.any)
            )
        )
    return EmissaryView(
        em.id,
        em.name,
        em.colour,
        connected,
        form.name,
        form.text,
        em.condition.text,
        progress,
        em.condition.count,
        tuple(offerings),
        em.connected.name,
        em.connected.text,
    )


def item_text(game: LuxState, kind: str, source: str, effect: str) -> str:
    """What a queued item will do, in words."""
    from cardtable.games.lux_aeterna.effects import source_abilities, source_triggers

    if kind == "attack":
        return f"{called(game, source)} attacks: the defender defends or takes 1 damage"
    if kind == "card":
        return game.card_def(source).text
    index = int(effect[1:])
    if kind == "ability":
        ability = source_abilities(game, source)[index]
        return ability.label
    trigger = source_triggers(game, source)[index]
    if trigger.text:
        return trigger.text
    if source in ("e0", "e1"):
        return game.form(int(source[1])).text
    return game.card_def(source).text


def _queue(game: LuxState) -> tuple[QueueEntry, ...]:
    from cardtable.games.lux_aeterna.effects import source_name
    from cardtable.games.lux_aeterna.play import _target_name

    entries = []
    for order, item in enumerate(game.queue.resolution_order(), start=1):
        card = game.card_def(item.source) if item.kind == "card" and item.source in game.card_of else None
        entries.append(
            QueueEntry(
                item.uid,
                order,
                item.kind,
                item.controller,
                item.source,
                source_name(game, item.source),
                item.targets,
                tuple(_target_name(game, t) for t in item.targets),
                item_text(game, item.kind, item.source, item.effect),
                card.type if card is not None else "",
                card.power if card is not None and card.is_unit else None,
            )
        )
    return tuple(entries)


def _colours(game: LuxState) -> tuple[ColourInfo, ...]:
    made = MADE.of(game.catalog)
    if not made.colours:
        rules = game.rules
        made.colours = tuple(
            ColourInfo(c.id, c.name, c.letter, c.glyph) for c in (*rules.colours, rules.white)
        )
    return made.colours


@functools.cache
def _steps(structure: Any) -> tuple[tuple[str, str], ...]:
    return tuple((s.name, s.label) for s in structure.steps)


def present(game: LuxState, viewer: int | None) -> TableView:
    """The table as ``viewer`` may see it (``None``: a spectator)."""
    from cardtable.games.lux_aeterna.flow import STRUCTURE

    sides = []
    cards, defs = game.card_of, game.catalog.cards
    faces = MADE.of(game.catalog).faces
    for seat in range(2):
        zones = game.zones.zones[seat]
        bonus = game.aura_bonus(seat)
        sides.append(
            SideView(
                seat,
                game.players[seat],
                game.soul[seat],
                _stacks(game.numen[seat]),
                tuple(_field_card(game, iid, bonus, faces) for iid in zones["field"]),
                tuple(_card_face(defs[cards[iid]], iid, faces) for iid in zones["hand"])
                if viewer == seat
                else None,
                len(zones["hand"]),
                len(zones["codex"]),
                tuple(_card_face(defs[cards[iid]], iid, faces) for iid in zones["requiem"]),
                tuple(_card_face(defs[cards[iid]], iid, faces) for iid in zones["limbo"]),
                _emissary(game, seat),
                game.catalog.codices[game.codex_id[seat]].name,
            )
        )
    decision = game.decision
    if decision is not None and decision.seat != viewer:
        decision = Decision(decision.seat, decision.kind, decision.prompt, ())
    attack = None
    if game.attack is not None:
        attacker = game.attack["attacker"]
        attack = AttackView(attacker, called(game, attacker), game.attack.get("blocker"))
    colours = _colours(game)
    return TableView(
        viewer,
        game.turn,
        game.active,
        game.first,
        game.step,
        game.step_label(),
        _steps(STRUCTURE),
        decision,
        game.priority.holder,
        _queue(game),
        tuple(sides),
        tuple(LightStack(c + c, c, c, n) for c, n in game.supply.items()),
        attack,
        game.result.to_json() if game.result else None,
        colours,
        choice_faces(game, viewer, functools.partial(describe, game), functools.partial(_forecast, game)),
        game.rules.lives,
        offer_faces(game, viewer) if viewer is not None else (),
    )


def _forecast(game: LuxState, action: Action) -> object | None:
    """An attack's outcome for every answer (``AttackOutcomes``), a defence's outcome
    (``AttackLine``), or a targeted play's or ability's (``EffectLine``), played out on copies
    (``present_attack``, ``present_effects``); nothing for other actions."""
    if isinstance(action, Attack):
        return attack_outcomes(game, action)
    if isinstance(action, Defend):
        return defence_outcome(game, action)
    return effect_outcome(game, action)


# ----- what the screen asks of the engine besides the table -----------------------------------


def sentence(game: LuxState, action: Action) -> str:
    """The sentence a player reads for ``action`` in ``game`` (the engine's ``describe``)."""
    return describe(game, action)


def sentence_parts(game: LuxState, action: Action) -> tuple[str, Cost | None, str]:
    """The sentence with its cost typed between its two parts (``describe.costed``)."""
    return costed(game, action)


def attack_refusal(game: LuxState, seat: int, unit: str) -> str | None:
    """Why ``seat``'s Unit ``unit`` may not attack now (the engine's reason), or None if it may."""
    from cardtable.games.lux_aeterna.legal import attack_problem

    return attack_problem(game, seat, Attack(unit))


GLOSSARY = Glossary(CATALOGS, lambda catalog: catalog.keywords, lambda term: term.text)
"""The terms of the data folder's catalog, for the Learn screen."""
