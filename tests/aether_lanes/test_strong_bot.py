"""The strong computer seat: registered, legal, leaves the state alone, sees only its own seat's
information, and finds what greedy finds in a clear position."""

from __future__ import annotations

from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes import strong
from cardtable.games.aether_lanes.actions import Cast, EndTurn
from cardtable.games.aether_lanes.impl import IMPL
from cardtable.games.aether_lanes.strong import StrongBot
from tests.aether_lanes.helpers import duel


def test_the_registry_offers_strong() -> None:
    assert IMPL.bots["strong"] is StrongBot


def test_strong_takes_a_lethal_hit_and_leaves_the_state_alone() -> None:
    state = duel(
        {
            "aether": 4,
            "hand": ["firebrand", "cinder-hound"],
            "lanes": {"aggressive": {"card": "ember-imp", "exhausted": True}},
        },
        {"soul": 4, "lanes": {"aggressive": {"card": "pyre-warden"}}},
    )
    before = state.to_json()
    choice = StrongBot(samples=3).choose(state, Rng(1))
    assert state.to_json() == before
    assert isinstance(choice, Cast) and choice.target == "p1"


def test_strong_plays_whole_games_legally_and_the_same_way_twice() -> None:
    def game() -> list[str]:
        state = IMPL.new_game(["S", "G"], 77, {"variant": "standard"})
        bots = [StrongBot(samples=2, candidates=3, budget=1e9), IMPL.bots["greedy"]()]  # no clock: same moves
        rng, moves = Rng(5), []
        while not state.is_over and len(moves) < 400:
            action = bots[state.to_act].choose(state, rng)
            assert action in state.legal_actions()
            state.apply(action)
            moves.append(str(action))
        assert state.is_over
        return moves

    assert game() == game()


def test_strong_with_nothing_to_do_ends_the_turn() -> None:
    assert isinstance(StrongBot(samples=2).choose(duel({"aether": 0}), Rng(1)), EndTurn)


def test_strong_plays_on_only_the_better_half_of_its_candidates(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    state = IMPL.new_game(["S", "G"], 3, {"variant": "standard", "decks": ["ashen-vow", "dawn-choir"]})
    greedy, rng = IMPL.bots["greedy"](), Rng(3)
    while state.stage != "main":
        state.apply(greedy.choose(state, rng))
    played: list[int] = []
    real_rollout = strong.rollout

    def counting(world, seat, rng, horizon):  # type: ignore[no-untyped-def]
        played.append(seat)
        return real_rollout(world, seat, rng, horizon)

    monkeypatch.setattr(strong, "rollout", counting)
    StrongBot(samples=8, candidates=5, budget=1e9).choose(state, Rng(1))
    # 6 candidates (5 plays and End turn) in worlds 1-2, the best 3 in worlds 3-4, the best 2 in 5-8
    assert len(played) == 2 * 6 + 2 * 3 + 4 * 2
