"""The kernel's table state with a queue (``QueueTable`` in ``engine/kernel/table.py``), on Lux
Aeterna: a card played opens a window for the other seat, two passes in a row resolve the queue
last in first out, the turn player then acts again in the same step; copies share nothing
mutable, snapshots round-trip (a worded decision too), hidden ids come from the declared zones."""

from __future__ import annotations

import json

from cardtable.engine.bots import RandomBot
from cardtable.engine.kernel.decision import Pass
from cardtable.engine.kernel.declared import undeclared
from cardtable.engine.kernel.fields import shared_mutables
from cardtable.engine.kernel.queue import Queue
from cardtable.engine.kernel.table import OPEN, QueueTable
from cardtable.engine.kernel.triggers import Fired
from cardtable.engine.rng import Rng
from cardtable.games.lux_aeterna.actions import Attack, Play
from cardtable.games.lux_aeterna.definition import DEFINITIONS
from cardtable.games.lux_aeterna.state import LuxState
from tests.lux_aeterna.helpers import table


def _positions(seed: int, every: int = 7, limit: int = 300) -> list[LuxState]:
    state = LuxState(["A", "B"], seed, {})
    rng, found = Rng(seed), [state.copy()]
    for count in range(limit):
        if state.is_over:
            break
        state.apply(RandomBot().choose(state, rng))
        if count % every == 0:
            found.append(state.copy())
    return [*found, state]


def test_lux_aeterna_is_a_queue_table_with_one_definition_per_catalog() -> None:
    first, second = LuxState(["A", "B"], 1, {}), LuxState(["A", "B"], 2, {})
    assert isinstance(first, QueueTable) and first.batch is first.queue
    assert first.definition is second.definition is DEFINITIONS.of(first.catalog)
    assert "catalog" not in vars(first)


def test_a_play_opens_a_window_and_two_passes_resolve_last_in_first_out() -> None:
    state = table(
        {"hand": ["cinder-hound"], "numen": {"RR": 2}},
        {"hand": ["blessing"], "field": ["dawn-acolyte"], "numen": {"XX": 1}},
    )
    state.apply(Play("a01"))
    assert state.to_act == 1 and state.decision.kind == "priority"  # Bo may answer
    assert state.resolve_next() is OPEN  # the window is open: nothing resolves yet
    state.apply(Play("b01", ("b02",)))
    assert state.to_act == 0 and [item.source for item in state.queue] == ["a01", "b01"]
    state.apply(Pass())
    assert state.to_act == 1 and len(state.queue.items) == 2  # one pass: priority goes on
    state.apply(Pass())
    resolved = [e.text for e in state.log if e.kind == "resolve"]
    assert resolved[-2:] == ["Blessing resolves.", "Cinder Hound resolves."]
    assert not state.queue and state.step == "main1" and state.to_act == 0  # Ana acts again


def test_a_decision_asked_while_resolving_is_worded_and_kept_by_a_snapshot() -> None:
    state = table({"field": ["ember-squire"]}, {"field": ["dawn-acolyte"]})
    state.step = "combat"
    state.apply(Attack("a01"))
    state.apply(Pass())
    state.apply(Pass())
    decision = state.decision
    assert decision.kind == "defend" and decision.seat == 1 and "Ember Squire" in decision.prompt
    restored = LuxState.from_json(json.loads(json.dumps(state.to_json())))
    assert restored.decision == decision and restored.decision.prompt == decision.prompt


def test_copies_share_nothing_that_can_change() -> None:
    for state in _positions(3):
        other = state.copy()
        assert shared_mutables(state, other, state.SHARED | {"log"}) == []
        assert other.to_json() == state.to_json()
        # the kernel's generated copy (CARRIED): every attribute declared, the batch the queue
        assert undeclared(state) == [] and set(vars(other)) == set(vars(state))
        assert other.batch is other.queue and other.queue is not state.queue


def test_snapshots_round_trip_through_the_declared_fields() -> None:
    for state in _positions(4, every=11):
        data = json.loads(json.dumps(state.to_json()))
        restored = LuxState.from_json(data)
        assert restored.to_json() == data
        assert [restored.view(s) for s in (None, 0, 1)] == [state.view(s) for s in (None, 0, 1)]


def test_hidden_ids_come_from_the_declared_zones() -> None:
    state = LuxState(["A", "B"], 5, {})
    codices = {*state.zones.cards(0, "codex"), *state.zones.cards(1, "codex")}
    hands = [set(state.zones.cards(seat, "hand")) for seat in (0, 1)]
    assert state.hidden_ids(0) == codices | hands[1]
    assert state.hidden_ids(1) == codices | hands[0]
    assert state.hidden_ids(None) == codices | hands[0] | hands[1]


def test_the_queue_says_it_holds_something_while_items_or_fired_triggers_wait() -> None:
    queue = Queue()
    assert not queue.pending
    item = queue.push("card", "a01", 0)
    assert queue.pending
    queue.fire(Fired("b02", 1, "t0"))
    queue.remove(item.uid)  # the item resolved while a trigger waits: still something to do
    assert queue.pending and not queue.items
    for again in (queue.copy(), Queue.from_json(json.loads(json.dumps(queue.to_json())))):
        assert again.pending and again.fired.pending == queue.fired.pending
    assert [f.source for f in queue.take_fired(0, 2)] == ["b02"]
    assert not queue.pending
    queue.push("trigger", "b02", 1)
    assert queue.pending  # (the items themselves again)
