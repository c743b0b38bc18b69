"""Replay positions: rebuilt by the engine, the same whichever way a player steps (issue 31)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine.errors import RecordError
from cardtable.engine.record import GameRecord, SeatInfo, replay
from cardtable.engine.replay import FACE_UP, Eyes, Replay, allowed_eyes
from cardtable.engine.rng import Rng
from tests.replay.matches import REGISTRY

GAMES = REGISTRY.ids()
MOST_ACTIONS = 160


def random_record(game: str, seed: int, play_seed: int, players: int) -> GameRecord:
    """A match (perhaps cut short) of random legal actions."""
    names = [f"P{i}" for i in range(players)]
    state = REGISTRY.new_game(game, names, seed, {})
    rng = Rng(play_seed)
    while not state.is_over and len(state.history) < MOST_ACTIONS:
        state.apply(state.random_action(rng))
    return GameRecord.from_state(state, [SeatInfo() for _ in names])


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), play_seed=st.integers(0, 10**6), small_cache=st.booleans())
def test_stepping_forward_and_back_gives_the_same_position_at_every_action(
    game: str, seed: int, play_seed: int, small_cache: bool
) -> None:
    info = REGISTRY.get(game)
    record = random_record(game, seed, play_seed, max(2, info.min_players) if info.max_players > 1 else 1)
    cache = 2 if small_cache else 256
    forward = Replay(record, REGISTRY, checkpoint_every=5, cache_size=cache)
    backward = Replay(record, REGISTRY, checkpoint_every=5, cache_size=cache)
    ahead = [forward.position(n).fingerprint() for n in range(forward.length + 1)]
    behind = [backward.position(n).fingerprint() for n in range(backward.length, -1, -1)][::-1]
    assert ahead == behind
    for n in {0, record_length(record) // 2, record_length(record)}:  # and as the engine replays a record
        assert ahead[n] == replay(record, REGISTRY, n).fingerprint()


def record_length(record: GameRecord) -> int:
    return len(record.actions)


def test_marks_of_an_aether_lanes_match() -> None:
    record = random_record("aether-lanes", 3, 4, 2)
    replay_ = Replay(record, REGISTRY)
    starts = replay_.turn_starts
    assert starts[0] == 0 and len(starts) > 3
    middle = starts[2] + 1
    assert replay_.turn_start(middle) == starts[2]
    assert replay_.turn_end(middle) == starts[3]
    assert replay_.turn_start(starts[2]) == starts[1]  # from a turn's start: the one before
    combat = replay_.next_combat(0)
    assert combat is not None and replay_.steps[combat - 1].is_combat
    assert not any(step.is_combat for step in replay_.steps[: combat - 1])
    play = replay_.next_play(0)
    assert play is not None and replay_.steps[play - 1].kind in ("summon", "cast", "bind", "decree")
    assert replay_.previous_play(play) is None


def test_a_game_without_turn_events_has_a_turn_per_action() -> None:
    record = random_record("lux-nova", 3, 4, 2)
    replay_ = Replay(record, REGISTRY)
    assert replay_.turn_starts == tuple(range(replay_.length + 1))
    assert replay_.turn_end(4) == 5 and replay_.turn_start(4) == 3


def test_a_record_that_does_not_replay_says_which_action() -> None:
    record = random_record("aether-lanes", 3, 4, 2)
    record.actions[5] = {"kind": "summon", "card": "c999", "lane": 0}
    with pytest.raises(RecordError, match="action 6"):
        Replay(record, REGISTRY)


def test_finished_matches_are_watched_face_up_or_as_any_seat_unfinished_only_as_their_people() -> None:
    record = random_record("aether-lanes", 3, 4, 2)
    assert record.finished
    assert allowed_eyes(record) == (FACE_UP, Eyes(0), Eyes(1))
    unfinished = record.model_copy(
        update={"finished": False, "seats": [SeatInfo(), SeatInfo(kind="computer")]}
    )
    assert allowed_eyes(unfinished) == (Eyes(0),)
    hot_seat = unfinished.model_copy(update={"seats": [SeatInfo(), SeatInfo()]})
    assert allowed_eyes(hot_seat) == (Eyes(0), Eyes(1))


def test_an_actions_sentence_hides_what_its_eyes_may_not_read() -> None:
    record = random_record("aether-lanes", 3, 4, 2)
    replay_ = Replay(record, REGISTRY)
    private = [
        (step, event) for step in replay_.steps for event in step.events if event.private_to is not None
    ]
    assert private, "an Aether Lanes match draws cards privately"
    step, event = private[0]
    other = Eyes(1 - event.private_to)  # type: ignore[operator]
    assert event.text in step.lines(FACE_UP)
    assert event.text not in step.lines(other) or event.public_text == event.text


def test_a_malformed_action_is_one_line_not_a_traceback() -> None:
    record = random_record("luminous", 3, 4, 2)
    record.actions[3] = {"kind": "play", "nonsense": [1, 2]}
    with pytest.raises(RecordError, match="action 4 of the record cannot be replayed"):
        Replay(record, REGISTRY)
