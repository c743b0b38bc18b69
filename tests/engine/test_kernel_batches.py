"""The kernel's ordered trigger batches, on toy triggers (no game)."""

from __future__ import annotations

import pytest

from cardtable.engine.kernel.batches import OrderedBatch


def test_the_active_seat_resolves_all_its_triggers_first() -> None:
    batch = OrderedBatch()
    batch.add(1, "x", "arrive")
    batch.add(0, "a", "arrive")
    batch.add(0, "b", "depart")
    assert batch.seat_to_resolve(active=0, players=2) == 0
    assert [item.source for item in batch.options(0)] == ["a", "b"]  # a choice: two differ
    first = batch.options(0)[1]
    batch.take(first.uid)
    assert [item.source for item in batch.options(0)] == ["a"]
    batch.take(batch.options(0)[0].uid)
    assert batch.seat_to_resolve(0, 2) == 1
    assert batch.take(batch.options(1)[0].uid).source == "x"
    assert not batch and batch.seat_to_resolve(0, 2) is None


def test_a_new_trigger_of_the_active_seat_joins_and_goes_before_the_other_seat() -> None:
    batch = OrderedBatch()
    batch.add(1, "x", "arrive")
    batch.add(0, "a", "arrive")
    batch.take(batch.options(0)[0].uid)
    batch.add(0, "c", "contact")  # fired while "a" resolved
    assert batch.seat_to_resolve(0, 2) == 0
    assert [item.source for item in batch.options(0)] == ["c"]


def test_identical_triggers_need_no_choice() -> None:
    batch = OrderedBatch()
    batch.add(0, "a", "arrive", "t1")
    batch.add(0, "a", "arrive", "t1")
    assert len(batch.options(0)) == 1  # one option: resolved without asking


def test_take_refuses_an_unknown_uid_and_json_round_trips() -> None:
    batch = OrderedBatch()
    batch.add(0, "a", "arrive", "s")
    with pytest.raises(KeyError):
        batch.take(99)
    again = OrderedBatch.from_json(batch.to_json())
    assert again.pending == batch.pending and again.next_uid == batch.next_uid
    copy = batch.copy()
    copy.take(copy.pending[0].uid)
    assert batch and not copy
