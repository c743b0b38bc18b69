"""Snapshot tests of the Watch & Learn lessons: the Lessons tab, a lesson in progress at 80x24 and
a goal handed over to the learner (the same scenes as ``cardtable screenshots``).

Regenerate after a deliberate change with ``--snapshot-update`` and look at the SVGs first."""

from __future__ import annotations

from typing import Any

from cardtable.ui.aether_lanes import scenes
from tests.ui.aether_lanes.helpers import al_app


def test_learn_lessons_tab(snap_compare: Any) -> None:
    assert snap_compare(al_app(), terminal_size=(100, 32), run_before=scenes._learn_lessons)


def test_lesson_in_progress_80x24(snap_compare: Any) -> None:
    assert snap_compare(al_app(), terminal_size=(80, 24), run_before=scenes._lesson_eclipse)


def test_lesson_goal_120x40(snap_compare: Any) -> None:
    assert snap_compare(al_app(), terminal_size=(120, 40), run_before=scenes._lesson_silence_goal)
