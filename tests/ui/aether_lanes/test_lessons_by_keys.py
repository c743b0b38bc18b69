"""Every lesson played to its goal by keys: each step that asks the learner to play waits for
the learner (who plays it with the battle keys: arrows, p, 1-3, m, e, k and the dialogs' keys),
n plays the Tutor's steps, and the goal is reached with the keys too (a line the search finds)."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.games.aether_lanes import lessons as L
from cardtable.games.aether_lanes.elements import LANES
from cardtable.persistence.lesson_progress import LessonProgress
from cardtable.ui.aether_lanes.dialogs import MulliganDialog
from cardtable.ui.aether_lanes.lesson import DONE, GOAL, SCRIPT, WAIT, LessonScreen
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.aether_lanes.helpers import al_app, lesson_opened
from tests.ui.helpers import until

LESSONS = L.load_lessons()


async def _answer_dialogs(pilot: Any, app: Any, screen: LessonScreen, want: dict[str, Any]) -> None:
    """Answer each question the play asks (lane, target, Tithe, Wager) with its key."""
    for _ in range(6):
        await pilot.pause()
        dialog = app.screen
        if dialog is screen:
            return
        assert isinstance(dialog, PickDialog), dialog
        ids = {c.id: c.key for c in dialog.choices}
        for wanted in (want.get("lane"), want.get("target"), str(want.get("tithe", 0)), "roll", "-"):
            if wanted is not None and wanted in ids:
                await pilot.press(ids[wanted])
                break
        else:
            raise AssertionError(f"no answer for {want} in {list(ids)}")
    raise AssertionError("too many questions")


async def play_by_keys(pilot: Any, app: Any, screen: LessonScreen, action: Any) -> None:
    """Play ``action`` as a person would, with the battle screen's keys."""
    want = action.to_json()
    kind = want["kind"]
    history = len(screen.state.history)
    if kind in ("keep", "mulligan"):
        await until(pilot, lambda: isinstance(app.screen, MulliganDialog))
        await pilot.press("k" if kind == "keep" else "m")
    elif kind == "end":
        await pilot.press("e")
        await pilot.pause()
        if isinstance(app.screen, PickDialog):  # "End the turn?" (a play was left)
            await pilot.press("e")
    elif kind == "maneuver":
        await pilot.press("m", str(LANES.index(want["source"]) + 1), str(LANES.index(want["dest"]) + 1))
    else:
        hand = [face.iid for face in screen.table().hand or ()]
        for _ in range((hand.index(want["card"]) - screen.hand_index) % len(hand)):
            await pilot.press("right")
        await pilot.press("p")
        await _answer_dialogs(pilot, app, screen, want)
    await until(pilot, lambda: len(screen.state.history) > history and app.screen is screen)


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
async def test_every_lesson_is_played_to_its_goal_by_keys(lesson: L.Lesson) -> None:
    app = al_app(speed="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        await app.push_screen(LessonScreen(lesson, LESSONS, LessonProgress("aether-lanes"), app.registry))
        screen: LessonScreen = await lesson_opened(pilot)
        asked = 0
        for _ in range(4 * len(lesson.steps) + 4):
            if screen.phase in (GOAL, DONE):
                break
            if screen.phase == WAIT:
                expected = L.expected_action(screen.state, lesson.steps[screen.step + 1])
                step = screen.step
                await play_by_keys(pilot, app, screen, expected)
                await until(pilot, lambda: screen.step == step + 1 and screen.phase == SCRIPT)  # noqa: B023
                asked += 1
            else:
                before = (screen.step, screen.phase)
                await pilot.press("n")
                await until(pilot, lambda: (screen.step, screen.phase) != before)  # noqa: B023
        assert asked == sum(1 for s in lesson.steps if s.do is not None and not _tutors(lesson, s))
        if lesson.goal is None:
            await pilot.press("n")
            await until(pilot, lambda: screen.phase == DONE)
            return
        assert screen.phase == GOAL
        line = L.winning_line(lesson)
        assert line is not None
        for action in line:
            if screen.phase == DONE:
                break
            await play_by_keys(pilot, app, screen, action)
        await until(pilot, lambda: screen.phase == DONE)
        assert LessonProgress("aether-lanes").get(lesson.id).done


def _tutors(lesson: L.Lesson, step: L.Step) -> bool:
    """Whether the Tutor (not the learner) plays ``step`` in the script."""
    state = L.start(lesson)
    for s in lesson.steps:
        if s is step:
            return state.to_act != L.LEARNER
        L.play_step(state, s)
    raise AssertionError("not a step of the lesson")
