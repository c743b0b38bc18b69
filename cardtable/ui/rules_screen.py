"""The rules viewer: a game's rules in Markdown with a table of contents."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Header

from cardtable.resources import read_rules
from cardtable.ui.dialogs import DismissOnce
from cardtable.ui.table.legend import legend_markdown
from cardtable.ui.widgets.quiet_footer import QuietFooter
from cardtable.ui.widgets.rules_viewer import RulesViewer

if TYPE_CHECKING:
    from cardtable.engine.registry import GameInfo
    from cardtable.ui.app import CardtableApp


class RulesScreen(DismissOnce, Screen[None]):
    """Shows ``docs/rules/<game>.md``. Escape or q closes it; t toggles the contents."""

    CSS_PATH = "rules_screen.tcss"
    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("q", "close", "Close", show=False),
        Binding("question_mark", "close", "Close", show=False),
        Binding("t", "toggle_contents", "Contents"),
    ]

    def __init__(self, game_id: str, game_name: str) -> None:
        super().__init__()
        self.game_id = game_id
        self.game_name = game_name

    def compose(self) -> ComposeResult:
        yield Header()
        text = read_rules(self.game_id) + legend_markdown(self.game_id)  # the legend is in the help too
        yield RulesViewer(text, show_table_of_contents=True, id="rules")
        yield QuietFooter()

    def on_mount(self) -> None:
        self.title = f"Rules: {self.game_name}"

    def on_screen_resume(self) -> None:
        self._dismissed = False  # a kept screen (see rules_screen) is shown again: it may close again

    def action_close(self) -> None:
        self.dismiss()

    def action_toggle_contents(self) -> None:
        viewer = self.query_one(RulesViewer)
        viewer.show_table_of_contents = not viewer.show_table_of_contents


def rules_screen(app: App[Any], info: GameInfo) -> RulesScreen:
    """The rules of ``info`` for ``app``: built once per app and kept, so that they open at once
    the next time, where the player left them (laying the Markdown out takes about a second of
    CPU). A fresh copy only while the kept one is already open under another screen."""
    name = f"rules:{info.id}"
    if not app.is_screen_installed(name):
        app.install_screen(RulesScreen(info.id, info.name), name)
    kept = cast(RulesScreen, app.get_screen(name))
    return kept if kept not in app.screen_stack else RulesScreen(info.id, info.name)


def shown_game(app: App[Any]) -> str | None:
    """The game of the match on screen, under any dialog over it (playtest20-la F25: the
    palette's Rules over a question asked which game), or None."""
    match = next((s.match for s in reversed(app.screen_stack) if getattr(s, "match", None) is not None), None)
    return match.info.id if match is not None else None


def open_rules(app: App[Any], game_id: str | None) -> None:
    """Open a game's rules; with no game given, ask which one (if there is a choice)."""
    cardtable = cast("CardtableApp", app)  # the one app that shows rules
    games = cardtable.playable_games() or cardtable.registry.all()
    if game_id is not None:
        app.push_screen(rules_screen(app, cardtable.registry.get(game_id)))
        return
    if len(games) == 1:
        app.push_screen(rules_screen(app, games[0]))
        return
    from cardtable.ui.dialogs import ChoiceDialog

    def chosen(choice: str | None) -> None:
        if choice:
            app.push_screen(rules_screen(app, cardtable.registry.get(choice)))

    app.push_screen(ChoiceDialog("Rules of which game?", [(g.id, g.name) for g in games]), chosen)
