"""Saves, settings and the history database: interrupted writes, damaged files, unwritable folders."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import GameRegistry
from cardtable.persistence.atomic import atomic_write_text
from cardtable.persistence.history import FinishedMatch, HistoryDB
from cardtable.persistence.saves import SaveStore
from cardtable.persistence.settings import Settings, load_settings, save_settings
from cardtable.session import Match, MatchSetup
from tests.support import toy_game

REGISTRY = GameRegistry([toy_game.INFO])


def start(store: SaveStore, history: HistoryDB | None = None, seed: int = 1) -> Match:
    setup = MatchSetup("toy", ("Ana", "Bo"), (SeatInfo(), SeatInfo()), seed)
    return Match.start(REGISTRY, setup, store=store, history=history)


def test_every_action_is_autosaved_and_resumes_identically(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves")
    match = start(store)
    for _ in range(3):
        match.apply(match.state.legal_actions()[0])
    scan = store.scan()
    assert [e.match_id for e in scan.entries] == [match.record.match_id]
    assert len(scan.entries[0].data["actions"]) == 3
    resumed = Match.resume(REGISTRY, scan.entries[0].data, store=store)
    assert resumed.state.to_json() == match.state.to_json()
    assert resumed.progress == match.progress


def test_actions_applied_in_one_held_block_are_saved_once_at_its_end(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A key that plays a card and then passes for the other seat wrote (and flushed) the save
    # file once per action; the screens now hold the saves for the whole key.
    store = SaveStore(tmp_path / "saves")
    match = start(store)
    writes: list[int] = []
    real_write = store.write
    monkeypatch.setattr(
        store, "write", lambda mid, data: (writes.append(len(data["actions"])), real_write(mid, data))
    )
    with match.saves_held():
        match.apply(match.state.legal_actions()[0])
        with match.saves_held():  # nested: still one save, at the outer end
            match.apply(match.state.legal_actions()[0])
        assert writes == []
    assert writes == [2]
    with pytest.raises(RuntimeError), match.saves_held():
        match.apply(match.state.legal_actions()[0])
        raise RuntimeError("a problem after the action")
    assert writes == [2, 3]  # saved all the same
    assert len(store.scan().entries[0].data["actions"]) == 3
    match.apply(match.state.legal_actions()[0])  # outside a block: saved at once, as before
    assert writes == [2, 3, 4]


def test_interrupted_write_leaves_the_previous_save_intact(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "save.json"
    atomic_write_text(target, '{"old": true}')

    def crash(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", crash)
    with pytest.raises(OSError):
        atomic_write_text(target, '{"new": true}')
    assert json.loads(target.read_text()) == {"old": True}
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]  # no temporary file left behind


def test_a_damaged_save_is_moved_aside_and_the_others_still_load(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves")
    good = start(store)
    (store.root / "broken.json").write_text("{ this is not json")
    (store.root / "alien.json").write_text('{"format": "something else"}')
    scan = store.scan()
    assert [e.match_id for e in scan.entries] == [good.record.match_id]
    assert len(scan.problems) == 2
    assert any("broken.json" in p and "damaged JSON at line 1" in p for p in scan.problems)
    damaged = sorted(p.name for p in (store.root / "damaged").iterdir())
    assert damaged[0].startswith("alien-") and damaged[1].startswith("broken-")
    assert store.scan().problems == ()  # moved, so reported once


def test_a_save_whose_actions_do_not_replay_is_refused_with_a_reason(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves")
    match = start(store)
    data = store.scan().entries[0].data
    data["actions"] = [{"kind": "play", "card": "no-such-card"}]
    from cardtable.engine.errors import CardtableError

    with pytest.raises(CardtableError, match="action 1 of the record cannot be replayed"):
        Match.resume(REGISTRY, data, store=store)
    data["players"] = "not a list"
    with pytest.raises(CardtableError, match="not a valid record"):
        Match.resume(REGISTRY, data, store=store)
    assert match.state.history == []


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write anywhere")
def test_unwritable_folder_gives_a_warning_and_play_goes_on(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    match = start(SaveStore(folder / "saves"))
    assert match.save_warning and "Autosave failed" in match.save_warning
    match.apply(match.state.legal_actions()[0])
    assert len(match.state.history) == 1


def test_unwritable_folder_warning_without_permissions(tmp_path: Path) -> None:
    """Works as root too: the save folder's place is taken by a file."""
    blocker = tmp_path / "saves"
    blocker.write_text("a file where the folder should be")
    match = start(SaveStore(blocker / "inner"))
    assert match.save_warning and "Autosave failed" in match.save_warning
    match.apply(match.state.legal_actions()[0])
    assert len(match.state.history) == 1 and match.save_warning


def test_finished_match_goes_to_history_once_and_leaves_the_saves(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves")
    history = HistoryDB(tmp_path / "history.sqlite3")
    match = start(store, history)
    while not match.state.is_over:
        match.apply(match.state.legal_actions()[0])
    assert store.scan().entries == ()
    assert (store.root / "finished" / f"{match.record.match_id}.json").exists()
    rows = history.recent("toy")
    assert len(rows) == 1 and rows[0].players == ("Ana", "Bo")
    assert rows[0].actions == len(match.state.history)
    history.add(rows[0])  # a second time changes nothing
    assert len(history.recent("toy")) == 1


def test_head_to_head_and_solo_ranks(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path / "h.sqlite3")

    def add(
        mid: str, players: tuple[str, ...], scores: tuple[float, ...], winners: tuple[int, ...], seed: int = 1
    ) -> None:
        db.add(
            FinishedMatch(
                mid,
                "g",
                "basic",
                players,
                ("human",) * len(players),
                seed,
                scores,
                winners,
                "",
                f"2026-01-0{len(mid)}",
                5,
            )
        )

    add("a", ("Ana", "Bo"), (3, 1), (0,))
    add("bb", ("Bo", "Ana"), (4, 2), (0,))
    add("ccc", ("Ana", "Bo"), (2, 2), (0, 1))
    record = db.head_to_head("g", "Ana", "Bo")
    assert (record.first_wins, record.second_wins, record.draws) == (1, 1, 1)
    add("dddd", ("Solo",), (40,), (0,), seed=7)
    add("eeeee", ("Solo",), (55,), (0,), seed=8)
    assert [s.score for s in db.solo_scores("g", "basic")] == [55, 40]
    assert db.solo_rank("g", 50, "basic") == (2, 2)
    assert db.solo_rank("g", 50, "basic", seed=7) == (1, 1)


def test_settings_round_trip_and_damaged_settings(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert load_settings(path).settings == Settings()
    assert save_settings(Settings(colour_blind=True, animation_speed="fast"), path) is None
    assert load_settings(path).settings == Settings(colour_blind=True, animation_speed="fast")
    path.write_text("{broken")
    loaded = load_settings(path)
    assert loaded.settings == Settings() and loaded.problem and "damaged" in loaded.problem
    path.write_text('{"curtain": "yes", "animation_speed": "warp", "unknown": 1}')
    assert load_settings(path).settings == Settings()
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert "could not be saved" in (save_settings(Settings(), blocker / "settings.json") or "")


def test_head_to_head_keeps_a_person_and_a_computer_of_one_name_apart(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path / "h.sqlite3")
    for mid, seats, winners in (
        ("m1", ("human", "human"), (1,)),
        ("m2", ("human", "computer:strong"), (0,)),
        ("m3", ("human", "computer:strong"), (0,)),
        ("m4", ("human", "computer:greedy"), (1,)),
    ):
        db.add(
            FinishedMatch(mid, "g", "basic", ("Ana", "Bo"), seats, 1, (1, 1), winners, "", "2026-01-01", 5)
        )
    person = db.head_to_head("g", "Ana", "Bo", seats=("human", "human"))
    strong = db.head_to_head("g", "Ana", "Bo", seats=("human", "computer:strong"))
    greedy = db.head_to_head("g", "Ana", "Bo", seats=("human", "computer:greedy"))
    assert (person.first_wins, person.second_wins) == (0, 1)
    assert (strong.first_wins, strong.second_wins) == (2, 0)
    assert (greedy.first_wins, greedy.second_wins) == (0, 1)
    assert db.head_to_head("g", "Ana", "Bo").played == 4  # without seats: every match of the names
