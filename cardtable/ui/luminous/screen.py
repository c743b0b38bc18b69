"""The Luminous screen.

Layout, top to bottom: the foe's panel (Favored and life, piles, orbs, Blooms, orb pile), the foe's
relics behind the foe's units, the bar (turn, step, who decides what, what passing does, buttons)
with the combat area under it during a Combat Phase, your units, your relics behind them, your
panel and your hand. At the side: the inspector and the log (under the hand on a small terminal).

Keys: Left/Right pick a card in the row the cursor is on; Up/Down move between your hand, your
relics, your units, the foe's units and the foe's relics; Enter plays or uses the chosen card
(asking for a target and a payment when there is a choice); a attacks (with the chosen unit);
b blocks; o plays an orb, a Bloom or a Pivot; Space passes; d reopens a question waiting for you;
v views a discard pile or Void; s sets the stops; l opens Learn; c concedes. Everything can be
clicked too. The screen never decides a rule: what may be done comes from the engine's legal
actions, every sentence from its ``describe``, every forecast from its ``api``/``preview``.
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
from cardtable.ui.game_screen import GameScreen
from cardtable.ui.luminous import asks, build, inspect, stops
from cardtable.ui.luminous.faces import TableFace
from cardtable.ui.luminous.widgets import (
    CombatPanel,
    HandPainter,
    LumBar,
    LumHandStrip,
    SidePanel,
    ThingPainter,
    ThingStrip,
)
from cardtable.ui.widgets import EventLog
from cardtable.ui.widgets.button_line import BarButton, ButtonLine
from cardtable.ui.widgets.hand_strip import HandStrip, HandView
from cardtable.ui.widgets.inspector import Inspector

if TYPE_CHECKING:
    from cardtable.session import Match

COMPACT_WIDTH = 110
COMPACT_HEIGHT = 32
ROOMY_WIDTH = 160
ROOMY_HEIGHT = 48
ZONES = ("hand", "my-relics", "my-units", "foe-units", "foe-relics")
"""Up moves along this list (away from your hand), Down back."""
ZONE_NAMES = {
    "hand": "your hand",
    "my-relics": "your relics",
    "my-units": "your units",
    "foe-units": "the foe's units",
    "foe-relics": "the foe's relics",
}


class LuminousScreen(asks.Asking, GameScreen):
    """Both sides, the combat area, the viewer's hand, the inspector and the log."""

    CSS_PATH = Path(__file__).parent / "screen.tcss"
    AUTO_FOCUS = None
    BINDINGS = [
        Binding("left", "cursor(-1)", "Card", show=False),
        Binding("right", "cursor(1)", "Card", show=False),
        Binding("up", "zone(1)", "Row", show=False),
        Binding("down", "zone(-1)", "Row", show=False),
        Binding("enter", "use", "Play/Use"),
        Binding("p", "use", "Play/Use", show=False),
        Binding("a", "attack", "Attack"),
        Binding("b", "block", "Block"),
        Binding("o", "orb", "Orb"),
        Binding("space", "pass_", "Pass"),
        Binding("d", "decide", "Decide"),
        Binding("v", "piles", "Piles"),
        Binding("s", "stops", "Stops"),
        Binding("l", "learn", "Learn"),
        Binding("f", "favored", "Favored", show=False),
        Binding("c", "concede", "Concede", show=False),
        Binding("pagedown", "scroll_inspector(4)", "Inspector ▼", show=False),
        Binding("pageup", "scroll_inspector(-4)", "Inspector ▲", show=False),
        Binding("escape", "cancel", "Back"),
        Binding("escape", "leave", "Menu"),
    ]

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.zone = "hand"
        self.index = dict.fromkeys(ZONES, 0)
        self._table: TableFace | None = None
        self._table_key: tuple[Any, ...] | None = None
        self._legal: list[Action] = []
        self._asked: tuple[int, int] | None = None
        self._dialogs = 0
        self._seen: dict[int, int] = {}
        self._ready = False
        self.drawn = False
        """True once the table has been drawn (tests and scenes wait for it)."""

    # ----- layout ------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        with Horizontal(id="table"):
            with Vertical(id="board"):
                yield SidePanel(id="foe-panel")
                yield ThingStrip(ThingPainter(), id="foe-relics", classes="relics")
                yield ThingStrip(ThingPainter(), id="foe-units", classes="units")
                yield LumBar(id="bar")
                yield CombatPanel(id="combat")
                yield ThingStrip(ThingPainter(), id="my-units", classes="units")
                yield ThingStrip(ThingPainter(), id="my-relics", classes="relics")
                yield SidePanel(id="my-panel")
            with Vertical(id="side"):
                yield Inspector(id="inspector")
                yield self._log("log")
        with Horizontal(id="bottom"):
            with Vertical(id="home"):
                yield LumHandStrip(HandPainter(), id="hand")
                yield self._log("log-compact")
            yield Inspector(id="inspector-compact")
        yield Footer()

    @staticmethod
    def _log(widget_id: str) -> EventLog:
        log = EventLog(id=widget_id, classes="log")
        log.can_focus = False
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
                self.zone = "hand"
                self.index = dict.fromkeys(ZONES, 0)
            self._legal = state.legal_actions() if self.my_turn else []
            self._table = build.table(state, self.viewer, self._legal)
            self._table_key = key
        return self._table

    def _items(self, zone: str) -> list[str]:
        table = self.table()
        if zone == "hand":
            return [card.iid for card in table.hand or ()]
        side = table.sides[1] if zone.startswith("my") else table.sides[0]
        return [t.iid for t in (side.units if zone.endswith("units") else side.relics)]

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
        for prefix, side in (("foe", table.sides[0]), ("my", table.sides[1])):
            panel = self.query_one(f"#{prefix}-panel", SidePanel)
            panel.face = side
            buttons = [
                BarButton(f"discard-{side.seat}", f"Discard {side.discard}", short=f"D{side.discard}"),
                BarButton(f"void-{side.seat}", f"Void {side.void}", short=f"V{side.void}"),
            ]
            if prefix == "foe" and table.my_decision and not table.over:
                buttons.append(BarButton("concede", "⚑ Concede", short="⚑"))
            panel.buttons = tuple(buttons)
            for kind, things in (("units", side.units), ("relics", side.relics)):
                zone = f"{prefix}-{kind}"
                strip = self.query_one(f"#{zone}", ThingStrip)
                index = None
                if self.zone == zone and chosen is not None:
                    index = next((i for i, t in enumerate(things) if t.iid == chosen), None)
                whose = "No" if prefix == "foe" else "You have no"
                strip.view = HandView(things, index, note=f"{whose} {kind} in play.")

    def _draw_bar(self, table: TableFace) -> None:
        bar = self.query_one("#bar", LumBar)
        bar.info = build.step_line(table)
        prompt = Text()
        if table.over:
            prompt.append("The match is over: o shows the result.", style="bold")
        elif table.my_decision:
            if table.decision_kind == "priority":
                prompt.append(f"{table.deciding_name} holds priority", style="bold")
                if table.pass_meaning:
                    prompt.append(f" · {table.pass_meaning}", style="bold")
                prompt.append(f" · {build.hint(table, self._legal)}", style="italic")
            else:
                prompt.append(f"{table.deciding_name}: {table.prompt}. ", style="bold")
                prompt.append("d: decide", style="italic")
        elif self.match.computer_to_act:
            prompt.append(f"{table.deciding_name} is thinking…", style="italic")
        else:
            prompt.append(f"{table.deciding_name} decides: {table.prompt}.", style="italic")
        bar.prompt = prompt
        buttons: list[BarButton] = []
        if table.my_decision and table.decision_kind not in ("priority", ""):
            buttons.append(BarButton("decide", "Decide (d)", "ready", short="Decide"))
        elif table.my_decision:
            label = build.pass_label(table)
            buttons.append(BarButton("pass", f"{label} (Space)", "ready", short="Pass"))
        bar.buttons = tuple(buttons)
        combat = self.query_one("#combat", CombatPanel)
        lines = build.combat_lines(table)
        if table.batch:
            lines.append(f"Batch ({len(table.batch)} waiting):")
            lines.extend(f"  {line}" for line in table.batch[:3])
        combat.lines = tuple(lines)
        combat.display = bool(lines)
        combat.buttons = (
            (BarButton("block", "Block (b)", "ready", short="Block"),)
            if table.my_decision and build.of_kind(self._legal, "block")
            else ()
        )

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

    def _draw_inspector(self) -> None:
        inspector = self._part("inspector")
        table = self._table
        if table is None:
            return
        if self.viewer is None and not self.match.computer_to_act and not table.over:
            inspector.show(Text("The table is hidden while the keyboard changes hands.", style="italic"))
            return
        chosen = self.selected()
        if chosen is None:
            note = Text(
                f"Nothing in {ZONE_NAMES[self.zone]}. Up/Down move between your hand, your relics, "
                "your units and the foe's. f (or a click on a name) shows the Favored.\n\n",
                style="italic",
            )
            inspector.show(note + build.favored_text(table))
            return
        inspector.show(inspect.text(self.state, table, self.viewer, chosen, self._legal))

    def _refresh_footer(self) -> None:
        signature = tuple(self.check_action(b.action.partition("(")[0], ()) for b in self._bindings_list())
        if signature != getattr(self, "_footer_signature", None):
            self._footer_signature = signature
            self.refresh_bindings()

    def _bindings_list(self) -> list[Binding]:
        return [b for b in self.BINDINGS if isinstance(b, Binding)] + [
            b for b in GameScreen.BINDINGS if isinstance(b, Binding)
        ]

    def _redraw_selection(self) -> None:
        table = self.table()
        self._draw_sides(table)
        self._draw_hand(table)
        self._draw_inspector()
        self._refresh_footer()

    # ----- flow --------------------------------------------------------------------------

    def advance(self) -> None:
        """Take what the person to act would be asked for nothing (stops, auto-pass)."""
        chosen_stops = stops.parse(self.settings.luminous_stops)
        for _ in range(500):
            state = self.state
            if state.is_over:
                break
            seat = state.to_act
            if seat is None or not self.match.is_human(seat):
                break
            action = stops.automatic_action(state, self.settings.auto_pass, chosen_stops)
            if action is None:
                break
            self.on_events(self.match.apply(action))
        super().advance()

    def curtain_note(self) -> str:
        seat = self.state.to_act
        if seat is None:
            return ""
        news = build.news(self.state.log, self._seen.get(seat, 0), seat)
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

    def palette_actions(self) -> list[tuple[str, str, Action]]:
        actions = super().palette_actions()
        if self.my_turn:
            concede = build.concede()
            actions.append((self.describe_action(concede), "Give up this match", concede))
        return actions

    # ----- checks for the footer ---------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        base = super().check_action(action, parameters)
        if action in ("rules", "show_result", "undo", "leave"):
            return base
        if action in ("learn", "piles", "scroll_inspector", "stops", "favored"):
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
        if action in ("pass_", "use"):
            return mine and priority
        if action == "concede":
            return mine
        if action == "attack":
            return mine and bool(build.of_kind(self._legal, "attack"))
        if action == "block":
            return mine and bool(build.of_kind(self._legal, "block"))
        if action == "orb":
            return mine and bool(build.of_kind(self._legal, "orb", "bloom", "pivot"))
        return base

    # ----- keyboard ----------------------------------------------------------------------

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

    def action_scroll_inspector(self, delta: int) -> None:
        self._part("inspector").scroll_lines(delta)

    def action_favored(self) -> None:
        """Show both Favored (life and ability) in the inspector."""
        if self.viewer is None and not self.match.computer_to_act:
            return
        self._part("inspector").show(build.favored_text(self.table()))

    def on_side_panel_favored_clicked(self, message: SidePanel.FavoredClicked) -> None:
        self.action_favored()

    def action_learn(self) -> None:
        from cardtable.ui.luminous.learn import LearnScreen

        self.app.push_screen(LearnScreen())

    # ----- mouse -------------------------------------------------------------------------

    def on_hand_strip_clicked(self, message: HandStrip.Clicked) -> None:
        widget = message.control
        zone = widget.id if widget is not None and widget.id in ZONES else "hand"
        again = self.zone == zone and self.index[zone] == message.index
        self.zone = zone
        self.index[zone] = message.index
        self._redraw_selection()
        if again:
            if (
                zone.endswith("units")
                and zone.startswith("my")
                and not build.uses(self._legal, self.selected())
            ):
                self.action_attack()
            else:
                self.action_use()

    def on_button_line_pressed(self, message: ButtonLine.Pressed) -> None:
        button = message.button
        if button == "pass":
            self.action_pass_()
        elif button == "decide":
            self.action_decide()
        elif button == "block":
            self.action_block()
        elif button == "concede":
            self.action_concede()
        elif button.startswith(("discard-", "void-")):
            self.open_pile(button)
