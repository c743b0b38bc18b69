"""The Light deck from the command line (RULINGS: a match option, chosen "on the command line"):
`cardtable play lux-aeterna --lights 6` and `cardtable simulate lux-aeterna --lights 6`."""

from __future__ import annotations

import json

import pytest

from cardtable.cli import main


def test_play_takes_the_light_deck(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import cardtable.ui.app as app_module

    started: list[object] = []
    monkeypatch.setattr(app_module, "run_app", lambda start=None: started.append(start) or 0)
    assert main(["play", "lux-aeterna", "--computer", "2", "--seed", "3", "--lights", "6"]) == 0
    (setup,) = started
    assert getattr(setup, "options", {}).get("lights") == 6


def test_simulate_plays_with_the_light_deck_and_refuses_a_wrong_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(["simulate", "lux-aeterna", "--games", "2", "--jobs", "1", "--lights", "8", "--json"])
    out, _ = capsys.readouterr()
    data = json.loads(out)
    assert code == 0 and data["games"] == 2 and data["settings"] == {"lights": 8}
    assert main(["simulate", "lux-aeterna", "--games", "2", "--lights", "5"]) != 0
    _, err = capsys.readouterr()
    assert "4, 6 or 8" in err
