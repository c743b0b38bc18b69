"""The cardtable Textual application: menu, settings, saves and the game screens."""

from __future__ import annotations

import gc
import importlib
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.markup import escape
from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.command import CommandPalette
from textual.geometry import Size
from textual.screen import Screen

from cardtable.engine.errors import CardtableError
from cardtable.engine.registry import GameInfo, GameRegistry, default_registry
from cardtable.persistence.settings import Settings, SettingsLoad, load_settings, save_settings
from cardtable.ui import guards
from cardtable.ui.crash import CrashReport, write_crash_log, write_panic_log
from cardtable.ui.dialogs import ConfirmDialog, TooSmallScreen
from cardtable.ui.game_screens import screen_path
from cardtable.ui.match_words import save_label
from cardtable.ui.menu import MenuScreen
from cardtable.ui.palette import CardtableCommands
from cardtable.ui.toasts import FewToasts

if TYPE_CHECKING:
    from cardtable.persistence.history import HistoryDB
    from cardtable.persistence.saves import SaveEntry, SaveStore
    from cardtable.session import Match, MatchSetup
    from cardtable.ui.game_screen import GameScreen

guards.install()

UI_FOLDER = Path(__file__).resolve().parent
MIN_WIDTH = 80
MIN_HEIGHT = 24
PALETTE_ID = "--command-palette"
"""The id Textual gives its command palette (and looks for)."""


class CardtableApp(FewToasts, App[None]):
    """The suite. ``start`` may be a MatchSetup, a SaveEntry or a (scenario state, seats) pair."""

    TITLE = "cardtable"
    # Absolute paths (subclasses elsewhere keep working); the menu is the default screen, so its CSS loads here.
    CSS_PATH = [UI_FOLDER / "app.tcss", UI_FOLDER / "menu.tcss"]
    ENABLE_COMMAND_PALETTE = True
    COMMANDS = {CardtableCommands}
    BINDINGS = [
        Binding("ctrl+q", "request_quit", "Quit", priority=True, show=False),
        # Binding F1 alone would remove Textual's own Ctrl+P binding: keep both.
        Binding("ctrl+p", "command_palette", "Commands", show=False, priority=True),
        Binding("f1", "command_palette", "Commands", show=False, priority=True),
    ]

    def __init__(
        self,
        registry: GameRegistry | None = None,
        *,
        start: Any = None,
        settings: SettingsLoad | None = None,
        store: SaveStore | None = None,
        history: HistoryDB | None = None,
    ) -> None:
        super().__init__()
        self.registry = registry or default_registry()
        loaded = settings or load_settings()
        self.settings: Settings = loaded.settings
        self._startup_notes: list[str] = [loaded.problem] if loaded.problem else []
        self._store = store
        self._history = history
        self._start = start
        self._too_small: TooSmallScreen | None = None
        self.crashes: list[CrashReport] = []
        self._open_matches: list[Match] = []
        self.closed_screen_errors: list[CrashReport] = []
        """Exceptions from screens that had already closed: logged, harmless to the player."""
        """Unexpected exceptions the guard caught (each logged to a file); tests assert none."""

    # ----- lazily created services (kept off the start-up path) ----------------------------

    @property
    def store(self) -> SaveStore:
        if self._store is None:
            from cardtable.persistence.saves import SaveStore

            self._store = SaveStore()
        return self._store

    @property
    def history(self) -> HistoryDB:
        if self._history is None:
            from cardtable.persistence.history import HistoryDB

            self._history = HistoryDB()
        return self._history

    def playable_games(self) -> tuple[GameInfo, ...]:
        """Games with a screen: the ones the menu lists."""
        return tuple(info for info in self.registry.all() if screen_path(info))

    # ----- start-up ----------------------------------------------------------------------

    def get_default_screen(self) -> Screen[Any]:
        return MenuScreen()

    def on_mount(self) -> None:
        self._apply_theme()
        for note in self._startup_notes:
            self.notify(note, severity="warning", timeout=8)
        if self._start is not None:
            self.call_after_refresh(self._open_start)
        self.call_after_refresh(self._check_size)
        self.call_after_refresh(self._file_unrecorded_results)

    def _file_unrecorded_results(self) -> None:
        """Results a crash or a locked score table kept out of the history go in now; a damaged
        score table is rebuilt first."""
        import sqlite3

        from cardtable.history_repair import check_history
        from cardtable.persistence.leftovers import clean_leftovers
        from cardtable.persistence.paths import user_dir
        from cardtable.session import file_unrecorded_results

        clean_leftovers(user_dir())  # what killed processes left: temporary files, stale locks
        try:
            notes = check_history(self.registry, self.store, self.history)
            notes += file_unrecorded_results(self.registry, self.store, self.history)
        except (OSError, sqlite3.Error) as error:
            notes = [
                f"The score table could not be checked ({error}); finished results are kept and stored later."
            ]
        for note in [*self.history.problems, *notes]:
            self.notify(note, title="Score table", severity="warning", timeout=10)
        self.history.problems.clear()

    def _open_start(self) -> None:
        from cardtable.persistence.saves import SaveEntry
        from cardtable.session import MatchSetup

        start, self._start = self._start, None
        if isinstance(start, MatchSetup):
            self.start_match(start)
        elif isinstance(start, SaveEntry):
            self.resume_save(start)
        elif isinstance(start, tuple):
            self.start_scenario(*start)
        else:
            from cardtable.ui.replay.start import ReplayStart, open_replay

            if isinstance(start, ReplayStart):
                open_replay(self, start.record)

    def _apply_theme(self) -> None:
        if self.settings.theme in self.available_themes:
            self.theme = self.settings.theme

    # ----- settings ----------------------------------------------------------------------

    def update_settings(self, settings: Settings) -> str | None:
        """Store new settings, apply them, and tell the screens; returns a save warning."""
        self.settings = settings
        self._apply_theme()
        warning = save_settings(settings)
        for screen in self.screen_stack:
            hook = getattr(screen, "settings_changed", None)
            if hook is not None:
                hook(settings)
        return warning

    # ----- matches -----------------------------------------------------------------------

    def start_match(self, setup: MatchSetup) -> None:
        """Start a new match and open its screen; a setup the game refuses is reported."""
        from cardtable.session import Match

        try:
            match = Match.start(self.registry, setup, store=self.store, history=self.history)
            match.claim()
        except CardtableError as error:
            self.notify(str(error), title="Cannot start the match", severity="error", timeout=8)
            return
        self.open_match(match)

    def start_scenario(self, state: Any, seats: Any) -> None:
        from cardtable.session import Match

        try:
            match = Match.from_scenario_state(
                self.registry, state, seats, store=self.store, history=self.history
            )
            match.claim()
        except CardtableError as error:
            self.notify(str(error), title="Cannot start the scenario", severity="error", timeout=8)
            return
        self.open_match(match)

    def resume_save(self, entry: SaveEntry) -> None:
        """Replay a saved match and open it. A save that stops replaying part-way offers to resume
        from its last good action (the original is kept in saves/damaged/) or to move it aside;
        one that cannot be rebuilt at all is moved aside and reported; a match another cardtable
        window has open is left alone, with a message."""
        from cardtable.persistence.locks import MatchInUse
        from cardtable.persistence.saves import UnsafeMatchId
        from cardtable.save_repair import replayable_prefix
        from cardtable.session import Match

        try:
            lock = self.store.claim(entry.match_id)
        except MatchInUse as error:
            self.notify(str(error), title="Match already open", severity="warning", timeout=10)
            return
        except (OSError, UnsafeMatchId):
            lock = None
        try:
            match = Match.resume(self.registry, entry.data, store=self.store, history=self.history)
        except CardtableError as error:
            if lock is not None:
                lock.release()
            plan = replayable_prefix(self.registry, entry.data)
            if plan is None or plan.good == plan.total:
                self._save_moved_aside(entry, str(error))
                return
            self._offer_repair(entry, plan)
            return
        match.hold(lock)
        self.open_match(match)

    def _offer_repair(self, entry: SaveEntry, plan: Any) -> None:
        from cardtable.session import Match
        from cardtable.ui.dialogs import ChoiceDialog

        def chosen(choice: str | None) -> None:
            if choice != "resume":
                self._save_moved_aside(entry, f"action {plan.good + 1} cannot be replayed: {plan.reason}")
                return
            fixed = plan.truncated(entry.data)
            message = self.store.move_aside(entry.path, f"action {plan.good + 1} cannot be replayed")
            try:
                self.store.write(str(fixed.get("match_id", entry.path.stem)), fixed)
                match = Match.resume(self.registry, fixed, store=self.store, history=self.history)
                match.claim()
            except (CardtableError, OSError) as error:
                self.notify(
                    f"{message} Resuming failed too ({error}).",
                    title="Save not loaded",
                    severity="error",
                    timeout=10,
                )
                self._refresh_menu()
                return
            where = "from the start" if plan.good == 0 else f"after action {plan.good}"
            self.notify(
                f"Resumed {where}; the original save is kept in saves/damaged/.",
                title="Save repaired",
                timeout=8,
            )
            self.open_match(match)

        when = "at the start" if plan.good == 0 else f"after action {plan.good}"
        self.push_screen(
            ChoiceDialog(
                escape(
                    f"{save_label(self.registry, entry)}\n"
                    f"This save stops replaying at action {plan.good + 1} of {plan.total}:\n"
                    f"{_shorten(plan.reason, 60)}"
                ),
                [
                    ("resume", f"Resume from the last good action ({when}); the rest is lost"),
                    ("aside", "Move the save aside to saves/damaged/ and do not resume"),
                ],
            ),
            chosen,
        )

    def _save_moved_aside(self, entry: SaveEntry, reason: str) -> None:
        message = self.store.move_aside(entry.path, reason)
        self.notify(message, title="Save not loaded", severity="error", timeout=10)
        self._refresh_menu()

    def _refresh_menu(self) -> None:
        menu = self.screen_stack[0] if self.screen_stack else None
        if isinstance(menu, MenuScreen) and menu.is_mounted:
            menu.refresh_entries()

    def continue_last(self) -> None:
        """Continue: the only unfinished match at once, or a list to pick from when there are
        several; says so when there is none."""
        from cardtable.ui.dialogs import ChoiceDialog

        scan = self.store.scan()
        for problem in scan.problems:
            self.notify(problem, title="Damaged save", severity="warning", timeout=10)
        if not scan.entries:
            self.notify(scan.folder_problem or "There is no unfinished match to continue.", title="Continue")
            self._refresh_menu()
            return
        if len(scan.entries) == 1:
            self.resume_save(scan.entries[0])
            return
        entries = {entry.match_id: entry for entry in scan.entries}

        def chosen(match_id: str | None) -> None:
            if match_id in entries:
                self.resume_save(entries[match_id])

        self.push_screen(
            ChoiceDialog(
                f"Continue which match? ({len(entries)} unfinished, newest first)",
                [(match_id, escape(save_label(self.registry, entry))) for match_id, entry in entries.items()],
            ),
            chosen,
        )

    def open_match(self, match: Match) -> None:
        """Show the match's game screen on top of the menu (a game without one is reported)."""
        try:
            screen_class = load_screen_class(match.info)
        except CardtableError as error:
            self.notify(str(error), title="Cannot open the match", severity="error")
            return
        self._pop_to_menu()
        self._open_matches.append(match)
        self.push_screen(screen_class(match))
        self.call_after_refresh(settle_heap)

    def on_unmount(self) -> None:
        """The app is closing: let go of the matches' locks (the process may go on, in tests)."""
        for match in self._open_matches:
            match.close()
        self._open_matches.clear()

    def back_to_menu(self) -> None:
        self._pop_to_menu()
        menu = self.screen_stack[0]
        if isinstance(menu, MenuScreen):
            menu.refresh_entries()

    def _pop_to_menu(self) -> None:
        """Close every screen above the menu (the too-small notice comes back if still needed)."""
        while len(self.screen_stack) > 1:
            closing = self.screen_stack[-1]
            match = getattr(closing, "match", None)
            if match is not None and hasattr(match, "close"):
                match.close()
                if match in self._open_matches:
                    self._open_matches.remove(match)
            self.pop_screen()
        if self._too_small is not None:
            self._too_small = None
            self.call_after_refresh(self._check_size)

    # ----- size, quit, palette -----------------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        self._check_size(event.size)

    def _check_size(self, size: Size | None = None) -> None:
        size = size or self.size
        small = size.width < MIN_WIDTH or size.height < MIN_HEIGHT
        if self._too_small is not None and self._too_small not in self.screen_stack:
            self._too_small = None  # it closed itself (see TooSmallScreen.on_screen_resume)
        if small and self._too_small is None:
            self._too_small = TooSmallScreen(MIN_WIDTH, MIN_HEIGHT)
            self.push_screen(self._too_small)
        elif small and self._too_small is not None:
            self._too_small.show_size(size.width, size.height)
        elif not small and self._too_small is not None:
            screen, self._too_small = self._too_small, None
            if self.screen is screen:
                self.pop_screen()

    def match_in_progress(self) -> bool:
        from cardtable.ui.game_screen import GameScreen

        return any(isinstance(s, GameScreen) and not s.match.state.is_over for s in self.screen_stack)

    def action_request_quit(self) -> None:
        if not self.match_in_progress():
            self.exit()
            return

        def answer(leave: bool | None) -> None:
            if leave:
                self.exit()

        self.push_screen(
            ConfirmDialog(
                "Quit cardtable?",
                "The match in progress is saved: choose Continue in the menu to pick it up.",
                confirm="Quit",
                cancel="Keep playing",
            ),
            answer,
        )

    async def on_event(self, event: events.Event) -> None:
        # Keys and clicks that arrive while the app is closing (no screen left) are dropped.
        if isinstance(event, events.InputEvent) and not self.screen_stack:
            return
        await super().on_event(event)

    def action_command_palette(self, tries: int = 20) -> None:
        # Not CommandPalette.is_open: that looks at the top screen only, and a palette under the
        # too-small notice would be opened a second time (two widgets with one id).
        if not self.use_command_palette or any(isinstance(s, CommandPalette) for s in self.screen_stack):
            return
        if self._nodes._get_by_id(PALETTE_ID) is not None:
            # The last palette has closed but is still being taken away (the key came in the same
            # moment): open the new one once it is gone, or drop the key.
            if tries > 0:
                self.call_after_refresh(self.action_command_palette, tries - 1)
            return
        self.push_screen(guards.SafeCommandPalette(id=PALETTE_ID))

    # ----- the guard: no traceback ever reaches the player's screen ------------------------

    def _handle_exception(self, error: Exception) -> None:
        """Textual's last stop for an exception that escaped a message handler: when a screen or
        widget failed, go back to a fresh menu; when the app's own loop failed, end with status 1.
        Either way the traceback goes to a log file, never to the player's screen."""
        from textual._context import active_message_pump

        if getattr(self, "_crash_message", None):  # already ending on a crash: a screen torn down under it
            self.closed_screen_errors.append(write_crash_log(error, []))
            return
        failing = active_message_pump.get(None)
        screen = self._screen_of(failing)
        if failing is not self and self.is_running and screen is not None and screen not in self.screen_stack:
            # A screen that had already closed (a key during a transition, a search still running
            # in a closed palette): nothing on screen depends on it. Logged for bug reports only.
            self.closed_screen_errors.append(write_crash_log(error, []))
            return
        report = self._log_and_save(error)
        if failing is self or not self.is_running or screen is self._menu_screen():
            self._crash_exit(report)  # the loop that failed is the app's or the menu's: it is gone
        else:
            self.call_later(self._recover, report)

    def _screen_of(self, node: Any) -> Any:
        if isinstance(node, Screen):
            return node
        try:
            return node.screen
        except Exception:  # noqa: BLE001 (a node already taken out of the DOM)
            return None

    def _menu_screen(self) -> Screen[Any] | None:
        stack = self.screen_stack
        return stack[0] if stack else None

    async def _dispatch_action(self, namespace: Any, action_name: str, params: Any) -> bool:
        """Run a key binding's or a link's action; one that fails is caught here, before it can
        stop the app's loop, and handled like any other unexpected problem."""
        try:
            return await super()._dispatch_action(namespace, action_name, params)
        except Exception as error:  # noqa: BLE001 (the guard)
            self.call_later(self._recover, self._log_and_save(error))
            return True

    def _log_and_save(self, error: BaseException) -> CrashReport:
        report = write_crash_log(error, self._save_open_matches())
        self.crashes.append(report)
        return report

    def _save_open_matches(self) -> list[str]:
        """Autosave every match on the screen stack; returns what happened, for the log."""
        notes = []
        for screen in self.screen_stack:
            match = getattr(screen, "match", None)
            save = getattr(match, "save_now", None)
            if save is None:
                continue
            try:
                notes.append(save())
            except Exception as problem:  # noqa: BLE001 (the guard itself must not fail)
                notes.append(f"autosave failed: {problem!r}")
        return notes

    def _recover(self, report: CrashReport) -> None:
        try:
            self._pop_to_menu()  # the screen whose loop failed goes with the others
            self.back_to_menu()
        except Exception as problem:  # noqa: BLE001
            self.crashes.append(write_crash_log(problem, []))
            self._crash_exit(report)
            return
        self.notify(report.notice, title="Something went wrong", severity="error", timeout=30)

    def panic(self, *renderables: Any) -> None:
        """Textual's own way out of a failure outside every handler (its input thread choking on
        an escape sequence, its driver): logged with the open matches saved, status 1, one line
        after the app closes and nothing on the player's screen."""
        report = write_panic_log(renderables, self._save_open_matches())
        self.crashes.append(report)
        self._crash_exit(report)

    def _crash_exit(self, report: CrashReport) -> None:
        self._return_code = 1
        self._crash_message = report.exit_message
        try:
            self.exit(return_code=1)
        except Exception:  # noqa: BLE001
            pass

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        hook = getattr(screen, "palette_commands", None)
        if hook is not None:
            yield from hook()
        else:  # a dialog over a table: the table's commands that stay (Concede)
            below = next((s for s in reversed(self.screen_stack) if hasattr(s, "covered_commands")), None)
            if below is not None:
                yield from below.covered_commands()
        yield SystemCommand("Rules", "Read the rules of a game", self._palette_rules)
        yield SystemCommand("Settings", "Theme, colour-blind glyphs, curtain, speed", self._palette_settings)
        yield SystemCommand("Theme", "Change the colour theme", self.action_change_theme)
        yield SystemCommand(
            "Quit", "Leave cardtable (a match in progress stays saved)", self.action_request_quit
        )

    def _palette_rules(self) -> None:
        from cardtable.ui.rules_screen import open_rules, shown_game

        open_rules(self, shown_game(self))

    def _palette_settings(self) -> None:
        from cardtable.ui.settings_screen import SettingsScreen

        self.push_screen(SettingsScreen())


def settle_heap() -> None:
    """Set the objects alive now (catalogs, the open screen's widgets) aside from the garbage
    collector's full passes, which otherwise walk them all and stall a key by up to ~160 ms.

    Called once a match screen is up. The previous match's objects are released first (unfreeze,
    collect), so what a closed match leaves is still collected; freezing only skips live objects."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def _shorten(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def load_class(path: str) -> Any:
    """Import ``"package.module:Name"``."""
    module_name, _, class_name = path.partition(":")
    return getattr(importlib.import_module(module_name), class_name)


def load_screen_class(info: GameInfo) -> type[GameScreen]:
    """Import a game's screen class (see :mod:`cardtable.ui.game_screens`); a game without a
    screen is refused with a readable error."""
    path = screen_path(info)
    if not path:
        raise CardtableError(f"{info.name} cannot be played in the app yet (it has no screen)")
    return load_class(path)


def run_app(start: Any = None) -> int:
    """Run the app in the terminal; returns the exit status (1 when it had to end on an
    unexpected problem, after saying where the details were written)."""
    import sys

    app = CardtableApp(start=start)
    try:
        app.run()
    except Exception as error:  # noqa: BLE001 (the guard around the whole run: Textual's own start or end)
        print(write_crash_log(error, []).exit_message, file=sys.stderr)
        return 1
    message = getattr(app, "_crash_message", None)
    if message:
        print(message, file=sys.stderr)
    return app.return_code or (1 if message else 0)
