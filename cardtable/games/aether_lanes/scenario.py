"""Aether Lanes positions from scenario files (the format is in docs/scenarios.md).

Instance ids are given in order: ``c1``.. for every card the scenario names (seat 0 first: hand,
deck, discard, lanes, Decree, auras), ``t1``.. for token units.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import Field

from cardtable.engine.errors import ScenarioError
from cardtable.engine.scenario import SpecModel, TwoSeatSpec, read_spec
from cardtable.engine.state import GameState
from cardtable.games.aether_lanes.catalog import load_catalog
from cardtable.games.aether_lanes.elements import LANES
from cardtable.games.aether_lanes.state import AetherState
from cardtable.games.aether_lanes.units import Side, Unit


class UnitSpec(SpecModel):
    card: str
    damage: int = Field(default=0, ge=0)
    exhausted: bool = False
    moved: bool = False
    burn: int = Field(default=0, ge=0)
    silenced: bool = False
    buff: list[int] = Field(default_factory=list, max_length=3)
    granted: list[str] = []
    sigils: list[str] = []
    buried: UnitSpec | None = None


class SideSpec(SpecModel):
    soul: int = 30
    aether: int | None = None
    aether_max: int = 4
    shelter: int = Field(default=0, ge=0)
    toxin: int = Field(default=0, ge=0)
    fatigue: int = Field(default=0, ge=0)
    hand: list[str] = []
    deck: list[str] = []
    discard: list[str] = []
    decree: str | None = None
    auras: list[tuple[str, int]] = []
    lanes: dict[Literal["aggressive", "balanced", "defensive"], UnitSpec | None] = {}


class ScenarioSpec(TwoSeatSpec):
    game: Literal["aether-lanes"]
    phase: Literal["main", "mulligan"] = "main"
    sides: list[SideSpec] = Field(min_length=2, max_length=2)


def from_scenario(data: Mapping[str, Any]) -> AetherState:
    """Build the position a scenario mapping describes; raises ScenarioError naming the key."""
    spec = read_spec(ScenarioSpec, data, "aether-lanes")
    state = AetherState.__new__(AetherState)
    GameState.__init__(state, spec.players, spec.seed, {"variant": "standard", "decks": ["", ""]})
    state.catalog = load_catalog()
    state.defs = [next(iter(state.catalog.cards.values()))]  # index 0 names no card
    state.tokens = {}
    state.turn = spec.turn
    state.active = spec.active
    state.first = spec.first_seat
    state.stage = spec.phase
    state.phase = "Setup" if spec.phase == "mulligan" else "Main"
    state.mull_seat = state.first
    if spec.phase == "mulligan":  # before the first turn: start_turn will make it turn 1
        state.turn, state.active = 0, state.first
    state.result = None
    state.next_token = 1
    builder = _Builder(state)
    state.sides = [builder.side(seat, side) for seat, side in enumerate(spec.sides)]
    state.scenario = dict(data)
    if spec.phase == "mulligan":
        start = f"before the first turn, {spec.players[state.first]} playing first"
    else:
        start = f"on turn {spec.turn}, {spec.players[spec.active]} to act"
    state.say("setup", ("The duel starts from a scenario, %s.", start))
    state.check_end()
    _check_invariants(state)
    return state


def _check_invariants(state: AetherState) -> None:
    """Refuse a position that breaks the game's own invariants (the ones every action keeps)."""
    from cardtable.games.aether_lanes.invariants import invariants

    problems = invariants(state)
    if problems:
        raise ScenarioError(
            f"aether-lanes scenario: the position breaks the rules: {'; '.join(problems[:3])}"
        )


class _Builder:
    def __init__(self, state: AetherState) -> None:
        self.state = state
        self.count = 0

    def card(self, card_id: str, where: str, token_ok: bool = False) -> int:
        cards = self.state.catalog.cards
        if card_id not in cards:
            raise ScenarioError(f"aether-lanes scenario: {where}: unknown card '{card_id}'")
        if cards[card_id].token:
            if not token_ok:
                raise ScenarioError(
                    f"aether-lanes scenario: {where}: '{card_id}' is a token; tokens only stand on lanes"
                )
            return self.state.new_token(card_id)
        self.count += 1
        self.state.defs.append(cards[card_id])
        return self.count

    def side(self, seat: int, spec: SideSpec) -> Side:
        where = f"sides.{seat}"
        rules = self.state.catalog.rules
        side = Side([], spec.soul, spec.aether_max)
        side.hand = [self.card(c, f"{where}.hand") for c in spec.hand]
        side.deck = [self.card(c, f"{where}.deck") for c in reversed(spec.deck)]
        side.discard = [self.card(c, f"{where}.discard") for c in spec.discard]
        if len(side.hand) > rules.hand_limit:
            raise ScenarioError(f"aether-lanes scenario: {where}.hand: more than {rules.hand_limit} cards")
        if "aether_max" not in spec.model_fields_set and self.state.stage == "mulligan":
            side.aether_max = rules.start_aether
        side.aether = spec.aether if spec.aether is not None else side.aether_max
        side.shelter, side.toxin, side.fatigue = spec.shelter, spec.toxin, spec.fatigue
        for lane_name, unit_spec in spec.lanes.items():
            if unit_spec is not None:
                side.lanes[LANES.index(lane_name)] = self.unit(
                    seat, unit_spec, f"{where}.lanes.{lane_name}", top=True
                )
        if spec.decree is not None:
            side.decree = self.card(spec.decree, f"{where}.decree")
            if self.state.card(side.decree).type != "event":
                raise ScenarioError(f"aether-lanes scenario: {where}.decree: '{spec.decree}' is not an Event")
        for name, ticks in spec.auras:
            iid = self.card(name, f"{where}.auras")
            if self.state.card(iid).aura is None:
                raise ScenarioError(f"aether-lanes scenario: {where}.auras: '{name}' is not an aura Sigil")
            side.auras.append([iid, ticks])
        return side

    def unit(self, seat: int, spec: UnitSpec, where: str, top: bool) -> Unit:
        iid = self.card(spec.card, where, token_ok=True)
        card = self.state.card(iid)
        if card.type != "summon":
            raise ScenarioError(f"aether-lanes scenario: {where}: '{spec.card}' is not a Summon")
        unit = self.state.new_unit(iid, seat)
        unit.exhausted, unit.moved, unit.burn, unit.silenced = (
            spec.exhausted,
            spec.moved,
            spec.burn,
            spec.silenced,
        )
        unit.granted = list(spec.granted)
        if spec.buff:
            values = (spec.buff + [0, 0, 0])[:3]
            unit.add_mod("Scenario", values[0], values[1], values[2])
        for sigil in spec.sigils:
            sid = self.card(sigil, f"{where}.sigils")
            sigil_card = self.state.card(sid)
            if (
                sigil_card.type != "sigil"
                or sigil_card.aura is not None
                or sigil_card.element != card.element
            ):
                raise ScenarioError(
                    f"aether-lanes scenario: {where}.sigils: '{sigil}' cannot bind to {card.name}"
                )
            unit.sigils.append(sid)
        if spec.buried is not None:
            if not top:
                raise ScenarioError(f"aether-lanes scenario: {where}.buried: a lane is at most 2 deep")
            unit.buried = self.unit(seat, spec.buried, f"{where}.buried", top=False)
        self.state.refresh_keywords(unit)
        unit.damage = spec.damage
        if self.state.health_of(unit) <= 0:
            raise ScenarioError(f"aether-lanes scenario: {where}: damage {spec.damage} leaves no Health")
        return unit


def load_scenario_file(path: Any) -> AetherState:
    """Read a scenario YAML file and build its position."""
    from pathlib import Path

    from cardtable.engine.scenario import read_scenario

    return from_scenario(read_scenario(Path(path)))
