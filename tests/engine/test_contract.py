"""The engine contract, checked the same way for every registered game (and the test-only toy).

A new game gets all of these for free by being registered (an entry point of ``cardtable.games``).
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine.actions import Action
from cardtable.engine.bots import RandomBot
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.invariants import generic_problems
from cardtable.engine.record import GameRecord, replay, replay_state, same_state
from cardtable.engine.registry import GameInfo, GameRegistry, default_registry
from cardtable.engine.rng import Rng
from cardtable.engine.simulate import play_one, simulate
from tests.support import toy_game

ALL_GAMES: tuple[GameInfo, ...] = (*default_registry().all(), toy_game.INFO)
REGISTRY = GameRegistry(ALL_GAMES)
GAME_IDS = [info.id for info in ALL_GAMES]


def names(info: GameInfo, count: int | None = None) -> list[str]:
    return ["Ana", "Bo", "Cy", "Di"][: count or info.default_players]


def fresh(game_id: str, seed: int, count: int | None = None):
    info = REGISTRY.get(game_id)
    return REGISTRY.new_game(game_id, names(info, count), seed)


def play_random(state, seed: int, steps: int | None = None):
    bot, rng = RandomBot(), Rng(seed)
    taken = 0
    while not state.is_over and (steps is None or taken < steps):
        state.apply(bot.choose(state, rng))
        taken += 1
    return state


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_new_game_is_determined_by_its_arguments(game_id: str) -> None:
    assert same_state(fresh(game_id, 11), fresh(game_id, 11))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_playouts_keep_every_invariant(game_id: str) -> None:
    impl = REGISTRY.get(game_id).load()

    def check(state):
        return generic_problems(state) + impl.invariants(state)

    for seed in range(5):
        state = fresh(game_id, seed)
        assert check(state) == []
        play_one(state, [RandomBot()] * state.num_players, Rng(seed), check=check)
        assert state.is_over and state.to_act is None and state.legal_actions() == []
        assert state.outcome is not None


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**40), steps=st.integers(min_value=0, max_value=400))
def test_record_replays_and_json_round_trips(game_id: str, seed: int, steps: int) -> None:
    state = play_random(fresh(game_id, seed), seed, steps)
    assert same_state(replay_state(state, REGISTRY), state)
    snapshot = json.loads(json.dumps(state.to_json()))
    assert same_state(type(state).from_json(snapshot), state)
    record = GameRecord.model_validate_json(GameRecord.from_state(state).model_dump_json())
    assert same_state(replay(record, REGISTRY), state)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_and_actions_give_the_same_game(game_id: str) -> None:
    a = play_random(fresh(game_id, 5), 99)
    b = play_random(fresh(game_id, 5), 99)
    assert same_state(a, b)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_actions_round_trip_through_json_and_notation(game_id: str) -> None:
    state = fresh(game_id, 3)
    for _ in range(30):
        if state.is_over:
            break
        for action in state.legal_actions()[:50]:
            assert state.CODEC.from_json(json.loads(json.dumps(action.to_json()))) == action
            assert state.CODEC.parse(action.notation()) == action
            assert str(action)
        state.apply(state.legal_actions()[0])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_illegal_actions_raise_and_leave_the_state_unchanged(game_id: str) -> None:
    state = play_random(fresh(game_id, 8), 8, 6)
    assert not state.is_over
    before = json.dumps(state.to_json(), sort_keys=True)
    legal = {a.notation() for a in state.legal_actions()}
    # Every legal action of every *other* position is a candidate illegal action here.
    other = play_random(fresh(game_id, 9), 9, 3)
    candidates = [a for a in other.legal_actions() if a.notation() not in legal]
    tried = 0
    for action in candidates[:40]:
        if state.is_legal(action):
            continue
        with pytest.raises(IllegalActionError) as caught:
            state.apply(action)
        assert str(caught.value)
        assert json.dumps(state.to_json(), sort_keys=True) == before
        tried += 1
    finished = play_random(fresh(game_id, 10), 10)
    with pytest.raises(IllegalActionError):
        finished.apply(other.legal_actions()[0])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_views_hide_other_seats_cards(game_id: str) -> None:
    state = fresh(game_id, 4)
    for _ in range(60):
        if state.is_over:
            break
        for seat in range(state.num_players):
            view = state.view(seat)
            json.dumps(view)
            flat = json.dumps(view)
            for hidden in state.hidden_ids(seat):
                assert f'"{hidden}"' not in flat
        state.apply(RandomBot().choose(state, Rng(len(state.history))))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_simulate_reports_the_contract_keys(game_id: str) -> None:
    summary = simulate(REGISTRY, game_id, games=4, seed=2)
    for key in (
        "game",
        "games",
        "seed",
        "actions",
        "seconds",
        "games_per_second",
        "actions_per_second",
        "errors",
        "results",
        "max_rss_mb",
    ):
        assert key in summary
    assert summary["errors"] == 0, summary.get("first_error")
    again = simulate(REGISTRY, game_id, games=4, seed=2)
    assert again["results"] == summary["results"] and again["actions"] == summary["actions"]


def test_undo_stops_at_revealed_information() -> None:
    state = REGISTRY.new_game("toy", ["Ana", "Bo"], 1)
    state.apply(toy_game.Tap())
    assert state.undoable_count() == 1
    card = state.hands[0].cards[0]
    state.apply(toy_game.PlayCard(card))
    # Bo is to act now: Ana's actions are not Bo's to undo, and the draw revealed a card.
    assert state.undoable_count() == 0
    state.apply(toy_game.Tap())
    assert state.undoable_count() == 1


def test_unknown_action_kind_is_refused_cleanly() -> None:
    state = REGISTRY.new_game("toy", ["Ana", "Bo"], 1)
    with pytest.raises(IllegalActionError):
        state.apply(Action())
