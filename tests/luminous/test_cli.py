"""Luminous from the command line: validate, rules, simulate, and a clear refusal to open a
screen it does not have yet."""

from __future__ import annotations

import json

import pytest

from cardtable.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_play_refuses_with_one_line_until_there_is_a_screen(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "play", "luminous")
    assert code == 1 and "Luminous has no screen yet" in err and "Traceback" not in err


def test_simulate_plays_headless_games_without_errors(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "simulate", "luminous", "--games", "6", "--jobs", "1", "--checks", "full", "--json"
    )
    data = json.loads(out)
    assert code == 0 and data["errors"] == 0 and data["games"] == 6


def test_validate_and_rules(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "validate")
    assert code == 0 and "luminous: data/luminous is valid" in out
    code, out, _ = run(capsys, "rules", "luminous")
    assert code == 0 and out.startswith("# Luminous") and "Barrier" in out
