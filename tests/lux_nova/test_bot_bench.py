"""The strong-bot benchmark's paired trials: per-game records and their game-by-game comparison."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from cardtable.games.lux_nova.bots import StrongBot


def _bench() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "bench" / "bench_lux_nova_strong.py"
    spec = importlib.util.spec_from_file_location("bench_lux_nova_strong", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _game(seed: int, res: str, margin: int) -> dict[str, object]:
    return {"seed": seed, "seat": seed % 2, "first": True, "res": res, "margin": margin, "times": [0.01]}


def test_paired_counts_the_games_only_one_run_won_on_the_same_seeds() -> None:
    bench = _bench()
    before = [_game(1, "win", 3), _game(2, "loss", -2), _game(3, "win", 1), _game(4, "shared", 0)]
    after = [
        _game(1, "win", 5),
        _game(2, "win", 1),
        _game(3, "loss", -1),
        _game(4, "win", 0),
        _game(9, "win", 9),
    ]
    line = bench.paired(before, after)
    # seed 9 has no partner; seeds 2 and 4 were won only after, seed 3 only before
    assert "paired on 4 seeds: before 2 wins, after 3" in line
    assert "won only before 1, only after 2" in line
    assert "margin after - before +0.75" in line  # (2 + 3 - 2 + 0) / 4
    assert bench.paired(before, [_game(7, "win", 1)]) == "paired: no seed in common"


def test_a_game_record_agrees_with_its_result() -> None:
    record = _bench().play(5, 1, "basic", StrongBot())
    assert record["seed"] == 5 and record["seat"] == 1 and len(record["times"]) >= 17
    margin = record["margin"]
    assert record["res"] == ("win" if margin > 0 else "loss") or margin == 0
