"""The new-match dialog's per-seat stops (Luminous and Lux Aeterna hot-seat): each person chooses
there how the table asks them, "whenever I can answer", "only at my stops" or "cards, not
abilities", with one line on what the choice trades; the choice is remembered for the player's name (``settings.seat_stops``,
the same as the table's ``s`` key, :mod:`cardtable.ui.seat_stops`)."""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Label, Select, Static

from cardtable.persistence.settings import Settings
from cardtable.ui.seat_stops import SeatStops, stops_of, with_stops

STOPS_MODULES = {
    "luminous": "cardtable.ui.luminous.stops",
    "lux-aeterna": "cardtable.ui.lux_aeterna.stops",
}
"""The games whose seats have stops, and the module with their windows (``WINDOWS``) and, for a
seat that turns to the privacy mode with no stops yet, the stops first picked (``DEFAULT_STOPS``)."""
ANSWER, CARDS, AT_STOPS = "answer", "cards", "stops"
MODE_OPTIONS = [
    ("whenever I can answer", ANSWER),
    ("only at my stops", AT_STOPS),
    ("cards, not abilities", CARDS),
]
TRADE_OFFS = {
    ANSWER: "Only when you can answer: a curtain tells the other you could.",
    AT_STOPS: "At your stops whatever your hand: slower, curtains tell nothing.",
    CARDS: "When you can play a card, never for an ability alone.",
}
"""The one line under the choices: what the choice of the seat last touched trades (privacy
against speed), so every choice is explained where it is made (issue 25)."""


def has_stops(game_id: str) -> bool:
    return game_id in STOPS_MODULES


def _windows(game_id: str) -> tuple[list[str], frozenset[str]]:
    """The game's stop windows and the stops first picked for the privacy mode."""
    module = importlib.import_module(STOPS_MODULES[game_id])
    known = [key for key, _ in module.WINDOWS]
    parse = getattr(module, "parse", None)
    suggested = parse(module.DEFAULT_STOPS) if parse and hasattr(module, "DEFAULT_STOPS") else frozenset()
    return known, suggested


def remembered_mode(settings: Settings, game_id: str, name: str) -> str:
    """``answer``, ``cards`` or ``stops``: how the table asks ``name`` now (the default: whenever)."""
    known, _ = _windows(game_id)
    return stops_of(settings, game_id, name, known, SeatStops()).mode


def with_modes(settings: Settings, game_id: str, choices: Sequence[tuple[str, str]]) -> Settings | None:
    """Settings with each ``(name, mode)`` remembered, the stops already chosen for a name kept
    (the privacy mode with none yet gets the game's first stops); None when nothing changed."""
    known, suggested = _windows(game_id)
    changed = settings
    for name, mode in choices:
        current = stops_of(changed, game_id, name, known, SeatStops())
        if current.mode == mode:
            continue
        private = mode == AT_STOPS
        stops = current.stops or (suggested if private else frozenset())
        choice = SeatStops(at_stops_only=private, stops=stops, cards_only=mode == CARDS)
        changed = with_stops(changed, game_id, name, choice)
    return None if changed is settings else changed


class AskedRow(Vertical):
    """One seat's choice (a select in the one line of every seat's choices)."""

    DEFAULT_CSS = """
    AskedRow { width: 1fr; height: auto; }
    """

    def __init__(self, index: int, mode: str) -> None:
        super().__init__(id=f"asked-row-{index}")
        self.index = index
        self._mode = mode

    def compose(self) -> ComposeResult:
        from cardtable.ui.new_match import FormSelect

        options = [(f"{self.index + 1}: {label}", value) for label, value in MODE_OPTIONS]
        yield FormSelect(options, value=self._mode, allow_blank=False, id=f"asked-{self.index}")

    @property
    def mode(self) -> str:
        return str(self.query_one(f"#asked-{self.index}", Select).value)

    def set_mode(self, mode: str) -> None:
        self.query_one(f"#asked-{self.index}", Select).value = mode

    def moved_to(self, mode: object) -> bool:
        """Whether ``mode`` (a Select's Changed) is a new choice, not the one it already showed
        (each Select says Changed as it mounts)."""
        if str(mode) == self._mode:
            return False
        self._mode = str(mode)
        return True


class AskedRows(Vertical):
    """How the table asks each human seat, every seat on one line ("Seat asked  [1: whenever I
    can answer] [2: only at my stops]"), then the one line on the trade-off. Its margin above
    leaves room for the last seat's open deck list (three decks), which so never draws over
    this row (playtest17)."""

    DEFAULT_CSS = """
    AskedRows { height: auto; margin-top: 6; }
    AskedRows > .asked-line { height: auto; }
    AskedRows .asked-label { width: 12; padding-top: 1; }
    AskedRows > .muted { margin-bottom: 1; }
    """

    def __init__(self, modes: Sequence[str]) -> None:
        super().__init__(id="asked")
        self._modes = list(modes)

    def compose(self) -> ComposeResult:
        with Horizontal(classes="asked-line"):
            yield Label("Seat asked", classes="asked-label")
            for index, mode in enumerate(self._modes):
                yield AskedRow(index, mode)
        yield Static(TRADE_OFFS[self._modes[0]] if self._modes else "", classes="muted", id="asked-help")

    def rows(self) -> list[AskedRow]:
        return sorted(self.query(AskedRow), key=lambda row: row.index)

    def show_for(self, humans: Sequence[bool]) -> None:
        """Only people are asked anything: a computer seat's choice is hidden."""
        for row in self.rows():
            row.display = row.index < len(humans) and humans[row.index]
        self.display = any(humans)
        shown = [row for row in self.rows() if row.display]
        if shown and (self._explained is None or not self._explained.display):
            self.explain(shown[0])

    _explained: AskedRow | None = None

    def explain(self, row: AskedRow) -> None:
        """The trade-off line of ``row``'s choice (playtest18: a line on the privacy mode under two
        "whenever I can answer" seemed to explain their choice; playtest20: with no line, nothing
        said what the choices trade)."""
        self._explained = row
        for line in self.query("#asked-help").results(Static):
            line.update(TRADE_OFFS.get(row.mode, ""))

    def _row_of(self, widget: Any) -> AskedRow | None:
        node = widget
        while node is not None and not isinstance(node, AskedRow):
            node = node.parent
        return node

    def on_select_changed(self, event: Select.Changed) -> None:
        """A changed choice is explained; the Changed each Select says as it mounts leaves the
        first seat's line (playtest23-lum 11: the second seat's default overwrote the first
        seat's remembered choice)."""
        row = self._row_of(event.select)
        if row is not None and row.moved_to(event.value):
            self.explain(row)  # (the message goes on to the dialog)

    def on_descendant_focus(self, event: Any) -> None:
        row = self._row_of(event.widget)
        if row is not None and row is not self._explained:
            self.explain(row)


def asked_rows(settings: Settings, game_id: str, names: Sequence[str]) -> Any:
    """The rows for ``names`` (each set to the choice remembered for that name)."""
    return AskedRows([remembered_mode(settings, game_id, name) for name in names])
