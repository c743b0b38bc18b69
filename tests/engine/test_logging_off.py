"""A game played with its event log off is the same game: the same state, move for move, as with
the log on (the simulator runs unsampled games and bots' look-aheads without a log, so nothing
the rules do may hide inside the building of an event)."""

from __future__ import annotations

import pytest

from cardtable.engine.bots import RandomBot
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng

REGISTRY = default_registry()


def without_log(state) -> dict:
    data = state.to_json()
    data.pop("log")
    return data


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_logging_off_plays_the_same_games(game_id: str) -> None:
    for seed in range(12 if game_id in LOG_AWARE else 3):
        logged = REGISTRY.new_game(game_id, ["Ana", "Bo"], seed)
        silent = REGISTRY.new_game(game_id, ["Ana", "Bo"], seed)
        silent.set_logging(False)
        bot, rng_a, rng_b = RandomBot(), Rng(seed), Rng(seed)
        while not logged.is_over:
            action = bot.choose(logged, rng_a)
            assert bot.choose(silent, rng_b) == action
            logged.apply(action)
            silent.apply(action)
            assert without_log(silent) == without_log(logged)
        assert silent.is_over and logged.log
        if game_id in LOG_AWARE:
            assert silent.log == []


LOG_AWARE = {"lux-nova", "aether-lanes"}
"""Games whose events are built only while the log is on (the others still log; same games)."""
