"""The strong computer seat: registered, legal, leaves the state alone, sees only its own seat's
information, and finds what greedy finds in a clear position."""

from __future__ import annotations

from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes import strong
from cardtable.games.aether_lanes.actions import Cast, EndTurn
from cardtable.games.aether_lanes.impl import IMPL
from cardtable.games.aether_lanes.state import AetherState
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

    def counting(world, seat, rng, horizon, work=None):  # type: ignore[no-untyped-def]
        played.append(seat)
        return real_rollout(world, seat, rng, horizon, work)

    monkeypatch.setattr(strong, "rollout", counting)
    StrongBot(samples=8, candidates=5, first_cut=2, work=10**9, budget=1e9).choose(state, Rng(1))
    # 6 candidates (5 plays and End turn) in worlds 1-2, the best 3 in worlds 3-4, the best 2 in 5-8
    assert len(played) == 2 * 6 + 2 * 3 + 4 * 2


def _opening(seed: int = 3) -> AetherState:
    state = IMPL.new_game(["S", "G"], seed, {"variant": "standard", "decks": ["ashen-vow", "dawn-choir"]})
    greedy, rng = IMPL.bots["greedy"](), Rng(seed)
    while state.stage != "main":
        state.apply(greedy.choose(state, rng))
    return state


def test_the_work_budget_not_the_clock_decides_how_far_strong_looks() -> None:
    state = _opening()
    ticks = iter(range(10**6))
    slow_clock = lambda: next(ticks) * 0.01  # noqa: E731 (each reading 10 ms later, far under the cap)
    fast = StrongBot(work=600, budget=1e9)  # no cap: a loaded test machine must not cut it short
    slow = StrongBot(work=600, clock=slow_clock)
    assert fast.choose(state, Rng(9)) == slow.choose(state, Rng(9))
    assert fast.last == slow.last
    worlds, done = fast.last
    assert done >= 600 and 1 < worlds < fast.samples
    more = StrongBot(work=2400, budget=1e9)
    more.choose(state, Rng(9))
    assert more.last[0] > worlds and more.last[1] >= 2400


def test_the_clock_cap_stops_a_slow_decision_after_one_world() -> None:
    ticks = iter(range(10**6))
    crawling = lambda: next(ticks) * 5.0  # noqa: E731 (each reading 5 s later: the 2 s cap is passed)
    bot = StrongBot(work=10**9, clock=crawling)
    choice = bot.choose(_opening(), Rng(9))
    assert bot.last[0] == 1 and choice in _opening().legal_actions()


def test_the_clock_cap_reckons_with_the_slowest_world_not_the_average() -> None:
    # The decision starts at 0 s; world 1 ends at 0.1 s, world 2 at 1.2 s (it took 1.1 s). Another
    # world as slow would end at 2.3 s, past the 2 s cap, so the seat stops after two worlds (the
    # average, 0.6 s a world, would have let it start a third and perhaps overrun).
    readings = iter([0.0, 0.1, 1.2] + [1.2 + 0.01 * step for step in range(1, 10**5)])
    bot = StrongBot(work=10**9, clock=lambda: next(readings))
    choice = bot.choose(_opening(), Rng(9))
    assert bot.last[0] == 2 and choice in _opening().legal_actions()
