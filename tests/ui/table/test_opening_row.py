"""Where a person's cursor starts when the keyboard comes to them (``rows.opening_row``)."""

from __future__ import annotations

from cardtable.ui.table.rows import opening_row

ZONES = ("hand", "my-emissary", "mine", "foe")
ROWS = {"hand": ["h1", "h2"], "my-emissary": ["e1"], "mine": ["u1", "u2"], "foe": ["f1"]}


def test_the_hand_when_a_card_in_it_can_be_used() -> None:
    assert opening_row(ZONES, ROWS.__getitem__, {"h2", "e1"}) == ("hand", 0)


def test_the_hand_when_nothing_can_be_used() -> None:
    assert opening_row(ZONES, ROWS.__getitem__, set()) == ("hand", 0)


def test_the_first_row_holding_something_usable_when_the_hand_holds_nothing_usable() -> None:
    assert opening_row(ZONES, ROWS.__getitem__, {"u2"}) == ("mine", 1)
    assert opening_row(ZONES, ROWS.__getitem__, {"u2", "e1"}) == ("my-emissary", 0)


def test_an_empty_hand_counts_as_nothing_usable_there() -> None:
    rows = {**ROWS, "hand": []}
    assert opening_row(ZONES, rows.__getitem__, {"u1"}) == ("mine", 0)
