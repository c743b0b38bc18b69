"""Key storms on every game screen and every dialog: random keys, resizes and clicks with a fixed
seed. Nothing may crash (the app's guard counts as a crash here: ``app.crashes`` stays empty)
and every match stays resumable from its save.

The game screens come from the registry and the UI's screen table
(:mod:`cardtable.ui.game_screens`), so a newly registered game screen is stormed too.

Storms run in batches: one app plays the storms of a batch one after the other, each on a fresh
match (or, for a dialog, the dialog pushed anew over the match), so a storm pays for its own
keys and not for starting the app. A failure names the batch and the storm's seed."""

from __future__ import annotations

import functools
import importlib
import json
import random
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import pytest
from textual.screen import Screen

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import GameInfo, default_registry
from cardtable.persistence.paths import saves_dir
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.session import Match, MatchSetup
from cardtable.ui.app import CardtableApp, load_class
from cardtable.ui.dialogs import ChoiceDialog, ConfirmDialog, CurtainScreen
from cardtable.ui.game_screen import GameScreen
from cardtable.ui.game_screens import learn_path, screen_path
from tests.fuzz.budget import NIGHTLY, cases, record, setting
from tests.fuzz.limits import time_limit
from tests.fuzz.storm import key_event, make_patient, storm

REGISTRY = default_registry()
GAMES = [info for info in REGISTRY.all() if screen_path(info)]
STEPS = setting(25, 12)
"""Bursts of input per storm on a game screen (a burst is 1-6 keys, a resize or a click)."""
STORMS_PER_SCREEN = cases(2, 200)
"""Storms per game screen, half hot-seat and half with computers."""
BATCH = setting(1, 10)
"""Storms one app plays in a row."""
CPU_PER_STORM = 60.0
"""A storm that uses more CPU time than this is hung (a storm takes 0.3-4 s)."""


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


def app_for(start: object = None) -> CardtableApp:
    return CardtableApp(REGISTRY, start=start, settings=SettingsLoad(Settings(animation_speed="instant")))


def assert_resumable() -> None:
    """Every save on disk (unfinished or finished) replays."""
    root = saves_dir()
    paths = list(root.glob("*.json")) + list((root / "finished").glob("*.json"))
    assert paths, "the matches left no save"
    for path in paths:
        Match.resume(REGISTRY, json.loads(path.read_text()))


def match_screen(app: CardtableApp) -> GameScreen | None:
    """The match screen on the stack (under a dialog, a curtain or the palette), if any."""
    return next((s for s in app.screen_stack if isinstance(s, GameScreen)), None)


async def settle(pilot: Any, condition: Callable[[], object], rounds: int = 400) -> None:
    """Let the app work until ``condition()`` holds or the app has ended (no clock involved: the
    patient pilot waits for the app's messages, however loaded the machine)."""
    for _ in range(rounds):
        if condition() or not pilot.app.is_running:
            return
        await pilot.pause()
    notes = [note.message for note in pilot.app._notifications]
    raise AssertionError(f"still not the case after {rounds} rounds; {pilot.app.screen!r} is shown; {notes}")


def crash_details(app: CardtableApp) -> list[str]:
    return [c.log.read_text() if c.log else c.summary for c in app.crashes]


async def storm_batch(
    fuzzer: str,
    label: str,
    seeds: Sequence[int],
    prepare: Callable[[Any, int], Awaitable[None]],
    steps: int,
) -> int:
    """Storm ``seeds`` one after the other: for each, ``await prepare(pilot, seed)`` sets the
    scene (a fresh match, a dialog), then ``steps`` bursts of input. A storm that ends the app (a
    clean quit) lets the next one start a new app. Each storm is counted for ``fuzzer`` with its
    CPU time. Returns the number of storms run."""
    done = 0
    while done < len(seeds):
        app = app_for()
        async with app.run_test(size=(80, 24)) as pilot:
            make_patient(pilot, CPU_PER_STORM)
            while done < len(seeds) and app.is_running:
                seed = seeds[done]
                started = time.process_time()
                with time_limit(CPU_PER_STORM):
                    if app.size != (80, 24):  # a resize lays out and draws everything again
                        await pilot.resize_terminal(80, 24)
                    await prepare(pilot, seed)
                    await storm(pilot, seed, steps)
                done += 1
                assert app.crashes == [], (f"{label} seed {seed}", crash_details(app))
                record(fuzzer, 1, time.process_time() - started)
        assert app.crashes == [], (f"{label} seed {seeds[done - 1]}", crash_details(app))
    return done


def batches(count: int) -> list[list[int]]:
    """Seeds 0..count-1 cut into batches of BATCH."""
    return [list(range(start, min(count, start + BATCH))) for start in range(0, count, BATCH)]


SCREEN_CASES = [
    pytest.param(info, name, seats, seeds, id=f"{info.id}-{name}-{seeds[0]}")
    for info in GAMES
    for name, seats in seatings(info)
    for seeds in batches(max(1, STORMS_PER_SCREEN // 2))
]


@pytest.mark.parametrize(("info", "name", "seats", "seeds"), SCREEN_CASES)
async def test_key_storms_on_a_game_screen(
    info: GameInfo, name: str, seats: tuple[SeatInfo, ...], seeds: list[int]
) -> None:
    async def prepare(pilot: Any, seed: int) -> None:
        app = pilot.app
        for _ in range(3):
            before = match_screen(app)
            app.start_match(setup_for(info, seats, seed))
            opened = match_screen(app)  # pushed at once, mounted later
            if opened is None or opened is before:
                raise AssertionError(f"{info.id} seed {seed}: the match did not open: {app.screen!r}")
            # a key of the last storm that lands late may leave the new match for the menu before
            # it is even shown (the player's own Escape: the match is saved, nothing crashed); the
            # storm then starts the match again
            await settle(pilot, lambda: opened.is_mounted or opened not in app.screen_stack)
            if opened in app.screen_stack:
                return
        raise AssertionError(f"{info.id} seed {seed}: three new matches in a row were left at once")

    await storm_batch(f"storm-{info.id}", f"{info.id} {name}", seeds, prepare, STEPS)
    assert_resumable()


@functools.cache
def a_finished_match() -> Match:
    """A Lux Nova solo match played to its end by random moves (not saved anywhere)."""
    info = REGISTRY.get("lux-nova")
    match = Match.start(REGISTRY, setup_for(info, (SeatInfo(),), 7))
    rng = random.Random(7)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def learn_screen_class(info: GameInfo) -> type[Screen[Any]] | None:
    """The game's Learn screen: the one the menu offers, else a ``learn`` module beside the game's
    screen (the one the game screen opens), else None."""
    path = learn_path(info)
    if not path:
        package = screen_path(info).partition(":")[0].rpartition(".")[0]
        try:
            module = importlib.import_module(f"{package}.learn")
        except ImportError:
            return None
        return getattr(module, "LearnScreen", None)
    return load_class(path)  # type: ignore[no-any-return]


def dialog_factories() -> list[tuple[str, Callable[[CardtableApp], Screen[Any]]]]:
    """Every dialog and side screen a player can open, made for the app (whose match screen is
    open): the shell's, the shared widgets', each game's own and each game's Learn screen."""
    from rich.text import Text

    from cardtable.ui.match_over import MatchOverScreen
    from cardtable.ui.new_match import NewMatchDialog
    from cardtable.ui.rules_screen import rules_screen
    from cardtable.ui.scores_screen import ScoresScreen
    from cardtable.ui.settings_screen import SettingsScreen
    from cardtable.ui.widgets.multi_pick_dialog import MultiPickDialog
    from cardtable.ui.widgets.pick_dialog import Choice, PickDialog
    from cardtable.ui.widgets.pile_dialog import PileDialog

    def current_game(app: CardtableApp) -> GameInfo:
        screen = match_screen(app)
        return screen.match.info if screen is not None else GAMES[0]

    choices = [
        Choice("a", "Aggressive", "1"),
        Choice("b", "Balanced", "2"),
        Choice("c", "Defensive", "3", False),
    ]
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
        ("scores", lambda app: ScoresScreen(current_game(app).id)),
        ("rules", lambda app: rules_screen(app, current_game(app))),  # as the app opens them: kept
        ("match-over", lambda app: MatchOverScreen(a_finished_match())),
        ("pick", lambda app: PickDialog("Pick a lane", "Where?", choices)),
        ("multi-pick", lambda app: MultiPickDialog("Pick up to two", "Which?", choices, limit=2)),
        ("pile", lambda app: PileDialog("Soul Zone", [Text("A card"), Text("Another card")])),
    ]
    for info in GAMES:
        made.append((f"new-match-{info.id}", lambda app, info=info: NewMatchDialog(info)))
        learn = learn_screen_class(info)
        if learn is not None:
            made.append((f"learn-{info.id}", lambda app, learn=learn: learn()))
    try:  # the dialogs of particular games, where they exist
        from cardtable.ui.aether_lanes.dialogs import FoeTurnDialog, MulliganDialog

        made.append(("mulligan", lambda app: MulliganDialog("P1", "Opening roll: 3 to 5.", [])))
        made.append(
            ("foe-turn", lambda app: FoeTurnDialog("The foe's turn", ["P2 plays a card.", "P2 attacks."]))
        )
    except ImportError:
        pass
    try:
        from cardtable.ui.luminous.dialogs import SplitDialog

        blockers = [("Thorn Guard", 2, 3), ("Ember Wisp", 1, 1)]
        made.append(
            ("split", lambda app: SplitDialog("Split 5 damage", "Among the blockers", 5, blockers, [3, 2]))
        )
    except ImportError:
        pass
    return made


DIALOGS = dialog_factories()
STORMS_PER_DIALOG = cases(1, 200)
DIALOG_STEPS = setting(12, 8)
"""Bursts per dialog storm: the dialog is pushed anew for each storm, over the same match."""
DIALOG_BATCH = setting(1, 20)


def dialog_batches() -> list[Any]:
    found = []
    for name, make in DIALOGS:
        for number, start in enumerate(range(0, STORMS_PER_DIALOG, DIALOG_BATCH)):
            seeds = list(range(start, min(STORMS_PER_DIALOG, start + DIALOG_BATCH)))
            found.append(pytest.param(name, make, number, seeds, id=f"{name}-{start}"))
    return found


def dialog_scene(
    info: GameInfo, seats: tuple[SeatInfo, ...], make: Callable[[CardtableApp], Screen[Any]]
) -> Callable[[Any, int], Awaitable[None]]:
    """The scene of a dialog storm: the match of the batch (a new one if it is over or gone),
    with whatever the last storm left over it closed, and the dialog pushed anew on top. (Left
    open, the screens piled up storm after storm, two lesson matches and a dozen Learn screens
    deep, and a storm measured the pile rather than the dialog.)"""

    async def prepare(pilot: Any, seed: int) -> None:
        app, screen = pilot.app, match_screen(pilot.app)
        if screen is None or screen.match.state.is_over:
            app.start_match(setup_for(info, seats, seed))
            await settle(pilot, lambda: (s := match_screen(app)) is not None and s.is_mounted)
        else:
            while app.screen is not screen and screen in app.screen_stack:
                await app.pop_screen()
        app.push_screen(make(app))
        await pilot.pause()

    return prepare


@pytest.mark.parametrize(("name", "make", "batch", "seeds"), dialog_batches())
async def test_key_storms_on_a_dialog(
    name: str, make: Callable[[CardtableApp], Screen[Any]], batch: int, seeds: list[int]
) -> None:
    info = GAMES[batch % len(GAMES)]
    seats = seatings(info)[batch // len(GAMES) % 2][1]
    await storm_batch(
        f"storm-dialog-{name}",
        f"dialog {name}",
        [1000 + seed for seed in seeds],
        dialog_scene(info, seats, make),
        DIALOG_STEPS,
    )
    assert_resumable()


@pytest.mark.parametrize(("name", "make"), [pytest.param(name, make, id=name) for name, make in DIALOGS])
async def test_double_enter_in_every_dialog(name: str, make: Callable[[CardtableApp], Screen[Any]]) -> None:
    info = GAMES[0]
    app = app_for(setup_for(info, seatings(info)[0][1], 3))
    async with app.run_test(size=(80, 24)) as pilot:
        make_patient(pilot)
        await settle(pilot, lambda: match_screen(app) is not None)
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


if NIGHTLY:  # the nightly run's own checks of its budget
    assert len(GAMES) >= 3 and STORMS_PER_SCREEN >= cases(2, 200) and STORMS_PER_DIALOG >= cases(1, 200)
