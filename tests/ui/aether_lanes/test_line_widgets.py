"""The line widgets' drawing: one strip per row of exactly the widget's width, and the lane
cells' reuse of recent drawings (a cursor moving to and fro) without ever showing a stale one."""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style

from cardtable.ui.aether_lanes.widgets import LaneCell
from cardtable.ui.widgets.line_widget import fitted_strip
from tests.ui.aether_lanes.helpers import al_app, opened


def test_a_row_is_padded_or_cut_to_the_width_with_the_style_beneath() -> None:
    base = Style(bgcolor="blue")
    short = fitted_strip([Segment("ab", Style(bold=True))], 5, base)
    assert short.cell_length == 5 and short.text == "ab   "
    assert all(seg.style is not None and seg.style.bgcolor == base.bgcolor for seg in short)
    assert list(short)[0].style.bold
    long = fitted_strip([Segment("abcdefgh")], 5, base)
    assert long.cell_length == 5 and long.text == "abcde"
    exact = fitted_strip([Segment("abc"), Segment("de")], 5, base)
    assert exact.cell_length == 5 and exact.text == "abcde"


def _drawn(cell: LaneCell) -> list[str]:
    width, height = cell.content_size
    return [cell.render_line(y).text for y in range(height)]


async def test_a_lane_cell_reuses_a_recent_drawing_only_for_the_same_look() -> None:
    from cardtable.ui.aether_lanes.scenes import showcase_start

    app = al_app(start=showcase_start())
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        game = app.screen
        cell = game.query_one("#my-lane-1", LaneCell)
        plain = _drawn(cell)
        await pilot.press("i", "2")
        await pilot.pause()
        assert cell.mark == "cursor"
        marked = _drawn(cell)
        assert marked[0].startswith(" ▶") and marked != plain
        await pilot.press("3")
        await pilot.pause()
        assert cell.mark == "" and _drawn(cell) == plain
        await pilot.press("2")
        await pilot.pause()
        assert _drawn(cell) == marked
        # A new face is a new look: the cell draws it afresh, the kept drawings do not answer.
        cell.face = game.query_one("#my-lane-0", LaneCell).face
        await pilot.pause()
        renamed = _drawn(cell)
        assert renamed != marked and renamed[0].startswith(" ▶")
        assert cell.face is not None and cell.face.name in renamed[0]
