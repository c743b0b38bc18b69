"""The Lux Aeterna screen.

Layout, top to bottom: the foe's panel (Soul, Numen, piles, Emissary), the foe's Combat Zone, the
bar (turn and steps, buttons, and the prompt: who decides what now), your Combat Zone, your panel
and your hand. At the side: the queue drawn as a stack, the inspector and the log (under the hand
on a small terminal).

Keys: Left/Right pick a card in the row the cursor is on, Up/Down move between your hand, your
side (Emissary and Combat Zone) and the foe's side; Enter or p plays or uses the chosen card
(asking what it still needs); a attacks with the chosen Unit; u puts a Light on it (Accumulation);
Space passes (lets the queue resolve, or moves to the next step); d reopens a question waiting for
you; v views a Requiem or Limbo; c (or the ⚑ flag) concedes; l opens Learn once the game lists its
keywords. Everything can be clicked too.

The screen never decides a rule: what may be done comes from the engine's legal actions, every
sentence from its ``describe``, every forecast from its forecasts.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer

from cardtable.engine.actions import Action
from cardtable.engine.events import Event
from cardtable.ui.dialogs import ConfirmDialog
from cardtable.ui.game_screen import GameScreen
from cardtable.ui.lux_aeterna import build, inspect
from cardtable.ui.lux_aeterna.dialogs import PileDialog
from cardtable.ui.lux_aeterna.faces import TableFace
from cardtable.ui.lux_aeterna.footer import TableFooter
from cardtable.ui.lux_aeterna.handoff import automatic_action
from cardtable.ui.lux_aeterna.widgets import (
    FieldRow,
    LuxBar,
    LuxCardPainter,
    LuxHandStrip,
    QueuePanel,
    SidePanel,
)
from cardtable.ui.widgets import EventLog
from cardtable.ui.widgets.button_line import BarButton, ButtonLine
from cardtable.ui.widgets.hand_strip import HandStrip, HandView
from cardtable.ui.widgets.inspector import Inspector
from cardtable.ui.widgets.pick_dialog import Choice, PickDialog

if TYPE_CHECKING:
    from cardtable.session import Match

COMPACT_WIDTH = 110
COMPACT_HEIGHT = 30
ROOMY_WIDTH = 160
ROOMY_HEIGHT = 48
ZONES = ("hand", "mine", "foe")
KEYS = "123456789abcdefghijklmnopqrstuvwxyz"


class LuxAeternaScreen(GameScreen):
    """Both sides, the queue, the viewer's hand, the inspector and the log."""

    CSS_PATH = Path(__file__).parent / "screen.tcss"
    AUTO_FOCUS = None
    """Nothing takes the focus: every key goes to the screen's bindings (a focused log would eat
    the arrows)."""
    BINDINGS = [
        Binding("left", "cursor(-1)", "Card", show=False),
        Binding("right", "cursor(1)", "Card", show=False),
        Binding("up", "zone(1)", "Row", show=False),
        Binding("down", "zone(-1)", "Row", show=False),
        Binding("enter", "use", "Play/Use"),
        Binding("p", "use", "Play/Use", show=False),
        Binding("a", "attack", "Attack"),
        Binding("u", "accumulate", "Accumulate"),
        Binding("space", "pass_", "Pass"),
        Binding("d", "decide", "Decide"),
        Binding("v", "piles", "Piles"),
        Binding("l", "learn", "Learn"),
        Binding("c", "concede", "Concede", show=False),
        Binding("pagedown", "scroll_inspector(4)", "Inspector ▼", show=False),
        Binding("pageup", "scroll_inspector(-4)", "Inspector ▲", show=False),
        Binding("escape", "cancel", "Back"),
        Binding("escape", "leave", "Menu"),
    ]

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.zone = "hand"
        self.index = {"hand": 0, "mine": 0, "foe": 0}
        self._table: TableFace | None = None
        self._table_key: tuple[Any, ...] | None = None
        self._legal: list[Action] = []
        self._asked: tuple[int, int] | None = None
        self._dialogs = 0
        self._seen: dict[int, int] = {}
        """Per seat: how much of the log that person had on screen when they last looked."""
        self._ready = False
        self.drawn = False
        """True once the table has been drawn (tests and scenes wait for it)."""

    # ----- layout ------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        with Horizontal(id="table"):
            with Vertical(id="board"):
                yield SidePanel(id="foe-panel")
                yield FieldRow(id="foe-field")
                yield LuxBar(id="bar")
                yield FieldRow(id="my-field")
                yield SidePanel(id="my-panel")
            with Vertical(id="side"):
                yield QueuePanel(id="queue", classes="queue")
                yield self._log("log")
        with Horizontal(id="bottom"):
            with Vertical(id="home"):
                yield LuxHandStrip(LuxCardPainter(), id="hand")
                yield self._log("log-compact")
            with Vertical(id="home-right"):
                yield QueuePanel(id="queue-compact", classes="queue")
                yield Inspector(id="inspector")
        yield TableFooter()

    @staticmethod
    def _log(widget_id: str) -> EventLog:
        log = EventLog(id=widget_id, classes="log")
        log.can_focus = False  # before mounting: a focused log would take the arrow keys
        return log

    def on_mount(self) -> None:
        self._ready = True
        self._fit(self.app.size.width, self.app.size.height)

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size.width, event.size.height)
        if self.drawn:
            self.render_state()

    def _fit(self, width: int, height: int) -> None:
        compact = width < COMPACT_WIDTH or height < COMPACT_HEIGHT
        self.set_class(compact, "-compact")
        self.set_class(not compact and width >= ROOMY_WIDTH and height >= ROOMY_HEIGHT, "-roomy")
        self.query_one(Footer).compact = compact

    @property
    def compact(self) -> bool:
        return self.has_class("-compact")

    def _part(self, name: str) -> Any:
        """The visible one of a widget that has a compact twin (the queue, the log)."""
        return self.query_one(f"#{name}-compact" if self.compact else f"#{name}")

    # ----- reading the state -------------------------------------------------------------

    @property
    def state(self) -> Any:
        return self.match.state

    def table(self) -> TableFace:
        """The faces of the current state for the current viewer (cached per state and viewer)."""
        state = self.state
        key = (id(state), len(state.history), len(state.log), self.viewer)
        if self._table is None or key != self._table_key:
            if self._table_key is not None and self._table_key[-1] != self.viewer:
                self.zone = "hand"  # another person at the keyboard: start from their hand
                self.index = {"hand": 0, "mine": 0, "foe": 0}
            self._legal = state.legal_actions() if self.my_turn else []
            self._table = build.table(state, self.viewer, self._legal)
            self._table_key = key
        return self._table

    def _items(self, zone: str) -> list[str]:
        """The ids the cursor can stop on in ``zone``: hand cards; Emissary then field cards."""
        table = self.table()
        if zone == "hand":
            return [card.iid for card in table.hand or ()]
        side = table.sides[1] if zone == "mine" else table.sides[0]
        return [side.emissary.iid, *(card.iid for card in side.field)]

    def selected(self) -> str | None:
        items = self._items(self.zone)
        if not items:
            return None
        index = min(self.index[self.zone], len(items) - 1)
        self.index[self.zone] = index
        return items[index]

    # ----- drawing -----------------------------------------------------------------------

    def render_state(self) -> None:
        if not self._ready:
            return
        table = self.table()
        self._draw_sides(table)
        self._draw_bar(table)
        self._draw_hand(table)
        self._draw_queue(table)
        self._draw_inspector()
        self._part("log").show(self.state.log, self.viewer)
        if self.viewer is not None:
            self._seen[self.viewer] = len(self.state.log)
        self._refresh_footer()
        self.drawn = True
        if table.my_decision and table.decision_kind not in ("priority", ""):
            self.call_after_refresh(self._ask_decision)

    def _draw_sides(self, table: TableFace) -> None:
        chosen = self.selected() if self.zone != "hand" else None
        marks = build.choosable(self._legal, self.zone, chosen)
        for panel_id, field_id, side, zone in (
            ("#foe-panel", "#foe-field", table.sides[0], "foe"),
            ("#my-panel", "#my-field", table.sides[1], "mine"),
        ):
            panel = self.query_one(panel_id, SidePanel)
            panel.face = side
            panel.selected = self.zone == zone and chosen == side.emissary.iid
            buttons = [
                BarButton(f"requiem-{side.seat}", f"Requiem {side.requiem}", short=f"Rq{side.requiem}"),
                BarButton(f"limbo-{side.seat}", f"Limbo {side.limbo}", short=f"Lb{side.limbo}"),
            ]
            if zone == "foe" and table.my_decision and not table.over:
                buttons.append(BarButton("concede", "⚑ Concede"))
            panel.buttons = tuple(buttons)
            row = self.query_one(field_id, FieldRow)
            row.cards = side.field
            row.marks = marks
            cursor = None
            if self.zone == zone and chosen is not None and chosen != side.emissary.iid:
                cursor = next((i for i, card in enumerate(side.field) if card.iid == chosen), None)
            row.cursor = cursor
            row.note = (
                "No Units or Relics." if zone == "foe" else "No Units or Relics yet: play one from your hand."
            )

    def _draw_bar(self, table: TableFace) -> None:
        bar = self.query_one("#bar", LuxBar)
        bar.info = (table.turn, table.active_name, table.step, table.steps)
        prompt = Text()
        if table.over:
            prompt.append("The match is over: o shows the result.", style="bold")
        elif table.my_decision:
            prompt.append(table.prompt, style="bold")
            hint = build.hint(table, self._legal)
            if hint:
                prompt.append(f"  {hint}", style="italic")
        elif self.match.computer_to_act:
            prompt.append(f"{table.deciding_name} is thinking…", style="italic")
        else:
            prompt.append(table.prompt, style="italic")
        bar.prompt = prompt
        buttons: list[BarButton] = []
        if table.my_decision and table.decision_kind not in ("priority", ""):
            buttons.append(BarButton("decide", "Decide (d)", "ready", short="Decide"))
        elif table.my_decision:
            label = build.pass_label(table)
            buttons.append(BarButton("pass", f"{label} (Space)", "ready", short=label))
        bar.buttons = tuple(buttons)

    def _draw_hand(self, table: TableFace) -> None:
        strip = self.query_one("#hand", HandStrip)
        strip.colour_blind = self.settings.colour_blind
        if table.hand is None:
            strip.view = HandView(
                note=f"Hand hidden ({table.sides[1].hand} cards): only {table.sides[1].name} may look."
            )
            return
        selected = self.index["hand"] if self.zone == "hand" and table.hand else None
        if selected is not None:
            selected = min(selected, len(table.hand) - 1)
        strip.view = HandView(table.hand, selected, note="No cards in hand.")

    def _draw_queue(self, table: TableFace) -> None:
        panel = self._part("queue")
        panel.items = table.queue
        if self.compact:
            panel.display = bool(table.queue)
            panel.brief = True
        panel.footer = build.queue_footer(table) if table.queue else ""

    def _draw_inspector(self) -> None:
        inspector = self.query_one("#inspector", Inspector)
        table = self._table
        if table is None:
            return
        if self.viewer is None and not self.match.computer_to_act and not table.over:
            inspector.show(Text("The table is hidden while the keyboard changes hands.", style="italic"))
            return
        chosen = self.selected()
        if chosen is None:
            inspector.show(
                Text("No card here. Up/Down move between your hand, your side and the foe's.", style="italic")
            )
            return
        inspector.show(inspect.text(self.state, table, self.viewer, chosen, self._legal))

    def _refresh_footer(self) -> None:
        """Ask the footer to redraw only when what can be done has changed."""
        signature = tuple(self.check_action(b.action.partition("(")[0], ()) for b in self._bindings_list())
        if signature != getattr(self, "_footer_signature", None):
            self._footer_signature = signature
            self.refresh_bindings()

    def _bindings_list(self) -> list[Binding]:
        return [b for b in self.BINDINGS if isinstance(b, Binding)] + [
            b for b in GameScreen.BINDINGS if isinstance(b, Binding)
        ]

    def _redraw_selection(self) -> None:
        """The cheap redraw after a cursor move: the rows, the hand highlight, the inspector."""
        table = self.table()
        self._draw_sides(table)
        self._draw_hand(table)
        self._draw_inspector()
        self._refresh_footer()

    # ----- flow --------------------------------------------------------------------------

    def advance(self) -> None:
        """Take what the person to act would be asked for nothing (auto-pass), then the usual."""
        for _ in range(500):
            state = self.state
            if state.is_over:
                break
            seat = state.to_act
            if seat is None or not self.match.is_human(seat):
                break
            action = automatic_action(state, self.settings.auto_pass)
            if action is None:
                break
            events = self.match.apply(action)
            self.on_events(events)
        super().advance()

    def curtain_note(self) -> str:
        seat = self.state.to_act
        if seat is None:
            return ""
        news = build.news(self.state.log, self._seen.get(seat, 0))
        return build.curtain_text(self.state, seat, news)

    def act(self, action: Any) -> bool:
        done = super().act(action)
        if not done:
            self.render_state()
        return done

    def describe_action(self, action: Action) -> str:
        return build.describe(self.state, action)

    def on_events(self, events: list[Event]) -> None:
        self._asked = None

    # ----- the generic question ----------------------------------------------------------

    def _ask_decision(self, force: bool = False) -> None:
        """Ask the decision that is not priority (offering, defend, discard, a choice while
        resolving) with the engine's own options, once per decision unless ``force``."""
        if not self.is_attached or self.app.screen is not self or self._dialogs:
            return
        table = self.table()
        if not table.my_decision or table.decision_kind in ("priority", ""):
            return
        key = (len(self.state.history), self.viewer if self.viewer is not None else -1)
        if self._asked == key and not force:
            return
        self._asked = key
        legal = list(self._legal)
        if not legal:
            return
        choices = [
            Choice(str(i), build.option_text(self.state, action), KEYS[i] if i < len(KEYS) else "")
            for i, action in enumerate(legal)
        ]
        detail = build.decision_detail(self.state, table)
        self._push(PickDialog(table.prompt, detail, choices), lambda choice: self._decided(legal, choice))

    def _decided(self, legal: list[Action], choice: str | None) -> None:
        if choice is None:
            self.notify("Look around as long as you like; d (or the Decide button) asks again.")
            return
        self.act(legal[int(choice)])

    def _choose_and_act(self, actions: list[Action], title: str, detail: str | Text = "") -> None:
        """Do the one action, or ask which of several (each described by the engine); a play or
        ability that can be paid in more than one way then asks which Lights to spend."""
        if not actions:
            return
        if len(actions) == 1:
            self._pay_and_act(actions[0])
            return
        pays = len({build.payment_text(self.state, a) for a in actions}) > 1
        choices = [
            Choice(str(i), build.option_text(self.state, action, pays), KEYS[i] if i < len(KEYS) else "")
            for i, action in enumerate(actions)
        ]

        def chosen(choice: str | None) -> None:
            if choice is not None:
                self._pay_and_act(actions[int(choice)])

        self._push(PickDialog(title, detail, choices), chosen)

    def _pay_and_act(self, action: Action) -> None:
        """Send ``action``; when it can be paid in several ways, first show which Lights each way
        spends (the engine's suggestion first, so Enter takes it)."""
        options = build.payments(self.state, action)
        if len(options) <= 1:
            self.act(action)
            return
        choices = []
        for index, option in enumerate(options):
            label = Text(build.payment_text(self.state, option) or "nothing")
            if index == 0:
                label.append("  (suggested)", style="italic dim")
            choices.append(Choice(str(index), label, KEYS[index] if index < len(KEYS) else ""))

        def chosen(choice: str | None) -> None:
            if choice is not None:
                self.act(options[int(choice)])

        self._push(
            PickDialog(
                f"{build.describe(self.state, action)}: pay with which Lights?",
                "Paid Lights go back to the supply; Lights on your Units can pay too.",
                choices,
            ),
            chosen,
        )

    def _push(self, screen: Any, callback: Any = None) -> None:
        self._dialogs += 1

        def closed(result: Any) -> None:
            self._dialogs -= 1
            if callback is not None:
                callback(result)

        self.app.push_screen(screen, closed)

    # ----- checks for the footer ---------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        base = super().check_action(action, parameters)
        if action in ("rules", "show_result", "undo", "leave"):
            return base
        if action in ("piles", "scroll_inspector", "learn"):
            return True
        if action in ("cursor", "zone"):
            return self.viewer is not None or self.match.computer_to_act
        if action == "cancel":
            return self.zone != "hand"
        table = self._table
        if table is None or table.over:
            return False
        mine = table.my_decision
        priority = table.decision_kind == "priority"
        if action == "decide":
            return mine and not priority
        if action == "pass_":
            return mine and priority
        if action == "concede":
            return mine
        if action == "use":
            return mine and priority
        if action == "attack":
            return mine and bool(build.of_kind(self._legal, "attack"))
        if action == "accumulate":
            return mine and bool(build.of_kind(self._legal, "accumulate"))
        return base

    # ----- keyboard actions --------------------------------------------------------------

    def action_cursor(self, delta: int) -> None:
        items = self._items(self.zone)
        if not items:
            return
        self.index[self.zone] = (min(self.index[self.zone], len(items) - 1) + delta) % len(items)
        self._redraw_selection()

    def action_zone(self, delta: int) -> None:
        position = ZONES.index(self.zone)
        self.zone = ZONES[max(0, min(len(ZONES) - 1, position + delta))]
        self._redraw_selection()

    def action_cancel(self) -> None:
        self.zone = "hand"
        self._redraw_selection()

    def action_use(self) -> None:
        table = self.table()
        if table.my_decision and table.decision_kind not in ("priority", ""):
            self._ask_decision(force=True)
            return
        chosen = self.selected()
        if chosen is None:
            self.notify("Choose a card first: Left/Right in your hand, Up for your side.", severity="warning")
            return
        actions = build.uses(self._legal, chosen)
        if not actions:
            self.notify(
                build.why_not(self.state, table, self.viewer, chosen, self._legal),
                title="Not now",
                severity="warning",
            )
            return
        self._choose_and_act(
            actions, build.use_title(self.state, chosen), inspect.payment_note(self.state, actions)
        )

    def action_attack(self) -> None:
        attacks = build.of_kind(self._legal, "attack")
        chosen = self.selected()
        mine = [a for a in attacks if build.subject(a) == chosen]
        if mine:
            attacks = mine
        if not attacks:
            self.notify(build.why_no_attack(self.state, self.viewer), title="No attack", severity="warning")
            return
        self._choose_and_act(attacks, "Attack with which Unit?", inspect.attack_note(self.state, attacks))

    def action_accumulate(self) -> None:
        options = build.of_kind(self._legal, "accumulate")
        chosen = self.selected()
        mine = [a for a in options if build.subject(a) == chosen]
        if mine:
            options = mine
        if not options:
            self.notify(
                build.why_no_accumulate(self.state, self.viewer), title="No Accumulation", severity="warning"
            )
            return
        self._choose_and_act(
            options,
            "Accumulate: which Light onto which Unit?",
            "One Light per Unit per turn; it keeps its colour at the start of your turn.",
        )

    def action_pass_(self) -> None:
        passes = build.of_kind(self._legal, "pass")
        if passes:
            self.act(passes[0])
        else:
            self.notify("There is nothing to pass now.", severity="warning")

    def action_decide(self) -> None:
        self._ask_decision(force=True)

    def action_piles(self) -> None:
        table = self.table()
        choices: list[Choice] = []
        for side in (table.sides[1], table.sides[0]):
            for pile, count in (("requiem", side.requiem), ("limbo", side.limbo)):
                choices.append(
                    Choice(
                        f"{pile}-{side.seat}",
                        f"{side.name}'s {pile.capitalize()} ({count})",
                        KEYS[len(choices)],
                    )
                )
        self._push(
            PickDialog("Which pile?", "Requiem and Limbo are public: anyone may look.", choices),
            lambda choice: self._open_pile(choice) if choice else None,
        )

    def _open_pile(self, key: str) -> None:
        pile, _, seat = key.partition("-")
        title, lines = build.pile(self.state, int(seat), pile)
        self._push(PileDialog(title, lines))

    def action_learn(self) -> None:
        from cardtable.ui.lux_aeterna.learn import LearnScreen

        self.app.push_screen(LearnScreen())

    def palette_actions(self) -> list[tuple[str, str, Action]]:
        actions = super().palette_actions()
        if self.my_turn:
            concede = build.concede()
            actions.append((self.describe_action(concede), "Give up this match", concede))
        return actions

    def action_concede(self) -> None:
        concede = [build.concede()]

        def answer(yes: bool | None) -> None:
            if yes:
                self.act(concede[0])

        name = self.state.name(self.state.to_act) if self.state.to_act is not None else ""
        self._push(
            ConfirmDialog(
                "Concede the match?",
                f"{name} gives up and loses this match.",
                confirm="Concede",
                cancel="Play on",
            ),
            answer,
        )

    def action_scroll_inspector(self, delta: int) -> None:
        self.query_one("#inspector", Inspector).scroll_lines(delta)

    # ----- mouse -------------------------------------------------------------------------

    def on_hand_strip_clicked(self, message: HandStrip.Clicked) -> None:
        again = self.zone == "hand" and self.index["hand"] == message.index
        self.zone = "hand"
        self.index["hand"] = message.index
        self._redraw_selection()
        if again:
            self.action_use()

    def on_field_row_clicked(self, message: FieldRow.Clicked) -> None:
        zone = "mine" if message.row.id == "my-field" else "foe"
        again = self.zone == zone and self.index[zone] == message.index + 1
        self.zone = zone
        self.index[zone] = message.index + 1
        self._redraw_selection()
        if again:
            self.action_use()

    def on_side_panel_emissary_clicked(self, message: SidePanel.EmissaryClicked) -> None:
        table = self.table()
        zone = "mine" if message.seat == table.me else "foe"
        again = self.zone == zone and self.index[zone] == 0
        self.zone = zone
        self.index[zone] = 0
        self._redraw_selection()
        if again:
            self.action_use()

    def on_button_line_pressed(self, message: ButtonLine.Pressed) -> None:
        button = message.button
        if button == "pass":
            self.action_pass_()
        elif button == "decide":
            self.action_decide()
        elif button == "concede":
            self.action_concede()
        elif button.startswith(("requiem-", "limbo-")):
            self._open_pile(button)
