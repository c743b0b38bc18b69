"""The battle screen's own dialogs: the mulligan offer (a shared :class:`PickDialog`) and the
foe's-turn log. The lane, target, Tithe and Wager questions are plain pick dialogs (``asks``)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from cardtable.ui.dialogs import DismissOnce
from cardtable.ui.widgets.pick_dialog import Choice, PickDialog

__all__ = ["Choice", "FoeTurnDialog", "InfoDialog", "MulliganDialog", "PickDialog", "legend_text"]


class MulliganDialog(PickDialog):
    """The mulligan offer: the opening roll, the hand, Keep (k) or Mulligan (m)."""

    def __init__(self, name: str, roll: str, hand: Sequence[Text]) -> None:
        text = Text()
        if roll:
            text.append(roll + "\n\n", style="bold")
        text.append(f"{name}'s opening hand:\n")
        for line in hand:
            text.append("  • ")
            text.append_text(line)
            text.append("\n")
        text.append(
            "\nA mulligan shuffles these cards back into the deck and draws 4 new ones, once.", style="italic"
        )
        super().__init__(
            f"{name}: keep this hand?",
            text,
            [
                Choice("keep", "Keep these cards", "k"),
                Choice("mulligan", "Mulligan: shuffle back and draw 4 new cards", "m"),
            ],
        )


class FoeTurnDialog(DismissOnce, ModalScreen[None]):
    """What the foe did in their latest turn, line by line."""

    CSS_PATH = Path(__file__).parent / "dialogs.tcss"
    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("f", "close", "Close", show=False),
        Binding("enter", "close", "Close", show=False),
    ]

    def __init__(self, title: str, lines: Sequence[str]) -> None:
        super().__init__(classes="dialog-screen")
        self._title = title
        self._lines = list(lines)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog al-dialog"):
            yield Label(self._title, classes="dialog-title")
            with VerticalScroll(id="foe-lines"):
                yield Static("\n".join(f"• {line}" for line in self._lines) or "Nothing happened.")
            yield Static("Esc, f or Enter closes.", classes="muted")

    def on_click(self, event: events.Click) -> None:
        if event.widget is self:
            self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)


class InfoDialog(DismissOnce, ModalScreen[None]):
    """A text to read (the glyph legend, the whole log), scrollable; Escape, Enter or its own key
    (``key``) closes it. ``at_end`` starts it scrolled to the bottom (the latest log lines)."""

    CSS_PATH = Path(__file__).parent / "dialogs.tcss"
    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("enter", "close", "Close", show=False),
    ]

    def __init__(self, title: str, body: Text, key: str, *, at_end: bool = False) -> None:
        super().__init__(classes="dialog-screen")
        self._title, self._body, self._key, self._at_end = title, body, key, at_end

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog al-dialog"):
            yield Label(self._title, classes="dialog-title")
            with VerticalScroll(id="info-lines"):
                yield Static(self._body)
            yield Static(f"Esc, Enter or {self._key} closes; arrows and PgUp/PgDn scroll.", classes="muted")

    def on_mount(self) -> None:
        scroll = self.query_one("#info-lines", VerticalScroll)
        scroll.focus()
        if self._at_end:
            self.call_after_refresh(scroll.scroll_end, animate=False)

    def on_key(self, event: events.Key) -> None:
        if event.character == self._key:
            event.stop()
            self.dismiss(None)

    def on_click(self, event: events.Click) -> None:
        if event.widget is self:
            self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)


LEGEND = (
    ("Marks on a unit", ""),
    ("KILL", "if you end the turn now, this unit's attack destroys the unit across"),
    ("✝", "this unit is destroyed in the fight if the turn ends now"),
    ("zzz", "exhausted: it will not attack this turn (new, moved or has attacked)"),
    ("⚔ 5 → …", "its attack if the turn ends now: the strike, the target, what it takes back"),
    ("▾", "a unit buried beneath it (it rises when the top unit leaves)"),
    ("✦", "Sigils bound to it"),
    ("⊘", "silenced: its keywords and card effects are gone"),
    ("Marks on a hand card", ""),
    ("🔒", "locked: Spells and Events need a Summon of their element on your field"),
    ("✗", "cannot be played now: not enough Aether (or no legal place or target)"),
    ("▶", "the chosen card (or the inspected lane)"),
    ("The table", ""),
    ("♥", "Soul: at 0 you lose (below 0 shows as 0, the overkill beside it)"),
    ("◆", "Aether: pays for cards and Maneuvers; refills each turn"),
    ("▲Fi ≈Wi ■Ea ●Wa ✶Li ◐Sh", "the elements: Fire, Wind, Earth, Water, Light, Shadow"),
    ("+1 ATK · NEUTRAL · +1 DEF", "the lane bonuses: Aggressive, Balanced, Defensive"),
    ("⇄", "Maneuver (m): move a unit to another lane"),
    ("Keys", ""),
    ("←→ 1-3 p", "choose a card; play it at a lane; play it (asking what it needs)"),
    ("m i e", "Maneuver; inspect the board (arrows); end the turn (asks if plays are left)"),
    ("v g ?", "the whole log; this legend; the rules"),
    ("f r x", "the foe's last turn; rewind the last fight; fight speed"),
    ("c l esc", "concede (asks first); Learn; cancel or back to the menu"),
)
"""Every glyph of the battle screen and the keys, for the legend (g)."""


def legend_text() -> Text:
    """The glyph legend as one text."""
    text = Text()
    for glyph, meaning in LEGEND:
        if not meaning:
            text.append(("\n" if text else "") + glyph + "\n", style="bold underline")
            continue
        text.append(f"  {glyph}", style="bold")
        text.append(f"  {meaning}\n")
    return text
