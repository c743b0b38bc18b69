"""Everything cardtable writes for a player goes to ``$CARDTABLE_HOME`` when it is set, and the
menu's Continue offers only the saves found there (a session once saw Continue appear in a fresh
folder; it came from that folder, never from the platform's one)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from textual.widgets import OptionList

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import default_registry
from cardtable.persistence.history import HistoryDB
from cardtable.persistence.lesson_progress import LessonProgress
from cardtable.persistence.saves import SaveStore
from cardtable.persistence.settings import Settings, SettingsLoad, load_settings, save_settings
from cardtable.session import Match, MatchSetup
from cardtable.ui.app import CardtableApp
from cardtable.ui.crash import write_crash_log
from cardtable.ui.menu import MenuScreen


def files_under(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())


@pytest.fixture
def platform_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Where the platform's user data folder would be, were CARDTABLE_HOME not set."""
    folder = tmp_path / "platform"
    monkeypatch.setenv("HOME", str(folder))
    monkeypatch.setenv("XDG_DATA_HOME", str(folder / "data"))
    return folder


def play_a_match(store: SaveStore, history: HistoryDB, finish: bool) -> Match:
    registry = default_registry()
    match = Match.start(
        registry, MatchSetup("lux-nova", ("Ann",), (SeatInfo(),), 5), store=store, history=history
    )
    rng = random.Random(5)
    while finish and not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    if not finish:
        match.apply(match.state.legal_actions()[0])
    return match


def test_saves_history_settings_lessons_and_logs_follow_cardtable_home(
    isolated_home: Path, platform_folder: Path
) -> None:
    play_a_match(SaveStore(), HistoryDB(), finish=True)
    play_a_match(SaveStore(), HistoryDB(), finish=False)
    assert save_settings(Settings(animation_speed="fast")) is None
    assert load_settings().settings.animation_speed == "fast"
    assert LessonProgress("aether-lanes").record("the-flow-of-aether", 2) is None
    write_crash_log(RuntimeError("test"), [])

    written = files_under(isolated_home)
    assert "history.sqlite3" in written and "settings.json" in written and "lessons.json" in written
    assert any(name.startswith("saves/finished/") for name in written)
    assert any(name.startswith("saves/") and "/" not in name[6:] for name in written)  # unfinished
    assert any(name.startswith("logs/crash-") for name in written)
    assert len(HistoryDB().match_ids()) == 1
    assert files_under(platform_folder) == []


async def test_continue_offers_only_the_saves_of_cardtable_home(
    isolated_home: Path, platform_folder: Path
) -> None:
    elsewhere = SaveStore(platform_folder / "saves")
    play_a_match(elsewhere, HistoryDB(platform_folder / "history.sqlite3"), finish=False)
    assert elsewhere.scan().entries  # a save that is not in CARDTABLE_HOME

    def menu_entries(app: CardtableApp) -> list[str | None]:
        assert isinstance(app.screen, MenuScreen)
        options = app.screen.query_one("#menu", OptionList)
        return [options.get_option_at_index(i).id for i in range(options.option_count)]

    app = CardtableApp(default_registry(), settings=SettingsLoad(Settings(animation_speed="instant")))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "continue" not in menu_entries(app)

    play_a_match(SaveStore(), HistoryDB(), finish=False)
    app = CardtableApp(default_registry(), settings=SettingsLoad(Settings(animation_speed="instant")))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "continue" in menu_entries(app)
