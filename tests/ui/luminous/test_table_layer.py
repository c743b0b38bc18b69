"""Pilot tests of the shared table layer on the Luminous screen (issue 25, item 11): a key belongs
to the moment it was pressed for; the legend and the history are on their keys."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.ui.luminous.scenes import MIDGAME
from cardtable.ui.table.legend import LegendScreen
from cardtable.ui.table.logview import LogViewScreen
from cardtable.ui.table.recap import RecapScreen
from tests.ui.helpers import until
from tests.ui.luminous.helpers import COMPUTER, HUMAN, lum_app, opened


def turn_14() -> tuple[Any, list[Any]]:
    """Ana's Main phase of turn 14, her orb played: a relic to play, then nothing (Sudden
    Death has no target), so the table passes the rest of her turn; in turn 15 the computer plays
    two units and Ana is asked at the end of its Main phase (her stop), with Sudden Death to
    answer. (After an orb the table asks her even with nothing left to play: item 11's Undo.)"""
    from cardtable.games.luminous.scenario import from_scenario

    data = copy.deepcopy(MIDGAME)
    data["turn"] = 14
    ana, cpu = data["sides"]
    ana.update(
        hand=["sudden-death", "glass-garden"],
        units=[],
        relics=[],
        orbs=["amber", "crimson", "crimson", "crimson", "crimson"],
        blooms=0,
        orb_played=True,
    )
    cpu.update(hand=["hedge-tinker", "trail-guide"], units=[], relics=[], orbs=["amber", "amber", "amber"])
    return from_scenario(data), [HUMAN, COMPUTER]


async def test_the_space_meant_for_turn_14_does_not_pass_turn_15() -> None:
    app = lum_app(start=turn_14())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        garden = next(a for a in game.match.state.legal_actions() if a.KIND == "play")
        game.act(garden)  # her last play: the table passes the rest of turn 14
        await until(pilot, lambda: game.match.state.turn == 15 and game.my_turn, timeout=20)
        before = len(game.match.state.history)
        await pilot.press("space")  # meant to end turn 14, which the table already ended
        await pilot.pause()
        assert game.match.state.turn == 15 and len(game.match.state.history) == before
        # It landed on the recap of the computer's turn, which stays until Enter dismisses it.
        assert isinstance(app.screen, RecapScreen)
        assert "Cpu" in app.screen.body.plain or "Hedge Tinker" in app.screen.body.plain
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is game)
        await pilot.press("space")  # now it passes the moment shown
        await until(pilot, lambda: len(game.match.state.history) > before)


async def test_the_legend_and_the_history_open_on_their_keys() -> None:
    app = lum_app(start=turn_14())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await pilot.press("g")
        await until(pilot, lambda: isinstance(app.screen, LegendScreen))
        text = app.screen.body.plain
        assert "▣" in text and "a unit blocking" in text and "⛨" in text and "durability" in text
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is game)
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, LogViewScreen))
        assert "Turn 14" in app.screen.body.plain or "The match starts" in app.screen.body.plain
