"""What a seat may do now: one check per action kind (a reason when refused, ``None`` when
allowed), the full legal-action list, and a quick random sampler for simulations."""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING, Any

from cardtable.engine.actions import Action
from cardtable.engine.kernel.blocking import splits
from cardtable.engine.kernel.decision import Choose, Pass
from cardtable.engine.rng import Rng
from cardtable.games.luminous import rules, stats
from cardtable.games.luminous.actions import (
    Activate,
    Assign,
    Attack,
    Block,
    Discard,
    Mulligan,
    Pivot,
    Play,
    PlayBloom,
    PlayOrb,
)
from cardtable.games.luminous.compiled import CAbility, CardDef
from cardtable.games.luminous.words import an_orb

if TYPE_CHECKING:
    from cardtable.games.luminous.state import LuminousState
    from cardtable.games.luminous.things import Thing


PASS = Pass()
"""The one pass value the sampler hands out (actions are immutable values)."""
PLAY_BLOOM = PlayBloom()
"""The one Bloom play the sampler hands out."""


def holds_priority(st: LuminousState, seat: int) -> bool:
    return st.result is None and st.asking.kind == "priority" and st.asking.seat == seat


def main_timing(st: LuminousState, seat: int) -> bool:
    """The active seat holds priority in its Main phase, outside any Combat Phase."""
    return holds_priority(st, seat) and seat == st.active and st.combat is None


def choice_options(st: LuminousState, seat: int, kind: str | None) -> list[str]:
    """The ids a ``choose`` of this kind may name now (``F0``/``F1`` for a Favored)."""
    if kind is None:
        return []
    mine, theirs = st.sides[seat], st.sides[1 - seat]
    groups: tuple[list[Thing], ...] | None
    if kind == "unit":
        groups = (mine.units, theirs.units)
    elif kind == "enemy_unit" or kind == "enemy_unit_or_favored":
        groups = (theirs.units,)
    elif kind == "my_unit":
        groups = (mine.units,)
    elif kind == "relic":
        groups = (mine.relics, theirs.relics)
    elif kind == "enemy_relic":
        groups = (theirs.relics,)
    elif kind == "my_relic":
        groups = (mine.relics,)
    else:
        groups = None
    if groups is not None:
        found: list[str] = []
        for group in groups:  # plain loops: a comprehension is a call in 3.11
            for thing in group:
                found.append(thing.iid)
        if kind == "enemy_unit_or_favored":
            found.append(f"F{1 - seat}")
        return found
    raise ValueError(f"unknown choice {kind!r}")


def target_problem(
    st: LuminousState, seat: int, kind: str | None, target: str | None, spell: bool
) -> str | None:
    options = choice_options(st, seat, kind)
    if kind is None:
        return None if target is None else "this needs no target"
    if not options:
        if spell:
            return "there is no legal target"
        return None if target is None else f"'{target}' is not a legal target"
    if target is None:
        return "choose a target"
    if target not in options:
        return f"'{target}' is not a legal target"
    return None


def cost_problem(
    st: LuminousState, seat: int, essence: int, check: str | None, pay: tuple[str, ...]
) -> str | None:
    side = st.sides[seat]
    orbs = side.orbs
    if pay:
        return rules.payment_problem(orbs, side.blooms, essence, check, pay)
    if not rules.can_pay(orbs, side.blooms, essence, check):
        if check is not None and not any(o[1] == check for o in orbs):
            return f"the orb check needs {an_orb(check)} in play"
        if check is not None:  # the checking orb may not also pay (docs/rules/luminous.md)
            return (
                f"not enough orbs: {essence} essence to pay, and besides {an_orb(check)} "
                "that does not pay (the orb check)"
            )
        return f"not enough essence (the cost is {essence})"
    return None


def play_problem(st: LuminousState, seat: int, action: Play) -> str | None:
    side = st.sides[seat]
    if action.card not in side.hand:
        return "that card is not in your hand"
    card = st.card_def(action.card)
    if not holds_priority(st, seat):
        return "you do not hold priority"
    if not card.fast and not main_timing(st, seat):
        return f"{card.name} is not fast: play it in your own Main phase, outside combat"
    if card.choose is not None or action.target is not None:
        problem = target_problem(st, seat, card.choose, action.target, card.type == "spell")
        if problem:
            return problem
    return cost_problem(st, seat, card.essence, card.check, action.pay)


def orb_problem(st: LuminousState, seat: int) -> str | None:
    if not main_timing(st, seat):
        return "orbs are played by the active player holding priority in the Main phase"
    if st.sides[seat].orb_played:
        return "you have already played an orb this turn"
    return None


def play_orb_problem(st: LuminousState, seat: int, colour: str) -> str | None:
    problem = orb_problem(st, seat)
    if problem:
        return problem
    side = st.sides[seat]
    if len(side.orbs) >= st.catalog.rules.basic_orbs_before_bloom:
        return "you have six basic orbs in play: play a Luminous Bloom or Pivot instead"
    if colour not in st.catalog.colours:
        return f"unknown orb colour '{colour}'"
    if st.pools[side.pool].orbs.get(colour, 0) <= 0:
        return f"no {colour} orb is left in the orb pile"
    return None


def bloom_problem(st: LuminousState, seat: int) -> str | None:
    problem = orb_problem(st, seat)
    if problem:
        return problem
    side = st.sides[seat]
    if len(side.orbs) < st.catalog.rules.basic_orbs_before_bloom:
        return "a Luminous Bloom needs six basic orbs in play first"
    if st.pools[side.pool].blooms <= 0:
        return "no Luminous Bloom is left in the box"
    return None


def pivot_problem(st: LuminousState, seat: int, orb_id: str, colour: str) -> str | None:
    problem = orb_problem(st, seat)
    if problem:
        return problem
    side = st.sides[seat]
    if len(side.orbs) < st.catalog.rules.basic_orbs_before_bloom:
        return "Pivot needs six basic orbs in play first"
    orb = next((o for o in side.orbs if o[0] == orb_id), None)
    if orb is None:
        return f"'{orb_id}' is not an orb you have in play"
    if orb[2]:
        return "Pivot returns a ready orb; that one is expended"
    if colour == orb[1]:
        return "Pivot to another colour (the same colour changes nothing)"
    if colour not in st.catalog.colours:
        return f"unknown orb colour '{colour}'"
    if st.pools[side.pool].orbs.get(colour, 0) <= 0:
        return f"no {colour} orb is left in the orb pile"
    return None


def attack_problem(st: LuminousState, seat: int, action: Attack) -> str | None:
    if not main_timing(st, seat):
        return "attack with a unit in your own Main phase while you hold priority (one combat at a time)"
    side = st.sides[seat]
    unit = next((t for t in side.units if t.iid == action.unit), None)
    if unit is None:
        return "that is not a unit you control"
    if unit.expended:
        return f"{unit.card.name} is expended"
    if not stats.can_expend_now(side, unit, st.turn):
        return f"{unit.card.name} arrived this turn (only Dash lets it attack now)"
    relics = st.sides[1 - seat].relics
    if not relics and action.target == rules.FAVORED:
        return None
    targets = rules.attack_targets([(r.iid, "barrier" in r.card.keywords) for r in relics])
    if action.target not in targets:
        if targets and targets[0] != rules.FAVORED:
            return "a Barrier relic must be attacked first"
        return f"'{action.target}' is not something you can attack"
    return None


def eligible_blockers(st: LuminousState, seat: int) -> list[Thing]:
    combat = st.combat
    if combat is None:
        return []
    attacker_side = st.sides[combat.attacker_seat]
    attacker = attacker_side.in_play(combat.attacker)
    if attacker is None:
        return []
    flying = stats.keywords(attacker_side, attacker)
    side = st.sides[seat]
    found = []
    for t in side.units:  # a plain loop: cheaper than a comprehension (a call in 3.11)
        if (
            not t.expended
            and t.iid not in combat.blockers
            and rules.may_block(flying, stats.keywords(side, t))
        ):
            found.append(t)
    return found


def block_problem(st: LuminousState, seat: int, action: Block) -> str | None:
    combat = st.combat
    if combat is None or combat.step != "block" or not holds_priority(st, seat) or seat == st.active:
        return "only the defending player blocks, holding priority in the block/effect step"
    if not combat.may_block:
        return "you passed in this combat, so you may no longer block"
    if not action.units:
        return "name at least one blocker"
    if len(set(action.units)) != len(action.units):
        return "a unit is named twice"
    eligible = {t.iid for t in eligible_blockers(st, seat)}
    for iid in action.units:
        if iid not in eligible:
            thing = st.sides[seat].in_play(iid)
            if thing is None:
                return f"'{iid}' is not a unit you control"
            if thing.expended:
                return f"{thing.card.name} is expended"
            if iid in combat.blockers:
                return f"{thing.card.name} is already blocking"
            return f"{thing.card.name} cannot block a unit with Flight (it needs Flight or Watchful)"
    return None


def ability_of(st: LuminousState, seat: int, source: str, index: int) -> tuple[Thing, CAbility] | str:
    thing = st.sides[seat].in_play(source)
    if thing is None:
        return "that is not a card you control in play"
    if not 0 <= index < len(thing.card.abilities):
        return f"{thing.card.name} has no ability {index}"
    return thing, thing.card.abilities[index]


def activate_problem(st: LuminousState, seat: int, action: Activate) -> str | None:
    if not holds_priority(st, seat):
        return "you do not hold priority"
    found = ability_of(st, seat, action.source, action.ability)
    if isinstance(found, str):
        return found
    thing, ability = found
    side = st.sides[seat]
    if ability.expend:
        if thing.expended:
            return f"{thing.card.name} is expended"
        if not stats.can_expend_now(side, thing, st.turn):
            return f"{thing.card.name} entered play this turn and cannot expend yet"
    if ability.wear and thing.durability < ability.wear:
        return f"{thing.card.name} does not have {ability.wear} durability to lose"
    return target_problem(st, seat, ability.choose, action.target, True) or cost_problem(
        st, seat, ability.essence, ability.check, action.pay
    )


def mulligan_limit(st: LuminousState, seat: int) -> int:
    r = st.catalog.rules
    return rules.mulligan_limit(seat == st.first, r.mulligan_first, r.mulligan_second)


# ----- the lists ------------------------------------------------------------------------------


def _card_plays(st: LuminousState, seat: int, iid: str, card: CardDef, in_main: bool) -> list[Action]:
    if not card.fast and not in_main:
        return []
    side = st.sides[seat]
    if not rules.can_pay(side.orbs, side.blooms, card.essence, card.check):
        return []
    options = choice_options(st, seat, card.choose)
    if card.choose is not None and options:
        return [Play(iid, t) for t in options]
    if card.choose is not None and card.type == "spell":
        return []
    return [Play(iid)]


def priority_actions(st: LuminousState, seat: int) -> list[Action]:
    out: list[Action] = [Pass()]
    side = st.sides[seat]
    in_main = main_timing(st, seat)
    combat = st.combat
    if in_main and not side.orb_played:
        pool = st.pools[side.pool]
        if len(side.orbs) < st.catalog.rules.basic_orbs_before_bloom:
            out.extend(PlayOrb(c) for c in st.catalog.colours if pool.orbs.get(c, 0) > 0)
        else:
            if pool.blooms > 0:
                out.append(PlayBloom())
            for orb in side.orbs:
                if not orb[2]:
                    out.extend(
                        Pivot(orb[0], c)
                        for c in st.catalog.colours
                        if c != orb[1] and pool.orbs.get(c, 0) > 0
                    )
    seen: set[str] = set()
    for iid in side.hand:
        card_id = st.ids[iid]
        if card_id in seen:
            continue
        seen.add(card_id)
        out.extend(_card_plays(st, seat, iid, st.catalog.cards[card_id], in_main))
    orbs = side.orbs
    for thing in (*side.units, *side.relics):
        for index, ability in enumerate(thing.card.abilities):
            if ability.expend and not stats.can_expend_now(side, thing, st.turn):
                continue
            if ability.wear and thing.durability < ability.wear:
                continue
            if not rules.can_pay(orbs, side.blooms, ability.essence, ability.check):
                continue
            options = choice_options(st, seat, ability.choose)
            if ability.choose is None:
                out.append(Activate(thing.iid, index))
            else:
                out.extend(Activate(thing.iid, index, t) for t in options)
    if in_main:
        targets = rules.attack_targets(
            [(r.iid, "barrier" in r.card.keywords) for r in st.sides[1 - seat].relics]
        )
        for unit in side.units:
            if stats.can_expend_now(side, unit, st.turn):
                out.extend(Attack(unit.iid, t) for t in targets)
    if combat is not None and combat.step == "block" and seat != st.active and combat.may_block:
        eligible = [t.iid for t in eligible_blockers(st, seat)]
        for size in range(1, len(eligible) + 1):
            out.extend(Block(group) for group in combinations(eligible, size))
    return out


def decision_answers(st: LuminousState, kind: str, seat: int) -> tuple[Callable[[Any], Action], list[Any]]:
    """The answers to a decision other than priority, in the order :func:`legal_actions` lists
    them: the action kind and what each answer names (a group of cards, a trigger, a split, a
    card), so a sampler builds only the action it picks."""
    if kind == "mulligan":
        hand = st.sides[seat].hand
        groups: list[tuple[str, ...]] = []
        for size in range(mulligan_limit(st, seat) + 1):
            groups.extend(combinations(hand, size))
        return Mulligan, groups
    if kind == "order":
        return Choose, [str(p.uid) for p in st.batch.options(seat)]
    if kind == "assign":
        from cardtable.games.luminous.flow import blockers_in_play

        combat = st.combat
        assert combat is not None
        side = st.sides[combat.attacker_seat]
        attacker = side.in_play(combat.attacker)
        assert attacker is not None
        return Assign, list(splits(stats.attack(side, attacker), len(blockers_in_play(st))))
    if kind == "discard":
        return Discard, list(dict.fromkeys(st.sides[seat].hand))
    return Discard, []


def legal_actions(st: LuminousState) -> list[Action]:
    if st.result is not None:
        return []
    kind, seat = st.asking.kind, st.asking.seat
    if kind == "priority":
        return priority_actions(st, seat)
    make, answers = decision_answers(st, kind, seat)
    return [make(answer) for answer in answers]


def _aims(st: LuminousState, seat: int, choose: str, found: dict[str, list[str]]) -> list[str]:
    """:func:`choice_options`, each kind worked out once per sampler call."""
    aims = found.get(choose)
    if aims is None:
        aims = found[choose] = choice_options(st, seat, choose)
    return aims


def random_action(st: LuminousState, rng: Rng) -> Action:
    """The random seat's quick sampler (no full list): it plays an orb (or Bloom, or a Pivot now
    and then) whenever it may; otherwise it picks among its other legal actions (each playable
    card once with a random target, each ability): in its own Main phase it attacks three times
    in four when it can, else passes one time in four; when answering (the opponent's turn, a
    combat) it blocks one time in three (a random group) and otherwise passes two times in three.
    Other decisions: uniform among the legal actions. (Written for speed: the random seats of
    ``cardtable simulate`` call it for every action.)"""
    kind, seat = st.asking.kind, st.asking.seat
    if kind != "priority":  # uniform among the legal actions, building only the one drawn
        make, answers = decision_answers(st, kind, seat)
        return make(answers[rng.randrange(len(answers))])
    randrange = rng.randrange
    catalog = st.definition.catalog  # (``st.catalog``, read once)
    side = st.sides[seat]
    combat = st.combat
    in_main = seat == st.active and combat is None  # the seat to act holds priority
    if in_main and not side.orb_played and randrange(8):
        pool = st.pools[side.pool]
        if len(side.orbs) < catalog.rules.basic_orbs_before_bloom:
            orbs = pool.orbs
            colours = []
            for c in catalog.colours:
                if orbs.get(c, 0) > 0:
                    colours.append(c)
            if colours:
                return PlayOrb(colours[randrange(len(colours))])
        elif pool.blooms > 0:
            return PLAY_BLOOM
    turn = st.turn
    if not in_main:
        if (
            combat is not None
            and combat.step == "block"
            and seat != st.active
            and combat.may_block
            and not randrange(3)
        ):
            eligible = eligible_blockers(st, seat)
            if eligible:
                chosen = []
                for blocker in eligible:  # one draw each, in order
                    if randrange(2):
                        chosen.append(blocker.iid)
                group = tuple(chosen) or (eligible[randrange(len(eligible))].iid,)
                return Block(group)
        if randrange(3):
            return PASS
    else:
        attackers = []
        for u in side.units:  # a plain loop: cheaper than a comprehension (a call in 3.11)
            # stats.can_expend_now, inlined (Dash looked up only for a unit that arrived now)
            if not u.expended and (u.arrived != turn or "dash" in stats.keywords(side, u)):
                attackers.append(u)
        if attackers and randrange(4):
            relics = st.sides[1 - seat].relics
            if relics:
                marked = []
                for r in relics:
                    marked.append((r.iid, "barrier" in r.card.keywords))
                targets = rules.attack_targets(marked)
            else:
                targets = [rules.FAVORED]
            return Attack(attackers[randrange(len(attackers))].iid, targets[randrange(len(targets))])
        if not randrange(4):
            return PASS
    # The candidates as (card or source, ability index or -1, what it targets): the target is
    # drawn only for the candidate picked (the same odds as drawing one for every candidate).
    options: list[tuple[str, int, str | None]] = []
    cap = rules.capacity(side.orbs)
    blooms = side.blooms
    affordable = rules.affordable
    ready, ready_colours, spent_colours = cap
    power = ready + blooms
    cards = catalog.cards
    ids = st.ids
    found: dict[str, list[str]] = {}
    seen: set[str] = set()
    for iid in side.hand:
        card_id = ids[iid]
        if card_id in seen:
            continue
        card = cards[card_id]
        if not (in_main or card.fast):
            continue
        seen.add(card_id)
        check = card.check  # rules.affordable, inlined (every card in hand is looked at)
        if check is None or check in spent_colours:
            if power < card.essence:
                continue
        elif check not in ready_colours or power - 1 < card.essence:
            continue
        choose = card.choose
        if choose is not None and card.type == "spell":
            if not _aims(st, seat, choose, found):
                continue
        options.append((iid, -1, choose))
    for things in (side.units, side.relics):
        for thing in things:
            abilities = thing.card.abilities
            if not abilities:
                continue
            for index, ability in enumerate(abilities):
                if ability.expend and not stats.can_expend_now(side, thing, turn):
                    continue
                if (ability.wear and thing.durability < ability.wear) or not affordable(
                    cap, blooms, ability.essence, ability.check
                ):
                    continue
                choose = ability.choose
                if choose is not None and not _aims(st, seat, choose, found):
                    continue
                options.append((thing.iid, index, choose))
    if not options:
        return PASS
    source, index, choose = options[randrange(len(options))]
    target = None
    if choose is not None:
        aims = _aims(st, seat, choose, found)
        if aims:
            target = aims[randrange(len(aims))]
    return Play(source, target) if index < 0 else Activate(source, index, target)
