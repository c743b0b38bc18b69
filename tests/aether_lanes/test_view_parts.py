"""Aether Lanes' view parts: a seat's view is the spectator's view with that seat's hand, so the
simulator's leak check may serialise the public part once; a leak in either part is caught."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.engine.bots import RandomBot
from cardtable.engine.invariants import leak_problems, view_leaks
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng
from cardtable.engine.simrun import game_seed
from cardtable.engine.simulate import simulate
from cardtable.games.aether_lanes import api
from cardtable.games.aether_lanes.actions import id_text
from cardtable.games.aether_lanes.state import AetherState
from tests.support.id_finder import assert_finder_reads_like_the_split

REGISTRY = default_registry()


def _positions() -> list[AetherState]:
    found = []
    for seed in range(4):
        state = AetherState(["Ana", "Bo"], seed, {"variant": "standard"})
        bot, rng = RandomBot(), Rng(seed)
        while not state.is_over:
            if len(state.history) % 5 == 0:
                found.append(state.copy())
            state.apply(bot.choose(state, rng))
        found.append(state)
    return found


POSITIONS = _positions()


def _strings(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        found = set(value)
        for item in value.values():
            found |= _strings(item)
        return found
    if isinstance(value, list):
        return set().union(*(_strings(item) for item in value)) if value else set()
    return set()


def test_a_seats_view_is_the_public_view_with_its_own_hand() -> None:
    for state in POSITIONS:
        public, own = state.view_parts()
        assert state.view(None) == public and sorted(own) == [0, 1]
        for seat in (0, 1):
            seen = state.view(seat)
            assert seen["sides"][seat]["hand"] == own[seat]["hand"]
            assert "hand" not in seen["sides"][1 - seat]
            assert _strings(seen) == _strings(public) | _strings(own[seat])
            assert leak_problems(state, 2, parts=True) == leak_problems(state, 2, parts=False) == []


def test_the_hidden_id_finder_reads_the_same_strings_as_the_split() -> None:
    """Every id a seat may not see (deck and hand cards, never tokens) has the finder's form, and
    the finder reads from a view's JSON exactly the strings of that form the split reads (a leaked
    id in the table, in a hand, or next to an escaped quote is found alike)."""
    assert_finder_reads_like_the_split(AetherState.hidden_id_finder, POSITIONS, _strings)


@pytest.mark.parametrize("where", ["public", "own"])
def test_a_leak_in_either_part_is_caught_by_the_sampled_simulation(
    where: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A deliberate bug from turn 4 on: the public table shows seat 0's top card, or seat 0's hand
    part shows seat 1's hand; the views players get show it too (they are built from the same
    parts here). Sampled mode catches it in the fully checked games and names the game's seed."""
    original_parts, original_view = api.view_parts, api.view

    def leak(st: AetherState, seat: int | None, part: dict[str, Any]) -> None:
        if st.turn >= 4 and st.sides[0].deck:
            if where == "public" and seat is None:
                part["peek"] = id_text(st.sides[0].deck[-1])
            elif where == "own" and seat == 0 and st.sides[1].hand:
                part["peek"] = [id_text(c) for c in st.sides[1].hand]

    def leaky_parts(st: AetherState) -> Any:
        public, own = original_parts(st)
        public = dict(public)
        own = {seat: dict(part) for seat, part in own.items()}
        leak(st, None, public)
        leak(st, 0, own[0])
        return public, own

    def leaky_view(st: AetherState, seat: int | None) -> Any:
        seen = dict(original_view(st, seat))
        leak(st, None, seen)
        if seat is not None:
            leak(st, seat, seen)
        return seen

    monkeypatch.setattr(api, "view_parts", leaky_parts)
    monkeypatch.setattr(api, "view", leaky_view)
    state = next(s for s in POSITIONS if s.turn >= 4 and s.sides[0].deck and s.sides[1].hand)
    assert view_leaks(state, 1 if where == "public" else 0)
    assert leak_problems(state, 2, parts=True)
    summary = simulate(REGISTRY, "aether-lanes", games=21, seed=5, check_every=20, jobs=1)
    assert summary["errors"] >= 2 and summary["fully_checked_games"] == 2
    first = summary["first_error"]
    assert first.startswith(f"game 0 (seed {game_seed(5, 0)}) after action ")
    assert "shows hidden cards" in first and f"--game-seed {game_seed(5, 0)}" in first
