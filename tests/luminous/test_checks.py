"""The simulator's checks of Luminous: the quick answers of the invariants agree with the worded
ones on sound and on broken positions, the cheap per-action check sees what it counts, and the
leak check reads a seat's view through its two parts (public table, own hand) without missing a
leak in either."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pydantic_core import to_json

from cardtable.engine.checks import cheap_check
from cardtable.engine.invariants import leak_problems, view_leaks
from cardtable.engine.kernel.decision import Decision
from cardtable.engine.registry import GameRegistry
from cardtable.engine.rng import Rng
from cardtable.engine.simrun import game_seed
from cardtable.engine.simulate import simulate
from cardtable.games.luminous import INFO, view
from cardtable.games.luminous.impl import IMPL
from cardtable.games.luminous.invariants import _sound, _worded, cheap_invariants, invariants
from cardtable.games.luminous.state import LuminousState
from tests.support.id_finder import assert_finder_reads_like_the_split

REGISTRY = GameRegistry([INFO])


def positions(games: int = 6, every: int = 9) -> list[LuminousState]:
    """Copies of positions from random games (shared box in every other game)."""
    found = []
    for index in range(games):
        seed = game_seed(17, index)
        state = LuminousState(["Ana", "Bo"], seed, {"shared_box": index % 2 == 1})
        rng = Rng(seed)
        count = 0
        while not state.is_over:
            state.apply(state.random_action(rng))
            count += 1
            if count % every == 0:
                found.append(state.copy())
        found.append(state.copy())
    return found


POSITIONS = positions()


def _strings(value: Any) -> set[str]:
    return set(to_json(value).decode().split('"')[1::2])


def test_sound_positions_pass_every_check_quickly_and_in_words() -> None:
    check = cheap_check(IMPL, 2)
    for state in POSITIONS:
        assert _sound(state) and _worded(state) == [] and invariants(state) == []
        assert check(state) == [] and leak_problems(state) == []


def _in_play(st: LuminousState) -> Any:
    return next(t for side in st.sides for t in (*side.units, *side.relics))


def _lose_a_card(st: LuminousState) -> None:
    st.sides[0].deck.pop()


def _double_a_card(st: LuminousState) -> None:
    st.sides[1].hand.append(st.sides[0].deck[0])


def _swap_a_card_for_a_token(st: LuminousState) -> None:
    card = st.sides[0].deck.pop()
    token = f"t{st.next_token}"
    st.ids[token] = st.ids[card]
    st.next_token += 1
    st.sides[0].hand.append(token)


def _repaint_an_orb(st: LuminousState) -> None:
    for side in st.sides:
        if side.orbs:
            colour = side.orbs[0][1]
            side.orbs[0][1] = next(c for c in st.catalog.colours if c != colour)
            return
    raise LookupError


def _extra_orb(st: LuminousState) -> None:
    pool = st.pools[st.sides[1].pool]
    pool.orbs[st.catalog.colours[0]] = pool.orbs.get(st.catalog.colours[0], 0) + 1


def _lost_bloom(st: LuminousState) -> None:
    st.pools[st.sides[0].pool].blooms -= 1


def _token_from_nowhere(st: LuminousState) -> None:
    tokens = st.pools[st.sides[0].pool].tokens
    token = next(iter(tokens))
    tokens[token] += 1


def _lethal_damage(st: LuminousState) -> None:
    for side in st.sides:
        if side.units:
            side.units[0].damage = 99
            return
    raise LookupError


def _broken_relic(st: LuminousState) -> None:
    for side in st.sides:
        if side.relics:
            side.relics[0].durability = 0
            return
    raise LookupError


def _no_life(st: LuminousState) -> None:
    st.sides[1].life = 0


def _wrong_priority(st: LuminousState) -> None:
    st.asking = Decision(st.asking.seat, "priority", "")
    st.priority.holder = 1 - st.asking.seat


def _order_without_triggers(st: LuminousState) -> None:
    st.batch.pending.clear()
    st.asking = Decision(st.asking.seat, "order", "")


def _split_outside_combat(st: LuminousState) -> None:
    st.combat = None
    st.asking = Decision(st.asking.seat, "assign", "")


def _seven_orbs(st: LuminousState) -> None:
    side = st.sides[0]
    pool = st.pools[side.pool]
    while len(side.orbs) <= st.catalog.rules.basic_orbs_before_bloom:
        colour = next(c for c, n in pool.orbs.items() if n)
        pool.orbs[colour] -= 1
        side.orbs.append([f"o{len(side.orbs) + 90}", colour, False])


BREAKS: list[Callable[[LuminousState], None]] = [
    _lose_a_card,
    _double_a_card,
    _swap_a_card_for_a_token,
    _repaint_an_orb,
    _extra_orb,
    _lost_bloom,
    _token_from_nowhere,
    _lethal_damage,
    _broken_relic,
    _no_life,
    _wrong_priority,
    _order_without_triggers,
    _split_outside_combat,
    _seven_orbs,
]


@pytest.mark.parametrize("breaks", BREAKS, ids=lambda f: f.__name__.strip("_"))
def test_a_broken_position_is_seen_quickly_and_worded(breaks: Callable[[LuminousState], None]) -> None:
    broken = 0
    for state in POSITIONS[::3]:
        if state.is_over:
            continue
        st = state.copy()
        try:
            breaks(st)
        except (LookupError, StopIteration, IndexError):
            continue  # nothing of that kind in this position
        worded = _worded(st)
        assert worded, breaks.__name__
        assert not _sound(st) and invariants(st) == worded
        broken += 1
    assert broken >= 3


COUNTED = [_lose_a_card, _extra_orb, _lost_bloom, _token_from_nowhere, _lethal_damage]


@pytest.mark.parametrize("breaks", COUNTED, ids=lambda f: f.__name__.strip("_"))
def test_the_cheap_check_sees_what_it_counts_and_words_it(breaks: Callable[[LuminousState], None]) -> None:
    state = next(s.copy() for s in POSITIONS if not s.is_over and any(side.units for side in s.sides))
    breaks(state)
    problems = cheap_invariants(state)
    assert problems and problems == invariants(state)


def test_the_cheap_check_covers_the_contract() -> None:
    assert IMPL.cheap_invariants_cover_contract
    state = next(s.copy() for s in POSITIONS if not s.is_over)
    state.asking = Decision(2, state.asking.kind, "")
    assert "the actor 2 is not a seat" in cheap_check(IMPL, 2)(state)


def test_a_seats_view_is_the_public_view_with_its_own_part() -> None:
    for state in POSITIONS:
        public, own = state.view_parts()
        assert state.view(None) == public and sorted(own) == [0, 1]
        for seat in (0, 1):
            seen = state.view(seat)
            assert seen["sides"][seat]["hand"] == own[seat]["hand"]
            assert "hand" not in seen["sides"][1 - seat]
            assert _strings(seen) == _strings(public) | _strings(own[seat])


@pytest.mark.parametrize("where", ["public", "own"])
def test_a_leak_in_either_part_is_caught_by_the_sampled_simulation(
    where: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A deliberate bug from turn 4 on: the public table shows seat 0's top card, or seat 0's own
    part shows seat 1's hand; the views players get show it too. Sampled mode catches it in the
    fully checked games and names the game's seed."""
    original = view.view_parts

    def leaky(st: Any, seats: Any = None) -> Any:
        public, own = original(st, seats)
        if st.turn >= 4 and st.sides[0].deck:
            if where == "public":
                public["peek"] = st.sides[0].deck[-1]
            elif 0 in own and st.sides[1].hand:
                own[0]["peek"] = list(st.sides[1].hand)
        return public, own

    monkeypatch.setattr(view, "view_parts", leaky)
    state = next(s for s in POSITIONS if s.turn >= 4 and s.sides[0].deck and s.sides[1].hand)
    assert view_leaks(state, 1 if where == "public" else 0)
    assert leak_problems(state)
    summary = simulate(REGISTRY, "luminous", games=21, seed=5, check_every=20)
    # game 0 (fully checked) mid-game, the others on their final position
    assert summary["errors"] >= 2 and summary["fully_checked_games"] == 2
    first = summary["first_error"]
    assert first.startswith(f"game 0 (seed {game_seed(5, 0)}) after action ")
    assert "shows hidden cards" in first and f"--game-seed {game_seed(5, 0)}" in first
    action = int(first.split("after action ")[1].split(":")[0])
    again = simulate(REGISTRY, "luminous", games=1, game_seed=game_seed(5, 0))
    assert f"after action {action}:" in again["first_error"]


def test_the_leak_check_finds_the_same_strings_through_the_id_finder() -> None:
    """Every id a seat may not see has the finder's form, and the finder reads from a view's JSON
    exactly the strings of that form the split reads (a leaked id in the table, in a hand, or
    next to a string with an escaped quote is found alike); so both paths give the same answer."""
    assert_finder_reads_like_the_split(LuminousState.hidden_id_finder, POSITIONS, _strings)
    assert leak_problems(POSITIONS[0]) == []
