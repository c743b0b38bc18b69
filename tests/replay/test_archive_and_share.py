"""The match archive, branched matches in the history, and shared records (issue 31)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.branching import branch_match
from cardtable.engine.errors import CardtableError
from cardtable.engine.record import SeatInfo
from cardtable.engine.replay import Replay
from cardtable.persistence.archive import find_entry, scan_archive
from cardtable.persistence.history import HistoryDB
from cardtable.persistence.saves import SaveStore
from cardtable.replay_share import card_data, export_record, load_record_file
from cardtable.session import Match
from tests.replay.matches import REGISTRY, played


def test_the_archive_lists_finished_and_unfinished_matches_with_their_facts() -> None:
    done = played("aether-lanes", 7, players=("Ana", "Bo"))
    going = played("luminous", 8, players=("Cy", "Ana"), kinds=("human", "computer"), upto=12)
    entries, problems = scan_archive(SaveStore(), HistoryDB())
    assert problems == []
    by_id = {e.match_id: e for e in entries}
    finished = by_id[done.record.match_id]
    assert finished.finished and finished.game == "aether-lanes" and finished.players == ("Ana", "Bo")
    assert finished.actions == len(done.record.actions) and finished.seats_text == "C C"
    outcome = done.state.outcome
    assert outcome is not None and finished.scores == tuple(outcome.scores)
    unfinished = by_id[going.record.match_id]
    assert not unfinished.finished and unfinished.score_text == "playing" and unfinished.seats_text == "P C"
    assert unfinished.actions == 12


def test_the_archive_filters_by_game_and_by_part_of_a_players_name() -> None:
    played("aether-lanes", 7, players=("Ana", "Bo"))
    played("lux-aeterna", 7, players=("Cyra", "Dee"))
    entries, _ = scan_archive(SaveStore(), HistoryDB())
    assert [e.game for e in entries if e.matches(game="lux-aeterna")] == ["lux-aeterna"]
    assert [e.players for e in entries if e.matches(player="cyr")] == [("Cyra", "Dee")]
    assert [e for e in entries if e.matches(game="aether-lanes", player="dee")] == []
    assert find_entry(entries, entries[0].match_id[:6]) is entries[0]


def test_a_branched_match_names_its_parent_and_is_kept_apart_in_scores() -> None:
    solo = played("lux-nova", 5, players=("Ana",))
    history = HistoryDB()
    assert len(history.solo_scores("lux-nova")) == 1
    replay = Replay(solo.record, REGISTRY)
    branch = branch_match(replay, 3, (SeatInfo(kind="human"),), store=SaveStore(), history=history)
    assert (
        branch.record.branched_from is not None
        and branch.record.branched_from.match_id == solo.record.match_id
    )
    assert branch.record.actions == solo.record.actions[:3] and branch.record.match_id != solo.record.match_id
    assert branch.state.fingerprint() == replay.position(3).fingerprint()
    while not branch.state.is_over:
        branch.apply(branch.state.legal_actions()[0])
    assert history.branches() == {branch.record.match_id: solo.record.match_id}
    assert [s.match_id for s in history.solo_scores("lux-nova")] == [solo.record.match_id]  # never ranked
    recent = {m.match_id: m.branched_from for m in history.recent("lux-nova")}
    assert recent == {solo.record.match_id: None, branch.record.match_id: solo.record.match_id}
    saved = Match.resume(REGISTRY, json.loads(SaveStore().finished_path(branch.record.match_id).read_text()))
    assert saved.record.branched_from == branch.record.branched_from  # the save keeps the mark


def test_head_to_head_counts_branched_matches_apart() -> None:
    duel = played("aether-lanes", 7, players=("Ana", "Bo"))
    history = HistoryDB()
    before = history.head_to_head("aether-lanes", "Ana", "Bo")
    assert before.played == 1 and before.branched == 0
    replay = Replay(duel.record, REGISTRY)
    seats = (SeatInfo(kind="computer", bot="greedy"), SeatInfo(kind="computer", bot="greedy"))
    branch = branch_match(replay, replay.turn_starts[3], seats, store=SaveStore(), history=history)
    while not branch.state.is_over:
        branch.apply(branch.choose_computer_action())
    after = history.head_to_head("aether-lanes", "Ana", "Bo")
    assert after.played == 1 and after.branched == 1


def test_play_on_refuses_a_position_where_the_match_is_over() -> None:
    duel = played("aether-lanes", 7)
    replay = Replay(duel.record, REGISTRY)
    with pytest.raises(CardtableError, match="over"):
        branch_match(replay, replay.length, (SeatInfo(), SeatInfo()))


def test_an_exported_record_opens_in_a_fresh_user_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    duel = played("lux-aeterna", 9, options={"decks": ["dawn-choir", "starwatch"]})
    target = tmp_path / "shared.json"
    export_record(REGISTRY, duel.record, target)
    payload = json.loads(target.read_text())
    assert (
        payload["format"] == "cardtable-replay"
        and payload["data_version"] == card_data(REGISTRY, "lux-aeterna").version
    )
    assert payload["decks"] and all(isinstance(deck, dict) for deck in payload["decks"])  # written out
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "elsewhere"))
    record = load_record_file(REGISTRY, target)
    assert record.actions == duel.record.actions
    assert Replay(record, REGISTRY).position(len(record.actions)).fingerprint() == duel.state.fingerprint()


def test_a_record_made_with_other_cards_says_in_one_line_which_differ(tmp_path: Path) -> None:
    duel = played("aether-lanes", 7)
    target = tmp_path / "shared.json"
    export_record(REGISTRY, duel.record, target)
    payload = json.loads(target.read_text())
    payload["cards"]["cards:ember-imp"] = "0" * 12
    payload["cards"]["cards:a-card-we-lack"] = "1" * 12
    target.write_text(json.dumps(payload))
    with pytest.raises(CardtableError) as error:
        load_record_file(REGISTRY, target)
    message = str(error.value)
    assert "\n" not in message and "2 differ" in message
    assert "cards:ember-imp" in message and "cards:a-card-we-lack" in message


def test_a_file_that_is_not_a_record_is_one_clear_line(tmp_path: Path) -> None:
    target = tmp_path / "notes.json"
    target.write_text('{"hello": 1}')
    with pytest.raises(CardtableError, match="not a valid record"):
        load_record_file(REGISTRY, target)
    with pytest.raises(CardtableError, match="no such file"):
        load_record_file(REGISTRY, tmp_path / "missing.json")


def test_an_ordinary_matchs_save_has_no_branch_key_so_older_versions_read_it() -> None:
    duel = played("aether-lanes", 7, upto=4)
    saved = json.loads(SaveStore().path_for(duel.record.match_id).read_text())
    assert "branched_from" not in saved
    replay = Replay(duel.record, REGISTRY)
    branch = branch_match(replay, 2, (SeatInfo(), SeatInfo()), store=SaveStore())
    saved = json.loads(SaveStore().path_for(branch.record.match_id).read_text())
    assert saved["branched_from"] == {"match_id": duel.record.match_id, "at": 2}
