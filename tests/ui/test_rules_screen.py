"""The rules screen is built once per app and kept: it opens again at once, where it was left,
closes again each time, and a second copy is made only while the kept one is already open."""

from __future__ import annotations

from textual.widgets import MarkdownViewer

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import default_registry
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.session import MatchSetup
from cardtable.ui.app import CardtableApp
from cardtable.ui.game_screen import GameScreen
from cardtable.ui.rules_screen import RulesScreen, open_rules
from tests.ui.helpers import until


async def test_the_rules_open_again_where_they_were_left_and_close_each_time() -> None:
    setup = MatchSetup("lux-nova", ("Ana", "Bo"), (SeatInfo(), SeatInfo(kind="computer", bot="greedy")), 3)
    app = CardtableApp(
        default_registry(), start=setup, settings=SettingsLoad(Settings(animation_speed="instant"))
    )
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
        game = app.screen
        open_rules(app, "lux-nova")
        await until(pilot, lambda: isinstance(app.screen, RulesScreen) and app.screen.query(MarkdownViewer))
        first = app.screen
        viewer = first.query_one(MarkdownViewer)
        await until(pilot, lambda: viewer.max_scroll_y > 0)
        await pilot.press("pagedown", "pagedown")
        # the page-downs animate: remember where the text comes to rest, not a point on the way there
        # (read mid-animation on a loaded machine, the kept screen then rightly showed the end point)
        await until(pilot, lambda: viewer.scroll_y > 0 and viewer.scroll_y == viewer.scroll_target_y)
        where = viewer.scroll_y
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is game)
        for _ in range(2):
            open_rules(app, "lux-nova")
            await until(pilot, lambda: app.screen is first)
            assert viewer.scroll_y == where
            open_rules(app, "lux-nova")  # the kept one is open: a copy goes on top
            await until(pilot, lambda: isinstance(app.screen, RulesScreen) and app.screen is not first)
            await pilot.press("escape")
            await until(pilot, lambda: app.screen is first)
            await pilot.press("escape")
            await until(pilot, lambda: app.screen is game)
    assert app.crashes == []


async def test_moving_the_focus_onto_the_rules_text_restyles_it_alone_not_every_block_under_it() -> None:
    from textual.widgets import Markdown

    from cardtable.ui.widgets.rules_viewer import RulesDocument

    app = CardtableApp(default_registry(), settings=SettingsLoad(Settings(animation_speed="instant")))
    async with app.run_test(size=(100, 32)) as pilot:
        open_rules(app, "aether-lanes")
        await until(
            pilot, lambda: isinstance(app.screen, RulesScreen) and bool(app.screen.query(RulesDocument))
        )
        document = app.screen.query_one(RulesDocument)
        await until(pilot, lambda: len(document.query("*")) > 50)  # the long rulebook is laid out
        restyled: list[int] = []
        original = app.stylesheet.update_nodes

        def counting(nodes, animate=False):  # type: ignore[no-untyped-def]
            nodes = list(nodes)
            restyled.append(len(nodes))
            return original(nodes, animate=animate)

        app.stylesheet.update_nodes = counting  # type: ignore[method-assign]
        document.blur()
        await pilot.pause()
        document.focus()
        await pilot.pause()
        assert isinstance(document, Markdown) and document.has_focus
        assert restyled and max(restyled) < 50, restyled
