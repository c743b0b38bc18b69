"""The Luminous screen.

Layout, top to bottom: the foe's panel (Favored and life, piles, orbs, Blooms, orb pile), the foe's
relics behind the foe's units, the bar (turn, step, who decides what, what passing does, buttons)
your units, your relics behind them, your panel and your hand. At the side: the inspector, the
combat area during a Combat Phase and the log (under the hand on a small terminal): the board's
rows never move under the pointer.

Keys: Left/Right pick a card in the row the cursor is on; Up/Down move between your hand, your
relics, your units, the foe's units and the foe's relics; Enter plays or uses the chosen card
(asking for a target and a payment when there is a choice); a attacks (with the chosen unit);
b blocks; o plays an orb, a Bloom or a Pivot; Space passes; A attacks and passes to the damage if
the other only passes (to the end of that combat); P in the other player's turn passes for the rest
of it; in one's own, P plays the chosen card and passes
after it to the end of the turn while the other player only passes (hot-seat); d reopens a
question waiting for you; v views a discard pile or Void; s sets the stops; l opens Learn; c
concedes. Everything can be
clicked too. The screen never decides a rule: what may be done comes from the engine's legal
actions, every sentence from its ``describe``, every forecast from its ``api``/``preview``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Footer

from cardtable.engine.actions import Action
from cardtable.games.luminous.presentation import TableFace, with_copies
from cardtable.ui.luminous import asks, build, inspect, stops
from cardtable.ui.luminous.widgets import (
    CombatPanel,
    HandPainter,
    LumBar,
    LumHandStrip,
    SidePanel,
    ThingPainter,
    ThingStrip,
)
from cardtable.ui.responsive_table import CLOSING_BINDINGS, CURSOR_BINDINGS, ResponsiveTableScreen
from cardtable.ui.seat_stops import SeatStops
from cardtable.ui.stops_dialog import remembered
from cardtable.ui.table import ahead
from cardtable.ui.widgets.button_line import BarButton
from cardtable.ui.widgets.finished_rows import FinishedHorizontal as Horizontal
from cardtable.ui.widgets.finished_rows import FinishedVertical as Vertical
from cardtable.ui.widgets.hand_strip import HandStrip, HandView
from cardtable.ui.widgets.inspector import Inspector

if TYPE_CHECKING:
    from cardtable.session import Match
from cardtable.ui.widgets.pick_dialog import StableLines

ZONE_NAMES = {
    "hand": "your hand",
    "my-relics": "your relics",
    "my-units": "your units",
    "foe-units": "the foe's units",
    "foe-relics": "the foe's relics",
}


CROWDED_RELICS = 8
"""More relics than this on a side take a second line at 80x24 (playtest18: eleven relics on one
line kept every durability but no name)."""


class LuminousScreen(asks.Asking, ResponsiveTableScreen):
    """Both sides, the combat area, the viewer's hand, the inspector and the log."""

    COMPACT_HEIGHT = 32
    TURN_NOTE_STEPS = 1  # the turn ends with its Main phase: one passed for the player is news
    ZONES = ("hand", "my-relics", "my-units", "foe-units", "foe-relics")
    CSS_PATH = Path(__file__).parent / "screen.tcss"
    AUTO_FOCUS = None
    BINDINGS = [
        *CURSOR_BINDINGS,
        Binding("a", "attack", "Attack"),
        Binding("A", "attack_then_pass", "Attack, then pass"),
        Binding("b", "block", "Block"),
        Binding("o", "orb", "Orb"),
        Binding("space", "pass_", "Pass"),
        Binding("d", "decide", "Decide"),
        Binding("v", "piles", "Piles"),
        Binding("s", "stops", "Stops"),
        Binding("l", "learn", "Learn"),
        Binding("f", "favored", "Favored", show=False),
        *CLOSING_BINDINGS,
    ]

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self._discard_lines = StableLines()  # the discard dialogs keep their numbers

    ALWAYS_ON = ("learn", "piles", "scroll_inspector", "stops", "favored")
    STOPS: ClassVar[Any] = stops
    ACTION_KINDS = {
        "attack": ("attack",),
        "attack_then_pass": ("attack",),
        "block": ("block",),
        "orb": ("orb", "bloom", "pivot"),
    }

    # ----- layout ------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        with Horizontal(id="table"):
            with Vertical(id="board"):
                yield SidePanel(id="foe-panel")
                yield ThingStrip(ThingPainter(), id="foe-relics", classes="relics")
                yield ThingStrip(ThingPainter(), id="foe-units", classes="units")
                yield LumBar(id="bar")
                yield ThingStrip(ThingPainter(), id="my-units", classes="units")
                yield ThingStrip(ThingPainter(), id="my-relics", classes="relics")
                yield SidePanel(id="my-panel")
            with Vertical(id="side"):  # the combat area beside the board: no row of it moves
                yield Inspector(id="inspector")
                yield CombatPanel(id="combat", classes="-empty")
                yield self._log("log")
        with Horizontal(id="bottom"):
            with Vertical(id="home"):
                yield LumHandStrip(HandPainter(), id="hand")
                yield CombatPanel(id="combat-compact", classes="-empty")  # under the hand at 80x24
                yield self._log("log-compact")
            yield Inspector(id="inspector-compact")
        yield Footer()

    # ----- reading the state -------------------------------------------------------------

    def legal_actions(self, state: Any) -> list[Action]:
        return with_copies(state, state.legal_actions())

    def build_table(self, state: Any, viewer: int | None, legal: list[Action]) -> TableFace:
        """The engine's faces; when the table will pass for the other player after this pass
        (its "Pass then", its pass for the turn, its stops), the pass says what it will do then."""
        face = build.table(state, viewer, legal)
        if face.my_decision and face.pass_meaning == build.TO_THE_OTHER:
            through = self.passed_through(state)
            if through is not None:
                face = dataclasses.replace(face, pass_meaning=build.table(through, None).pass_meaning)
            elif self.others_turn(state):
                face = dataclasses.replace(face, pass_meaning=build.answering_pass_meaning(state, face))
        return face

    def _items(self, zone: str) -> list[str]:
        table = self.table()
        if zone == "hand":
            return [card.iid for card in table.hand or ()]
        side = table.sides[1] if zone.startswith("my") else table.sides[0]
        return [t.iid for t in (side.units if zone.endswith("units") else side.relics)]

    # ----- drawing -----------------------------------------------------------------------

    def draw_table(self, table: TableFace) -> None:
        self._draw_sides(table)
        self._draw_bar(table)
        self._draw_hand(table)
        self._draw_inspector()

    def _draw_sides(self, table: TableFace) -> None:
        chosen = self.selected() if self.zone != "hand" else None
        for prefix, side in (("foe", table.sides[0]), ("my", table.sides[1])):
            panel = self.query_one(f"#{prefix}-panel", SidePanel)
            panel.face = side
            buttons = [
                BarButton(f"discard-{side.seat}", f"Discard {side.discard}", short=f"D{side.discard}"),
                BarButton(f"void-{side.seat}", f"Void {side.void}", short=f"V{side.void}"),
            ]
            concede = BarButton("concede", "⚑ Concede", short="⚑")
            if prefix == "foe" and table.my_decision and not table.over:
                buttons.append(concede)
            panel.widest = (  # the row's form is chosen for these: it does not flip (playtest24-lum)
                BarButton("discard", "Discard 99"),
                BarButton("void", "Void 99"),
                *((concede,) if prefix == "foe" else ()),
            )
            panel.buttons = tuple(buttons)
            for kind, things in (("units", side.units), ("relics", side.relics)):
                zone = f"{prefix}-{kind}"
                strip = self.query_one(f"#{zone}", ThingStrip)
                index = None
                if self.zone == zone and chosen is not None:
                    index = next((i for i, t in enumerate(things) if t.iid == chosen), None)
                whose = "No" if prefix == "foe" else "You have no"
                strip.view = HandView(things, index, note=f"{whose} {kind} in play.")
                strip.set_class(kind == "relics" and len(things) > CROWDED_RELICS, "-crowded")

    def _draw_bar(self, table: TableFace) -> None:
        bar = self.query_one("#bar", LumBar)
        bar.info = build.step_line(table)
        prompt = Text()
        self.footer_label("orb", "Result" if table.over else "Orb")  # o shows the result then
        if table.over:
            prompt.append("The match is over: o shows the result.", style="bold")
        elif table.my_decision:
            if table.decision_kind == "priority":
                prompt.append(f"{table.deciding_name} holds priority", style="bold")
                if table.pass_meaning:
                    prompt.append(f" · {table.pass_meaning}", style="bold")
                turn = " · P: pass for the turn" if self.answering_turn() else ""
                prompt.append(f" · {build.hint(table, self._legal)}{turn}", style="italic")
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
        lines = build.combat_lines(table, self.compact)
        if table.batch:
            lines.append(f"Batch ({len(table.batch)} waiting):")
            lines.extend(f"  {line}" for line in table.batch[:3])
        block = (
            (BarButton("block", "Block (b)", "ready", short="Block"),)
            if table.my_decision and build.of_kind(self._legal, "block")
            else ()
        )
        for combat in self.query(CombatPanel):  # both twins: the stylesheet shows the one in use
            combat.lines = tuple(lines)
            combat.set_class(not lines, "-empty")
            combat.buttons = block

    def inspector(self) -> Inspector:
        return self._part("inspector")

    def inspector_text(self, table: TableFace, chosen: str | None) -> Text:
        if chosen is None:
            note = Text(
                f"Nothing in {ZONE_NAMES[self.zone]}. Up/Down move between your hand, your relics, "
                "your units and the foe's. f (or a click on a name) shows the Favored.\n\n",
                style="italic",
            )
            return note + build.favored_text(table)
        return inspect.text(self.state, table, self.viewer, chosen, self._legal)

    # ----- flow --------------------------------------------------------------------------

    def pass_key_label(self, table: Any) -> str:
        return build.pass_key_label(table)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "orb" and self.match.state.is_over:
            return True  # the board says "o shows the result" once the match is over (action_orb)
        return super().check_action(action, parameters)

    def act(self, action: Action) -> bool:
        """Send ``action``; an orb play after which the table would end the turn (nothing else to
        play, auto-pass on) is confirmed first (:func:`stops.orb_ends_turn`), unless chosen with
        ``P`` (a pass after it asked for)."""
        if action is self._orb_confirmed:
            self._orb_confirmed = None
        elif (
            self.my_turn
            and self._then_pass != len(self.state.history)
            and stops.orb_ends_turn(self.state, action, self.settings.auto_pass)
        ):
            self._confirm_orb(action)
            return True
        return super().act(action)

    _orb_confirmed: Action | None = None

    def _confirm_orb(self, action: Action) -> None:
        """Ask before an orb that ends the turn: Enter plays it, Escape chooses again."""
        from cardtable.ui.dialogs import ConfirmDialog

        def answer(yes: bool | None) -> None:
            if yes:
                self._orb_confirmed = action
                self.turn_end_chosen(self.state.to_act)  # "Play it, end my turn"
                self.act(action)
            else:
                self.action_orb()

        other = self.state.name(1 - self.state.to_act)
        self._push(
            ConfirmDialog(
                "This orb ends your turn",
                f"{build.describe(self.state, action)}. After it you have nothing else to play, so "
                f"the table passes for you and your turn ends; once {other} draws, Ctrl+Z cannot "
                "take it back. Escape: choose again.",
                confirm="Play it, end my turn",
                cancel="Choose again",
            ),
            answer,
        )

    def then_pass_until(self, action: Action) -> Callable[[Any], bool] | None:
        """After an attack: the plan of ``P``/``A`` ends with that Combat Phase (back in Main,
        where a pass would end the Main phase, the attacker is asked again)."""
        if action.KIND != "attack":
            return None
        return lambda state: stops.window(state) == "my-main"

    def automatic_action(self, state: Any) -> Action | None:
        """A seat's pass for the turn, auto-pass and each seat's own stops (remembered for its
        player's name)."""
        passed = self.turn_pass_step(state)
        return passed or stops.automatic_action(state, self.settings.auto_pass, self.seat_stops())

    def seat_stops(self) -> dict[int, SeatStops]:
        """Each seat's choice of how the table asks it."""
        return remembered(self.settings, self.match.info.id, self.state.players, stops.WINDOWS)

    def ahead_question(self, action: Action) -> tuple[ahead.Foreseen, ahead.Question] | None:
        """A defender's block: whether to pass afterwards if the attacker only passes
        (:func:`stops.after_block`), asked in the same visit; never for a seat that chose
        privacy (whether the keyboard then comes back would tell the other player its answer)."""
        seat = self.state.to_act
        if seat is None or self.seat_stops()[seat].at_stops_only:
            return None
        return stops.after_block(self.state, action, self.automatic_action)

    def result_notes(self) -> tuple[str, ...]:
        """Each Favored's life at the end, 0 at the lowest (the overkill apart)."""
        return tuple(build.final_life(self.state, seat) for seat in (0, 1))

    def build_curtain(self, seat: int, since: list[str]) -> str:
        through = self.passed_through(self.state) if self.state.to_act == seat else None
        return build.curtain_text(self.state, seat, since, through)

    def build_concede(self) -> Action:
        return build.concede()

    def describe_action(self, action: Action) -> str:
        return build.describe(self.state, action)

    def palette_actions(self) -> list[tuple[str, str, Action]]:
        """Each legal action as the engine's sentence (each once, whose its target is after the
        target's name), and beneath it what it does:
        the card's text, what the attack leads to if nobody blocks, what an orb or a pass does
        (it read "Luminous: do this now" under every line)."""
        rows = super().palette_actions()
        table = self.table()
        return [
            (
                "".join(build.around_cost(title, build.target_note(table, action))),
                inspect.palette_help(self.state, table, action) or help_line,
                action,
            )
            for title, help_line, action in rows
        ]

    # ----- keyboard ----------------------------------------------------------------------

    def action_favored(self, first: int | None = None) -> None:
        """Show both Favored (life and ability) in the inspector, seat ``first``'s on top (by
        default the other's; yours last)."""
        if self.viewer is None and not self.match.computer_to_act:
            return
        self.inspector().show(build.favored_text(self.table(), first))

    def on_side_panel_favored_clicked(self, message: SidePanel.FavoredClicked) -> None:
        self.action_favored(message.seat)

    def action_learn(self) -> None:
        from cardtable.ui.luminous.learn import LearnScreen

        self.app.push_screen(LearnScreen())

    # ----- mouse -------------------------------------------------------------------------

    def on_hand_strip_clicked(self, message: HandStrip.Clicked) -> None:
        widget = message.control
        zone = widget.id if widget is not None and widget.id in self.ZONES else "hand"
        clicked = self.clicks.again(zone, message.index, self._table_key)  # (playtest25-la)
        again = clicked and self.zone == zone and self.index[zone] == message.index
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

    def button_pressed(self, button: str) -> None:
        if button == "block":
            self.action_block()
        elif button.startswith(("discard-", "void-")):
            self.open_pile(button)
