"""What a seat may see: the public table (Favored, life, units, relics, orbs, Blooms, orb pile,
discard, void, the combat, the batch, priority) plus its own hand. Life is shown from 0 up: the
damage that took a Favored below 0 is told apart as ``overkill``."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from cardtable.games.luminous import stats

if TYPE_CHECKING:
    from cardtable.games.luminous.state import LuminousState
    from cardtable.games.luminous.things import Side, Thing


def thing_view(side: Side, thing: Thing) -> dict[str, Any]:
    card = thing.card
    statics = side.statics
    if card.type == "unit":
        if statics or thing.atk or thing.tatk or thing.hp or thing.thp:
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
    if statics or thing.kw or thing.tkw:
        keywords = stats.keywords(side, thing)
        data["keywords"] = sorted(keywords) if keywords else []
    else:  # the printed keywords (stats.keywords' common case), sorted once in the card
        data["keywords"] = list(card.keyword_order)
    if card.token:
        data["token"] = True
    return data


def pass_meaning(st: LuminousState) -> str:
    """What passing now does, for the prompt ("pass: Main phase ends")."""
    if st.asking.kind != "priority":
        return ""
    if st.priority.passes == 0:
        return "pass: priority goes to the other player"
    combat = st.combat
    if combat is not None and st.sides[combat.attacker_seat].in_play(combat.attacker) is None:
        return "pass: the combat ends"  # the attacker has left play: no damage to deal
    if combat is not None:
        return "pass: combat damage is dealt"
    return "pass: Main phase ends"


def view(st: LuminousState, seat: int | None) -> dict[str, Any]:
    """What ``seat`` sees (``None``: a spectator, no hand): the public view with the seat's own
    part (its hand) put into its side."""
    seats = () if seat is None else (seat,)
    public, own = view_parts(st, seats)
    if seat is None or seat not in own:
        return public if seat is None else {**public, "seat": seat}
    sides = list(public["sides"])
    sides[seat] = {**sides[seat], **own[seat]}
    return {**public, "seat": seat, "sides": sides}


def view_parts(
    st: LuminousState, seats: Iterable[int] | None = None
) -> tuple[dict[str, Any], dict[int, dict[str, Any]]]:
    """The public view (a spectator's: ``view(st, None)``) and, for each of ``seats`` (default:
    all), what only that seat sees, ``{"hand": [[id, card], ...]}``, which :func:`view` puts into
    its side. So a seat's view holds exactly the strings of the two parts; the simulator's leak
    check reads the public part once for both seats (``LuminousState.view_parts``)."""
    ids = st.ids
    orb_piles = []
    for pool in st.pools:  # plain loops for the short lists: a comprehension is a call in 3.11
        orb_piles.append(dict(pool.orbs))
    tables = []
    zones = st.zones
    for seat, side in enumerate(st.sides):
        shown = zones.public(seat)  # the deck and the hand as counts: the kernel's zones hide them
        life = side.life
        units = []
        for t in side.units:
            units.append(thing_view(side, t))
        relics = []
        for t in side.relics:
            relics.append(thing_view(side, t))
        orbs = []
        for o in side.orbs:
            orbs.append([o[0], o[1], o[2]])
        tables.append(
            {
                "favored": side.favored,
                "life": life if life > 0 else 0,
                "overkill": -life if life < 0 else 0,
                "deck": shown["deck"],
                "hand_size": shown["hand"],
                "discard": [[c, ids[c]] for c in shown["discard"]],
                "void": [[c, ids[c]] for c in shown["void"]] if side.void else [],
                "units": units,
                "relics": relics,
                "orbs": orbs,
                "blooms": side.blooms,
                "orb_pile": orb_piles[side.pool],
                "marked": side.marked,
                "orb_played": side.orb_played,
            }
        )
    kind, seat_to_act = st.asking.kind, st.asking.seat
    result = st.result
    priority = st.priority
    combat = st.combat
    pending = st.batch.pending
    public = {
        "seat": None,
        "turn": st.turn,
        "active": st.active,
        "first": st.first,
        "stage": st.stage,
        "to_act": seat_to_act if result is None else None,
        "decision": kind if result is None else None,
        "priority": priority.holder if kind == "priority" else None,
        "passes": priority.passes,
        "pass_meaning": pass_meaning(st),
        "combat": None if combat is None else combat.to_json(),
        "batch": [p.to_json() for p in pending] if pending else [],
        "attacks": st.attacks,
        "shared_box": bool(st.options.get("shared_box")),
        "sides": tables,
        "result": None if result is None else result.to_json(),
    }
    sides = st.sides
    own: dict[int, dict[str, Any]] = {}
    for seat in range(len(sides)) if seats is None else seats:
        if 0 <= seat < len(sides):
            hand = []
            for c in zones.own(seat)["hand"]:
                hand.append([c, ids[c]])
            own[seat] = {"hand": hand}
    return public, own
