"""What the acting seat may do: the checks behind every refusal, the full list of legal actions
and a fast random sampler. ``apply`` and the lists use the same checks, so they always agree."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes.actions import (
    BindSigil, Cast, Concede, Decree, EndTurn, Keep, Maneuver, Mulligan, Summon,
)
from cardtable.games.aether_lanes.effects import choice_options
from cardtable.games.aether_lanes.elements import LANES, element_name, lane_name

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.catalog import CardDef
    from cardtable.games.aether_lanes.state import AetherState
    from cardtable.games.aether_lanes.units import Unit

TYPE_NAMES = {"summon": "Summon", "spell": "Spell", "event": "Event", "sigil": "Sigil"}


def max_tithe(card: "CardDef") -> int:
    value = card.kw.get("tithe")
    return int(value) if value else 0


def cost_problem(state: "AetherState", seat: int, card: "CardDef", tithe: int) -> str | None:
    """Why ``card`` cannot be paid with ``tithe`` Soul (and the rest in Aether), or None."""
    side = state.sides[seat]
    if tithe:
        limit = max_tithe(card)
        if tithe < 0:
            return "Tithe cannot be negative"
        if not limit:
            return f"{card.name} has no Tithe: pay it all in Aether"
        if tithe > limit:
            return f"{card.name} has Tithe {limit}: at most {limit} of its cost in Soul"
        if tithe > card.cost:
            return f"{card.name} costs only {card.cost}"
        if side.soul - tithe < 1:
            return f"paying {tithe} Soul would drop your Soul to 0"
    need = card.cost - tithe
    if need > side.aether:
        if tithe:
            return f"{card.name} costs {card.cost} Aether ({need} after Tithe {tithe}); you have {side.aether}"
        return f"{card.name} costs {card.cost} Aether; you have {side.aether}"
    return None


def gate_problem(state: "AetherState", seat: int, card: "CardDef") -> str | None:
    """The element gate of Spells and Events."""
    if card.gated and not state.controls_element(seat, card.element):
        return f"Requires a {element_name(card.element)} Summon on your field"
    return None


def hand_card(state: "AetherState", seat: int, iid: str, kind: str) -> "CardDef | str":
    """The card ``iid`` in ``seat``'s hand, or the reason it cannot be played as ``kind``."""
    if iid not in state.sides[seat].hand:
        return f"{iid} is not a card in {state.name(seat)}'s hand"
    card = state.card(iid)
    if card.type != kind:
        return f"{card.name} is a {TYPE_NAMES[card.type]}, not a {TYPE_NAMES[kind]}"
    return card


def lane_problem(state: "AetherState", seat: int, lane: int) -> str | None:
    """Why a Summon cannot enter ``lane`` (only a third Eclipse level is refused)."""
    unit = state.sides[seat].lanes[lane]
    if unit is not None and unit.buried is not None:
        return f"the {lane_name(lane)} lane is already stacked 2 deep"
    return None


def target_problem(state: "AetherState", seat: int, card: "CardDef", target: str | None, *, required: bool) -> str | None:
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
        return f"{target} is not a legal target for {card.name}"
    return None


def _is_unseen_enemy(state: "AetherState", seat: int, target: str) -> bool:
    found = state.locate(target)
    return found is not None and found[0] != seat and "unseen" in found[2].kw


def sigil_problem(state: "AetherState", seat: int, card: "CardDef", target: str | None) -> str | None:
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
    unit_card = state.catalog.cards[unit.card]
    if unit_card.element != card.element:
        return f"A {element_name(card.element)} Sigil binds only to a {element_name(card.element)} Summon"
    if len(unit.sigils) >= state.catalog.rules.max_sigils:
        return f"{unit_card.name} already carries {state.catalog.rules.max_sigils} Sigils"
    return None


def maneuver_problem(state: "AetherState", seat: int, source: int, dest: int) -> str | None:
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


def maneuver_cost(state: "AetherState", unit: "Unit") -> int:
    """0 for Free Maneuver and Glide units, else the rule's Maneuver cost."""
    if "free-maneuver" in unit.kw or "glide" in unit.kw:
        return 0
    return state.catalog.rules.maneuver_cost


# ----- enumeration ------------------------------------------------------------------------------


def _tithes(state: "AetherState", seat: int, card: "CardDef") -> list[int]:
    return [t for t in range(max_tithe(card) + 1) if cost_problem(state, seat, card, t) is None]


def card_actions(state: "AetherState", seat: int, iid: str) -> list[Action]:
    """Every legal way to play the hand card ``iid`` now."""
    card = state.card(iid)
    tithes = _tithes(state, seat, card)
    if not tithes or gate_problem(state, seat, card):
        return []
    kind = card.type
    if kind == "summon":
        lanes = [LANES[i] for i in range(3) if lane_problem(state, seat, i) is None]
        targets: list[str | None] = [None]
        if card.choose is not None:
            targets = list(choice_options(state, seat, card.choose, False)) or [None]
        return [Summon(iid, lane, t, target) for lane in lanes for target in targets for t in tithes]
    if kind == "spell":
        if card.choose is None:
            return [Cast(iid, None, t) for t in tithes]
        return [Cast(iid, target, t) for target in choice_options(state, seat, card.choose, True) for t in tithes]
    if kind == "event":
        return [Decree(iid, t) for t in tithes]
    if card.aura is not None:
        return [BindSigil(iid, None, t) for t in tithes] if sigil_problem(state, seat, card, None) is None else []
    units = [u.iid for u in state.sides[seat].lanes if u is not None]
    return [BindSigil(iid, u, t) for u in units if sigil_problem(state, seat, card, u) is None for t in tithes]


def maneuvers(state: "AetherState", seat: int) -> list[Action]:
    return [Maneuver(LANES[s], LANES[d]) for s in range(3) for d in range(3)
            if s != d and state.sides[seat].lanes[s] is not None and maneuver_problem(state, seat, s, d) is None]


def legal_actions(state: "AetherState") -> list[Action]:
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


def playable(state: "AetherState", seat: int, card: "CardDef") -> bool:
    """Quick test that ``card_actions`` would offer at least one way to play ``card`` (the same
    rules as :func:`cost_problem` and :func:`gate_problem`, without building messages)."""
    side = state.sides[seat]
    tithe = max_tithe(card)
    if tithe:
        tithe = max(0, min(tithe, card.cost, side.soul - 1))
    if card.cost - tithe > side.aether:
        return False
    if card.gated and not state.controls_element(seat, card.element):
        return False
    kind = card.type
    lanes = side.lanes
    if kind == "summon":
        return any(u is None or u.buried is None for u in lanes)
    if kind == "spell":
        return card.choose is None or bool(choice_options(state, seat, card.choose, True))
    if kind == "event":
        return True
    if card.aura is not None:
        return len(state.sides[seat].auras) < state.catalog.rules.max_auras
    return any(u is not None and sigil_problem(state, seat, card, u.iid) is None for u in lanes)


def can_maneuver(state: "AetherState", seat: int) -> bool:
    """Quick test that ``maneuvers`` is not empty."""
    side = state.sides[seat]
    for source, unit in enumerate(side.lanes):
        if unit is None or unit.moved or unit.buried is not None:
            continue
        if maneuver_cost(state, unit) > side.aether:
            continue
        for dest, other in enumerate(side.lanes):
            if dest != source and (other is None or other.buried is None):
                return True
    return False


def random_action(state: "AetherState", rng: Rng) -> Action:
    """Uniform over "play this card" (each distinct card once), "Maneuver" and "end the turn",
    then uniform within; never concedes."""
    if state.stage == "mulligan":
        return Keep() if rng.randrange(2) else Mulligan()
    seat = state.active
    cards = state.catalog.cards
    ids = state.ids
    candidates: list[str] = []
    seen: set[str] = set()
    for iid in state.sides[seat].hand:
        card_id = ids[iid]
        if card_id not in seen:
            seen.add(card_id)
            if playable(state, seat, cards[card_id]):
                candidates.append(iid)
    moving = can_maneuver(state, seat)
    pick = rng.randrange(len(candidates) + 1 + (1 if moving else 0))
    if pick < len(candidates):
        options = card_actions(state, seat, candidates[pick])
    elif pick == len(candidates) and moving:
        options = maneuvers(state, seat)
    else:
        return EndTurn()
    if not options:  # pragma: no cover - playable() and card_actions() agree
        return EndTurn()
    return options[rng.randrange(len(options))]
