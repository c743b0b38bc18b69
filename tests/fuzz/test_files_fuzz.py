"""The save, settings and history fuzzer: damaged files in the user folder. Nothing may raise:
a damaged save is moved aside (never replayed into a crash, never written outside saves/), damaged
settings give defaults with a notice, a damaged score table or row is set aside."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from hypothesis import strategies as st

from cardtable.engine.errors import CardtableError
from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import default_registry
from cardtable.persistence.history import HistoryDB
from cardtable.persistence.saves import SaveStore
from cardtable.persistence.settings import ANIMATION_SPEEDS, Settings, load_settings
from cardtable.session import Match, MatchSetup, file_unrecorded_results
from cardtable.ui.game_screens import screen_path
from tests.fuzz.budget import run_shard, scratch, shards
from tests.fuzz.limits import time_limit
from tests.fuzz.mutate import TEXT_DAMAGE, VALUES, damage_text, nested, paths, replace_at

REGISTRY = default_registry()


def _records() -> list[dict[str, Any]]:
    """One short real record per game, and one finished Lux Nova solo record."""
    made = []
    for info in REGISTRY.all():
        if not screen_path(info):
            continue
        players = tuple(f"P{i}" for i in range(info.default_players))
        match = Match.start(REGISTRY, MatchSetup(info.id, players, tuple(SeatInfo() for _ in players), 5))
        rng = random.Random(5)
        for _ in range(6):
            if match.state.is_over:
                break
            match.apply(rng.choice(match.state.legal_actions()))
        made.append(match.record.model_dump(mode="json"))
    return made


RECORDS = _records()
SETTINGS = Settings().to_json()


def damaged(document: Any, data: st.DataObject) -> bytes:
    if data.draw(st.booleans(), label="as text"):
        return damage_text(json.dumps(document, indent=1), data.draw(TEXT_DAMAGE, label="damage"), data)
    for _ in range(data.draw(st.integers(1, 3), label="changes")):
        where = data.draw(st.sampled_from(paths(document)), label="path")
        if where and data.draw(st.booleans(), label="delete"):
            document = replace_at(document, where, None, delete=True)
        else:
            special = st.sampled_from(
                ["../../escape", "/tmp/abs", "a/b", "", "x" * 200, ["kind"], {"kind": 1}]
            )
            value = data.draw(
                st.one_of(VALUES, special, st.builds(nested, st.integers(50, 3000))), label="value"
            )
            document = replace_at(document, where, value)
    try:
        return json.dumps(document).encode()
    except (ValueError, RecursionError):
        return b"[" * 5000


SAVES = (80, 2400, 300)
"""Damaged saves: cases in CI, cases in ``make fuzz``, cases per shard."""


@pytest.mark.parametrize("shard", shards(*SAVES))
def test_damaged_saves_are_moved_aside_or_resume(shard: int) -> None:
    run_shard("files", damaged_save_case, shard, *SAVES)


def damaged_save_case(data: st.DataObject) -> None:
    record_data = data.draw(st.sampled_from(RECORDS), label="record")
    with scratch() as tmp, time_limit(20):
        home = Path(tmp)
        store = SaveStore(home / "saves")
        store.root.mkdir()
        name = data.draw(st.sampled_from([str(record_data["match_id"]), "other", "x.y"]), label="file name")
        finished = data.draw(st.booleans(), label="finished")
        folder = store.root / "finished" if finished else store.root
        folder.mkdir(exist_ok=True)
        (folder / f"{name}.json").write_bytes(damaged(record_data, data))
        store.latest_summary()
        store.has_unfinished()
        scan = store.scan()
        assert all(isinstance(p, str) and p for p in scan.problems)
        for entry in scan.entries:
            entry.summary()
            try:
                match = Match.resume(REGISTRY, entry.data, store=store)
            except CardtableError as error:
                assert store.move_aside(entry.path, str(error))
                continue
            shown(match)
            if not match.state.is_over:
                match.apply(match.state.legal_actions()[0])
        history = HistoryDB(home / "history.sqlite3")
        notes = file_unrecorded_results(REGISTRY, store, history)
        assert all(isinstance(n, str) for n in notes)
        outside = [
            p
            for p in home.rglob("*")
            if p.is_file()
            and store.root not in p.parents
            and p.name not in ("history.sqlite3",)
            and not p.name.startswith("history")
        ]
        assert outside == [], outside


def shown(match: Match) -> None:
    """Read what every game screen reads of a resumed match: a save that resumes can be shown."""
    for seat in range(len(match.state.players)):
        if not match.is_human(seat):
            match.bot(seat)
    assert len(match.seats) == len(match.state.players) == len(match.record.players)
    flags = (match.computer_to_act, match.can_undo, match.can_undo_unranked)
    assert all(isinstance(flag, bool) for flag in flags)
    match.rematch_setup()
    assert isinstance(match.variant, str)


SEAT_VALUES = st.one_of(
    st.none(),
    st.just([]),
    st.lists(st.sampled_from([{"kind": "human"}, {"kind": "computer", "bot": "greedy"}]), max_size=5),
    st.lists(VALUES, max_size=3),
    VALUES,
)
FIELD_VALUES = {
    "seats": SEAT_VALUES,
    "players": st.one_of(st.lists(st.text(max_size=6), max_size=5), VALUES),
    "version": st.one_of(st.sampled_from([0, 1, 2, 99, -1, True, 1.0, "1"]), VALUES),
    "seed": st.one_of(st.sampled_from([True, False, 1.0, "5", -1, 2**70]), VALUES),
    "finished": st.one_of(st.sampled_from([1, 0, "true", None]), VALUES),
    "unranked": st.one_of(st.sampled_from([1, 0, "false"]), VALUES),
    "options": st.one_of(st.just({}), st.dictionaries(st.text(max_size=8), VALUES, max_size=3), VALUES),
    "match_id": st.one_of(st.sampled_from(["x" * 70, "a.b", "", "ok_id"]), VALUES),
    "extra": VALUES,
}
"""The fields a screen reads of a save, and values a damaged save may hold in them."""

FIELD_SAVES = (80, 2400, 300)


@pytest.mark.parametrize("shard", shards(*FIELD_SAVES))
def test_saves_with_damaged_fields_are_refused_or_can_be_shown(shard: int) -> None:
    run_shard("files", damaged_field_case, shard, *FIELD_SAVES)


def damaged_field_case(data: st.DataObject) -> None:
    """Issue 32: a save whose seats did not match its players passed the scan and crashed each
    game's screen. Every record that is listed and resumes must be one a screen can show."""
    record_data = dict(data.draw(st.sampled_from(RECORDS), label="record"))
    for field in data.draw(
        st.sets(st.sampled_from(sorted(FIELD_VALUES)), min_size=1, max_size=3), label="fields"
    ):
        if data.draw(st.booleans(), label="delete") and field != "extra":
            record_data.pop(field, None)
        else:
            record_data[field] = data.draw(FIELD_VALUES[field], label=field)
    with scratch() as tmp, time_limit(20):
        store = SaveStore(Path(tmp) / "saves")
        store.root.mkdir()
        name = str(record_data.get("match_id")) if isinstance(record_data.get("match_id"), str) else "m"
        fits = name and "/" not in name and "\x00" not in name and len(name) < 100  # a file name
        name = name if fits and name not in (".", "..") else "m"
        (store.root / f"{name}.json").write_text(json.dumps(record_data))
        store.latest_summary()
        scan = store.scan()
        assert all(isinstance(p, str) and len(p) < 2000 for p in scan.problems)
        for entry in scan.entries:
            entry.summary()
            try:
                match = Match.resume(REGISTRY, entry.data, store=store)
            except CardtableError as error:
                assert len(str(error)) < 2000
                continue
            shown(match)


SETTINGS_FILES = (80, 1500, 750)


@pytest.mark.parametrize("shard", shards(*SETTINGS_FILES))
def test_damaged_settings_give_defaults_with_a_notice(shard: int) -> None:
    run_shard("files", damaged_settings_case, shard, *SETTINGS_FILES)


def damaged_settings_case(data: st.DataObject) -> None:
    with scratch() as tmp, time_limit(20):
        path = Path(tmp) / "settings.json"
        path.write_bytes(damaged(SETTINGS, data))
        loaded = load_settings(path)
        settings = loaded.settings
        assert isinstance(settings.theme, str) and settings.animation_speed in ANIMATION_SPEEDS
        for flag in ("colour_blind", "curtain", "auto_pass", "aids"):
            assert isinstance(getattr(settings, flag), bool)
        if not path.exists():  # damaged: set aside, the defaults used, never read twice
            assert loaded.problem is not None and settings == Settings()
            assert load_settings(path).problem is None
        else:  # read, perhaps with unknown keys or values not understood: named, the file kept
            again = load_settings(path)
            assert again == loaded and (loaded.problem is None or len(loaded.problem) < 2000)


COLUMNS = (
    "match_id",
    "game",
    "variant",
    "players",
    "seats",
    "seed",
    "scores",
    "winners",
    "reason",
    "date",
    "actions",
)


SCORE_TABLES = (60, 1500, 250)


@pytest.mark.parametrize("shard", shards(*SCORE_TABLES))
def test_a_damaged_score_table_is_set_aside_and_keeps_working(shard: int) -> None:
    run_shard("files", damaged_score_table_case, shard, *SCORE_TABLES)


def damaged_score_table_case(data: st.DataObject) -> None:
    from cardtable.persistence.history import FinishedMatch

    with scratch() as tmp, time_limit(20):
        path = Path(tmp) / "history.sqlite3"
        history = HistoryDB(path, lock_wait=0.05)
        for index in range(3):
            history.add(
                FinishedMatch(
                    f"m{index}",
                    "lux-nova",
                    "basic",
                    ("Ana",) if index else ("Ana", "Bo"),
                    ("human",) if index else ("human", "human"),
                    index,
                    (3.0 * index,) if index else (1.0, 2.0),
                    (0,),
                    "deck empty",
                    f"2026-11-0{index + 1}",
                    10,
                )
            )
        how = data.draw(st.sampled_from(["row", "bytes", "truncate", "garbage"]), label="how")
        if how == "row":
            column = data.draw(st.sampled_from(COLUMNS), label="column")
            value = data.draw(
                st.one_of(
                    st.none(),
                    st.integers(-(2**63), 2**63 - 1),
                    st.floats(allow_nan=False),
                    st.text(max_size=40),
                    st.binary(max_size=20),
                    st.sampled_from(["[]", "[[[", "[99]", '["x"]', "{}", "[" * 3000 + "]" * 3000]),
                ),
                label="value",
            )
            row = f"m{data.draw(st.integers(0, 2), label='row')}"
            try:
                with sqlite3.connect(path) as db:
                    db.execute(f"UPDATE matches SET {column} = ? WHERE match_id = ?", (value, row))
            except sqlite3.IntegrityError:  # NOT NULL or UNIQUE: SQLite itself keeps that damage out
                pass
        else:
            raw = bytearray(path.read_bytes())
            if how == "bytes":
                for _ in range(data.draw(st.integers(1, 20), label="flips")):
                    raw[data.draw(st.integers(0, len(raw) - 1), label="at")] ^= 0xFF
            elif how == "truncate":
                raw = raw[: data.draw(st.integers(0, len(raw)), label="length")]
            else:
                raw = bytearray(data.draw(st.binary(min_size=1, max_size=300), label="garbage"))
            path.write_bytes(bytes(raw))
        fresh = HistoryDB(path, lock_wait=0.05)
        fresh.recent()
        fresh.solo_scores("lux-nova")
        fresh.solo_scores("lux-nova", "basic", 1)
        fresh.solo_rank("lux-nova", 5.0, "basic")
        fresh.head_to_head("lux-nova", "Ana", "Bo")
        fresh.add(
            FinishedMatch(
                "new", "lux-nova", "basic", ("Bo",), ("human",), 9, (4.0,), (0,), "r", "2026-12-01", 3
            )
        )
        assert "new" in fresh.match_ids()
        assert fresh.check() >= 1
