"""The deck builder: the card pool (filters, type-to-search) beside the deck (counts and every
broken construction rule next to its card), the cost curve and colour split, and the highlighted
card's full text. Keys and mouse both work; it fits 80x24."""

from __future__ import annotations

import dataclasses

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from cardtable.engine.decklists import DeckList, DeckProblem, DeckRules, PoolCard, slug
from cardtable.persistence.decks import DeckStore, unique_id
from cardtable.ui.decks.curve import TOP_COST, colour_split, cost_counts, curve_text, split_text

ALL = "*"
CURVE_TEXT_WIDTH = 32
"""The text width of the curve's box (its CSS width less its padding)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Filters:
    """What the pool shows: words to search, a colour, a type and a cost (ALL for any)."""

    words: str = ""
    colour: str = ALL
    kind: str = ALL
    cost: str = ALL
    keyword: str = ALL

    def keep(self, card: PoolCard) -> bool:
        if self.colour != ALL and card.colour != self.colour:
            return False
        if self.kind != ALL and card.kind != self.kind:
            return False
        if self.cost != ALL and min(card.cost, TOP_COST) != int(self.cost):
            return False
        if self.keyword != ALL and self.keyword not in card.keywords:
            return False
        return card.matches(self.words)


COST_NOTATIONS = {"lux-aeterna": "cardtable.ui.lux_aeterna.glyphs"}
"""Games whose table writes costs in a notation of its own (a module with ``cost(price)``): the
builder writes them the same way, so a cost reads alike everywhere."""


def cost_text(card: PoolCard, game: str = "") -> Text:
    """A pool card's cost as its game's table writes it (else its letters)."""
    notation = COST_NOTATIONS.get(game)
    if notation is None or card.price is None:
        return Text(card.cost_text)
    import importlib

    written: Text = importlib.import_module(notation).cost(card.price)
    return written


def card_sheet(card: PoolCard, game: str = "") -> Text:
    """The inspector's full card: name, cost, type, colour, keywords and text."""
    text = Text.assemble(
        (card.name, "bold"),
        "\n",
        ("cost ", "dim"),
        cost_text(card, game),
        (f" · {card.kind} · {card.colour}", "dim"),
    )
    if card.unique:
        text.append(" · unique", style="dim")
    if card.keywords:
        text.append("\n" + ", ".join(card.keywords), style="italic")
    text.append("\n")
    text.append_text(rules_text(card, game))
    return text


def rules_text(card: PoolCard, game: str = "") -> Text:
    """A pool card's rules text with its costs written as its game's table writes them (the
    notation module's ``card_text``), else as the data has it."""
    notation = COST_NOTATIONS.get(game)
    if notation is None:
        return Text(card.text)
    import importlib

    written: Text = importlib.import_module(notation).card_text(card.text)
    return written


class DeckBuilderScreen(Screen[None]):
    """Build one deck of one game. Enter or ``+`` adds a copy of the highlighted card, ``-``
    takes one out, ``/`` searches, Ctrl+S saves (a deck that breaks rules is kept as a draft),
    F2 renames, F3 chooses the Favored or Emissary, Escape goes back (asking when unsaved)."""

    DEFAULT_CSS = """
    DeckBuilderScreen #builder-title { width: 1fr; text-style: bold; height: 1; }
    DeckBuilderScreen #filters { height: 1; }
    DeckBuilderScreen #search { width: 1fr; }
    DeckBuilderScreen #filters Select { width: 14; }
    DeckBuilderScreen #lists { height: 1fr; }
    DeckBuilderScreen #pool, DeckBuilderScreen #deck { height: 1fr; border: round $primary 50%; }
    DeckBuilderScreen #pool:focus, DeckBuilderScreen #deck:focus { border: round $accent; }
    DeckBuilderScreen #deck-side { width: 1fr; }
    DeckBuilderScreen #pool { width: 1fr; }
    DeckBuilderScreen #deck-status { height: auto; max-height: 4; }
    DeckBuilderScreen #deck-buttons { height: 1; }
    DeckBuilderScreen #deck-buttons Button { margin-right: 0; min-width: 4; }
    DeckBuilderScreen #bottom { height: 7; }
    DeckBuilderScreen #curve { width: 34; padding: 0 1; }
    DeckBuilderScreen #card-text { width: 1fr; padding: 0 1; border-left: vkey $primary 50%; }
    """

    BINDINGS = [
        Binding("plus,equals_sign", "add", "Add"),
        Binding("minus,delete", "remove", "Remove"),
        Binding("slash", "search", "Search", show=False),  # the search box says "/ search"
        Binding("ctrl+s", "save", "Save", priority=True),
        Binding("f2", "rename", "Name"),
        Binding("f3", "leader", "Leader"),
        Binding("f5", "gauntlet", "Test"),
        Binding("escape", "leave", "Back"),
    ]

    def __init__(self, rules: DeckRules, deck: DeckList, *, saved: bool = False) -> None:
        super().__init__()
        self.rules = rules
        self.deck = deck
        self.store = DeckStore(rules)
        self.pool = {card.id: card for card in rules.pool()}
        self.order = sorted(self.pool.values(), key=lambda c: (c.cost, c.name.casefold()))
        self.filters = Filters()
        self.saved_as: str | None = deck.id if saved else None
        self.unsaved = not saved

    # ----- layout ---------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Label("", id="builder-title")
        with Horizontal(id="filters"):
            yield Input(placeholder="/ search: name, type, keyword, text", id="search", compact=True)
            colours = sorted({card.colour for card in self.order})
            kinds = sorted({card.kind for card in self.order})
            yield Select(
                [(f"any {self.rules.colour_word}", ALL), *((c, c) for c in colours)],
                value=ALL,
                allow_blank=False,
                id="colour",
                compact=True,
            )
            yield Select(
                [("any type", ALL), *((k, k) for k in kinds)],
                value=ALL,
                allow_blank=False,
                id="kind",
                compact=True,
            )
            costs = [
                (f"cost {n}" if n < TOP_COST else f"cost {TOP_COST}+", str(n)) for n in range(TOP_COST + 1)
            ]
            yield Select([("any cost", ALL), *costs], value=ALL, allow_blank=False, id="cost", compact=True)
            keywords = sorted({keyword for card in self.order for keyword in card.keywords})
            if keywords:
                yield Select(
                    [("any keyword", ALL), *((k, k) for k in keywords)],
                    value=ALL,
                    allow_blank=False,
                    id="keyword",
                    compact=True,
                )
        with Horizontal(id="lists"):
            yield OptionList(id="pool")
            with Vertical(id="deck-side"):
                yield Static("", id="deck-status")
                with Horizontal(id="deck-buttons"):
                    yield Button("+1", id="add", compact=True)
                    yield Button("-1", id="remove", compact=True)
                    yield Button("Save", id="save", compact=True, variant="primary")
                    if self.rules.leader_word:
                        yield Button(self.rules.leader_word, id="leader", compact=True)
                    yield Button("Name", id="rename", compact=True, tooltip="Rename the deck (F2)")
                    yield Button(
                        "Test",
                        id="gauntlet",
                        compact=True,
                        tooltip="The gauntlet: play every starter deck (F5)",
                    )
                yield OptionList(id="deck")
        with Horizontal(id="bottom"):
            yield Static("", id="curve")
            yield Static("", id="card-text")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#pool", OptionList).border_title = "Card pool"
        for button in self.query(Button):
            button.can_focus = False  # the mouse's way; Tab goes from the pool to the deck
        self.refresh_all()
        self.query_one("#pool", OptionList).focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "leader":
            return bool(self.rules.leader_word)
        return True

    # ----- what is shown --------------------------------------------------------------------

    def problems(self) -> list[DeckProblem]:
        return self.rules.check(self.deck)

    def refresh_all(self, keep: str | None = None) -> None:
        problems = self.problems()
        self._title(problems)
        self._fill_pool()
        self._fill_deck(problems, keep)
        self._status(problems)
        counts = cost_counts(self.deck, self.pool)
        split = colour_split(self.deck, self.pool)
        curve = curve_text(counts)
        curve.append("\n" + (split_text(split, CURVE_TEXT_WIDTH) if split else "no cards yet"), style="dim")
        self.query_one("#curve", Static).update(curve)

    def _title(self, problems: list[DeckProblem]) -> None:
        leader = dict(self.rules.leaders()).get(self.deck.leader or "", "")
        led = f" · {self.rules.leader_word}: {leader or 'none'}" if self.rules.leader_word else ""
        mark = " *" if self.unsaved else ""
        self.query_one("#builder-title", Label).update(
            f"{self.rules.game_name} {self.rules.deck_word}: {self.deck.name}{mark}{led}"
        )

    def _fill_pool(self) -> None:
        pool = self.query_one("#pool", OptionList)
        highlighted = pool.highlighted_option.id if pool.highlighted_option else None
        shown = [card for card in self.order if self.filters.keep(card)]
        pool.clear_options()
        options = []
        for card in shown:
            held = self.deck.count(card.id)
            label = Text.assemble(
                (f"{held}" if held else "·", "bold" if held else "dim"),
                f" {card.cost:>2} ",
                (card.name, "" if self.rules.allowed(card.id, self.deck.leader) else "dim strike"),
                ("  unique" if card.unique else "", "dim"),
            )
            options.append(Option(label, id=card.id))
        if not options:
            options.append(
                Option(
                    Text("No card matches: change the search (/) or the filters.", style="dim"), disabled=True
                )
            )
        pool.add_options(options)
        pool.border_subtitle = f"{len(shown)} of {len(self.order)}"
        ids = [card.id for card in shown]
        if highlighted in ids:
            pool.highlighted = ids.index(highlighted)
        elif ids:
            pool.highlighted = 0

    def _fill_deck(self, problems: list[DeckProblem], keep: str | None) -> None:
        deck_list = self.query_one("#deck", OptionList)
        highlighted = keep or (deck_list.highlighted_option.id if deck_list.highlighted_option else None)
        by_card: dict[str, list[str]] = {}
        for problem in problems:
            if problem.card is not None:
                by_card.setdefault(problem.card, []).append(problem.reason)
        deck_list.clear_options()
        entries = sorted(
            self.deck.cards,
            key=lambda item: (self.pool[item[0]].cost if item[0] in self.pool else 99, item[0]),
        )
        for card, count in entries:
            found = self.pool.get(card)
            label = Text.assemble((f"{count} ", "bold"), found.name if found else card)
            for reason in by_card.get(card, []):
                label.append(f"\n  ✗ {reason}", style="bold red")
            deck_list.add_option(Option(label, id=card))
        deck_list.border_title = f"Deck {self.deck.total}/{self.rules.deck_size}"
        ids = [card for card, _n in entries]
        if highlighted in ids:
            deck_list.highlighted = ids.index(highlighted)
        elif ids:
            deck_list.highlighted = 0

    def _status(self, problems: list[DeckProblem]) -> None:
        whole = [problem.reason for problem in problems if problem.card is None]
        if not problems:
            status = Text("Ready to play: it follows every construction rule.", style="green")
        else:
            status = Text(f"{len(problems)} rule(s) broken: a draft until mended. ", style="bold red")
            status.append(" · ".join(whole), style="red")
        self.query_one("#deck-status", Static).update(status)

    def show_card(self, card_id: str | None) -> None:
        card = self.pool.get(card_id or "")
        self.query_one("#card-text", Static).update(card_sheet(card, self.rules.game) if card else "")

    # ----- events ---------------------------------------------------------------------------

    @on(OptionList.OptionHighlighted)
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.show_card(event.option.id)

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self.change(event.option.id or "", +1)

    @on(Input.Changed, "#search")
    def _search(self, event: Input.Changed) -> None:
        self.filters = dataclasses.replace(self.filters, words=event.value)
        self._fill_pool()

    @on(Input.Submitted, "#search")
    def _search_done(self, event: Input.Submitted) -> None:
        event.stop()
        self.query_one("#pool", OptionList).focus()

    @on(Select.Changed)
    def _filter(self, event: Select.Changed) -> None:
        if event.select.id in ("colour", "kind", "cost", "keyword"):
            self.filters = dataclasses.replace(self.filters, **{str(event.select.id): str(event.value)})
            self._fill_pool()

    @on(Button.Pressed)
    def _button(self, event: Button.Pressed) -> None:
        actions = {
            "add": self.action_add,
            "remove": self.action_remove,
            "save": self.action_save,
            "rename": self.action_rename,
            "leader": self.action_leader,
            "gauntlet": self.action_gauntlet,
        }
        action = actions.get(event.button.id or "")
        if action is not None:
            action()

    # ----- actions --------------------------------------------------------------------------

    def _current_card(self) -> str | None:
        """The highlighted card of the list that has focus (the pool when neither has)."""
        focused = self.focused
        lists = [self.query_one("#deck", OptionList), self.query_one("#pool", OptionList)]
        chosen = focused if focused in lists else lists[1]
        assert isinstance(chosen, OptionList)
        option = chosen.highlighted_option
        return option.id if option else None

    def change(self, card: str, delta: int) -> None:
        if card not in self.pool:
            return
        count = max(0, self.deck.count(card) + delta)
        self.deck = self.deck.with_count(card, count)
        self.unsaved = True
        self.refresh_all(keep=card)
        self.show_card(card)

    def action_add(self) -> None:
        card = self._current_card()
        if card:
            self.change(card, +1)

    def action_remove(self) -> None:
        card = self._current_card()
        if card and self.deck.count(card):
            self.change(card, -1)
        elif card:
            self.notify(f"{self.pool[card].name} is not in the deck.", timeout=3)

    def action_search(self) -> None:
        self.query_one("#search", Input).focus()

    def action_save(self) -> None:
        """Save the deck (a draft when it breaks rules); a renamed deck moves to its new file."""
        if self.saved_as is None or slug(self.deck.name) != self.saved_as:
            new_id = unique_id(self.store, self.deck.name)
            self.deck = dataclasses.replace(self.deck, id=new_id)
        try:
            self.store.save(self.deck)
        except OSError as error:
            self.notify(f"Could not save: {error.strerror or error}", severity="error", timeout=8)
            return
        if self.saved_as is not None and self.saved_as != self.deck.id:
            self.store.delete(self.saved_as)
        self.saved_as = self.deck.id
        self.unsaved = False
        problems = self.problems()
        self._title(problems)
        note = (
            "ready to play" if not problems else f"a draft: {len(problems)} rule(s) broken, not yet playable"
        )
        self.notify(f"Saved '{self.deck.name}' ({note}).", timeout=4)

    def action_rename(self) -> None:
        from cardtable.ui.decks.name_dialog import NameDialog

        def renamed(name: str | None) -> None:
            if name and name != self.deck.name:
                self.deck = dataclasses.replace(self.deck, name=name)
                self.unsaved = True
                self._title(self.problems())

        self.app.push_screen(NameDialog(f"Rename {self.deck.name}", self.deck.name), renamed)

    def action_leader(self) -> None:
        from cardtable.ui.dialogs import ChoiceDialog

        def chosen(leader: str | None) -> None:
            if leader and leader != self.deck.leader:
                self.deck = dataclasses.replace(self.deck, leader=leader)
                self.unsaved = True
                self.refresh_all()

        title = f"Which {self.rules.leader_word} leads {self.deck.name}?"
        self.app.push_screen(ChoiceDialog(title, self.rules.leaders()), chosen)

    def action_gauntlet(self) -> None:
        """Test the deck against every starter deck (a legal deck, saved first)."""
        problems = self.problems()
        if problems:
            self.notify(
                f"A draft cannot run the gauntlet: {problems[0].reason}", severity="warning", timeout=6
            )
            return
        if self.unsaved:
            self.action_save()
        if self.unsaved:
            return  # the save failed and said why
        from cardtable.ui.decks.gauntlet import GauntletScreen

        self.app.push_screen(GauntletScreen(self.rules, self.deck))

    def action_leave(self) -> None:
        if not self.unsaved:
            self.dismiss()
            return
        from cardtable.ui.dialogs import ConfirmDialog

        def answer(leave: bool | None) -> None:
            if leave:
                self.dismiss()

        self.app.push_screen(
            ConfirmDialog(
                "Leave without saving?",
                f"The changes to {self.deck.name} are lost unless you save them (Ctrl+S).",
                confirm="Leave",
                cancel="Keep building",
            ),
            answer,
        )

    def on_screen_resume(self) -> None:
        self._title(self.problems())
