"""What the acting seat may do: the checks behind every refusal, the full list of legal actions
and a fast random sampler. ``apply`` and the lists use the same checks, so they always agree."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes import costs
from cardtable.games.aether_lanes.actions import (
    CAST_KIND,
    DECREE_KIND,
    END_KIND,
    KEEP_KIND,
    MANEUVER_KIND,
    MULLIGAN_KIND,
    NO_LANE,
    SIGIL_KIND,
    SUMMON_KIND,
    BindSigil,
    Cast,
    Concede,
    Decree,
    EndTurn,
    Fields,
    Keep,
    Maneuver,
    Mulligan,
    Summon,
    id_text,
    play_code,
    target_number,
    target_text,
)
from cardtable.games.aether_lanes.catalog import GATED_PICK
from cardtable.games.aether_lanes.effects import choice_options
from cardtable.games.aether_lanes.elements import LANE_INDEX, LANES, an_element, lane_name
from cardtable.games.aether_lanes.keywords import FREE_MANEUVER, SPELL_PROOF, bit

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.catalog import CardDef
    from cardtable.games.aether_lanes.state import AetherState
    from cardtable.games.aether_lanes.units import Side, Unit

_SPELL_PROOF = bit(SPELL_PROOF)
_FREE_MANEUVER = bit(FREE_MANEUVER)

TYPE_NAMES = {"summon": "Summon", "spell": "Spell", "event": "Event", "sigil": "Sigil"}


def max_tithe(card: CardDef) -> int:
    return card.tithe


def cost_problem(state: AetherState, seat: int, card: CardDef, tithe: int) -> str | None:
    """Why ``card`` cannot be paid with ``tithe`` Soul (and the rest in Aether), or None (see
    :func:`costs.cost_problem`)."""
    return costs.cost_problem(state, seat, card, tithe)


def gate_problem(state: AetherState, seat: int, card: CardDef) -> str | None:
    """The element gate of Spells and Events."""
    if card.gated and not state.controls_element(seat, card.element):
        return f"Requires {an_element(card.element)} Summon on your field"
    return None


def lane_index(name: str) -> int:
    """Index of a lane name; raises IllegalActionError for an unknown name."""
    index = LANE_INDEX.get(name) if isinstance(name, str) else None
    if index is None:
        raise IllegalActionError(f"there is no lane '{name}'; lanes: {', '.join(LANES)}")
    return index


def _card_words(state: AetherState, iid: int) -> str:
    """How an error names a card or player (an engine target): its name, never its instance id."""
    if iid < 0:
        return state.name(-1 - iid)
    if state.has_instance(iid):
        return state.card_name(iid)
    return "that card"


def hand_card(state: AetherState, seat: int, iid: int, kind: str) -> CardDef | str:
    """The card ``iid`` in ``seat``'s hand, or the reason it cannot be played as ``kind``."""
    if iid not in state.sides[seat].hand:
        return f"{_card_words(state, iid)} is not in {state.name(seat)}'s hand"
    card = state.defs[iid]
    if card.type != kind:
        return f"{card.name} is a {TYPE_NAMES[card.type]}, not a {TYPE_NAMES[kind]}"
    return card


def lane_problem(state: AetherState, seat: int, lane: int) -> str | None:
    """Why a Summon cannot enter ``lane`` (only a third Eclipse level is refused)."""
    unit = state.sides[seat].lanes[lane]
    if unit is not None and unit.buried is not None:
        return f"the {lane_name(lane)} lane is already stacked 2 deep"
    return None


def target_problem(
    state: AetherState, seat: int, card: CardDef, target: int | None, *, required: bool
) -> str | None:
    """Check a chosen target against the card's ``choose`` kind."""
    if card.choose is None:
        return f"{card.name} takes no target" if target is not None else None
    options = choice_options(state, seat, card.choose, card.type == "spell")
    if target is None:
        if options and (required or card.type == "summon"):
            return f"{card.name} needs a target"
        if required:
            return f"{card.name} has no legal target now"
        return None
    if target not in options:
        if card.type == "spell" and _is_unseen_enemy(state, seat, target):
            return "Unseen units cannot be targeted by enemy Spells"
        return f"{_card_words(state, target)} is not a legal target for {card.name}"
    return None


def _is_unseen_enemy(state: AetherState, seat: int, target: int) -> bool:
    found = state.locate(target)
    return found is not None and found[0] != seat and bool(found[2].hooks & _SPELL_PROOF)


def sigil_problem(state: AetherState, seat: int, card: CardDef, target: int | None) -> str | None:
    side = state.sides[seat]
    if card.aura is not None:
        if target is not None:
            return f"{card.name} is an aura: it binds to nothing"
        if len(side.auras) >= state.catalog.rules.max_auras:
            return f"you already hold {state.catalog.rules.max_auras} auras"
        return None
    if target is None:
        return f"{card.name} needs a unit of yours to bind to"
    found = state.locate(target)
    if found is None or found[0] != seat:
        return f"{card.name} binds only to a unit on top of one of your lanes"
    unit = found[2]
    unit_card = unit.cdef
    if unit_card.element != card.element:
        article = an_element(card.element)
        return f"{article[0].upper()}{article[1:]} Sigil binds only to {article} Summon"
    if len(unit.sigils) >= state.catalog.rules.max_sigils:
        return f"{unit_card.name} already carries {state.catalog.rules.max_sigils} Sigils"
    return None


def maneuver_problem(state: AetherState, seat: int, source: int, dest: int) -> str | None:
    side = state.sides[seat]
    unit = side.lanes[source]
    if unit is None:
        return f"there is no unit of yours in the {lane_name(source)} lane"
    name = state.card_name(unit.iid)
    if source == dest:
        return f"{name} is already in the {lane_name(dest)} lane"
    if unit.moved:
        return f"{name} has already moved this turn"
    if unit.buried is not None:
        return f"{name} holds a buried unit and cannot move"
    problem = lane_problem(state, seat, dest)
    if problem:
        return problem
    cost = maneuver_cost(state, unit)
    if cost > side.aether:
        return f"a Maneuver costs {cost} Aether; you have {side.aether}"
    return None


def maneuver_cost(state: AetherState, unit: Unit) -> int:
    """0 for Free Maneuver and Glide units, else the rule's Maneuver cost."""
    if unit.hooks & _FREE_MANEUVER:
        return 0
    return state.catalog.rules.maneuver_cost


# ----- enumeration ------------------------------------------------------------------------------
# The lists below use the same rules as the checks above, as yes/no tests that build no messages.
# ``_card_space`` gives the legal ways to play one card as the product of its lanes, targets and
# Tithes, so that the random sampler can draw one way by its index without listing them; and
# ``card_actions`` lists them all.

Space = tuple[int, list[int], "list[int | None]", tuple[int, ...]]
"""(kind, lanes, targets, Tithes) of a card: every legal way to play it is one lane, one target and
one Tithe, in that order of nesting (lanes ``[NO_LANE]`` and targets ``[None]`` when it takes none)."""

_NO_LANES = [NO_LANE]
_NO_TARGETS: list[int | None] = [None]


def _tithes(state: AetherState, seat: int, card: CardDef) -> tuple[int, ...]:
    """The Tithe amounts ``card`` can be paid with now (those :func:`cost_problem` accepts)."""
    side = state.sides[seat]
    return costs.tithe_options(card, side.aether, side.soul)


def _open_lanes(lanes: list[Unit | None]) -> list[int]:
    """Lanes a Summon may enter (all but those already stacked 2 deep). Shared lists: read only."""
    first, second, third = lanes
    return _OPEN_LANES[
        (first is None or first.buried is None)
        + 2 * (second is None or second.buried is None)
        + 4 * (third is None or third.buried is None)
    ]


_OPEN_LANES: tuple[list[int], ...] = tuple(
    [lane for lane in range(3) if open_bits >> lane & 1] for open_bits in range(8)
)
"""The open lanes (read only) by which are open: bit ``lane`` set when a Summon may enter it."""


def _card_space(state: AetherState, seat: int, iid: int) -> Space | None:
    """The legal ways to play ``iid`` now (None or an empty product: none)."""
    card = state.defs[iid]
    tithes = _tithes(state, seat, card)
    if not tithes or (card.gated and not state.controls_element(seat, card.element)):
        return None
    kind = card.type
    if kind == "summon":
        lanes = _open_lanes(state.sides[seat].lanes)
        targets: list[int | None] = _NO_TARGETS
        if card.choose is not None:
            targets = list(choice_options(state, seat, card.choose, False)) or _NO_TARGETS
        return SUMMON_KIND, lanes, targets, tithes
    if kind == "spell":
        if card.choose is None:
            return CAST_KIND, _NO_LANES, _NO_TARGETS, tithes
        return CAST_KIND, _NO_LANES, list(choice_options(state, seat, card.choose, True)), tithes
    if kind == "event":
        return DECREE_KIND, _NO_LANES, _NO_TARGETS, tithes
    side = state.sides[seat]
    if card.aura is not None:
        if len(side.auras) >= state.catalog.rules.max_auras:
            return None
        return SIGIL_KIND, _NO_LANES, _NO_TARGETS, tithes
    units: list[int | None] = [u.iid for u in side.lanes if u is not None and _binds(state, card, u)]
    return SIGIL_KIND, _NO_LANES, units, tithes


def play_value(kind: int, iid: int, lane: int, tithe: int, target: int | None) -> Action:
    """The action value of a play's fields (a Maneuver: source lane, destination in ``tithe``),
    naming its card and target by their texts."""
    if kind == SUMMON_KIND:
        return Summon(id_text(iid), LANES[lane], tithe, target_text(target))
    if kind == CAST_KIND:
        return Cast(id_text(iid), target_text(target), tithe)
    if kind == DECREE_KIND:
        return Decree(id_text(iid), tithe)
    if kind == SIGIL_KIND:
        return BindSigil(id_text(iid), target_text(target), tithe)
    return Maneuver(LANES[lane], LANES[tithe])


def _binds(state: AetherState, card: CardDef, unit: Unit) -> bool:
    """The yes/no form of :func:`sigil_problem` for a bound Sigil and a unit of its own side."""
    return unit.cdef.element == card.element and len(unit.sigils) < state.catalog.rules.max_sigils


def card_actions(state: AetherState, seat: int, iid: int) -> list[Action]:
    """Every legal way to play the hand card ``iid`` now."""
    space = _card_space(state, seat, iid)
    if space is None:
        return []
    kind, lanes, targets, tithes = space
    return [play_value(kind, iid, lane, t, target) for lane in lanes for target in targets for t in tithes]


def _maneuver_pairs(state: AetherState, seat: int) -> list[tuple[int, int]]:
    """(source, dest) of every legal Maneuver (the yes/no form of :func:`maneuver_problem`)."""
    side = state.sides[seat]
    lanes = side.lanes
    pairs = []
    for source in range(3):
        unit = lanes[source]
        if unit is None or unit.moved or unit.buried is not None or maneuver_cost(state, unit) > side.aether:
            continue
        for dest in range(3):
            if dest != source and (lanes[dest] is None or lanes[dest].buried is None):  # type: ignore[union-attr]
                pairs.append((source, dest))
    return pairs


def maneuvers(state: AetherState, seat: int) -> list[Action]:
    return [Maneuver(LANES[s], LANES[d]) for s, d in _maneuver_pairs(state, seat)]


def legal_actions(state: AetherState) -> list[Action]:
    if state.result is not None:
        return []
    if state.stage == "mulligan":
        return [Keep(), Mulligan(), Concede()]
    seat = state.active
    actions: list[Action] = []
    for iid in state.sides[seat].hand:
        actions.extend(card_actions(state, seat, iid))
    actions.extend(maneuvers(state, seat))
    actions.append(EndTurn())
    actions.append(Concede())
    return actions


def playable(state: AetherState, seat: int, card: CardDef) -> bool:
    """Quick test that ``card_actions`` would offer at least one way to play ``card`` (the same
    rules as :func:`cost_problem` and :func:`gate_problem`, without building messages)."""
    side = state.sides[seat]
    return (
        costs.affordable(card, side.aether, side.soul)
        and (not card.gated or card.element in _elements(state, side))
        and _has_place(state, seat, side, card)
    )


def _elements(state: AetherState, side: Side) -> set[str]:
    """Elements of the Summons on top of ``side``'s lanes (what the element gate asks for)."""
    found = set()
    for unit in side.lanes:
        if unit is not None:
            found.add(unit.cdef.element)
    return found


def _has_place(state: AetherState, seat: int, side: Side, card: CardDef) -> bool:
    """An affordable, ungated ``card`` has somewhere to go: a lane, a target, a unit to bind to."""
    kind = card.type
    lanes = side.lanes
    if kind == "summon":
        return bool(_open_lanes(lanes))
    if kind == "spell":
        return card.choose is None or bool(choice_options(state, seat, card.choose, True))
    if kind == "event":
        return True
    if card.aura is not None:
        return len(side.auras) < state.catalog.rules.max_auras
    for unit in lanes:  # (a loop: no generator for any())
        if unit is not None and _binds(state, card, unit):
            return True
    return False


def can_maneuver(state: AetherState, seat: int) -> bool:
    """Quick test that ``maneuvers`` is not empty."""
    side = state.sides[seat]
    return _can_move(state, side, _open_lanes(side.lanes))


def _can_move(state: AetherState, side: Side, open_lanes: list[int]) -> bool:
    """Some unit of ``side`` may Maneuver to one of ``open_lanes`` (other than its own)."""
    if len(open_lanes) < 2:
        return False  # the other lanes are stacked 2 deep: their units cannot move, nor can any enter them
    paid = state.catalog.rules.maneuver_cost > side.aether
    for source in open_lanes:  # a unit that may move is never stacked, so it stands in an open lane
        unit = side.lanes[source]
        if unit is None or unit.moved or unit.buried is not None:
            continue
        if paid and not unit.hooks & _FREE_MANEUVER:
            continue
        return True  # there is another open lane (at least two are open)
    return False


END_TURN = EndTurn()
KEEP = Keep()
MULLIGAN = Mulligan()
_END_FIELDS: Fields = (END_KIND, 0, NO_LANE, 0, None)
_KEEP_FIELDS: Fields = (KEEP_KIND, 0, NO_LANE, 0, None)
_MULLIGAN_FIELDS: Fields = (MULLIGAN_KIND, 0, NO_LANE, 0, None)


def random_action(state: AetherState, rng: Rng) -> Action:
    """Uniform over "play this card" (each distinct card once), "Maneuver" and "end the turn",
    then uniform within; never concedes. Builds only the action it picks."""
    kind, iid, lane, tithe, target = random_fields(state, rng)
    if kind >= END_KIND or kind < SUMMON_KIND:
        return END_TURN if kind == END_KIND else KEEP if kind == KEEP_KIND else MULLIGAN
    return play_value(kind, iid, lane, tithe, target)


def random_code(state: AetherState, rng: Rng) -> int:
    """:func:`random_action` as an integer code (the same draws, so the same games)."""
    kind, iid, lane, tithe, target = random_fields(state, rng)
    if kind >= MANEUVER_KIND or kind < SUMMON_KIND:
        return play_code(kind, 0, lane, tithe, 0)
    return play_code(kind, iid, lane, tithe, target_number(target))


def random_fields(state: AetherState, rng: Rng) -> Fields:
    """The fields (``actions.code_fields``) of the action :func:`random_action` draws."""
    if state.stage == "mulligan":
        return _KEEP_FIELDS if rng.randrange(2) else _MULLIGAN_FIELDS
    seat = state.active
    side = state.sides[seat]
    defs = state.defs
    aether = side.aether
    first, second, third = lanes = side.lanes
    # _open_lanes, inlined: the lanes a Summon may enter, from the table by which are open
    open_lanes = _OPEN_LANES[
        (first is None or first.buried is None)
        + 2 * (second is None or second.buried is None)
        + 4 * (third is None or third.buried is None)
    ]
    elements: tuple[str | None, ...] | None = None
    candidates: list[int] = []
    seen: list[str] = []
    # The same tests as playable(), with the board facts worked out once. A copy of a card passes
    # or fails them alike, so only the first copy of each card that passes is kept (``seen``).
    for iid in side.hand:
        card_id, cost, tithe, place = defs[iid].pick  # (see CardDef.pick)
        # costs.affordable, inlined: Aether enough, or some Tithe pays it
        if cost > aether and not (tithe and costs.tithes(cost, tithe, aether, side.soul)):
            continue
        if not place:  # a Summon: never gated; a lane is its place
            if not open_lanes:
                continue
        else:
            if place & GATED_PICK:
                if elements is None:  # _elements, inlined (None for an empty lane matches no element)
                    elements = (
                        first.cdef.element if first is not None else None,
                        second.cdef.element if second is not None else None,
                        third.cdef.element if third is not None else None,
                    )
                if defs[iid].element not in elements:
                    continue
            if place & 3 != 1 and not _has_place(state, seat, side, defs[iid]):  # 1: needs no place
                continue
        if card_id not in seen:
            seen.append(card_id)
            candidates.append(iid)
    # _can_move, inlined: a unit that may move stands unstacked in an open lane, and another is open
    moving = False
    if len(open_lanes) > 1:
        paid = state.catalog.rules.maneuver_cost > aether
        for source in open_lanes:
            unit = lanes[source]
            if (
                unit is not None
                and not unit.moved
                and unit.buried is None
                and not (paid and not unit.hooks & _FREE_MANEUVER)
            ):
                moving = True
                break
    count = len(candidates)
    pick = rng.randrange(count + 2 if moving else count + 1)
    if pick < count:
        iid = candidates[pick]
        card = defs[iid]
        if card.type == "summon":  # _card_space, with the lanes already found
            kind, lanes_of = SUMMON_KIND, open_lanes
            tithe_list = costs.tithes(card.cost, card.tithe, aether, side.soul)
            targets = _NO_TARGETS
            if card.choose is not None:
                targets = list(choice_options(state, seat, card.choose, False)) or _NO_TARGETS
        else:
            space = _card_space(state, seat, iid)
            if space is None:  # pragma: no cover - playable() and _card_space() agree
                return _END_FIELDS
            kind, lanes_of, targets, tithe_list = space
        per_lane = len(targets) * len(tithe_list)
        if not per_lane:  # pragma: no cover - the same
            return _END_FIELDS
        index = rng.randrange(len(lanes_of) * per_lane)
        lane_at, rest = index // per_lane, index % per_lane  # (no divmod call, no tuple)
        tithes_per = len(tithe_list)
        target_at, tithe_at = rest // tithes_per, rest % tithes_per
        return kind, iid, lanes_of[lane_at], tithe_list[tithe_at], targets[target_at]
    if pick == count and moving:
        pairs = _maneuver_pairs(state, seat)
        source, dest = pairs[rng.randrange(len(pairs))]
        return MANEUVER_KIND, 0, source, dest, None
    return _END_FIELDS
