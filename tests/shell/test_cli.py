"""The command line: help, clear one-line errors, simulate's JSON contract, validate, scores, rules."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.engine.data import builtin_data_root
from cardtable.engine.errors import SetupError
from cardtable.engine.registry import default_registry

GAMES = default_registry().ids()
SUBCOMMANDS = ("play", "resume", "validate", "simulate", "scores", "rules", "screenshots")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:  # argparse's --help and usage errors
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("command", SUBCOMMANDS)
def test_every_subcommand_has_help(capsys: pytest.CaptureFixture[str], command: str) -> None:
    code, out, _ = run(capsys, command, "--help")
    assert code == 0 and out.startswith(f"usage: cardtable {command}")


def test_unknown_game_lists_the_valid_ids(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (
        ("play", "chess"),
        ("simulate", "chess", "--games", "1"),
        ("rules", "chess"),
        ("scores", "chess"),
    ):
        code, _, err = run(capsys, *argv)
        assert code == 1
        assert err.startswith("cardtable: unknown game 'chess'; valid games: ")
        for game in GAMES:
            assert game in err
        assert len(err.strip().splitlines()) == 1


def test_usage_errors_are_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "simulate", GAMES[0])
    assert code == 2 and len(err.strip().splitlines()) == 1 and "--games" in err
    code, _, err = run(capsys, "frobnicate")
    assert code == 2 and len(err.strip().splitlines()) == 1


def test_bad_arguments_to_play_are_one_clear_line(capsys: pytest.CaptureFixture[str]) -> None:
    game = GAMES[0]
    cases = {
        ("--seed", "abc"): "whole number",
        ("--seed", "2026-02-30"): "is not a date",
        ("--variant", "nope"): "has no variant 'nope'",
        ("--computer", "9"): "there is no seat 9",
        ("--bot", "genius"): "unknown computer strength 'genius'",
        ("--players", "Ana", "Ana"): "different name",
    }
    for extra, message in cases.items():
        code, _, err = run(capsys, "play", game, *extra)
        assert code == 1 and message in err and len(err.strip().splitlines()) == 1, (extra, err)


def test_a_wrong_player_count_is_one_line_and_opens_no_screen(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import cardtable.ui.app as app_module

    monkeypatch.setattr(app_module, "run_app", lambda start=None: pytest.fail("the app was opened"))
    for game, players in (("lux-nova", ["A", "B", "C", "D", "E"]), ("aether-lanes", ["Ana"])):
        code, _, err = run(capsys, "play", game, "--players", *players)
        assert code == 1 and "players" in err and len(err.strip().splitlines()) == 1, err


def test_play_help_explains_every_option_and_its_values(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "play", "--help")
    text = " ".join(out.split())
    for words in (
        "daily",
        "2026-11-30",
        "random",
        "greedy",
        "strong",
        "basic",
        "advanced",
        "1=ashen-vow",
        "--scenario",
        "seat numbers",
    ):
        assert words in text, words
    assert "easy" not in text.replace("easiest", "")


def test_simulate_help_names_every_game_and_its_variants(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "--help")
    text = " ".join(out.split())
    game_help = text[text.index("positional arguments:") : text.index("options:")]
    options = text[text.index("options:") :]
    variant_help = options[options.index("--variant VARIANT") : options.index("--jobs N")]
    assert code == 0
    for info in default_registry().all():
        assert info.id in game_help, info.id
        assert f"{info.id} {' or '.join(v.id for v in info.variants)}" in variant_help, info.id
    for bot in ("random", "greedy", "strong"):
        assert bot in options[options.index("--bot BOT") : options.index("--deck SEAT")], bot


@pytest.mark.parametrize("command", ["play", "rules", "scores", "simulate"])
def test_help_of_every_command_taking_a_game_names_every_installed_game(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    code, out, _ = run(capsys, command, "--help")
    text = " ".join(out.split())
    game_help = text[text.index("positional arguments:") : text.index("options:")]
    assert code == 0
    for info in default_registry().all():
        assert info.id in game_help, (command, info.id)


def test_play_help_gives_each_games_seats_and_decks(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "play", "--help")
    text = " ".join(out.split())
    assert code == 0
    assert "lux-nova 1-4" in text and "luminous 2" in text
    for deck in ("ashen-vow", "ember-legion", "rya-jin"):
        assert deck in text, deck
    assert "Aether Lanes:" not in text  # the deck option is not one game's any more


def test_resume_without_a_save_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "resume")
    assert code == 1 and "no unfinished match" in err


@pytest.mark.parametrize("game", GAMES)
def test_simulate_json_is_one_object_with_the_contract_keys(
    capsys: pytest.CaptureFixture[str], game: str
) -> None:
    code, out, _ = run(capsys, "simulate", game, "--games", "3", "--seed", "5", "--json")
    assert code == 0
    summary = json.loads(out)
    for key in (
        "game",
        "games",
        "seed",
        "actions",
        "seconds",
        "games_per_second",
        "actions_per_second",
        "errors",
        "results",
        "max_rss_mb",
    ):
        assert key in summary
    assert summary["game"] == game and summary["games"] == 3 and summary["errors"] == 0
    _, again, _ = run(capsys, "simulate", game, "--games", "3", "--seed", "5", "--json")
    assert json.loads(again)["results"] == summary["results"]


def test_simulate_checks_every_action_unless_told_not_to(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", GAMES[0], "--games", "3", "--seed", "5", "--json")
    checked = json.loads(out)
    assert code == 0 and checked["checked"] is True and checked["replayed_games"] == 1
    code, out, _ = run(capsys, "simulate", GAMES[0], "--games", "3", "--seed", "5", "--json", "--no-checks")
    bare = json.loads(out)
    assert code == 0 and bare["checked"] is False and bare["replayed_games"] == 0
    assert bare["results"] == checked["results"] and bare["actions"] == checked["actions"]


def test_simulate_unknown_bot_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "simulate", GAMES[0], "--games", "1", "--bot", "oracle")
    assert code == 1 and "unknown bot 'oracle'" in err


def test_validate_built_in_data_and_a_copy(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(capsys, "validate")
    assert code == 0
    for info in default_registry().all():
        assert f"{info.id}: " in out and "is valid" in out
    copy = tmp_path / "mydata"
    shutil.copytree(builtin_data_root(), copy)
    code, out, _ = run(capsys, "validate", str(copy))
    assert code == 0 and out.count("is valid") == len(GAMES)
    code, _, err = run(capsys, "validate", str(tmp_path / "nowhere"))
    assert code == 1 and "no such file or folder" in err
    code, _, err = run(capsys, "validate", str(tmp_path))
    assert code == 1 and "not a card data folder" in err


def test_data_option_points_at_another_folder(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "--data", str(tmp_path / "missing"), "validate")
    assert code == 1 and "is not a folder" in err


def test_scores_with_no_history(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "scores")
    assert code == 0 and "No finished matches yet" in out


@pytest.mark.parametrize("game", GAMES)
def test_rules_prints_our_rules(capsys: pytest.CaptureFixture[str], game: str) -> None:
    code, out, _ = run(capsys, "rules", game)
    assert code == 0 and out.startswith("# ") and len(out) > 500


def test_no_traceback_reaches_the_terminal(tmp_path: Path) -> None:
    broken = tmp_path / "data"
    shutil.copytree(builtin_data_root(), broken)
    first = next(iter(sorted(broken.glob("*/*.yaml"))))
    first.write_text("cards: [\n")
    result = subprocess.run(
        [sys.executable, "-m", "cardtable", "--data", str(broken), "simulate", GAMES[0], "--games", "1"],
        capture_output=True,
        text=True,
    )
    assert result.returncode != 0
    assert "Traceback" not in result.stderr
    assert "invalid YAML" in result.stderr or "cardtable:" in result.stderr


def test_play_from_a_scenario_file_builds_that_position() -> None:
    from cardtable.cli import build_parser
    from cardtable.play_setup import setup_from_cli

    args = build_parser().parse_args(
        ["play", "lux-nova", "--scenario", "tests/lux_nova/scenarios/score-6.yaml", "--computer", "2"]
    )
    state, seats = setup_from_cli(default_registry(), args)
    assert state.scenario is not None and state.scenario["game"] == "lux-nova"
    assert [s.kind for s in seats][1] == "computer"
    wrong = build_parser().parse_args(
        ["play", "aether-lanes", "--scenario", "tests/lux_nova/scenarios/score-6.yaml"]
    )
    with pytest.raises(SetupError, match="is a scenario for 'lux-nova', not 'aether-lanes'"):
        setup_from_cli(default_registry(), wrong)


def test_scores_name_daily_deals_and_show_todays_best(capsys: pytest.CaptureFixture[str]) -> None:
    import datetime

    from cardtable.engine.seeds import daily_seed
    from cardtable.persistence.history import FinishedMatch, HistoryDB

    today = datetime.date.today()
    HistoryDB().add(
        FinishedMatch(
            "d1",
            "lux-nova",
            "basic",
            ("Ana",),
            ("human",),
            daily_seed(today),
            (57.0,),
            (0,),
            "x",
            f"{today.isoformat()}T00:10:00",
            35,
        )
    )
    code, out, _ = run(capsys, "scores", "lux-nova")
    text = " ".join(out.split())
    assert code == 0
    assert f"daily {today.isoformat()}" in text
    assert f"Daily deal {today.isoformat()} (Lux Nova, Basic): today's best 57 by Ana" in text


def test_screenshots_of_an_unknown_name_say_so(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "screenshots", "--out", str(tmp_path), "no-such-screen")
    assert code == 1 and "no screenshot is named no-such-screen" in err


def test_a_name_of_digits_alone_is_asked_about_not_taken_as_a_player(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(capsys, "play", "lux-nova", "--players", "9")
    assert code == 2 and not out
    assert err.count("\n") == 1
    assert "9 players? Lux Nova is for 1 to 4" in err and "--players '\"9\"'" in err


def test_a_quoted_name_of_digits_is_a_name() -> None:
    from cardtable.cli import build_parser
    from cardtable.engine.registry import default_registry
    from cardtable.play_setup import setup_from_cli

    args = build_parser().parse_args(["play", "lux-nova", "--players", '"9"', "Bo", "--seed", "3"])
    setup = setup_from_cli(default_registry(), args)
    assert setup.players == ("9", "Bo")
