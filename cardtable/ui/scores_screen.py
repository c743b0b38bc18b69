"""High scores (solo, per variant) and recent results, one tab per game."""

from __future__ import annotations

import re
import sqlite3
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import DataTable, Header, Label, Static, TabbedContent, TabPane

from cardtable.engine.registry import GameInfo
from cardtable.engine.seeds import seed_label
from cardtable.scores_text import daily_lines, players_text, scores_text, variant_text
from cardtable.ui.dialogs import DismissOnce
from cardtable.ui.table.names import say_shorter
from cardtable.ui.widgets.quiet_footer import QuietFooter

if TYPE_CHECKING:
    from cardtable.ui.app import CardtableApp


HEADS = ("Date", "Players", "Scores", "Winner", "Variant")
"""The columns of the recent matches."""


def variant_in(variant: str, room: int) -> str:
    """``variant`` in ``room`` cells, said shorter with intent rather than cut (issue 25 leftovers:
    "standard · Light deck: 6 " at 80 columns): whole; without its parentheses; each part without
    what follows its colon ("standard · Light deck"); then :func:`say_shorter`."""
    forms = [variant, re.sub(r"\s*\([^)]*\)", "", variant)]
    forms.append(" · ".join(part.split(":")[0].strip() for part in forms[-1].split(" · ")))
    return next((form for form in forms if len(form) <= room), say_shorter(forms[-1], room))


class ScoresScreen(DismissOnce, Screen[None]):
    CSS_PATH = "scores_screen.tcss"
    BINDINGS = [Binding("escape", "close", "Close"), Binding("q", "close", "Close", show=False)]

    def __init__(self, game_id: str | None = None) -> None:
        super().__init__()
        self.first_game = game_id

    @property
    def cardtable(self) -> CardtableApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        yield Header()
        games = self.cardtable.playable_games() or self.cardtable.registry.all()
        with TabbedContent(initial=f"tab-{self.first_game}" if self.first_game else ""):
            for info in games:
                with TabPane(info.name, id=f"tab-{info.id}"):
                    with VerticalScroll():
                        yield from self._game_tables(info)
        yield QuietFooter()

    def on_mount(self) -> None:
        self.title = "High scores and results"

    def _game_tables(self, info: GameInfo) -> ComposeResult:
        db = self.cardtable.history
        try:
            solo_rows = {v.id: db.solo_scores(info.id, v.id, limit=10) for v in info.variants}
            recent = [m for m in db.recent(info.id, limit=15) if not m.solo]
        except (sqlite3.Error, OSError) as error:
            yield Static(f"The score table at {db.path} cannot be read: {error}", classes="error-text")
            return
        if info.min_players == 1:
            try:
                daily = daily_lines(db, info, command=False)
            except (sqlite3.Error, OSError):
                daily = []
            if daily:
                yield Label("Today's daily deal", classes="table-title")
                yield Static("\n".join(daily), classes="daily-best")
            for variant in info.variants:
                yield Label(f"Solo, {variant.name}: best scores", classes="table-title")
                rows = solo_rows[variant.id]
                if not rows:
                    yield Static("No solo game finished yet.", classes="muted")
                    continue
                table: DataTable[str] = DataTable(zebra_stripes=True, cursor_type="row")
                table.add_columns("#", "Player", "Score", "Seed", "Date")
                for row in rows:
                    table.add_row(
                        str(row.rank), row.player, f"{row.score:g}", seed_label(row.seed), row.date[:10]
                    )
                yield table
        yield Label("Recent matches", classes="table-title")
        if not recent:
            yield Static("No match with two or more players finished yet.", classes="muted")
            return
        table = DataTable(zebra_stripes=True, cursor_type="row")
        # the long variant last: at 80 columns it is what goes off the edge, never the scores
        # or the winner (playtest17: "Light deck: 6 of each colour (30)" pushed both out)
        table.add_columns(*HEADS)
        floor = info.load().progress_floor
        recent_rows = [
            (
                match.date[:16].replace("T", " "),
                players_text(match),
                scores_text(match, floor),
                ", ".join(match.players[i] for i in match.winners) or "draw",
                variant_text(match),
            )
            for match in recent
        ]
        # what the other columns leave for the variant (each column pads a cell on both sides)
        used = sum(
            max(len(head), *(len(line[i]) for line in recent_rows)) + 2 for i, head in enumerate(HEADS[:4])
        )
        room = max(len(HEADS[4]), self.app.size.width - used - 4)
        for line in recent_rows:
            table.add_row(*line[:4], variant_in(line[4], room))
        yield table

    def action_close(self) -> None:
        self.dismiss()
