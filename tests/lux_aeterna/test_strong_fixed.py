"""The strong seat for measurement (balance27): a fixed number of rollout rounds a decision instead of
a CPU budget, so the same seed and cards give the same matches whatever the machine's load;
``cardtable simulate --bot strong-fixed`` takes it, the new-match dialog does not offer it, and
the players' strong seat still thinks for its CPU budget."""

from __future__ import annotations

import json

import pytest

from cardtable.cli import main
from cardtable.engine.rng import Rng
from cardtable.games.lux_aeterna import bots
from cardtable.games.lux_aeterna.bots import STRONG_BUDGET, FixedStrongBot, StrongBot
from cardtable.games.lux_aeterna.impl import IMPL
from cardtable.games.lux_aeterna.state import LuxState
from cardtable.ui.new_match import seat_kind_options


def _match(seed: int, rounds: int, limit: int = 120) -> list[str]:
    """The first ``limit`` actions of a Starwatch-Dawn Choir match of two fixed strong seats."""
    state = LuxState(["Ana", "Ben"], seed, {"decks": ["starwatch", "dawn-choir"]})
    seats = [FixedStrongBot(rounds), FixedStrongBot(rounds)]
    rng = Rng(seed ^ 0x5EED)
    played: list[str] = []
    while state.to_act is not None and len(played) < limit:
        action = seats[state.to_act].choose(state, rng)
        played.append(repr(action))
        state.apply(action)
    return played


def test_the_fixed_strong_seat_plays_the_same_match_twice() -> None:
    first = _match(5, rounds=2)
    assert len(first) == 120
    assert _match(5, rounds=2) == first


def test_the_fixed_seat_counts_rounds_and_the_players_seat_spends_its_budget() -> None:
    assert FixedStrongBot().rounds == bots.MEASURE_ROUNDS and FixedStrongBot(3).rounds == 3
    players = IMPL.bots["strong"]()
    assert isinstance(players, StrongBot) and not isinstance(players, FixedStrongBot)
    assert players.rounds is None and players.budget == STRONG_BUDGET


def test_strong_fixed_is_for_simulate_only() -> None:
    assert IMPL.bot_factory("strong-fixed") is FixedStrongBot
    assert "strong-fixed" not in IMPL.bots
    assert all("strong-fixed" not in value for _label, value in seat_kind_options(IMPL))


def test_simulate_with_strong_fixed_seats_repeats_its_results(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bots, "MEASURE_ROUNDS", 1)  # a cheap seat: what is checked is the repeat
    words = ["simulate", "lux-aeterna", "--games", "2", "--seed", "4", "--bot", "strong-fixed"]
    words += ["--deck", "1=starwatch", "2=dawn-choir", "--jobs", "1", "--json"]
    runs = []
    for _ in range(2):
        assert main(words) == 0
        out, _ = capsys.readouterr()
        data = json.loads(out)
        runs.append((data["actions"], data["results"]))
    assert data["bots"] == ["strong-fixed", "strong-fixed"] and data["errors"] == 0
    assert runs[0] == runs[1]


def test_simulate_names_strong_fixed_among_the_bots_of_an_unknown_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["simulate", "lux-aeterna", "--games", "1", "--bot", "mighty"]) != 0
    _, err = capsys.readouterr()
    assert "strong-fixed" in err
