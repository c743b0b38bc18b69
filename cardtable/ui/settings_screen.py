"""Settings: theme, colour-blind glyphs, curtain, auto-pass, play aids, exact payments, animation
speed (and where the stops are set)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Label, Select, Static, Switch

from cardtable.persistence.settings import ANIMATION_SPEEDS
from cardtable.ui.dialogs import DismissOnce
from cardtable.ui.widgets.quiet_footer import QuietFooter

if TYPE_CHECKING:
    from cardtable.ui.app import CardtableApp

SWITCHES = (
    ("colour_blind", "Colour-blind glyphs", "Show a letter or symbol with every colour."),
    ("curtain", "Hot-seat curtain", "Hide the table while the keyboard passes between people."),
    ("auto_pass", "Auto-pass", "Pass for a player automatically when passing is all they can do."),
    ("aids", "Play aids", "Mark legal cells and preview scores (turn off for purists)."),
    (
        "exact_payments",
        "Exact payments",
        "Lux Aeterna: choose which White Light goes back to the supply (off: the table picks).",
    ),
)
SWITCH_GAMES = {"exact_payments": "lux-aeterna"}
"""Switches that concern one game only: shown when that game is installed."""


def games_with_pass(app: CardtableApp) -> list[str]:
    """The names of the menu's games that have a pass action (an action of kind "pass" in their
    codec): the only ones the Auto-pass setting concerns."""
    names = []
    for info in app.playable_games():
        try:
            codec = info.load().state_class.CODEC
        except Exception:  # noqa: BLE001 - a game that cannot load has no say in the settings
            continue
        if "pass" in codec.kind_set:
            names.append(info.name)
    return names


STOP_GAMES = ("luminous", "lux-aeterna")
"""Games whose tables have stops (the ``s`` key)."""


class SettingsScreen(DismissOnce, Screen[None]):
    """Every change is saved at once."""

    CSS_PATH = "settings_screen.tcss"
    BINDINGS = [Binding("escape", "close", "Close")]

    @property
    def cardtable(self) -> CardtableApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        settings = self.cardtable.settings
        yield Header()
        with VerticalScroll(id="settings-body"):
            with Vertical(id="settings-box"):
                with Horizontal(classes="setting"):
                    yield Label("Theme", classes="setting-name")
                    themes = sorted(self.app.available_themes)
                    yield Select(
                        [(t, t) for t in themes],
                        value=settings.theme if settings.theme in themes else themes[0],
                        allow_blank=False,
                        id="theme",
                    )
                passing = games_with_pass(self.cardtable)
                installed = {info.id for info in self.cardtable.playable_games()}
                for key, title, help_text in SWITCHES:
                    game = SWITCH_GAMES.get(key)
                    if game is not None and game not in installed:
                        continue  # a switch for a game that is not installed
                    if key == "auto_pass":
                        if not passing:
                            continue  # no installed game has a pass action
                        help_text = f"{help_text} ({', '.join(passing)})"
                    with Horizontal(classes="setting"):
                        yield Label(title, classes="setting-name")
                        yield Switch(getattr(settings, key), id=key)
                        # the state in a word too, not by colour alone (playtest23-la)
                        yield Label(
                            _state_word(getattr(settings, key)), id=f"{key}-state", classes="setting-state"
                        )
                        yield Static(help_text, classes="setting-help")
                with Horizontal(classes="setting"):
                    yield Label("Animation speed", classes="setting-name")
                    yield Select(
                        [(s.capitalize(), s) for s in ANIMATION_SPEEDS],
                        value=settings.animation_speed,
                        allow_blank=False,
                        id="animation_speed",
                    )
                if any(info.id in STOP_GAMES for info in self.cardtable.playable_games()):
                    with Horizontal(classes="setting"):
                        yield Label("Stops", classes="setting-name")
                        yield Static(
                            "Each player sets their own with s at the table, remembered for "
                            f"their name{f' ({len(settings.seat_stops)} so far)' if settings.seat_stops else ''}. "
                            "By default you are asked whenever you can answer.",
                            id="stops-note",
                            classes="setting-help",
                        )
                yield Static("", id="settings-status", classes="muted")
        yield QuietFooter()

    def on_mount(self) -> None:
        self.title = "Settings"
        for select in self.query("#theme").results(Select):  # gone if closed before it mounted
            select.focus()

    def _store(self, **changes: object) -> None:
        warning = self.cardtable.update_settings(self.cardtable.settings.replace(**changes))
        status = self.query_one("#settings-status", Static)
        status.update(warning or "Saved.")
        if warning:
            self.notify(warning, severity="warning")

    def on_switch_changed(self, event: Switch.Changed) -> None:
        for word in self.query(f"#{event.switch.id}-state").results(Label):
            word.update(_state_word(event.value))
        if event.switch.id and getattr(self.cardtable.settings, event.switch.id) != event.value:
            self._store(**{event.switch.id: event.value})

    def on_select_changed(self, event: Select.Changed) -> None:
        key = event.select.id
        if key in ("theme", "animation_speed") and getattr(self.cardtable.settings, key) != event.value:
            self._store(**{key: str(event.value)})

    def action_close(self) -> None:
        self.dismiss()


def _state_word(on: bool) -> str:
    """A switch's state in a word, beside it."""
    return "on" if on else "off"
