"""The strong seat's rollouts and candidates never aim a harmful effect at its own cards, nor a
helpful one at the opponent's (docs/balance-lux-aeterna.md: Starwatch's rollouts spent Frozen
Moment and Negate on themselves)."""

from __future__ import annotations

from cardtable.engine.rng import Rng
from cardtable.games.lux_aeterna.actions import Play
from cardtable.games.lux_aeterna.bots import StrongBot, aims_astray, heuristic_action
from cardtable.games.lux_aeterna.state import LuxState
from tests.lux_aeterna.helpers import field_ids, table


def _frozen_moment_in_combat() -> tuple[LuxState, str, str, str]:
    """Ana (Starwatch) in her Combat holds Frozen Moment; each side has one unpolarized Unit."""
    state = table(
        {"hand": ["frozen-moment"], "field": ["veiled-seer"], "numen": {"CC": 1}},
        {"field": ["dawn-acolyte"]},
        codices=["starwatch", "dawn-choir"],
        step="combat",
    )
    frozen = state.zones.cards(0, "hand")[0]
    return state, frozen, field_ids(state, 0)[0], field_ids(state, 1)[0]


def test_a_harmful_effect_on_ones_own_unit_is_astray_and_on_the_enemy_is_not() -> None:
    state, frozen, mine, theirs = _frozen_moment_in_combat()
    assert aims_astray(state, 0, Play(frozen, (mine,)))
    assert not aims_astray(state, 0, Play(frozen, (theirs,)))
    assert not aims_astray(state, 0, Play(frozen))  # no target: nothing to misaim


def test_a_helpful_effect_on_an_enemy_unit_is_astray() -> None:
    state = table(
        {"hand": ["sudden-flare"], "field": ["ember-squire"], "numen": {"RR": 1}}, {"field": ["dawn-acolyte"]}
    )
    flare = state.zones.cards(0, "hand")[0]
    assert aims_astray(state, 0, Play(flare, (field_ids(state, 1)[0],)))
    assert not aims_astray(state, 0, Play(flare, (field_ids(state, 0)[0],)))


def test_negating_ones_own_queue_item_is_astray() -> None:
    state = table(
        {"hand": ["cinder-hound"], "numen": {"RR": 2}},
        {"hand": ["negate"], "numen": {"CC": 2}},
        codices=["ember-legion", "starwatch"],
    )
    state.apply(Play(state.zones.cards(0, "hand")[0]))
    item = f"q{state.queue.top.uid}"
    negate = state.zones.cards(1, "hand")[0]
    assert not aims_astray(state, 1, Play(negate, (item,)))
    assert aims_astray(state, 0, Play(negate, (item,)))  # as if Ana held it: her own card


def test_the_rollout_policy_never_freezes_its_own_unit() -> None:
    state, frozen, mine, _ = _frozen_moment_in_combat()
    picks = {heuristic_action(state, Rng(seed)) for seed in range(40)}
    assert Play(frozen, (mine,)) not in picks
    assert any(isinstance(act, Play) for act in picks)  # it still plays the Prayer on the enemy


def test_the_strong_seat_never_picks_an_action_aimed_astray() -> None:
    state, frozen, mine, _ = _frozen_moment_in_combat()
    bot = StrongBot(budget=0.005)
    for seed in range(4):
        act = bot.choose(state, Rng(seed))
        assert not aims_astray(state, 0, act) and act != Play(frozen, (mine,))
