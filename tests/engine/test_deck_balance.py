"""The deck part of the balance report for Lux Aeterna and Luminous (shared DeckBalance)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.engine.deck_balance import stands_out
from cardtable.engine.registry import default_registry
from cardtable.engine.simulate import simulate
from cardtable.engine.stats import rate

REGISTRY = default_registry()


@pytest.mark.parametrize(("game", "key"), [("lux-aeterna", "lux_aeterna"), ("luminous", "luminous")])
def test_the_matrix_counts_every_pairing_and_the_wins_add_up(game: str, key: str) -> None:
    decks = [deck for deck, _name in REGISTRY.get(game).load().deck_choices()]  # type: ignore[misc]
    summary = simulate(REGISTRY, game, games=len(decks) ** 2, seed=4, matrix=True, checks="none", jobs=1)
    figures = summary["results"][key]
    assert all(figures["decks"][deck]["of"] == 2 * len(decks) for deck in decks)
    for a in decks:
        for b in decks:
            assert figures["matrix"][a][b]["of"] == 2  # a mirror game counts once per seat
    sole_wins = sum(summary["results"]["wins_per_seat"])
    assert sum(figure["count"] for figure in figures["decks"].values()) == sole_wins
    assert figures["winning_margin"]["count"] == sole_wins
    left = sum(figure["left"]["count"] for figure in figures["decks"].values())
    assert left == 2 * summary["games"]


def test_the_deck_figures_are_the_same_whatever_the_number_of_jobs() -> None:
    one = simulate(REGISTRY, "lux-aeterna", games=12, seed=9, checks="none", jobs=1)
    two = simulate(REGISTRY, "lux-aeterna", games=12, seed=9, checks="none", jobs=2)
    assert one["results"]["lux_aeterna"] == two["results"]["lux_aeterna"]


def test_a_deck_is_flagged_only_when_its_interval_leaves_half_behind() -> None:
    assert stands_out(rate(80, 100)) and stands_out(rate(20, 100))
    assert not stands_out(rate(55, 100))  # the interval still holds 50%
    assert not stands_out(rate(0, 0))


def test_the_report_shows_the_deck_tables(capsys: pytest.CaptureFixture[str]) -> None:
    argv = [
        "simulate",
        "luminous",
        "--games",
        "18",
        "--seed",
        "2",
        "--matrix",
        "--jobs",
        "1",
        "--bot",
        "greedy",
    ]
    assert main([*argv, "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert main(argv) == 0
    report = capsys.readouterr().out
    assert "Decks" in report and "Deck against deck" in report and "Life left" in report
    best = max(summary["results"]["luminous"]["decks"].values(), key=lambda f: f["rate"])
    assert f"{100 * best['rate']:.1f}% ({100 * best['low']:.1f}-{100 * best['high']:.1f})" in report


def test_runs_over_game_ranges_merge_with_their_deck_figures(tmp_path: Path) -> None:
    from cardtable.engine.simulate import merge_summaries

    whole = simulate(REGISTRY, "luminous", games=10, seed=5, checks="none", jobs=1)
    paths = []
    for offset, games in ((0, 4), (4, 6)):
        part = simulate(REGISTRY, "luminous", games=games, seed=5, game_offset=offset, checks="none", jobs=1)
        path = tmp_path / f"part{offset}.json"
        path.write_text(json.dumps(part))
        paths.append(path)
    merged = merge_summaries(REGISTRY, paths)
    assert merged["results"]["luminous"] == whole["results"]["luminous"]


def test_each_game_says_how_its_decks_are_dealt_and_the_engine_keeps_the_ids() -> None:
    from cardtable.engine.deck_balance import DeckBalance
    from cardtable.games.luminous.balance import LuminousBalance
    from cardtable.games.lux_aeterna.balance import LuxAeternaBalance

    luminous = LuminousBalance()
    first, second = luminous.dealt(50)
    assert first == {f"c{n}" for n in range(1, 51)} and second == {f"c{n}" for n in range(51, 101)}
    assert luminous.dealt(50) is luminous.dealt(50)  # worked out once
    codex = LuxAeternaBalance().dealt(30)
    assert codex == ({f"a{n:02d}" for n in range(1, 31)}, {f"b{n:02d}" for n in range(1, 31)})
    with pytest.raises(NotImplementedError):
        DeckBalance().dealt(3)
