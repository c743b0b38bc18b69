"""The rules viewer: a game's rules in Markdown with a table of contents."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, Header

from cardtable.resources import read_rules
from cardtable.ui.dialogs import DismissOnce
from cardtable.ui.widgets.rules_viewer import RulesViewer

if TYPE_CHECKING:
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
        yield RulesViewer(read_rules(self.game_id), show_table_of_contents=True, id="rules")
        yield Footer()

    def on_mount(self) -> None:
        self.title = f"Rules: {self.game_name}"

    def action_close(self) -> None:
        self.dismiss()

    def action_toggle_contents(self) -> None:
        viewer = self.query_one(RulesViewer)
        viewer.show_table_of_contents = not viewer.show_table_of_contents


def open_rules(app: App[Any], game_id: str | None) -> None:
    """Open a game's rules; with no game given, ask which one (if there is a choice)."""
    cardtable = cast("CardtableApp", app)  # the one app that shows rules
    games = cardtable.playable_games() or cardtable.registry.all()
    if game_id is not None:
        info = cardtable.registry.get(game_id)
        app.push_screen(RulesScreen(info.id, info.name))
        return
    if len(games) == 1:
        app.push_screen(RulesScreen(games[0].id, games[0].name))
        return
    from cardtable.ui.dialogs import ChoiceDialog

    def chosen(choice: str | None) -> None:
        if choice:
            info = cardtable.registry.get(choice)
            app.push_screen(RulesScreen(info.id, info.name))

    app.push_screen(ChoiceDialog("Rules of which game?", [(g.id, g.name) for g in games]), chosen)
