"""The match archive screen: every recorded match, newest first, to watch again.

Finished and unfinished matches with their game, date, players, seats, score and length; ``g``
picks the game shown, ``/`` filters by a player's name; Enter (or a click) opens the viewer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import DataTable, Input, Static

from cardtable.engine.errors import CardtableError
from cardtable.persistence.archive import ArchiveEntry, scan_archive
from cardtable.ui.match_words import clip_title, words_of
from cardtable.ui.widgets.quiet_footer import QuietFooter

if TYPE_CHECKING:
    from cardtable.ui.app import CardtableApp

COLUMNS = ("Game", "Date", "Players", "Seats", "Score", "Actions")


class ArchiveScreen(Screen[None]):
    """The list of recorded matches."""

    DEFAULT_CSS = """
    ArchiveScreen { layout: vertical; }
    #archive-head { height: 1; padding: 0 1; background: $panel; }
    #archive-filters { height: 1; padding: 0 1; }
    #archive-filters Static { width: auto; }
    #archive-player { width: 24; height: 1; border: none; padding: 0; }
    #archive-table { height: 1fr; }
    #archive-hint { height: 1; padding: 0 1; color: $text-muted; }
    """
    BINDINGS = [
        Binding("enter", "open", "Watch", show=False),
        Binding("g", "next_game", "Game"),
        Binding("slash", "find_player", "Player"),
        Binding("escape", "leave", "Back"),
    ]

    def __init__(self, game: str | None = None, select: str | None = None) -> None:
        super().__init__()
        self.game = game
        self.player = ""
        self._select = select
        self.entries: list[ArchiveEntry] = []
        self.shown: list[ArchiveEntry] = []

    @property
    def cardtable(self) -> CardtableApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        yield Static(id="archive-head")
        with Horizontal(id="archive-filters"):
            yield Static("Player: ")
            yield Input(placeholder="any (type / to filter)", id="archive-player", compact=True)
            yield Static(id="archive-game")
        yield DataTable(id="archive-table", cursor_type="row", zebra_stripes=True)
        yield Static(
            "Enter: watch · g game · / player · * winner · P person C computer · ↳ played on",
            id="archive-hint",
        )
        yield QuietFooter()

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns(*COLUMNS)
        self.reload()
        table.focus()

    def on_screen_resume(self) -> None:
        self.reload()

    def reload(self) -> None:
        """Read the archive again (a match may have been played meanwhile)."""
        self.entries, problems = scan_archive(self.cardtable.store, self.cardtable.history)
        for problem in problems[:3]:
            self.notify(problem, title="Not listed", severity="warning", timeout=6)
        self.refill()

    def refill(self) -> None:
        registry = self.cardtable.registry
        table = self.query_one(DataTable)
        if self._select is None and self.shown and 0 <= table.cursor_row < len(self.shown):
            self._select = self.shown[table.cursor_row].match_id  # a refill keeps the row chosen
        self.shown = [e for e in self.entries if e.matches(self.game, self.player)]
        table.clear()
        for entry in self.shown:
            name = registry.get(entry.game).name if entry.game in registry else entry.game
            status = "" if entry.finished else " …"
            branch = " ↳" if entry.branched_from else ""
            setup = words_of(
                registry, entry.game, dict(entry.options), clip_title(entry.scenario), short=True
            )
            table.add_row(
                Text(name + branch + (f" · {setup}" if setup else ""), overflow="ellipsis", no_wrap=True),
                entry.when,
                Text(" vs ".join(entry.players), overflow="ellipsis", no_wrap=True),
                entry.seats_text,
                entry.score_shown(self._floor(entry.game)) + status,
                str(entry.actions),
                key=entry.match_id,
            )
        if self._select is not None:
            for row, entry in enumerate(self.shown):
                if entry.match_id == self._select:
                    table.move_cursor(row=row)
            self._select = None
        game = registry.get(self.game).name if self.game and self.game in registry else "every game"
        self.query_one("#archive-game", Static).update(f"   Game: {game} (g)")
        finished = sum(e.finished for e in self.shown)
        self.query_one("#archive-head", Static).update(
            Text.assemble(
                ("Match archive", "bold"),
                f" · {len(self.shown)} match{'' if len(self.shown) == 1 else 'es'} ({finished} finished, {len(self.shown) - finished} unfinished)"
                + (" · ↳ branched" if any(e.branched_from for e in self.shown) else ""),
            )
        )

    def _floor(self, game: str) -> float | None:
        registry = self.cardtable.registry
        return registry.get(game).load().progress_floor if game in registry else None

    def on_input_changed(self, event: Input.Changed) -> None:
        self.player = event.value.strip()
        self.refill()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.query_one(DataTable).focus()

    def action_find_player(self) -> None:
        self.query_one("#archive-player", Input).focus()

    def action_next_game(self) -> None:
        games = [None, *(info.id for info in self.cardtable.playable_games())]
        index = games.index(self.game) if self.game in games else 0
        self.game = games[(index + 1) % len(games)]
        self.refill()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self.open_row(event.cursor_row)

    def action_open(self) -> None:
        self.open_row(self.query_one(DataTable).cursor_row)

    def open_row(self, row: int) -> None:
        if not 0 <= row < len(self.shown):
            return
        from cardtable.persistence.saves import read_json_file
        from cardtable.session import parse_record
        from cardtable.ui.replay.start import open_replay

        entry = self.shown[row]
        try:
            record = parse_record(read_json_file(entry.path))
        except (OSError, ValueError, CardtableError) as error:
            self.notify(f"{entry.path.name}: {error}", title="Cannot watch", severity="error", timeout=8)
            return
        open_replay(self.cardtable, record)

    def action_leave(self) -> None:
        if self.focused is self.query_one("#archive-player", Input):
            self.query_one(DataTable).focus()
            return
        self.dismiss(None)
