"""Screenshot scenes and test positions of the Luminous screen, all deterministic (scenario
positions, the computer's seeded choices, instant animations): the table mid-game at three sizes,
a blocked combat (the damage assigned in the combat area, then the split dialog), a trigger
order, an attack's forecast and the end of a match."""

from __future__ import annotations

import copy
from typing import Any

from textual.pilot import Pilot

from cardtable.engine.record import SeatInfo
from cardtable.ui.screenshots import Scene

HUMAN = SeatInfo()
COMPUTER = SeatInfo(kind="computer", bot="greedy")

MIDGAME: dict[str, Any] = {
    "game": "luminous",
    "players": ["Ana", "Cpu"],
    "title": "Mid-game: units ready and expended, relics behind them, orbs, a Bloom",
    "turn": 9,
    "active": 0,
    "sides": [
        {
            "favored": "silgar",
            "life": 15,
            "hand": ["xanthe-raider", "take-flight", "sudden-death", "scar-city-general", "walk-back"],
            "deck": ["hedge-tinker", "field-recruiter", "toll-collectors", "silgars-elite"],
            "discard": ["field-recruiter", "take-flight"],
            "units": [
                {"card": "silgars-elite"},
                {"card": "quinn-crown-prince"},
                {"card": "kynda-infiltrator", "expended": True},
                {"card": "recruit", "arrived": True},
            ],
            "relics": [{"card": "kinetic-harness", "durability": 1}],
            "orbs": [
                "crimson",
                "crimson",
                "crimson",
                {"colour": "amber", "expended": True},
                "azure",
                "crimson",
            ],
            "blooms": 1,
        },
        {
            "favored": "jeddos",
            "life": 12,
            "hand": ["order-the-mind", "walk-back", "hedge-tinker"],
            "deck": ["trail-guide", "glass-garden", "ancients-servant"],
            "discard": ["unstable-salvage", "disciple-apostate"],
            "void": ["cataclysmic-echo"],
            "units": [
                {"card": "ancients-servant"},
                {"card": "trail-guide", "damage": 1},
                {"card": "hedge-tinker", "expended": True},
            ],
            "relics": [{"card": "glass-garden"}, {"card": "the-lodestar", "durability": 4}],
            "orbs": ["amber", "amber", {"colour": "amber", "expended": True}, "azure", "crimson"],
        },
    ],
}
"""Ana (Silgar, a person) against the computer (Jeddos), Ana to act in her Main phase of turn 9."""


def _start(data: dict[str, Any], seats: tuple[SeatInfo, SeatInfo]) -> tuple[Any, list[SeatInfo]]:
    from cardtable.games.luminous.scenario import from_scenario

    return from_scenario(data), list(seats)


def midgame(seats: tuple[SeatInfo, SeatInfo] = (HUMAN, COMPUTER)) -> tuple[Any, list[SeatInfo]]:
    return _start(MIDGAME, seats)


def blocked_combat(seats: tuple[SeatInfo, SeatInfo] = (HUMAN, COMPUTER)) -> tuple[Any, list[SeatInfo]]:
    """Ana's Silgar's Elite (4, Overwhelm) attacks Cpu's Favored; Trail Guide and Hedge Tinker
    block; Cpu has passed: one more pass from Ana and she splits the damage."""
    data = copy.deepcopy(MIDGAME)
    data["title"] = "A blocked combat: two blockers, the damage split"
    ana, cpu = data["sides"]
    ana["units"][0]["expended"] = True
    cpu["units"][1] = {"card": "trail-guide", "expended": True}
    cpu["units"][2] = {"card": "hedge-tinker", "expended": True}
    data["attacks"] = 1
    data["combat"] = {"attacker": 0, "target": "favored", "blockers": [1, 2], "may_block": False}
    data["priority"] = 0
    data["passes"] = 1
    return _start(data, seats)


def settled_triggers(seats: tuple[SeatInfo, SeatInfo] = (HUMAN, COMPUTER)) -> tuple[Any, list[SeatInfo]]:
    """Ana (Jeddos) may play Reliquary Tome: its Arrive and Jeddos's relic trigger fire together,
    and as both only Bolster, either order ends the same (resolved without a question)."""
    data = copy.deepcopy(MIDGAME)
    data["title"] = "Two triggers at once: either order ends the same"
    ana, cpu = data["sides"]
    ana["favored"], cpu["favored"] = "jeddos", "silgar"
    ana["life"], cpu["life"] = 14, 15
    ana["hand"] = ["reliquary-tome", "order-the-mind"]
    ana["units"] = [{"card": "hedge-tinker"}]
    ana["relics"] = [{"card": "glass-garden"}]
    ana["orbs"] = ["amber", "amber", "amber"]
    ana["blooms"] = 0
    ana["deck"] = ["trail-guide", "hedge-tinker"]
    cpu["hand"] = ["take-flight"]
    cpu["units"] = [{"card": "xanthe-raider"}]
    cpu["relics"] = []
    cpu["deck"] = ["field-recruiter"]
    cpu["void"] = []
    return _start(data, seats)


def trigger_order(seats: tuple[SeatInfo, SeatInfo] = (HUMAN, COMPUTER)) -> tuple[Any, list[SeatInfo]]:
    """Ana (Rya Jin) holds priority on the computer's turn with Velna and Kamarua's Gospel: Velna's
    Arrive (void a relic), Rya Jin's damage and the Gospel's draw fire together, and the void's
    order can matter (the computer's one relic, High Command, gives health: losing it can kill)."""
    data = copy.deepcopy(MIDGAME)
    data["title"] = "Two triggers at once: the order is Ana's to choose"
    data["active"], data["priority"] = 1, 0
    ana, cpu = data["sides"]
    ana["favored"], cpu["favored"] = "rya-jin", "jeddos"
    ana["hand"] = ["velna-exiled-magebreaker"]
    ana["units"] = []
    ana["relics"] = [{"card": "kamaruas-gospel"}]
    ana["orbs"] = ["azure", "amber", "amber", "crimson"]
    ana["blooms"] = 0
    ana["discard"] = []
    ana["deck"] = ["ashen-owl", "walk-back", "wander-the-stacks"]
    cpu["relics"] = [{"card": "high-command"}]
    return _start(data, seats)


def lethal(seats: tuple[SeatInfo, SeatInfo] = (HUMAN, COMPUTER)) -> tuple[Any, list[SeatInfo]]:
    """Cpu's Favored at 2 life, no blockers: Silgar's Elite ends the match."""
    data = copy.deepcopy(MIDGAME)
    data["title"] = "The last attack"
    cpu = data["sides"][1]
    cpu["life"] = 2
    cpu["units"] = []
    cpu["relics"] = []
    cpu["hand"] = ["hedge-tinker"]
    return _start(data, seats)


async def _table(pilot: Pilot[Any]) -> Any:
    from cardtable.ui.luminous.screen import LuminousScreen

    for _ in range(300):
        await pilot.pause()
        for screen in pilot.app.screen_stack:
            if isinstance(screen, LuminousScreen) and screen.drawn:
                await pilot.pause()
                return screen
    raise AssertionError("the Luminous screen did not open")


async def _split(pilot: Pilot[Any]) -> None:
    await _table(pilot)
    await pilot.press("space")
    await pilot.pause(0.3)


async def _attack_forecast(pilot: Pilot[Any]) -> None:
    await _table(pilot)
    await pilot.press("a")  # which unit: Silgar's Elite, then its targets with their forecasts
    await pilot.pause(0.2)
    await pilot.press("1")
    await pilot.pause(0.3)


async def _end(pilot: Pilot[Any]) -> None:
    from cardtable.ui.luminous.screen import LuminousScreen
    from cardtable.ui.match_over import MatchOverScreen

    await _table(pilot)
    await pilot.press("a")
    for _ in range(2):  # Silgar's Elite, at Cpu's Favored
        await pilot.pause(0.2)
        await pilot.press("1")
    for _ in range(200):
        await pilot.pause(0.05)
        if isinstance(pilot.app.screen, MatchOverScreen):
            return
        screen = pilot.app.screen
        if isinstance(screen, LuminousScreen) and screen.table().my_decision:
            await pilot.press("space")  # no fast trick: let the damage be dealt


SCREENSHOT_SCENES = [
    Scene("luminous-table", _table, midgame),
    Scene("luminous-table-80x24", _table, midgame, size=(80, 24)),
    Scene("luminous-table-200x60", _table, midgame, size=(200, 60)),
    Scene("luminous-attack-forecast", _attack_forecast, midgame),
    Scene("luminous-combat", _table, blocked_combat),
    Scene("luminous-damage-split", _split, blocked_combat),
    Scene("luminous-end", _end, lethal),
]
