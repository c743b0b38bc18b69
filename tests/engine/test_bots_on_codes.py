"""Bots play on integer action codes in games with an integer hot path, with the same games."""

from __future__ import annotations

from cardtable.engine.checks import record_problems
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng
from cardtable.engine.simrun import code_choosers, play_one

REGISTRY = default_registry()


def _bots(game: str, names: tuple[str, ...]) -> list:
    impl = REGISTRY.get(game).load()
    return [impl.bots[name]() for name in names]


def _by_values(game: str, names: tuple[str, ...], seed: int):
    """The same match played the slow way: every bot's action value through ``apply``."""
    state = REGISTRY.new_game(game, ["A", "B"], seed, {})
    bots, rng = _bots(game, names), Rng(seed + 1)
    while (seat := state.to_act) is not None:
        state.apply(bots[seat].choose(state, rng))
    return state


def test_a_mixed_lux_nova_match_is_played_and_recorded_in_codes() -> None:
    names = ("greedy", "random")
    state = REGISTRY.new_game("lux-nova", ["A", "B"], 5, {})
    assert all(chooser is not None for chooser in code_choosers(state, _bots("lux-nova", names)))
    actions = play_one(state, _bots("lux-nova", names), Rng(6))
    codes = state.history.codes()
    assert len(codes) == actions == 35
    assert all(type(code) is int for code in codes)
    assert state.fingerprint() == _by_values("lux-nova", names, 5).fingerprint()
    assert record_problems(state, REGISTRY) == []


def test_a_mixed_aether_lanes_match_is_played_and_recorded_in_codes() -> None:
    names = ("greedy", "random")
    state = REGISTRY.new_game("aether-lanes", ["A", "B"], 5, {})
    assert all(chooser is not None for chooser in code_choosers(state, _bots("aether-lanes", names)))
    actions = play_one(state, _bots("aether-lanes", names), Rng(6))
    codes = state.history.codes()
    assert len(codes) == actions > 20
    assert all(type(code) is int for code in codes)
    assert state.fingerprint() == _by_values("aether-lanes", names, 5).fingerprint()
    assert record_problems(state, REGISTRY) == []


def test_a_game_without_an_integer_hot_path_is_played_on_values() -> None:
    state = REGISTRY.new_game("luminous", ["A", "B"], 5, {})
    bots = _bots("luminous", ("random", "random"))
    assert code_choosers(state, bots) == [None, None]
    play_one(state, bots, Rng(6))
    assert state.fingerprint() == _by_values("luminous", ("random", "random"), 5).fingerprint()


def test_the_replay_check_catches_a_record_that_does_not_replay() -> None:
    state = REGISTRY.new_game("lux-nova", ["A", "B"], 7, {})
    play_one(state, _bots("lux-nova", ("random", "random")), Rng(8))
    assert record_problems(state, REGISTRY) == []
    state.scores[0] += 1  # the live state drifts from what its record replays to
    assert "the record does not replay to the same state" in record_problems(state, REGISTRY)


def test_a_deep_copied_or_pickled_history_appends_to_its_own_list() -> None:
    """``History.append`` is the stored list's own append: a copy must get its own."""
    import copy
    import pickle

    from cardtable.engine.actions import History

    history = History([1, 2], None)
    for other in (copy.deepcopy(history), pickle.loads(pickle.dumps(history)), history.copy()):
        other.append(3)
        assert other.codes() == [1, 2, 3]
    assert history.codes() == [1, 2]
