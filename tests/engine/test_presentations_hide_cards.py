"""Hidden cards are hidden because a presentation never holds them: every game's
``present(state, viewer)`` for the seat not to move (and for a spectator), at every position of
random games, holds no id that seat may not see (issue 24)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest

from cardtable.engine import new_game
from cardtable.engine.actions import Action
from cardtable.engine.bots import RandomBot
from cardtable.engine.rng import Rng
from cardtable.engine.state import GameState
from cardtable.games.aether_lanes.presentation import present as aether_present
from cardtable.games.lux_aeterna.present import present as lux_aeterna_present
from cardtable.games.lux_nova.present import present as lux_nova_present
from tests.ui.aether_lanes.test_presentation import strings

PRESENTS: dict[str, Callable[[Any, int | None], Any]] = {
    "aether-lanes": aether_present,
    "lux-nova": lux_nova_present,
    "lux-aeterna": lux_aeterna_present,
}
"""Luminous's presentation comes with the kernel branch (issue 24, first half)."""


def test_the_walk_finds_strings_in_choices_and_actions() -> None:
    @dataclasses.dataclass(frozen=True)
    class Play(Action):
        KIND = "play"
        card: str

    assert strings({"a": (Play("c1"), ["c2"])}) == {"a", "c1", "c2"}


def _leaks(state: GameState, present: Callable[[Any, int | None], Any]) -> list[str]:
    actor = state.to_act
    problems = []
    for viewer in [seat for seat in range(state.num_players) if seat != actor] + [None]:
        hidden = state.hidden_ids(viewer)
        shown = hidden & strings(present(state, viewer))
        if shown:
            problems.append(f"seat {viewer} is shown {sorted(shown)[:5]}")
    return problems


@pytest.mark.parametrize("game", sorted(PRESENTS))
@pytest.mark.parametrize("seed", [1, 2])
def test_no_presentation_shows_the_seat_not_to_move_a_hidden_card(game: str, seed: int) -> None:
    state = new_game(game, ["Ana", "Bo"], seed=seed)
    rng = Rng(seed)
    bot = RandomBot()
    for _ in range(60):
        assert _leaks(state, PRESENTS[game]) == []
        if state.is_over:
            break
        state.apply(bot.choose(state, rng))


def test_a_leak_would_be_found() -> None:
    state = new_game("aether-lanes", ["Ana", "Bo"], seed=1)
    hidden = sorted(state.hidden_ids(0))[0]
    assert _leaks(state, lambda s, viewer: {"peek": hidden}) != []
