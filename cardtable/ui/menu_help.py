"""The menu's help: what each key of the menu does, and the keys that work everywhere."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, Markdown

from cardtable.ui.dialogs import DismissOnce

MENU_HELP = """\
**In the menu**

| key | does |
|---|---|
| 1 to 9 | start a new match of that game (the new-match dialog) |
| l | learn a game: its lessons, rules and keywords |
| d | build decks: your own lists for Luminous, Aether Lanes and Lux Aeterna |
| c | continue an unfinished match |
| h | high scores and past results |
| r | the rules of a game |
| s | settings (colours, animation speed, hints) |
| ? | this help |
| q or Ctrl+Q | quit |

Arrow keys and Enter (or the mouse) pick any line of the menu.

**Everywhere**

| key | does |
|---|---|
| Ctrl+P or F1 | the command palette: every action of the screen, by name |
| ? | in a game: the rules of that game |
| Ctrl+Z | in a game: take back your last move |
| Escape | close a dialog; in a game, back to the menu (the match is saved) |
| Ctrl+Q | quit (an unfinished match is saved: Continue picks it up) |

**In the new-match dialog**: Tab moves to the next field (Enter too, from a text field); Enter,
Space or an arrow opens a list, Enter there picks; Ctrl+S starts the match, Escape cancels.
"""
"""The help text (our words; the keys are the menu's and the app's bindings)."""


class MenuHelpScreen(DismissOnce, ModalScreen[None]):
    """The help opened by ``?`` on the menu. Escape, ``?``, ``q`` or Enter closes it."""

    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("question_mark", "close", "Close", show=False),
        Binding("q", "close", "Close", show=False),
        Binding("enter", "close", "Close", show=False),
    ]

    DEFAULT_CSS = """
    MenuHelpScreen { align: center middle; }
    MenuHelpScreen > Vertical { width: 80; max-width: 100%; height: auto; max-height: 100%;
        border: round $primary; background: $surface; padding: 0 1; }
    MenuHelpScreen VerticalScroll { height: auto; max-height: 1fr; }
    MenuHelpScreen .dialog-title { width: 100%; text-style: bold; }
    """

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("Help: the menu and the keys  (Escape closes)", classes="dialog-title")
            with VerticalScroll():
                yield Markdown(MENU_HELP, id="menu-help")

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss()
