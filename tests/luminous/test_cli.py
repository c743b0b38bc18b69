"""Luminous from the command line: validate, rules, simulate, and play (which opens its screen)."""

from __future__ import annotations

import json

import pytest

from cardtable.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_play_opens_the_luminous_screen(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import cardtable.ui.app as app_module
    from cardtable.games.luminous import INFO
    from cardtable.ui.game_screens import screen_path

    started: list[object] = []
    monkeypatch.setattr(app_module, "run_app", lambda start=None: started.append(start) or 0)
    code, _, err = run(capsys, "play", "luminous", "--computer", "2", "--seed", "3")
    assert code == 0 and "no screen" not in err
    assert [getattr(s, "game", None) for s in started] == ["luminous"]
    assert screen_path(INFO) == "cardtable.ui.luminous.screen:LuminousScreen"


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
