"""Arguments that make no sense are refused in one line before anything runs (issue 32, "Honest
messages"): ``simulate``'s seeds, seat count, jobs and merged counts, and ``--data`` given after
the subcommand."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.engine.data import builtin_data_root
from cardtable.engine.simulate import default_jobs


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:  # argparse's usage errors
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def one_line_refusal(code: int, out: str, err: str, *words: str) -> None:
    assert code != 0 and out == ""
    assert err.count("\n") == 1 and err.startswith("cardtable"), err
    for word in words:
        assert word in err, err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (("--game-seed", "-1"), ("--game-seed", "-1")),
        (("--game-seed", str(2**63)), ("--game-seed",)),
        (("--games", "2", "--seed", "-1"), ("--seed", "-1")),
        (("--games", "2", "--players", "0"), ("players", "not 0")),
        (("--games", "2", "--players", "-2"), ("players", "not -2")),
        (("--games", "2", "--jobs", "0"), ("--jobs",)),
        (("--games", "2", "--check-every", "0"), ("--check-every",)),
        (("--games", "2", "--game-offset", "-4"), ("--game-offset",)),
    ],
)
def test_simulate_refuses_impossible_numbers_in_one_line(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], words: tuple[str, ...]
) -> None:
    code, out, err = run(capsys, "simulate", "lux-nova", *argv)
    one_line_refusal(code, out, err, *words)


def test_a_game_seed_from_a_failure_report_still_replays(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "lux-nova", "--game-seed", str(2**63 - 1), "--json")
    assert code == 0 and json.loads(out)["errors"] == 0


def test_simulate_jobs_are_capped_by_the_cores_and_the_games(capsys: pytest.CaptureFixture[str]) -> None:
    cores = default_jobs()
    code, out, _ = run(capsys, "simulate", "lux-nova", "--games", str(cores + 3), "--jobs", "64", "--json")
    assert code == 0 and json.loads(out)["jobs"] == cores
    code, out, _ = run(capsys, "simulate", "lux-nova", "--games", "1", "--jobs", "64", "--json")
    assert code == 0 and json.loads(out)["jobs"] == 1


@pytest.fixture
def two_runs(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> tuple[Path, dict[str, object]]:
    """Two --json runs over games 0-2 and 3-5: the first as a file, the second as data."""
    first = tmp_path / "first.json"
    code, out, _ = run(capsys, "simulate", "lux-nova", "--games", "3", "--json")
    assert code == 0
    first.write_text(out)
    code, out, _ = run(capsys, "simulate", "lux-nova", "--games", "3", "--game-offset", "3", "--json")
    assert code == 0
    return first, json.loads(out)


@pytest.mark.parametrize(
    ("where", "value"),
    [
        (("games",), -3),
        (("game_offset",), -3),
        (("tally", "games"), -10),
        (("tally", "sole_wins"), [-5, 1]),
        (("tally", "lengths"), [[35, -3]]),
        (("tally", "scores"), [[[9, -1]], [[5, 1]]]),
        (("tally", "terminations"), {"cards-exhausted": -3}),
        (("tally", "checked_positions"), -1),
        (("tally", "cpu_seconds"), -0.5),
        (("tally", "collector", "turn_plays", "2p basic"), [-1, 2]),
        (("tally", "draws"), "many"),
        (("tally", "draws"), True),
        (("tally", "max_rss_mb"), float("inf")),
    ],
)
def test_merge_refuses_negative_counts_and_counts_that_are_not_numbers(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    two_runs: tuple[Path, dict[str, object]],
    where: tuple[str, ...],
    value: object,
) -> None:
    first, second = two_runs
    node: dict[str, object] = second
    for key in where[:-1]:
        node = node[key]  # type: ignore[assignment]
    node[where[-1]] = value
    damaged = tmp_path / "second.json"
    damaged.write_text(json.dumps(second))
    code, out, err = run(capsys, "simulate", "lux-nova", "--merge", str(first), str(damaged))
    one_line_refusal(code, out, err, "second.json", where[-1])


def test_merge_still_takes_negative_scores_where_a_score_may_be_negative(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, two_runs: tuple[Path, dict[str, object]]
) -> None:
    """A score (the first of a counted pair) may be below 0: an Aether Lanes loser's Soul."""
    first, second = two_runs
    tally = second["tally"]
    assert isinstance(tally, dict)
    tally["scores"] = [[[-2, 1], [9, 2]], [[5, 3]]]
    fine = tmp_path / "second.json"
    fine.write_text(json.dumps(second))
    code, out, err = run(capsys, "simulate", "lux-nova", "--merge", str(first), str(fine), "--json")
    assert code == 0, err
    assert json.loads(out)["games"] == 6


def test_data_is_accepted_after_the_subcommand(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "validate", "--data", str(tmp_path / "missing"))
    assert code == 1 and "is not a folder" in err
    copy = tmp_path / "data"
    shutil.copytree(builtin_data_root(), copy)
    code, out, err = run(capsys, "validate", "--data", str(copy))
    assert code == 0, err
    code, out, err = run(capsys, "simulate", "lux-nova", "--games", "1", "--data", str(copy), "--json")
    assert code == 0 and json.loads(out)["errors"] == 0, err
    next(iter(sorted(copy.glob("*/*.yaml")))).write_text("cards: [\n")
    code, out, err = run(capsys, "validate", "--data", str(copy))
    assert code == 1 and "invalid YAML" in err  # the folder given after the subcommand is the one read


def test_data_after_the_subcommand_wins_over_data_before_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    copy = tmp_path / "data"
    shutil.copytree(builtin_data_root(), copy)
    code, _, err = run(capsys, "--data", str(copy), "validate", "--data", str(tmp_path / "missing"))
    assert code == 1 and "missing is not a folder" in err


@pytest.mark.parametrize("game", ["lux-nova", "aether-lanes", "lux-aeterna", "luminous"])
def test_merge_takes_every_games_own_counts(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, game: str
) -> None:
    """The check of the counts knows no game: each game's balance collector passes it as written."""
    files = []
    for offset in ("0", "2"):
        code, out, err = run(capsys, "simulate", game, "--games", "2", "--game-offset", offset, "--json")
        assert code == 0, err
        files.append(tmp_path / f"{offset}.json")
        files[-1].write_text(out)
    code, out, err = run(capsys, "simulate", game, "--merge", *map(str, files), "--json")
    assert code == 0, err
    assert json.loads(out)["games"] == 4
