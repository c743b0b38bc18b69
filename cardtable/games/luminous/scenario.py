"""Luminous positions from scenario files (the format is in docs/scenarios.md, Luminous).

Instance ids are given in order: ``c1``.. for every non-token card the scenario names (seat 0
first: hand, deck, discard, void, units, relics), ``t1``.. for tokens, ``o1``.. for orbs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import Field

from cardtable.engine.catalogs import unknown
from cardtable.engine.errors import ScenarioError
from cardtable.engine.kernel.batches import OrderedBatch
from cardtable.engine.kernel.blocking import Combat
from cardtable.engine.kernel.priority import Priority
from cardtable.engine.scenario import SpecModel, TwoSeatSpec, read_spec
from cardtable.engine.state import GameState
from cardtable.games.luminous import stats, triggers
from cardtable.games.luminous.state import LuminousState
from cardtable.games.luminous.things import Pool, Side, Thing


class ThingSpec(SpecModel):
    card: str
    expended: bool = False
    arrived: bool = False
    """True: it entered play this turn (cannot attack or expend yet, unless Dash)."""
    damage: int = Field(default=0, ge=0)
    durability: int | None = Field(default=None, ge=1)
    attack_bonus: int = 0
    health_bonus: int = Field(default=0, ge=0)
    keywords: list[str] = []


class OrbSpec(SpecModel):
    colour: str
    expended: bool = False


class SideSpec(SpecModel):
    favored: str
    life: int | None = Field(default=None, ge=1)
    hand: list[str] = []
    deck: list[str] = []
    """Top card first."""
    discard: list[str] = []
    void: list[str] = []
    units: list[ThingSpec] = []
    relics: list[ThingSpec] = []
    orbs: list[OrbSpec | str] = []
    """``amber`` (ready) or ``{colour: amber, expended: true}``."""
    blooms: int = Field(default=0, ge=0)
    orb_played: bool = False
    marked: bool = False


class CombatSpec(SpecModel):
    attacker: int = Field(ge=0)
    """Index of the attacking unit among the active player's units."""
    target: str = "favored"
    """``favored`` or ``relic:N`` (index among the defender's relics)."""
    blockers: list[int] = []
    may_block: bool = True
    number: int = Field(default=1, ge=1)


class ScenarioSpec(TwoSeatSpec):
    game: Literal["luminous"]
    turn: int = Field(default=3, ge=1)
    priority: Literal[0, 1] | None = None
    """Who holds priority (default: the active player; in combat: the defender)."""
    passes: int = Field(default=0, ge=0, le=1)
    shared_box: bool = False
    attacks: int = Field(default=0, ge=0)
    combat: CombatSpec | None = None
    sides: list[SideSpec] = Field(min_length=2, max_length=2)


def _fail(where: str, reason: str) -> ScenarioError:
    return ScenarioError(f"luminous scenario: {where}: {reason}")


def from_scenario(data: Mapping[str, Any]) -> LuminousState:
    """Build the position a scenario mapping describes; raises ScenarioError naming the key."""
    spec = read_spec(ScenarioSpec, data, "luminous")
    st = LuminousState.__new__(LuminousState)
    GameState.__init__(st, spec.players, spec.seed, {"variant": "standard", "shared_box": spec.shared_box})
    st.reset_match_fields()
    st.turn, st.active = spec.turn, spec.active
    st.first = spec.first_seat
    st.ids = {}
    box = st.catalog.rules.box
    st.pools = [
        Pool({c: box.orbs_per_colour for c in st.catalog.colours}, box.blooms, dict(box.tokens))
        for _ in range(1 if spec.shared_box else 2)
    ]
    builder = _Builder(st)
    st.sides = [builder.side(seat, side) for seat, side in enumerate(spec.sides)]
    st.sides[spec.active].attacks = spec.attacks
    st.step, st.step_done = "main", False
    holder: int | None = spec.priority
    if spec.combat is not None:
        st.combat = builder.combat(spec.combat)
        st.step, st.returns = "block", ["main"]  # in a Combat Phase entered from Main
        st.sides[spec.active].attacks = max(spec.attacks, spec.combat.number)
        holder = 1 - spec.active if holder is None else holder
    holder = spec.active if holder is None else holder
    st.priority = Priority(holder, spec.passes)
    st.ask("priority", holder)
    st.batch = OrderedBatch()
    st.scenario = dict(data)
    st.say(
        "setup",
        f"The match starts from a scenario on turn {spec.turn}, {spec.players[holder]} holding priority.",
    )
    return st


class _Builder:
    def __init__(self, st: LuminousState) -> None:
        self.st = st
        self.count = 0

    def card(self, card_id: str, where: str, in_play: bool = False) -> str:
        cards = self.st.catalog.cards
        if card_id not in cards:
            raise _fail(where, unknown("card", card_id, cards))
        if cards[card_id].token:
            if not in_play:
                raise _fail(where, f"'{card_id}' is a token; tokens exist only in play")
            pool = self.st.pools[self.pool]
            if pool.tokens.get(card_id, 0) <= 0:
                raise _fail(where, f"the box has no {card_id} token left")
            pool.tokens[card_id] -= 1
            iid = f"t{self.st.next_token}"
            self.st.next_token += 1
        else:
            self.count += 1
            iid = f"c{self.count}"
        self.st.ids[iid] = card_id
        return iid

    def side(self, seat: int, spec: SideSpec) -> Side:
        where = f"sides.{seat}"
        st = self.st
        if spec.favored not in st.catalog.favored:
            raise _fail(f"{where}.favored", unknown("Favored", spec.favored, st.catalog.favored))
        favored = st.catalog.favored[spec.favored]
        deck_id = next((d.id for d in st.catalog.decks.values() if d.favored == spec.favored), spec.favored)
        self.pool = 0 if st.options.get("shared_box") else seat
        side = Side(
            deck_id,
            spec.favored,
            spec.life if spec.life is not None else favored.life,
            st.zones.zones[seat],
            self.pool,
            triggers.favored_heard(st.catalog, spec.favored, seat),
        )
        piles = (
            ("hand", spec.hand),
            ("deck", spec.deck[::-1]),
            ("discard", spec.discard),
            ("void", spec.void),
        )
        for zone, cards in piles:  # (a deck is listed top first: its top is the zone's end)
            for card in cards:
                st.zones.place(self.card(card, f"{where}.{zone}"), seat, zone)
        pool = st.pools[self.pool]
        for index, orb in enumerate(spec.orbs):
            colour, expended = (orb, False) if isinstance(orb, str) else (orb.colour, orb.expended)
            if colour not in st.catalog.colours:
                raise _fail(f"{where}.orbs.{index}", unknown("orb colour", colour, st.catalog.colours))
            if pool.orbs[colour] <= 0:
                raise _fail(f"{where}.orbs.{index}", f"the orb pile has no {colour} orb left")
            pool.orbs[colour] -= 1
            side.orbs.append([f"o{st.next_orb}", colour, expended])
            st.next_orb += 1
        if len(side.orbs) > st.catalog.rules.basic_orbs_before_bloom:
            raise _fail(f"{where}.orbs", "at most six basic orbs may be in play")
        if spec.blooms > pool.blooms:
            raise _fail(f"{where}.blooms", f"the box holds only {pool.blooms} more Luminous Blooms")
        pool.blooms -= spec.blooms
        side.blooms = spec.blooms
        side.orb_played, side.marked = spec.orb_played, spec.marked
        for kind, specs in (("unit", spec.units), ("relic", spec.relics)):
            for index, thing_spec in enumerate(specs):
                st.zones.place(
                    self.thing(seat, thing_spec, f"{where}.{kind}s.{index}", kind), seat, f"{kind}s"
                )
        side.refresh_statics()
        side.refresh_heard()
        for thing in side.units:
            if thing.damage >= stats.health(side, thing):
                raise _fail(f"{where}.units", f"{thing.card.name} has lethal damage")
        return side

    def thing(self, seat: int, spec: ThingSpec, where: str, kind: str) -> Thing:
        iid = self.card(spec.card, where, in_play=True)
        card = self.st.card_def(iid)
        if card.type != kind:
            raise _fail(where, f"'{spec.card}' is a {card.type}, not a {kind}")
        thing = Thing(iid, card, seat, self.st.turn if spec.arrived else self.st.turn - 1)
        thing.expended, thing.damage = spec.expended, spec.damage
        thing.atk, thing.hp = spec.attack_bonus, spec.health_bonus
        thing.kw = frozenset(spec.keywords)
        if spec.durability is not None:
            if kind != "relic":
                raise _fail(where, "only a relic has durability")
            thing.durability = spec.durability
        return thing

    def combat(self, spec: CombatSpec) -> Combat:
        st = self.st
        attackers, defenders = st.sides[st.active], st.sides[1 - st.active]
        if spec.attacker >= len(attackers.units):
            raise _fail("combat.attacker", f"the active player has {len(attackers.units)} units")
        attacker = attackers.units[spec.attacker]
        target = "favored"
        if spec.target != "favored":
            kind, _, number = spec.target.partition(":")
            if kind != "relic" or not number.isdigit() or int(number) >= len(defenders.relics):
                raise _fail("combat.target", "expected 'favored' or 'relic:N' naming a defender's relic")
            target = defenders.relics[int(number)].iid
        blockers = []
        for index in spec.blockers:
            if index >= len(defenders.units):
                raise _fail("combat.blockers", f"the defender has {len(defenders.units)} units")
            blockers.append(defenders.units[index].iid)
        combat = Combat(attacker.iid, st.active, target, spec.number, blockers, spec.may_block, "block")
        return combat
