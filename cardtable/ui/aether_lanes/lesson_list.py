"""The Lessons tab of Learn Aether Lanes: the 32 lessons in order, a tick on each one finished and
the step reached on one begun. Enter (or a click) opens the lesson on the battle screen."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from cardtable.engine.errors import CardtableError
from cardtable.games.aether_lanes import lessons as L
from cardtable.persistence.lesson_progress import LessonProgress

GAME_ID = "aether-lanes"


def lesson_label(lesson: L.Lesson, progress: LessonProgress) -> Text:
    """``✓ 16. Eclipse`` for a finished lesson, ``· 16. Eclipse  (step 3/6)`` for a begun one."""
    mark = progress.get(lesson.id)
    steps = len(lesson.steps)
    text = Text.assemble(
        ("✓ " if mark.done else "· ", "bold green" if mark.done else "dim"),
        (f"{lesson.number:>2}. ", "dim"),
        (lesson.title, "bold" if not mark.done else ""),
    )
    if not mark.done and mark.step > 0:
        text.append(f"  (step {min(mark.step, steps - 1) + 1}/{steps})", style="italic dim")
    if lesson.goal is not None:
        text.append("  ◆ your move", style="dim")
    return text


class LessonList(OptionList):
    """The lessons with their ticks; ``refresh_marks`` re-reads the progress."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.lessons: tuple[L.Lesson, ...] = ()
        self.problem: str | None = None

    def on_mount(self) -> None:
        try:
            self.lessons = L.load_lessons()
        except CardtableError as error:
            self.problem = f"The lessons could not be loaded:\n{error}"
        self.refresh_marks()

    def refresh_marks(self) -> None:
        progress = LessonProgress(GAME_ID)
        highlighted = self.highlighted
        self.clear_options()
        if self.problem:
            self.add_option(Option(Text(self.problem, style="bold red"), disabled=True))
            return
        done = sum(progress.get(lesson.id).done for lesson in self.lessons)
        self.border_title = f"Lessons: {done} of {len(self.lessons)} done"
        self.add_options([Option(lesson_label(lesson, progress), id=lesson.id) for lesson in self.lessons])
        if self.lessons:
            first_open = next(
                (i for i, lesson in enumerate(self.lessons) if not progress.get(lesson.id).done), 0
            )
            self.highlighted = highlighted if highlighted is not None else first_open

    def open_lesson(self, lesson_id: str) -> None:
        from cardtable.ui.aether_lanes.lesson import LessonScreen

        lesson = next(lesson for lesson in self.lessons if lesson.id == lesson_id)
        progress = LessonProgress(GAME_ID)
        mark = progress.get(lesson.id)
        start = 0 if mark.done else mark.step
        registry = self.app.registry  # type: ignore[attr-defined]
        open_before = next((s for s in self.app.screen_stack if isinstance(s, LessonScreen)), None)
        while open_before is not None and open_before in self.app.screen_stack:
            self.app.pop_screen()  # one lesson at a time: this one replaces it (and the Learn over it)
        self.app.push_screen(LessonScreen(lesson, self.lessons, progress, registry, start_at=start))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id:
            self.open_lesson(event.option.id)
