"""Live numbers of units: printed stats plus lasting and until-end-of-turn changes plus the
statics of the controller's cards in play (The Lodestar, Quinn, Scar City General...)."""

from __future__ import annotations

from cardtable.games.luminous.things import Side, Thing


def attack(side: Side, unit: Thing) -> int:
    value = unit.card.attack + unit.atk + unit.tatk
    for source, static in side.statics:
        if static[0] and not (static[3] and source == unit.iid):
            value += static[0]
    return max(0, value)


def health(side: Side, unit: Thing) -> int:
    value = unit.card.health + unit.hp + unit.thp
    for source, static in side.statics:
        if static[1] and not (static[3] and source == unit.iid):
            value += static[1]
    return value


def changes_health(side: Side) -> bool:
    """Whether a static of the side changes its units' health (if not, :func:`health` is the
    printed value plus the thing's own changes)."""
    for _source, static in side.statics:  # a plain loop: cheaper than any() over a generator
        if static[1]:
            return True
    return False


def keywords(side: Side, thing: Thing) -> frozenset[str]:
    if not (side.statics or thing.kw or thing.tkw):  # the printed keywords: the common case
        return thing.card.keywords
    found = thing.card.keywords | thing.kw | thing.tkw if (thing.kw or thing.tkw) else thing.card.keywords
    if thing.card.type != "unit":
        return found
    for source, static in side.statics:
        if static[2] and not (static[3] and source == thing.iid):
            found = found | static[2]
    return found


def can_expend_now(side: Side, thing: Thing, turn: int) -> bool:
    """Ready, and not arrived this turn (Dash lets a unit expend the turn it arrives)."""
    if thing.expended:
        return False
    return thing.arrived != turn or "dash" in keywords(side, thing)
