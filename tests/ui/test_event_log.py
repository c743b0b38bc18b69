"""The shared match log: what a seat may read, the latest play marked, long lines indented."""

from __future__ import annotations

from textual.app import App, ComposeResult

from cardtable.engine.events import Event
from cardtable.ui.widgets import EventLog

LONG = ("Bo takes a mulligan: the hand goes back into the deck, the deck is shuffled and four "
        "new cards are drawn.")


class LogApp(App[None]):
    def compose(self) -> ComposeResult:
        yield EventLog(id="log")


def shown(log: EventLog) -> list[str]:
    return [line.text.rstrip() for line in log.lines]


async def test_wrapped_lines_hang_under_the_first_word_and_the_latest_play_is_marked() -> None:
    app = LogApp()
    async with app.run_test(size=(40, 20)) as pilot:
        log = app.query_one(EventLog)
        events = [Event("setup", "Ana plays first."), Event("play", LONG, 1)]
        log.show(events, seat=0)
        await pilot.pause()
        lines = shown(log)
        assert lines[0] == "  Ana plays first."
        assert len(lines) > 2 and all(line.startswith("  ") and line[2] != " " for line in lines[1:])
        log.show(events, seat=0, highlight_from=1)
        await pilot.pause()
        lines = shown(log)
        assert lines[0] == "  Ana plays first."
        assert lines[1].startswith("▸ Bo takes")
        assert all(line.startswith("  ") and line[2] != " " for line in lines[2:])


async def test_a_private_line_shows_its_public_text_to_the_other_seats() -> None:
    app = LogApp()
    async with app.run_test(size=(40, 10)) as pilot:
        log = app.query_one(EventLog)
        events = [Event("draw", "Ana draws Ember Imp.", 0, private_to=0, public_text="Ana draws a card.")]
        log.show(events, seat=1)
        await pilot.pause()
        assert shown(log) == ["  Ana draws a card."]
        log.show(events, seat=0)
        await pilot.pause()
        assert shown(log) == ["  Ana draws Ember Imp."]
