"""Few toasts over a table (issue 25 leftovers): two stacked toasts covered half of an 80x24
table; on a short terminal only the newest shows, on a tall one at most three; lasting notices
(a save problem) and toasts over other screens stay."""

from __future__ import annotations

from cardtable.ui.lux_aeterna.scenes import midgame
from cardtable.ui.toasts import MOST
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import la_app, opened


async def toasts_after(size: tuple[int, int], count: int, lasting: bool = False) -> list[str]:
    app = la_app(start=midgame())
    async with app.run_test(size=size) as pilot:
        await opened(pilot)
        if lasting:
            app.notify("the save could not be written", timeout=10)
        for index in range(count):
            app.notify(f"note {index}")
            await pilot.pause()
        await until(pilot, lambda: any(str(n.message) == f"note {count - 1}" for n in app._notifications))
        return [str(n.message) for n in app._notifications]


async def test_only_the_newest_toast_shows_over_the_table_at_80x24() -> None:
    assert await toasts_after((80, 24), 3) == ["note 2"]


async def test_a_tall_terminal_shows_a_few() -> None:
    assert await toasts_after((120, 40), 5) == [f"note {i}" for i in range(5 - MOST, 5)]


async def test_a_lasting_notice_stays() -> None:
    assert await toasts_after((80, 24), 2, lasting=True) == ["the save could not be written", "note 1"]
