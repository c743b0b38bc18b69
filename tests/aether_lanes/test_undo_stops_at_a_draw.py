"""Undo never takes back a draw (docs/architecture.md: it cannot be used to peek at a card):
a spell that draws ends what can be undone, on every path that applies an action (the value,
its integer code, the simulator's random seat). Found beside playtest17's Luminous draw."""

from __future__ import annotations

from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes import play
from cardtable.games.aether_lanes.actions import Cast, EndTurn
from tests.aether_lanes.helpers import duel, hand

FIRE = {"balanced": {"card": "cinder-hound"}}


def _pact_table():  # type: ignore[no-untyped-def]
    return duel({"aether": 0, "soul": 10, "hand": ["ashen-pact"], "lanes": FIRE})


def test_a_spell_that_draws_cannot_be_undone() -> None:
    state = _pact_table()
    state.apply(Cast(hand(state, 0, "ashen-pact"), tithe=2))
    assert len(state.sides[0].hand) == 2
    assert state.undo_barrier == len(state.history) and state.undoable_count() == 0


def test_the_same_by_its_code() -> None:
    state = _pact_table()
    state.apply_code(state.encode(Cast(hand(state, 0, "ashen-pact"), tithe=2)))
    assert state.undo_barrier == len(state.history)


def test_the_simulators_random_seat_records_the_same() -> None:
    casts = 0
    for seed in range(40):
        state = _pact_table()
        play.play_random(state, Rng(seed))
        drew = len(state.sides[0].hand) == 2
        casts += drew
        assert (state.undo_barrier == len(state.history)) == (drew or isinstance(state.history[-1], EndTurn))
    assert casts  # the pact was cast in some of them
