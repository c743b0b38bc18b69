"""Pilot tests of the Watch & Learn lessons: the Lessons tab, stepping through a lesson by keys,
the goal hand-over, retry, hint, and the progress ticks."""

from __future__ import annotations

from textual.widgets import TabbedContent

from cardtable.games.aether_lanes import lessons as L
from cardtable.persistence.lesson_progress import LessonProgress
from cardtable.ui.aether_lanes.dialogs import MulliganDialog
from cardtable.ui.aether_lanes.learn import LearnScreen
from cardtable.ui.aether_lanes.lesson import DONE, FAILED, GOAL, SCRIPT, WAIT, LessonScreen
from cardtable.ui.aether_lanes.lesson_list import LessonList
from cardtable.ui.aether_lanes.widgets import LaneCell, TagStrip
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.aether_lanes.helpers import al_app, text_of
from tests.ui.helpers import until

LESSONS = L.load_lessons()


async def _open_lessons_tab(pilot, app) -> LessonList:  # type: ignore[no-untyped-def]
    await app.push_screen(LearnScreen("lessons"))
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, LearnScreen)
    assert screen.query_one(TabbedContent).active == "lessons"
    return screen.query_one(LessonList)


async def _lesson(pilot, app) -> LessonScreen:  # type: ignore[no-untyped-def]
    for _ in range(100):
        await pilot.pause()
        if isinstance(app.screen, LessonScreen) and app.screen.drawn:
            return app.screen
    raise AssertionError("the lesson did not open")


async def test_the_first_lesson_plays_by_keys_to_its_goal_and_gets_its_tick() -> None:
    app = al_app()
    async with app.run_test(size=(120, 40)) as pilot:
        lessons = await _open_lessons_tab(pilot, app)
        assert lessons.option_count == 32
        assert "The Flow of Aether" in str(lessons.get_option_at_index(0).prompt)
        assert "✓" not in str(lessons.get_option_at_index(0).prompt)
        await pilot.press("enter")
        screen = await _lesson(pilot, app)
        assert screen.lesson.id == "the-flow-of-aether" and screen.phase == SCRIPT and screen.step == 0
        assert "opening roll" in text_of(screen.query_one(TagStrip))
        assert screen.state.stage == "mulligan"
        await pilot.press("n")  # the next step asks the learner to keep: it waits for the learner
        await until(pilot, lambda: isinstance(app.screen, MulliganDialog))
        assert screen.phase == WAIT and screen.step == 0
        await pilot.press("k")  # the learner keeps, by the mulligan dialog's key
        await until(pilot, lambda: screen.step == 1 and screen.phase == SCRIPT)
        await pilot.press("n")  # the Tutor keeps (the script plays the Tutor): turn 1 starts
        await until(pilot, lambda: screen.step == 2)
        assert screen.state.stage == "main"
        await pilot.press("b")  # one step back rebuilds the position
        await pilot.pause()
        assert screen.step == 1 and screen.state.stage == "mulligan"
        await pilot.press("n", "n")
        await until(pilot, lambda: screen.step == 3)
        await pilot.press("n")  # "Summon Cinder Hound ... into your Balanced lane": the learner's
        await until(pilot, lambda: screen.phase == WAIT)
        assert "Your move" in text_of(screen.query_one(TagStrip))
        await pilot.press("3")  # not what the step asks: refused, nothing changes
        await pilot.pause()
        assert screen.phase == WAIT and screen.step == 3 and screen.state.sides[0].lanes[2] is None
        await pilot.press("2")  # the Hound (selected by the step) into Balanced
        await until(pilot, lambda: screen.step == 4 and screen.phase == SCRIPT)
        await pilot.press("n")
        await until(pilot, lambda: screen.phase == WAIT)
        await pilot.press("n")  # n shows me: the script plays the Golem for the learner
        await until(pilot, lambda: screen.step == 5 and screen.phase == SCRIPT)
        await pilot.press("n")
        await until(pilot, lambda: screen.step == 6)
        assert (
            screen.query_one("#my-lane-1", LaneCell).face is not None
        )  # the Hound was summoned by the learner
        await pilot.press("n")  # the goal: your move
        await pilot.pause()
        assert screen.phase == GOAL
        assert "Your move" in text_of(screen.query_one(TagStrip))
        hand = [card for _, card in screen.state.view(0)["sides"][0]["hand"]]
        screen.input = screen.input.hand(hand.index("ember-imp"))
        await pilot.press("3")  # Ember Imp into the Defensive lane
        await pilot.pause()
        assert screen.phase == DONE
        assert "Lesson complete" in text_of(screen.query_one(TagStrip))
        assert LessonProgress("aether-lanes").get("the-flow-of-aether").done
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, LearnScreen)
        assert "✓" in str(app.screen.query_one(LessonList).get_option_at_index(0).prompt)


async def test_a_missed_goal_can_be_retried_and_the_hint_shown() -> None:
    app = al_app()
    lesson = next(lesson for lesson in LESSONS if lesson.id == "casting-spells")
    async with app.run_test(size=(120, 40)) as pilot:
        await app.push_screen(
            LessonScreen(
                lesson, LESSONS, LessonProgress("aether-lanes"), app.registry, start_at=len(lesson.steps) - 1
            )
        )
        screen = await _lesson(pilot, app)
        await pilot.press("n")
        await pilot.pause()
        assert screen.phase == GOAL
        await pilot.press("e")  # end the turn without casting: asked first (a playable card is left)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("e")  # yes, end it: the Heron survives
        await pilot.pause()
        assert screen.phase == FAILED
        await pilot.press("h")
        await pilot.pause()
        assert "Radiant Lance" in text_of(screen.query_one("#inspector"))
        await pilot.press("t")
        await pilot.pause()
        assert screen.phase == GOAL and screen.state.to_act == 0
        assert not LessonProgress("aether-lanes").get("casting-spells").done


async def test_script_steps_refuse_battle_keys_and_autoplay_runs_the_script() -> None:
    app = al_app(speed="instant")
    lesson = next(lesson for lesson in LESSONS if lesson.id == "the-clash")
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(LessonScreen(lesson, LESSONS, LessonProgress("aether-lanes"), app.registry))
        screen = await _lesson(pilot, app)
        assert not screen.check_action("end", ())
        await pilot.press("e")
        assert screen.step == 0 and screen.state.turn == 5
        screen.action_autoplay()
        for _ in range(len(lesson.steps) + 1):
            screen._autoplay_tick()
            await pilot.pause()
        assert screen.phase == DONE  # a lesson without a goal is done once watched
        assert LessonProgress("aether-lanes").get("the-clash").done
