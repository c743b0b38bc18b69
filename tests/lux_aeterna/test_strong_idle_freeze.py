"""The strong seat does not throw a freeze away (balance27): polarizing an enemy Unit in its own
turn matters only for its own attacks, since the Unit stands up at its owner's Start. Strong
Starwatch froze Ember Legion's only Unit in its own Main 1 with no Unit to attack with."""

from __future__ import annotations

from cardtable.engine.rng import Rng
from cardtable.games.lux_aeterna.actions import Activate, Play
from cardtable.games.lux_aeterna.bots import StrongBot, heuristic_action
from cardtable.games.lux_aeterna.misplays import idle_freeze
from cardtable.games.lux_aeterna.state import LuxState
from tests.lux_aeterna.helpers import field_ids, table


def _starwatch(me_field: list[str], step: str = "main1", active: int = 0) -> tuple[LuxState, str, str]:
    """Ana (Starwatch) holds Frozen Moment and a Star Sentinel with two Caelestis Lights; Ben
    (Ember Legion) has Ember Squire on the field."""
    state = table(
        {"hand": ["frozen-moment", "orbit-keeper"], "field": me_field, "numen": {"CC": 2}},
        {"field": ["ember-squire"], "hand": ["searing-bolt"]},
        codices=["starwatch", "ember-legion"],
        step=step,
        active=active,
    )
    frozen = state.zones.cards(0, "hand")[0]
    return state, frozen, field_ids(state, 1)[0]


def test_a_freeze_with_no_attacker_of_ones_own_is_idle() -> None:
    state, frozen, squire = _starwatch([])
    assert idle_freeze(state, 0, Play(frozen, (squire,)))


def test_a_freeze_before_ones_own_attack_is_not_idle() -> None:
    state, frozen, squire = _starwatch(["star-sentinel"])
    assert not idle_freeze(state, 0, Play(frozen, (squire,)))


def test_a_freeze_after_ones_combat_is_idle_and_in_the_opponents_turn_it_is_not() -> None:
    state, frozen, squire = _starwatch(["star-sentinel"], step="main2")
    assert idle_freeze(state, 0, Play(frozen, (squire,)))
    state, frozen, squire = _starwatch([], step="main2", active=1)
    assert not idle_freeze(state, 0, Play(frozen, (squire,)))


def test_time_wardens_freeze_with_no_other_attacker_is_idle() -> None:
    state = table(
        {"field": ["time-warden"]},
        {"field": ["ember-squire"]},
        codices=["starwatch", "ember-legion"],
        step="main2",
    )
    warden, squire = field_ids(state, 0)[0], field_ids(state, 1)[0]
    assert idle_freeze(state, 0, Activate(warden, 0, (squire,)))


def test_the_strong_seat_and_its_rollouts_keep_frozen_moment_with_nothing_to_attack() -> None:
    # Without the filter, two rounds a decision froze the Squire here with four of these six dice
    # and the rollout policy with all six (it plays a Prayer in Combat before passing).
    state, frozen, squire = _starwatch([], step="combat")
    idle = Play(frozen, (squire,))
    assert idle in state.legal_actions()
    for seed in range(6):
        assert StrongBot(rounds=2).choose(state, Rng(seed)) != idle
        assert heuristic_action(state, Rng(seed)) != idle
