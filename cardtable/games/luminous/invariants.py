"""Luminous invariants, checked after every action by the simulator and the tests: no card
created or lost, tokens only in play, orbs/Blooms/tokens conserved against the box counts,
numbers within bounds, and the decision consistent with the turn."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from cardtable.games.luminous import stats

if TYPE_CHECKING:
    from cardtable.engine.state import GameState
    from cardtable.games.luminous.state import LuminousState


def invariants(state: GameState) -> list[str]:
    """Every invariant, worded (the full check of a position)."""
    st: LuminousState = state  # type: ignore[assignment]
    problems: list[str] = []
    rules = st.catalog.rules
    live = st.result is None
    located: list[str] = []
    tokens_in_play: Counter[tuple[int, str]] = Counter()
    orbs_in_play: Counter[tuple[int, str]] = Counter()
    blooms_in_play: Counter[int] = Counter()
    for seat, side in enumerate(st.sides):
        located += side.deck
        located += side.hand
        located += side.discard
        located += side.void
        for thing in side.units:
            if thing.card.token:
                tokens_in_play[(side.pool, thing.card.id)] += 1
            else:
                located.append(thing.iid)
            if live and thing.damage >= stats.health(side, thing):
                problems.append(f"{thing.iid} has lethal damage but is still in play")
        for thing in side.relics:
            if thing.card.token:
                tokens_in_play[(side.pool, thing.card.id)] += 1
            else:
                located.append(thing.iid)
            if live and thing.durability <= 0:
                problems.append(f"{thing.iid} has no durability but is still in play")
        for orb in side.orbs:
            orbs_in_play[(side.pool, orb[1])] += 1
        blooms_in_play[side.pool] += side.blooms
        if len(side.orbs) > rules.basic_orbs_before_bloom:
            problems.append(f"seat {seat} has {len(side.orbs)} basic orbs in play")
        if live and side.life <= 0:
            problems.append(f"seat {seat} is at {side.life} life but the match goes on")
    where = set(located)
    cards = len(st.ids) - st.next_token + 1
    made_tokens = {f"t{n}" for n in range(1, st.next_token)}
    if (
        len(where) != len(located)
        or len(where) != cards
        or not st.ids.keys() >= where
        or not where.isdisjoint(made_tokens)
    ):
        problems += _placement_problems(st, located, where)
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
    if live:
        kind, seat = st.waiting
        if kind == "priority" and st.priority.holder != seat:
            problems.append("the priority holder is not the seat to act")
        if kind in ("assign",) and st.combat is None:
            problems.append("a damage split is asked outside combat")
        if kind == "order" and not st.batch:
            problems.append("a trigger order is asked with an empty batch")
    return problems


def _placement_problems(st: LuminousState, located: list[str], where: set[str]) -> list[str]:
    """What is wrong with where the cards are (tokens outside play, doubles, lost, made)."""
    problems = []
    for seat, side in enumerate(st.sides):
        if any(c[0] == "t" for c in (*side.deck, *side.hand, *side.discard, *side.void)):
            problems.append(f"seat {seat} holds a token outside play")
    if len(where) != len(located):
        doubled = [iid for iid, n in Counter(located).items() if n > 1]
        problems.append(f"cards in two places: {sorted(doubled)[:5]}")
    expected = {iid for iid in st.ids if iid[0] == "c"}
    lost = expected - where
    made = where - expected
    if lost:
        problems.append(f"cards lost: {sorted(lost)[:5]}")
    if made:
        problems.append(f"cards created: {sorted(made)[:5]}")
    return problems


def cheap_invariants(state: GameState) -> list[str]:
    """The per-action check of a sampled simulation: counts only (cards, orbs, Blooms, tokens,
    lethal damage); when a count is off, the full :func:`invariants` word the problem."""
    st: LuminousState = state  # type: ignore[assignment]
    cards = tokens = orbs = blooms = 0
    live = st.result is None
    for side in st.sides:
        cards += len(side.deck) + len(side.hand) + len(side.discard) + len(side.void)
        for thing in side.units:
            if thing.card.token:
                tokens += 1
            if live and thing.damage and thing.damage >= stats.health(side, thing):
                return invariants(state) or ["a unit with lethal damage is in play"]
        for thing in side.relics:
            if thing.card.token:
                tokens += 1
        cards += len(side.units) + len(side.relics)
        orbs += len(side.orbs)
        blooms += side.blooms
    cards -= tokens
    for pool in st.pools:
        orbs += sum(pool.orbs.values())
        tokens += sum(pool.tokens.values())
        blooms += pool.blooms
    box = st.catalog.rules.box
    boxes = len(st.pools)
    if (
        cards != len(st.ids) - st.next_token + 1
        or orbs != boxes * box.orbs_per_colour * len(st.catalog.colours)
        or blooms != boxes * box.blooms
        or tokens != boxes * sum(box.tokens.values())
    ):
        return invariants(state) or ["a count is off (cards, orbs, Blooms or tokens)"]
    return []
