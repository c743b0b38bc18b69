"""The balance report: its statistics, bots and decks per seat, the deck matrix, per-card and
Lux Nova score figures, and the readable report (the same numbers as the JSON)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from cardtable.cli import main
from cardtable.engine.errors import CardtableError
from cardtable.engine.registry import default_registry
from cardtable.engine.simulate import simulate
from cardtable.engine.stats import distribution, percentile, wilson

REGISTRY = default_registry()
DECKS = [deck for deck, _name in REGISTRY.get("aether-lanes").load().deck_choices()]


def test_wilson_interval_matches_the_textbook_values() -> None:
    low, high = wilson(81, 263)
    assert (round(low, 4), round(high, 4)) == (0.2553, 0.3662)
    assert wilson(0, 10)[0] == pytest.approx(0.0) and wilson(10, 10)[1] == pytest.approx(1.0)
    assert [round(x, 4) for x in wilson(5, 10)] == [0.2366, 0.7634]
    assert wilson(0, 0) == (0.0, 1.0)


def test_percentiles_and_histogram_of_counts() -> None:
    counts = Counter({1: 5, 2: 90, 10: 5})
    assert percentile(counts, 0.05) == 1 and percentile(counts, 0.5) == 2 and percentile(counts, 0.99) == 10
    figure = distribution(counts, bins=2)
    assert figure["median"] == 2 and figure["p5"] == 1 and figure["p95"] == 2
    assert sum(c for _a, _b, c in figure["histogram"]) == 100


def test_one_deck_against_every_starter_deck_in_turn() -> None:
    summary = simulate(
        REGISTRY, "aether-lanes", games=2 * len(DECKS), seed=3, decks=["1=ashen-vow", "2=all"], checks="none"
    )
    decks = summary["results"]["aether_lanes"]["decks"]
    assert decks["ashen-vow"]["of"] == 2 * len(DECKS) + 2  # seat 1 every game, seat 2 twice
    assert all(decks[deck]["of"] == 2 for deck in DECKS if deck != "ashen-vow")
    assert "seat 1 ashen-vow" in summary["decks"] and "every starter deck" in summary["decks"]


def test_the_matrix_plays_every_ordered_pairing_equally() -> None:
    summary = simulate(REGISTRY, "aether-lanes", games=len(DECKS) ** 2, seed=3, matrix=True, checks="none")
    matrix = summary["results"]["aether_lanes"]["matrix"]
    for a in DECKS:
        for b in DECKS:
            assert matrix[a][b]["of"] == 2  # a mirror game counts once per seat
    for a in DECKS:
        for b in DECKS:
            if a != b:  # no draws in these games: a's wins against b are b's losses against a
                assert matrix[a][b]["count"] + matrix[b][a]["count"] == 2


def test_cards_have_drawn_and_played_win_rates() -> None:
    cards = simulate(REGISTRY, "aether-lanes", games=40, seed=3, checks="none")["results"]["aether_lanes"][
        "cards"
    ]
    assert cards and all(c["drawn"]["of"] >= c["played"]["of"] or c["played"]["of"] >= 0 for c in cards)
    played = [c for c in cards if c["played"]["of"]]
    assert played and all(0 <= c["played"]["low"] <= c["played"]["high"] <= 1 for c in played)


def test_deck_choices_are_checked() -> None:
    with pytest.raises(CardtableError, match="unknown deck"):
        simulate(REGISTRY, "aether-lanes", games=1, decks=["1=nope"])
    with pytest.raises(CardtableError, match="no decks"):
        simulate(REGISTRY, "lux-nova", games=1, decks=["1=ashen-vow"])
    with pytest.raises(CardtableError, match="no seat"):
        simulate(REGISTRY, "lux-nova", games=1, bot=["3=greedy"])


def test_lux_nova_solo_par_and_points_by_turn() -> None:
    results = simulate(REGISTRY, "lux-nova", games=200, seed=1, players=1, checks="none")["results"]
    figure = results["lux_nova"]["1p basic"]
    par = figure["solo_par"]
    assert par["median"] <= par["p90"] <= par["p99"] == par["par"]
    assert len(figure["points_per_play_by_turn"]) == 35
    assert results["first_player"] is None


def test_the_readable_report_shows_the_same_numbers_as_the_json(capsys: pytest.CaptureFixture[str]) -> None:
    argv = [
        "simulate",
        "aether-lanes",
        "--games",
        "49",
        "--seed",
        "2",
        "--matrix",
        "--jobs",
        "1",
        "--bot",
        "random",
    ]
    assert main([*argv, "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert main(argv) == 0
    report = capsys.readouterr().out
    for title in ("Wins per seat", "First-player edge", "Game length", "Decks", "Deck against deck", "Cards"):
        assert title in report
    seat = summary["results"]["win_rate_per_seat"][0]
    assert f"{100 * seat['rate']:.1f}% ({100 * seat['low']:.1f}-{100 * seat['high']:.1f})" in report
    assert "no errors" in report and "random bots in every seat" in report.splitlines()[0]


def test_a_balance_report_is_of_greedy_play_unless_told_and_says_so_first(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["simulate", "lux-nova", "--games", "4", "--jobs", "1"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("Lux Nova: 4 games") and first.endswith("greedy bots in every seat")
    assert main(["simulate", "lux-nova", "--games", "4", "--jobs", "1", "--bot", "1=greedy", "2=random"]) == 0
    assert capsys.readouterr().out.splitlines()[0].endswith("bots: seat 1 greedy, seat 2 random")
    assert main(["simulate", "lux-nova", "--games", "4", "--jobs", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["bots"] == ["random", "random"]  # tools and checks


def test_the_progress_speed_never_reads_a_bare_zero() -> None:
    from cardtable.cli.progress import games_per_second

    assert games_per_second(0, 5.0) == "-"
    assert games_per_second(2, 5.0) == "0.4"
    assert games_per_second(1, 500.0) == "<0.01"
    assert games_per_second(3, 1.0) == "3"
    assert games_per_second(12_345, 2.0) == "6,172"


def test_the_report_header_counts_one_game_in_the_singular(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "lux-nova", "--game-seed", "77", "--jobs", "1"]) == 0
    assert "Lux Nova: 1 game, 2 players" in capsys.readouterr().out


def test_the_lux_aeterna_supply_table_fits_80_columns() -> None:
    import io

    from rich.console import Console

    from cardtable.engine.balance_report import print_report

    summary = simulate(REGISTRY, "lux-aeterna", games=6, seed=3, checks="none")
    out = io.StringIO()
    print_report(REGISTRY, summary, Console(file=out, width=80, color_system=None))
    text = out.getvalue()
    part = text[text.index("The supply out, per Codex") :]
    header = next(line for line in part.splitlines() if "Codex" in line and "short" in line)
    assert "…" not in header and "first turn" in header
    assert "…" not in part.split("games = ")[0]  # no figure or name cut
