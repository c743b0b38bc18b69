"""The replay viewer: a recorded match stepped through action by action.

The board shows the engine's position for the chosen eyes (:mod:`board`); the log lists every
action as those eyes read it, the current one highlighted, and picking a line jumps there; the
line under the board says the current action in full. Keys and the buttons do the same things:
step, jump to a turn's start or end, to the next combat or card play, autoplay, change eyes and
play on from here. Positions come from :class:`cardtable.engine.replay.Replay`, never from here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Button, OptionList, Static
from textual.widgets.option_list import Option

from cardtable.engine.errors import CardtableError
from cardtable.engine.replay import Eyes, Replay, allowed_eyes
from cardtable.ui.replay.boards import ReplayBoard, TextBoard, make_board
from cardtable.ui.widgets.quiet_footer import QuietFooter

if TYPE_CHECKING:
    from cardtable.ui.app import CardtableApp

SPEEDS = (2.0, 1.0, 0.5, 0.25, 0.1)
"""Seconds per action of autoplay, slowest first."""
BUTTONS = (
    ("start", "|◀", "The start of the match (Home)"),
    ("turn-back", "«T", "The start of the turn ([)"),
    ("back", "◀", "One action back (Left)"),
    ("forward", "▶", "One action forward (Right)"),
    ("turn-end", "T»", "The end of the turn (])"),
    ("end", "▶|", "The end of the match (End)"),
    ("combat", "⚔»", "The next combat (c; C: the one before)"),
    ("play", "♦»", "The next card play (p; P: the one before)"),
    ("auto", "▷ Auto", "Autoplay on or off (a; + and - change the speed)"),
    ("eyes", "◉ Eyes", "Whose eyes: face up or a seat (e)"),
    ("branch", "↳ Play on", "Start a new match from this position (b)"),
)


class ReplayScreen(Screen[None]):
    """Watch one recorded match again."""

    DEFAULT_CSS = """
    ReplayScreen { layout: vertical; }
    #replay-head { height: 1; padding: 0 1; background: $panel; }
    #replay-main { height: 1fr; }
    #replay-board { width: 1fr; }
    VerticalScroll#replay-board { border: round $primary 50%; padding: 0 1; }
    #replay-log { width: 36%; min-width: 30; border: round $primary 50%; text-wrap: nowrap; text-overflow: ellipsis; }
    #replay-now { height: 2; padding: 0 1; background: $boost; }
    #replay-controls { height: 1; }
    #replay-controls Button { min-width: 4; margin: 0 1 0 0; }
    """
    BINDINGS = [
        Binding("right", "forward", "Step"),
        Binding("left", "back", "Back"),
        Binding("home", "start", "Start", show=False, priority=True),
        Binding("end", "end", "End", show=False, priority=True),
        Binding("left_square_bracket", "turn_back", "Turn start", show=False),
        Binding("right_square_bracket", "turn_end", "Turn end", show=False),
        Binding("pageup", "turn_back", "Turn start", show=False, priority=True),
        Binding("pagedown", "turn_end", "Turn end", show=False, priority=True),
        Binding("c", "combat", "Combat"),
        Binding("C", "combat_back", "Combat back", show=False),
        Binding("p", "play", "Play"),
        Binding("P", "play_back", "Play back", show=False),
        Binding("a", "auto", "Auto"),
        Binding("plus", "faster", "Faster", show=False),
        Binding("minus", "slower", "Slower", show=False),
        Binding("e", "eyes", "Eyes"),
        Binding("b", "branch", "Play on"),
        Binding("question_mark", "rules", "Rules", show=False),
        Binding("A", "archive", "Archive"),
        Binding("escape", "leave", "Back"),
    ]

    def __init__(self, replay: Replay) -> None:
        super().__init__()
        self.replay = replay
        self.choices = allowed_eyes(replay.record)
        self.eyes: Eyes = self.choices[0]
        self.at = replay.length if replay.record.finished else 0
        self.speed = 2
        self._timer: Timer | None = None
        self._log_for: Eyes | None = None
        self._log_at = 0
        """The position the log's lines were last written for."""
        self._curtained = False

    @property
    def cardtable(self) -> CardtableApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        yield Static(id="replay-head")
        with Horizontal(id="replay-main"):
            board = make_board(self.replay.record.game)
            with (
                VerticalScroll(id="replay-board")
                if isinstance(board, TextBoard)
                else Vertical(id="replay-board")
            ):
                yield board
            yield OptionList(id="replay-log")
        yield Static(id="replay-now")
        with Horizontal(id="replay-controls"):
            for button_id, text, tip in BUTTONS:
                yield Button(text, id=f"rb-{button_id}", compact=True, tooltip=tip)
        yield QuietFooter()

    def on_resize(self, event: events.Resize) -> None:
        if self.is_mounted:
            self.call_after_refresh(self.show)  # a board chooses its form by the terminal's size

    def on_mount(self) -> None:
        self.query_one("#replay-board").border_title = "Position"
        self.query_one("#replay-log").border_title = "Actions · Enter: go there"
        self.show()
        if not self.replay.record.finished and len(self.choices) > 1:
            self._curtain()

    # ----- drawing -----------------------------------------------------------------------

    def eyes_text(self, eyes: Eyes | None = None) -> str:
        eyes = eyes or self.eyes
        return "face up" if eyes.face_up else f"as {self.replay.players[eyes.seat or 0]} saw it"

    def show(self) -> None:
        """Draw the position ``self.at`` for ``self.eyes`` and keep the log in step (not while
        the hot-seat curtain is up)."""
        if self._curtained:
            return
        replay = self.replay
        state = replay.position(self.at)
        info = self.cardtable.registry.get(replay.record.game)
        status = "finished" if replay.record.finished else "unfinished"
        branch = " · branched" if replay.record.branched_from else ""
        auto = f" · autoplay {SPEEDS[self.speed]:g}s" if self._timer is not None else ""
        self.query_one("#replay-head", Static).update(
            Text.assemble(
                (info.name, "bold"),
                f" · {' vs '.join(replay.players)} · {status}{branch} · watching ",
                (self.eyes_text(), "bold"),
                auto,
            )
        )
        board: ReplayBoard = self.query_one("#replay-position")  # type: ignore[assignment]
        board.show(state, self.eyes, replay.step(self.at))
        self.query_one("#replay-now", Static).update(self.now_text())
        self._sync_log()

    def now_text(self) -> Text:
        """The current action in full: number, turn, who, and its sentences."""
        step = self.replay.step(self.at)
        head = f"Action {self.at}/{self.replay.length} · turn {self.turn_number()}"
        if step is None:
            return Text.assemble((head, "bold"), " · the match as it was set up; → steps forward")
        lines = step.lines(self.eyes) or [step.sentence(self.eyes, self.replay.players)]
        return Text.assemble((head + " · ", "bold"), ("▶ " + " ".join(lines), "reverse"))

    def log_line(self, number: int) -> Text:
        """The log's line for action ``number``: its sentence as the eyes read it; through a
        seat's eyes, an action still to come says only who acts and how (its cards are not known
        to that seat yet)."""
        step = self.replay.steps[number - 1]
        marks = ("⚔" if step.is_combat else "") + ("♦" if step.is_play else "")
        known = self.eyes.face_up or number <= self.at
        if known:
            text = step.sentence(self.eyes, self.replay.players)
        else:
            who = self.replay.players[step.actor] if step.actor is not None else "?"
            text = f"{who}: {step.kind}"
        line = f"{number:>3} {marks}{' ' if marks else ''}{text}"
        return Text(line, style="" if known else "dim", no_wrap=True, overflow="ellipsis")

    def turn_number(self) -> int:
        """The turn as the game counts it (its view's ``turn``), else as the replay counts turns."""
        turn = self.replay.position(self.at).view(None).get("turn")
        if isinstance(turn, int) and len(self.replay.turn_starts) <= self.replay.length:
            return turn
        return self.replay.turn_of(self.at)

    def _sync_log(self) -> None:
        log = self.query_one("#replay-log", OptionList)
        if self._log_for != self.eyes:
            self._log_for = self.eyes
            options = [Option("  0 · set-up", id="at-0")]
            options += [Option(self.log_line(n), id=f"at-{n}") for n in range(1, self.replay.length + 1)]
            log.clear_options()
            log.add_options(options)
            self._log_at = self.at
        elif not self.eyes.face_up and self._log_at != self.at:
            low, high = sorted((self._log_at, self.at))
            for number in range(low + 1, high + 1):
                log.replace_option_prompt_at_index(number, self.log_line(number))
            self._log_at = self.at
        log.highlighted = self.at

    # ----- moving ------------------------------------------------------------------------

    def go(self, at: int | None, nothing: str = "") -> None:
        """Show position ``at`` (clamped); None: say ``nothing``."""
        if at is None:
            if nothing:
                self.notify(nothing, timeout=3)
            return
        self.at = max(0, min(self.replay.length, at))
        self.show()

    def action_forward(self) -> None:
        self.go(self.at + 1 if self.at < self.replay.length else None, "This is the end of the match.")

    def action_back(self) -> None:
        self.go(self.at - 1 if self.at > 0 else None, "This is the start of the match.")

    def action_start(self) -> None:
        self.go(0)

    def action_end(self) -> None:
        self.go(self.replay.length)

    def action_turn_back(self) -> None:
        self.go(self.replay.turn_start(self.at))

    def action_turn_end(self) -> None:
        self.go(self.replay.turn_end(self.at))

    def action_combat(self) -> None:
        self.go(self.replay.next_combat(self.at), "No combat after this point.")

    def action_combat_back(self) -> None:
        self.go(self.replay.previous_combat(self.at), "No combat before this point.")

    def action_play(self) -> None:
        self.go(self.replay.next_play(self.at), "No card play after this point.")

    def action_play_back(self) -> None:
        self.go(self.replay.previous_play(self.at), "No card play before this point.")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        option_id = event.option.id or ""
        if option_id.startswith("at-") and option_id[3:] != str(self.at):
            self.go(int(option_id[3:]))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        name = (event.button.id or "").removeprefix("rb-").replace("-", "_")
        handler = getattr(self, f"action_{name}", None)
        if handler is not None:
            handler()

    # ----- autoplay ----------------------------------------------------------------------

    def action_auto(self) -> None:
        if self._timer is not None:
            self._stop()
            return
        if self.at >= self.replay.length:
            self.at = 0
        self._timer = self.set_interval(SPEEDS[self.speed], self._tick)
        self.show()

    def _tick(self) -> None:
        if self.at >= self.replay.length:
            self._stop()
            return
        self.go(self.at + 1)

    def _stop(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        self.show()

    def _set_speed(self, speed: int) -> None:
        self.speed = max(0, min(len(SPEEDS) - 1, speed))
        self.notify(f"Autoplay: {SPEEDS[self.speed]:g} s per action", timeout=2)
        if self._timer is not None:
            self._timer.stop()
            self._timer = self.set_interval(SPEEDS[self.speed], self._tick)
        self.show()

    def action_faster(self) -> None:
        self._set_speed(self.speed + 1)

    def action_slower(self) -> None:
        self._set_speed(self.speed - 1)

    # ----- eyes ---------------------------------------------------------------------------

    def action_eyes(self) -> None:
        """Next eyes; for an unfinished match with several people, behind a curtain."""
        if len(self.choices) == 1:
            why = (
                "an unfinished match shows only what its player saw"
                if not self.replay.record.finished
                else ""
            )
            self.notify(f"Only one way to watch this match{': ' + why if why else ''}.", timeout=4)
            return
        index = self.choices.index(self.eyes) if self.eyes in self.choices else -1
        self.eyes = self.choices[(index + 1) % len(self.choices)]
        if not self.replay.record.finished:
            self._curtain()
            return
        self.notify(f"Watching {self.eyes_text()}.", timeout=2)
        self.show()

    def _curtain(self) -> None:
        from cardtable.ui.dialogs import CurtainScreen

        seat = self.eyes.seat or 0
        # nothing of a hand, nor a sentence only the last seat could read, shows under the curtain
        self._curtained = True
        for part in ("#replay-main", "#replay-now"):
            self.query_one(part).display = False

        def lifted(_: None = None) -> None:
            self._curtained = False
            for part in ("#replay-main", "#replay-now"):
                self.query_one(part).display = True
            self.show()

        self.app.push_screen(
            CurtainScreen(self.replay.players[seat], "This replay shows only what that player saw."), lifted
        )

    # ----- play on, leave ----------------------------------------------------------------

    def action_branch(self) -> None:
        from cardtable.ui.replay.play_on import ask_seats

        state = self.replay.position(self.at)
        if state.is_over:
            self.notify("The match is over here: step back to play on from an earlier point.", timeout=4)
            return
        ask_seats(self.cardtable, self.replay.players, self._branch_with)

    def _branch_with(self, seats: Any) -> None:
        from cardtable.branching import branch_match

        if seats is None:
            return
        self._stop()
        app = self.cardtable
        try:
            match = branch_match(self.replay, self.at, seats, store=app.store, history=app.history)
            match.claim()
        except CardtableError as error:
            self.notify(str(error), title="Cannot play on", severity="error", timeout=8)
            return
        app.open_match(match)
        app.notify(
            f"A new match from action {self.at} of {self.replay.record.match_id}: it is saved as any match."
        )

    def action_archive(self) -> None:
        """The match archive, with this match chosen (from the result screen's Watch, too)."""
        from cardtable.ui.replay.archive import ArchiveScreen

        self._stop()
        if any(isinstance(screen, ArchiveScreen) for screen in self.app.screen_stack):
            self.dismiss(None)  # opened from the archive: back to it
            return
        self.app.push_screen(ArchiveScreen(select=self.replay.record.match_id))

    def action_rules(self) -> None:
        from cardtable.ui.rules_screen import open_rules

        open_rules(self.app, self.replay.record.game)

    def action_leave(self) -> None:
        self._stop()
        self.dismiss(None)
