"""Screenshot scenes of the shared table layer: the history view, the glyph legends, the curtain
telling everything since you last looked, and the recap of the computer's turn (deterministic:
scenario positions, seeded computer, instant animations)."""

from __future__ import annotations

import copy
from typing import Any

from textual.pilot import Pilot

from cardtable.engine.record import SeatInfo
from cardtable.ui.screenshots import Scene

HUMAN = SeatInfo()
COMPUTER = SeatInfo(kind="computer", bot="greedy")


def _lux_aeterna(seats: tuple[SeatInfo, SeatInfo]) -> tuple[Any, list[SeatInfo]]:
    """Mid-game Lux Aeterna (Ana to act in Main Phase 1 of turn 9)."""
    from cardtable.ui.lux_aeterna.scenes import MIDGAME

    data = copy.deepcopy(MIDGAME)
    data["players"] = ["Ana", "Bo"] if seats[1] == HUMAN else ["Ana", "Cpu"]
    return _from_scenario("lux-aeterna", data), list(seats)


def _from_scenario(game: str, data: dict[str, Any]) -> Any:
    """A position of ``game`` through the engine's registry (its public scenario loader)."""
    from cardtable.engine.registry import default_registry

    return default_registry().get(game).load().from_scenario(data)


def _luminous_turn_14() -> tuple[Any, list[SeatInfo]]:
    """Luminous, turn 14: Ana plays an orb and the table passes the rest of her turn; the computer
    plays two units in turn 15, then Ana may answer."""
    from cardtable.ui.luminous.scenes import MIDGAME

    data = copy.deepcopy(MIDGAME)
    data["turn"] = 14
    ana, cpu = data["sides"]
    ana.update(hand=["sudden-death"], units=[], relics=[], orbs=["crimson", "crimson"], blooms=0)
    cpu.update(hand=["hedge-tinker", "trail-guide"], units=[], relics=[], orbs=["amber", "amber", "amber"])
    return _from_scenario("luminous", data), [HUMAN, COMPUTER]


async def _until(pilot: Pilot[Any], kind: type, steps: int = 200) -> None:
    for _ in range(steps):
        await pilot.pause(0.05)
        if isinstance(pilot.app.screen, kind):
            return


async def _table(pilot: Pilot[Any]) -> None:
    from cardtable.ui.responsive_table import ResponsiveTableScreen

    for _ in range(200):
        await pilot.pause(0.05)
        if any(isinstance(s, ResponsiveTableScreen) and s.drawn for s in pilot.app.screen_stack):
            return


async def _log_view(pilot: Pilot[Any]) -> None:
    """Four turns against the computer (passing, taking the first answer of each question,
    dismissing each recap once read), then h shows the history of the match so far."""
    from cardtable.ui.table.logview import LogViewScreen
    from cardtable.ui.table.recap import RecapScreen
    from cardtable.ui.widgets.pick_dialog import PickDialog

    async def close(screen: Any) -> None:
        while isinstance(screen, RecapScreen) and not screen.seen():  # read as a person would
            await pilot.pause(0.1)
        await pilot.press("enter")

    from cardtable.ui.responsive_table import ResponsiveTableScreen

    await _table(pilot)
    table = next(s for s in pilot.app.screen_stack if isinstance(s, ResponsiveTableScreen))
    for _ in range(80):
        screen = pilot.app.screen
        turn, _ = table.match.state.moment()
        if isinstance(turn, int) and turn >= 5 and (screen is table or isinstance(screen, PickDialog)):
            if screen is not table:  # a few turns' history, the match on: the question waits
                await pilot.press("escape")
                await pilot.pause(0.1)
            break
        if isinstance(screen, (RecapScreen, PickDialog)):
            await close(screen)
        else:
            await pilot.press("space")
        await pilot.pause(0.1)
    await pilot.press("h")
    await _until(pilot, LogViewScreen)


def _against_computer() -> Any:
    from cardtable.session import MatchSetup

    return MatchSetup(
        "lux-aeterna", ("Ana", "Cpu"), (HUMAN, COMPUTER), 7, {"decks": ["ember-legion", "dawn-choir"]}
    )


async def _legend(pilot: Pilot[Any]) -> None:
    from cardtable.ui.table.legend import LegendScreen

    await _table(pilot)
    await pilot.press("g")
    await _until(pilot, LegendScreen)


async def _curtain(pilot: Pilot[Any]) -> None:
    """A new hot-seat match: the first curtain tells everything since the start, scrolling."""
    from cardtable.ui.dialogs import CurtainScreen

    await _until(pilot, CurtainScreen)
    await pilot.pause(CurtainScreen.TYPED_AHEAD_SECONDS + 0.3)  # its button no longer greyed


def _hot_seat_match() -> Any:
    from cardtable.session import MatchSetup

    return MatchSetup(
        "lux-aeterna", ("Ana", "Bo"), (HUMAN, HUMAN), 7, {"decks": ["ember-legion", "dawn-choir"]}
    )


async def _recap(pilot: Pilot[Any]) -> None:
    from cardtable.ui.table.recap import RecapScreen

    await _table(pilot)
    await pilot.press("o")
    await pilot.pause(0.3)
    await pilot.press("enter")  # the orb's colour, if asked
    await pilot.pause(0.3)
    await pilot.press("enter")  # "This orb ends your turn": play it
    await _until(pilot, RecapScreen)


SCREENSHOT_SCENES: list[Scene] = [
    Scene("table-log-view-80x24", _log_view, start=_against_computer, size=(80, 24)),
    Scene("table-log-view-200x60", _log_view, start=_against_computer, size=(200, 60)),
    Scene("table-legend-lux-aeterna", _legend, start=lambda: _lux_aeterna((HUMAN, COMPUTER)), size=(80, 24)),
    Scene("table-legend-luminous", _legend, start=_luminous_turn_14, size=(120, 40)),
    Scene(
        "table-curtain-since-you-looked-80x24",
        _curtain,
        start=_hot_seat_match,
        size=(80, 24),
    ),
    Scene("table-computer-turn-recap", _recap, start=_luminous_turn_14, size=(80, 24)),
]
