"""Home and End in a full-screen reader (the history, the legend, a recap) go to the very top and
bottom at once (playtest21-la N16: in the history Home landed on Turn 1's Offering, not on
"Before the first turn": the scroll's own Home glided up for a second on a loaded machine, and
each ↑ pressed meanwhile stopped it short)."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import App
from textual.containers import VerticalScroll

from cardtable.ui.table.reader import ReaderScreen


async def test_home_and_end_jump_to_the_top_and_the_bottom_at_once() -> None:
    body = Text("\n".join(f"Line {i}: Bo plays something." for i in range(200)))
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        reader = ReaderScreen("History of the match", body, at_end=True)
        await app.push_screen(reader)
        await pilot.pause()
        await pilot.pause()
        scroll = reader.query_one("#reader-body", VerticalScroll)
        assert scroll.scroll_y == scroll.max_scroll_y > 0
        glides: list[Any] = []
        for name in ("scroll_home", "scroll_end"):
            jump = getattr(scroll, name)

            def spy(*args: Any, _jump: Any = jump, **kwargs: Any) -> Any:
                glides.append(kwargs.get("animate", True))
                return _jump(*args, **kwargs)

            setattr(scroll, name, spy)
        await pilot.press("home")
        assert scroll.scroll_y == 0
        await pilot.press("end")
        assert scroll.scroll_y == scroll.max_scroll_y
        assert glides == [False, False], glides  # no glide a key pressed meanwhile would stop
