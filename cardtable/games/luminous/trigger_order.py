"""Whether the order of a seat's waiting triggers can matter (docs/rules/luminous.md, "Batches";
the ruling in full: docs/handoffs.md, "Luminous: the asking rulings in full", "Trigger order").

A seat is asked to order its waiting triggers only when two different orders could leave the game
in different positions. Two triggers are settled without a question when they are

* **alike**: the same steps (ops, numbers, targets, conditions) naming no target that depends on
  which trigger runs (``this``, ``it``, ``chosen``, ``other_my_units``, ``other_my_relics``):
  either order runs the very same steps on the very same cards; or
* **independent**: neither changes what the other reads or changes, where each step's
  :func:`footprint` says what it reads, what it changes and what it only adds to (two additions to
  the same counter commute: durability, life, attack and health changes, cards drawn, Blooms).

A step that can remove a card from play, damage a unit or end the match otherwise (``damage``,
``destroy``, ``void``, ``return``, ``wear``) has no footprint: a trigger holding one is only ever
settled silently with a trigger alike to it. Two exceptions only subtract from a counter: damage
to the opposing Favored (its life; if it reaches 0 the match ends with the same winner whichever
order, so what the other triggers would have done no longer matters), and a relic wearing itself
(Kamarua's Gospel: its durability, and the count of its controller's relics if it breaks), unless
that relic has a Depart trigger (breaking would then add a trigger to the batch). Damage to the
attacking unit (Rya's Horizon Guard) changes the units in play and the combat, unless the
attacker has a Depart trigger (its death would add a trigger to the batch). The order question is asked when some pair of the
seat's waiting triggers is neither alike nor independent; otherwise the oldest resolves first
(every order leads to the same position; only the order of the log's lines differs). A draw
adds to the cards drawn unless the deck cannot give every draw the triggers hold: drawing from an
empty deck may end the match, so then only alike triggers are settled silently.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from cardtable.games.luminous.triggers import trigger_of

if TYPE_CHECKING:
    from cardtable.engine.kernel.batches import Pending
    from cardtable.games.luminous.compiled import CStep, CTrigger
    from cardtable.games.luminous.state import LuminousState

BOUND = frozenset({"this", "it", "chosen", "other_my_units", "other_my_relics"})
"""Selectors whose cards depend on which trigger runs (its source, its subject, its choice)."""


class Footprint(NamedTuple):
    """What a trigger's steps read, change, and only add to (resources are named for the
    trigger's controller: ``life.me``, ``relics.me``...)."""

    reads: frozenset[str]
    writes: frozenset[str]
    adds: frozenset[str]


def footprint(step: CStep) -> Footprint | None:
    """What one step reads, changes and adds to; ``None`` for a step that may remove a card,
    damage anything or end the match (its order always matters)."""
    reads: set[str] = set()
    if step.cond is not None:
        if step.cond.min_relics is not None:
            reads.add("relics.me")
        if step.cond.min_units is not None:
            reads.add("units.me")
    target = step.target or ""
    if target in ("my_relics", "other_my_relics"):
        reads.add("relics.me")
    elif target in ("my_units", "other_my_units", "all_units"):
        reads.add("units.me")
        if target == "all_units":
            reads.add("units.foe")
    elif target in ("enemy_units", "random_enemy_unit"):
        reads.add("units.foe")
    op = step.op
    if op == "damage" and target == "foe_favored":
        return Footprint(frozenset(reads), frozenset(), frozenset({"life.foe"}))
    if op == "wear" and target == "this":  # see order_matters for a relic with a Depart trigger
        return Footprint(frozenset(reads), frozenset({"relics.me"}), frozenset())
    if op == "damage" and target == "attacker":  # see order_matters for an attacker that departs
        return Footprint(frozenset(reads), frozenset({"units.me", "units.foe", "combat"}), frozenset())
    if op in ("bolster", "buff", "grant"):
        return Footprint(frozenset(reads), frozenset(), frozenset({"stats"}))
    if op in ("ready", "expend"):
        return Footprint(frozenset(reads), frozenset({"flags"}), frozenset())
    if op == "heal":
        return Footprint(frozenset(reads), frozenset(), frozenset({"life.me"}))
    if op == "draw":
        return Footprint(frozenset(reads), frozenset(), frozenset({"cards.me"}))
    if op == "bloom":
        return Footprint(frozenset(reads), frozenset(), frozenset({"blooms.me"}))
    if op == "token":  # a new card in play (its Arrive joins the batch) and one fewer in the box
        return Footprint(frozenset(reads), frozenset({"units.me", "relics.me", "box"}), frozenset())
    return None


def steps_footprint(steps: Sequence[CStep]) -> Footprint | None:
    """The union of the steps' footprints (``None`` if one step has none): worked out once per
    trigger when the card is compiled (``CTrigger.footprint``)."""
    reads: frozenset[str] = frozenset()
    writes: frozenset[str] = frozenset()
    adds: frozenset[str] = frozenset()
    for step in steps:
        found = footprint(step)
        if found is None:
            return None
        reads, writes, adds = reads | found.reads, writes | found.writes, adds | found.adds
    return Footprint(reads, writes, adds)


def alike(a: CTrigger, b: CTrigger) -> bool:
    """The same steps, naming no card that depends on which trigger runs."""
    return not a.bound and a.steps == b.steps


def independent(a: CTrigger, b: CTrigger) -> bool:
    """Neither changes what the other reads or changes (additions to one counter commute)."""
    return _independent(a.footprint, b.footprint)


def _independent(fa: Footprint | None, fb: Footprint | None) -> bool:
    if fa is None or fb is None:
        return False
    touched_a = fa.reads | fa.writes | fa.adds
    touched_b = fb.reads | fb.writes | fb.adds
    return not (fa.writes & touched_b or fb.writes & touched_a or fa.adds & fb.reads or fb.adds & fa.reads)


def order_matters(st: LuminousState, options: Sequence[Pending]) -> bool:
    """Whether two orders of these waiting triggers (one seat's) could lead to different
    positions: some pair is neither alike nor independent."""
    found = [trigger_of(st, item.source, item.effect) for item in options]
    draws = sum(step.n for trigger in found for step in trigger.steps if step.op == "draw")
    short = draws > len(st.sides[options[0].controller].deck)  # a draw may then end the match
    prints = [
        _footprint(st, item.source, trigger, item.controller)
        for item, trigger in zip(options, found, strict=True)
    ]
    for i, a in enumerate(found):
        for j in range(i + 1, len(found)):
            if not (alike(a, found[j]) or (not short and _independent(prints[i], prints[j]))):
                return True
    return False


def _footprint(st: LuminousState, source: str, trigger: CTrigger, controller: int) -> Footprint | None:
    """The trigger's footprint, none for a relic that wears itself, or damage to an attacker,
    when the card hit has a Depart trigger (its leaving play would add a trigger to the batch,
    so the order can matter). An attacker that has left play already is no longer hit. An Arrive
    trigger that removes the relic chosen for it is looked at here (:func:`_removal_footprint`)."""
    found = trigger.footprint
    if found is None:
        return _removal_footprint(st, source, trigger, controller)
    if source in ("F0", "F1"):
        return found
    # only a relic wearing itself (or a token) changes relics.me, only damage to the attacker the
    # combat: most triggers need no look at their steps
    writes = found.writes
    if (
        "relics.me" in writes
        and any(step.op == "wear" and step.target == "this" for step in trigger.steps)
        and _departs(st, source)
    ):
        return None
    combat = st.combat
    if (
        "combat" in writes
        and combat is not None
        and st.sides[combat.attacker_seat].in_play(combat.attacker) is not None  # not left play
        and any(step.op == "damage" and step.target == "attacker" for step in trigger.steps)
        and _departs(st, combat.attacker)
    ):
        return None
    return found


REMOVALS = frozenset({"void", "destroy", "return"})
"""The steps that take a card out of play."""


def _removal_footprint(
    st: LuminousState, source: str, trigger: CTrigger, controller: int
) -> Footprint | None:
    """The footprint of an Arrive trigger that takes out of play the relic chosen when its card
    was played (Velna voids an enemy relic, playtest20): it changes that relic's side's relics
    and, with a static bonus, the units' stats; unless the relic has a Depart trigger (one more
    trigger in the batch) or a health bonus (losing it can kill). A relic that has left play
    already is not hit. Any other step without a footprint keeps the order asked (None)."""
    if trigger.when != "arrive":
        return None
    chosen = st.choices.get(source)
    reads: frozenset[str] = frozenset()
    writes: frozenset[str] = frozenset()
    adds: frozenset[str] = frozenset()
    for step in trigger.steps:
        one = footprint(step)
        if one is None:
            if step.op not in REMOVALS or step.target != "chosen" or chosen is None:
                return None
            side = next(
                (seat for seat, held in enumerate(st.sides) if held.in_play(chosen) is not None), None
            )
            if side is None:
                continue  # it has left play: the step does nothing
            card = st.card_def(chosen)
            if card.type != "relic" or _departs(st, chosen) or (card.static is not None and card.static[1]):
                return None  # a Depart trigger joins the batch; a lost health bonus can kill
            changed = {"relics.me" if side == controller else "relics.foe"}
            if card.static is not None:
                changed.add("stats")  # its bonus to attack or keywords goes with it
            one = Footprint(frozenset(), frozenset(changed), frozenset())
        reads, writes, adds = reads | one.reads, writes | one.writes, adds | one.adds
    return Footprint(reads, writes, adds)


def _departs(st: LuminousState, iid: str) -> bool:
    """Whether the card ``iid`` has a Depart trigger (its leaving play adds one to the batch)."""
    return any(t.when == "depart" for t in st.card_def(iid).triggers)
