"""Issue 32: a named pipe (or a folder, or any file that is not a regular one) where a file of
ours is expected hung the menu, ``resume``, ``doctor`` and the app's start. Anything that is not
a regular file is reported and skipped, never opened, and left where it is."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.engine.registry import default_registry
from cardtable.persistence.history import HistoryDB
from cardtable.persistence.lesson_progress import LessonProgress
from cardtable.persistence.saves import SaveStore
from cardtable.persistence.settings import load_settings
from cardtable.session import file_unrecorded_results
from cardtable.ui.app import CardtableApp
from cardtable.ui.menu import MenuScreen
from tests.fuzz.limits import time_limit
from tests.ui.helpers import until

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")


def odd(path: Path, kind: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "pipe":
        os.mkfifo(path)
    else:
        path.mkdir()
    return path


@pytest.fixture(autouse=True)
def no_hang() -> Iterator[None]:
    with time_limit(30, wall_seconds=60):
        yield


@pytest.mark.parametrize("kind", ["pipe", "folder"])
def test_a_save_that_is_not_a_file_is_reported_skipped_and_left(tmp_path: Path, kind: str) -> None:
    store = SaveStore(tmp_path / "saves")
    path = odd(store.root / "m1.json", kind)
    assert store.has_unfinished()
    assert store.latest_summary() == "a save that cannot be read"
    scan = store.scan()
    what = "a named pipe" if kind == "pipe" else "a folder"
    assert scan.entries == () and scan.problems == (
        f"Save m1.json is {what}, not a file; it was left where it is.",
    )
    assert os.path.lexists(path)


def test_a_finished_save_that_is_a_pipe_is_not_opened(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves")
    odd(store.root / "finished" / "m1.json", "pipe")
    notes = file_unrecorded_results(default_registry(), store, HistoryDB(tmp_path / "history.sqlite3"))
    assert notes == ["Save m1.json is a named pipe, not a file; it was left where it is."]


def test_settings_that_are_a_pipe_give_defaults_with_a_notice(tmp_path: Path) -> None:
    path = odd(tmp_path / "settings.json", "pipe")
    loaded = load_settings(path)
    assert (
        loaded.problem is not None and "named pipe" in loaded.problem and "left where it is" in loaded.problem
    )
    assert os.path.exists(path)


def test_a_score_table_that_is_a_pipe_is_refused_at_once(tmp_path: Path) -> None:
    history = HistoryDB(odd(tmp_path / "history.sqlite3", "pipe"))
    with pytest.raises(sqlite3.OperationalError, match="named pipe"):
        history.recent()
    assert "named pipe" in history.inspect()[0]


def test_lesson_progress_that_is_a_pipe_reads_as_none(tmp_path: Path) -> None:
    assert LessonProgress("lux-nova", odd(tmp_path / "lessons.json", "pipe")).get("first").step == 0


def test_doctor_and_resume_report_pipes_and_return(
    isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    odd(isolated_home / "saves" / "m1.json", "pipe")
    odd(isolated_home / "settings.json", "pipe")
    odd(isolated_home / "history.sqlite3", "pipe")
    assert main(["doctor", "--repair"]) == 1
    out = capsys.readouterr().out
    assert "Save m1.json is a named pipe" in out and "Settings file" in out
    assert "history.sqlite3 is a named pipe" in out and "cannot repair" in out and "Traceback" not in out
    assert main(["resume"]) == 1
    assert "named pipe" in capsys.readouterr().err


async def test_the_app_starts_and_quits_with_pipes_for_its_files(isolated_home: Path) -> None:
    odd(isolated_home / "saves" / "m1.json", "pipe")
    odd(isolated_home / "settings.json", "pipe")
    odd(isolated_home / "history.sqlite3", "pipe")
    app = CardtableApp(default_registry())
    async with app.run_test(size=(100, 36)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.pause()
        notes = " ".join(n.message for n in app._notifications)
        assert "Settings file" in notes and "Save m1.json is a named pipe" in notes
        await pilot.press("ctrl+q")
        await until(pilot, lambda: not app.is_running)
    assert app.crashes == []
