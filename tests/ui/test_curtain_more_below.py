"""The hot-seat curtain's "since you last looked" scrolls, and says how many lines are still below
(playtest20, Lux Aeterna at 80x24: the curtain opened on its oldest lines and the newest ones, a
Unit into Limbo and a point of damage, sat under the fold with only a thin scrollbar to hint at
them)."""

from __future__ import annotations

from textual.widgets import Static

from cardtable.ui.dialogs import CurtainScreen
from tests.ui.helpers import toy_app, until

LONG_NEWS = "Since you last looked:\n" + "\n".join(f"• Event number {n} happened." for n in range(1, 31))


def _more(app) -> Static:  # type: ignore[no-untyped-def]
    return app.screen.query_one("#curtain-more", Static)


async def test_a_long_news_says_how_many_lines_are_below_and_when_all_is_shown() -> None:
    app = toy_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(CurtainScreen("Bo", LONG_NEWS))
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.pause()
        more = _more(app)
        assert more.display and more.region.height == 1
        words = str(more.render())
        assert words.startswith("▼ ") and "more lines: ↓ or PgDn" in words
        below = int(words.split()[1])
        assert below >= 15  # 31 lines, at most 13 on screen
        await pilot.press("pagedown")
        await pilot.pause()
        assert int(str(_more(app).render()).split()[1]) < below
        await pilot.press("end")
        await until(pilot, lambda: str(_more(app).render()).startswith("▲ all shown"))


async def test_a_short_news_has_no_such_line() -> None:
    app = toy_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(CurtainScreen("Bo", "Since you last looked:\n• Ana played a card."))
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.pause()
        assert not _more(app).display


async def test_ctrl_z_at_a_curtain_says_why_it_does_nothing() -> None:
    """playtest20-la F23: Ctrl+Z on the curtain after one's own last play said nothing."""
    app = toy_app()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        app.push_screen(CurtainScreen("Bo", "Since you last looked:\n• Ana played a card."))
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        curtain = app.screen
        await pilot.press("ctrl+z")
        await until(
            pilot,
            lambda: any("Undo never goes back past a hand-off" in n.message for n in app._notifications),
        )
        assert app.screen is curtain


async def test_the_count_is_the_lines_still_below_once_the_hint_took_its_row() -> None:
    """closing21: a news two lines too tall said "▼ 1 more line": the count was taken before the
    text's room gave a row to the hint itself."""
    from textual.containers import VerticalScroll

    app = toy_app()
    async with app.run_test(size=(80, 24)) as pilot:
        for events in (13, 14, 20):
            news = "Since you last looked:\n" + "\n".join(
                f"• Event number {n} happened." for n in range(events)
            )
            app.push_screen(CurtainScreen("Bo", news))
            await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
            await pilot.pause()
            await pilot.pause()
            scroll = app.screen.query_one("#curtain-scroll", VerticalScroll)
            hidden = scroll.virtual_size.height - scroll.scrollable_content_region.height
            assert hidden > 0
            assert str(_more(app).render()).startswith(f"▼ {hidden} more line")
            app.pop_screen()
            await pilot.pause()
