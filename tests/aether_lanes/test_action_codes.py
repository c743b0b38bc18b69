"""Aether Lanes' integer action space: every legal action of many positions round-trips through its
code, codes are distinct, apply_code plays like apply, and a bad code is a clear error."""

from __future__ import annotations

import pytest

from cardtable.engine.bots import RandomBot
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.record import same_state
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes.actions import Maneuver, Summon

REGISTRY = default_registry()


@pytest.mark.parametrize("seed", range(4))
def test_every_legal_action_round_trips_through_its_code(seed: int) -> None:
    state = REGISTRY.new_game("aether-lanes", ["Ana", "Bo"], seed)
    bot, rng = RandomBot(), Rng(seed)
    while not state.is_over:
        actions = state.legal_actions()
        codes = [state.encode(a) for a in actions]
        assert len(set(codes)) == len(codes)
        assert [state.decode(c) for c in codes] == actions
        state.apply(bot.choose(state, rng))


def test_apply_code_plays_like_apply() -> None:
    by_code = REGISTRY.new_game("aether-lanes", ["Ana", "Bo"], 8)
    by_value = REGISTRY.new_game("aether-lanes", ["Ana", "Bo"], 8)
    bot, rng = RandomBot(), Rng(8)
    while not by_value.is_over:
        action = bot.choose(by_value, rng)
        by_value.apply(action)
        by_code.apply_code(by_code.encode(action))
    assert same_state(by_code, by_value)


def test_odd_values_and_codes_are_clear_errors() -> None:
    state = REGISTRY.new_game("aether-lanes", ["Ana", "Bo"], 1)
    assert state.decode(state.encode(Maneuver("aggressive", "defensive"))) == Maneuver(
        "aggressive", "defensive"
    )
    assert state.decode(state.encode(Summon("t3", "balanced", 2, "p1"))) == Summon("t3", "balanced", 2, "p1")
    with pytest.raises(IllegalActionError, match="has no code"):
        state.encode(Summon("nonsense", "balanced"))
    with pytest.raises(IllegalActionError, match="not the code"):
        state.decode(15)
    with pytest.raises(IllegalActionError):
        state.apply_code(-1)
