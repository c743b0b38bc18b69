"""The base of every game screen: turn flow, curtain, computer seats, undo, rules, match over.

A game's screen subclasses :class:`GameScreen` and implements :meth:`render_state`, drawing the
match as ``self.viewer`` may see it (``self.match.state.view(self.viewer)``) and sending the
player's choices with :meth:`act`. Everything about whose turn it is, hiding the table between
people, letting the computer move, autosave warnings and the end of the match is handled here once.
"""

from __future__ import annotations

import dataclasses
import functools
import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from textual import events, on
from textual.app import SystemCommand
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer
from textual.worker import Worker, WorkerState

from cardtable.engine.actions import Action
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.events import Event
from cardtable.session import Match
from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.table import footer_fit
from cardtable.ui.table import recap as recaps
from cardtable.ui.table.keys import binding_keys, relabelled
from cardtable.ui.table.legend import LEGEND_KEY, LegendScreen
from cardtable.ui.table.logview import LOG_KEY, LogViewScreen
from cardtable.ui.table.moment import open_step_words
from cardtable.ui.table.pace import computer_pace
from cardtable.ui.table.recap_host import RecapHost
from cardtable.ui.toasts import clear_passing

if TYPE_CHECKING:
    from cardtable.persistence.settings import Settings
    from cardtable.ui.app import CardtableApp


def undone_words(decision: str, count: int) -> str:
    """The toast of an Undo: what was taken back, and the steps the table took after it."""
    steps = count - 1
    if steps <= 0:
        return f"Took back: {decision}."
    return f"Took back: {decision}, and the {steps} automatic step{'s' if steps != 1 else ''} after it."


class GameScreen(RecapHost, Screen[None]):
    """Shared behaviour of the game screens."""

    BINDINGS = [
        Binding("question_mark", "rules", "Rules"),
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+z", "undo_refused", "Undo", show=False),
        Binding("escape", "leave", "Menu"),
        Binding("o", "show_result", "Result", show=False),
        Binding(LOG_KEY, "history", "History", show=False),
        Binding(LEGEND_KEY, "legend", "Legend", show=False),
    ]

    def __init__(self, match: Match) -> None:
        super().__init__()
        self.match = match
        humans = match.human_seats
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self._computer_token = 0
        self._shown_at = 0.0  # when the table last changed (the computer's pause counts from it)
        self._warned: set[str] = set()
        self._result_shown = False
        self._started = False
        self._decided_at: dict[int, tuple[int, int]] = {}
        """Per seat: log and history lengths at that person's last decision (where recaps start)."""
        self._recapped_to: dict[int, int] = {}
        self._base_bindings = {key: list(found) for key, found in self._bindings.key_to_bindings.items()}
        """The screen's bindings as declared (the footer's fitting changes labels and shows)."""
        self._footer_labels: dict[str, str] = {}
        """Action -> the label its footer entry has now (the pass key says what it will do)."""
        self.left_out: list[Binding] = []
        """Bindings the footer has no room for at this width (the palette lists them)."""

    def call_after_refresh(self, callback: Any, *args: Any, **kwargs: Any) -> bool:
        """Textual's ``call_after_refresh``, but dropped if this screen has left the app by then (a
        redraw queued by a resize or a key must not run on a screen Rematch or the menu closed)."""

        def while_shown() -> Any:
            return callback(*args, **kwargs) if self.shown else None

        return super().call_after_refresh(while_shown)

    @property
    def shown(self) -> bool:
        """On the app's screen stack: not closed, nor being closed (a screen that has just been
        popped stays attached, with its widgets going, until Textual has removed it)."""
        return self.is_attached and self in self.app.screen_stack

    # ----- for subclasses ----------------------------------------------------------------

    def render_state(self) -> None:
        """Redraw everything from ``self.match.state`` as ``self.viewer`` may see it."""
        raise NotImplementedError

    def _refresh_footer(self) -> None:
        """Ask the footer to redraw only when what can be done has changed (Textual's footer
        rebuilds every key when asked)."""
        signature = tuple(self.check_action(b.action.partition("(")[0], ()) for b in self._bindings_list())
        if signature != getattr(self, "_footer_signature", None):
            self._footer_signature = signature
            self.refresh_bindings()

    def _bindings_list(self) -> list[Binding]:
        """The screen's own bindings, then those every game screen has."""
        return [b for b in self.BINDINGS if isinstance(b, Binding)] + [
            b for b in GameScreen.BINDINGS if isinstance(b, Binding)
        ]

    def footer_label(self, action: str, label: str) -> None:
        """Give the footer entry of ``action`` the label ``label`` (redrawn only on a change)."""
        if self._footer_labels.get(action) != label:
            self._footer_labels[action] = label
            self.refresh_bindings()

    def refresh_bindings(self) -> None:
        """Fit the footer to the width (:mod:`ui.table.footer_fit`), then let it redraw."""
        self._fit_footer()
        super().refresh_bindings()

    @on(events.Resize)
    def _refit_footer(self, _event: events.Resize) -> None:
        self.refresh_bindings()

    def _fit_footer(self) -> None:
        """Set each footer entry's label, or leave it out, so that the footer fits the width."""
        footers = list(self.query(Footer)) if self.is_mounted else []
        labels = self._footer_labels  # a label "" leaves a key bound but off the footer
        table = {
            key: [relabelled(b, labels[b.action]) if b.action in labels else b for b in found]
            for key, found in self._base_bindings.items()
        }
        self._bindings.key_to_bindings = table
        if not footers:
            return
        footer = footers[0]
        entries: dict[str, footer_fit.Entry] = {}
        keys: dict[str, Binding] = {}
        palette = 0
        for active in self.active_bindings.values():
            binding = active.binding
            if binding.key == self.app.COMMAND_PALETTE_BINDING and footer.show_command_palette:
                palette = footer_fit.palette_width(
                    self.app.get_key_display(binding), binding.description, footer.compact
                )
            if active.node is not self or not binding.show or binding.action in entries:
                continue
            rank = footer_fit.RANKS.get(binding.action.partition("(")[0], footer_fit.SPARE)
            entries[binding.action] = footer_fit.Entry(
                binding.action, self.app.get_key_display(binding), binding.description, rank
            )
            keys[binding.action] = binding
        width = self.size.width or self.app.size.width
        fitted = footer_fit.fit(list(entries.values()), width - palette, footer.compact)
        changed = {action: label for action, label in fitted.items() if label != entries[action].label}
        self.left_out = [keys[action] for action, label in changed.items() if label is None]
        if not changed:
            return
        for key, found in table.items():
            table[key] = [
                b
                if b.action not in changed
                else dataclasses.replace(b, show=False)
                if changed[b.action] is None
                else dataclasses.replace(b, description=str(changed[b.action]))
                for b in found
            ]

    def on_events(self, events: list[Event]) -> None:
        """Hook called with the events of each applied action (before the redraw)."""

    def curtain_note(self) -> str:
        """What the curtain says besides "pass to ..." (e.g. what the last plays scored, so
        nobody's own result is hidden by the hand-off); empty for the default text."""
        return ""

    def result_notes(self) -> tuple[str, ...]:
        """Extra lines for the result screen (e.g. the par of a solo deal)."""
        return ()

    def undo_refusal(self) -> str:
        """Why Undo cannot work right now (shown when Ctrl+Z is pressed anyway)."""
        state = self.match.state
        if state.is_over:
            return "The match is over: nothing can be taken back."
        if not self.my_turn:
            return "Nothing to undo: it is not your turn."
        return self.match.undo_plan().reason or "Nothing to undo."

    def palette_actions(self) -> list[tuple[str, str, Action]]:
        """(title, help, action) for each legal action, in the order the palette lists them; a
        title is a sentence a player reads ("Summon Cinder Hound in the Aggressive lane"). Actions
        the engine words alike are listed once (the first): the palette never shows a line twice."""
        name = self.match.info.name
        rows: dict[str, tuple[str, str, Action]] = {}
        for action in self.match.state.legal_actions()[:400]:
            title = self.describe_action(action)
            rows.setdefault(title, (title, f"{name}: do this now", action))
        return list(rows.values())

    # ----- properties --------------------------------------------------------------------

    @property
    def cardtable(self) -> CardtableApp:
        return self.app  # type: ignore[return-value]

    @property
    def settings(self) -> Settings:
        return self.cardtable.settings

    @property
    def my_turn(self) -> bool:
        """True when the person looking at the screen is the one to decide now."""
        seat = self.match.state.to_act
        return seat is not None and self.match.is_human(seat) and seat == self.viewer

    def settings_changed(self, settings: Settings) -> None:
        if self.is_mounted:
            self.render_state()

    # ----- flow --------------------------------------------------------------------------

    def on_mount(self) -> None:
        # Textual calls on_mount of every class in the MRO; a subclass that also calls
        # super().on_mount() must not start the flow twice.
        if self._started:
            return
        self._started = True
        self.title = self.match.info.name
        self.call_after_refresh(self.advance)

    def on_unmount(self) -> None:
        """The screen is gone (back to the menu, or the app is closing): let go of the match's
        lock so that Continue, here or in another window, can open it."""
        close = getattr(self.match, "close", None)
        if close is not None:
            close()

    def act(self, action: Action) -> bool:
        """Send a player's action to the engine; a refusal is shown and changes nothing."""
        if not self.my_turn:
            self.notify("It is not your turn.", severity="warning")
            return False
        with self.match.saves_held():  # the action and what follows it for nothing: one save
            seat = self.match.state.to_act
            first = len(self.match.state.log)
            try:
                events = self.match.apply(action)
            except IllegalActionError as error:
                self.notify(error.reason, title="Not allowed", severity="error")
                return False
            decided = None
            if seat is not None:  # a recap starts after the events of the person's own decision
                state = self.match.state
                decided = (recaps.recap_start(state.log, seat, first), len(state.history))
                self._decided_at[seat] = decided
            self.on_events(events)
            self.advance()
            if seat is not None and self._decided_at.get(seat) == decided:
                # or at the decision itself when the table's automatic steps after it ran into
                # another seat's turn before the person saw the table again (playtest21-la N8:
                # the attack their pass resolved, then "turn ended by itself", told nowhere)
                start = recaps.recap_start(self.match.state.log, seat, first)
                self._decided_at[seat] = (start, len(self.match.state.history))
        return True

    def advance(self) -> None:
        """Work out what happens next: redraw, curtain, computer move, auto-pass or the end."""
        self._shown_at = time.monotonic()
        self._report_warnings()
        state = self.match.state
        if state.is_over:
            self.render_state()
            if not self._result_shown:
                self._result_shown = True
                # Let the board and the log paint their final position first: a screen under a
                # modal is not repainted, so anything still pending would stay stale behind it.
                self.call_after_refresh(self.call_after_refresh, self._recap_then_result)
            return
        seat = state.to_act
        assert seat is not None
        if self.match.is_human(seat):
            if self._needs_curtain(seat):
                self.viewer = None
                clear_passing(self.app)  # the last player's toasts are not for the next one
                self.render_state()
                self.app.push_screen(
                    CurtainScreen(state.name(seat), self.curtain_note()),
                    functools.partial(self._curtain_lifted, seat),
                )
                return
            self.viewer = seat
            if self._auto_pass():
                return
            self.render_state()
            self._recap(seat)
            return
        self.render_state()
        self._start_computer_turn()

    def _needs_curtain(self, seat: int) -> bool:
        return (
            self.settings.curtain
            and self.match.info.hidden_information
            and len(self.match.human_seats) > 1
            and seat != self.viewer
        )

    def _curtain_lifted(self, seat: int, _: None = None) -> None:
        # what was said at the curtain (a Ctrl+Z refused) was said to whoever pressed the key:
        # it is not for the player now at the table (playtest21-la N9: it told Bo that Ana tried)
        clear_passing(self.app)
        if self.match.state.to_act == seat:
            self.viewer = seat
            if not self._auto_pass():
                self.render_state()

    def _auto_pass(self) -> bool:
        """Pass for the player when passing is the only thing they can do (if allowed)."""
        if not self.settings.auto_pass:
            return False
        legal = self.match.state.legal_actions()
        if len(legal) == 1 and legal[0].KIND == "pass":
            events = self.match.apply(legal[0], automatic=True)
            self.on_events(events)
            self.call_after_refresh(self.advance)
            return True
        return False

    # ----- computer seats ----------------------------------------------------------------

    def _start_computer_turn(self) -> None:
        self._computer_token += 1
        token = self._computer_token
        self.run_worker(
            functools.partial(self._think, token),
            thread=True,
            exclusive=True,
            group="computer",
            name="computer",
        )

    def _think(self, token: int) -> None:
        action = self.match.choose_computer_action()
        self.app.call_from_thread(self._computer_chose, token, action)

    def _computer_chose(self, token: int, action: Action) -> None:
        if token != self._computer_token or not self.shown:
            return
        delay = computer_pace(action, self.settings.animation_speed, time.monotonic() - self._shown_at)
        if delay:
            self.set_timer(delay, functools.partial(self._computer_apply, token, action))
        else:
            self._computer_apply(token, action)

    def _computer_apply(self, token: int, action: Action) -> None:
        if token != self._computer_token or not self.shown or self.match.state.is_over:
            return
        events = self.match.apply(action)
        self.on_events(events)
        if self.RECAPS and action.KIND != "pass":  # a pass does nothing to tell (its events are others')
            state = self.match.state
            name = state.name(state.history_actors[-1])
            title, said = recaps.told(state.log, events, self.viewer, self._decided_at, name)
            if said:  # no recap will tell it before the person decides again (playtest17, 19)
                self.notify(said, title=title)
        self.advance()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.group == "computer" and event.state == WorkerState.ERROR:
            self.notify(
                f"The computer could not decide ({event.worker.error}). The match is saved.",
                severity="error",
                timeout=10,
            )

    # ----- actions -----------------------------------------------------------------------

    def _report_warnings(self) -> None:
        for warning in (self.match.save_warning, self.match.history_warning):
            if warning and warning not in self._warned:
                self._warned.add(warning)
                self.notify(warning, title="Warning", severity="warning", timeout=10)

    def action_rules(self) -> None:
        from cardtable.ui.rules_screen import open_rules

        open_rules(self.app, self.match.info.id)

    def palette_run(self, action: Action) -> Callable[[], object]:
        """What choosing ``action`` in the command palette does: act at once, except a
        concession, which asks first as the screen's own concede key does (play-test: the
        palette's "Concede the match" gave up with no question)."""
        if action.KIND == "concede":
            return self.action_concede
        return functools.partial(self.act, action)

    def action_concede(self) -> None:
        """Give up the match, asking first (the games that allow it say how)."""
        self.notify("This game has no concession.", severity="warning")

    def action_undo(self) -> None:
        if self.match.state.is_over or not self.my_turn:
            self.notify(self.undo_refusal(), title="Cannot undo", severity="warning")
            return
        if not self.match.can_undo and self.match.can_undo_unranked:
            self._undo_unranked()
            return
        try:
            decision, count = self.match.undo_decision()
        except IllegalActionError as error:
            self.notify(error.reason, title="Cannot undo", severity="warning")
            return
        self.notify(undone_words(self.describe_action(decision), count), title="Undone")
        self.on_undone()
        self.advance()

    def on_undone(self) -> None:
        """Hook called after Undo took something back (before the redraw)."""

    def _undo_unranked(self) -> None:
        """Solo: take back a play that drew a card, after a warning (the first time) that the
        match becomes unranked."""

        def answered(yes: bool | None) -> None:
            if not yes or not self.match.can_undo_unranked:
                return
            self.match.undo_unranked()
            self.notify(
                "Took back your last play. This match is unranked: its score stays out of the high scores."
            )
            self.advance()

        if self.match.record.unranked:
            answered(True)
            return
        from cardtable.ui.dialogs import ConfirmDialog

        self.app.push_screen(
            ConfirmDialog(
                "Undo and play unranked?",
                "Your play drew a card, so taking it back shows you what comes next. You may, but "
                "this match then becomes unranked: its score stays out of the high scores.",
                confirm="Undo (unranked)",
                cancel="Keep playing",
                safe=True,
            ),
            answered,
        )

    def action_history(self) -> None:
        """The whole log, grouped by turn and phase, as the person at the keys may read it."""
        state = self.match.state
        step = open_step_words(state)
        self.open_reader(LogViewScreen(state.log, self.viewer, self.match.info.name, step, state.is_over))

    def action_legend(self) -> None:
        """What every mark on this game's table means."""
        self.open_reader(LegendScreen(self.match.info.id, self.match.info.name))

    def open_reader(self, screen: Any) -> None:
        """Show a full-screen text (history, legend, recap) over the table."""
        self.app.push_screen(screen)

    def reserved_keys(self) -> frozenset[str]:
        """Every key this screen binds: a dialog's options never take one (:mod:`ui.table.keys`)."""
        return binding_keys(self._bindings_list())

    def action_undo_refused(self) -> None:
        self.notify(self.undo_refusal(), title="Cannot undo", severity="warning")

    def action_leave(self) -> None:
        self._computer_token += 1
        clear_passing(self.app)  # the table's toasts stay with it (playtest21-la N9)
        if not self.match.state.is_over and self.match.store is not None and not self.match.save_warning:
            self.notify("The match is saved: choose Continue in the menu to pick it up.")
        self.cardtable.back_to_menu()

    def action_show_result(self) -> None:
        if not self.match.state.is_over:
            return
        from cardtable.ui.match_over import MatchOverScreen

        self.app.push_screen(MatchOverScreen(self.match, self.result_notes()), self._result_closed)

    def _result_closed(self, choice: str | None) -> None:
        if choice == "rematch":
            self.cardtable.start_match(self.match.rematch_setup())
        elif choice == "same-seed":
            self.cardtable.start_match(self.match.rematch_setup(same_seed=True))
        elif choice == "menu":
            self.cardtable.back_to_menu()
        elif choice == "replay":
            from cardtable.ui.replay.start import open_replay

            open_replay(self.cardtable, self.match.record)

    @property
    def _undo_offered(self) -> bool:
        """Undo works now: the usual kind, or (solo) one that makes the match unranked."""
        return self.my_turn and (self.match.can_undo or self.match.can_undo_unranked)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "undo":
            return self._undo_offered
        if action == "undo_refused":
            return not self._undo_offered
        if action == "show_result":
            return self.match.state.is_over
        return True

    # ----- command palette ---------------------------------------------------------------

    def palette_commands(self) -> Iterable[SystemCommand]:
        """The current game's actions for the command palette (only for the player to act)."""
        if self.my_turn:
            for title, help_text, action in self.palette_actions():
                yield SystemCommand(title, help_text, self.palette_run(action))
        if self.match.can_undo and self.my_turn:
            yield SystemCommand("Undo", "Take back your last action", self.action_undo)
        elif self._undo_offered:
            yield SystemCommand(
                "Undo (unranked)", "Take back your last play; the match becomes unranked", self.action_undo
            )
        yield SystemCommand(
            "History of the match (the log)",
            f"Every line of the log, by turn and phase ({LOG_KEY})",
            self.action_history,
        )
        yield SystemCommand(
            "Legend", f"What every mark on the table means ({LEGEND_KEY})", self.action_legend
        )
        for binding in self.left_out:  # keys the footer has no room for at this width
            yield SystemCommand(
                f"{binding.description} ({self.app.get_key_display(binding)})",
                "A key of this table (the footer has no room for it at this width)",
                functools.partial(self.app.simulate_key, binding.key),
            )
        yield SystemCommand("Leave to menu", "The match stays saved", self.action_leave)
        if self.match.state.is_over:
            yield SystemCommand("Result", "Show the result of the match", self.action_show_result)

    def describe_action(self, action: Action) -> str:
        return str(action)
