"""Lessons you play yourself: a goal that can no longer be reached says so at once (and offers the
retry), PgDn scrolls the lesson panel, and the Tutor is never "thinking" once a lesson is over."""

from __future__ import annotations

from typing import Any

from cardtable.games.aether_lanes import lessons as L
from cardtable.persistence.lesson_progress import LessonProgress
from cardtable.ui.aether_lanes.lesson import FAILED, GOAL, LessonScreen
from cardtable.ui.aether_lanes.widgets import Bar, Inspector, TagStrip
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.aether_lanes.helpers import al_app, lesson_opened, text_of
from tests.ui.helpers import until

LESSONS = L.load_lessons()


def _lesson(lesson_id: str) -> L.Lesson:
    return next(lesson for lesson in LESSONS if lesson.id == lesson_id)


async def _open(pilot: Any, app: Any, lesson: L.Lesson, start_at: int = 0) -> LessonScreen:
    await app.push_screen(
        LessonScreen(lesson, LESSONS, LessonProgress("aether-lanes"), app.registry, start_at=start_at)
    )
    screen: LessonScreen = await lesson_opened(pilot)
    return screen


async def _at_goal(pilot: Any, app: Any, lesson: L.Lesson) -> LessonScreen:
    """The lesson handed over to the learner for its goal."""
    screen = await _open(pilot, app, lesson, start_at=len(lesson.steps) - 1)
    await pilot.press("n")
    await until(pilot, lambda: screen.phase == GOAL)
    return screen


async def test_a_goal_that_can_no_longer_succeed_says_so_at_once_and_offers_the_retry() -> None:
    app = al_app(speed="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _at_goal(pilot, app, _lesson("the-flow-of-aether"))
        hand = [face.name for face in screen.table().hand or ()]
        for _ in range(hand.index("Ember Imp") - screen.hand_index):
            await pilot.press("right")
        await pilot.press("1")  # the last Aether on an Eclipse in Aggressive: still two lanes filled
        await until(pilot, lambda: screen.phase == FAILED)
        assert screen.state.to_act == 0 and not screen.state.is_over  # at once, before the turn ends
        banner = text_of(screen.query_one(TagStrip))
        assert "no way to reach the goal" in banner
        assert screen.check_action("retry", ()) and "t: try again" in text_of(screen.query_one(Inspector))
        await pilot.press("t")
        await until(pilot, lambda: screen.phase == GOAL)
        assert screen.state.sides[0].aether == 1


async def test_pgdn_scrolls_the_lesson_panel_at_80x24() -> None:
    app = al_app(speed="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _open(pilot, app, _lesson("eclipse"), start_at=1)
        inspector = screen.query_one("#inspector", Inspector)
        await until(pilot, lambda: "PgDn" in text_of(inspector))
        first = text_of(inspector).splitlines()[0]
        await pilot.press("pagedown")
        await until(pilot, lambda: inspector.offset_y > 0 and text_of(inspector).splitlines()[0] != first)
        await pilot.pause(0.3)  # and it stays scrolled (a redraw of the lesson does not reset it)
        assert inspector.offset_y > 0


async def test_the_tutor_is_not_thinking_once_the_lesson_is_over() -> None:
    app = al_app(speed="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _at_goal(pilot, app, _lesson("casting-spells"))
        screen._end_surprise = lambda: ""  # type: ignore[method-assign]  # end at once
        await pilot.press("e")
        await until(pilot, lambda: screen.phase == FAILED and screen.state.to_act == 1)
        await pilot.pause(0.3)
        assert "thinking" not in text_of(screen.query_one(Bar))


async def test_lesson_32s_silenced_unit_is_marked_at_80x24_as_at_200x60() -> None:
    lesson = _lesson("silence")
    for size in ((80, 24), (200, 60)):
        app = al_app(speed="instant")
        async with app.run_test(size=size) as pilot:
            screen = await _open(pilot, app, lesson)
            for _ in range(4 * len(lesson.steps)):
                if screen.phase == GOAL:
                    break
                await pilot.press("n")  # the script, and "show me" for the learner's steps
                await pilot.pause()
            assert screen.phase == GOAL
            await pilot.press("p")  # Hush of the Deep, the only card: the Sentinel its only target
            await pilot.pause()
            if isinstance(app.screen, PickDialog):
                await pilot.press("1")
            await until(pilot, lambda: app.screen is screen and screen.state.sides[1].lanes[2].silenced)
            await pilot.pause()
            box = text_of(screen.query_one("#foe-lane-2"))
            assert ("⊘" in box) if size == (80, 24) else ("silenced" in box), box
