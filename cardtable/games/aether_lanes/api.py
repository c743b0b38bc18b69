"""What the screen asks the engine: the player view, live stats with sources, playable and gated
cards, legal lanes and targets, per-turn event groups, keyword texts and card texts.

Every function is pure: it reads the state and returns JSON-able values. Instance ids come and
go as their texts (``c17``, ``t2``; players ``p0``/``p1``): the engine's numbers stay inside.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.aether_lanes import costs, legal, stats
from cardtable.games.aether_lanes.actions import ID_TEXTS, id_text, parse_instance, target_text
from cardtable.games.aether_lanes.effects import choice_options
from cardtable.games.aether_lanes.elements import LANES

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.catalog import CardDef, Catalog
    from cardtable.games.aether_lanes.state import AetherState
    from cardtable.games.aether_lanes.units import Side, Unit


def _unit_view(
    catalog: Catalog, defs: list[CardDef], side: Side, lane: int | None, unit: Unit
) -> dict[str, Any]:
    """A unit of ``side`` as the view shows it; flags appear only when set. Buried units (``lane``
    None) show the numbers the rules use for them: no lane or Decree bonus, Sigils and lasting
    changes kept."""
    max_hp = unit.cdef.health + unit.hp
    if unit.sigils:
        max_hp = stats.max_health(catalog, defs, unit)
    attack = stats.attack(catalog, defs, side, unit, lane)
    defense = stats.defense(catalog, defs, side, unit, lane)
    view: dict[str, Any] = {
        "id": ID_TEXTS[unit.iid],  # (indexing: cheaper than calling id_text)
        "card": unit.card,
        "attack": attack,
        "defense": defense,
        "health": max_hp - unit.damage,
        "max_health": max_hp,
    }
    if unit.exhausted:
        view["exhausted"] = True
    if unit.moved:
        view["moved"] = True
    if unit.token:
        view["token"] = True
    if unit.burn:
        view["burn"] = unit.burn
    if unit.silenced:
        view["silenced"] = True
    if unit.granted:
        view["granted"] = list(unit.granted)
    if unit.sigils:
        view["sigils"] = [[ID_TEXTS[s], defs[s].id] for s in unit.sigils]
    if unit.buried is not None:
        view["buried"] = _unit_view(catalog, defs, side, None, unit.buried)
    return view


def _public_sides(state: AetherState) -> list[dict[str, Any]]:
    """The parts of both sides every seat may see, built once per position and shared by the
    views of both seats (treat views as read-only)."""
    key = (len(state.log), len(state.history))
    cached = state.view_cache
    if cached is not None and cached[0] == key:
        return cached[1]
    catalog, defs = state.catalog, state.defs
    sides = []
    for side in state.sides:
        sides.append(
            {
                "soul": side.soul,
                "aether": side.aether,
                "aether_max": side.aether_max,
                "shelter": side.shelter,
                "toxin": side.toxin,
                "fatigue": side.fatigue,
                "deck": len(side.deck),
                "hand_size": len(side.hand),
                "discard": [defs[c].id for c in side.discard],
                "decree": None if side.decree is None else [ID_TEXTS[side.decree], defs[side.decree].id],
                "auras": [[ID_TEXTS[a[0]], defs[a[0]].id, a[1]] for a in side.auras] if side.auras else [],
                "lanes": [
                    None if u is None else _unit_view(catalog, defs, side, lane, u)
                    for lane, u in enumerate(side.lanes)
                ],
            }
        )
    state.view_cache = (key, sides)
    return sides


def view(state: AetherState, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may know: own hand, the foe's hand size, deck counts, discards, lanes, Soul,
    Aether, Shelter, Toxin, Decree, auras, phase and turn. Unit keywords and stat sources come
    from :func:`unit_stats`. The nested parts are shared between calls: do not modify them."""
    sides = []
    for index, public in enumerate(_public_sides(state)):
        if index == seat:
            public = dict(public)
            public["hand"] = _hand(state, index)
        sides.append(public)
    return {
        "seat": seat,
        "turn": state.turn,
        "round": state.round,
        "active": state.active,
        "to_act": state.to_act,
        "phase": state.stage,
        "sides": sides,
    }


def hidden_ids(state: AetherState, seat: int | None) -> set[str]:
    """What ``seat`` may not see (``None``: a spectator): both decks and each hand but its own, as
    instance id texts. The decks' texts are kept with the decks they were read from
    (``state.deck_texts``) and read again only when a deck differs: the simulator's leak check
    asks for both seats after every checked action, and most actions draw no card."""
    first, second = state.sides
    cached = state.deck_texts
    if cached is None or cached[0] != first.deck or cached[1] != second.deck:
        cached = (
            list(first.deck),
            list(second.deck),
            frozenset({ID_TEXTS[iid] for iid in first.deck + second.deck}),
        )
        state.deck_texts = cached
    hidden = set(cached[2])
    for iid in second.hand if seat == 0 else first.hand if seat == 1 else first.hand + second.hand:
        hidden.add(ID_TEXTS[iid])
    return hidden


def _hand(state: AetherState, seat: int) -> list[list[str]]:
    """A seat's hand as its view shows it: ``[instance id, card id]`` per card."""
    defs = state.defs
    return [[ID_TEXTS[c], defs[c].id] for c in state.sides[seat].hand]


def view_parts(state: AetherState) -> tuple[dict[str, Any], dict[int, dict[str, Any]]]:
    """The spectator's view and each seat's own part (``{"hand": ...}``): ``view(state, seat)``
    is the spectator's view with ``seat``, and that hand in its side, so it holds exactly the
    strings of the two parts. The simulator's leak check serialises the public part once for
    both seats (``engine/invariants.py: leak_problems``)."""
    return view(state, None), {seat: {"hand": _hand(state, seat)} for seat in (0, 1)}


def _instance(iid: int | str) -> int:
    """The engine's instance id of ``iid`` (its text or already the number); KeyError if neither."""
    if type(iid) is int:
        return iid
    found = parse_instance(iid) if type(iid) is str else None
    if found is None:
        raise KeyError(f"'{iid}' is not a card instance id")
    return found


def unit_stats(state: AetherState, iid: int | str) -> dict[str, Any]:
    """Live stats of a unit with their sources and one line each ("ATK 4 = base 3 +1 lane")."""
    text = iid if isinstance(iid, str) else id_text(iid)
    iid = _instance(iid)
    for side in state.sides:
        for lane, unit in enumerate(side.lanes):
            depth: Unit | None = unit
            lane_or_none: int | None = lane
            while depth is not None:
                if depth.iid == iid:
                    parts = stats.breakdown(state.catalog, state.defs, side, depth, lane_or_none)
                    parts["lines"] = [
                        stats.describe(name, parts[name]) for name in ("attack", "defense", "health")
                    ]
                    parts["keywords"] = sorted(depth.kw)
                    return parts
                depth, lane_or_none = depth.buried, None
    raise KeyError(f"no unit {text} on the lanes")


def hand_status(state: AetherState, seat: int) -> list[dict[str, Any]]:
    """Each hand card: ``{"id", "card", "affordable", "gated", "playable", "reason"}``; the reason
    says why it cannot be played now (the padlock text for a gated card)."""
    out = []
    for iid in state.sides[seat].hand:
        card = state.defs[iid]
        side = state.sides[seat]
        affordable = costs.affordable(card, side.aether, side.soul)
        cost = None if affordable else costs.cost_problem(state, seat, card, 0)
        gate = legal.gate_problem(state, seat, card)
        actions = (
            legal.card_actions(state, seat, iid) if state.to_act == seat and state.stage == "main" else []
        )
        reason = gate or cost or (None if actions else "no legal place or target now")
        out.append(
            {
                "id": id_text(iid),
                "card": card.id,
                "affordable": cost is None,
                "gated": gate is not None,
                "playable": bool(actions),
                "reason": reason,
            }
        )
    return out


def legal_lanes(state: AetherState, seat: int, iid: int | str) -> list[str]:
    """Lanes a Summon in hand may enter now (an occupied lane of yours means Eclipse)."""
    actions = legal.card_actions(state, seat, _instance(iid))
    return sorted({a.lane for a in actions if hasattr(a, "lane")}, key=LANES.index)


def legal_targets(state: AetherState, seat: int, iid: int | str) -> list[str]:
    """Chosen targets the card in hand may take now (unit ids or ``p0``/``p1``)."""
    card = state.card(iid)
    if card.type == "sigil" and card.aura is None:
        return [
            id_text(u.iid)
            for u in state.sides[seat].lanes
            if u is not None and legal.sigil_problem(state, seat, card, u.iid) is None
        ]
    if card.choose is None:
        return []
    return [target_text(t) or "" for t in choice_options(state, seat, card.choose, card.type == "spell")]


def turn_groups(state: AetherState, seat: int | None = None) -> list[dict[str, Any]]:
    """The log cut into turns: ``{"turn", "player", "seat", "plays", "events": [text...], "combat":
    [event data...]}``; "plays" counts card plays and Maneuvers ("Foe's turn, 2 plays")."""
    groups: list[dict[str, Any]] = []
    current: dict[str, Any] | None = None
    for event in state.log:
        turn = event.data.get("turn", 0)
        if current is None or current["turn"] != turn:
            owner = state.first if turn == 0 else (state.first if turn % 2 == 1 else 1 - state.first)
            current = {
                "turn": turn,
                "seat": owner if turn else None,
                "player": state.name(owner) if turn else "Setup",
                "plays": 0,
                "events": [],
                "combat": [],
            }
            groups.append(current)
        if event.kind in ("play", "maneuver"):
            current["plays"] += 1
        if event.visible_to(seat):
            current["events"].append(event.text_for(seat))
        if event.kind in (
            "combat",
            "strike",
            "counter",
            "direct",
            "pull",
            "toll",
            "death",
            "rise",
            "soul",
            "damage",
        ):
            current["combat"].append({"kind": event.kind, "text": event.text_for(seat), **event.data})
    return groups


def last_round_combat(state: AetherState) -> list[list[dict[str, Any]]]:
    """The combat events of the last two finished turns (for "Rewind")."""
    groups = [g for g in turn_groups(state) if g["combat"]]
    return [g["combat"] for g in groups[-2:]]


def card_text(catalog: Catalog, card_id: str) -> dict[str, Any]:
    """A card's printed face from data: name, type, element, cost, stats, keywords and text."""
    card = catalog.cards[card_id]
    face: dict[str, Any] = {
        "id": card.id,
        "name": card.name,
        "type": card.type,
        "element": card.element,
        "cost": card.cost,
        "text": card.text,
        "keywords": [catalog.keywords[k].name for k in card.shown_keywords if k in catalog.keywords],
        "family": card.family,
        "token": card.token,
    }
    if card.type == "summon":
        face.update(attack=card.attack, defense=card.defense, health=card.health)
    return face
