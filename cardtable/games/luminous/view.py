"""What a seat may see: the public table (Favored, life, units, relics, orbs, Blooms, orb pile,
discard, void, the combat, the batch, priority) plus its own hand."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.luminous import stats

if TYPE_CHECKING:
    from cardtable.games.luminous.state import LuminousState
    from cardtable.games.luminous.things import Side, Thing


def thing_view(side: Side, thing: Thing) -> dict[str, Any]:
    card = thing.card
    if card.type == "unit":
        if side.statics or thing.atk or thing.tatk or thing.hp or thing.thp:
            attack, health = stats.attack(side, thing), stats.health(side, thing)
        else:  # printed numbers: no change applies
            attack, health = max(0, card.attack), card.health
        data: dict[str, Any] = {
            "id": thing.iid,
            "card": card.id,
            "expended": thing.expended,
            "arrived": thing.arrived,
            "attack": attack,
            "health": health,
            "damage": thing.damage,
        }
    else:
        data = {
            "id": thing.iid,
            "card": card.id,
            "expended": thing.expended,
            "arrived": thing.arrived,
            "durability": thing.durability,
        }
    keywords = stats.keywords(side, thing)
    data["keywords"] = sorted(keywords) if keywords else []
    if card.token:
        data["token"] = True
    return data


def pass_meaning(st: LuminousState) -> str:
    """What passing now does, for the prompt ("pass: Main phase ends")."""
    if st.waiting[0] != "priority":
        return ""
    if st.priority.passes == 0:
        return "pass: priority goes to the other player"
    if st.combat is not None:
        return "pass: combat damage is dealt"
    return "pass: Main phase ends"


def view(st: LuminousState, seat: int | None) -> dict[str, Any]:
    sides = []
    ids = st.ids
    for index, side in enumerate(st.sides):
        data: dict[str, Any] = {
            "favored": side.favored,
            "life": side.life,
            "deck": len(side.deck),
            "hand_size": len(side.hand),
            "discard": [[c, ids[c]] for c in side.discard],
            "void": [[c, ids[c]] for c in side.void],
            "units": [thing_view(side, t) for t in side.units],
            "relics": [thing_view(side, t) for t in side.relics],
            "orbs": [list(o) for o in side.orbs],
            "blooms": side.blooms,
            "orb_pile": dict(st.pools[side.pool].orbs),
            "marked": side.marked,
            "orb_played": side.orb_played,
        }
        if index == seat:
            data["hand"] = [[c, ids[c]] for c in side.hand]
        sides.append(data)
    kind, _seat = st.waiting
    result = st.result
    return {
        "seat": seat,
        "turn": st.turn,
        "active": st.active,
        "first": st.first,
        "stage": st.stage,
        "to_act": st.to_act,
        "decision": kind if result is None else None,
        "priority": st.priority.holder if kind == "priority" else None,
        "passes": st.priority.passes,
        "pass_meaning": pass_meaning(st),
        "combat": None if st.combat is None else st.combat.to_json(),
        "batch": [p.to_json() for p in st.batch.pending],
        "attacks": st.attacks,
        "shared_box": bool(st.options.get("shared_box")),
        "sides": sides,
        "result": None if result is None else result.to_json(),
    }
