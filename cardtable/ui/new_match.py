"""The new-match dialog: players, who is human or computer, names, seed, variant, decks, and in
the card-battle games how the table asks each person (their stops)."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select, Static

from cardtable.engine.errors import CardtableError
from cardtable.engine.registry import GameImpl, GameInfo
from cardtable.persistence.settings import Settings
from cardtable.ui.dialogs import DismissOnce
from cardtable.ui.new_match_memory import LastSetup, SeatChoice, last_setup, pick, remembering
from cardtable.ui.new_match_stops import (
    AskedRow,
    AskedRows,
    asked_rows,
    has_stops,
    remembered_mode,
    with_modes,
)
from cardtable.ui.table.names import cut_at_word, short_name
from cardtable.ui.widgets.quiet_footer import QuietFooter

DEFAULT_NAMES = ("Ana", "Bo", "Cy", "Di")
BOT_LABELS = {
    "random": "Computer (random)",
    "greedy": "Computer (greedy)",
    "strong": "Computer (strong)",
}
"""The same words as ``cardtable play --bot``: random (easiest), greedy, strong."""
HUMAN = "human"
OWN = "own:"
DECK_ROOM = 22
"""Characters a deck's name has in its seat's select at 80 columns, its "(yours)" included: a
longer name keeps its first whole words and "…" (:func:`ui.table.names.cut_at_word`)."""
"""The deck selector's value for a deck of the player's own (after it, the deck's id)."""
COMPACT_BELOW = 32
"""Terminal heights under which the form's fields drop their borders (one line each), so every
field, the seed included, shows at once on a 24-line terminal."""


class FormSelect(Select[Any]):
    """A Select of the form: Enter, Space or the arrow keys open the list, and Enter in the open
    list picks; the focus stays on the Select (playtest17: a pick that moved on made the next key
    act on the next field); Tab moves on. Typing a letter or a digit picks the next choice that
    starts with it ("3" three players, "c" a computer)."""

    BINDINGS = [
        Binding("enter,down,space,up", "show_overlay", "Show menu", show=False),
    ]

    def __init__(self, options: list[tuple[str, Any]], **kwargs: Any) -> None:
        super().__init__(options, **kwargs)
        self._choices = list(options)

    def on_key(self, event: events.Key) -> None:
        typed = (event.character or "").casefold()
        if len(typed) != 1 or not typed.isalnum() or self.expanded:
            return
        values = [value for label, value in self._choices if label.casefold().startswith(typed)]
        if not values:
            return
        event.stop()
        after = values.index(self.value) + 1 if self.value in values else 0
        self.value = values[after % len(values)]


def seat_kind_options(impl: GameImpl) -> list[tuple[str, str]]:
    """(label, value) pairs for the seat-kind selector: Human, then each computer strength."""
    options = [("Human", HUMAN)]
    for bot in impl.bots:
        options.append((BOT_LABELS.get(bot, f"Computer ({bot})"), f"computer:{bot}"))
    return options


class SeatRow(Horizontal):
    """One seat: its name, Human or Computer, and its deck where the game has decks."""

    DEFAULT_CSS = """
    SeatRow { height: 3; }
    SeatRow > .seat-label { width: 8; padding-top: 1; }
    SeatRow > Input { width: 1fr; }
    SeatRow > .seat-kind { width: 27; }
    SeatRow > .seat-deck { width: 31; }
    SeatRow SelectCurrent Static#label { height: 1; text-wrap: nowrap; text-overflow: ellipsis; }
    """

    def __init__(
        self,
        index: int,
        name: str,
        kind: str,
        kinds: list[tuple[str, str]],
        decks: list[tuple[str, str]],
        deck: str | None,
    ) -> None:
        super().__init__(id=f"seat-{index}")
        self.index = index
        self._first_name, self._kind, self._kinds, self._decks, self._deck = name, kind, kinds, decks, deck

    def compose(self) -> ComposeResult:
        yield Label(f"Seat {self.index + 1}", classes="seat-label")
        yield Input(self._first_name, placeholder="name", id=f"name-{self.index}", max_length=20)
        yield FormSelect(
            self._kinds, value=self._kind, allow_blank=False, id=f"kind-{self.index}", classes="seat-kind"
        )
        if self._decks:
            yield FormSelect(
                self._decks,
                value=self._deck or self._decks[0][1],
                allow_blank=False,
                id=f"deck-{self.index}",
                classes="seat-deck",
            )

    def set_decks(self, decks: list[tuple[str, str]], known: set[str]) -> None:
        """New deck choices (the builder may have added, renamed or deleted some); the chosen
        deck stays chosen while it is still there."""
        self._decks = decks
        for select in self.query(f"#deck-{self.index}").results(Select):
            chosen = select.value
            select.set_options(decks)
            select.value = chosen if chosen in known else decks[0][1]

    @property
    def first_name(self) -> str:
        """The name the row opened with (before the player edits it)."""
        return self._first_name

    @property
    def player_name(self) -> str:
        return self.query_one(Input).value.strip()

    @property
    def kind(self) -> str:
        return str(self.query_one(f"#kind-{self.index}", Select).value)

    @property
    def deck(self) -> str | None:
        if not self._decks:
            return None
        return str(self.query_one(f"#deck-{self.index}", Select).value)


class NewMatchDialog(DismissOnce, ModalScreen[Any]):
    """Returns a MatchSetup, or None when cancelled."""

    CSS_PATH = "new_match.tcss"
    BINDINGS = [
        Binding("escape", "cancel", "Cancel"),
        Binding("ctrl+s", "start", "Start match", priority=True),
        Binding("ctrl+d", "view_deck", "View deck", priority=True),
        Binding("ctrl+b", "build_decks", "Build decks", priority=True),
    ]

    def __init__(self, info: GameInfo) -> None:
        super().__init__(classes="dialog-screen")
        self.info = info
        self.impl = info.load()
        self.kinds = seat_kind_options(self.impl)
        decks = self.impl.deck_choices() if (info.uses_decks and self.impl.deck_choices) else []
        names = [name for _, name in decks]  # a starter's long name with intent ("Jeddos"), not cut
        starters = [(short_name(name, DECK_ROOM, names), deck_id) for deck_id, name in decks]
        self.decks = starters + self._own_decks()
        self.count = info.default_players
        self.remembered: LastSetup | None = None
        """The last match set up for this game here (read when the dialog is composed)."""

    def _own_decks(self) -> list[tuple[str, str]]:
        """The player's own decks, after the starters: ``(label, OWN + id)``; a draft says so."""
        make = self.impl.deck_rules if self.info.uses_decks else None
        if make is None:
            return []
        from cardtable.persistence.decks import DeckStore

        rules = make()
        own = []
        for deck in DeckStore(rules).scan().decks:
            mark = "(yours)" if not rules.check(deck) else "(draft)"
            label = f"{cut_at_word(deck.name, DECK_ROOM - len(mark) - 1)} {mark}"
            own.append((label, OWN + deck.id))
        return own

    def compose(self) -> ComposeResult:
        info = self.info
        self.remembered = remembered = last_setup(self.cardtable_settings, info.id)
        if remembered is not None and info.min_players <= remembered.count <= info.max_players:
            self.count = remembered.count
        seat_rows = self._seat_rows(self._remembered_rows())
        with Vertical(classes="dialog", id="new-match"):
            yield Label(f"New match: {info.name}", classes="dialog-title")
            with VerticalScroll(id="new-match-body"):
                if info.min_players != info.max_players:
                    with Horizontal(classes="field"):
                        yield Label("Players", classes="field-label")
                        yield FormSelect(
                            [
                                (self._count_label(n), n)
                                for n in range(info.min_players, info.max_players + 1)
                            ],
                            value=self.count,
                            allow_blank=False,
                            id="count",
                        )
                with Vertical(id="seats"):
                    yield from seat_rows
                if self.decks:
                    yield Static("", id="deck-help", classes="muted")
                if has_stops(info.id):
                    names = [row.first_name for row in seat_rows]
                    yield asked_rows(self.cardtable_settings, info.id, names)
                if len(info.variants) > 1:
                    variant = pick(
                        remembered and remembered.variant, [v.id for v in info.variants], info.default_variant
                    )
                    with Horizontal(classes="field"):
                        yield Label("Variant", classes="field-label")
                        yield FormSelect(
                            [(v.name, v.id) for v in info.variants],
                            value=variant,
                            allow_blank=False,
                            id="variant",
                        )
                    yield Static(info.variant(variant).description, id="variant-help", classes="muted")
                for setting in info.settings:
                    with Horizontal(classes="field"):
                        yield Label(setting.label, classes="field-label")
                        chosen = remembered.settings.get(setting.key) if remembered else None
                        values = {str(value): value for _label, value in setting.choices}
                        yield FormSelect(
                            list(setting.choices),
                            value=values.get(str(chosen), setting.default),
                            allow_blank=False,
                            id=f"setting-{setting.key}",
                        )
                    if setting.help:
                        yield Static(setting.help, classes="muted")
                with Horizontal(classes="field"):
                    yield Label("Seed", classes="field-label")
                    yield Input(
                        placeholder="blank = random; a number; 'daily'; or a date 2026-11-29", id="seed"
                    )
            yield Static("", id="setup-error", classes="error-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Start", id="start", variant="primary")
                yield Button("Cancel", id="cancel")
        yield QuietFooter()

    @staticmethod
    def _count_label(count: int) -> str:
        return "1 (solo score attack)" if count == 1 else f"{count} players"

    @property
    def cardtable_settings(self) -> Any:
        return getattr(self.app, "settings", None) or Settings()

    def _show_asked(self) -> None:
        """Only a person's seat chooses how it is asked."""
        for asked in self.query(AskedRows):
            rows = sorted(self.query(SeatRow), key=lambda r: r.index)
            asked.show_for([row.is_mounted and row.kind == HUMAN for row in rows])

    def on_input_changed(self, event: Input.Changed) -> None:
        """A seat's new name brings the choice remembered for it."""
        if not str(event.input.id).startswith("name-") or not has_stops(self.info.id):
            return
        index = int(str(event.input.id).removeprefix("name-"))
        for row in self.query(AskedRow):
            if row.index == index and event.value.strip():
                row.set_mode(remembered_mode(self.cardtable_settings, self.info.id, event.value.strip()))

    def on_mount(self) -> None:
        self._show_asked()
        first = self.first_field()
        if first is None:
            return  # closed before it mounted (a stray Enter during a screen transition)
        first.focus()
        self._fit(self.app.size.height)
        self._describe_decks()

    def first_field(self) -> Input | Select[Any] | None:
        """Where most people begin: the game's first choice (how many players, where the game
        has a choice of it; else the first seat's name)."""
        for count in self.query("#count").results(Select):
            return count
        return next(iter(self.query("#seats Input").results(Input)), None)

    def _describe_decks(self) -> None:
        """Each seat's deck with its description, and how to see its cards."""
        details = self.impl.deck_details
        if not self.decks or details is None:
            return
        lines = []
        for row in sorted(self.query(SeatRow), key=lambda r: r.index):
            if row.is_mounted and row.deck and not row.deck.startswith(OWN):
                deck = details(row.deck)
                lines.append(f"Seat {row.index + 1}, {deck.name}: {deck.description}")
        lines.append("Ctrl+D shows the cards of the deck of the seat you are on.")
        for help_text in self.query("#deck-help").results(Static):
            help_text.update("\n".join(lines))

    def action_build_decks(self) -> None:
        """Open the game's decks in the builder; back here, the deck lists include the changes."""
        make = self.impl.deck_rules
        if make is None:
            return
        from cardtable.ui.decks.manager import DeckListScreen

        self.app.push_screen(DeckListScreen(make()), lambda _result: self._refresh_decks())

    def _refresh_decks(self) -> None:
        starters = self.impl.deck_choices() if self.impl.deck_choices else []
        self.decks = [(name, deck_id) for deck_id, name in starters] + self._own_decks()
        known = {value for _label, value in self.decks}
        for row in self.query(SeatRow):
            row.set_decks(self.decks, known)
        self._describe_decks()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "build_decks":
            return self.info.uses_decks and self.impl.deck_rules is not None
        if action == "view_deck":
            return bool(self.decks) and self.impl.deck_details is not None
        return True

    def action_view_deck(self) -> None:
        from cardtable.ui.widgets.deck_viewer import DeckViewer

        details = self.impl.deck_details
        rows = sorted(self.query(SeatRow), key=lambda r: r.index)
        if details is None or not rows:
            return
        focused = self.focused
        row = next((r for r in rows if focused is not None and focused in r.query("*")), rows[0])
        if row.deck and not row.deck.startswith(OWN):
            self.app.push_screen(DeckViewer(details(row.deck)))
        elif row.deck:
            self.notify("A deck of yours: the deck builder (d in the menu) shows its cards.", timeout=5)

    def _remembered_rows(self) -> dict[int, tuple[str, str, str | None]]:
        """The remembered seats, each kind and deck kept only where the dialog still offers it."""
        if self.remembered is None:
            return {}
        kinds = [value for _label, value in self.kinds]
        decks = [value for _label, value in self.decks]
        rows = {}
        for index in range(self.count):
            seat = self.remembered.seat(index, kinds, decks)
            if seat is not None and seat.name:
                default_deck = self.decks[index % len(self.decks)][1] if self.decks else None
                rows[index] = (seat.name, seat.kind, seat.deck or default_deck)
        return rows

    def _current_rows(self) -> dict[int, tuple[str, str, str | None]]:
        return {row.index: (row.player_name, row.kind, row.deck) for row in self.query(SeatRow)}

    def _seat_rows(self, previous: dict[int, tuple[str, str, str | None]]) -> list[SeatRow]:
        rows = []
        for index in range(self.count):
            default_deck = self.decks[index % len(self.decks)][1] if self.decks else None
            name, kind, deck = previous.get(
                index, (DEFAULT_NAMES[index % len(DEFAULT_NAMES)], HUMAN, default_deck)
            )
            rows.append(SeatRow(index, name, kind, self.kinds, self.decks, deck))
        return rows

    async def _build_seats(self, previous: dict[int, tuple[str, str, str | None]]) -> None:
        container = self.query_one("#seats", Vertical)
        await container.remove_children()
        await container.mount_all(self._seat_rows(previous))
        self._fit(self.app.size.height)

    async def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "count" and isinstance(event.value, int) and event.value != self.count:
            previous = self._current_rows()
            self.count = event.value
            await self._build_seats(previous)
            self._describe_decks()
        elif str(event.select.id).startswith("deck-"):
            self._describe_decks()
        elif str(event.select.id).startswith("kind-"):
            self._show_asked()
        elif event.select.id == "variant":
            variant = self.info.variant(str(event.value))
            self.query_one("#variant-help", Static).update(variant.description)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in a field moves on to the next one; only Start (or Ctrl+S) starts the match."""
        event.stop()
        self.focus_next()

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size.height)

    def _fit(self, height: int) -> None:
        """On a short terminal the fields lose their borders (one line each) so that the whole
        form, the seed included, shows at once; the fields still scroll within what the title,
        the buttons and the footer leave free."""
        compact = height < COMPACT_BELOW
        self.set_class(compact, "-compact")
        for field in self.query("Input, Select"):
            if isinstance(field, Input | Select):
                field.compact = compact
        frame = 2 + 2 + 1 + 3 + 1 + 1  # border, title, error line, buttons, footer, spare
        for body in self.query("#new-match-body"):  # none if the dialog closed before it mounted
            body.styles.max_height = max(4, height - frame)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_cancel()

    def action_cancel(self) -> None:
        self.dismiss(None)

    def action_start(self) -> None:
        try:
            setup = self.build_setup()
        except CardtableError as error:
            self.query_one("#setup-error", Static).update(str(error))
            return
        self._remember(setup)
        self.dismiss(setup)

    def _remember(self, setup: Any) -> None:
        """Each person's choice of how the table asks them, remembered for their name, and this
        setup (seats, variant, the game's settings) for the next time the dialog opens."""
        settings = self.cardtable_settings
        rows = {row.index: row for row in self.query(AskedRow)}
        choices = [
            (name, rows[index].mode)
            for index, (name, seat) in enumerate(zip(setup.players, setup.seats, strict=True))
            if index in rows and seat.kind == "human"
        ]
        asked = (with_modes(settings, self.info.id, choices) if choices else None) or settings
        seats = sorted(self.query(SeatRow), key=lambda r: r.index)
        last = LastSetup(
            len(seats),
            tuple(SeatChoice(row.player_name, row.kind, row.deck) for row in seats),
            setup.options.get("variant"),
            {s.key: str(setup.options[s.key]) for s in self.info.settings if s.key in setup.options},
        )
        changed = remembering(asked, self.info.id, last) or asked
        update = getattr(self.app, "update_settings", None)
        if changed is not settings and update is not None:
            warning = update(changed)
            if warning:
                self.app.notify(warning, severity="warning")

    def _deck_option(self, deck: str | None) -> Any:
        """A starter's id, or the player's own deck written out in full (a draft is refused with
        the first rule it breaks: SetupError)."""
        make = self.impl.deck_rules
        if deck is None or not deck.startswith(OWN) or make is None:
            return deck
        from cardtable.persistence.decks import resolve_deck

        return resolve_deck(make(), deck[len(OWN) :])

    def build_setup(self) -> Any:
        """Read the form into a MatchSetup; raises SetupError with what is wrong."""
        from cardtable.engine.errors import SetupError
        from cardtable.engine.record import SeatInfo
        from cardtable.engine.seeds import parse_seed
        from cardtable.session import MatchSetup

        rows = sorted(self.query(SeatRow), key=lambda r: r.index)
        names = [row.player_name for row in rows]
        for index, name in enumerate(names):
            if not name:
                raise SetupError(f"Seat {index + 1} needs a name.")
        if len({n.casefold() for n in names}) != len(names):
            raise SetupError("Every player needs a different name.")
        seats = []
        for row in rows:
            if row.kind == HUMAN:
                seats.append(SeatInfo())
            else:
                seats.append(SeatInfo(kind="computer", bot=row.kind.split(":", 1)[1]))
        options: dict[str, Any] = {}
        if len(self.info.variants) > 1:
            options["variant"] = str(self.query_one("#variant", Select).value)
        if self.decks:
            options["decks"] = [self._deck_option(row.deck) for row in rows]
        for setting in self.info.settings:
            options[setting.key] = int(str(self.query_one(f"#setting-{setting.key}", Select).value))
        seed = parse_seed(self.query_one("#seed", Input).value)
        return MatchSetup(self.info.id, tuple(names), tuple(seats), seed, options)
