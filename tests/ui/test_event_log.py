"""The shared match log: what a seat may read, the latest play marked, long lines indented."""

from __future__ import annotations

from textual.app import App, ComposeResult

from cardtable.engine.events import Event
from cardtable.ui.widgets import EventLog

LONG = (
    "Bo takes a mulligan: the hand goes back into the deck, the deck is shuffled and four "
    "new cards are drawn."
)


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


class TwoLogsApp(App[None]):
    def compose(self) -> ComposeResult:
        yield EventLog(id="kept")
        yield EventLog(id="fresh")


async def test_a_moving_highlight_redraws_only_the_old_lines_and_matches_a_full_rebuild() -> None:
    plays = [
        Event("play", f"{name} places LN-{n:02} and scores {n}. " + LONG, seat)
        for n, (name, seat) in enumerate([("Ana", 0), ("Bo", 1)] * 4, start=1)
    ]
    app = TwoLogsApp()
    async with app.run_test(size=(40, 60)) as pilot:
        kept, fresh = app.query_one("#kept", EventLog), app.query_one("#fresh", EventLog)
        for upto in range(1, len(plays) + 1):
            kept.show(plays[:upto], seat=0, highlight_from=upto - 1)
            await pilot.pause()
            fresh.clear()
            fresh._shown, fresh._seat = 0, None  # a brand-new log, built from scratch
            fresh.show(plays[:upto], seat=0, highlight_from=upto - 1)
            await pilot.pause()
            assert [line.text for line in kept.lines] == [line.text for line in fresh.lines]
            assert list(kept.lines[-1]) == list(fresh.lines[-1])  # styles too
            assert list(kept.lines[0]) == list(fresh.lines[0])
            assert sum(line.text.startswith("▸") for line in kept.lines) == 1
        first_line_of_last = kept._spans[len(plays) - 1][0]
        assert kept.lines[first_line_of_last].text.startswith("▸ Bo places LN-08")
