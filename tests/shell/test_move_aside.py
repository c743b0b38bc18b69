"""Issue 32: a move aside never replaces anything (two damaged copies of one match in one second
were one file in saves/damaged/)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.persistence.history import HistoryDB
from cardtable.persistence.saves import SaveStore
from cardtable.persistence.settings import load_settings


def test_doctor_repair_keeps_both_damaged_copies_of_one_match(
    isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saves = isolated_home / "saves"
    (saves / "finished").mkdir(parents=True)
    (saves / "m1.json").write_text("{unfinished")
    (saves / "finished" / "m1.json").write_text("{finished")
    assert main(["doctor", "--repair"]) == 0
    out = capsys.readouterr().out
    moved = [line.rsplit(" moved to ", 1)[1].rstrip(".") for line in out.splitlines() if " moved to " in line]
    assert len(moved) == 2 and moved[0] != moved[1], out
    kept = sorted(p.read_text() for p in (saves / "damaged").iterdir())
    assert kept == ["{finished", "{unfinished"]


def test_moving_the_same_save_aside_twice_in_one_second_keeps_both(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves")
    store.root.mkdir(parents=True)
    for content in ("first", "second", "third"):
        (store.root / "m1.json").write_text(content)
        assert "moved to" in store.move_aside(store.root / "m1.json", "damaged")
    assert sorted(p.read_text() for p in (store.root / "damaged").iterdir()) == ["first", "second", "third"]


def test_damaged_settings_set_aside_twice_keeps_both(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    for content in (b"\xff one", b"\xff two"):
        path.write_bytes(content)
        assert load_settings(path).problem is not None
    kept = sorted(p.read_bytes() for p in tmp_path.iterdir() if p.name.startswith("settings.json.damaged"))
    assert kept == [b"\xff one", b"\xff two"]


def test_a_damaged_score_table_set_aside_twice_keeps_both(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    for content in (b"not a database one" * 40, b"not a database two" * 40):
        path.write_bytes(content)
        assert HistoryDB(path).recent() == []
    kept = sorted(p.read_bytes()[:18] for p in tmp_path.glob("history-damaged-*"))
    assert kept == [b"not a database one", b"not a database two"]


def test_a_moved_save_message_names_the_file_it_went_to(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves")
    store.root.mkdir(parents=True)
    (store.root / "m1.json").write_text(json.dumps({"format": "other"}))
    message = store.scan().problems[0]
    target = Path(message.rsplit(" moved to ", 1)[1].rstrip("."))
    assert target.is_file() and target.parent == store.root / "damaged"
