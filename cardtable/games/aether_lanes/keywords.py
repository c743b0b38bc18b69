"""Every Aether Lanes keyword in one registry: its id, its reminder (from data) and the hooks where
it acts. The rules code asks the registry (``has(unit.kw, PULLS_ATTACKS)``) instead of testing
keyword names, so what a keyword does is listed here once and each hook is written once.

A hook is a moment or a number the rules consult; the keyword's value (``grow 2``, ``crest
aggressive``) is read with :func:`value`. Keywords that are not unit abilities (the effect
keywords shown on cards whose steps use them: Burn, Toxin, Silence, Wager, Shelter; Tithe, a
cost; Eclipse, a rule of every unit) are registered too, so the catalog's checks come from here.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.catalog import Catalog

# ----- the hooks (where a keyword acts) --------------------------------------------------------------

ARRIVES_READY = "arrives-ready"
"""Placed ready (Summon or token), not exhausted."""
NO_COUNTER_BLOW = "no-counter-blow"
"""Its attack is not struck back."""
SPELL_PROOF = "spell-proof"
"""Enemy Spells cannot choose it as their target."""
DOUBLES_ADVANTAGE = "doubles-advantage"
"""Its advantaged strike is doubled."""
PULLS_ATTACKS = "pulls-attacks"
"""Pulls an unblocked attack on another lane onto itself."""
PAYS_TOLL = "pays-toll"
"""Its controller loses the Bulwark toll when it is struck."""
SHELTER_TAKES_TOLL = "shelter-takes-toll"
"""While it stands, its side's Shelter soaks the Bulwark toll."""
CREST_LANE = "crest-lane"
"""The lane (value) where it gets the Crest bonus."""
GROWS = "grows"
"""+N/+N at the start of its controller's turn (value N)."""
ENSEMBLE_BONUS = "ensemble-bonus"
"""+N Attack per other unit of its element, set at the start of the turn (value N)."""
DRAWS_AT_END = "draws-at-end"
"""Its controller draws N cards in the End phase (value N)."""
LEAVES_AT_END = "leaves-at-end"
"""Returns to its owner's hand in the End phase."""
MUST_STAND_ALONE = "must-stand-alone"
"""Destroyed in the End phase if another unit stands beside it."""
STRONGER_ON_RISE = "stronger-on-rise"
"""+1/+1 when it rises from beneath a destroyed unit."""
SHORES_UP_TOP = "shores-up-top"
"""Buried, it gives the unit on top of it +N Defense (value N)."""
HAND_ON_DEATH_WHEN_STACKED = "hand-on-death-when-stacked"
"""Destroyed while something is buried under it, it goes to its owner's hand."""
FREE_MANEUVER = "free-maneuver"
"""Its Maneuver costs no Aether."""
READY_AFTER_MANEUVER = "ready-after-maneuver"
"""A Maneuver leaves it ready."""
ON_MANEUVER = "on-maneuver"
"""Its ``on_maneuver`` steps run after it moves."""
ON_DESTROY = "on-destroy"
"""Its ``on_destroy`` steps run when it is destroyed."""
ADDS_TO_ROLLS = "adds-to-rolls"
"""Adds 1 to each die its controller rolls (counted per card, see ``loaded``)."""
COST = "cost"
"""Part of the card's cost (Tithe: Soul paid instead of Aether, see ``costs``)."""


@dataclasses.dataclass(frozen=True, slots=True)
class KeywordRule:
    """One keyword: ``hooks`` where it acts; ``unit_only`` if only a Summon may carry it;
    ``every_unit`` if it is a rule of every unit (never shown as one card's own keyword);
    ``shown_by_op`` the effect op that shows it on a card whose steps use it; ``bot_value`` what
    it adds to a unit's worth in the computer's evaluation (``bots``)."""

    id: str
    hooks: tuple[str, ...] = ()
    unit_only: bool = True
    every_unit: bool = False
    shown_by_op: str | None = None
    bot_value: float = 0.2


_RULES = (
    KeywordRule("vanguard", (ARRIVES_READY,), bot_value=0.5),
    KeywordRule("pierce", (NO_COUNTER_BLOW,), bot_value=1.0),
    KeywordRule("unseen", (NO_COUNTER_BLOW, SPELL_PROOF), bot_value=1.5),
    KeywordRule("bane", (DOUBLES_ADVANTAGE,), bot_value=1.0),
    KeywordRule("bulwark", (PULLS_ATTACKS, PAYS_TOLL), bot_value=1.0),
    KeywordRule("crest", (CREST_LANE,)),
    KeywordRule("grow", (GROWS,), bot_value=2.0),
    KeywordRule("ensemble", (ENSEMBLE_BONUS,), bot_value=1.0),
    KeywordRule("ephemeral", (LEAVES_AT_END,)),
    KeywordRule("solitary", (MUST_STAND_ALONE,)),
    KeywordRule("resurface", (STRONGER_ON_RISE,), bot_value=0.5),
    KeywordRule("bedrock", (SHORES_UP_TOP,), bot_value=0.5),
    KeywordRule("mirage", (HAND_ON_DEATH_WHEN_STACKED,), bot_value=0.5),
    KeywordRule("augury", (DRAWS_AT_END,), bot_value=1.5),
    KeywordRule("holds-the-floor", (SHELTER_TAKES_TOLL,), bot_value=0.5),
    KeywordRule("free-maneuver", (FREE_MANEUVER,)),
    KeywordRule("glide", (FREE_MANEUVER, READY_AFTER_MANEUVER)),
    KeywordRule("wake", (ON_MANEUVER,)),
    KeywordRule("requiem", (ON_DESTROY,), bot_value=1.0),
    KeywordRule("loaded", (ADDS_TO_ROLLS,), unit_only=False, bot_value=0.5),
    KeywordRule("tithe", (COST,), unit_only=False),
    KeywordRule("eclipse", unit_only=False, every_unit=True),
    KeywordRule("burn", unit_only=False, shown_by_op="burn"),
    KeywordRule("toxin", unit_only=False, shown_by_op="toxin"),
    KeywordRule("silence", unit_only=False, shown_by_op="silence"),
    KeywordRule("wager", unit_only=False, shown_by_op="wager"),
    KeywordRule("shelter", unit_only=False, shown_by_op="shelter"),
)

KEYWORDS: Mapping[str, KeywordRule] = {rule.id: rule for rule in _RULES}
"""Every keyword the engine knows, by id (read-only)."""

_AT: dict[str, frozenset[str]] = {}
for _rule in _RULES:
    for _hook in _rule.hooks:
        _AT[_hook] = _AT.get(_hook, frozenset()) | {_rule.id}
del _rule, _hook

UNIT_ONLY: frozenset[str] = frozenset(rule.id for rule in _RULES if rule.unit_only)
"""Keywords only a Summon may carry."""
EVERY_UNIT: frozenset[str] = frozenset(rule.id for rule in _RULES if rule.every_unit)
"""Keywords that are rules of every unit: never listed as one card's own keyword."""
BOT_VALUE: Mapping[str, float] = {rule.id: rule.bot_value for rule in _RULES}
"""Keyword id -> its worth on a unit in the computer's evaluation."""
SHOWN_BY_OP: Mapping[str, str] = {rule.shown_by_op: rule.id for rule in _RULES if rule.shown_by_op}
"""Effect op -> the keyword a card shows when its steps use that op."""


BITS: Mapping[str, int] = {hook: 1 << index for index, hook in enumerate(sorted(_AT))}
"""Each hook's bit in a keyword mask (:func:`mask`): the hot paths test ``unit.hooks & bit(HOOK)``
instead of looking keyword names up; a keyword's parameter is still read from ``kw``."""


def bit(hook: str) -> int:
    """The bit of ``hook`` in a keyword mask."""
    return BITS[hook]


def mask(kw: Iterable[str]) -> int:
    """The hooks the keywords ``kw`` act at, as bits (``mask(kw) & bit(h)`` iff ``has(kw, h)``)."""
    found = 0
    for name in kw:
        rule = KEYWORDS.get(name)
        if rule is not None:
            for hook in rule.hooks:
                found |= BITS[hook]
    return found


def at(hook: str) -> frozenset[str]:
    """The keywords that act at ``hook``."""
    return _AT[hook]


def only(hook: str) -> str:
    """The one keyword that acts at ``hook`` (for a hot path that reads its value with
    ``kw.get``); ValueError if several do."""
    (name,) = _AT[hook]
    return name


def has(kw: Mapping[str, Any], hook: str) -> bool:
    """True if one of the keywords ``kw`` (a unit's or a card's ``kw``) acts at ``hook``."""
    return bool(kw) and not _AT[hook].isdisjoint(kw)


def value(kw: Mapping[str, Any], hook: str) -> Any:
    """The value of the keyword in ``kw`` that acts at ``hook`` (``grow 2`` -> 2), or None."""
    if kw:
        for name in _AT[hook]:
            if name in kw:
                return kw[name]
    return None


def bot_value(kw: Iterable[str]) -> float:
    """What the keywords ``kw`` (a unit's) add to its worth in the computer's evaluation; an
    unknown id counts as a plain keyword (0.2)."""
    return sum(BOT_VALUE.get(name, 0.2) for name in kw)


def reminders(catalog: Catalog, ids: Iterable[str]) -> list[tuple[str, str]]:
    """(name, reminder) of each keyword in ``ids`` that the data describes, in the given order."""
    known = catalog.keywords
    return [(known[k].name, known[k].reminder) for k in ids if k in known]
