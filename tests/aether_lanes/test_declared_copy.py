"""Aether Lanes on the kernel's declared state and records: its copy is written by the kernel from
the declared fields (no attribute of a played duel left undeclared, none shared that can change),
and a copy or a snapshot read back writes the same JSON as the original."""

from __future__ import annotations

import json

import pytest

from cardtable.engine.bots import RandomBot
from cardtable.engine.kernel.declared import undeclared
from cardtable.engine.kernel.fields import shared_mutables
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes.state import AetherState


def _played(seed: int, actions: int) -> AetherState:
    state = AetherState(["A", "B"], seed, {})
    rng = Rng(seed)
    for _ in range(actions):
        if state.is_over:
            break
        state.apply(RandomBot().choose(state, rng))
        state.view(0), state.hidden_ids(1)  # (the caches are set too)
    return state


@pytest.mark.parametrize("seed", [1, 4, 9])
def test_a_copy_has_every_attribute_and_shares_nothing_that_changes(seed: int) -> None:
    state = _played(seed, 60)
    assert state.view_cache is not None and undeclared(state) == []
    other = state.copy()
    assert undeclared(other) == [] and "view_cache" not in vars(other)  # (a cache: not carried)
    assert set(vars(state)) - {"view_cache"} <= set(vars(other))  # (a carried flag: also its default)
    assert shared_mutables(state, other, state.SHARED | {"log"}) == []
    assert other.to_json() == state.to_json()
    for mine, theirs in zip(other.sides, state.sides, strict=True):
        assert mine is not theirs and mine.lanes is not theirs.lanes
        for unit, original in zip(mine.lanes, theirs.lanes, strict=True):
            while unit is not None and original is not None:
                assert unit is not original and unit.mods is not original.mods
                unit, original = unit.buried, original.buried


def test_an_undeclared_attribute_is_found() -> None:
    state = _played(2, 10)
    state.forgotten = 1  # type: ignore[attr-defined]
    assert undeclared(state) == ["forgotten"]


@pytest.mark.parametrize("seed", [3, 7])
def test_snapshots_read_back_byte_identical_with_units_remade(seed: int) -> None:
    state = _played(seed, 80)
    text = json.dumps(state.to_json())
    back = AetherState.from_json(json.loads(text))
    assert json.dumps(back.to_json()) == text
    for mine, theirs in zip(back.sides, state.sides, strict=True):
        for unit, original in zip(mine.lanes, theirs.lanes, strict=True):
            while unit is not None and original is not None:
                assert unit.cdef is original.cdef and unit.kw == original.kw
                assert (unit.atk, unit.dfn, unit.hp, unit.hooks) == (
                    original.atk,
                    original.dfn,
                    original.hp,
                    original.hooks,
                )
                unit, original = unit.buried, original.buried
    units = [u for side in back.sides for u in side.lanes if u is not None]
    units += [u.buried for u in units if u.buried is not None]
    assert back.temp_mods == any(u.temp for u in units)  # (set again by the units read)
