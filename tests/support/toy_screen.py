"""A bare screen for the test-only toy game, so the shared GameScreen can be tested with Pilot."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, Static

from cardtable.ui.game_screen import GameScreen
from cardtable.ui.widgets import EventLog
from tests.support.toy_game import PlayCard, Tap


class ToyScreen(GameScreen):
    BINDINGS = [
        Binding("1", "play(0)", "Play 1st"),
        Binding("2", "play(1)", "Play 2nd"),
        Binding("t", "tap", "Tap"),
    ]

    def compose(self) -> ComposeResult:
        yield Static(id="table")
        yield Static(id="hand")
        yield EventLog(id="log")
        yield Footer()

    def render_state(self) -> None:
        state = self.match.state
        view = state.view(self.viewer)
        self.query_one("#table", Static).update(f"table: {view['table']} scores: {view['scores']}")
        hand = view["hand"] if self.viewer is not None else []
        self.query_one("#hand", Static).update(f"hand of {self.viewer}: {hand}")
        self.query_one(EventLog).show(state.log, self.viewer)

    def action_play(self, index: int) -> None:
        hand = self.match.state.view(self.viewer)["hand"] if self.viewer is not None else []
        if index < len(hand):
            self.act(PlayCard(hand[index]))

    def action_tap(self) -> None:
        self.act(Tap())
