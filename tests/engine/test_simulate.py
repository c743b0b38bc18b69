"""simulate's checking tiers, per-game seeds, jobs, reproduction of a failure and merging."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardtable.engine.registry import GameRegistry, default_registry
from cardtable.engine.rng import Rng
from cardtable.engine.simrun import game_seed
from cardtable.engine.simulate import merge_summaries, simulate
from tests.support import toy_game

TOY = GameRegistry([toy_game.INFO])
REGISTRY = default_registry()


def test_each_game_seed_is_the_run_seeds_stream_at_the_games_index() -> None:
    master = Rng(42)
    assert [game_seed(42, i) for i in range(5)] == [master.next_u64() >> 1 for _ in range(5)]


def _leak_in_the_middle(monkeypatch: pytest.MonkeyPatch) -> None:
    """A deliberate bug: after the fourth card is played, every view shows the deck's order."""
    original = toy_game.ToyState.view

    def leaky_view(self: Any, seat: int | None) -> dict[str, Any]:
        view = original(self, seat)
        if len(self.table) == 4:
            view["peek"] = list(self.deck.cards)
        return view

    monkeypatch.setattr(toy_game.ToyState, "view", leaky_view)


def test_a_leak_in_mid_game_is_caught_in_sampled_mode_and_reproduced_by_its_seed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _leak_in_the_middle(monkeypatch)
    summary = simulate(TOY, "toy", games=45, seed=3, check_every=20)
    # Only the fully checked games (0, 20, 40) look at views in mid-game.
    assert summary["errors"] == 3 and summary["fully_checked_games"] == 3
    first = summary["first_error"]
    seed = game_seed(3, 0)
    assert first.startswith(f"game 0 (seed {seed}) after action ")
    assert "shows hidden cards" in first and f"--game-seed {seed}" in first
    action = int(first.split("after action ")[1].split(":")[0])
    again = simulate(TOY, "toy", games=1, game_seed=seed)
    assert again["errors"] == 1 and again["checks"] == "full"
    assert f"after action {action}:" in again["first_error"]


def test_the_same_leak_is_not_seen_without_checks(monkeypatch: pytest.MonkeyPatch) -> None:
    _leak_in_the_middle(monkeypatch)
    assert simulate(TOY, "toy", games=45, seed=3, checks="none")["errors"] == 0


def test_a_broken_invariant_is_caught_on_the_action_that_breaks_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """A deliberate rule bug: a seat that taps twice in a row loses a card from the deck, in some
    games only; the cheap per-action check of the sampled tier names the action."""
    original = toy_game.ToyState._apply

    def lossy_apply(self: Any, action: Any) -> bool:
        revealed = original(self, action)
        if isinstance(action, toy_game.Tap) and self.seed % 3 == 0 and len(self.deck):
            self.deck.draw()
        return revealed

    monkeypatch.setattr(toy_game.ToyState, "_apply", lossy_apply)
    summary = simulate(TOY, "toy", games=60, seed=9)
    assert 0 < summary["errors"] < 60
    message = summary["first_error"]
    assert "cards instead of 12" in message and "after action" in message
    index = int(message.split()[1])
    seed = game_seed(9, index)
    assert seed % 3 == 0 and f"(seed {seed})" in message
    action = message.split("after action ")[1].split(":")[0]
    again = simulate(TOY, "toy", games=1, game_seed=seed)
    assert f"after action {action}:" in again["first_error"]


def test_tiers_report_what_they_checked() -> None:
    sampled = simulate(REGISTRY, "lux-nova", games=41, seed=1)
    assert sampled["checks"] == "sampled" and sampled["check_every"] == 20
    assert sampled["fully_checked_games"] == 3
    assert sampled["checked_positions"] == 3 * 35 + 38
    full = simulate(REGISTRY, "lux-nova", games=5, seed=1, checks="full")
    assert full["fully_checked_games"] == 5 and full["checked_positions"] == 5 * 35
    none = simulate(REGISTRY, "lux-nova", games=5, seed=1, checks="none")
    assert none["fully_checked_games"] == 0 and none["checked_positions"] == 0
    assert none["results"] == simulate(REGISTRY, "lux-nova", games=5, seed=1)["results"]


@pytest.mark.parametrize("game_id", ["lux-nova", "aether-lanes"])
def test_results_do_not_depend_on_the_number_of_jobs(game_id: str) -> None:
    one = simulate(REGISTRY, game_id, games=60, seed=4, jobs=1)
    two = simulate(REGISTRY, game_id, games=60, seed=4, jobs=2)
    assert two["jobs"] == 2 and one["errors"] == two["errors"] == 0
    assert one["results"] == two["results"] and one["actions"] == two["actions"]
    assert one["fully_checked_games"] == two["fully_checked_games"]


def test_runs_over_game_ranges_merge_into_the_whole_run(tmp_path: Path) -> None:
    whole = simulate(REGISTRY, "aether-lanes", games=30, seed=8)
    paths = []
    for offset, games in ((0, 12), (12, 18)):
        part = simulate(REGISTRY, "aether-lanes", games=games, seed=8, game_offset=offset)
        path = tmp_path / f"part{offset}.json"
        path.write_text(json.dumps(part))
        paths.append(path)
    merged = merge_summaries(REGISTRY, paths)
    assert merged["games"] == 30 and merged["results"] == whole["results"]
    assert merged["fully_checked_games"] == whole["fully_checked_games"]
    overlapping = tmp_path / "again.json"
    overlapping.write_text(paths[1].read_text())
    with pytest.raises(Exception, match="overlap"):
        merge_summaries(REGISTRY, [paths[0], paths[1], overlapping])


def test_sole_and_shared_wins_are_counted_apart() -> None:
    summary = simulate(REGISTRY, "lux-nova", games=200, seed=0, checks="none")
    results = summary["results"]
    shared = results["shared_wins"]
    assert shared > 0  # random Lux Nova games do end in shared wins
    assert sum(results["wins_per_seat"]) + shared + results["draws"] == 200
    assert sum(results["shared_wins_per_seat"]) >= 2 * shared


def test_bots_per_seat_and_the_old_single_bot_form() -> None:
    mixed = simulate(REGISTRY, "lux-nova", games=20, seed=2, bot=["1=greedy", "2=random"])
    assert mixed["bots"] == ["greedy", "random"]
    greedy_rate = mixed["results"]["win_rate_per_seat"][0]["rate"]
    assert greedy_rate > 0.6
    assert simulate(REGISTRY, "lux-nova", games=2, seed=2, bot="greedy")["bots"] == ["greedy", "greedy"]


@pytest.mark.parametrize("jobs", [1, 2])
def test_ctrl_c_keeps_the_chunks_that_finished_and_marks_the_run_partial(jobs: int) -> None:
    """A KeyboardInterrupt in the main thread (here from the progress callback, after the first
    chunk came back): the summary is of the finished chunks, the rest is cancelled."""

    def interrupt(done: int, errors: int) -> None:
        raise KeyboardInterrupt

    summary = simulate(TOY, "toy", games=3000, seed=8, jobs=jobs, progress=interrupt)
    assert summary["partial"] is True and summary["games_requested"] == 3000
    (start, stop), *more = summary["finished_ranges"]
    assert not more and summary["games"] == stop - start == summary["tally"]["games"] < 3000
    again = simulate(TOY, "toy", games=stop - start, seed=8, game_offset=start, jobs=1)
    assert again["partial"] is False and again["results"] == summary["results"]
