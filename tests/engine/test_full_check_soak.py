"""CI's soak run: ``simulate --checks full`` on 200 games of every registered game (every check
after every action, replay and JSON round trip at the end of every game) finds nothing."""

from __future__ import annotations

import pytest

from cardtable.engine.registry import default_registry
from cardtable.engine.simulate import simulate

REGISTRY = default_registry()


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_two_hundred_fully_checked_games_find_no_error(game_id: str) -> None:
    summary = simulate(REGISTRY, game_id, games=200, seed=2026, checks="full")
    assert summary.get("error_list", []) == []
    assert summary["fully_checked_games"] == 200 and summary["checks"] == "full"
