"""The deck viewer: a starter deck's description and cards, with the chosen card's full text."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from cardtable.engine.registry import DeckDetails
from cardtable.ui.dialogs import DismissOnce


class DeckViewer(DismissOnce, ModalScreen[None]):
    """Lists a deck's cards (copies, name, summary); the highlighted card's text shows beside the
    list. Escape closes it."""

    DEFAULT_CSS = """
    DeckViewer .deck-viewer {
        width: 100;
        max-width: 98%;
        height: 90%;
        border: thick $primary;
        background: $surface;
        padding: 0 1;
    }
    DeckViewer #deck-description { margin-bottom: 1; }
    DeckViewer #deck-cards { width: 1fr; height: 1fr; border: round $primary 50%; }
    DeckViewer #deck-card-scroll { width: 1fr; height: 1fr; border: round $primary 50%; padding: 0 1; }
    """
    BINDINGS = [Binding("escape", "close", "Close")]

    def __init__(self, deck: DeckDetails) -> None:
        super().__init__(classes="dialog-screen")
        self.deck = deck

    def compose(self) -> ComposeResult:
        deck = self.deck
        total = sum(card.count for card in deck.cards)
        with Vertical(classes="deck-viewer"):
            yield Label(f"{deck.name}: {total} cards", classes="dialog-title")
            yield Static(deck.description, id="deck-description", classes="muted")
            with Horizontal():
                yield OptionList(
                    *(
                        Option(Text.assemble((f"{c.count}× ", "bold"), (c.name, "bold"), f"  {c.summary}"))
                        for c in deck.cards
                    ),
                    id="deck-cards",
                )
                with VerticalScroll(id="deck-card-scroll"):
                    yield Static(id="deck-card")
            yield Static("↑↓ choose a card · Esc closes", classes="muted")

    def on_mount(self) -> None:
        cards = self.query_one("#deck-cards", OptionList)
        cards.focus()
        if self.deck.cards:
            cards.highlighted = 0
            self._show(0)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._show(event.option_index)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self._show(event.option_index)

    def _show(self, index: int) -> None:
        card = self.deck.cards[index]
        text = Text.assemble((card.name, "bold underline"), f"  ×{card.count}\n", card.text)
        self.query_one("#deck-card", Static).update(text)

    def on_click(self, event: events.Click) -> None:
        if event.widget is self:
            self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
