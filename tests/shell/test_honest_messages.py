"""Issue 32, honest messages: ``doctor --repair`` says what it could not repair and exits 1; a
settings file with a byte-order mark is read; unknown settings and values of the wrong kind are
named; an unreadable saves folder is called so in the menu (not "no unfinished match"); a card
data folder far larger than any set is refused at once with its size."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.data_limit import MAX_GAME_DATA_BYTES, data_size
from cardtable.engine.data import builtin_data_root
from cardtable.engine.registry import default_registry
from cardtable.persistence.saves import SaveStore
from cardtable.persistence.settings import Settings, SettingsLoad, load_settings
from cardtable.ui.app import CardtableApp
from cardtable.ui.menu import MenuScreen
from tests.ui.helpers import until


def test_repair_says_what_it_could_not_repair_and_exits_1(
    isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (isolated_home / "saves" / "m1.json").mkdir(parents=True)  # a folder where a save should be
    with sqlite3.connect(isolated_home / "history.sqlite3") as db:
        db.execute("CREATE TABLE matches (who TEXT, points INTEGER)")  # a foreign schema
    assert main(["doctor", "--repair"]) == 1
    out = capsys.readouterr().out
    assert "repaired: The score table was damaged" in out  # rebuilt, the old one kept
    assert "still wrong: Save m1.json is a folder, not a file" in out
    assert list(isolated_home.glob("history-damaged-*.sqlite3"))
    assert main(["doctor"]) == 1
    problems = [line for line in capsys.readouterr().out.splitlines() if line.startswith("problem:")]
    assert problems == ["problem: Save m1.json is a folder, not a file; it is left where it is."]


def test_a_foreign_score_table_alone_is_rebuilt_and_then_all_is_well(
    isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with sqlite3.connect(isolated_home / "history.sqlite3") as db:
        db.execute("CREATE TABLE matches (who TEXT, points INTEGER)")
    assert main(["doctor"]) == 1
    assert main(["doctor", "--repair"]) == 0
    assert main(["doctor"]) == 0
    assert "Traceback" not in capsys.readouterr().out


def test_settings_with_a_byte_order_mark_are_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"theme": "textual-light", "curtain": False}).encode())
    loaded = load_settings(path)
    assert loaded.problem is None and loaded.settings == Settings(theme="textual-light", curtain=False)
    assert path.exists()


def test_unknown_settings_and_values_of_the_wrong_kind_are_named_and_the_file_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"theme": "textual-light", "curtain": 1, "colour_blnd": True}))
    loaded = load_settings(path)
    assert loaded.settings.curtain is True and loaded.settings.theme == "textual-light"  # 1 is not true
    assert loaded.problem is not None
    assert "unknown setting colour_blnd ignored" in loaded.problem
    assert "curtain 1 not understood (default used)" in loaded.problem
    assert path.exists()


def test_a_megabyte_setting_name_is_not_echoed_whole(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"x" * 60_000: 1}))
    loaded = load_settings(path)
    assert loaded.problem is not None and len(loaded.problem) < 400


async def test_the_menu_says_the_saves_folder_cannot_be_read(
    isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def unreadable(self: SaveStore, folder: Path | None = None) -> list[Path]:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(SaveStore, "listing", unreadable)
    app = CardtableApp(default_registry(), settings=SettingsLoad(Settings(animation_speed="instant")))
    async with app.run_test(size=(100, 36)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.continue_last()
        await pilot.pause()
        notes = [n.message for n in app._notifications]
    assert sum("cannot be read (Permission denied)" in note for note in notes) >= 2, notes
    assert not any("no unfinished match" in note for note in notes)
    assert app.crashes == []


def big_data(root: Path) -> Path:
    import shutil

    shutil.copytree(builtin_data_root(), root, dirs_exist_ok=True)
    card = "  - id: x{n}\n    name: Extra {n}\n    type: unit\n    faction: neutral\n    essence: 1\n"
    for part in range(3):
        text = "cards:\n" + "".join(card.format(n=f"{part}-{i}") for i in range(9_000))
        (root / "luminous" / f"cards-extra-{part}.yaml").write_text(text)
    return root


def test_a_card_data_folder_over_the_limit_is_refused_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    root = big_data(tmp_path / "data")
    assert data_size(root / "luminous")[0] > MAX_GAME_DATA_BYTES
    monkeypatch.setenv("CARDTABLE_DATA", str(root))
    assert main(["validate"]) == 1
    err = capsys.readouterr()
    text = err.out + err.err
    assert "MB of card data in 12 files; at most 2 MB is read for one game" in text
    assert main(["resume"]) == 1
    assert "the card data has problems" in capsys.readouterr().err


def test_the_built_in_data_is_far_below_the_limit() -> None:
    for folder in builtin_data_root().iterdir():
        if folder.is_dir():
            assert data_size(folder)[0] < MAX_GAME_DATA_BYTES / 10


async def test_continue_offers_no_resume_from_the_last_good_action_that_would_fail(
    isolated_home: Path,
) -> None:
    from typing import Any

    from cardtable.engine.record import SeatInfo
    from cardtable.session import Match, MatchSetup
    from cardtable.ui.dialogs import ChoiceDialog

    store = SaveStore(isolated_home / "saves")
    match = Match.start(
        default_registry(), MatchSetup("lux-nova", ("Ana", "Bo"), (SeatInfo(), SeatInfo()), 4), store=store
    )
    for _ in range(3):
        match.apply(match.state.legal_actions()[0])
    data = match.record.model_dump(mode="json")
    data["actions"][2] = {"kind": "place", "card": "LN-99", "q": 0, "r": 0, "rotation": 0}  # stops replaying
    nested: Any = 1
    for _ in range(100):
        nested = [nested]
    data["options"]["deep"] = nested  # and too deeply nested: a shortened copy fails too
    store.path_for(match.record.match_id).write_text(json.dumps(data))
    match.close()
    app = CardtableApp(default_registry(), settings=SettingsLoad(Settings(animation_speed="instant")))
    async with app.run_test(size=(100, 36)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.continue_last()
        await pilot.pause()
        assert not isinstance(app.screen, ChoiceDialog)
        notes = [n.message for n in app._notifications]
        assert any("nested too deeply" in note and "moved to" in note for note in notes), notes
    assert app.crashes == [] and not store.path_for(match.record.match_id).exists()
