"""The kernel's trigger index: a source's event patterns by kind, split into those about the
source itself and those about anything else; and a pattern checked against a game's events."""

from __future__ import annotations

from cardtable.engine.kernel.effects import EventPattern
from cardtable.engine.kernel.triggers import Listening, heard_by, heard_of, matching

ARRIVE_SELF = EventPattern.of("arrive", card="self")
ALLY_RELIC = EventPattern.of("arrive", controller="you", type="relic")
MY_TURN = EventPattern.of("start", controller="you")


def test_patterns_about_the_source_are_apart_from_the_others_by_kind() -> None:
    listening = Listening([ARRIVE_SELF, MY_TURN, ALLY_RELIC])
    assert listening.own == {"arrive": ((0, ARRIVE_SELF),)}
    assert listening.others == {"start": ((1, MY_TURN),), "arrive": ((2, ALLY_RELIC),)}
    assert listening.kinds == {"arrive", "start"} and listening
    assert not Listening(()) and Listening(()).own == {}


def test_matching_binds_you_and_self_per_source() -> None:
    listening = Listening([ARRIVE_SELF, ALLY_RELIC])
    mine = {"self": "c1", "you": 0, "opponent": 1}
    relic = {"card": "c9", "controller": 0, "type": "relic"}
    assert matching(listening.others["arrive"], "arrive", relic, mine) == [1]
    assert matching(listening.others["arrive"], "arrive", {**relic, "controller": 1}, mine) == []
    assert matching(listening.others["arrive"], "arrive", {**relic, "type": "unit"}, mine) == []
    assert matching(listening.own["arrive"], "arrive", {**relic, "card": "c1"}, mine) == [0]
    assert matching(listening.own["arrive"], "arrive", relic, mine) == []


def test_a_pattern_is_checked_against_the_events_a_game_makes() -> None:
    events = {"arrive": frozenset({"card", "controller"}), "start": frozenset({"controller"})}
    assert MY_TURN.problems(events) == []
    assert ALLY_RELIC.problems(events) == ["event 'arrive' carries no 'type'"]
    assert EventPattern.of("leave").problems(events) == ["no event 'leave' (events: arrive, start)"]


def test_heard_by_indexes_the_sources_waiting_for_events_about_others_in_order() -> None:
    jeddos, tome, guide = Listening([ALLY_RELIC]), Listening([ARRIVE_SELF, MY_TURN]), Listening(())
    seat = {"you": 0, "opponent": 1}
    heard = heard_by([("F0", jeddos), ("c4", tome), ("c5", guide), ("c6", Listening([MY_TURN]))], seat)
    assert heard == {
        "arrive": (("F0", (("0", (("type", "relic"), ("controller", 0))),)),),
        "start": (("c4", (("1", (("controller", 0),)),)), ("c6", (("0", (("controller", 0),)),))),
    }
    assert heard_by([("c5", guide)], seat) == {}


def test_a_bound_pattern_holds_the_values_an_event_must_carry() -> None:
    bound = ALLY_RELIC.bind({"self": "c1", "you": 1, "opponent": 0})
    assert bound == (("type", "relic"), ("controller", 1))
    relic = {"card": "c9", "controller": 1, "type": "relic"}
    assert all(relic.get(k) == v for k, v in bound)
    assert ALLY_RELIC.matches("arrive", relic, {"you": 1}) and ARRIVE_SELF.bind({"self": "c4"}) == (
        ("card", "c4"),
    )


def test_heard_of_keeps_what_can_hear_one_seats_events_in_order() -> None:
    their_turn = EventPattern.of("start", controller="opponent")
    any_arrival = EventPattern.of("arrive", type="relic")
    sources = [("F0", Listening([ALLY_RELIC, their_turn])), ("c4", Listening([MY_TURN, any_arrival]))]
    heard = heard_by(sources, {"you": 0, "opponent": 1})
    assert heard_of(heard, "controller", 0) == {
        "arrive": (
            ("F0", (("0", (("type", "relic"), ("controller", 0))),)),
            ("c4", (("1", (("type", "relic"),)),)),
        ),
        "start": (("c4", (("0", (("controller", 0),)),)),),
    }
    assert heard_of(heard, "controller", 1) == {
        "arrive": (("c4", (("1", (("type", "relic"),)),)),),
        "start": (("F0", (("1", (("controller", 1),)),)),),
    }
