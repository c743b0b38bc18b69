"""Starting the real app on a Lux Nova match for Pilot tests."""

from __future__ import annotations

import dataclasses

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import GameRegistry
from cardtable.games.lux_nova import INFO
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.session import MatchSetup
from cardtable.ui.app import CardtableApp

SCREEN = "cardtable.ui.lux_nova.screen:LuxNovaScreen"
LUX_NOVA = INFO if INFO.screen else dataclasses.replace(INFO, screen=SCREEN)
REGISTRY = GameRegistry([LUX_NOVA])


def setup(
    names: tuple[str, ...],
    computers: tuple[int, ...] = (),
    seed: int = 7,
    variant: str = "basic",
    bot: str = "greedy",
) -> MatchSetup:
    seats = tuple(
        SeatInfo(kind="computer", bot=bot) if i in computers else SeatInfo() for i in range(len(names))
    )
    return MatchSetup("lux-nova", names, seats, seed, {"variant": variant})


def app_for(start: object, **settings: object) -> CardtableApp:
    values = {"animation_speed": "instant", **settings}
    return CardtableApp(REGISTRY, start=start, settings=SettingsLoad(Settings(**values)))  # type: ignore[arg-type]
