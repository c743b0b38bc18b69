"""``cardtable doctor`` after an unranked solo game (a solo undo past a draw): the game is kept
out of the score table on purpose, so it is no problem to report or repair."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import default_registry
from cardtable.persistence.history import HistoryDB
from cardtable.persistence.saves import SaveStore
from cardtable.session import Match, MatchSetup


def _finished_solo(unranked: bool, seed: int) -> Match:
    match = Match.start(
        default_registry(), MatchSetup("lux-nova", ("Ana",), (SeatInfo(),), seed), store=SaveStore()
    )
    match.apply(match.state.legal_actions()[0])
    if unranked:
        match.undo_unranked()
    while not match.state.is_over:
        match.apply(match.state.legal_actions()[0])
    return match


def test_an_unranked_solo_game_is_not_a_missing_result(
    isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _finished_solo(unranked=True, seed=4)
    HistoryDB().check()
    assert main(["doctor"]) == 0
    out = capsys.readouterr().out
    assert "missing from the score table" not in out
    assert "1 unranked (kept out of it on purpose)" in out
    assert HistoryDB().match_ids() == set()


def test_a_ranked_game_missing_beside_an_unranked_one_is_counted_alone_and_filed(
    isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _finished_solo(unranked=True, seed=4)
    ranked = _finished_solo(unranked=False, seed=5)
    HistoryDB().check()
    assert main(["doctor"]) == 1
    assert "1 finished match is missing from the score table" in capsys.readouterr().out
    assert main(["doctor", "--repair"]) == 0
    assert HistoryDB().match_ids() == {ranked.record.match_id}
    assert main(["doctor"]) == 0
    assert "all 1 ranked ones are in the score table; 1 unranked" in capsys.readouterr().out
