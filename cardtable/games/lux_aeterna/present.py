"""What one seat may see, as typed values (the screen reads these, never the state itself).

:func:`present` builds a :class:`TableView` for a viewer; ``state.view(seat)`` is its
``to_json()``. Hidden things never enter it: the opponent's hand is a count, the Codex a count,
and a decision's options are shown only to the seat that decides.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import TYPE_CHECKING, Any

from cardtable.engine.kernel.decision import Decision
from cardtable.games.lux_aeterna.catalog import COLOUR_LETTER

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.state import LuxState


_SCALARS = (str, int, float, bool, type(None))


@functools.cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


def _json(value: Any) -> Any:
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is tuple or kind is list:
        return [_json(v) for v in value]
    if kind is dict:
        return {k: _json(v) for k, v in value.items()}
    if kind is CardFace:
        return dict(_face_json(value))
    if kind is LightStack:
        return {"kind": value.kind, "colour": value.colour, "shows": value.shows, "count": value.count}
    if kind is Decision:
        return value.to_json()
    # ignore: mypy checks a class object against Hashable by its instances' __hash__; classes hash fine
    return {name: _json(getattr(value, name)) for name in _field_names(kind)}  # type: ignore[arg-type]


def _stack_json(value: LightStack) -> dict[str, Any]:
    return {"kind": value.kind, "colour": value.colour, "shows": value.shows, "count": value.count}


@functools.lru_cache(maxsize=4096)
def _face_json(face: CardFace) -> tuple[tuple[str, Any], ...]:
    return tuple((name, getattr(face, name)) for name in _field_names(CardFace))


class _Json:
    def to_json(self) -> Any:
        return _json(self)


@dataclasses.dataclass(frozen=True, slots=True)
class ColourInfo(_Json):
    """A Light colour: ``letter`` (R X C V P, W for White) and a ``glyph`` for colour-blind play."""

    id: str
    name: str
    letter: str
    glyph: str


@dataclasses.dataclass(frozen=True, slots=True)
class LightStack(_Json):
    """``count`` Lights of one kind: ``colour`` is the card's colour letter, ``shows`` the colour
    it shows now (``W`` once flipped; it still returns to the supply as ``colour``)."""

    kind: str
    colour: str
    shows: str
    count: int


@dataclasses.dataclass(frozen=True, slots=True)
class CardFace(_Json):
    iid: str
    card_id: str
    name: str
    type: str
    colour: str
    cost: str
    power: int | None
    text: str
    flavour: str


@dataclasses.dataclass(frozen=True, slots=True)
class FieldCard(_Json):
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

    def to_json(self) -> Any:
        return {
            "face": dict(_face_json(self.face)),
            "power": self.power,
            "attack_power": self.attack_power,
            "defence_power": self.defence_power,
            "polarized": self.polarized,
            "lights": [_stack_json(x) for x in self.lights],
            "accumulated_this_turn": self.accumulated_this_turn,
            "abilities": list(self.abilities),
        }


@dataclasses.dataclass(frozen=True, slots=True)
class OfferingView(_Json):
    index: int
    lights: tuple[str, ...]
    any: int
    available: bool
    text: str


@dataclasses.dataclass(frozen=True, slots=True)
class EmissaryView(_Json):
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
class SideView(_Json):
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

    def to_json(self) -> Any:
        return {
            "seat": self.seat,
            "name": self.name,
            "soul": self.soul,
            "numen": [_stack_json(x) for x in self.numen],
            "field": [f.to_json() for f in self.field],
            "hand": None if self.hand is None else [dict(_face_json(f)) for f in self.hand],
            "hand_count": self.hand_count,
            "codex_count": self.codex_count,
            "requiem": [dict(_face_json(f)) for f in self.requiem],
            "limbo": [dict(_face_json(f)) for f in self.limbo],
            "emissary": _json(self.emissary),
            "codex_name": self.codex_name,
        }


@dataclasses.dataclass(frozen=True, slots=True)
class QueueEntry(_Json):
    """One queued item; ``order`` 1 resolves first. ``text`` says what it will do."""

    uid: int
    order: int
    kind: str
    controller: int
    source: str
    source_name: str
    targets: tuple[str, ...]
    target_names: tuple[str, ...]
    text: str


@dataclasses.dataclass(frozen=True, slots=True)
class AttackView(_Json):
    attacker: str
    attacker_name: str
    blocker: str | None


@dataclasses.dataclass(frozen=True, slots=True)
class TableView(_Json):
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

    def to_json(self) -> Any:
        return {
            "viewer": self.viewer,
            "turn": self.turn,
            "active": self.active,
            "first": self.first,
            "step": self.step,
            "step_label": self.step_label,
            "steps": [list(x) for x in self.steps],
            "decision": None if self.decision is None else self.decision.to_json(),
            "priority": self.priority,
            "queue": [_json(q) for q in self.queue],
            "sides": [side.to_json() for side in self.sides],
            "supply": [_stack_json(x) for x in self.supply],
            "attack": _json(self.attack),
            "outcome": self.outcome,
            "colours": [_json(c) for c in self.colours],
        }


def _stacks(bucket: dict[str, int]) -> tuple[LightStack, ...]:
    return tuple(LightStack(k, k[0], k[1], n) for k, n in sorted(bucket.items()) if n)


def card_face(game: LuxState, iid: str) -> CardFace:
    return _card_face(game.card_def(iid), iid)


@functools.lru_cache(maxsize=4096)
def _card_face(card: Any, iid: str) -> CardFace:
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
    )


def _field_card(game: LuxState, iid: str) -> FieldCard:
    from cardtable.games.lux_aeterna.effects import source_abilities

    unit = game.card_def(iid).is_unit
    return FieldCard(
        card_face(game, iid),
        game.power(iid) if unit else 0,
        game.power(iid, "attacking") if unit else 0,
        game.power(iid, "defending") if unit else 0,
        iid in game.polarized,
        _stacks(game.lights_on.get(iid, {})),
        iid in game.accumulated_now,
        tuple(a.label for a in source_abilities(game, iid)),
    )


def _offering_text(game: LuxState, lights: tuple[str, ...], any_count: int) -> str:
    parts = [game.catalog.colour_name(x) for x in lights]
    if any_count:
        parts.append(f"{any_count} Light{'s' if any_count > 1 else ''} of your choice")
    return ", ".join(parts)


def _emissary(game: LuxState, seat: int) -> EmissaryView:
    from cardtable.games.lux_aeterna.flow import offering_options

    em = game.emissary_def(seat)
    form = game.form(seat)
    available = set(offering_options(game, seat))
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
        game.connected[seat],
        form.name,
        form.text,
        em.condition.text,
        min(game.progress[seat], em.condition.count),
        em.condition.count,
        tuple(offerings),
        em.connected.name,
        em.connected.text,
    )


def item_text(game: LuxState, kind: str, source: str, effect: str) -> str:
    """What a queued item will do, in words."""
    from cardtable.games.lux_aeterna.effects import source_abilities, source_triggers

    if kind == "attack":
        return f"{game.card_def(source).name} attacks: the defender defends or takes 1 damage"
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
            )
        )
    return tuple(entries)


def present(game: LuxState, viewer: int | None) -> TableView:
    """The table as ``viewer`` may see it (``None``: a spectator)."""
    from cardtable.games.lux_aeterna.flow import STRUCTURE

    sides = []
    for seat in range(2):
        zones = game.zones.zones[seat]
        sides.append(
            SideView(
                seat,
                game.players[seat],
                game.soul[seat],
                _stacks(game.numen[seat]),
                tuple(_field_card(game, iid) for iid in zones["field"]),
                tuple(card_face(game, iid) for iid in zones["hand"]) if viewer == seat else None,
                len(zones["hand"]),
                len(zones["codex"]),
                tuple(card_face(game, iid) for iid in zones["requiem"]),
                tuple(card_face(game, iid) for iid in zones["limbo"]),
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
        attack = AttackView(attacker, game.card_def(attacker).name, game.attack.get("blocker"))
    rules = game.rules
    colours = tuple(ColourInfo(c.id, c.name, c.letter, c.glyph) for c in (*rules.colours, rules.white))
    return TableView(
        viewer,
        game.turn,
        game.active,
        game.first,
        game.step,
        game.step_label(),
        tuple((s.name, s.label) for s in STRUCTURE.steps),
        decision,
        game.priority.holder,
        _queue(game),
        tuple(sides),
        tuple(LightStack(c + c, c, c, n) for c, n in game.supply.items()),
        attack,
        game.result.to_json() if game.result else None,
        colours,
    )
