"""Helpers for Pilot tests of the Lux Aeterna screen: the app with the game's screens set,
scenario positions, and small readers of what the screen shows."""

from __future__ import annotations

import dataclasses
from typing import Any

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import GameRegistry
from cardtable.games.lux_aeterna import INFO
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.app import CardtableApp

LA_INFO = dataclasses.replace(
    INFO, screen="cardtable.ui.lux_aeterna.screen:LuxAeternaScreen", learn="cardtable.ui.lux_aeterna.learn:LearnScreen",
)
HUMAN = SeatInfo()
COMPUTER = SeatInfo(kind="computer", bot="greedy")


def la_app(start: Any = None, speed: str = "instant", **settings: Any) -> CardtableApp:
    """The real app with only Lux Aeterna registered, its screens set (files per test)."""
    return CardtableApp(
        GameRegistry([LA_INFO]), start=start,
        settings=SettingsLoad(Settings(animation_speed=speed, **settings)),
    )


def position(data: dict[str, Any], seats: tuple[SeatInfo, SeatInfo] = (HUMAN, COMPUTER)) -> tuple[Any, list[SeatInfo]]:
    """A scenario start for the app."""
    from cardtable.games.lux_aeterna.scenario import from_scenario

    return from_scenario({"game": "lux-aeterna", "players": ["Ana", "Bo"], **data}), list(seats)


async def opened(pilot: Any) -> Any:
    """Wait until the Lux Aeterna screen has drawn the table (a curtain or dialog may be on top)."""
    from cardtable.ui.lux_aeterna.screen import LuxAeternaScreen

    for _ in range(300):
        await pilot.pause()
        for screen in pilot.app.screen_stack:
            if isinstance(screen, LuxAeternaScreen) and screen.drawn:
                await pilot.pause()
                return screen
    raise AssertionError("the Lux Aeterna screen did not open")


def text_of(widget: Any) -> str:
    """The plain text a widget shows now."""
    plain = getattr(widget, "plain_text", None)
    return plain if plain is not None else str(widget.render())


def last_message(app: CardtableApp) -> str:
    notes = list(app._notifications)
    return notes[-1].message if notes else ""
