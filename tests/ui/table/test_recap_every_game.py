"""The recap of the computer's turn in every game (the shared table layer, issue 25): after the
computer has played, what it did stays on screen until the player dismisses it."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import default_registry
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.session import MatchSetup
from cardtable.ui.app import CardtableApp
from cardtable.ui.game_screen import GameScreen
from cardtable.ui.table.recap import RecapScreen
from tests.ui.helpers import until

HUMAN = SeatInfo()
COMPUTER = SeatInfo(kind="computer", bot="greedy")
GAMES = {
    "lux-nova": MatchSetup("lux-nova", ("Ana", "Cpu"), (HUMAN, COMPUTER), 3, {}),
    "aether-lanes": MatchSetup("aether-lanes", ("Ana", "Cpu"), (HUMAN, COMPUTER), 3, {}),
}


def only_legal(game: GameScreen) -> Any:
    """A decision of the person at the keys that hands the turn on: a placement (Lux Nova), or
    ending the turn (Aether Lanes), else the first legal action but conceding."""
    legal = [a for a in game.match.state.legal_actions() if a.KIND != "concede"]
    for kind in ("end_turn", "end", "pass"):
        for action in legal:
            if action.KIND == kind:
                return action
    return legal[0]


@pytest.mark.parametrize("game_id", sorted(GAMES))
async def test_the_computers_turn_is_recapped_in_every_game(game_id: str) -> None:
    app = CardtableApp(
        default_registry(), start=GAMES[game_id], settings=SettingsLoad(Settings(animation_speed="instant"))
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack))
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        recap: RecapScreen | None = None
        for _ in range(40):  # decide until the computer has had a turn
            await pilot.pause(0.05)
            if isinstance(app.screen, RecapScreen):
                recap = app.screen
                break
            if app.screen is game and game.my_turn:
                game.act(only_legal(game))
            elif app.screen is not game:
                await pilot.press("enter")  # an opening question (keep the hand)
        assert recap is not None, "no recap of the computer's turn"
        words = recap.body.plain
        assert "Cpu" in recap.title_text and "Cpu" in words
        await pilot.press("space")
        await pilot.pause()
        assert app.screen is recap  # it stays until dismissed
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is not recap)
