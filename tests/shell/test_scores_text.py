"""``cardtable scores`` words a finished duel as the result screen does: a beaten Soul reads 0
with the overkill apart, computer seats are marked, and the variant is named."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.persistence.history import FinishedMatch, HistoryDB
from cardtable.scores_text import players_text, scores_text


def _duel(
    scores: tuple[float, float], seats: tuple[str, str] = ("human", "computer:greedy")
) -> FinishedMatch:
    return FinishedMatch(
        "duel-1",
        "aether-lanes",
        "second-wind",
        ("Ana", "Bo"),
        seats,
        12,
        scores,
        (0,),
        "soul-zero",
        "2026-12-01T10:00:00",
        40,
    )


def test_a_beaten_soul_reads_zero_with_the_overkill_apart() -> None:
    assert scores_text(_duel((14.0, -3.0)), 0) == "14 / 0 (overkill 3)"
    assert scores_text(_duel((14.0, 0.0)), 0) == "14 / 0"
    assert scores_text(_duel((14.0, -3.0)), None) == "14 / -3"  # a game without a floor


def test_computer_seats_are_marked_once() -> None:
    assert players_text(_duel((1.0, 0.0))) == "Ana, Bo (computer)"
    assert players_text(_duel((1.0, 0.0), ("computer:strong", "human"))) == "Ana (computer), Bo"


def test_cardtable_scores_prints_the_duel_as_the_result_screen_does(
    isolated_home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "160")  # one line per match, to read it back
    HistoryDB().add(_duel((14.0, -3.0)))
    assert main(["scores", "aether-lanes"]) == 0
    out = capsys.readouterr().out
    assert "Bo (computer)" in out
    assert "14 / 0 (overkill 3)" in out and "-3" not in out
    assert "second-wind" in out
