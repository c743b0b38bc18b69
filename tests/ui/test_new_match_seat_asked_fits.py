"""The new-match dialog's "Seat asked" choices read whole at 80x24 with two people (playtest21-lum:
"1: for cards, not" was all that showed of the third way of being asked)."""

from __future__ import annotations

from textual.widgets import Select

from cardtable.engine.registry import default_registry
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.app import CardtableApp
from cardtable.ui.new_match_stops import MODE_OPTIONS
from tests.ui.helpers import until


async def test_every_way_of_being_asked_reads_whole_at_80x24() -> None:
    app = CardtableApp(default_registry(), settings=SettingsLoad(Settings(animation_speed="instant")))
    async with app.run_test(size=(80, 24)) as pilot:
        games = [info.id for info in app.playable_games()]
        await pilot.press(str(games.index("luminous") + 1))
        await until(pilot, lambda: bool(app.screen.query("#asked-1")))
        for _, mode in MODE_OPTIONS:
            for index in (0, 1):
                select = app.screen.query_one(f"#asked-{index}", Select)
                select.value = mode
                await pilot.pause()
                widget = select.query_one("SelectCurrent #label")
                shown = str(widget.render())
                label = next(text for text, value in MODE_OPTIONS if value == mode)
                assert shown == f"{index + 1}: {label}", shown
                assert len(shown) <= widget.content_region.width, (shown, widget.content_region.width)
