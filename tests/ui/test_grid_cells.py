"""The cells of a one-line grid row (issue 25 leftovers: "Lodest." beside cells to spare)."""

from __future__ import annotations

from cardtable.ui.widgets.grid_cells import cell_widths, key_word, stemmed


def test_the_key_word_is_the_one_a_short_name_keeps() -> None:
    assert key_word("The Lodestar") == "Lodestar"
    assert key_word("High Command") == "Command"
    assert key_word("Ignara, Ember Regent") == "Ignara"


def test_a_stem_another_word_or_no_name_is_not_whole() -> None:
    assert stemmed("The Lodestar", "  Lodest. ⛨3")
    assert stemmed("High Command", "  High ⛨3")
    assert stemmed("High Command", "  ⛨3")
    assert not stemmed("The Lodestar", "  Lodestar ⛨3")


def test_cells_stay_equal_unless_a_name_needs_a_neighbours_spare_room() -> None:
    assert cell_widths([10, 12, 8], [20, 20, 20], 13, 39) == [13, 13, 13]  # every need fits
    assert cell_widths([15, 15, 15], [20, 20, 20], 13, 39) == [13, 13, 13]  # no room for all
    # "Lodestar" needs 14 of 13, the others less: each its need, then whole names that fit
    assert cell_widths([14, 10, 8], [18, 12, 30], 13, 39) == [18, 12, 8]
