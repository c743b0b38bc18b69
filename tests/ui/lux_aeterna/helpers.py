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
    INFO,
    screen="cardtable.ui.lux_aeterna.screen:LuxAeternaScreen",
    learn="cardtable.ui.lux_aeterna.learn:LearnScreen",
)
HUMAN = SeatInfo()
COMPUTER = SeatInfo(kind="computer", bot="greedy")


def la_app(start: Any = None, speed: str = "instant", **settings: Any) -> CardtableApp:
    """The real app with only Lux Aeterna registered, its screens set (files per test)."""
    return CardtableApp(
        GameRegistry([LA_INFO]),
        start=start,
        settings=SettingsLoad(Settings(animation_speed=speed, **settings)),
    )


def position(
    data: dict[str, Any], seats: tuple[SeatInfo, SeatInfo] = (HUMAN, COMPUTER)
) -> tuple[Any, list[SeatInfo]]:
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


async def play_by_keys(pilot: Any, max_steps: int = 3000) -> dict[str, int]:
    """Play the match on screen to its end with keys only, as a simple player would: lift every
    curtain, answer every question with its first answer, attack whenever possible, otherwise play
    the first playable card of the hand (moving to it with Right), otherwise pass (Space).
    Returns counts of what happened (curtains, dialogs, attacks, plays, passes)."""
    from cardtable.ui.dialogs import CurtainScreen
    from cardtable.ui.lux_aeterna.screen import LuxAeternaScreen
    from cardtable.ui.match_over import MatchOverScreen
    from cardtable.ui.table.recap import RecapScreen
    from cardtable.ui.widgets.pick_dialog import PickDialog

    counts = {"curtains": 0, "dialogs": 0, "attacks": 0, "plays": 0, "passes": 0, "steps": 0}
    for _ in range(max_steps):
        counts["steps"] += 1
        await pilot.pause()
        screen = pilot.app.screen
        if isinstance(screen, MatchOverScreen):
            return counts
        if isinstance(screen, RecapScreen):  # the computer's turn, until dismissed
            counts["recaps"] = counts.get("recaps", 0) + 1
            await pilot.press("enter")
            continue
        if isinstance(screen, CurtainScreen):
            counts["curtains"] += 1
            await pilot.press("enter")
            continue
        if isinstance(screen, PickDialog):
            counts["dialogs"] += 1
            first = next(c for c in screen.choices if c.enabled)
            await pilot.press(first.key if first.key else "enter")
            continue
        if not isinstance(screen, LuxAeternaScreen):
            await pilot.pause(0.05)
            continue
        table = screen.table()
        if table.over or not table.my_decision:
            await pilot.pause(0.02)
            continue
        if table.decision_kind != "priority":
            await pilot.press("d")
            continue
        kinds = {a.KIND for a in screen._legal}
        if "attack" in kinds:
            counts["attacks"] += 1
            await pilot.press("a")
            continue
        playable = [i for i, card in enumerate(table.hand or ()) if card.playable]
        if "play" in kinds and playable:
            if screen.zone != "hand":
                await pilot.press("escape")
            for _ in range(len(table.hand or ())):
                if screen.index["hand"] in playable:
                    break
                await pilot.press("right")
            counts["plays"] += 1
            await pilot.press("enter")
            continue
        counts["passes"] += 1
        await pilot.press("space")
    raise AssertionError(f"the match did not end in {max_steps} steps")
