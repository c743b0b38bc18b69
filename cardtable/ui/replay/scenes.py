"""Screenshot scenes of the match archive and the replay viewer (``cardtable screenshots``)."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from cardtable.engine.record import SeatInfo
from cardtable.ui.screenshots import Scene

MATCHES: tuple[tuple[str, tuple[str, ...], int], ...] = (
    ("aether-lanes", ("Ana", "Bo"), 17),
    ("lux-aeterna", ("Ana", "Cy"), 5),
    ("luminous", ("Bo", "Ana"), 7),
    ("lux-nova", ("Ana",), 11),
)
"""Matches played (greedy computer seats) into the scene's user folder."""


def _play(game: str, players: tuple[str, ...], seed: int) -> Any:
    from cardtable.engine.registry import default_registry
    from cardtable.persistence.history import HistoryDB
    from cardtable.persistence.saves import SaveStore
    from cardtable.session import Match, MatchSetup

    seats = tuple(SeatInfo(kind="computer", bot="greedy") for _ in players)
    match = Match.start(
        default_registry(), MatchSetup(game, players, seats, seed), store=SaveStore(), history=HistoryDB()
    )
    while not match.state.is_over:
        match.apply(match.choose_computer_action())
    return match


def _watching(game: str, players: tuple[str, ...], seed: int) -> Any:
    from cardtable.ui.replay.start import ReplayStart

    return ReplayStart(_play(game, players, seed).record)


async def _archive(pilot: Pilot[Any]) -> None:
    for game, players, seed in MATCHES:
        _play(game, players, seed)
    await pilot.press("w")
    await pilot.pause(0.5)


def _steps(*keys: str) -> Any:
    async def run(pilot: Pilot[Any]) -> None:
        await pilot.pause(0.5)
        for key in keys:
            await pilot.press(key)
            await pilot.pause(0.1)

    return run


SCREENSHOT_SCENES = [
    Scene("replay-archive", _archive, game="aether-lanes"),
    Scene("replay-archive-80x24", _archive, size=(80, 24), game="aether-lanes"),
    Scene(
        "replay-aether-lanes",
        _steps("home", "c", "c", "c"),
        start=lambda: _watching("aether-lanes", ("Ana", "Bo"), 17),
        game="aether-lanes",
    ),
    Scene(
        "replay-aether-lanes-as-a-seat-80x24",
        _steps("home", "p", "p", "p", "e"),
        start=lambda: _watching("aether-lanes", ("Ana", "Bo"), 17),
        size=(80, 24),
        game="aether-lanes",
    ),
    Scene(
        "replay-aether-lanes-200x60",
        _steps("home", "right_square_bracket", "right_square_bracket", "right_square_bracket"),
        start=lambda: _watching("aether-lanes", ("Ana", "Bo"), 17),
        size=(200, 60),
        game="aether-lanes",
    ),
    Scene(
        "replay-lux-aeterna",
        _steps("home", "c"),
        start=lambda: _watching("lux-aeterna", ("Ana", "Cy"), 5),
        game="lux-aeterna",
    ),
    Scene(
        "replay-luminous",
        _steps("home", "c"),
        start=lambda: _watching("luminous", ("Bo", "Ana"), 7),
        game="luminous",
    ),
    Scene(
        "replay-lux-nova",
        _steps("left", "left"),
        start=lambda: _watching("lux-nova", ("Ana",), 11),
        game="lux-nova",
    ),
]
