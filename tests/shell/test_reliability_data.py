"""Issue 14, card data: each folder that used to pass ``validate`` and then fail in play, or give
a traceback, a hang or gigabytes of memory, now gets a clear message and exit status 1."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.engine.data import MAX_FILE_BYTES, builtin_data_root
from cardtable.games.aether_lanes.catalog import validate_data as validate_aether
from cardtable.games.lux_nova.catalog import validate_data as validate_nova

DATA = builtin_data_root()


@pytest.fixture()
def root(tmp_path: Path) -> Path:
    shutil.copytree(DATA, tmp_path / "data")
    return tmp_path / "data"


def replace(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


def validate(root: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """Run ``cardtable validate ROOT``: it must exit 1 with messages and no traceback."""
    assert main(["validate", str(root)]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.strip()
    return err


@pytest.mark.parametrize("sides", ["1", "0", "-3", "1000"])
def test_die_sides_out_of_range_is_refused(
    root: Path, sides: str, capsys: pytest.CaptureFixture[str]
) -> None:
    replace(root / "aether_lanes" / "rules.yaml", "die_sides: 6", f"die_sides: {sides}")
    assert "field 'die_sides'" in validate(root, capsys)


@pytest.mark.parametrize(
    ("old", "new", "field"),
    [
        ("opening_hand: 4", "opening_hand: 9", "hand_limit"),
        ("start_aether: 3", "start_aether: 15", "aether_cap"),
        ("round_cap: 60", "round_cap: 0", "round_cap"),
        ("deck_size: 30", "deck_size: 100000", "deck_size"),
    ],
)
def test_other_rule_constants_are_range_checked(
    root: Path, old: str, new: str, field: str, capsys: pytest.CaptureFixture[str]
) -> None:
    replace(root / "aether_lanes" / "rules.yaml", old, new)
    assert field in validate(root, capsys)


def test_a_missing_decks_file_is_refused(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (root / "aether_lanes" / "decks.yaml").unlink()
    assert "no decks defined" in validate(root, capsys)


@pytest.mark.parametrize("game", ["aether_lanes", "lux_nova"])
def test_an_empty_or_missing_game_folder_is_refused(
    root: Path, game: str, capsys: pytest.CaptureFixture[str]
) -> None:
    shutil.rmtree(root / game)
    (root / game).mkdir()
    validate(root, capsys)
    (root / game).rmdir()
    assert game in validate(root, capsys)


@pytest.mark.parametrize(
    "value",
    ["[a, b]", "{x: 1}", "!!binary aGVsbG8=", "!!set {a, b}", "2001-12-14", "!!python/name:os.system"],
)
def test_a_card_id_that_is_not_text_gets_a_message(
    root: Path, value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    replace(root / "aether_lanes" / "cards-fire.yaml", "id: ember-imp", f"id: {value}")
    replace(root / "lux_nova" / "cards.yaml", "id: LN-01", f"id: {value}")
    validate(root, capsys)


def test_a_symlink_loop_gets_a_message(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("aether_lanes/keywords.yaml", "lux_nova/cards.yaml"):
        (root / name).unlink()
        (root / name).symlink_to(root / name)
    err = validate(root, capsys)
    assert "cannot read" in err or "not a regular file" in err or "missing" in err


def test_a_folder_symlink_loop_gets_a_message(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "aether_lanes").symlink_to(tmp_path / "aether_lanes")
    assert main(["validate", str(tmp_path)]) == 1 or "Traceback" not in capsys.readouterr().err


def test_yaml_aliases_are_refused_before_they_expand(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bomb = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
    bomb += [f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 10)}]" for i in range(9)]
    text = "\n".join(bomb) + "\n"
    assert len(text.encode()) < 1024  # under 1 KB, 10**10 values once expanded
    (root / "aether_lanes" / "keywords.yaml").write_text(text)
    assert "aliases" in validate(root, capsys)


def test_deep_nesting_names_where_it_is(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    replace(root / "aether_lanes" / "cards-fire.yaml", "text: Vanguard.", "text: " + "[" * 100 + "]" * 100)
    err = validate(root, capsys)
    assert "nest more than" in err and "cards.0.text" in err and "cards-fire.yaml:12" in err
    replace(root / "aether_lanes" / "cards-fire.yaml", "[" * 100, "[" * 5000)
    replace(root / "aether_lanes" / "cards-fire.yaml", "]" * 100, "]" * 5000)
    assert "nesting depth" in validate(root, capsys)


def test_a_file_over_the_size_limit_is_refused_without_reading_it(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with open(root / "lux_nova" / "cards.yaml", "ab") as stream:
        stream.truncate(MAX_FILE_BYTES + 10)
    assert "larger than" in validate(root, capsys)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes")
def test_a_named_pipe_is_refused_instead_of_blocking(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (root / "lux_nova" / "rules.yaml").unlink()
    os.mkfifo(root / "lux_nova" / "rules.yaml")
    assert "not a regular file" in validate(root, capsys)


def test_many_cards_load_with_one_pass_per_file(tmp_path: Path) -> None:
    """The loader looked up each card's position by scanning the list again (quadratic: 16,000
    cards took 17 s); positions now come from one pass. bench/bench_data_scaling.py times it."""
    folder = tmp_path / "aether_lanes"
    shutil.copytree(DATA / "aether_lanes", folder)
    lines = ["cards:"]
    for index in range(3000):
        lines += [
            f"  - id: filler-{index}",
            f"    name: Filler {index}",
            "    element: earth",
            "    type: summon",
            "    cost: 1",
            "    attack: 1",
            "    defense: 0",
            "    health: 1",
            "    text: Filler.",
        ]
    (folder / "cards-extra.yaml").write_text("\n".join(lines) + "\n")
    assert validate_aether(folder) == []


def test_the_built_in_data_still_passes() -> None:
    assert validate_aether(DATA / "aether_lanes") == []
    assert validate_nova(DATA / "lux_nova") == []
