"""Live unit numbers: Attack, Defense and Health with every source (lane, Crest, buffs, Sigils...).

``attack``/``defense``/``max_health`` are the fast paths used by combat and the forecast;
``breakdown`` lists the same sources for the card inspector ("ATK 4 = base 3 +1 lane").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from cardtable.games.aether_lanes.keywords import CREST_LANE, SHORES_UP_TOP, bit, only
from cardtable.games.aether_lanes.units import Unit

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.catalog import CardDef, Catalog
    from cardtable.games.aether_lanes.units import Side

AGGRESSIVE, BALANCED, DEFENSIVE = 0, 1, 2
_CREST = only(CREST_LANE)
_BEDROCK = only(SHORES_UP_TOP)
_CREST_BIT = bit(CREST_LANE)
_BEDROCK_BIT = bit(SHORES_UP_TOP)


def _sigil_sum(defs: Sequence[CardDef], unit: Unit, index: int) -> int:
    total = 0
    for sigil in unit.sigils:
        total += defs[sigil].sigil_stats[index]
    return total


def _decree_bonus(defs: Sequence[CardDef], side: Side, element: str, index: int) -> int:
    if side.decree is None:
        return 0
    aura = defs[side.decree].decree
    if aura is None or (aura.element is not None and aura.element != element):
        return 0
    return aura.attack if index == 0 else aura.defense


def attack(catalog: Catalog, defs: Sequence[CardDef], side: Side, unit: Unit, lane: int | None) -> int:
    """Current Attack of ``unit`` standing in ``lane`` of ``side`` (never below 0). ``lane`` is None
    for a buried unit: no lane, Crest or Decree bonus (its Sigils and lasting changes still count)."""
    card = unit.cdef
    value = card.attack + unit.atk + unit.ensemble
    if lane is None:
        if unit.sigils:
            value += _sigil_sum(defs, unit, 0)
        return value if value > 0 else 0
    if not unit.token:
        rules = catalog.rules
        if lane == AGGRESSIVE:
            value += rules.aggressive_attack
        if unit.hooks & _CREST_BIT:
            crest = unit.kw.get(_CREST)
            if crest is not None and crest != "defensive" and _CREST_LANES[crest] == lane:
                value += rules.crest_bonus
    if unit.sigils:
        value += _sigil_sum(defs, unit, 0)
    if side.decree is not None:
        value += _decree_bonus(defs, side, card.element, 0)
    return value if value > 0 else 0


def defense(catalog: Catalog, defs: Sequence[CardDef], side: Side, unit: Unit, lane: int | None) -> int:
    """Current Defense of ``unit`` standing in ``lane`` of ``side`` (never below 0); ``lane`` None:
    buried (see :func:`attack`)."""
    card = unit.cdef
    value = card.defense + unit.dfn
    if lane is None:
        if unit.sigils:
            value += _sigil_sum(defs, unit, 1)
        return value if value > 0 else 0
    if not unit.token:
        rules = catalog.rules
        if lane == DEFENSIVE:
            value += rules.defensive_defense
            if unit.hooks & _CREST_BIT and unit.kw.get(_CREST) == "defensive":
                value += rules.crest_bonus
    if unit.sigils:
        value += _sigil_sum(defs, unit, 1)
    if side.decree is not None:
        value += _decree_bonus(defs, side, card.element, 1)
    below = unit.buried
    if below is not None and below.hooks & _BEDROCK_BIT:
        value += below.kw[_BEDROCK]
    return value if value > 0 else 0


def max_health(catalog: Catalog, defs: Sequence[CardDef], unit: Unit) -> int:
    value = unit.cdef.health + unit.hp
    if unit.sigils:
        value += _sigil_sum(defs, unit, 2)
    return value


def health(catalog: Catalog, defs: Sequence[CardDef], unit: Unit) -> int:
    value = unit.cdef.health + unit.hp - unit.damage
    if unit.sigils:
        value += _sigil_sum(defs, unit, 2)
    return value


def _bedrock(buried: Unit) -> int:
    """The Defense a buried unit gives the unit on top of it (Bedrock)."""
    return buried.kw.get(_BEDROCK) or 0


_CREST_LANES = {"aggressive": AGGRESSIVE, "balanced": BALANCED, "defensive": DEFENSIVE}


def _crest_lane(crest: str) -> int:
    return _CREST_LANES[crest]


def breakdown(
    catalog: Catalog, defs: Sequence[CardDef], side: Side, unit: Unit, lane: int | None
) -> dict[str, Any]:
    """Each stat with its sources: ``{"attack": {"value": 4, "sources": [["base", 3], ["lane", 1]]}, ...}``.

    ``lane`` is None for a buried unit (no lane bonus while buried).
    """
    card = unit.cdef
    rules = catalog.rules
    out: dict[str, Any] = {}
    for index, stat in enumerate(("attack", "defense", "health")):
        sources: list[list[Any]] = [["base", (card.attack, card.defense, card.health)[index]]]
        if lane is not None and not unit.token:
            if index == 0 and lane == AGGRESSIVE:
                sources.append(["lane", rules.aggressive_attack])
            if index == 1 and lane == DEFENSIVE:
                sources.append(["lane", rules.defensive_defense])
            crest = unit.kw.get(_CREST)
            if (
                crest is not None
                and _crest_lane(crest) == lane
                and (index == 1) == (crest == "defensive")
                and index < 2
            ):
                sources.append(["Crest", rules.crest_bonus])
        for mod in unit.mods + unit.temp:
            if mod[1 + index]:
                sources.append([mod[0], mod[1 + index]])
        if index == 0 and unit.ensemble:
            sources.append(["Ensemble", unit.ensemble])
        for sigil in unit.sigils:
            sigil_card = defs[sigil]
            amount = (sigil_card.sigil.attack, sigil_card.sigil.defense, sigil_card.sigil.health)[index]
            if amount:
                sources.append([sigil_card.name, amount])
        if index < 2 and lane is not None:
            bonus = _decree_bonus(defs, side, card.element, index)
            if bonus:
                sources.append([defs[side.decree].name, bonus])  # type: ignore[index]
        if index == 1 and unit.buried is not None and _bedrock(unit.buried):
            sources.append(["Bedrock", _bedrock(unit.buried)])
        total = max(0, sum(amount for _label, amount in sources))
        entry: dict[str, Any] = {"value": total, "sources": sources}
        if index == 2:
            entry = {"value": total - unit.damage, "max": total, "sources": sources}
        out[stat] = entry
    return out


def describe(stat: str, entry: dict[str, Any]) -> str:
    """``"ATK 4 = base 3 +1 lane"``."""
    short = {"attack": "ATK", "defense": "DEF", "health": "HP"}[stat]
    parts = [f"{entry['sources'][0][0]} {entry['sources'][0][1]}"]
    for label, amount in entry["sources"][1:]:
        parts.append(f"{amount:+d} {label}")
    value = entry["value"] if stat != "health" else f"{entry['value']}/{entry['max']}"
    return f"{short} {value} = " + " ".join(parts)
