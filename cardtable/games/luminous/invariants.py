"""Luminous invariants, checked after every action by the simulator and the tests: no card
created or lost, tokens only in play, orbs/Blooms/tokens conserved against the box counts,
numbers within bounds, and the decision consistent with the turn."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from cardtable.engine.invariants import generic_problems
from cardtable.games.luminous import stats

if TYPE_CHECKING:
    from cardtable.engine.state import GameState
    from cardtable.games.luminous.state import LuminousState


def invariants(state: GameState) -> list[str]:
    """Every invariant, worded (the full check of a position): :func:`_sound` decides whether
    anything is wrong, :func:`_worded` (the same checks, slower) says what."""
    st: LuminousState = state  # type: ignore[assignment]
    return [] if _sound(st) else _worded(st)


def _sound(st: LuminousState) -> bool:
    """True when :func:`_worded` finds nothing: the same checks, answered without building the
    wording (counters, per-colour and per-token totals by list counts, one set of ids)."""
    live = st.result is None
    rules = st.catalog.rules
    limit = rules.basic_orbs_before_bloom
    pools = st.pools
    colours_in_play: list[list[str]] = []
    tokens_in_play: list[list[str]] = []
    for _ in pools:
        colours_in_play.append([])
        tokens_in_play.append([])
    blooms_in_play = [0] * len(pools)
    used = [False] * len(pools)
    for side in st.sides:
        if len(side.orbs) > limit or (live and side.life <= 0):
            return False
        index = side.pool
        used[index] = True
        tokens = tokens_in_play[index]
        statics = side.statics
        for thing in side.units:
            card = thing.card
            if card.token:
                tokens.append(card.id)
            if live:
                health = stats.health(side, thing) if statics else card.health + thing.hp + thing.thp
                if thing.damage >= health:
                    return False
        for thing in side.relics:
            card = thing.card
            if card.token:
                tokens.append(card.id)
            if live and thing.durability <= 0:
                return False
        colours = colours_in_play[index]
        for orb in side.orbs:
            colours.append(orb[1])
        blooms_in_play[index] += side.blooms
    if st.zones.problems(expected_cards(st)):
        return False
    box = rules.box
    per_colour = box.orbs_per_colour
    for index, pool in enumerate(pools):
        if not used[index]:
            continue
        orbs, colours = pool.orbs, colours_in_play[index]
        for colour in st.catalog.colours:
            if orbs.get(colour, 0) + colours.count(colour) != per_colour:
                return False
        if pool.blooms + blooms_in_play[index] != box.blooms:
            return False
        held, tokens = pool.tokens, tokens_in_play[index]
        for token, count in box.tokens.items():
            if held.get(token, 0) + tokens.count(token) != count:
                return False
    return not (st.decision_problems() or (live and st.asking.kind == "assign" and st.combat is None))


def _worded(st: LuminousState) -> list[str]:
    """Every invariant, each problem in words."""
    problems: list[str] = []
    rules = st.catalog.rules
    live = st.result is None
    tokens_in_play: Counter[tuple[int, str]] = Counter()
    orbs_in_play: Counter[tuple[int, str]] = Counter()
    blooms_in_play: Counter[int] = Counter()
    for seat, side in enumerate(st.sides):
        for thing in side.units:
            if thing.card.token:
                tokens_in_play[(side.pool, thing.card.id)] += 1
            if live and thing.damage >= stats.health(side, thing):
                problems.append(f"{thing.iid} has lethal damage but is still in play")
        for thing in side.relics:
            if thing.card.token:
                tokens_in_play[(side.pool, thing.card.id)] += 1
            if live and thing.durability <= 0:
                problems.append(f"{thing.iid} has no durability but is still in play")
        for orb in side.orbs:
            orbs_in_play[(side.pool, orb[1])] += 1
        blooms_in_play[side.pool] += side.blooms
        if len(side.orbs) > rules.basic_orbs_before_bloom:
            problems.append(f"seat {seat} has {len(side.orbs)} basic orbs in play")
        if live and side.life <= 0:
            problems.append(f"seat {seat} is at {side.life} life but the match goes on")
    problems += st.zones.problems(expected_cards(st))
    for seat, side in enumerate(st.sides):
        if any(c[0] == "t" for c in (*side.deck, *side.hand, *side.discard, *side.void)):
            problems.append(f"seat {seat} holds a token outside play")
    box = rules.box
    for index, pool in enumerate(st.pools):
        users = sum(1 for side in st.sides if side.pool == index)
        if users == 0:
            continue
        for colour in st.catalog.colours:
            total = pool.orbs.get(colour, 0) + orbs_in_play[(index, colour)]
            if total != box.orbs_per_colour:
                problems.append(f"pool {index}: {total} {colour} orbs instead of {box.orbs_per_colour}")
        if pool.blooms + blooms_in_play[index] != box.blooms:
            problems.append(f"pool {index}: Blooms {pool.blooms} + {blooms_in_play[index]} != {box.blooms}")
        for token, count in box.tokens.items():
            if pool.tokens.get(token, 0) + tokens_in_play[(index, token)] != count:
                problems.append(f"pool {index}: {token} tokens do not add up to {count}")
    problems += st.decision_problems()  # the kernel's: the seat asked, priority, the batch
    if live and st.asking.kind == "assign" and st.combat is None:
        problems.append("a damage split is asked outside combat")
    return problems


def expected_cards(st: LuminousState) -> set[str]:
    """The ids that should lie in the zones: every card of the decks, and the tokens in play (a
    token is made in play and goes back to the box as it leaves; the box counts check them)."""
    expected = set(st.ids)  # every instance id, the tokens ever made ("t1".."tN") taken out
    made = st.serials[0]  # next_token
    if made > 1:
        expected.difference_update([f"t{n}" for n in range(1, made)])
    for side in st.sides:
        for things in (side.units, side.relics):
            for thing in things:
                if thing.card.token:
                    expected.add(thing.iid)
    return expected


def cheap_invariants(state: GameState) -> list[str]:
    """The per-action check of a sampled simulation: counts only (cards, orbs, Blooms, tokens,
    lethal damage), and the contract's cheap checks (``IMPL.cheap_invariants_cover_contract``):
    while the match is on, the seat to act is a seat and has a legal action. When anything is
    off, the contract's checks and the full :func:`invariants` word the problem.

    Written for speed (it runs after every action of every sampled game): the two sides' zones
    are counted in one expression, and a unit or relic is looked at only for what the counts
    cannot see (a token, lethal damage)."""
    st: LuminousState = state  # type: ignore[assignment]
    live = st.result is None
    first, second = sides = st.sides
    if live and not (0 <= st.asking.seat < 2 and st.has_legal_action()):
        return _explained(st)
    tokens = 0
    for side in sides:
        for thing in side.units:
            if thing.damage or thing.card.token:  # most units: neither (one test for both)
                card = thing.card
                if card.token:
                    tokens += 1
                if live and thing.damage:
                    health = stats.health(side, thing) if side.statics else card.health + thing.hp + thing.thp
                    if thing.damage >= health:
                        return _explained(st) or ["a unit with lethal damage is in play"]
        for thing in side.relics:
            if thing.card.token:
                tokens += 1
    cards = (
        len(first.deck) + len(first.hand) + len(first.discard) + len(first.void) + len(first.units)
        + len(first.relics) + len(second.deck) + len(second.hand) + len(second.discard)
        + len(second.void) + len(second.units) + len(second.relics) - tokens
    )  # fmt: skip
    orbs = len(first.orbs) + len(second.orbs)
    blooms = first.blooms + second.blooms
    box_orbs, box_blooms, box_tokens = st.definition.catalog.box_totals
    for pool in st.pools:  # each box's supply and what was taken from it add up to the box
        orbs += sum(pool.orbs.values()) - box_orbs
        tokens += sum(pool.tokens.values()) - box_tokens
        blooms += pool.blooms - box_blooms
    if orbs or blooms or tokens or cards != len(st.ids) - st.serials[0] + 1:  # (serials[0]: next_token)
        return _explained(st) or ["a count is off (cards, orbs, Blooms or tokens)"]
    return []


def _explained(st: LuminousState) -> list[str]:
    """What is wrong, in words: the contract's checks, then the full invariants."""
    return generic_problems(st, check_views=False) + invariants(st)
