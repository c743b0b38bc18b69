"""Pilot tests of the Learn Aether Lanes screen: tabs, the rules' contents, the keyword search,
and the menu entry."""

from __future__ import annotations

from textual.widgets import Input, MarkdownViewer, OptionList, TabbedContent

from cardtable.games.aether_lanes.catalog import load_catalog
from cardtable.games.aether_lanes.presentation import GLOSSARY
from cardtable.ui.aether_lanes.learn import LearnScreen
from cardtable.ui.aether_lanes.lesson_list import LessonList
from cardtable.ui.menu import MenuScreen
from tests.ui.aether_lanes.helpers import al_app, text_of
from tests.ui.helpers import until


async def test_the_keyword_search_filters_as_you_type() -> None:
    app = al_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await app.push_screen(LearnScreen("keywords"))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LearnScreen)
        total = len(load_catalog().keywords)
        assert text_of(screen.query_one("#keyword-count")) == f"{total} of {total} keywords"
        assert screen.query_one("#keyword-search", Input).has_focus
        await pilot.press("b", "u", "l")
        await pilot.pause()
        expected = [name for name, _ in GLOSSARY.search("bul")]
        assert expected == ["Bulwark", "Holds the Floor", "Shelter"]
        assert text_of(screen.query_one("#keyword-count")) == "3 of 27 keywords match 'bul'"
        listed = text_of(screen.query_one("#keyword-list"))
        assert "Bulwark" in listed and "Pierce" not in listed
        await pilot.press("x", "y", "z")
        await pilot.pause()
        assert "No keyword matches 'bulxyz'." in text_of(screen.query_one("#keyword-list"))


async def test_the_menu_offers_learn_with_lessons_and_it_opens_on_the_lessons_tab() -> None:
    app = al_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        menu = app.screen.query_one("#menu", OptionList)
        ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
        assert "learn:aether-lanes" in ids
        label = str(menu.get_option_at_index(ids.index("learn:aether-lanes")).prompt)
        assert label.strip() == "l  Learn Aether Lanes: lessons on a real board, rules, keywords"
        menu.highlighted = ids.index("learn:aether-lanes")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, LearnScreen))
        screen = app.screen
        assert screen.query_one(TabbedContent).active == "lessons"
        lessons = screen.query_one(LessonList)
        await until(pilot, lambda: lessons.option_count == 32 and lessons.has_focus)
        assert lessons.highlighted == 0  # nothing done yet: lesson 1 waits under the cursor
        await pilot.press("r")
        await until(pilot, lambda: screen.query_one(TabbedContent).active == "rules")
        viewer = screen.query_one(MarkdownViewer)
        assert viewer.show_table_of_contents
        await pilot.press("t")
        assert not viewer.show_table_of_contents
        await pilot.press("k")
        await until(pilot, lambda: screen.query_one(TabbedContent).active == "keywords")
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))


async def test_slash_focuses_the_search_from_any_tab_and_is_not_typed_into_it() -> None:
    app = al_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await app.push_screen(LearnScreen("rules"))
        await pilot.pause()
        screen = app.screen
        await pilot.press("slash")
        await pilot.pause()
        search = screen.query_one("#keyword-search", Input)
        assert screen.query_one(TabbedContent).active == "keywords" and search.has_focus
        await pilot.press("slash", "b", "u")
        await pilot.pause()
        assert search.value == "bu"
