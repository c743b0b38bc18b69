"""Screenshot scenes of the Lux Nova screen (``cardtable screenshots``): fixed seeds, so they
always look the same."""

from __future__ import annotations

from typing import Any

from cardtable.persistence.settings import Settings
from cardtable.ui.match_over import MatchOverScreen
from cardtable.ui.screenshots import Scene, settle


def _scene_state(seed: int, plays: int, names: tuple[str, ...], variant: str = "basic") -> Any:
    """A match after ``plays`` bot moves, with the human seat to act (for screenshots)."""
    from cardtable.engine.actions import Action
    from cardtable.engine.bots import Bot, GreedyBot, RandomBot
    from cardtable.engine.record import SeatInfo
    from cardtable.engine.registry import default_registry
    from cardtable.engine.rng import Rng
    from cardtable.games.lux_nova.present import score_of

    def points(state: Any, action: Action, seat: int) -> float:
        score = score_of(state, action)
        assert score is not None
        return float(score.total)

    state = default_registry().new_game("lux-nova", list(names), seed, {"variant": variant})
    bots: list[Bot] = [RandomBot(), GreedyBot(score_action=points)]
    rng = Rng(seed)
    while len(state.history) < plays or (state.to_act != 0 and not state.is_over):
        seat = state.to_act
        assert seat is not None
        state.apply(bots[min(seat, 1)].choose(state, rng))
    seats = [SeatInfo()] + [SeatInfo(kind="computer", bot="greedy") for _ in names[1:]]
    return (state, seats)


async def _to_result(pilot: Any) -> None:
    """Place the human's last cards (Enter) until the result shows; never press while the
    computer is thinking, or a late Enter would land on the result's Rematch button."""
    for _ in range(400):
        screen = pilot.app.screen
        if isinstance(screen, MatchOverScreen):
            break
        if getattr(screen, "my_turn", False):
            await pilot.press("enter")
        else:
            await pilot.pause(0.05)
    await settle(pilot)


SCREENSHOT_SCENES = [
    Scene("lux-nova-board", start=lambda: _scene_state(2026, 22, ("Ana", "Cpu"))),
    Scene(
        "lux-nova-board-80x24-colour-blind",
        start=lambda: _scene_state(2026, 22, ("Ana", "Cpu")),
        size=(80, 24),
        settings=Settings(animation_speed="instant", colour_blind=True),
    ),
    Scene(
        "lux-nova-board-200x60",
        start=lambda: _scene_state(7, 30, ("Ana", "Bo", "Cy"), "advanced"),
        size=(200, 60),
    ),
    Scene("lux-nova-solo-end", start=lambda: _scene_state(11, 33, ("Ana",)), steps=_to_result),
    Scene("lux-nova-end", start=lambda: _scene_state(5, 33, ("Ana", "Cpu")), steps=_to_result),
]
