"""``cardtable doctor``: reports damage in the user folder with the app's messages, repairs on
request (moving files aside, never deleting), and exits 0 only when all is well."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import default_registry
from cardtable.persistence.history import HistoryDB
from cardtable.persistence.saves import SaveStore
from cardtable.persistence.settings import load_settings
from cardtable.session import Match, MatchSetup


def damage_everything(home: Path) -> None:
    (home / "settings.json").write_bytes(b"\xff{")
    saves = home / "saves"
    saves.mkdir(parents=True)
    (saves / "deep.json").write_text("[" * 50_000)
    (saves / "kind.json").write_text(
        json.dumps(
            {
                "format": "cardtable-record",
                "game": "lux-nova",
                "players": ["a"],
                "seed": 1,
                "match_id": "kind",
                "actions": [{"kind": []}],
            }
        )
    )
    (home / "history.sqlite3").write_bytes(b"not a database at all" * 50)


def test_doctor_on_a_clean_folder_says_all_is_well(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["doctor"]) == 0
    assert "Everything is in order" in capsys.readouterr().out


def test_doctor_reports_then_repairs(isolated_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    damage_everything(isolated_home)
    assert main(["doctor"]) == 1
    out = capsys.readouterr().out
    assert "Traceback" not in out
    assert "Settings file" in out and "is not text" in out
    assert "Save deep.json cannot be read (nested too deeply)" in out
    assert "Save kind.json cannot be read" in out
    assert "score table history.sqlite3 is damaged" in out
    assert "--repair" in out
    assert (isolated_home / "settings.json").exists()  # nothing changed without --repair
    assert main(["doctor", "--repair"]) == 0
    out = capsys.readouterr().out
    assert out.count("repaired:") >= 4 and "moved to" in out
    assert main(["doctor"]) == 0
    assert load_settings().problem is None
    assert len(list((isolated_home / "saves" / "damaged").iterdir())) == 2
    assert list(isolated_home.glob("settings.json.damaged-*")) and list(
        isolated_home.glob("history-damaged-*")
    )


def test_doctor_files_finished_matches_missing_from_the_score_table(
    isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    registry = default_registry()
    match = Match.start(registry, MatchSetup("lux-nova", ("Ana",), (SeatInfo(),), 4), store=SaveStore())
    while not match.state.is_over:
        match.apply(match.state.legal_actions()[0])
    HistoryDB().check()
    assert main(["doctor"]) == 1
    assert "1 finished match is missing" in capsys.readouterr().out
    assert main(["doctor", "--repair"]) == 0
    assert HistoryDB().match_ids() == {match.record.match_id}


def test_doctor_reports_a_damaged_history_row_and_a_broken_data_override(
    isolated_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    HistoryDB().check()
    with sqlite3.connect(isolated_home / "history.sqlite3") as db:
        db.execute(
            "INSERT INTO matches (match_id, game, variant, players, seats, seed, scores, winners, reason, solo,"
            " top_score, date, actions) VALUES ('m1', 'lux-nova', 'basic', '{', '[]', 1, '[1]', '[0]', 'r', 1, 1, 'd', 1)"
        )
    (tmp_path / "lux_nova").mkdir()
    assert main(["--data", str(tmp_path), "doctor"]) == 1
    out = capsys.readouterr().out
    assert "damaged result (match m1)" in out and "Card data:" in out and "missing" in out
