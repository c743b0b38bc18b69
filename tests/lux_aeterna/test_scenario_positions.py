"""Scenario positions are positions the game can stand in (docs/scenarios.md): every step can be
set up (the turn player's window after the step's own work), pending decisions belong to their
step, the supply matches the Light deck, and the loader refuses the rest naming what is wrong."""

from __future__ import annotations

import pytest

from cardtable.engine.errors import ScenarioError
from cardtable.engine.kernel.decision import Pass
from cardtable.games.lux_aeterna.actions import Discard, Offer
from cardtable.games.lux_aeterna.flow import STRUCTURE
from tests.lux_aeterna.helpers import table

NINE = ["cinder-hound"] * 3 + ["ember-squire"] * 3 + ["sudden-flare"] * 3


@pytest.mark.parametrize("step", STRUCTURE.names())
def test_every_step_of_the_turn_can_be_set_up(step: str) -> None:
    state = table({"hand": ["sudden-flare"]}, step=step)
    assert state.step == step and state.decision.kind == "priority" and state.to_act == 0
    state.apply(Pass())
    assert state.step != step or state.active == 1


def test_step_end_with_nine_cards_is_the_window_before_the_discard_to_seven() -> None:
    state = table({"hand": NINE}, step="end")
    assert state.decision.kind == "priority"
    state.apply(Pass())
    assert state.decision.kind == "discard"
    state.apply(Discard(state.decision.options[0]))
    state.apply(Discard(state.decision.options[0]))
    assert len(state.zones.cards(0, "hand")) == 7 and state.active == 1


def test_a_pending_discard_gets_the_hand_as_options_and_ends_the_turn_once() -> None:
    state = table({"hand": NINE}, step="end", pending={"kind": "discard"})
    assert state.decision.kind == "discard" and len(state.decision.options) == 9
    state.apply(Discard("a01"))
    state.apply(Discard("a02"))
    assert state.active == 1 and state.step == "start"


def test_a_pending_offering_gets_the_engine_s_options() -> None:
    state = table(step="offering", pending={"kind": "offering"})
    assert state.decision.kind == "offering" and state.decision.options == ("0", "1")
    state.apply(Offer(0))
    assert state.step == "offering" and state.decision.kind == "priority"


@pytest.mark.parametrize(
    ("top", "me", "words"),
    [
        ({"step": "main1", "pending": {"kind": "discard"}}, {"hand": NINE}, "step: a pending discard"),
        ({"step": "end", "pending": {"kind": "discard"}}, {"hand": ["cinder-hound"]}, "more than 7 cards"),
        ({"step": "main2", "pending": {"kind": "offering"}}, {}, "step: a pending offering"),
        ({"step": "offering", "pending": {"kind": "offering", "seat": 1}}, {}, "turn player"),
        ({"step": "combat", "pending": {"kind": "defend", "seat": 1, "options": ["none"]}}, {}, "queue"),
        ({"step": "start"}, {"numen": {"RR": 1}}, "step: start"),
        ({"step": "start"}, {"field": [{"card": "cinder-hound", "polarized": True}]}, "step: start"),
        ({"step": "draw"}, {"field": [{"card": "cinder-hound", "accumulated": True}]}, "step: draw"),
        ({"step": "main1", "priority": 1}, {}, "priority"),
        ({"step": "main1", "pending": {"kind": "guess", "options": ["x"]}}, {}, "unknown kind"),
    ],
)
def test_a_position_the_turn_never_stands_in_is_refused_with_what_is_wrong(
    top: dict, me: dict, words: str
) -> None:
    with pytest.raises(ScenarioError, match=words):
        table(me, **top)


def test_an_attack_on_the_queue_needs_the_combat_step() -> None:
    me = {"field": [{"card": "cinder-hound", "id": "a10"}]}
    with pytest.raises(ScenarioError, match="step: main1 has no attack"):
        table(me, step="main1", queue=[{"kind": "attack", "source": "a10"}], priority=1)


def test_the_supply_is_any_size_consistent_with_the_light_deck() -> None:
    six = {"R": 5, "X": 6, "C": 6, "V": 6, "P": 6, "W": 0}
    state = table({"numen": {"RR": 1}}, lights=6, supply=six)
    assert state.light_deck == 6 and state.supply == six
    assert table(lights=8).supply == {"R": 8, "X": 8, "C": 8, "V": 8, "P": 8, "W": 0}
    with pytest.raises(ScenarioError, match="supply: .*set `lights`"):
        table({"numen": {"RR": 1}}, supply=six)  # a 6-Light supply in a 4-Light match
    with pytest.raises(ScenarioError, match="^lights: the Light deck holds 4, 6 or 8"):
        table(lights=5)


def test_an_unknown_step_is_named_in_words_not_as_a_python_value() -> None:
    from cardtable.games.lux_aeterna.scenario import from_scenario

    with pytest.raises(ScenarioError) as refused:
        from_scenario({"game": "lux-aeterna", "step": "bogus"})
    assert str(refused.value) == (
        "bad Lux Aeterna scenario: no step named 'bogus'; steps: " + ", ".join(STRUCTURE.names())
    )


def test_too_many_lights_names_the_colour_the_count_and_where_they_are_written() -> None:
    from cardtable.games.lux_aeterna.scenario import from_scenario

    with pytest.raises(ScenarioError) as refused:
        from_scenario({"game": "lux-aeterna", "sides": [{"numen": {"R": 3}}, {"numen": {"R": 3}}]})
    assert str(refused.value).startswith(
        "more Lights in play than exist: 2 Rubedian too many in the sides' `numen` and Units' `lights`"
    )
    assert "{" not in str(refused.value)


def test_a_refused_position_names_cards_not_instance_ids() -> None:
    from cardtable.games.lux_aeterna.scenario import _named

    state = table({"hand": ["cinder-hound"]})
    hound = state.zones.cards(0, "hand")[0]
    assert _named(state, f"{hound} is polarized but not on the field") == (
        f"Cinder Hound ({hound}) is polarized but not on the field"
    )
    assert _named(state, "seat 1 has an empty Numen stack") == "seat 1 has an empty Numen stack"
