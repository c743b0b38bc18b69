"""The kernel's declared blockers and damage assignment, on a toy combat (no game)."""

from __future__ import annotations

import pytest

from cardtable.engine.kernel.blocking import Blow, Combat, resolve_blocked, split_count, split_problem, splits


def test_splits_enumerate_every_way_and_match_the_count() -> None:
    found = list(splits(3, 2))
    assert found == [(3, 0), (2, 1), (1, 2), (0, 3)]
    assert len(list(splits(5, 3))) == split_count(5, 3) == 21
    assert list(splits(0, 2)) == [(0, 0)]
    assert list(splits(2, 0)) == []


@pytest.mark.parametrize(
    "split, reason",
    [
        ((3,), "exactly 2"),
        ((4, -1), "negative"),
        ((1, 1), "all 3 damage"),
    ],
)
def test_split_problems_are_named(split: tuple[int, ...], reason: str) -> None:
    problem = split_problem(3, 2, split)
    assert problem is not None and reason in problem
    assert split_problem(3, 2, (2, 1)) is None


def test_simultaneous_damage_every_blocker_strikes_back() -> None:
    attacker = Blow("a", 4, 5)
    blockers = [Blow("b1", 2, 2), Blow("b2", 3, 3)]
    result = resolve_blocked(attacker, blockers, (2, 2))
    assert result.to_blockers == (2, 2)
    assert result.to_attacker == 5
    assert result.struck_back == (True, True)
    assert result.dies(0, blockers[0]) and not result.dies(1, blockers[1])
    assert result.carried == 0


def test_first_strike_kills_before_the_blow_back() -> None:
    attacker = Blow("a", 4, 3)
    blockers = [Blow("b1", 5, 2), Blow("b2", 1, 3)]
    result = resolve_blocked(attacker, blockers, (2, 2), first_strike=True)
    assert result.struck_back == (False, True)
    assert result.to_attacker == 1


def test_carry_over_sends_past_lethal_damage_on() -> None:
    attacker = Blow("a", 6, 6)
    blockers = [Blow("b1", 1, 1), Blow("b2", 1, 2)]
    assert resolve_blocked(attacker, blockers, (4, 2), carry_over=True).carried == 3
    assert resolve_blocked(attacker, blockers, (4, 2), carry_over=False).carried == 0


def test_combat_round_trips_through_json() -> None:
    combat = Combat("u1", 0, "player", 2, ["u7", "u8"], False, "block")
    assert Combat.from_json(combat.to_json()) == combat
    assert combat.blocked and not Combat("u1", 0, "x").blocked
