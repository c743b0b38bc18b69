"""Helpers for Pilot tests of the Luminous screen: the app with only Luminous registered, and a
simple player who plays a whole match with keys only."""

from __future__ import annotations

from typing import Any

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import GameRegistry
from cardtable.games.luminous import INFO
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.app import CardtableApp

HUMAN = SeatInfo()
COMPUTER = SeatInfo(kind="computer", bot="greedy")


def lum_app(start: Any = None, speed: str = "instant", **settings: Any) -> CardtableApp:
    """The real app with only Luminous registered (files go to the per-test user folder)."""
    return CardtableApp(
        GameRegistry([INFO]), start=start, settings=SettingsLoad(Settings(animation_speed=speed, **settings))
    )


def many_blockers(count: int) -> Any:
    """Cpu's Silgar's Elite attacks Ana (Jeddos), who holds priority to block with ``count``
    ready Trail Guides (a start for the app, Ana a person, Cpu the computer)."""
    import copy

    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.luminous import scenes

    data = copy.deepcopy(scenes.MIDGAME)
    data["active"] = 1
    data["attacks"] = 1
    ana, cpu = data["sides"]
    data["sides"] = [cpu | {"favored": "jeddos"}, ana | {"favored": "silgar"}]
    data["sides"][0]["units"] = [{"card": "trail-guide"} for _ in range(count)]
    data["sides"][0]["hand"] = ["hedge-tinker"]
    data["sides"][1]["units"] = [{"card": "silgars-elite", "expended": True}]
    data["combat"] = {"attacker": 0, "target": "favored"}
    return from_scenario(data), [HUMAN, COMPUTER]


async def opened(pilot: Any) -> Any:
    """Wait until the Luminous screen has drawn the table (a curtain or dialog may be on top)."""
    from cardtable.ui.luminous.scenes import _table

    return await _table(pilot)


async def attack_dialog(pilot: Any, unit: int = 0) -> Any:
    """Press the attack key and, when the table first asks which unit, take the ``unit``-th one
    that can attack: the attack dialog (targets with their forecasts) is shown after."""
    from cardtable.ui.widgets.pick_dialog import PickDialog
    from tests.ui.helpers import until

    app = pilot.app
    await pilot.press("a")
    await until(pilot, lambda: isinstance(app.screen, PickDialog))
    if app.screen._title == "Attack with which unit?":
        units = app.screen
        await pilot.press([c for c in units.choices if c.enabled][unit].key)
        await until(pilot, lambda: isinstance(app.screen, PickDialog) and app.screen is not units)
    return app.screen


def last_message(app: CardtableApp) -> str:
    notes = list(app._notifications)
    return notes[-1].message if notes else ""


async def play_by_keys(pilot: Any, max_steps: int = 4000) -> dict[str, int]:
    """Play the match on screen to its end with keys only, as a simple player would: lift every
    curtain, keep the opening hand, take the suggested answer of every question (first option,
    suggested damage split, first blocker), play an orb when possible, attack when possible, else
    play the first playable hand card, else pass. Returns counts of what happened."""
    from cardtable.ui.dialogs import ConfirmDialog, CurtainScreen
    from cardtable.ui.luminous.dialogs import SplitDialog
    from cardtable.ui.luminous.screen import LuminousScreen
    from cardtable.ui.match_over import MatchOverScreen
    from cardtable.ui.table.recap import RecapScreen
    from cardtable.ui.widgets.multi_pick_dialog import MultiPickDialog
    from cardtable.ui.widgets.pick_dialog import PickDialog

    counts = dict.fromkeys(
        ("curtains", "dialogs", "splits", "blocks", "orbs", "attacks", "plays", "passes", "steps"), 0
    )
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
        if isinstance(screen, ConfirmDialog):  # "This orb ends your turn": play it
            counts["dialogs"] += 1
            await pilot.press("enter")
            continue
        if isinstance(screen, SplitDialog):
            counts["splits"] += 1
            await pilot.press("enter")
            continue
        if isinstance(screen, MultiPickDialog):
            counts["dialogs"] += 1
            if not screen.allow_none and not screen.picked:
                await pilot.press(screen.choices[0].key)
            await pilot.press("enter")
            continue
        if isinstance(screen, PickDialog):
            counts["dialogs"] += 1
            first = next(c for c in screen.choices if c.enabled)
            await pilot.press(first.key if first.key else "enter")
            continue
        if not isinstance(screen, LuminousScreen):
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
        if "block" in kinds:
            counts["blocks"] += 1
            await pilot.press("b")
            continue
        if kinds & {"orb", "bloom"}:
            counts["orbs"] += 1
            await pilot.press("o")
            continue
        if "attack" in kinds:
            counts["attacks"] += 1
            await pilot.press("a")
            continue
        playable = [i for i, card in enumerate(table.hand or ()) if card.playable]
        if "play" in kinds and playable and screen.index["hand"] not in (-1,):
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
    raise AssertionError(f"the match did not end in {max_steps} steps: {counts}")
