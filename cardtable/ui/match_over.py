"""The match-over screen: result and reason, scores, how the match went, rematch."""

from __future__ import annotations

import itertools
import sqlite3
import time
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from cardtable.engine.seeds import seed_label
from cardtable.scores_text import shown_value
from cardtable.session import Match, stored_seat_kinds
from cardtable.ui.dialogs import DismissOnce
from cardtable.ui.seat_names import computer_suffix
from cardtable.ui.widgets.quiet_footer import QuietFooter
from cardtable.ui.widgets.trend_chart import TrendChart

if TYPE_CHECKING:
    from cardtable.ui.app import CardtableApp


def headline(match: Match) -> str:
    """ "Ana wins", "Ana and Bo share the win", "Draw" or the solo score."""
    outcome = match.state.outcome
    assert outcome is not None
    names = match.state.players
    if len(names) == 1:
        score = outcome.scores[0] if outcome.scores else 0
        note = (
            " (unranked)"
            if match.record.unranked
            else " (branched: unranked)"
            if match.record.branched_from
            else ""
        )
        return f"Final score: {score:g}{note}"
    if not outcome.winners:
        return "Draw"
    winners = [names[i] for i in outcome.winners]
    if len(winners) == 1:
        return f"{winners[0]} wins"
    return f"{', '.join(winners[:-1])} and {winners[-1]} share the win"


def percentile_text(score: float, scores: list[float]) -> str:
    """ ", better than 73% of them" (equal scores count half), or "" when this is the only one.
    ``scores`` includes this game's score once."""
    others = list(scores)
    if score in others:
        others.remove(score)
    if not others:
        return ""
    lower = sum(1 for s in others if s < score) + 0.5 * sum(1 for s in others if s == score)
    return f": better than {round(100 * lower / len(others))}% of them"


BODY_MAX_HEIGHT = 24
"""Rows of the result's body (scores, charts, records) before it scrolls."""


SHORT_TERMINAL = 30
"""Below this many lines the match record comes before the charts."""


class MatchOverScreen(DismissOnce, ModalScreen[str | None]):
    """Dismisses with "rematch", "same-seed", "menu" or None (look at the board)."""

    CSS_PATH = "match_over.tcss"
    BINDINGS = [
        Binding("r", "choose('rematch')", "Rematch"),
        Binding("s", "choose('same-seed')", "Same seed"),
        Binding("m", "choose('menu')", "Menu"),
        Binding("w", "choose('replay')", "Watch again"),
        Binding("escape", "choose('board')", "Board"),
        Binding("enter", "press_focused", "Press", show=False, priority=True),
    ]
    SHORT = 32
    """Below this many rows (80x24) the screen has the class ``-short``: the charts take one row
    each, so the result fits unscrolled."""
    ENTER_GRACE = 0.8
    """Seconds after the screen opens during which Enter does nothing: the Enter that placed the
    last card, pressed twice or held down, must not start a rematch before the result is read."""

    def __init__(self, match: Match, notes: tuple[str, ...] = ()) -> None:
        super().__init__(classes="dialog-screen")
        self.match = match
        self.notes = notes
        """Game-specific lines under the scores (Lux Nova: the par of a solo deal)."""
        self._opened = time.monotonic()

    @property
    def cardtable(self) -> CardtableApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        match = self.match
        outcome = match.state.outcome
        assert outcome is not None
        solo = len(match.state.players) == 1
        with Vertical(classes="dialog", id="match-over"):
            yield Label(headline(match), classes="dialog-title", id="headline")
            with VerticalScroll(id="match-over-body"):
                yield Static(outcome.reason, id="reason")
                yield Static(self._score_table(), id="final-scores")
                if self.notes:
                    yield Static("\n".join(self.notes), id="result-notes")
                # on a short terminal the ranks or the head-to-head record come before the charts,
                # so that they are in sight without scrolling
                short = self.app.size.height < SHORT_TERMINAL
                if short:
                    yield self._record(solo)
                yield from self._charts()
                if not short:
                    yield self._record(solo)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Rematch", id="rematch", variant="primary", tooltip="Same seats, a new seed (r)")
                yield Button(
                    "Replay seed" if solo else "Same seed", id="same-seed", tooltip="Play this seed again (s)"
                )
                yield Button(
                    "Board", id="board", tooltip="Close this and look at the board (Esc); o reopens it"
                )
                yield Button("Watch", id="replay", tooltip="Watch this match again, step by step (w)")
                yield Button("Menu", id="menu", tooltip="Back to the menu (m)")
        yield QuietFooter()

    def on_mount(self) -> None:
        self._opened = time.monotonic()
        self.query_one("#rematch", Button).focus()
        self._fit(self.app.size.height)

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size.height)

    def _fit(self, height: int) -> None:
        """Keep the buttons on screen: the body scrolls within what the dialog's frame, title and
        buttons leave of the terminal (the dialog takes at most 90% of it)."""
        self.set_class(height < self.SHORT, "-short")
        frame = 2 + 2 + 1 + 3  # border, padding, title, buttons
        room = max(3, min(BODY_MAX_HEIGHT, height * 9 // 10 - frame - 1))
        self.query_one("#match-over-body").styles.max_height = room

    def action_press_focused(self) -> None:
        if time.monotonic() - self._opened < self.ENTER_GRACE:
            return
        if isinstance(self.focused, Button):
            self.focused.press()

    def _record(self, solo: bool) -> Static:
        """The solo ranks, or the head-to-head record of the players."""
        if solo:
            return Static(self._solo_ranks(), id="solo-ranks")
        return Static(self._head_to_head(), id="head-to-head")

    def _score_table(self) -> Text:
        outcome = self.match.state.outcome
        assert outcome is not None
        floor = self.match.impl.progress_floor
        text = Text()
        for seat, name in enumerate(self.match.state.players):
            won = seat in outcome.winners
            shown, overkill = shown_value(outcome.scores[seat], floor) if outcome.scores else (None, 0.0)
            kind = computer_suffix(name, not self.match.is_human(seat))
            text.append(f"{name}{kind}".ljust(28), style="bold" if won else "")
            text.append(f"{shown:g}".rjust(6) if shown is not None else " " * 6)
            if won and len(self.match.state.players) > 1:
                text.append("   winner", style="bold")
            if overkill:
                text.append(f"   (overkill {overkill:g})", style="dim")
            text.append("\n")
        text.rstrip()  # no blank line under the table: the margin is enough (80x24 fits unscrolled)
        return text

    def _charts(self) -> ComposeResult:
        series = self.match.progress
        if len(series) < 2 or not series[-1]:
            return
        floor = self.match.impl.progress_floor
        players = self.match.state.players
        values = [
            [shown_value(float(point[seat]), floor)[0] for point in series if len(point) > seat]
            for seat in range(len(players))
        ]
        every = [value for line in values for value in line]
        low = min(every) if floor is None else floor
        high = max(every)
        yield Label(f"{self.match.impl.progress_label} over the match", classes="chart-title")
        for name, line in zip(players, values, strict=True):
            with Horizontal(classes="chart-row"):
                yield Label(name[:12], classes="chart-name")
                yield TrendChart(line, low, high, classes="chart")
                yield Label(f"{line[-1]:g}" if line else "", classes="chart-end")

    def _solo_ranks(self) -> Text:
        match = self.match
        outcome = match.state.outcome
        assert outcome is not None
        score = outcome.scores[0] if outcome.scores else 0.0
        text = Text()
        if match.record.unranked or match.record.branched_from:
            why = "an undo was used" if match.record.unranked else "played on from a replay"
            text.append(f"Unranked ({why}): not entered in the high scores.\n")
            text.append("Seed to share: ", style="bold")
            text.append(seed_label(match.state.seed), style="bold reverse")
            return text
        try:
            rank, total = (
                match.history.solo_rank(match.info.id, score, match.variant) if match.history else (1, 1)
            )
            seed_rank, seed_total = (
                match.history.solo_rank(match.info.id, score, match.variant, match.state.seed)
                if match.history
                else (1, 1)
            )
            others = (
                [row.score for row in match.history.solo_scores(match.info.id, match.variant, limit=100_000)]
                if match.history
                else []
            )
        except (sqlite3.Error, OSError) as error:
            return Text(f"The score table cannot be read: {error}", style="red")
        text.append(f"Rank {rank} of {max(total, 1)} among solo scores ({match.variant} variant)")
        text.append(f"{percentile_text(score, others)}\n")
        text.append(f"Rank {seed_rank} of {max(seed_total, 1)} on this seed\n")
        text.append("Seed to share: ", style="bold")
        text.append(seed_label(match.state.seed), style="bold reverse")
        return text

    def _head_to_head(self) -> Text:
        match = self.match
        text = Text()
        if match.history is None:
            return text
        seated = list(zip(match.state.players, stored_seat_kinds(match), strict=False))
        try:
            for (first, first_seat), (second, second_seat) in itertools.combinations(seated, 2):
                record = match.history.head_to_head(
                    match.info.id, first, second, seats=(first_seat, second_seat)
                )
                text.append(head_to_head_line((first, first_seat), (second, second_seat), record) + "\n")
        except (sqlite3.Error, OSError) as error:
            return Text(f"The results table cannot be read: {error}", style="red")
        text.rstrip()
        return Text.assemble(("Head to head\n", "bold"), text)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_choose(event.button.id or "board")

    def action_choose(self, choice: str) -> None:
        self.dismiss(None if choice == "board" else choice)


def head_to_head_line(first: tuple[str, str], second: tuple[str, str], record: Any) -> str:
    """ "Ana 3 - 1 Bo (strong computer)   (4 matches played)", with the matches no one won alone
    (a draw, a shared win) only when there are some (playtest24-lum: "(0 drawn or shared, 1
    played)" was unclear)."""
    return (
        f"{_contender(*first)} {record.first_wins} - {record.second_wins} {_contender(*second)}"
        f"   ({_matches(record.played)} played"
        + (f", {record.draws} without a sole winner" if record.draws else "")
        + (f"; {record.branched} branched, apart" if record.branched else "")
        + ")"
    )


def _matches(count: int) -> str:
    """ "1 match", "3 matches"."""
    return f"{count} match" if count == 1 else f"{count} matches"


def _contender(name: str, seat: str) -> str:
    """A name as head to head shows it: a computer seat says so, with its level ("Bo (strong
    computer)"), so a person and a computer of the same name read as two contenders."""
    level = seat.removeprefix("computer:")
    return name + computer_suffix(name, seat != level, f" ({level} computer)")
