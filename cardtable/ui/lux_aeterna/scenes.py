"""Screenshot scenes and test positions of the Lux Aeterna screen, all deterministic (scenario
positions, the computer's seeded choices, instant animations): the table mid-game at three sizes,
the queue with three items, an attack's forecast, a defence decision, and the end of a match."""

from __future__ import annotations

import copy
from typing import Any

from textual.pilot import Pilot

from cardtable.engine.record import SeatInfo
from cardtable.persistence.settings import Settings
from cardtable.ui.screenshots import Scene

HUMAN = SeatInfo()
COMPUTER = SeatInfo(kind="computer", bot="greedy")

MIDGAME: dict[str, Any] = {
    "game": "lux-aeterna",
    "players": ["Ana", "Cpu"],
    "title": "Mid-game: accumulated Lights, a polarized Unit, a Connected Emissary",
    "codices": ["ember-legion", "starwatch"],
    "turn": 9,
    "active": 0,
    "first": 0,
    "step": "main1",
    "sides": [
        {
            "soul": 4,
            "progress": 2,
            "numen": {"RR": 1, "RW": 1, "WW": 2},
            "hand": ["blazing-vanguard", "sudden-flare", "searing-bolt", "pyre-colossus", "ember-squire"],
            "field": [
                {"card": "cinder-hound", "lights": {"RR": 1}},
                {"card": "flame-duelist", "polarized": True, "lights": {"RR": 1}, "power": 1},
                {"card": "war-brazier"},
            ],
            "requiem": ["ember-squire", "sudden-flare", "ashen-berserker"],
        },
        {
            "soul": 3,
            "connected": True,
            "progress": 2,
            "numen": {"CW": 1, "WW": 2},
            "hand": ["negate", "frozen-moment", "orbit-keeper", "banishment"],
            "field": [
                {"card": "star-sentinel", "lights": {"CC": 2}},
                {"card": "astral-bulwark", "polarized": True},
                {"card": "observatory"},
            ],
            "requiem": ["veiled-seer", "frozen-moment"],
            "limbo": ["time-warden"],
        },
    ],
}
"""Ana (a person) against the computer, Ana to act in her first main phase of turn 9."""


def midgame(seats: tuple[SeatInfo, SeatInfo] = (HUMAN, COMPUTER)) -> tuple[Any, list[SeatInfo]]:
    from cardtable.games.lux_aeterna.scenario import from_scenario

    return from_scenario(MIDGAME), list(seats)


def queue_of_three(seats: tuple[SeatInfo, SeatInfo] = (HUMAN, COMPUTER)) -> tuple[Any, list[SeatInfo]]:
    """Three items on the queue: Ana's Blazing Vanguard, Cpu's Frozen Moment on Ana's Cinder
    Hound, Ana's Sudden Flare on the Hound; Ana holds priority."""
    from cardtable.games.lux_aeterna.scenario import from_scenario

    data = copy.deepcopy(MIDGAME)
    data["title"] = "The queue with three items"
    ana, cpu = data["sides"]
    ana["field"][0]["id"] = "a40"
    ana["field"][1]["polarized"] = False  # its "Flare up" before an attack can matter: Ana is asked
    ana["hand"] = [
        "ember-squire",
        "searing-bolt",
        {"card": "blazing-vanguard", "id": "a41"},
        {"card": "sudden-flare", "id": "a42"},
        "pyre-colossus",
    ]
    cpu["hand"] = [{"card": "frozen-moment", "id": "b40"}, "negate", "orbit-keeper"]
    data["queue"] = [
        {"kind": "card", "source": "a41"},
        {"kind": "card", "source": "b40", "targets": ["a40"]},
        {"kind": "card", "source": "a42", "targets": ["a40"]},
    ]
    data["priority"] = 0
    return from_scenario(data), list(seats)


def combat(
    seats: tuple[SeatInfo, SeatInfo] = (HUMAN, COMPUTER),
    foe_soul: int = 3,
    foe_field: list[Any] | None = None,
    foe_connected: bool = True,
) -> tuple[Any, list[SeatInfo]]:
    """Ana's Combat step: her Cinder Hound (Power 3) and Flame Duelist can attack (the foe's
    Connected Orin may polarize one of them, at no cost, unless ``foe_connected`` is False)."""
    from cardtable.games.lux_aeterna.scenario import from_scenario

    data = copy.deepcopy(MIDGAME)
    data["step"] = "combat"
    ana, cpu = data["sides"]
    ana["field"][1]["polarized"] = False
    cpu["soul"] = foe_soul
    if foe_field is not None:
        cpu["field"] = foe_field
    cpu["connected"] = foe_connected
    return from_scenario(data), list(seats)


def _scene_start(factory: Any) -> Any:
    return lambda: factory()


async def _opened(pilot: Pilot[Any]) -> Any:
    from cardtable.ui.lux_aeterna.screen import LuxAeternaScreen

    for _ in range(300):
        await pilot.pause(0.02)
        screen = pilot.app.screen
        if isinstance(screen, LuxAeternaScreen) and screen.drawn:
            return screen
    return pilot.app.screen


async def _table(pilot: Pilot[Any]) -> None:
    await _opened(pilot)


async def _inspect_attack(pilot: Pilot[Any]) -> None:
    await _opened(pilot)
    await pilot.press("up", "right")
    await pilot.pause()


async def _end(pilot: Pilot[Any]) -> None:
    """Ana attacks with her first Unit; Cpu, at 1 Light and with no Unit, cannot defend."""
    from cardtable.ui.widgets.pick_dialog import PickDialog

    game = await _opened(pilot)
    await pilot.press("a")
    for _ in range(200):
        await pilot.pause(0.05)
        screen = pilot.app.screen
        if type(screen).__name__ == "MatchOverScreen":
            break
        if type(screen).__name__ == "RecapScreen":  # what the table did for Ana: read, closed
            if screen.seen():  # type: ignore[attr-defined]  # (a key at once would close nothing)
                await pilot.press("enter")
        elif isinstance(screen, PickDialog):
            await pilot.press("1")
        elif screen is game and getattr(game, "my_turn", False):
            await pilot.press("space")


async def _new_match(pilot: Pilot[Any]) -> None:
    """The new-match dialog of Lux Aeterna, opened from the menu."""
    menu = pilot.app.screen
    games = [info.id for info in pilot.app.playable_games()]  # type: ignore[attr-defined]
    await pilot.press(str(games.index("lux-aeterna") + 1))
    await pilot.pause(0.3)
    del menu


async def _hot_seat_curtain(pilot: Pilot[Any]) -> None:
    """Hot-seat: Ana plays Sudden Flare; the curtain tells Cpu what they may respond to."""
    from cardtable.ui.dialogs import CurtainScreen
    from cardtable.ui.widgets.pick_dialog import PickDialog

    for _ in range(100):
        await pilot.pause(0.05)
        if isinstance(pilot.app.screen, CurtainScreen):
            break
    await pilot.pause(CurtainScreen.TYPED_AHEAD_SECONDS + 0.1)  # an Enter at once lifts nothing
    await pilot.press("enter")
    await _opened(pilot)
    await pilot.press("right", "enter")
    for key in ("1", "enter"):
        for _ in range(100):
            await pilot.pause(0.05)
            if isinstance(pilot.app.screen, PickDialog):
                break
        await pilot.press(key)
    for _ in range(100):
        await pilot.pause(0.05)
        if isinstance(pilot.app.screen, CurtainScreen):
            break
    await pilot.pause(CurtainScreen.TYPED_AHEAD_SECONDS + 0.1)  # its button no longer greyed


SETTINGS = Settings(animation_speed="instant")

SCREENSHOT_SCENES: list[Scene] = [
    Scene("lux-aeterna-table", _table, start=lambda: midgame(), size=(120, 40), settings=SETTINGS),
    Scene("lux-aeterna-table-80x24", _table, start=lambda: midgame(), size=(80, 24), settings=SETTINGS),
    Scene("lux-aeterna-table-200x60", _table, start=lambda: midgame(), size=(200, 60), settings=SETTINGS),
    Scene("lux-aeterna-queue", _table, start=lambda: queue_of_three(), size=(120, 40), settings=SETTINGS),
    Scene(
        "lux-aeterna-attack-forecast",
        _inspect_attack,
        start=lambda: combat(),
        size=(120, 40),
        settings=SETTINGS,
    ),
    Scene(
        "lux-aeterna-response-curtain",
        _hot_seat_curtain,
        start=lambda: midgame((HUMAN, HUMAN)),
        size=(120, 40),
        settings=SETTINGS,
    ),
    Scene("new-match-lux-aeterna", _new_match, size=(120, 40), settings=SETTINGS),
    Scene(
        "lux-aeterna-end",
        _end,
        start=lambda: combat(foe_soul=1, foe_field=[]),
        size=(120, 40),
        settings=SETTINGS,
    ),
]
