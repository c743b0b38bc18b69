"""Crashes the fuzzers found, each replayed on its own (they must stay fixed)."""

from __future__ import annotations

import asyncio

from textual import events
from textual.geometry import Size

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import default_registry
from cardtable.session import MatchSetup
from tests.fuzz.storm import make_patient
from tests.fuzz.test_key_storms import app_for, match_screen, settle

REGISTRY = default_registry()


async def test_a_new_match_right_after_a_resize_does_not_redraw_the_closed_screen() -> None:
    """Found by the nightly key storms (Lux Nova, 4 seats): a resize queued a redraw of the match
    screen; a new match (Rematch does this) closed that screen before the redraw ran, which then
    looked for the board of a screen that no longer had one (``NoMatches: '#board'``)."""
    seats = (SeatInfo(), SeatInfo(kind="computer", bot="greedy"))
    app = app_for(MatchSetup("lux-nova", ("P1", "P2"), seats, 1))
    async with app.run_test(size=(80, 24)) as pilot:
        make_patient(pilot)
        await settle(pilot, lambda: (s := match_screen(app)) is not None and s.is_mounted)
        for seed in range(2, 6):
            first = match_screen(app)
            assert first is not None
            first.on_resize()  # the resize handler queues a redraw for after the next refresh
            app.start_match(MatchSetup("lux-nova", ("P1", "P2"), seats, seed))
            await settle(pilot, lambda: (s := match_screen(app)) not in (None, first) and s.is_mounted)
            await pilot.pause()
    assert app.crashes == [], [c.summary for c in app.crashes]


async def test_the_palette_opened_again_while_the_last_one_is_closing() -> None:
    """Found by a key storm in tmux (Lux Nova hot-seat, 80x24): Escape closed the command palette
    and F1 came before Textual had taken the closed palette away; the new palette had the old
    one's id (``DuplicateIds: '--command-palette'``). The key now opens the palette once the old
    one is gone."""
    from textual.command import CommandPalette

    seats = (SeatInfo(), SeatInfo())
    app = app_for(MatchSetup("lux-nova", ("P1", "P2"), seats, 1))
    async with app.run_test(size=(80, 24)) as pilot:
        make_patient(pilot)
        await settle(pilot, lambda: (s := match_screen(app)) is not None and s.is_mounted)
        for _ in range(3):
            app.action_command_palette()
            await settle(pilot, lambda: isinstance(app.screen, CommandPalette))
            app.screen.dismiss()
            app.action_command_palette()  # before the closed palette has left the app
            await settle(pilot, lambda: isinstance(app.screen, CommandPalette))
            app.screen.dismiss()
            await settle(pilot, lambda: not isinstance(app.screen, CommandPalette))
    assert app.crashes == [], [c.summary for c in app.crashes]


async def test_a_lesson_closed_before_its_mount_handler_ran() -> None:
    """Found by the key storms on Aether Lanes' Learn screen: Enter opened a lesson and Escape
    in the same burst closed it; its mount handler, still queued, then fitted the layout of a
    screen whose widgets were gone (``NoMatches: '#log'``). Here the handler runs after the close
    on purpose, and a close after 0, 1, 2... turns of the event loop must not crash either."""
    from cardtable.games.aether_lanes import lessons as L
    from cardtable.persistence.lesson_progress import LessonProgress
    from cardtable.ui.aether_lanes.lesson import LessonScreen
    from cardtable.ui.aether_lanes.table_view import BattleTable

    lessons = L.load_lessons()
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        make_patient(pilot)
        await pilot.pause()
        menu = app.screen
        for turns in range(8):
            screen = LessonScreen(lessons[0], lessons, LessonProgress("aether-lanes"), REGISTRY)
            app.push_screen(screen)
            for _ in range(turns):
                await asyncio.sleep(0)
            screen.action_leave()
            await settle(pilot, lambda: app.screen is menu)
            await pilot.pause()
        await settle(pilot, lambda: not screen.children)
        BattleTable.on_mount(screen)  # the queued mount handler, run after the close
        screen.on_resize(events.Resize(Size(80, 24), Size(80, 24)))
    assert app.crashes == [], [c.summary for c in app.crashes]
