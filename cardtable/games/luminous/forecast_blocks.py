"""Forecasts over any number of blockers, for the screen: which ways of blocking an attack are
worth forecasting, how good each is for the defender, and the combat damage a blocked combat
deals as things stand (the split the attacker would assign).

Every figure comes from the engine: :func:`preview.block_forecast` plays each way of blocking
out on a copy; :func:`damage_plan` uses the same damage rule the damage step uses."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from itertools import combinations
from typing import Any

from cardtable.engine import lookahead
from cardtable.games.luminous import rules, stats

GROUP_CAP = 64
"""At most this many ways of blocking (with "no block") are forecast for one attack: every
group of blockers while that fits (up to six eligible units), else the groups by size (one
blocker, two, ...) while the next size still fits, and always all of them together."""


def block_groups(eligible: Sequence[str], cap: int = GROUP_CAP) -> tuple[list[tuple[str, ...]], bool]:
    """The groups of ``eligible`` blockers to forecast, no block (``()``) first, and whether
    that is every group (``False``: some larger groups were left out, see :data:`GROUP_CAP`)."""
    groups: list[tuple[str, ...]] = [()]
    complete = True
    for size in range(1, len(eligible) + 1):
        these = list(combinations(eligible, size))
        if len(groups) + len(these) > cap:
            complete = False
            break
        groups.extend(these)
    if not complete and len(eligible) > 1:
        groups.append(tuple(eligible))
    return groups, complete


def defender_cost(st: Any, result: dict[str, Any]) -> tuple[int, int]:
    """How bad a forecast ``result`` of an attack in ``st`` is for the defender (lower is better
    for them): losing the match first; then twice the worth of the cards they lose less the worth
    of the attacker's cards they destroy, plus the life they lose and the durability their relics
    lose (a card's worth: its essence cost plus one, so tokens count; a life point or a point of
    durability counts half an essence: playtest20, an attack on High Command was called best left
    unblocked though it cost the relic 3 durability and a block cost nothing)."""
    attacker = st.active
    foe = 1 - attacker
    worth = [0, 0]
    for iid in result["destroyed"]:
        for seat in (attacker, foe):
            if st.sides[seat].in_play(iid) is not None:
                worth[seat] += st.card_def(iid).essence + 1
    worn = sum(n for iid, n in result.get("worn", {}).items() if st.sides[foe].in_play(iid) is not None)
    lost_match = bool(result["over"]) and result["life_lost"] >= st.sides[foe].life
    return (int(lost_match), 2 * (worth[foe] - worth[attacker]) + result["life_lost"] + worn)


def ranked(st: Any, results: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``results`` with "no block" first, then best for the defender first (see
    :func:`defender_cost`; ties keep their order)."""
    unblocked = [r for r in results if not r["blockers"]]
    blocked = [r for r in results if r["blockers"]]
    return unblocked + sorted(blocked, key=lambda r: defender_cost(st, r))


@dataclasses.dataclass(frozen=True, slots=True)
class DamagePlan:
    """The combat damage of a blocked combat as things stand: ``blockers`` (iid, damage
    assigned to it, whether that is lethal, whether it strikes back), the damage back to the
    attacker and whether it is lethal, the Overwhelm damage carried on to the defending Favored,
    and ``suggested``: the split is the one the computer would choose (several blockers: the
    attacker chooses it in the damage step), not a fixed one (a single blocker takes it all)."""

    blockers: tuple[tuple[str, int, bool, bool], ...]
    to_attacker: int
    attacker_dies: bool
    carried: int
    suggested: bool


def damage_plan(st: Any, split: Sequence[int] | None = None) -> DamagePlan | None:
    """The damage a blocked combat deals with ``split`` (default: all to a lone blocker, or the
    computer's split among several), ``None`` when there is no blocked combat with its attacker
    and a blocker in play."""
    from cardtable.engine.kernel.blocking import Blow
    from cardtable.games.luminous.bots import _best_split
    from cardtable.games.luminous.flow import blockers_in_play

    combat = st.combat
    if combat is None or not combat.blocked:
        return None
    seat = combat.attacker_seat
    side, foe = st.sides[seat], st.sides[1 - seat]
    attacker = side.in_play(combat.attacker)
    blockers = blockers_in_play(st)
    if attacker is None or not blockers:
        return None
    power = stats.attack(side, attacker)
    suggested = split is None and len(blockers) > 1
    if split is None or len(split) != len(blockers):
        split = tuple(_best_split(st).damage) if len(blockers) > 1 else (power,)  # type: ignore[attr-defined]
    keywords = stats.keywords(side, attacker)
    blow = Blow(attacker.iid, power, stats.health(side, attacker) - attacker.damage)
    blows = [Blow(b.iid, stats.attack(foe, b), stats.health(foe, b) - b.damage) for b in blockers]
    result = rules.blocked_damage(
        blow, blows, split, lunge="lunge" in keywords, overwhelm="overwhelm" in keywords
    )
    return DamagePlan(
        tuple(
            (b.id, dealt, dealt >= b.lethal, struck)
            for b, dealt, struck in zip(blows, result.to_blockers, result.struck_back)
        ),
        result.to_attacker,
        0 < blow.lethal <= result.to_attacker,
        result.carried,
        suggested,
    )


ROWS = ("units", "relics")
"""The rows of cards in play in a side's view (their order is only where they are drawn)."""


def _canonical(st: Any, value: Any) -> Any:
    """``value`` (a public view) with every card instance named by its card, the rows of cards
    sorted and a card's turn of arrival told only as whether it was this turn: two positions
    that differ only in which of two identical cards is which come out equal (a unit's place in
    its row changes no rule, nor how many turns ago it came, only whether it came this turn:
    playtest24-lum, two Freelance Delvers of turns 8 and 16 were asked about)."""
    if isinstance(value, dict):
        return {
            k: sorted(_canonical(st, v), key=repr)
            if k in ROWS
            else (v == st.turn if k == "arrived" else _canonical(st, v))
            for k, v in value.items()
            if k != "id"
        }
    if isinstance(value, list):
        return [_canonical(st, v) for v in value]
    if isinstance(value, str) and value in st.ids:
        return st.ids[value]
    return value


def split_outcome(st: Any, split: Any) -> str:
    """What choosing the damage split ``split`` (an ``Assign``) leads to, as a key: equal for
    two splits exactly when they leave the same public position up to identical cards."""
    trial = lookahead.trial(st, split)
    return repr(_canonical(trial, trial.view(None)))


def settled_split(st: Any) -> Any:
    """The damage split to take without asking when every legal split leads to the same
    position (one point among two identical blockers, a point more on a blocker that dies
    anyway...): the computer's suggested split; ``None`` when the choice can change something
    (issue 25: "a dialog opens only when a choice can change something")."""
    if st.is_over or st.asking.kind != "assign":
        return None
    splits = [a for a in st.legal_actions() if a.KIND == "assign"]
    if not splits:
        return None
    if len(splits) > 1 and len({split_outcome(st, s) for s in splits}) > 1:
        return None
    from cardtable.games.luminous.bots import suggested_split

    suggested = suggested_split(st)
    return next((s for s in splits if tuple(s.damage) == suggested), splits[0])
