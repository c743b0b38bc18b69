"""Events built the fast way are genuine engine Events, equal to ones built the ordinary way."""

from __future__ import annotations

from cardtable.engine.events import Event
from cardtable.games.aether_lanes import eventlog
from tests.aether_lanes.helpers import duel


def test_new_event_builds_a_genuine_event() -> None:
    fast = eventlog.new_event("draw", "Ana draws Kindle.", 0, {"turn": 3}, 0, "Ana draws a card.")
    slow = Event("draw", "Ana draws Kindle.", 0, {"turn": 3}, 0, "Ana draws a card.")
    assert type(fast) is Event and fast == slow and fast.to_json() == slow.to_json()
    assert fast.text_for(1) == "Ana draws a card." and fast.text_for(0) == "Ana draws Kindle."


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


def test_the_ordinary_constructor_gives_the_same_events() -> None:
    state, twin = duel(), duel()
    say = eventlog._say_with(eventlog._ordinary_log_event)
    ordinary = say(twin, "heal", "Bo heals 2 Soul. Soul 30.", 1, amount=2)
    assert ordinary == state.say("heal", "Bo heals 2 Soul. Soul 30.", 1, amount=2)
    assert eventlog._ordinary_event("x", "y", None, {}) == eventlog.new_event("x", "y", None, {})
