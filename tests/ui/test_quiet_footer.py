"""The footer is rebuilt only when the keys it shows change (a rebuild restyles every key: in a
key storm on Learn Aether Lanes it once cost most of a minute of CPU), and a lesson opened from a
lesson's Learn screen replaces that lesson instead of piling a second lesson match on it."""

from __future__ import annotations

from cardtable.engine.registry import default_registry
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.aether_lanes.learn import LearnScreen
from cardtable.ui.aether_lanes.lesson import LessonScreen
from cardtable.ui.aether_lanes.lesson_list import LessonList
from cardtable.ui.app import CardtableApp
from cardtable.ui.widgets.quiet_footer import QuietFooter
from tests.ui.helpers import until


def app() -> CardtableApp:
    return CardtableApp(default_registry(), settings=SettingsLoad(Settings(animation_speed="instant")))


async def test_focus_moves_and_binding_refreshes_do_not_rebuild_the_footer() -> None:
    shell = app()
    async with shell.run_test(size=(80, 24)) as pilot:
        shell.push_screen(LearnScreen())
        await until(pilot, lambda: isinstance(shell.screen, LearnScreen) and shell.screen.is_mounted)
        await pilot.pause()
        footer = shell.screen.query_one(QuietFooter)
        await until(pilot, lambda: footer.rebuilds > 0)
        built = footer.rebuilds
        for _ in range(12):  # the focus goes round the tab strip and the lesson list
            await pilot.press("tab")
        for _ in range(20):
            shell.screen.refresh_bindings()
        await pilot.pause()
        assert footer.rebuilds <= built + 2  # Textual's own footer: 26 rebuilds here
        shown = str(footer.shown_keys())
        await pilot.press("r")  # the Rules tab: its keys differ (Contents comes, Rules goes)
        await until(pilot, lambda: footer.rebuilds > built)
        assert str(footer.shown_keys()) != shown


async def test_a_lesson_opened_from_a_lesson_replaces_it() -> None:
    shell = app()
    async with shell.run_test(size=(80, 24)) as pilot:
        shell.push_screen(LearnScreen())
        await until(pilot, lambda: isinstance(shell.screen, LearnScreen) and shell.screen.is_mounted)
        lessons = shell.screen.query_one(LessonList)
        await until(pilot, lambda: bool(lessons.lessons))
        lessons.open_lesson(lessons.lessons[0].id)
        await until(pilot, lambda: isinstance(shell.screen, LessonScreen))
        shell.push_screen(LearnScreen())  # the lesson's own way to Learn (l) opens one over it
        await until(pilot, lambda: isinstance(shell.screen, LearnScreen) and shell.screen.is_mounted)
        second = shell.screen.query_one(LessonList)
        await until(pilot, lambda: bool(second.lessons))
        second.open_lesson(second.lessons[1].id)
        await until(pilot, lambda: isinstance(shell.screen, LessonScreen) and shell.screen.is_mounted)
        open_lessons = [s for s in shell.screen_stack if isinstance(s, LessonScreen)]
        assert [s.lesson.id for s in open_lessons] == [second.lessons[1].id]
        assert isinstance(shell.screen_stack[-2], LearnScreen)  # Esc goes back to where it began
