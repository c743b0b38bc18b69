"""The rules kernel on its own (no game): decisions, steps, priority, the queue, zones, ops,
selectors, event patterns and trigger batches. Payments are in test_kernel_payments.py."""

from __future__ import annotations

import json

import pytest

from cardtable.engine.kernel.decision import CHOOSE, PRIORITY, Choose, Decision, Pass
from cardtable.engine.kernel.effects import EventPattern, FilterRegistry, OpRegistry, Selector
from cardtable.engine.kernel.phases import Step, TurnStructure, next_seat
from cardtable.engine.kernel.priority import Priority
from cardtable.engine.kernel.queue import Queue
from cardtable.engine.kernel.triggers import Fired, TriggerBatch
from cardtable.engine.kernel.zones import IndexedZoneMap, Visibility, ZoneSpec


def test_decision_round_trips_and_pass_is_the_auto_pass_kind() -> None:
    decision = Decision(1, CHOOSE, "Bo: pick a card", ("x", "y"))
    assert Decision.from_json(json.loads(json.dumps(decision.to_json()))) == decision
    assert not decision.is_priority and Decision(0, PRIORITY, "act").is_priority
    assert Pass.KIND == "pass" and str(Pass()) == "Pass"
    assert Choose("x").to_json() == {"kind": "choose", "option": "x"}


def test_turn_structure_walks_its_steps_and_wraps_into_a_new_turn() -> None:
    turn = TurnStructure(
        [Step("untap", "Untap", False), Step("main", "Main", True), Step("end", "End", False)]
    )
    assert turn.first.name == "untap"
    assert turn.after("untap") == (turn.step("main"), False)
    assert turn.after("end") == (turn.step("untap"), True)
    assert turn.step("main").priority and not turn.step("end").priority
    with pytest.raises(ValueError, match="no step named"):
        turn.step("combat")
    with pytest.raises(ValueError):
        TurnStructure([Step("a", "A", True), Step("a", "A", True)])
    assert next_seat(1, 2) == 0 and next_seat(0, 3) == 1


def test_priority_closes_only_when_every_seat_passed_in_a_row() -> None:
    p = Priority()
    p.give(0)
    p.acted(2)  # seat 0 acted: seat 1 may respond
    assert (p.holder, p.passes) == (1, 0)
    assert not p.passed(2)  # seat 1 passes: back to seat 0
    assert p.holder == 0
    p.acted(2)  # seat 0 responds to itself: the run of passes restarts
    assert not p.passed(2)
    assert p.passed(2)  # both passed in a row
    assert Priority.from_json(p.to_json()) == p


def test_priority_with_three_seats_needs_three_passes() -> None:
    p = Priority()
    p.give(2)
    assert not p.passed(3) and not p.passed(3)
    assert p.passed(3)


def test_queue_is_last_in_first_out_and_serialisable() -> None:
    q = Queue()
    a = q.push("card", "c1", 0, ("t1",))
    b = q.push("ability", "c2", 1, effect="a0", data={"n": 2})
    assert q.top is b and [i.uid for i in q.resolution_order()] == [b.uid, a.uid]
    again = Queue.from_json(json.loads(json.dumps(q.to_json())))
    assert again.to_json() == q.to_json()
    assert q.remove(a.uid) is a and q.remove(a.uid) is None
    assert q.pop() is b and not q
    c = q.push("card", "c3", 0)
    assert c.uid == 3  # uids never repeat
    copy = q.copy()
    copy.top.data["x"] = 1  # type: ignore[union-attr]
    assert "x" not in c.data


ZONES = (
    ZoneSpec("deck", "Deck", Visibility.HIDDEN, ordered=True),
    ZoneSpec("hand", "Hand", Visibility.OWNER),
    ZoneSpec("board", "Board", Visibility.PUBLIC),
)


def test_zone_visibility_gives_hidden_ids_and_view() -> None:
    zones = IndexedZoneMap(ZONES, 2)
    for card, seat, zone in [
        ("d1", 0, "deck"),
        ("h1", 0, "hand"),
        ("h2", 1, "hand"),
        ("b1", 1, "board"),
        ("b2", 1, "board"),
    ]:
        zones.place(card, seat, zone)
    zones.face_down.add("b2")
    assert zones.hidden_ids(0) == {"d1", "h2", "b2"}
    assert zones.hidden_ids(1) == {"d1", "h1"}
    assert zones.hidden_ids(None) == {"d1", "h1", "h2", "b2"}
    view = zones.view(0)
    assert view[0]["deck"] == {"count": 1} and view[0]["hand"] == ["h1"]
    assert view[1]["hand"] == {"count": 1} and view[1]["board"] == ["b1", None]
    assert zones.view(1)[1]["board"] == ["b1", "b2"]
    for seat in (0, 1):
        flat = json.dumps(zones.view(seat))
        assert not any(f'"{h}"' in flat for h in zones.hidden_ids(seat))


def test_zone_moves_keep_conservation_and_the_index() -> None:
    zones = IndexedZoneMap(ZONES, 2)
    zones.place("x", 0, "hand")
    assert zones.move("x", 1, "board") == (0, "hand")
    assert zones.zone_of("x") == (1, "board") and zones.problems(["x"]) == []
    with pytest.raises(ValueError):
        zones.place("x", 0, "deck")
    zones.zones[0]["deck"].append("x")  # a bug elsewhere duplicates a card
    assert any("in 2 places" in p for p in zones.problems(["x"]))
    assert any("lost" in p for p in zones.problems(["x", "y"]))
    copy = zones.copy()
    copy.move("x", 0, "hand")
    assert zones.zone_of("x") == (1, "board")
    other = IndexedZoneMap(ZONES, 2)
    other.load_json(json.loads(json.dumps(zones.to_json())))
    assert other.census() == zones.census()


def test_op_registry_is_the_one_list_of_op_names() -> None:
    ops = OpRegistry()

    @ops.register("gain")
    def gain(ctx: list[int], op: object) -> bool:
        ctx.append(op.amount)
        return True

    with pytest.raises(ValueError, match="twice"):
        ops.register("gain")(gain)

    class Op:
        op = "gain"
        amount = 3

    seen: list[int] = []
    assert ops.run(seen, Op()) and seen == [3]
    assert ops.check_names(["gain"]) == []
    assert ops.check_names(["gain", "draw"]) == ["op 'draw' has no handler"]


def test_selectors_compose_and_build_from_data() -> None:
    even = Selector("even", lambda _c, x: x % 2 == 0)
    big = Selector("big", lambda _c, x: x > 5)
    assert (even & big).select(None, range(10)) == [6, 8]
    assert (even | big).select(None, range(10)) == [0, 2, 4, 6, 7, 8, 9]
    assert (~even).select(None, range(5)) == [1, 3]
    filters: FilterRegistry[int] = FilterRegistry()
    filters.register("max")(lambda v: Selector(f"<= {v}", lambda _c, x: x <= v))
    filters.register("owner")(
        lambda v: (
            Selector("own", lambda c, x: (x % 2) == c) if v == "own" else Selector("any", lambda _c, _x: True)
        )
    )
    assert filters.build({"max": 4, "owner": "own"}).select(1, range(10)) == [1, 3]
    assert filters.build({"max": None}).select(0, range(3)) == [0, 1, 2]
    with pytest.raises(KeyError):
        filters.build({"colour": "red"})


def test_event_patterns_bind_self_and_you() -> None:
    dies = EventPattern.of("destroyed", card="self")
    mine = EventPattern.of("destroyed", controller="you")
    bindings = {"self": "u1", "you": 0, "opponent": 1}
    assert dies.matches("destroyed", {"card": "u1", "controller": 0}, bindings)
    assert not dies.matches("destroyed", {"card": "u2", "controller": 0}, bindings)
    assert not dies.matches("enters", {"card": "u1"}, bindings)
    assert mine.matches("destroyed", {"card": "u2", "controller": 0}, bindings)
    assert not mine.matches("destroyed", {"card": "u2", "controller": 1}, bindings)


def test_trigger_batch_puts_the_active_seat_first_and_can_be_ordered() -> None:
    batch = TriggerBatch()
    batch.add(Fired("x", 1, "t0"))
    batch.add(Fired("a", 0, "t0"))
    batch.add(Fired("b", 0, "t1"))
    assert batch.seat_needing_order(active=0, players=2) == 0
    assert batch.options(0) == ("a#t0", "b#t1")
    again = TriggerBatch.from_json(json.loads(json.dumps(batch.to_json())))
    assert [f.key for f in again.take_ordered(0, 2)] == ["a#t0", "b#t1", "x#t0"]
    ordered = batch.take_ordered(0, 2, {0: ["b#t1", "a#t0"]})
    assert [f.key for f in ordered] == ["b#t1", "a#t0", "x#t0"] and not batch
    batch.add(Fired("x", 1, "t0"))
    batch.add(Fired("x", 1, "t0"))
    assert batch.seat_needing_order(0, 2) is None  # identical triggers need no order
