"""Logging: every event is tagged with the turn it happened in and lands in the log in order."""

from __future__ import annotations

from cardtable.engine.events import Event
from tests.aether_lanes.helpers import duel


def test_say_and_log_event_tag_the_turn_and_append_to_the_log() -> None:
    state = duel()
    state.turn = 4
    before = len(state.log)
    said = state.say("grow", "Pebble Golem grows +1/+1.", 0, unit="c9", lane=2)
    logged = state.log_event("aether", "Ana has 5 Aether.", 0, {"amount": 5})
    assert state.log[before:] == [said, logged]
    assert said == Event("grow", "Pebble Golem grows +1/+1.", 0, {"unit": "c9", "lane": 2, "turn": 4})
    assert logged == Event("aether", "Ana has 5 Aether.", 0, {"amount": 5, "turn": 4})
    assert list(said.data) == ["unit", "lane", "turn"]


def test_a_draw_is_private_to_the_drawer_with_a_public_line_for_the_other() -> None:
    state = duel({"deck": ["kindle"]})
    state.turn = 2
    state.draw(0)
    event = state.log[-1]
    assert event == Event("draw", "Ana draws Kindle.", 0, {"turn": 2}, 0, "Ana draws a card.")
    assert event.text_for(1) == "Ana draws a card." and event.text_for(0) == "Ana draws Kindle."
