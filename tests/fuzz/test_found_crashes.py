"""Crashes the fuzzers found, each replayed on its own (they must stay fixed)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual import events
from textual.geometry import Size

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import default_registry
from cardtable.session import MatchSetup
from tests.fuzz.storm import key_event, make_patient
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


def test_a_score_table_whose_column_names_were_damaged_is_set_aside(tmp_path: Path) -> None:
    """Found by the nightly score-table fuzzer (shards 0, 1, 3, 4): flipped bytes in the file's
    schema renamed a column (``winners`` became ``winnerz``); every query then failed with
    ``no such column``, which was not taken for damage, so the Scores screen and the end of a
    match raised instead of setting the file aside."""
    from cardtable.persistence.history import FinishedMatch, HistoryDB

    path = tmp_path / "history.sqlite3"
    played = FinishedMatch(
        "m1", "lux-nova", "basic", ("Ana",), ("human",), 1, (3.0,), (0,), "deck empty", "2026-11-01", 10
    )
    HistoryDB(path).add(played)
    for column in (b"winners", b"match_id", b"reason"):
        raw = path.read_bytes()
        assert raw.count(column + b" TEXT") >= 1
        path.write_bytes(raw.replace(column + b" TEXT", column[:-1] + b"z TEXT"))
        fresh = HistoryDB(path)
        assert fresh.recent() == []
        assert any("damaged" in problem for problem in fresh.problems)
        fresh.add(played)
        assert "m1" in fresh.match_ids()
    assert len(list(tmp_path.glob("history-damaged-*.sqlite3"))) == 3  # each damaged file kept


def test_a_cards_entry_that_is_not_a_list_is_reported(tmp_path: Path) -> None:
    """Found by the nightly data fuzzer (shard 7): ``cards: 0`` in a Luminous data file raised
    ``TypeError: 'int' object is not iterable`` in ``validate`` instead of naming the file and
    the field. Aether Lanes' loader had the same loop."""
    import shutil

    from cardtable.engine.data import data_root

    for game in ("luminous", "aether-lanes"):
        info = REGISTRY.get(game)
        folder = tmp_path / game
        shutil.copytree(data_root() / info.data_folder, folder)
        target = sorted(folder.glob("*.yaml"))[-1]
        target.write_text("cards: 0\n")
        issues = info.load().validate_data(folder)
        assert any(issue.file.endswith(target.name) and "list" in issue.reason for issue in issues), issues


async def test_a_key_reaching_the_split_dialog_before_it_is_composed() -> None:
    """Found by the nightly key storms on the Luminous split dialog (batch split-180, seed 1198):
    a key bound on the dialog arrived while it was pushed but not yet composed; its action
    redrew rows that did not exist yet (``NoMatches: '#split-rows'``). Now the key counts and
    the dialog shows it once composed."""
    from textual.widgets import Static

    from cardtable.ui.luminous.dialogs import SplitDialog

    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        make_patient(pilot)
        await pilot.pause()
        for key in ("right", "left", "down", "plus"):
            dialog = SplitDialog(
                "Split 5 damage", "Among the blockers", 5, [("A", 2, 3), ("B", 1, 1)], [3, 2]
            )
            app.push_screen(dialog)
            dialog.action_give(-1)  # before the dialog has composed its rows
            event = key_event(key)
            event.set_sender(app)
            app._driver.send_message(event)  # type: ignore[union-attr]
            await settle(pilot, lambda dialog=dialog: dialog.is_mounted and app.screen is dialog)
            await pilot.pause()
            assert app.crashes == [], [c.summary for c in app.crashes]
            assert f"Unassigned: {dialog.left} of 5" in str(dialog.query_one("#split-rows", Static).render())
            dialog.dismiss(None)
            await settle(pilot, lambda dialog=dialog: app.screen is not dialog)
