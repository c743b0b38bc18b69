"""Pilot tests of the Learn Lux Aeterna screen: reached from the menu and from the table, the
rules tab, and the searchable terms."""

from __future__ import annotations

from textual.widgets import Input, MarkdownViewer, OptionList, TabbedContent

from cardtable.games.lux_aeterna.catalog import load_catalog
from cardtable.ui.lux_aeterna.learn import LearnScreen
from cardtable.ui.menu import MenuScreen
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import la_app


def _text(widget: object) -> str:
    return str(widget.render())  # type: ignore[attr-defined]


async def test_the_menu_offers_learn_with_rules_and_searchable_terms() -> None:
    app = la_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        menu = app.screen.query_one("#menu", OptionList)
        ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
        assert "learn:lux-aeterna" in ids
        menu.highlighted = ids.index("learn:lux-aeterna")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, LearnScreen))
        screen = app.screen
        assert screen.query_one(TabbedContent).active == "rules"
        await until(pilot, lambda: bool(screen.query(MarkdownViewer)))
        assert screen.query_one(MarkdownViewer).show_table_of_contents
        await pilot.press("k")
        await until(pilot, lambda: screen.query_one("#keyword-search", Input).has_focus)
        total = len(load_catalog().keywords)
        assert _text(screen.query_one("#keyword-count")) == f"{total} of {total} keywords"
        for key in "accumul":
            await pilot.press(key)
        await until(pilot, lambda: "match 'accumul'" in _text(screen.query_one("#keyword-count")))
        listed = _text(screen.query_one("#keyword-list"))
        assert "Accumulation" in listed and "one Light per Unit" in listed and "Prophecy\n" not in listed
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
