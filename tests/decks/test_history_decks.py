"""The history keeps the deck each seat played: a player's own deck as its whole list."""

from __future__ import annotations

import dataclasses
import sqlite3
from pathlib import Path

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import default_registry
from cardtable.persistence.decks import DeckStore, resolve_deck
from cardtable.persistence.history import BEFORE_DECKS, HistoryDB
from cardtable.session import Match, MatchSetup

REGISTRY = default_registry()


def test_a_finished_match_keeps_the_whole_list_of_an_own_deck() -> None:
    rules = REGISTRY.get("aether-lanes").load().deck_rules()  # type: ignore[misc]
    mine = dataclasses.replace(rules.starters()[0], id="mine", name="Mine")
    DeckStore(rules).save(mine)
    options = {"decks": [resolve_deck(rules, "mine"), rules.starters()[1].id]}
    seats = (SeatInfo(kind="computer", bot="greedy"), SeatInfo(kind="computer", bot="greedy"))
    history = HistoryDB()
    match = Match.start(
        REGISTRY, MatchSetup("aether-lanes", ("Ana", "Bo"), seats, 4, options), history=history
    )
    while not match.state.is_over:
        match.apply(match.choose_computer_action())
    DeckStore(rules).delete("mine")
    kept = history.decks_of(match.record.match_id)
    assert kept[1] == rules.starters()[1].id
    assert kept[0]["name"] == "Mine" and kept[0]["cards"] == [{"card": c, "count": n} for c, n in mine.cards]


def test_a_history_from_before_decks_is_sound_and_gains_the_column(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    kinds = {
        "id": "INTEGER PRIMARY KEY",
        "seed": "INTEGER",
        "solo": "INTEGER",
        "top_score": "REAL",
        "actions": "INTEGER",
    }
    columns = ", ".join(f"{name} {kinds.get(name, 'TEXT')}" for name in BEFORE_DECKS)
    with sqlite3.connect(path) as db:
        db.execute(f"CREATE TABLE matches ({columns})")
        db.execute(
            "INSERT INTO matches (match_id, game, variant, players, seats, seed, scores, winners, reason,"
            " solo, top_score, date, actions) VALUES ('m1', 'lux-nova', 'basic', '[\"Ana\"]', '[\"human\"]',"
            " 3, '[12]', '[0]', 'end', 1, 12, '2026-12-01T10:00:00', 30)"
        )
        db.execute("CREATE TABLE damaged_rows (id INTEGER PRIMARY KEY, match_id TEXT, row TEXT, moved TEXT)")
    history = HistoryDB(path)
    assert history.damage() is None and history.inspect() == []
    assert history.decks_of("m1") == []  # the first write brings the table up to date
    with sqlite3.connect(path) as db:
        assert [row[1] for row in db.execute("PRAGMA table_info(matches)")][-1] == "decks"
    assert history.damage() is None and history.check() == 1
