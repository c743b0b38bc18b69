"""Issue 14, files: every failure found with damaged saves, settings and history has a test here."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.engine.errors import CardtableError
from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import GameRegistry
from cardtable.persistence.history import HistoryDB
from cardtable.persistence.locks import MatchInUse
from cardtable.persistence.saves import SaveStore, UnsafeMatchId
from cardtable.persistence.settings import Settings, load_settings
from cardtable.session import Match, MatchSetup, file_unrecorded_results
from tests.support import toy_game

REGISTRY = GameRegistry([toy_game.INFO])


def start(store: SaveStore, history: HistoryDB | None = None, seed: int = 1) -> Match:
    setup = MatchSetup("toy", ("Ana", "Bo"), (SeatInfo(), SeatInfo()), seed)
    return Match.start(REGISTRY, setup, store=store, history=history)


def play_out(match: Match) -> None:
    while not match.state.is_over:
        match.apply(match.state.legal_actions()[0])


def saved(store: SaveStore, match: Match) -> dict:
    return json.loads(store.path_for(match.record.match_id).read_text())


def deep(depth: int) -> str:
    return "[" * depth + "]" * depth


# ----- saves ------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", [["play"], {"x": 1}, None, 7])
def test_a_save_whose_action_kind_is_not_text_is_moved_aside_not_replayed(
    tmp_path: Path, kind: object
) -> None:
    store = SaveStore(tmp_path / "saves")
    match = start(store)
    match.apply(match.state.legal_actions()[0])
    data = saved(store, match)
    data["actions"][0]["kind"] = kind
    store.path_for(match.record.match_id).write_text(json.dumps(data))
    with pytest.raises(CardtableError, match="action 1"):
        Match.resume(REGISTRY, data, store=store)
    scan = store.scan()  # Continue and resume: moved aside with a message, never listed again
    assert scan.entries == () and "moved to" in scan.problems[0]
    assert store.scan().problems == ()


def test_a_save_that_passes_the_scan_but_fails_in_replay_raises_a_clear_error(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves")
    match = start(store)
    match.apply(match.state.legal_actions()[0])
    data = saved(store, match)
    data["actions"][0] = {"kind": "play", "card": ["not", "a", "card"]}
    with pytest.raises(CardtableError, match="action 1 of the record cannot be replayed"):
        Match.resume(REGISTRY, data, store=store)


def test_a_deeply_nested_save_is_moved_aside_at_start_up(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves")
    store.root.mkdir(parents=True)
    (store.root / "deep.json").write_text(deep(100_000))
    assert store.latest_summary() == "a save that may be damaged"
    scan = store.scan()
    assert scan.entries == () and "nested too deeply" in scan.problems[0]
    with pytest.raises(CardtableError):  # deep values inside a parsed record: refused, not a crash
        Match.resume(
            REGISTRY,
            {
                "format": "cardtable-record",
                "game": "toy",
                "players": ["a", "b"],
                "seed": 1,
                "options": {"x": _nested(100_000)},
            },
        )


def _nested(depth: int) -> object:
    value: object = []
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize("bad_id", ["../../x", "/tmp/evil", "a/b", "..", "", "x" * 65, "a b", 12])
def test_a_match_id_that_is_not_a_plain_name_is_never_used_as_a_path(tmp_path: Path, bad_id: object) -> None:
    store = SaveStore(tmp_path / "home" / "saves")
    match = start(store)
    data = saved(store, match)
    data["match_id"] = bad_id
    store.path_for(match.record.match_id).write_text(json.dumps(data))
    with pytest.raises(CardtableError, match="not a valid record"):
        Match.resume(REGISTRY, data, store=store)
    with pytest.raises(UnsafeMatchId):
        store.path_for(bad_id)  # type: ignore[arg-type]
    scan = store.scan()
    assert scan.entries == () and "match id" in scan.problems[0]
    outside = [p for p in tmp_path.rglob("*") if p.is_file() and store.root not in p.parents]
    assert outside == []


def test_cli_resume_with_only_damaged_saves_exits_1_with_messages(
    capsys: pytest.CaptureFixture[str], isolated_home: Path
) -> None:
    saves = isolated_home / "saves"
    saves.mkdir()
    (saves / "deep.json").write_text(deep(50_000))
    (saves / "kind.json").write_text(
        json.dumps(
            {
                "format": "cardtable-record",
                "game": "toy",
                "players": ["a"],
                "seed": 1,
                "match_id": "kind",
                "actions": [{"kind": []}],
            }
        )
    )
    assert main(["resume"]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.count("moved to") == 2 and "no unfinished match" in err


# ----- settings ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "content", [bytes(range(256)), b'{"theme": "caf\xe9"}', deep(100_000).encode(), b"[]", b"\x00" * 10]
)
def test_a_damaged_settings_file_is_set_aside_and_defaults_used(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    loaded = load_settings(path)
    assert loaded.settings == Settings()
    assert loaded.problem is not None and "Default settings are used" in loaded.problem
    assert not path.exists()
    kept = list(tmp_path.glob("settings.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert load_settings(path).problem is None  # the next start is clean


async def test_the_app_starts_with_a_damaged_settings_file_and_says_so(isolated_home: Path) -> None:
    from cardtable.ui.app import CardtableApp
    from cardtable.ui.menu import MenuScreen

    (isolated_home / "settings.json").write_bytes(b"\xff\xfe" + deep(5000).encode())
    from tests.support.notes import record_notes
    from tests.ui.helpers import until

    app = CardtableApp(REGISTRY)
    messages = record_notes(app)  # said at start-up: its toast may be gone before a loaded test looks
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await until(pilot, lambda: any("Default settings" in m for m in messages))


# ----- history ----------------------------------------------------------------------------


def test_a_damaged_history_file_is_set_aside_and_a_fresh_one_started(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    history = HistoryDB(path)
    match = start(SaveStore(tmp_path / "saves"), history)
    play_out(match)
    assert match.history_warning is None
    assert [m.match_id for m in history.recent()] == [match.record.match_id]
    assert "moved to" in history.problems[0]
    assert len(list(tmp_path.glob("history-damaged-*.sqlite3"))) == 1


@pytest.mark.parametrize(
    "column,value",
    [
        ("players", "not json"),
        ("scores", '["x"]'),
        ("winners", "[7]"),
        ("players", "[]"),
        ("seats", deep(5000)),
    ],
)
def test_a_damaged_history_row_is_moved_aside_and_the_rest_still_read(
    tmp_path: Path, column: str, value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    history = HistoryDB(tmp_path / "history.sqlite3")
    first, second = start(SaveStore(tmp_path / "s"), history, 1), start(SaveStore(tmp_path / "s"), history, 2)
    play_out(first)
    play_out(second)
    with sqlite3.connect(history.path) as db:
        db.execute(f"UPDATE matches SET {column} = ? WHERE match_id = ?", (value, first.record.match_id))
    assert [m.match_id for m in history.recent()] == [second.record.match_id]
    assert history.head_to_head("toy", "Ana", "Bo").played == 1
    assert "damaged result" in history.problems[0]
    with sqlite3.connect(history.path) as db:
        assert db.execute("SELECT COUNT(*) FROM damaged_rows").fetchone()[0] == 1
    assert history.check() == 1


def test_cardtable_scores_survives_a_damaged_row(
    isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    history = HistoryDB()
    history.check()
    with sqlite3.connect(history.path) as db:
        db.execute(
            "INSERT INTO matches (match_id, game, variant, players, seats, seed, scores, winners, reason,"
            " solo, top_score, date, actions) VALUES ('x', 'lux-nova', 'basic', '{', '[]', 1, '[1]', '[0]',"
            " 'r', 1, 1, 'd', 1)"
        )
    assert main(["scores"]) == 0
    assert "Traceback" not in capsys.readouterr().err


def test_a_kill_between_the_finished_save_and_the_history_write_is_repaired_at_start(tmp_path: Path) -> None:
    store, history = SaveStore(tmp_path / "saves"), HistoryDB(tmp_path / "h.sqlite3")
    match = start(store, None)  # no history: as if killed right after the finished save
    play_out(match)
    assert store.finished_ids() and history.match_ids() == set()
    notes = file_unrecorded_results(REGISTRY, store, history)
    assert len(notes) == 1 and "stored now" in notes[0]
    assert history.match_ids() == {match.record.match_id}
    assert file_unrecorded_results(REGISTRY, store, history) == []


def test_a_locked_history_is_retried_then_the_result_is_stored_at_the_next_start(tmp_path: Path) -> None:
    store, history = SaveStore(tmp_path / "saves"), HistoryDB(tmp_path / "h.sqlite3", lock_wait=0.05)
    history.check()
    blocker = sqlite3.connect(history.path)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        match = start(store, history)
        play_out(match)
        assert match.history_warning is not None and "next start" in match.history_warning
    finally:
        blocker.rollback()
        blocker.close()
    assert file_unrecorded_results(REGISTRY, store, history)
    assert history.match_ids() == {match.record.match_id}


def test_a_damaged_finished_save_is_moved_aside_by_the_repair(tmp_path: Path) -> None:
    store, history = SaveStore(tmp_path / "saves"), HistoryDB(tmp_path / "h.sqlite3")
    (store.root / "finished").mkdir(parents=True)
    (store.root / "finished" / "abc.json").write_text("{broken")
    notes = file_unrecorded_results(REGISTRY, store, history)
    assert "moved to" in notes[0] and store.finished_ids() == {}


# ----- one owner per match ----------------------------------------------------------------


def test_a_match_cannot_be_claimed_twice(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves")
    match = start(store)
    match.claim()
    with pytest.raises(MatchInUse, match="another cardtable window"):
        store.claim(match.record.match_id)
    match.close()
    store.claim(match.record.match_id).release()


async def test_a_second_window_cannot_open_a_match_the_first_has_open(isolated_home: Path) -> None:
    from tests.support.notes import record_notes
    from tests.support.toy_screen import ToyScreen
    from tests.ui.helpers import toy_app, until

    store = SaveStore()
    match = start(store)
    match.apply(match.state.legal_actions()[0])
    held = store.claim(match.record.match_id)  # the first window
    app = toy_app()
    messages = record_notes(app)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.continue_last()
        await until(pilot, lambda: any("another cardtable window" in m for m in messages))
        assert not any(isinstance(s, ToyScreen) for s in app.screen_stack)
    assert store.scan().entries  # left alone, not moved aside
    held.release()
    app = toy_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.continue_last()
        await until(pilot, lambda: isinstance(app.screen, ToyScreen))
        with pytest.raises(MatchInUse):
            store.claim(match.record.match_id)
        app.back_to_menu()
        await pilot.pause()
        store.claim(match.record.match_id).release()  # leaving the match let it go
