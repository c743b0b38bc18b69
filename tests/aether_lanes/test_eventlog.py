"""Logging: every event is tagged with the turn it happened in and lands in the log in order."""

from __future__ import annotations

from cardtable.engine.events import Event
from tests.aether_lanes.helpers import duel


def test_say_and_log_event_tag_the_turn_and_phase_and_append_to_the_log() -> None:
    state = duel()
    state.turn = 4
    before = len(state.log)
    said = state.say("grow", "Pebble Golem grows +1/+1.", 0, unit="c9", lane=2)
    logged = state.log_event("aether", "Ana has 5 Aether.", 0, {"amount": 5})
    assert state.log[before:] == [said, logged]
    assert said == Event(
        "grow", "Pebble Golem grows +1/+1.", 0, {"unit": "c9", "lane": 2, "turn": 4, "phase": "Main"}
    )
    assert logged == Event("aether", "Ana has 5 Aether.", 0, {"amount": 5, "turn": 4, "phase": "Main"})
    assert list(said.data) == ["unit", "lane", "turn", "phase"]


def test_a_draw_is_private_to_the_drawer_with_a_public_line_for_the_other() -> None:
    state = duel({"deck": ["kindle"]})
    state.turn = 2
    state.draw(0)
    event = state.log[-1]
    assert event == Event(
        "draw", "Ana draws Kindle.", 0, {"turn": 2, "phase": "Main"}, 0, "Ana draws a card."
    )
    assert event.text_for(1) == "Ana draws a card." and event.text_for(0) == "Ana draws Kindle."


def test_every_event_carries_its_turn_and_phase() -> None:
    from tests.aether_lanes.helpers import duel, end_turn

    state = duel(
        {"lanes": {"aggressive": {"card": "cinder-hound", "buff": [0, 0, 5], "burn": 1}}},
        {"hand": ["pebble-golem"]},
    )
    start = len(state.log)
    end_turn(state)
    tagged = [(e.kind, e.data["turn"], e.data["phase"]) for e in state.log[start:]]
    assert ("direct", 1, "Combat") in tagged and ("damage", 1, "End") in tagged
    assert (
        ("turn", 2, "Draw") in tagged and ("draw", 2, "Draw") in tagged and ("aether", 2, "Gather") in tagged
    )
    assert all(phase in ("Combat", "End", "Draw", "Gather", "Main") for _kind, _turn, phase in tagged)
