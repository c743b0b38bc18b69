"""The kernel's zone map beyond the basics of test_kernel.py: zones of records, the map without an
index, what a seat sees (public and own parts), the redeal of unseen cards, and a deck dealt at
once."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardtable.engine.kernel.zones import IndexedZoneMap, Visibility, ZoneLayout, ZoneMap, ZoneSpec
from cardtable.engine.rng import Rng
from cardtable.engine.words import told_apart

ZONES = (
    ZoneSpec("deck", "Deck", Visibility.HIDDEN, ordered=True),
    ZoneSpec("hand", "Hand", Visibility.OWNER),
    ZoneSpec("discard", "Discard", Visibility.PUBLIC),
    ZoneSpec("units", "Units", Visibility.PUBLIC, records=True),
)


class Unit:
    """A card in play with state of its own."""

    def __init__(self, iid: str, damage: int = 0) -> None:
        self.iid = iid
        self.damage = damage

    def copy(self) -> Unit:
        return Unit(self.iid, self.damage)

    def to_json(self) -> dict[str, Any]:
        return {"iid": self.iid, "damage": self.damage}


def _load(zone: str, data: Any) -> Unit:
    assert zone == "units"
    return Unit(str(data["iid"]), int(data["damage"]))


def _table(indexed: bool) -> ZoneMap:
    """A table with a zone of records when it has no index (an index knows only ids)."""
    zones = IndexedZoneMap(ZoneLayout(ZONES[:3]), 2) if indexed else ZoneMap(ZoneLayout(ZONES), 2)
    zones.place_all(["d1", "d2", "d3"], 0, "deck")
    zones.place_all(["e1", "e2"], 1, "deck")
    zones.place("h1", 0, "hand")
    zones.place_all(["g1", "g2"], 1, "hand")
    zones.place("x1", 1, "discard")
    if not indexed:  # (records lie in a map without an index: Luminous's)
        zones.place(Unit("u1", 2), 0, "units")
    return zones


def test_only_a_public_zone_of_a_map_without_index_holds_records() -> None:
    with pytest.raises(ValueError, match="only a public zone"):
        ZoneSpec("secret", "Secret", Visibility.OWNER, records=True)
    with pytest.raises(ValueError, match="without one"):
        IndexedZoneMap(ZONES, 2)


def test_records_are_copied_written_and_counted_by_their_ids() -> None:
    zones = _table(indexed=False)
    expected = {"d1", "d2", "d3", "e1", "e2", "h1", "g1", "g2", "x1", "u1"}
    assert zones.problems(expected) == []
    assert zones.ids(0, "units") == ["u1"] and zones.view(1)[0]["units"] == ["u1"]
    copy = zones.copy()
    copy.cards(0, "units")[0].damage = 5
    assert zones.cards(0, "units")[0].damage == 2  # the copy has its own records
    data = json.loads(json.dumps(zones.to_json()))
    assert data["zones"][0]["units"] == [{"iid": "u1", "damage": 2}]
    again = ZoneMap(ZONES, 2)
    with pytest.raises(ValueError, match="loader"):
        again.load_json(data)
    again.load_json(data, _load)
    assert again.to_json() == zones.to_json() and again.census() == zones.census()


def test_the_map_without_an_index_finds_conservation_problems_by_counting() -> None:
    zones = _table(indexed=False)
    assert not isinstance(zones, IndexedZoneMap)
    expected = {"d1", "d2", "d3", "e1", "e2", "h1", "g1", "g2", "x1", "u1"}
    zones.cards(1, "discard").append("h1")  # a bug elsewhere copies a card
    assert zones.problems(expected) == ["card h1 is in 2 places"]
    zones.cards(0, "hand").remove("h1")
    assert zones.problems(expected) == []
    assert zones.zone_of("h1") == (1, "discard") and zones.take("h1") == (1, "discard")
    assert zones.problems(expected) == ["cards lost: ['h1']"]
    with pytest.raises(KeyError):
        zones.take("h1")


def test_public_and_own_parts_hide_decks_and_hands() -> None:
    zones = _table(indexed=True)
    assert zones.public(1) == {"deck": 2, "hand": 2, "discard": ["x1"]}
    assert zones.own(1) == {"hand": ["g1", "g2"]}
    zones.face_down.add("x1")
    assert zones.public(1)["discard"] == [None]
    assert zones.hidden_ids(0) == {"d1", "d2", "d3", "e1", "e2", "g1", "g2", "x1"}
    assert zones.hidden_ids(1) == {"d1", "d2", "d3", "e1", "e2", "h1"}


def test_a_redeal_keeps_every_zone_size_and_what_the_viewer_sees() -> None:
    zones = _table(indexed=True)
    hand = zones.cards(1, "hand")
    before = zones.census()
    sizes = {(s, z): len(zones.cards(s, z)) for s in (0, 1) for z in ("deck", "hand", "discard")}
    zones.redeal(0, Rng(3))
    assert zones.census() == before
    assert {(s, z): len(zones.cards(s, z)) for s in (0, 1) for z in ("deck", "hand", "discard")} == sizes
    assert zones.cards(0, "hand") == ["h1"] and zones.cards(1, "discard") == ["x1"]  # seen: kept
    assert set(zones.cards(0, "deck")) == {"d1", "d2", "d3"}  # the viewer's own deck stays its own
    assert set(zones.cards(1, "hand") + zones.cards(1, "deck")) == {"e1", "e2", "g1", "g2"}
    assert zones.cards(1, "hand") is hand  # dealt in place: a game naming the list still sees it
    assert zones.problems(before) == []  # the index follows the cards


def test_a_redeal_in_order_does_not_depend_on_where_the_cards_were() -> None:
    one, two = _table(indexed=False), _table(indexed=False)
    two.cards(1, "hand")[:], two.cards(1, "deck")[:] = ["e2", "g1"], ["g2", "e1"]
    one.redeal(0, Rng(9), in_order=True)
    two.redeal(0, Rng(9), in_order=True)
    assert one.zones[1] == two.zones[1]


def test_a_deck_dealt_at_once_is_refused_if_a_card_is_already_placed() -> None:
    zones = _table(indexed=True)
    with pytest.raises(ValueError):
        zones.place_all(["n1", "d1"], 1, "discard")
    assert zones.cards(1, "discard") == ["x1"] and "n1" not in zones.where


def test_rows_are_the_row_zones_of_each_seat_in_the_declared_order() -> None:
    specs = [
        ZoneSpec("hand", "Hand", Visibility.OWNER),
        ZoneSpec("units", "Units", Visibility.PUBLIC, row=True),
        ZoneSpec("relics", "Relics", Visibility.PUBLIC, row=True),
    ]
    zones = ZoneMap(specs, 2)
    for iid, seat, zone in (("c1", 0, "units"), ("c2", 0, "units"), ("c3", 0, "relics"), ("c4", 1, "units")):
        zones.place(iid, seat, zone)
    zones.place("c5", 1, "hand")
    names = {"c1": "Guide", "c2": "Guide", "c3": "Lamp", "c4": "Guide", "c5": "Hidden"}
    rows = zones.rows(["Ana", "Bo"], names.__getitem__)
    assert rows == [
        ("Ana", [("c1", "Guide"), ("c2", "Guide")]),
        ("Ana", [("c3", "Lamp")]),
        ("Bo", [("c4", "Guide")]),
        ("Bo", []),
    ]
    assert told_apart("c2", rows) == "Ana's Guide (right)"
    assert told_apart("c5", rows) is None
