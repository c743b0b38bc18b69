"""The Watch & Learn lessons: every lesson validates, replays legally to its end, shows the KILL
badges it points at, and its closing goal is reachable; together they cover every keyword."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.engine.data import DataError
from cardtable.games.aether_lanes import lessons as L
from cardtable.games.aether_lanes.catalog import load_catalog
from cardtable.games.aether_lanes.presentation import build_table

LESSONS = L.load_lessons()
DOC = Path(__file__).resolve().parents[2] / "docs" / "rules" / "aether-lanes-lessons.md"


def test_there_are_32_lessons_from_the_flow_of_aether_to_silence() -> None:
    assert len(LESSONS) == 32
    assert [lesson.number for lesson in LESSONS] == list(range(1, 33))
    assert LESSONS[0].title == "The Flow of Aether"
    assert LESSONS[-1].title == "Silence"
    assert len({lesson.id for lesson in LESSONS}) == 32


def test_every_keyword_is_taught_by_some_lesson() -> None:
    taught = {keyword for lesson in LESSONS for keyword in lesson.keywords}
    assert taught == set(load_catalog().keywords)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: f"{lesson.number:02d}-{lesson.id}")
def test_the_lesson_replays_legally_to_its_end(lesson: L.Lesson) -> None:
    state = L.start(lesson)
    for index, step in enumerate(lesson.steps):
        L.play_step(state, step)  # raises LessonError on an illegal or impossible action
        shown = step.show
        if shown.card is not None:
            hand = [card for _, card in state.view(L.LEARNER)["sides"][L.LEARNER]["hand"]]
            assert shown.card in hand, f"step {index}: {shown.card} is not in the learner's hand"
        if shown.kill is not None:
            who, _, lane = shown.kill.partition(":")
            table = build_table(state, L.LEARNER)
            row = table.rows[1 if who == "me" else 0]
            face = row[["aggressive", "balanced", "defensive"].index(lane)]
            assert face is not None and face.kill, f"step {index}: no KILL badge at {shown.kill}"
    assert L.state_at(lesson, len(lesson.steps) - 1).to_json() == state.to_json()
    names = [state.name(seat) for seat in (0, 1)]
    assert names == ["Apprentice", "Tutor"]  # the log says "Apprentice draws", never "You draws"
    assert state.log and not [event.text for event in state.log if event.text.startswith("You ")]


@pytest.mark.parametrize(
    "lesson",
    [lesson for lesson in LESSONS if lesson.goal],
    ids=lambda lesson: f"{lesson.number:02d}-{lesson.id}",
)
def test_the_goal_is_reachable_and_not_already_met(lesson: L.Lesson) -> None:
    assert lesson.goal is not None
    before = L.state_at(lesson, len(lesson.steps) - 1)
    assert before.to_act == L.LEARNER, "the learner must be the one to act when the goal starts"
    assert not L.goal_met(before, lesson.goal)
    line = L.winning_line(lesson)
    assert line, "no winning line found"
    for action in line:
        before.apply(action)
    assert L.goal_met(before, lesson.goal)


def test_most_lessons_end_with_a_goal() -> None:
    assert sum(lesson.goal is not None for lesson in LESSONS) >= 20


def test_the_lesson_table_in_the_docs_names_every_lesson_and_keyword() -> None:
    text = DOC.read_text(encoding="utf-8")
    for lesson in LESSONS:
        assert f"| {lesson.number} | {lesson.title} |" in text
    for keyword in load_catalog().keywords.values():
        assert f"| {keyword.name} |" in text


def test_a_broken_lesson_is_refused_with_file_line_and_field(tmp_path: Path) -> None:
    (tmp_path / "01-bad.yaml").write_text(
        "lesson:\n  id: bad\n  number: 1\n  title: Bad\n  scenario: {sides: [{}, {}]}\n"
        "  steps:\n    - say: hello\n      do: {kind: summon, card: ember-imp}\n",
        encoding="utf-8",
    )
    lessons, issues = L.read_lessons(tmp_path)
    assert issues and "01-bad.yaml:8" in str(issues[0]) and "lane" in str(issues[0])
    with pytest.raises(DataError):
        L.load_lessons(tmp_path)


def test_an_action_the_position_does_not_allow_is_a_lesson_error() -> None:
    lesson = LESSONS[0].model_copy(
        update={"steps": [L.Step(say="x", do=L.Do(kind="cast", card="firebrand"))]}
    )
    with pytest.raises(L.LessonError, match="firebrand"):
        L.state_at(lesson, 0)
