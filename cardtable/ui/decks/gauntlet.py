"""The gauntlet: a deck against every starter deck (greedy seats, on every core), with a progress
bar, then its win rate against each with 95% intervals (and, where the game reports cards, the
cards most often played by the winner)."""

from __future__ import annotations

import dataclasses
from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, ProgressBar, Static

from cardtable.engine.decklists import DeckList, DeckRules
from cardtable.ui.dialogs import DismissOnce

GAMES_PER_OPPONENT = 60
"""Games against each starter deck (the seats and the first player vary with the seed)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Standing:
    """The deck's record against one opponent."""

    opponent: str
    wins: int
    games: int
    rate: float
    low: float
    high: float


def standings(summary: dict[str, Any], deck_id: str, names: dict[str, str]) -> list[Standing]:
    """The deck's win rate against each starter deck, from a run's summary (its matrix row)."""
    figures = next(
        (value for value in summary["results"].values() if isinstance(value, dict) and "matrix" in value), {}
    )
    row = figures.get("matrix", {}).get(deck_id, {})
    return [
        Standing(
            names.get(opponent, opponent), cell["count"], cell["of"], cell["rate"], cell["low"], cell["high"]
        )
        for opponent, cell in row.items()
    ]


def winners_cards(summary: dict[str, Any], deck: DeckList, most: int = 6) -> list[tuple[str, float]]:
    """The deck's cards by how often the seat that played them won (where the game reports it)."""
    figures = next(
        (value for value in summary["results"].values() if isinstance(value, dict) and "cards" in value), {}
    )
    held = {card for card, _n in deck.cards}
    rows = [
        (entry["name"], entry["played"]["rate"])
        for entry in figures.get("cards", [])
        if entry["card"] in held and entry["played"]["of"]
    ]
    return sorted(rows, key=lambda row: -row[1])[:most]


def standings_text(rows: list[Standing]) -> Text:
    """One line per opponent: name, wins of games, win rate with its 95% interval (green when
    clearly above half, red when clearly below)."""
    width = max((len(row.opponent) for row in rows), default=8)
    text = Text(f"{'against':<{width}}   won   win rate (95%)\n", style="bold")
    for row in rows:
        style = "green" if row.low > 0.5 else "red" if row.high < 0.5 else ""
        text.append(f"{row.opponent:<{width}} {row.wins:>3}/{row.games:<3} ")
        text.append(f"{100 * row.rate:3.0f}% ({100 * row.low:.0f}-{100 * row.high:.0f})\n", style=style)
    return text


class GauntletScreen(DismissOnce, ModalScreen[None]):
    """Runs the gauntlet of a saved, legal deck and shows the results. Escape closes."""

    BINDINGS = [Binding("escape", "close", "Close")]
    DEFAULT_CSS = """
    GauntletScreen { align: center middle; }
    GauntletScreen > Vertical { width: 76; max-width: 100%; height: auto; max-height: 100%;
        border: thick $primary; background: $surface; padding: 0 1; }
    GauntletScreen VerticalScroll { height: auto; max-height: 1fr; }
    GauntletScreen ProgressBar { width: 100%; }
    """

    def __init__(self, rules: DeckRules, deck: DeckList, games_per_opponent: int | None = None) -> None:
        super().__init__(classes="dialog-screen")
        self.rules = rules
        self.deck = deck
        self.starters = rules.starters()
        self.games = (games_per_opponent or GAMES_PER_OPPONENT) * len(self.starters)
        self.summary: dict[str, Any] | None = None

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(f"Gauntlet: {self.deck.name} against every starter", classes="dialog-title")
            yield Static(f"{self.games} games, greedy seats on every core...", id="gauntlet-note")
            yield ProgressBar(total=self.games, id="gauntlet-progress")
            with VerticalScroll():
                yield Static("", id="gauntlet-result")

    def on_mount(self) -> None:
        self.play()

    @work(thread=True, exclusive=True)
    def play(self) -> None:
        from cardtable.engine.registry import default_registry
        from cardtable.engine.simulate import default_jobs, simulate
        from cardtable.persistence.decks import resolve_deck

        def progress(done: int, errors: int) -> None:
            self.app.call_from_thread(self._progress, done)

        try:
            summary = simulate(
                default_registry(),
                self.rules.game,
                self.games,
                seed=0,
                bot="greedy",
                decks=[f"1={self.deck.id}", "2=all"],
                jobs=min(default_jobs(), 4),
                progress=progress,
                own_deck=lambda name: resolve_deck(self.rules, name),
            )
        except Exception as error:  # shown to the player; the table stays usable
            self.app.call_from_thread(self._failed, f"{error.__class__.__name__}: {error}")
            return
        self.app.call_from_thread(self._done, summary)

    def _progress(self, done: int) -> None:
        self.query_one(ProgressBar).update(progress=done)

    def _failed(self, message: str) -> None:
        self.query_one("#gauntlet-note", Static).update(
            Text(f"The gauntlet could not run: {message}", style="red")
        )

    def _done(self, summary: dict[str, Any]) -> None:
        self.summary = summary
        self.query_one(ProgressBar).update(progress=self.games)
        names = {starter.id: starter.name for starter in self.starters}
        rows = standings(summary, self.deck.id, names)
        total = sum(row.wins for row in rows), sum(row.games for row in rows)
        note = f"{total[0]} wins in {total[1]} games, in {float(summary['seconds']):.0f} s. Escape closes."
        if summary["errors"]:
            note += f" {summary['errors']} game(s) failed a check."
        self.query_one("#gauntlet-note", Static).update(note)
        result = standings_text(rows)
        cards = winners_cards(summary, self.deck)
        if cards:
            result.append("\nWhen played, the seat won: ", style="bold")
            result.append(", ".join(f"{name} {100 * rate:.0f}%" for name, rate in cards))
        self.query_one("#gauntlet-result", Static).update(result)

    def action_close(self) -> None:
        self.dismiss()
