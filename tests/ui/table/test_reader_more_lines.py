"""A full-screen reader (the computer's recap, the history, the legend) says how many lines are
still below its fold, in the curtain's words (playtest21-la N6: the recap's last lines at 80x24
sat under the fold with only the scrollbar to hint at them)."""

from __future__ import annotations

from rich.text import Text
from textual.app import App

from cardtable.ui.table.reader import ReaderScreen
from cardtable.ui.widgets.keys_line import KeysLine
from tests.ui.helpers import until


async def test_a_long_reader_says_the_lines_below_and_all_shown_at_the_end() -> None:
    body = Text("\n".join(f"Line {i}: Bo plays something." for i in range(40)))
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        reader = ReaderScreen("What Bo did", body)
        await app.push_screen(reader)
        await until(pilot, lambda: reader.query_one(KeysLine).text.startswith("▼ "))
        keys = reader.query_one(KeysLine).text
        assert keys.startswith("▼ ") and "more lines: ↓ or PgDn" in keys and "Esc or Enter closes" in keys
        await pilot.press("end")
        await until(pilot, lambda: reader.query_one(KeysLine).text.startswith("▲ all shown"))


async def test_a_short_reader_says_only_its_keys() -> None:
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        reader = ReaderScreen("What Bo did", Text("Bo draws a card."))
        await app.push_screen(reader)
        await pilot.pause()
        await pilot.pause()
        assert reader.query_one(KeysLine).text.startswith("Esc or Enter closes"), reader.query_one(
            KeysLine
        ).text


async def test_a_reader_that_fits_never_says_there_are_more_lines() -> None:
    """playtest22 (both games): a 6-line recap showed "▼ 20 more lines" (its lines were counted
    before its scroll had a size), in Luminous until a key scrolled. Every line the keys line
    ever said is kept, over several readers (the order of layout and mount varies)."""
    body = Text("\n".join(["Turn 16: Bo.", *(f"   Bo plays card {i} and it resolves." for i in range(5))]))
    said: list[str] = []

    class Watched(ReaderScreen):
        def _tell_more(self) -> None:
            super()._tell_more()
            said.append(self.query_one(KeysLine).text)

    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(8):
            reader = Watched("What Bo did (and what the table did for you)", body)
            app.push_screen(reader)
            for _ in range(3):
                await pilot.pause(0.02)
            reader.dismiss(None)
            await pilot.pause()
        assert said and not any(text.startswith("▼") for text in said), said
