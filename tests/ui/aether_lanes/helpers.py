"""Helpers for Pilot tests of the Aether Lanes screens: the app with the game's screens set,
scenario positions, and small readers of what the screen shows."""

from __future__ import annotations

import dataclasses
from typing import Any

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import GameRegistry
from cardtable.games.aether_lanes import INFO
from cardtable.games.aether_lanes.scenario import from_scenario
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.app import CardtableApp

AL_INFO = dataclasses.replace(
    INFO,
    screen="cardtable.ui.aether_lanes.screen:BattleScreen",
    learn="cardtable.ui.aether_lanes.learn:LearnScreen",
)
HUMAN = SeatInfo()
COMPUTER = SeatInfo(kind="computer", bot="greedy")
FILLER = ["pebble-golem"] * 4


def al_app(start: Any = None, speed: str = "instant", **settings: Any) -> CardtableApp:
    """The real app with only Aether Lanes registered, its screens set (files per test)."""
    return CardtableApp(
        GameRegistry([AL_INFO]),
        start=start,
        settings=SettingsLoad(Settings(animation_speed=speed, **settings)),
    )


def position(
    a: dict[str, Any], b: dict[str, Any], seats: tuple[SeatInfo, SeatInfo] = (HUMAN, COMPUTER), **top: Any
) -> tuple[Any, list[SeatInfo]]:
    """A scenario start for the app: ``a`` and ``b`` are the sides of Ana and Bo."""
    sides = []
    for side in (a, b):
        side = dict(side)
        side.setdefault("deck", list(FILLER))
        sides.append(side)
    state = from_scenario({"game": "aether-lanes", "players": ["Ana", "Bo"], "sides": sides, **top})
    return state, list(seats)


async def opened(pilot: Any) -> Any:
    """Wait until the battle screen has drawn the table (a curtain or dialog may be on top)."""
    from cardtable.ui.aether_lanes.screen import BattleScreen

    for _ in range(200):
        await pilot.pause()
        for screen in pilot.app.screen_stack:
            if isinstance(screen, BattleScreen) and screen.drawn:
                await pilot.pause()
                return screen
    raise AssertionError("the battle screen did not open")


def text_of(widget: Any) -> str:
    """The plain text a widget shows now."""
    plain = getattr(widget, "plain_text", None)
    return plain if plain is not None else str(widget.render())


def last_message(app: CardtableApp) -> str:
    notes = list(app._notifications)
    return notes[-1].message if notes else ""


async def lesson_opened(pilot: Any) -> Any:
    """Wait until the lesson screen on top has drawn its table; return it."""
    from cardtable.ui.aether_lanes.lesson import LessonScreen

    for _ in range(200):
        await pilot.pause()
        screen = pilot.app.screen
        if isinstance(screen, LessonScreen) and screen.drawn:
            return screen
    raise AssertionError("the lesson did not open")
