"""The Lux Nova log re-wraps when the terminal is resized: grown, it uses the new width and stays
on the latest entry; shrunk, no line is cut at the old width."""

from __future__ import annotations

from cardtable.ui.widgets import EventLog
from tests.ui.helpers import until
from tests.ui.lux_nova.helpers import app_for
from tests.ui.lux_nova.test_keyboard import late_position, playing


def _fits(log: EventLog) -> bool:
    width = log.scrollable_content_region.width
    return bool(log.lines) and all(line.cell_length <= width for line in log.lines)


def _at_end(log: EventLog) -> bool:
    return log.scroll_y >= log.max_scroll_y


async def test_the_log_rewraps_on_resize_and_stays_on_the_latest_entry() -> None:
    app = app_for(late_position(plays=22))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await playing(pilot)
        log = screen.query_one("#log", EventLog)
        await until(pilot, lambda: _fits(log))
        narrow, narrow_width = len(log.lines), log.scrollable_content_region.width
        await pilot.resize_terminal(200, 60)
        await until(pilot, lambda: log.scrollable_content_region.width > narrow_width)
        await until(pilot, lambda: _fits(log) and len(log.lines) < narrow and _at_end(log))
        wide = log.scrollable_content_region.width
        assert max(line.cell_length for line in log.lines) == wide  # written at the new width
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: log.scrollable_content_region.width < wide)
        await until(pilot, lambda: _fits(log) and _at_end(log))
        last = screen.match.state.log[-1].text_for(screen.viewer)
        tail = " ".join(line.text.strip() for line in log.lines[-6:])
        assert " ".join(last.split()[-2:]) in tail  # the latest entry whole, not cut at the old width
