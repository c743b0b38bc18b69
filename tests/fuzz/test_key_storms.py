"""Key storms on every game screen and every dialog: random keys, resizes and clicks with a fixed
seed. Nothing may crash (the app's guard counts as a crash here: ``app.crashes`` stays empty)
and the match stays resumable from its save.

The screens come from the registry, so a newly registered game is stormed too."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from textual.screen import Screen

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import GameInfo, default_registry
from cardtable.persistence.paths import saves_dir
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.session import Match, MatchSetup
from cardtable.ui.app import CardtableApp
from cardtable.ui.dialogs import ChoiceDialog, ConfirmDialog, CurtainScreen
from cardtable.ui.game_screens import screen_path
from tests.fuzz.budget import cases, record
from tests.fuzz.storm import key_event, storm

REGISTRY = default_registry()
GAMES = [info for info in REGISTRY.all() if screen_path(info)]
STEPS = cases(25, 12)
"""Bursts of input per storm (a burst is 1-6 keys, a resize or a click)."""
STORMS_PER_SCREEN = cases(2, 200)
"""Storms per game screen, half hot-seat and half with computers."""


def seatings(info: GameInfo) -> list[tuple[str, tuple[SeatInfo, ...]]]:
    """Hot-seat at the default size, and the most seats with every other one a computer."""
    people = tuple(SeatInfo() for _ in range(info.default_players))
    mixed = tuple(
        SeatInfo(kind="computer", bot="greedy") if i % 2 else SeatInfo() for i in range(info.max_players)
    )
    return [("hotseat", people), ("computers", mixed)]


def setup_for(info: GameInfo, seats: tuple[SeatInfo, ...], seed: int) -> MatchSetup:
    names = tuple(f"P{i + 1}" for i in range(len(seats)))
    return MatchSetup(info.id, names, seats, seed)


def app_for(start: object) -> CardtableApp:
    return CardtableApp(REGISTRY, start=start, settings=SettingsLoad(Settings(animation_speed="instant")))


def assert_resumable() -> None:
    """Every save on disk (unfinished or finished) replays."""
    root = saves_dir()
    paths = list(root.glob("*.json")) + list((root / "finished").glob("*.json"))
    assert paths, "the match left no save"
    for path in paths:
        Match.resume(REGISTRY, json.loads(path.read_text()))


async def run_storm(
    start: object, seed: int, before: Callable[[CardtableApp], Any] | None = None, steps: int = STEPS
) -> CardtableApp:
    app = app_for(start)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(100):
            if len(app.screen_stack) > 1:
                break
            await pilot.pause(0.02)
        if before is not None:
            before(app)
            await pilot.pause()
        await storm(pilot, seed, steps)
    assert app.crashes == [], [c.log.read_text() if c.log else c.summary for c in app.crashes]
    return app


SCREEN_CASES = [
    pytest.param(info, name, seats, seed, id=f"{info.id}-{name}-{seed}")
    for info in GAMES
    for name, seats in seatings(info)
    for seed in range(max(1, STORMS_PER_SCREEN // 2))
]


@pytest.mark.parametrize(("info", "name", "seats", "seed"), SCREEN_CASES)
async def test_key_storm_on_a_game_screen(
    info: GameInfo, name: str, seats: tuple[SeatInfo, ...], seed: int
) -> None:
    await run_storm(setup_for(info, seats, seed), seed)
    assert_resumable()
    record(f"storm-{info.id}", 1)


def dialog_factories() -> list[tuple[str, Callable[[CardtableApp], Screen[Any]]]]:
    from cardtable.ui.match_over import MatchOverScreen
    from cardtable.ui.new_match import NewMatchDialog
    from cardtable.ui.rules_screen import RulesScreen
    from cardtable.ui.scores_screen import ScoresScreen
    from cardtable.ui.settings_screen import SettingsScreen

    def finished_match(app: CardtableApp) -> Screen[Any]:
        match = app.screen_stack[1].match  # type: ignore[attr-defined]
        return MatchOverScreen(match) if match.state.is_over else ConfirmDialog("Leave?", "Sure?")

    made: list[tuple[str, Callable[[CardtableApp], Screen[Any]]]] = [
        (
            "confirm",
            lambda app: ConfirmDialog(
                "Quit cardtable?", "The match is saved.", confirm="Quit", cancel="Keep playing"
            ),
        ),
        ("choice", lambda app: ChoiceDialog("Pick one", [("a", "First"), ("b", "Second"), ("c", "Third")])),
        ("curtain", lambda app: CurtainScreen("P2")),
        ("settings", lambda app: SettingsScreen()),
        ("scores", lambda app: ScoresScreen(GAMES[0].id)),
        ("rules", lambda app: RulesScreen(GAMES[0].id, GAMES[0].name)),
        ("match-over-or-confirm", finished_match),
    ]
    for info in GAMES:
        made.append((f"new-match-{info.id}", lambda app, info=info: NewMatchDialog(info)))
    from rich.text import Text

    from cardtable.ui.widgets.pick_dialog import Choice, PickDialog

    made.append(
        (
            "pick",
            lambda app: PickDialog(
                "Pick a lane",
                "Where?",
                [
                    Choice("a", "Aggressive", "1"),
                    Choice("b", "Balanced", "2"),
                    Choice("c", "Defensive", "3", False),
                ],
            ),
        )
    )
    try:  # the dialogs of particular games, where they exist
        from cardtable.ui.aether_lanes.dialogs import FoeTurnDialog, MulliganDialog

        made.append(("mulligan", lambda app: MulliganDialog("P1", "Opening roll: 3 to 5.", [])))
        made.append(
            ("foe-turn", lambda app: FoeTurnDialog("The foe's turn", ["P2 plays a card.", "P2 attacks."]))
        )
    except ImportError:
        pass
    try:
        from cardtable.ui.lux_aeterna.dialogs import PileDialog

        made.append(("pile", lambda app: PileDialog("Soul Zone", [Text("A card"), Text("Another card")])))
    except ImportError:
        pass
    return made


DIALOGS = dialog_factories()
STORMS_PER_DIALOG = cases(1, 5)


@pytest.mark.parametrize(
    ("name", "make", "seed"),
    [
        pytest.param(name, make, seed, id=f"{name}-{seed}")
        for name, make in DIALOGS
        for seed in range(STORMS_PER_DIALOG)
    ],
)
async def test_key_storm_on_a_dialog(
    name: str, make: Callable[[CardtableApp], Screen[Any]], seed: int
) -> None:
    info = GAMES[seed % len(GAMES)]
    await run_storm(
        setup_for(info, seatings(info)[0][1], seed),
        1000 + seed,
        lambda app: app.push_screen(make(app)),
        steps=cases(12, 12),
    )
    assert_resumable()
    record("storm-dialogs", 1)


@pytest.mark.parametrize(("name", "make"), [pytest.param(name, make, id=name) for name, make in DIALOGS])
async def test_double_enter_in_every_dialog(name: str, make: Callable[[CardtableApp], Screen[Any]]) -> None:
    info = GAMES[0]
    app = app_for(setup_for(info, seatings(info)[0][1], 3))
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(100):
            if len(app.screen_stack) > 1:
                break
            await pilot.pause(0.02)
        below = len(app.screen_stack)
        app.push_screen(make(app))
        await pilot.pause()
        for _ in range(2):  # two Enters in one burst
            event = key_event("enter")
            event.set_sender(app)
            app._driver.send_message(event)  # type: ignore[union-attr]
        await pilot.pause(0.1)
        await pilot.pause()
        assert app.is_running
        assert len(app.screen_stack) >= below - 1
    assert app.crashes == []
    assert_resumable()
