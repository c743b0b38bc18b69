"""The gauntlet: a deck against every starter deck (greedy seats, on every core), with a progress
bar, then its win rate against each with 95% intervals and its cards by how often its seat won
with each in hand (and when it played it), from the balance report's figures per card."""

from __future__ import annotations

import dataclasses
from typing import Any

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Label, ProgressBar, Static

from cardtable.engine.decklists import DeckList, DeckRules
from cardtable.engine.stats import wilson
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


def standings(summaries: list[dict[str, Any]], deck_id: str, names: dict[str, str]) -> list[Standing]:
    """The deck's win rate against each starter deck over runs (both seatings): its matrix rows
    added up, with the interval of the sums."""
    totals: dict[str, list[int]] = {}
    for summary in summaries:
        for opponent, cell in _figures(summary, "matrix").get("matrix", {}).get(deck_id, {}).items():
            total = totals.setdefault(opponent, [0, 0])
            total[0] += int(cell["count"])
            total[1] += int(cell["of"])
    rows = []
    for opponent, (wins, games) in totals.items():
        low, high = wilson(wins, games)
        rows.append(
            Standing(names.get(opponent, opponent), wins, games, wins / games if games else 0.0, low, high)
        )
    return rows


@dataclasses.dataclass(frozen=True, slots=True)
class CardStanding:
    """One card of the deck: the seat-games its seat had it in hand (drew it) and won alone, and
    the same when the seat played it, over both seatings (its own copies only)."""

    name: str
    drawn: int
    drawn_wins: int
    played: int
    played_wins: int

    @property
    def rate(self) -> float:
        """The win rate with the card in hand."""
        return self.drawn_wins / self.drawn if self.drawn else 0.0


def winners_cards(summaries: list[dict[str, Any]], deck: DeckList) -> list[CardStanding]:
    """The deck's cards by how often its seat won with each in hand (the balance report's figures
    per card and deck, added up over the runs), most often first; ties by play, then name."""
    held = {card for card, _n in deck.cards}
    totals: dict[str, list[Any]] = {}
    for summary in summaries:
        for entry in _figures(summary, "cards").get("cards", []):
            own = entry.get("decks", {}).get(deck.id)
            if entry["card"] not in held or not own:
                continue
            total = totals.setdefault(entry["card"], [entry["name"], 0, 0, 0, 0])
            total[1] += own["drawn"]["of"]
            total[2] += own["drawn"]["count"]
            total[3] += own["played"]["of"]
            total[4] += own["played"]["count"]
    rows = [CardStanding(*total) for total in totals.values() if total[1] or total[3]]
    return sorted(
        rows, key=lambda row: (-row.rate, -(row.played_wins / row.played if row.played else 0), row.name)
    )


def _figures(summary: dict[str, Any], key: str) -> dict[str, Any]:
    """The game's own figures of a run's results (the one that holds ``key``), or {}."""
    return next((v for v in summary["results"].values() if isinstance(v, dict) and key in v), {})


def cards_text(rows: list[CardStanding], overall: float, width: int = 70) -> Text:
    """A small table of the deck's cards: games with the card in hand and how often the seat then
    won (95%; green or red when clearly above or below ``overall``, the deck's own win rate), the
    same when played."""
    text = Text("\nYour cards in the winner's hand\n", style="bold")
    name_width = max(8, width - 42)
    text.append(f"{'card':<{name_width}} in hand  won (95%)     played  won\n", style="bold")
    for row in rows:
        low, high = wilson(row.drawn_wins, row.drawn)
        name = row.name if len(row.name) <= name_width else row.name[: name_width - 1] + "…"
        text.append(f"{name:<{name_width}} {row.drawn:>7}  ")
        style = "green" if low > overall else "red" if high < overall else ""
        won = f"{100 * row.rate:3.0f}% ({100 * low:.0f}-{100 * high:.0f})" if row.drawn else "-"
        text.append(f"{won:<13}", style=style)
        played = f"{100 * row.played_wins / row.played:3.0f}%" if row.played else "  -"
        text.append(f" {row.played:>6}  {played}\n")
    text.append(
        "in hand = games in which your seat drew the card (opening hand included); won = how often it "
        f"then won (green / red: clearly above / below the deck's own {100 * overall:.0f}%); played = "
        "the same when it played the card",
        style="dim",
    )
    return text


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
    GauntletScreen VerticalScroll { height: auto; max-height: 65vh; }
    GauntletScreen ProgressBar { width: 100%; }
    GauntletScreen #gauntlet-buttons { height: auto; align-horizontal: right; }
    """

    def __init__(self, rules: DeckRules, deck: DeckList, games_per_opponent: int | None = None) -> None:
        super().__init__(classes="dialog-screen")
        self.rules = rules
        self.deck = deck
        self.starters = rules.starters()
        per_opponent = games_per_opponent or GAMES_PER_OPPONENT
        self.per_seating = max(1, per_opponent // 2) * len(self.starters)
        """Games with the deck in the first seat, and as many in the second."""
        self.games = 2 * self.per_seating
        self.summary: dict[str, Any] | None = None
        self.closed = False
        """Set when the player closes the screen: the run stops at its next chunk."""

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(f"Gauntlet: {self.deck.name} against every starter", classes="dialog-title")
            yield Static(f"{self.games} games, greedy seats on every core...", id="gauntlet-note")
            yield ProgressBar(total=self.games, id="gauntlet-progress")
            with VerticalScroll():
                yield Static("", id="gauntlet-result")
            with Horizontal(id="gauntlet-buttons"):
                yield Button("Close", id="close", compact=True, variant="primary")

    def on_mount(self) -> None:
        self.query_one("#close", Button).can_focus = False  # the mouse's way; keys scroll the result
        self.query_one(VerticalScroll).focus()
        self.play()

    @work(thread=True, exclusive=True)
    def play(self) -> None:
        from cardtable.engine.registry import default_registry
        from cardtable.engine.simrun import RunStopped
        from cardtable.engine.simulate import default_jobs, simulate
        from cardtable.persistence.decks import resolve_deck

        half = self.per_seating
        seatings = ([f"1={self.deck.id}", "2=all"], ["1=all", f"2={self.deck.id}"])
        summaries: list[dict[str, Any]] = []
        try:
            for index, decks in enumerate(seatings):
                if self.closed:
                    return
                done_before = index * half

                def progress(done: int, errors: int, before: int = done_before) -> None:
                    if self.closed:
                        raise RunStopped("the gauntlet was closed")
                    self.app.call_from_thread(self._progress, before + done)

                summaries.append(
                    simulate(
                        default_registry(),
                        self.rules.game,
                        half,
                        seed=index,
                        bot="greedy",
                        decks=decks,
                        jobs=min(default_jobs(), 4),
                        progress=progress,
                        own_deck=lambda name: resolve_deck(self.rules, name),
                    )
                )
            if self.closed:
                return
        except Exception as error:  # shown to the player; the table stays usable
            if not self.closed:
                self.app.call_from_thread(self._failed, f"{error.__class__.__name__}: {error}")
            return
        self.app.call_from_thread(self._done, summaries)

    def _progress(self, done: int) -> None:
        self.query_one(ProgressBar).update(progress=done)

    def _failed(self, message: str) -> None:
        self.query_one("#gauntlet-note", Static).update(
            Text(f"The gauntlet could not run: {message}", style="red")
        )

    def _done(self, summaries: list[dict[str, Any]]) -> None:
        self.summary = {"runs": summaries}
        self.query_one(ProgressBar).update(progress=self.games)
        names = {starter.id: starter.name for starter in self.starters}
        rows = standings(summaries, self.deck.id, names)
        total = sum(row.wins for row in rows), sum(row.games for row in rows)
        seconds = sum(float(summary["seconds"]) for summary in summaries)
        note = (
            f"{total[0]} wins in {total[1]} games (both seatings), in {seconds:.0f} s. "
            "Up, Down, PgUp, PgDn scroll; Escape closes."
        )
        errors = sum(int(summary["errors"]) for summary in summaries)
        if errors:
            note += f" {errors} game(s) failed a check."
        self.query_one("#gauntlet-note", Static).update(note)
        result = standings_text(rows)
        cards = winners_cards(summaries, self.deck)
        if cards:
            result.append_text(cards_text(cards, total[0] / total[1] if total[1] else 0.5))
        self.query_one("#gauntlet-result", Static).update(result)

    @on(Button.Pressed, "#close")
    def action_close(self) -> None:
        self.closed = True
        self.dismiss()
