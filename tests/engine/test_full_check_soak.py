"""CI's soak run: ``simulate --checks full`` on 200 games of every registered game (every check
after every action, replay and JSON round trip at the end of every game) finds nothing."""

from __future__ import annotations

import pytest

from cardtable.engine.registry import default_registry
from cardtable.engine.simulate import simulate

REGISTRY = default_registry()


GAMES, PARTS = 200, 4
"""The 200 games of one run (seed 2026), in parts of 50 (``--game-offset``) so that the test
workers share them."""


@pytest.mark.parametrize("part", range(PARTS))
@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_two_hundred_fully_checked_games_find_no_error(game_id: str, part: int) -> None:
    size = GAMES // PARTS
    summary = simulate(REGISTRY, game_id, games=size, seed=2026, checks="full", game_offset=part * size)
    assert summary.get("error_list", []) == []
    assert summary["fully_checked_games"] == size and summary["checks"] == "full"
