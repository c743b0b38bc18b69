"""The simulator's unchecked random seat (``play_random``, used in the games a simulation does not
check fully) plays exactly what the checked path plays: the same draws, the same state, the same
record and undo barrier, and every action it carries out is one ``apply`` accepts."""

from __future__ import annotations

from cardtable.engine.errors import IllegalActionError
from cardtable.engine.rng import Rng
from cardtable.engine.simrun import game_seed
from cardtable.games.luminous.actions import Attack, Play
from cardtable.games.luminous.state import LuminousState


def test_the_unchecked_random_play_plays_what_the_checked_path_plays() -> None:
    games = actions = 0
    for index in range(30):
        seed = game_seed(23, index)
        options = {"shared_box": index % 3 == 0}
        checked = LuminousState(["Ana", "Bo"], seed, options)
        unchecked = LuminousState(["Ana", "Bo"], seed, options)
        unchecked.set_logging(False)  # as the simulator plays it; the checked game keeps its log
        rng_a, rng_b = Rng(seed), Rng(seed)
        while not checked.is_over:
            action = checked.random_action(rng_a)
            checked.apply(action)
            assert unchecked.play_random(rng_b) == action
            assert unchecked.undo_barrier == checked.undo_barrier
            assert rng_a.state == rng_b.state
            actions += 1
        assert unchecked.is_over
        assert unchecked.to_json(log=False) == checked.to_json(log=False)
        games += 1
    assert games == 30 and actions > 3000


def test_an_action_the_sampler_offers_is_one_apply_accepts() -> None:
    """The unchecked path trusts the sampler: every action it draws passes apply's checks."""
    for index in range(10):
        seed = game_seed(29, index)
        state = LuminousState(["Ana", "Bo"], seed, {})
        rng = Rng(seed)
        while not state.is_over:
            action = state.random_action(rng.copy())
            try:
                state.copy().apply(action)
            except IllegalActionError as error:  # pragma: no cover - the failure message
                raise AssertionError(f"the sampler offered a refused action {action}: {error}") from None
            state.play_random(rng)


def test_the_checked_path_still_refuses_what_the_table_checks() -> None:
    """Moving the checks into the dispatch table kept them: an illegal play is refused, unchanged."""
    state = LuminousState(["Ana", "Bo"], 5, {})
    rng = Rng(5)
    while state.asking.kind != "priority" or state.stage != "main":
        state.play_random(rng)
    seat = state.asking.seat
    other = state.sides[1 - seat].hand[0]
    before = state.to_json()
    for action in (Play(other), Attack("c999", "favored")):
        try:
            state.apply(action)
        except IllegalActionError:
            pass
        else:  # pragma: no cover
            raise AssertionError(f"{action} was accepted")
        assert state.to_json() == before
