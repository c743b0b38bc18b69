"""The result screen's charts: one scale for every player, life totals shown from 0."""

from __future__ import annotations

from cardtable.ui.match_over import shown_value
from cardtable.ui.widgets.trend_chart import chart_rows


def test_every_chart_shares_one_scale_so_charts_compare() -> None:
    low, high = 0.0, 80.0
    top = chart_rows([80.0, 80.0], 4, 1, low, high)
    small = chart_rows([10.0, 10.0], 4, 1, low, high)
    assert top == ["████"] and small == ["▁▁▁▁"]


def test_two_rows_fill_from_the_bottom_and_a_value_at_the_floor_still_shows_a_line() -> None:
    rows = chart_rows([0.0, 7.5, 10.0], 3, 2, 0.0, 10.0)
    assert rows == [" ▄█", "▁██"]


def test_a_long_match_is_resampled_to_the_width_keeping_the_last_value() -> None:
    rows = chart_rows([float(v) for v in range(100)], 4, 1, 0.0, 99.0)
    assert len(rows[0]) == 4 and rows[0][-1] == "█"


def test_a_life_total_below_zero_shows_as_zero_with_the_overkill_apart() -> None:
    assert shown_value(-3.0, 0) == (0, 3.0)
    assert shown_value(5.0, 0) == (5.0, 0.0)
    assert shown_value(-3.0, None) == (-3.0, 0.0)
