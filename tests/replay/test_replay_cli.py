"""``cardtable replay``: list, filter, open, export, and one-line errors (issue 31)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardtable.cli import main
from cardtable.ui.replay.start import ReplayStart
from tests.replay.matches import played


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """What ``replay ID|FILE`` asks the app to open (the app itself is not started)."""
    starts: list[Any] = []

    def fake_run_app(start: Any = None) -> int:
        starts.append(start)
        return 0

    monkeypatch.setattr("cardtable.ui.app.run_app", fake_run_app)
    return starts


def test_replay_lists_every_recorded_match_with_its_facts(capsys: pytest.CaptureFixture[str]) -> None:
    done = played("aether-lanes", 7, players=("Ana", "Bo"))
    going = played("lux-aeterna", 3, players=("Cy", "Dee"), kinds=("human", "computer"), upto=5)
    code, out, err = run(capsys, "replay")
    assert code == 0 and err == ""
    header, *rows = out.splitlines()
    assert header.split() == ["ID", "GAME", "DATE", "PLAYERS", "SEATS", "SCORE", "ACTIONS"]
    by_id = {row.split()[0]: row for row in rows}
    assert "Ana vs Bo" in by_id[done.record.match_id] and "aether-lanes" in by_id[done.record.match_id]
    assert by_id[going.record.match_id].rstrip().endswith("5") and "playing" in by_id[going.record.match_id]


def test_replay_filters_by_game_and_player(capsys: pytest.CaptureFixture[str]) -> None:
    played("aether-lanes", 7, players=("Ana", "Bo"))
    played("lux-aeterna", 7, players=("Cyra", "Dee"))
    _, out, _ = run(capsys, "replay", "--game", "lux-aeterna")
    assert "Cyra vs Dee" in out and "Ana vs Bo" not in out
    _, out, _ = run(capsys, "replay", "--player", "an")
    assert "Ana vs Bo" in out and "Cyra" not in out
    _, out, _ = run(capsys, "replay", "--player", "nobody")
    assert out.strip() == "No recorded match matches the filter."


def test_replay_with_an_empty_archive_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "replay")
    assert code == 0 and out.strip() == "No recorded match yet: play one first."


def test_replay_id_opens_the_viewer_on_that_match(
    capsys: pytest.CaptureFixture[str], opened: list[Any]
) -> None:
    done = played("luminous", 7)
    code, _, err = run(capsys, "replay", done.record.match_id[:7])
    assert code == 0 and err == ""
    assert isinstance(opened[0], ReplayStart) and opened[0].record.match_id == done.record.match_id


def test_replay_of_an_unknown_id_or_a_bad_file_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, opened: list[Any]
) -> None:
    code, _, err = run(capsys, "replay", "nosuchmatch")
    assert code == 1 and err.count("\n") == 1 and "no recorded match has the id 'nosuchmatch'" in err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    code, _, err = run(capsys, "replay", str(bad))
    assert code == 1 and err.count("\n") == 1 and "damaged JSON" in err
    code, _, err = run(capsys, "replay", "export", "only-an-id")
    assert code == 1 and "export ID FILE" in err
    assert opened == []


def test_export_then_open_the_file_in_a_fresh_user_folder(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, opened: list[Any]
) -> None:
    done = played("aether-lanes", 11)
    target = tmp_path / "duel.json"
    code, out, err = run(capsys, "replay", "export", done.record.match_id, str(target))
    assert code == 0 and err == "" and str(target) in out
    assert json.loads(target.read_text())["record"]["match_id"] == done.record.match_id
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "friend"))
    code, out, err = run(capsys, "replay")
    assert "No recorded match yet" in out  # the friend's own archive is empty...
    code, _, err = run(capsys, "replay", str(target))  # ...and the file opens all the same
    assert code == 0 and err == "" and opened[0].record.actions == done.record.actions


def test_replay_has_help_with_examples(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "replay", "--help")
    assert code == 0 and out.startswith("usage: cardtable replay") and "replay export" in out
