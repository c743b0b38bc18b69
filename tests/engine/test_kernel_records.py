"""The kernel's records (``engine/kernel/records.py``): a slotted class declares its fields once
and the kernel writes its copy and JSON form; an undeclared slot is refused; sparse fields are left
out and read back; a seat record names its seat's zones in a copy and after a load (Luminous's
sides, units, relics and pools, the kernel's ``Priority`` and ``Combat``)."""

from __future__ import annotations

import json

import pytest

from cardtable.engine.bots import RandomBot
from cardtable.engine.kernel.blocking import Combat
from cardtable.engine.kernel.fields import (
    Field,
    copy_list,
    copy_places,
    copy_record,
    copy_rows,
    not_held,
    sparse,
    tags,
    value,
)
from cardtable.engine.kernel.priority import Priority
from cardtable.engine.kernel.records import Record
from cardtable.engine.rng import Rng
from cardtable.games.luminous.state import LuminousState


class Marker(Record):
    __slots__ = ("name", "hits", "notes", "kw")
    FIELDS = (value("name", str), sparse("hits", int), Field("notes", copy_list, copy_list), tags("kw"))

    def __init__(self, name: str) -> None:
        self.name, self.hits, self.notes, self.kw = name, 0, [], frozenset()


def test_a_record_copies_and_round_trips_its_declared_fields() -> None:
    marker = Marker("m")
    assert marker.to_json() == {"name": "m", "notes": []}  # hits 0 and kw empty are left out
    marker.hits, marker.kw = 2, frozenset({"b", "a"})
    marker.notes.append("x")
    other = marker.copy()
    assert other is not marker and other.notes == ["x"] and other.notes is not marker.notes
    assert (other.name, other.hits, other.kw) == ("m", 2, marker.kw)
    assert marker.to_json() == {"name": "m", "hits": 2, "notes": ["x"], "kw": ["a", "b"]}
    back = Marker.from_json(json.loads(json.dumps(marker.to_json())))
    assert back.to_json() == marker.to_json() and back.kw == frozenset({"a", "b"})
    assert Marker.from_json({"name": "n", "notes": []}).hits == 0  # read back as absent
    with pytest.raises(KeyError):
        Marker.from_json({"notes": []})  # a field without a default is required


class Node(Record):
    """A record holding records: the kernel's copiers written out inline (Aether Lanes' units)."""

    __slots__ = ("ident", "rows", "below", "places")
    FIELDS = (
        Field("ident", None, str, lambda data, state: int(data), key="id"),
        Field("rows", copy_rows, copy_rows, lambda data, state: data, not_held, lambda node: []),
        Field(
            "below",
            copy_record,
            lambda node: node.to_json(),
            lambda data, state: Node.from_json(data, state),
            lambda node, held: held is None,
            lambda node: None,
        ),
        Field(
            "places",
            copy_places,
            lambda places: [None if n is None else n.to_json() for n in places],
            lambda data, state: [None if n is None else Node.from_json(n, state) for n in data],
        ),
    )

    def __init__(self, ident: int) -> None:
        self.ident, self.rows, self.below, self.places = ident, [], None, [None]


def test_a_field_named_otherwise_in_json_and_copiers_written_inline() -> None:
    node = Node(1)
    node.rows.append(["a", 1])
    node.below = Node(2)
    node.places = [None, Node(3)]
    data = node.to_json()
    assert data == {
        "id": "1",
        "rows": [["a", 1]],
        "below": {"id": "2", "places": [None]},
        "places": [None, {"id": "3", "places": [None]}],
    }
    assert Node.from_json(json.loads(json.dumps(data))).to_json() == data
    with pytest.raises(KeyError, match="'id'"):
        Node.from_json({"places": []})
    other = node.copy()
    assert other.to_json() == data
    assert other.rows is not node.rows and other.rows[0] is not node.rows[0]
    assert other.below is not node.below and other.places[1] is not node.places[1]
    assert other.places[0] is None and Node(4).copy().rows == [] and Node(4).copy().below is None
    names = Node.copy.__code__.co_names
    assert "copy" in names and not any(name.startswith("copier") for name in names)  # no helper calls
    assert not any(name.startswith("copier") for name in Marker.copy.__code__.co_names)  # (copy_list)
    dumped = Marker.to_json.__code__.co_names  # (a value its own JSON form, left out while empty)
    assert "dump0" not in dumped and "omit1" not in dumped and "dump2" in dumped


def test_a_slot_left_out_of_the_fields_is_refused() -> None:
    with pytest.raises(TypeError, match=r"slots not among FIELDS \['forgotten'\]"):

        class Broken(Record):
            __slots__ = ("name", "forgotten")
            FIELDS = (value("name", str),)

    with pytest.raises(TypeError, match=r"fields without a slot \['ghost'\]"):

        class Ghost(Record):
            __slots__ = ("name",)
            FIELDS = (value("name", str), value("ghost", int))


def test_slotted_dataclasses_of_the_kernel_are_records() -> None:
    combat = Combat("u1", 0, "F", 2, ["u7"], False, "block")
    copied = combat.copy()
    assert copied == combat and copied.blockers is not combat.blockers
    assert Combat.from_json({"attacker": "u1", "attacker_seat": 0, "target": "F"}) == Combat("u1", 0, "F")
    priority = Priority(1, 1, None)
    assert priority.to_json() == {"holder": 1, "passes": 1}  # no promise: left out
    assert Priority.from_json(Priority(0, 0, 1).to_json()) == Priority(0, 0, 1)
    assert priority.copy() == priority and priority.copy() is not priority
    assert not hasattr(priority, "__dict__") and not hasattr(combat, "__dict__")  # still slotted


def _played(seed: int, actions: int) -> LuminousState:
    state = LuminousState(["A", "B"], seed, {})
    rng = Rng(seed)
    for _ in range(actions):
        if state.is_over:
            break
        state.apply(RandomBot().choose(state, rng))
    return state


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_luminous_sides_name_the_zones_of_their_state(seed: int) -> None:
    state = _played(seed, 120)
    for made in (state.copy(), LuminousState.from_json(json.loads(json.dumps(state.to_json())))):
        assert json.dumps(made.to_json(), sort_keys=True) == json.dumps(state.to_json(), sort_keys=True)
        for seat, side in enumerate(made.sides):
            for zone in ("deck", "hand", "discard", "void", "units", "relics"):
                assert getattr(side, zone) is made.zones.zones[seat][zone]
                assert getattr(side, zone) is not getattr(state.sides[seat], zone)
            assert side.heard == state.sides[seat].heard and side.statics == state.sides[seat].statics
        for seat, side in enumerate(made.sides):
            for mine, theirs in zip(side.units, state.sides[seat].units, strict=True):
                assert mine is not theirs and mine.to_json() == theirs.to_json()
