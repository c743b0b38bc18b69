"""A Watch & Learn lesson played on the real battle screen.

The lesson's scripted actions are applied one step at a time (combat animates at the player's
speed); the narration sits between the rows and in the side panel, the step's lanes are marked,
its card selected and the forecast pointed at. A step that asks the learner to do something
waits for the learner to do it with the usual battle keys (another play is refused with the
step's words; n plays it for them, "show me"); the Tutor's steps are played by n. Keys: n or .
next step, b or , step back, space autoplay, Esc leaves (the step reached is remembered). After
the script, a lesson with a goal hands the board over: h shows the hint, t retries the goal, and
a goal that can no longer be reached says so at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.binding import Binding
from textual.timer import Timer

from cardtable.engine.record import SeatInfo
from cardtable.games.aether_lanes import lessons as L
from cardtable.games.aether_lanes.presentation import LANES
from cardtable.persistence.lesson_progress import LessonProgress
from cardtable.session import Match
from cardtable.ui.aether_lanes.screen import BattleScreen
from cardtable.ui.aether_lanes.widgets import Bar, Inspector, LaneCell, TagStrip

if TYPE_CHECKING:
    from cardtable.engine.registry import GameRegistry
    from cardtable.games.aether_lanes.presentation import TableFace

GAME_ID = "aether-lanes"
AUTOPLAY_SECONDS = {"instant": 1.2, "fast": 2.0, "normal": 3.0, "slow": 4.5}
"""Seconds each step stays up during autoplay, by animation speed (combat playback comes on top)."""
SCRIPT, WAIT, GOAL, DONE, FAILED = "script", "wait", "goal", "done", "failed"
"""Watching the script; the learner to play the next step; the goal; the goal reached; missed."""
SCRIPT_ACTIONS = {
    "next_step",
    "back_step",
    "autoplay",
    "inspect",
    "row",
    "cursor",
    "speed",
    "skip",
    "cancel",
    "leave",
    "rules",
    "foe_log",
    "scroll_inspector",
}


def lesson_match(registry: GameRegistry, lesson: L.Lesson, upto: int) -> Match:
    """A throw-away match (not saved, not filed) at step ``upto`` of ``lesson``."""
    match = Match.from_scenario_state(
        registry, L.start(lesson), [SeatInfo(), SeatInfo(kind="computer", bot="greedy")]
    )
    for step in lesson.steps[: upto + 1]:
        if step.do is not None:
            match.apply(L.resolve(match.state, step.do))
    return match


class LessonScreen(BattleScreen):
    """One lesson: the battle screen driven by the lesson's script, then (maybe) the learner."""

    RECAPS = False
    """The lesson's script tells what the other side did."""

    BINDINGS = [
        Binding("n", "next_step", "Next", key_display="n/."),
        Binding("full_stop", "next_step", "Next", show=False),
        Binding("b", "back_step", "Back", key_display="b/,"),
        Binding("comma", "back_step", "Back", show=False),
        Binding("space", "autoplay", "Autoplay"),
        Binding("h", "hint", "Hint"),
        Binding("t", "retry", "Retry"),
    ]

    def __init__(
        self,
        lesson: L.Lesson,
        lessons: tuple[L.Lesson, ...],
        progress: LessonProgress,
        registry: GameRegistry,
        start_at: int = 0,
    ) -> None:
        self.lesson = lesson
        self.lessons = lessons
        self.progress = progress
        self.registry = registry
        self.step = max(0, min(start_at, len(lesson.steps) - 1))
        self.phase = SCRIPT
        self.hinted = False
        self.lost = False
        """The goal can no longer be reached (said at once, before the turn ends)."""
        self._reachable_at: int | None = None
        self._autoplay: Timer | None = None
        super().__init__(lesson_match(registry, lesson, self.step))
        self.viewer = L.LEARNER

    # ----- the lesson's state ------------------------------------------------------------

    @property
    def last_step(self) -> int:
        return len(self.lesson.steps) - 1

    def on_mount(self) -> None:
        self.title = f"Lesson {self.lesson.number}: {self.lesson.title}"
        self._select_card()
        self._remember()

    def _remember(self, done: bool = False) -> None:
        warning = self.progress.record(self.lesson.id, self.step, done)
        if warning:
            self.notify(warning, title="Warning", severity="warning", timeout=8)

    def _select_card(self) -> None:
        if self.phase == WAIT:
            card = self.lesson.steps[self.step + 1].do.card  # type: ignore[union-attr]
        else:
            card = self.lesson.steps[self.step].show.card if self.phase == SCRIPT else None
        if card is None:
            return
        hand = self.state.view(L.LEARNER)["sides"][L.LEARNER].get("hand", [])
        for index, (_, card_id) in enumerate(hand):
            if card_id == card:
                self.input = self.input.hand(index)
                return

    def _reset(self, step: int, phase: str = SCRIPT) -> None:
        """Rebuild the position of ``step`` without animation."""
        self._stop_timer()
        self._playback = None
        self._playing_from = None
        self.match = lesson_match(self.registry, self.lesson, step)
        self.step, self.phase = step, phase
        self.hinted = False
        self.lost = False
        self._reachable_at = None
        self.input = self.input.hand()
        self._recordings = []
        self._result_shown = False
        self._select_card()
        self.render_state()

    # ----- keys --------------------------------------------------------------------------

    def _waits_for_learner(self) -> bool:
        """The next step asks the learner to play (and the learner has not yet)."""
        if self.step >= self.last_step:
            return False
        try:
            return L.expected_action(self.aether_state, self.lesson.steps[self.step + 1]) is not None
        except L.LessonError:
            return False

    def action_next_step(self) -> None:
        if self.phase in (DONE, FAILED) or (self.phase == GOAL and self.lesson.goal is None):
            self._open_next_lesson()
            return
        if self.phase not in (SCRIPT, WAIT):
            return
        if self.playing:
            self.action_skip()
        if self.phase == SCRIPT and self._waits_for_learner():
            self.phase = WAIT  # the learner plays it; n again plays it for them (show me)
            self._select_card()
            self.render_state()
            return
        self.phase = SCRIPT
        if self.step >= self.last_step:
            self._stop_autoplay()
            if self.lesson.goal is None:
                self.phase = DONE
                self._remember(done=True)
            else:
                self.phase = GOAL
            self.render_state()
            return
        self.step += 1
        step = self.lesson.steps[self.step]
        if step.do is not None:
            try:
                events = self.match.apply(L.resolve(self.state, step.do))
            except Exception as error:  # a broken lesson must not crash the app
                self.step -= 1
                self._stop_autoplay()
                self.notify(f"This lesson cannot go on: {error}", severity="error", timeout=8)
                return
            self.on_events(events)
        self._select_card()
        self._remember()
        self.render_state()

    def action_back_step(self) -> None:
        self._stop_autoplay()
        if self.phase == SCRIPT and self.step == 0:
            return
        target = self.last_step if self.phase != SCRIPT else self.step - 1
        self._reset(target)
        self._remember()

    def action_autoplay(self) -> None:
        if self._autoplay is not None:
            self._stop_autoplay()
            self.notify("Autoplay paused.")
            self.render_state()
            return
        seconds = AUTOPLAY_SECONDS.get(self.settings.animation_speed, 3.0)
        self._autoplay = self.set_interval(seconds, self._autoplay_tick)
        self.render_state()

    def _autoplay_tick(self) -> None:
        if self.playing or self._dialogs:
            return  # let the combat finish first
        if self.phase not in (SCRIPT, WAIT):
            self._stop_autoplay()
            return
        self.action_next_step()
        if self.phase not in (SCRIPT, WAIT):
            self._stop_autoplay()
            self.render_state()

    def _stop_autoplay(self) -> None:
        if self._autoplay is not None:
            self._autoplay.stop()
            self._autoplay = None

    def action_hint(self) -> None:
        self.hinted = True
        self.render_state()

    def action_retry(self) -> None:
        self._reset(self.last_step, GOAL)

    def action_leave(self) -> None:
        self._stop_autoplay()
        self._stop_timer()
        self._computer_token += 1
        self.app.pop_screen()

    def action_learn(self) -> None:
        self.action_leave()

    def _open_next_lesson(self) -> None:
        later = [lesson for lesson in self.lessons if lesson.number > self.lesson.number]
        self._stop_autoplay()
        self._stop_timer()
        app = self.app
        app.pop_screen()
        if later:
            nxt = later[0]
            app.push_screen(LessonScreen(nxt, self.lessons, self.progress, self.registry))
        else:
            app.notify("That was the last lesson. Well done!")

    # ----- engine flow ---------------------------------------------------------------------

    def _start_computer_turn(self) -> None:
        """The Tutor never moves by itself: the script moves it."""
        self.render_state()

    def computer_thinking(self) -> bool:
        """Never: the Tutor only moves when the script does (no "(thinking…)" once a lesson ends)."""
        return False

    def _offer_mulligan(self) -> None:
        """The learner's own keep or mulligan (a step that asks for it, or a goal) is offered;
        otherwise the script keeps or mulligans itself."""
        if self.phase in (GOAL, WAIT):
            super()._offer_mulligan()

    def action_show_result(self) -> None:
        """A lesson has no match-over screen: the goal check says how it went."""

    def act(self, action: Any) -> bool:
        if self.phase == WAIT:
            return self._play_asked_step(action)
        if self.phase != GOAL:
            self.notify("Watch first: press n for the next step.")
            return False
        return super().act(action)

    @property
    def aether_state(self) -> Any:
        """The match's state for the lesson script's checks (an Aether Lanes state: the UI names
        no state class)."""
        return self.state

    def _play_asked_step(self, action: Any) -> bool:
        """The learner's play at a step that asks for one: the play the step names goes on (and
        the lesson with it); any other is refused with the step's words, nothing changed."""
        step = self.lesson.steps[self.step + 1]
        try:
            expected = L.expected_action(self.aether_state, step)
        except L.LessonError:
            expected = None
        if expected is None or action.to_json() != expected.to_json():
            self.notify(f"Not that one: {step.say}", title="This step asks", severity="warning")
            return False
        self.step += 1
        self.phase = SCRIPT
        if not super().act(action):
            self.step -= 1
            self.phase = WAIT
            return False
        self._select_card()
        self._remember()
        self.render_state()
        return True

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "next_step":  # during the learner's move n does nothing: the footer keeps Retry in view
            return not (self.phase == GOAL and self.lesson.goal is not None and not self.lost)
        if action == "leave":
            return not self._mode() and self._playback is None
        if action == "back_step":
            return self.phase != SCRIPT or self.step > 0
        if action == "autoplay":
            return self.phase in (SCRIPT, WAIT) and self._playback is None
        if action in ("hint", "retry"):
            return self.phase in (GOAL, FAILED) and self.lesson.goal is not None
        if action in ("learn", "concede", "rewind", "undo", "show_result"):
            return False
        if self.phase not in (GOAL, WAIT) and action not in SCRIPT_ACTIONS:
            return False
        return super().check_action(action, parameters)

    # ----- drawing -----------------------------------------------------------------------

    def render_state(self) -> None:
        if self.phase == GOAL and not self.playing and self.lesson.goal is not None:
            if L.goal_met(self.state, self.lesson.goal):
                self.phase = DONE
                self._remember(done=True)
            elif L.goal_over(self.state):
                self.phase = FAILED
            elif self._reachable_at != len(self.state.history):
                self._reachable_at = len(self.state.history)
                if not L.goal_reachable(self.aether_state, self.lesson.goal):
                    self.phase, self.lost = FAILED, True  # said at once, not after the turn
        super().render_state()
        if not self._ready or self.playing:
            return
        self.query_one(TagStrip).banner = self._narration_line()

    def _current_show(self) -> L.Show:
        if self.phase == WAIT:
            return self.lesson.steps[self.step + 1].show
        return self.lesson.steps[self.step].show if self.phase == SCRIPT else L.Show()

    def _narration(self) -> tuple[str, str]:
        """(what to say, what to do next) for the current phase."""
        goal = self.lesson.goal
        if self.phase == WAIT:
            return self.lesson.steps[self.step + 1].say, "your move (n: show me)"
        if self.phase == SCRIPT:
            last = self.step >= self.last_step
            then = "n: your move" if last and goal else ("n: finish" if last else "n: next step")
            return self.lesson.steps[self.step].say, then
        if self.phase == GOAL and goal is not None:
            return goal.say + (
                f"  Hint: {goal.hint}" if self.hinted else ""
            ), "h: hint · t: start over · b: back"
        if self.phase == FAILED and goal is not None:
            why = (
                "That play leaves no way to reach the goal this turn."
                if self.lost
                else "Not this time: the turn is over and the goal was missed."
            )
            return why + (
                f"  Hint: {goal.hint}" if self.hinted else ""
            ), "t: try again · h: hint · Esc: leave"
        done = goal.done if goal is not None else "You have watched the whole lesson."
        more = "n: next lesson" if self.lesson.number < len(self.lessons) else "Esc: back to the lessons"
        return f"✓ Lesson complete. {done}", more

    def _narration_line(self) -> Text:
        say, then = self._narration()
        marker = {
            SCRIPT: f"{self.step + 1}/{self.last_step + 1}",
            WAIT: f"{self.step + 2}/{self.last_step + 1} Your move",
            GOAL: "Goal",
            FAILED: "Missed",
            DONE: "Done",
        }
        text = Text.assemble((f"{marker[self.phase]} ", "bold reverse"), " ", (say, "bold"))
        text.no_wrap = True
        text.overflow = "ellipsis"
        return text

    def _draw_inspector(self) -> None:
        if self.board_cursor is not None or (self.phase == GOAL and self.armed):
            super()._draw_inspector()
            return
        say, then = self._narration()
        text = Text.assemble((f"Lesson {self.lesson.number} · {self.lesson.title}", "bold"), "\n")
        if self.phase in (SCRIPT, WAIT):
            shown = self.step + (2 if self.phase == WAIT else 1)
            text.append(f"Step {shown} of {self.last_step + 1}", style="dim")
            if self._autoplay is not None:
                text.append("  ▶ autoplay", style="bold")
            text.append("\n")
        text.append(say + "\n")
        text.append(then, style="italic")
        if self.phase in (SCRIPT, WAIT):
            text.append(" · b: back · space: autoplay · Esc: leave", style="italic dim")
        self.query_one("#inspector", Inspector).show(text)

    def _draw_rows(self, table: TableFace, frame: Any, colour_blind: bool) -> None:
        super()._draw_rows(table, frame, colour_blind)
        if frame is not None:
            return
        show = self._current_show()
        marked = list(show.lanes) + ([show.kill] if show.kill else [])
        for ref in marked:
            who, _, lane = ref.partition(":")
            cell = self.query_one(f"#{'my' if who == 'me' else 'foe'}-lane-{LANES.index(lane)}", LaneCell)
            if not cell.mark:
                cell.mark = "cursor"

    def _draw_bar(self, table: TableFace, frame: Any) -> None:
        super()._draw_bar(table, frame)
        show = self._current_show()
        if frame is None and (show.forecast or show.kill):
            bar = self.query_one("#bar", Bar)
            note = Text("  ◆ ", style="bold")
            if table.end_damage is not None:
                note.append(
                    f"forecast: End deals −{table.end_damage} SP" + (" (LETHAL)" if table.lethal else ""),
                    style="bold",
                )
            if show.kill:
                note.append("  KILL badge", style="bold reverse")
            bar.note = note
