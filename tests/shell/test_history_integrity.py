"""Issue 32: a damaged score table is not kept in use. SQLite's integrity check runs in
``doctor`` and at start-up; a failing table is rebuilt from what it still holds and the finished
saves, the old file kept aside: a result whose game name a flipped byte garbled comes back, and
one whose id was garbled is not stored twice."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import default_registry
from cardtable.history_repair import check_history
from cardtable.persistence.history import HistoryDB
from cardtable.persistence.saves import SaveStore
from cardtable.session import Match, MatchSetup, file_unrecorded_results

REGISTRY = default_registry()


def finished_solo(store: SaveStore, history: HistoryDB, seed: int) -> Match:
    setup = MatchSetup("lux-nova", ("Ana",), (SeatInfo(),), seed)
    match = Match.start(REGISTRY, setup, store=store, history=history)
    while not match.state.is_over:
        match.apply(match.state.legal_actions()[0])
    return match


def garble_in_table(path: Path, old: bytes, new: bytes) -> None:
    """Change ``old`` to ``new`` where the table stores it (its first page), not in the indexes:
    the flipped bytes the probe made."""
    raw = bytearray(path.read_bytes())
    at = raw.index(old)
    raw[at : at + len(old)] = new
    path.write_bytes(bytes(raw))


def integrity(path: Path) -> str:
    with sqlite3.connect(path) as db:
        return str(db.execute("PRAGMA integrity_check").fetchone()[0])


@pytest.fixture
def damaged(isolated_home: Path) -> tuple[Path, list[str]]:
    store = SaveStore(isolated_home / "saves")
    history = HistoryDB(isolated_home / "history.sqlite3")
    ids = [finished_solo(store, history, seed).record.match_id for seed in (1, 2, 3)]
    path = history.path
    garble_in_table(path, ids[0].encode(), b"Z" + ids[0][1:].encode())  # a garbled id
    garble_in_table(path, f"{ids[1]}lux-nova".encode(), f"{ids[1]}lux-nowa".encode())  # a garbled game
    assert integrity(path) != "ok"
    return path, ids


def scores(path: Path) -> list[tuple[str, str]]:
    with sqlite3.connect(path) as db:
        return sorted(db.execute("SELECT match_id, game FROM matches").fetchall())


def test_doctor_reports_the_failed_integrity_check_and_repair_rebuilds(
    damaged: tuple[Path, list[str]], capsys: pytest.CaptureFixture[str]
) -> None:
    path, ids = damaged
    assert main(["doctor"]) == 1
    out = capsys.readouterr().out
    assert "score table history.sqlite3 is damaged" in out and "Score table: fine" not in out
    assert main(["doctor", "--repair"]) == 0
    out = capsys.readouterr().out
    assert "rebuilt" in out and "Traceback" not in out
    assert integrity(path) == "ok"
    assert scores(path) == sorted((match_id, "lux-nova") for match_id in ids)
    kept = list(path.parent.glob("history-damaged-*.sqlite3"))
    assert len(kept) == 1 and integrity(kept[0]) != "ok"
    assert main(["doctor"]) == 0


def test_the_app_start_rebuilds_a_damaged_score_table_before_filing_results(
    damaged: tuple[Path, list[str]], isolated_home: Path
) -> None:
    path, ids = damaged
    store, history = SaveStore(isolated_home / "saves"), HistoryDB(path)
    notes = check_history(REGISTRY, store, history)
    assert len(notes) == 1 and "rebuilt from" in notes[0] and "3 finished saves" in notes[0]
    assert file_unrecorded_results(REGISTRY, store, history) == []  # no duplicate row
    assert scores(path) == sorted((match_id, "lux-nova") for match_id in ids)
    assert [s.match_id for s in history.solo_scores("lux-nova")].count(ids[1]) == 1
    assert check_history(REGISTRY, store, history) == []


def test_a_rebuild_keeps_results_that_have_no_save(isolated_home: Path) -> None:
    from cardtable.history_repair import rebuild_history
    from cardtable.persistence.history import FinishedMatch

    history = HistoryDB(isolated_home / "history.sqlite3")
    history.add(
        FinishedMatch("old1", "lux-nova", "basic", ("Bo",), ("human",), 4, (9.0,), (0,), "r", "2026-01-01", 5)
    )
    rebuilt = rebuild_history(REGISTRY, SaveStore(isolated_home / "saves"), history)
    assert (rebuilt.kept, rebuilt.from_saves, rebuilt.left_out) == (1, 0, 0)
    assert [m.match_id for m in history.recent()] == ["old1"]
