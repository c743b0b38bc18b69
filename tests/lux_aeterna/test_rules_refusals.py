"""Lux Aeterna rule tests, continued from test_rules.py: refusals, hidden cards, the view, scenario
starts, attacks that end early, Undo; each built from a scenario: set, act, check the outcome."""

from __future__ import annotations

import pytest

from cardtable.engine import new_game
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.kernel.decision import Choose
from cardtable.games.lux_aeterna.actions import (
    Accumulate,
    Activate,
    Attack,
    Defend,
    Discard,
    Offer,
    Play,
)
from tests.lux_aeterna.helpers import pass_to, resolve, snapshot, table

# ----- refusals --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "action",
    [
        Play("b01"),
        Play("zz"),
        Attack("a01"),
        Accumulate("a01", "XX"),
        Defend(None),
        Discard("a01"),
        Offer(0),
        Choose("a01"),
        Activate("a01", 3),
    ],
)
def test_illegal_actions_leave_the_state_exactly_as_it_was(action) -> None:
    state = table({"field": ["cinder-hound"], "numen": {"RR": 1}}, {"hand": ["blessing"]})
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as caught:
        state.apply(action)
    assert caught.value.reason
    assert snapshot(state) == before


def test_the_opponents_hand_and_both_codices_never_show_in_a_view() -> None:
    state = table({"hand": ["cinder-hound"]}, {"hand": ["blessing"]})
    view = state.view(0)
    assert view["sides"][1]["hand"] is None and view["sides"][1]["hand_count"] == 1
    assert view["sides"][0]["hand"][0]["iid"] == "a01"
    assert state.hidden_ids(0) >= {"b01"} and "a01" not in state.hidden_ids(0)


def test_the_documented_scenario_file_loads_and_plays() -> None:
    from pathlib import Path

    from cardtable.engine.registry import default_registry
    from cardtable.engine.scenario import load_scenario

    state = load_scenario(Path(__file__).parent / "scenarios" / "prayer-war.yaml", default_registry())
    assert state.to_act == 0 and [i.source for i in state.queue] == ["b20"]
    assert state.lights_on["a10"] == {"RR": 1} and "a11" in state.polarized
    assert [state.card_of[i] for i in state.zones.cards(0, "codex")] == ["cinder-hound", "burning-oath"]
    state.apply(Play("a01", ("a10",), ("numen:RR*1",)))  # a Prayer answered with a Prayer
    assert len(state.queue) == 2
    resolve(state)
    assert state.power("a10") == 5 and state.power("b21") == 6


def test_the_view_is_the_typed_presentation_as_json() -> None:
    import dataclasses

    from cardtable.engine.bots import RandomBot
    from cardtable.engine.rng import Rng
    from cardtable.games.lux_aeterna.present import present

    SCREEN_ONLY = {"choices", "offers", "lives", "source_type", "source_power", "price"}
    """The screen's, not the JSON view's: choices with forecasts, offerings, what the queue
    panel and the Soul gauge draw, and a card's cost typed (the JSON keeps its letters)."""

    def slow(value):
        if dataclasses.is_dataclass(value):
            if hasattr(value, "options") and hasattr(value, "prompt"):
                return value.to_json()
            fields = [f for f in dataclasses.fields(value) if f.name not in SCREEN_ONLY]
            return {f.name: slow(getattr(value, f.name)) for f in fields}
        if isinstance(value, (tuple, list)):
            return [slow(v) for v in value]
        return value

    state = new_game("lux-aeterna", ["Ana", "Bo"], 12)
    rng = Rng(3)
    for _ in range(120):
        if state.is_over:
            break
        for seat in (0, 1, None):
            assert state.view(seat) == slow(present(state, seat))
        state.apply(RandomBot().choose(state, rng))


def test_a_requirement_lost_before_resolution_makes_the_card_do_nothing() -> None:
    state = table(
        {
            "hand": ["eternal-dawn"],
            "field": ["sunlit-warden", "sunlit-warden", "dawn-acolyte"],
            "numen": {"XX": 4, "RR": 1},
        },
        {"hand": ["searing-bolt"], "numen": {"RR": 2}},
        codices=["dawn-choir", "ember-legion"],
    )
    state.apply(Play("a01"))
    state.apply(Play("b01", ("a04",)))  # Bo destroys Dawn Acolyte: Ana has only 2 Units now
    resolve(state)
    assert not state.is_over and state.zones.cards(0, "requiem") == ["a04", "a01"]
    assert any(e.kind == "fizzle" for e in state.log)


def test_a_cancelled_attack_ends_and_the_attacker_stays_polarized() -> None:
    state = table(
        {"field": ["cinder-hound"]},
        {"hand": ["negate"], "numen": {"CC": 2}},
        step="combat",
        codices=["ember-legion", "starwatch"],
    )
    state.apply(Attack("a01"))
    uid = state.queue.top.uid
    state.apply(Play("b01", (f"q{uid}",)))
    resolve(state)
    assert state.soul[1] == 6 and "a01" in state.polarized and state.attack is None
    assert state.decision.kind == "priority" and state.to_act == 0


def test_an_attack_ends_if_the_attacker_leaves_the_field() -> None:
    state = table(
        {"field": ["ember-squire"]},
        {"hand": ["searing-bolt"], "numen": {"RR": 2}},
        step="combat",
        codices=["ember-legion", "ember-legion"],
    )
    state.apply(Attack("a01"))
    state.apply(Play("b01", ("a01",)))  # Ember Squire is Power 2 until its attack trigger resolves
    resolve(state)
    assert state.soul[1] == 6 and state.zones.cards(0, "requiem") == ["a01"]
    assert "The attack ends: the attacker left the field." in [e.text for e in state.log]


def test_white_lights_can_be_accumulated_and_effects_do_not_use_the_turns_light() -> None:
    state = table(
        {"hand": ["bloom-caller"], "numen": {"VV": 3, "WW": 1}}, codices=["deep-roots", "dawn-choir"]
    )
    state.apply(Play("a01", (), ("numen:VV*3",)))
    resolve(state)
    assert state.lights_on["a01"] == {"VV": 1}  # put there by its own effect
    state.apply(Accumulate("a01", "WW"))  # the turn's Light is still available, White too
    assert state.lights_on["a01"] == {"VV": 1, "WW": 1}


def test_undo_takes_back_your_own_actions_until_hidden_information_was_revealed() -> None:
    from cardtable.engine.record import undo
    from cardtable.engine.registry import default_registry

    state = table({"field": ["ember-squire", "cinder-hound"], "numen": {"RR": 2}})
    before = snapshot(state)
    state.apply(Accumulate("a01", "RR"))
    state.apply(Accumulate("a02", "RR"))
    assert state.undoable_count() == 2
    back = undo(state, default_registry(), 2).state
    assert back.lights_on == {} and back.numen[0] == {"RR": 2}
    assert json_payload(back) == json_payload_of(before)
    pass_to(state, 1, "draw")  # Ana's turn ends; Bo draws (hidden information): nothing to undo
    assert state.to_act == 1 and state.undoable_count() == 0


def json_payload(state) -> dict:
    return state.to_json()["payload"]


def json_payload_of(text: str) -> dict:
    import json

    return json.loads(text)["payload"]


def test_a_scenario_start_tells_the_log_where_the_match_stands() -> None:
    from pathlib import Path

    from cardtable.engine.registry import default_registry
    from cardtable.engine.scenario import load_scenario

    state = load_scenario(Path(__file__).parent / "scenarios" / "prayer-war.yaml", default_registry())
    assert [e.text for e in state.log] == [
        "The match starts from a set position: turn 4, Ana's Main Phase 1.",
        "On the queue: Bo's Blessing on Sunlit Warden.",
        "Ana is to act.",
    ]
