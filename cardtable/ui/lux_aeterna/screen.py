"""The Lux Aeterna screen.

Layout, top to bottom: the foe's panel (Soul, Numen, piles, Emissary), the foe's Combat Zone, the
bar (turn and steps, buttons, and the prompt: who decides what now), your Combat Zone, your panel
and your hand. At the side: the queue drawn as a stack, the inspector and the log (under the hand
on a small terminal).

Keys: Left/Right pick a card in the row the cursor is on, Up/Down move between your hand, your
side (Emissary and Combat Zone) and the foe's side; Enter or p plays or uses the chosen card
(asking what it still needs); a attacks with the chosen Unit (its forecast shown first: Enter
attacks); u puts a Light on it (Accumulation);
Space passes (lets the queue resolve, or moves to the next step); d reopens a question waiting for
you; v views a Requiem or Limbo; s sets the stops of the seat at the keys (the Prayer windows of
Start, Draw, Offering and End where the table asks instead of passing); c (or the ⚑ flag) concedes; l opens Learn once the game lists its
keywords. Everything can be clicked too.

The screen never decides a rule: what may be done comes from the engine's legal actions, every
sentence from its ``describe``, every forecast from its forecasts.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical

from cardtable.engine.actions import Action
from cardtable.session import Match
from cardtable.ui.lux_aeterna import accumulate, bar_hint, build, glyphs, inspect, stops
from cardtable.ui.lux_aeterna.dialogs import PileDialog
from cardtable.ui.lux_aeterna.faces import TableFace
from cardtable.ui.lux_aeterna.footer import TableFooter
from cardtable.ui.lux_aeterna.forecast_words import effect_text, forecast_lines
from cardtable.ui.lux_aeterna.handoff import automatic_action
from cardtable.ui.lux_aeterna.widgets import (
    HINT_GAP,
    FieldRow,
    LuxBar,
    LuxCardPainter,
    LuxHandStrip,
    QueuePanel,
    SidePanel,
)
from cardtable.ui.responsive_table import CLOSING_BINDINGS, CURSOR_BINDINGS, ResponsiveTableScreen
from cardtable.ui.seat_stops import SeatStops
from cardtable.ui.stops_dialog import choose_stops, remembered
from cardtable.ui.table import ahead
from cardtable.ui.widgets.button_line import BarButton
from cardtable.ui.widgets.hand_strip import HandStrip
from cardtable.ui.widgets.inspector import Inspector
from cardtable.ui.widgets.pick_dialog import Choice, PickDialog, StableLines, choice_key

ATTACK_THEN_PASS = "Attack, then pass until it resolves"
"""``A``'s label (playtest21-la N13: "Attack+pass" read as "attack and end Combat"; its passes end
with that attack, and the table asks again in Combat if the seat can still act)."""
ACCUMULATE_TITLE = "Accumulate: which Light onto which Unit?"
ACCUMULATE_HELP = "One Light per Unit per turn; it keeps its colour at the start of your turn."


class LuxAeternaScreen(ResponsiveTableScreen):
    """Both sides, the queue, the viewer's hand, the inspector and the log."""

    ZONES = ("hand", "my-emissary", "mine", "foe", "foe-emissary")
    """The rows the cursor moves between with Up/Down, in the order they are drawn from the hand up:
    your Emissary, your Units and Relics, the opponent's, the opponent's Emissary."""
    CSS_PATH = Path(__file__).parent / "screen.tcss"
    AUTO_FOCUS = None
    """Nothing takes the focus: every key goes to the screen's bindings (a focused log would eat
    the arrows)."""
    BINDINGS = [
        *CURSOR_BINDINGS,
        Binding("a", "attack", "Attack"),
        Binding("A", "attack_then_pass", ATTACK_THEN_PASS),
        Binding("u", "accumulate", "Accumulate"),
        Binding("space", "pass_", "Pass"),
        Binding("d", "decide", "Decide"),
        Binding("v", "piles", "Piles"),
        Binding("s", "stops", "Stops"),
        Binding("l", "learn", "Learn"),
        *CLOSING_BINDINGS,
    ]
    ALWAYS_ON = (*ResponsiveTableScreen.ALWAYS_ON, "stops")
    STOPS: ClassVar[Any] = stops
    COMPACT_HAND_ROWS = 4
    BLOCK_WORD = "defend"
    ACTION_KINDS = {"attack": ("attack",), "attack_then_pass": ("attack",), "accumulate": ("accumulate",)}

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self._discard_lines = StableLines()  # the discard dialogs keep their numbers

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

    # ----- reading the state -------------------------------------------------------------

    def build_table(self, state: Any, viewer: int | None, legal: list[Action]) -> TableFace:
        return build.table(state, viewer, legal)

    def _items(self, zone: str) -> list[str]:
        """The ids the cursor can stop on in ``zone``: hand cards, an Emissary, field cards."""
        table = self.table()
        if zone == "hand":
            return [card.iid for card in table.hand or ()]
        side = table.sides[1] if zone.startswith("my") or zone == "mine" else table.sides[0]
        if zone.endswith("emissary"):
            return [side.emissary.iid]
        return [card.iid for card in side.field]

    def action_zone(self, delta: int) -> None:
        """Up/Down: the next row that way holding something (an empty field row is passed over)."""
        if self.zone == "hand" and self._hand_row(delta):
            return
        position = self.ZONES.index(self.zone) + delta
        while 0 <= position < len(self.ZONES):
            if self._items(self.ZONES[position]):
                self.zone = self.ZONES[position]
                self._enter_row(delta)
                return
            position += delta

    # ----- drawing -----------------------------------------------------------------------

    def draw_table(self, table: TableFace) -> None:
        self._draw_sides(table)
        self._draw_bar(table)
        self._draw_hand(table)
        self._draw_queue(table)
        self._draw_inspector()

    def _draw_sides(self, table: TableFace) -> None:
        chosen = self.selected() if self.zone != "hand" else None
        marks = build.choosable(self._legal, self.zone, chosen)
        for panel_id, field_id, side, zone in (
            ("#foe-panel", "#foe-field", table.sides[0], "foe"),
            ("#my-panel", "#my-field", table.sides[1], "mine"),
        ):
            panel = self.query_one(panel_id, SidePanel)
            panel.face = side
            panel.selected = self.zone == f"{'my' if zone == 'mine' else 'foe'}-emissary"
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
            if self.zone == zone and chosen is not None:
                cursor = next((i for i, card in enumerate(side.field) if card.iid == chosen), None)
            row.cursor = cursor
            row.note = (
                "No Units or Relics." if zone == "foe" else "No Units or Relics yet: play one from your hand."
            )

    def _draw_bar(self, table: TableFace) -> None:
        bar = self.query_one("#bar", LuxBar)
        bar.info = (table.turn, table.active_name, table.step, table.steps, table.supply)
        prompt = Text()
        if table.over:
            prompt.append("The match is over: o shows the result.", style="bold")
        elif table.my_decision:
            if self.moment_guard.note:  # the table's own steps moved the moment (ui/table/moment.py)
                prompt.append(f"{self.moment_guard.note} ", style="bold reverse")
            prompt.append(table.prompt, style="bold")
            hint = bar_hint.hint(table, self._legal)
            if self.answering_turn():
                hint = f"{hint} · P: pass for the turn" if hint else "P: pass for the turn"
            if hint:
                prompt.append(f"{HINT_GAP}{hint}", style="italic")
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
            keyed = f"{label} · Space" if label.endswith(")") else f"{label} (Space)"
            buttons.append(BarButton("pass", keyed, "ready", short=label))
        bar.buttons = tuple(buttons)

    def pass_key_label(self, table: TableFace) -> str:
        return build.pass_label(table) if table.decision_kind == "priority" else "Pass"

    def _draw_queue(self, table: TableFace) -> None:
        panel = self._part("queue")
        panel.items = table.queue
        if self.compact:
            panel.display = bool(table.queue)
            panel.brief = True
        panel.footer = build.queue_footer(table) if table.queue else ""

    def inspector(self) -> Inspector:
        return self.query_one("#inspector", Inspector)

    def inspector_text(self, table: TableFace, chosen: str | None) -> Text:
        if chosen is None:
            return Text(
                "No card here. Up/Down move between your hand, your side and the foe's.", style="italic"
            )
        return inspect.text(self.state, table, self.viewer, chosen, self._legal)

    # ----- flow --------------------------------------------------------------------------

    def then_pass_until(self, action: Action) -> Callable[[Any], bool] | None:
        """After an attack: the plan of ``P``/``A`` ends once that attack is over (the attacker
        is then asked again if another Unit can attack; never Main 2)."""
        if action.KIND != "attack":
            return None
        return stops.attack_over

    def automatic_action(self, state: Any) -> Action | None:
        """A seat's pass for the turn, then each seat's stops and auto-pass."""
        passed = self.turn_pass_step(state)
        return passed or automatic_action(state, self.settings.auto_pass, self.seat_stops())

    def seat_stops(self) -> dict[int, SeatStops]:
        """Each seat's choice of how the table asks it (remembered for its player's name)."""
        return remembered(self.settings, self.match.info.id, self.state.players, stops.WINDOWS)

    def ahead_question(self, action: Action) -> tuple[ahead.Foreseen, ahead.Question] | None:
        """A pass in the window of an attack on you: your defence, asked in the same visit
        (:func:`stops.defence_ahead`), each way with the engine's forecast; never for a seat that
        chose privacy (whether the keyboard then comes back would tell the other player its answer)."""
        seat = self.state.to_act
        if seat is None or self.seat_stops()[seat].at_stops_only:
            return None
        asked = stops.defence_ahead(self.state, action, self.automatic_action)
        if asked is None:
            return None
        foreseen, question = asked
        later = foreseen.state
        table = build.table(later, foreseen.seat, later.legal_actions())
        detail = build.decision_detail(table)
        detail.append(f"\n\n{question.text}", style="italic")
        answers = tuple(
            (build.option_text(later, table, answer), answer)
            for _, answer in question.answers
            if not isinstance(answer, ahead.Plan)  # (the defence: one action each)
        )
        return foreseen, ahead.Question(question.title, detail, answers)

    def build_curtain(self, seat: int, since: list[str]) -> str:
        return build.curtain_text(self.state, seat, since)

    def build_concede(self) -> Action:
        return build.concede()

    def describe_action(self, action: Action) -> str:
        return build.describe(self.state, action)

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
        offers = table.view.offers if table.decision_kind == "offering" and table.view is not None else ()
        if offers:  # every offering, in a fixed order: those the supply cannot give stay, greyed
            legal = [offer.action for offer in offers]
            choices = [
                Choice(str(i), build.offer_label(offer), choice_key(i), offer.available)
                for i, offer in enumerate(offers)
            ]
        else:
            texts = [build.option_text(self.state, table, action) for action in legal]
            if table.decision_kind == "discard":  # two copies in hand are the same choice
                once: dict[str, tuple[Text, Action]] = {}
                for text, action in zip(texts, legal):
                    once.setdefault(text.plain, (text, action))
                # a card discarded stays listed, greyed: the numbers never shift (playtest21-la)
                choices, lines = self._discard_lines.choices(
                    (table.turn, self.viewer), {words: text for words, (text, _) in once.items()}, "discarded"
                )
                legal = [once[words][1] if words in once else legal[0] for words in lines]
            else:
                choices = [Choice(str(i), text, choice_key(i)) for i, text in enumerate(texts)]
        detail = build.decision_detail(table)
        self._push(PickDialog(table.prompt, detail, choices), lambda choice: self._decided(legal, choice))

    def _decided(self, legal: list[Action], choice: str | None) -> None:
        if choice is None:
            self.notify("Look around as long as you like; d (or the Decide button) asks again.")
            return
        self.act(legal[int(choice)])

    def _choose_and_act(
        self, actions: list[Action], title: str, detail: str | Text = "", ask_one: bool = False
    ) -> None:
        """Do the one action (unless ``ask_one``: show it first), or ask which of several (each
        described by the engine); a play or ability that can be paid in more than one way then
        asks which Lights to spend."""
        if not actions:
            return
        if len(actions) == 1 and not ask_one:
            self._pay_and_act(actions[0])
            return
        pays = len({build.payment_text(self.state, a) for a in actions}) > 1
        table = self.table()
        choices = [
            Choice(str(i), build.option_text(self.state, table, action, pays), choice_key(i))
            for i, action in enumerate(actions)
        ]

        def chosen(choice: str | None) -> None:
            if choice is not None:
                self._pay_and_act(actions[int(choice)])

        self._push(PickDialog(title, detail, choices, builds_action=True), chosen)

    def _pay_and_act(self, action: Action) -> None:
        """Send ``action``; when it can be paid in several ways, first show which Lights each way
        spends (the engine's suggestion first, so Enter takes it)."""
        options = build.payments(self.state, action, self.settings.exact_payments)
        if len(options) <= 1:  # nothing to choose: the one payment that makes a difference
            self.act(options[0] if options else action)
            return
        choices = []
        for index, option in enumerate(options):
            label = Text(build.payment_text(self.state, option) or "nothing")
            if index == 0:
                label.append("  (suggested)", style="italic dim")
            # no note on copies here: the label names the one that pays as the board places it
            choices.append(Choice(str(index), label, choice_key(index)))

        def chosen(choice: str | None) -> None:
            if choice is not None:
                self.act(options[int(choice)])

        table = self.table()
        then = effect_text(table.view, action, table.me if table.my_decision else None)
        # what an ability does, its card's words, its cost in the table's notation ("pay ♠♠")
        does = glyphs.card_text(inspect.ability_words(self.state, action)).plain
        self._push(
            PickDialog(
                # the question first: a copy's place made the sentence long enough to cut it off
                f"Which Lights? {build.describe(self.state, action)}",
                (f"Ability: {does}\n" if does else "")
                + (f"Then: {then}.\n" if then else "")
                + "A paid Light goes back to the supply as its own colour (a flipped Xanthosis as a"
                " Xanthosis); Lights on your Units can pay too.",
                choices,
                builds_action=True,
            ),
            chosen,
        )

    def palette_actions(self) -> list[tuple[str, str, Action]]:
        """Each legal action as the engine's sentence, and beneath it what it does
        (:func:`inspect.palette_help`)."""
        table = self.table()
        return [
            (title, inspect.palette_help(self.state, table, action) or help_line, action)
            for title, help_line, action in super().palette_actions()
        ]

    # ----- keyboard actions --------------------------------------------------------------

    def use_card(self, table: TableFace, chosen: str) -> None:
        actions = build.uses(self._legal, chosen, self.state)
        if actions and all(a.KIND == "attack" for a in actions):
            self.action_attack()  # Enter or a second click on a Unit: the attack with its forecast
            return
        if not actions:
            self.notify(
                build.why_not(table, self.viewer, chosen),
                title="Not now",
                severity="warning",
            )
            return
        own = build.own_lone_target(self.state, table, actions)
        if own:  # a lone target of one's own is never taken silently (playtest16)
            self._choose_and_act(actions, own, inspect.payment_note(self.state, actions), ask_one=True)
            return
        viewer = table.me if table.my_decision else None
        if len(actions) == 1 and effect_text(table.view, actions[0], viewer):
            # a death effect on the way is never taken silently either (Searing Bolt on a Shade
            # Thrall: you discard at random); several payments ask anyway, and say it there
            if len(build.payments(self.state, actions[0], self.settings.exact_payments)) <= 1:
                title = f"{build.describe(self.state, actions[0])}?"
                self._choose_and_act(actions, title, inspect.payment_note(self.state, actions), ask_one=True)
                return
        self._choose_and_act(
            actions, build.use_title(table, chosen), inspect.payment_note(self.state, actions)
        )

    def action_attack(self) -> None:
        attacks = build.of_kind(self._legal, "attack")
        chosen = self.selected()
        mine = [a for a in attacks if build.subject(a) == chosen]
        if mine:
            attacks = mine
        if not attacks:
            reason = build.why_no_attack(self.state, self.table(), self.viewer)
            self.notify(reason, title="No attack", severity="warning")
            return
        # One Unit that can attack still shows the engine's forecast first (Enter attacks, Esc not).
        one = len(attacks) == 1
        title = "Attack? (Enter attacks, Esc does not)" if one else "Attack with which Unit?"
        forecast = one and bool(forecast_lines(self.table().view, str(getattr(attacks[0], "unit", ""))))
        self._choose_and_act(attacks, title, inspect.attack_note(), ask_one=forecast)

    def act_refusal(self, action: str, table: TableFace) -> str:
        """Why ``a``/``A``/``u`` do nothing while the viewer holds priority (playtest21-la N4, N17)."""
        if action in ("attack", "attack_then_pass"):
            return build.why_no_attack(self.state, table, self.viewer, self.selected())
        if action == "accumulate":
            return build.why_no_accumulate(table, self.viewer)
        return super().act_refusal(action, table)

    def action_accumulate(self) -> None:
        options = build.of_kind(self._legal, "accumulate")
        chosen = self.selected()
        mine = [a for a in options if build.subject(a) == chosen]
        if mine:
            options = mine
        if not options:
            self.notify(
                build.why_no_accumulate(self.table(), self.viewer),
                title="No Accumulation",
                severity="warning",
            )
            return
        if len(options) == 1 or mine:
            self._choose_and_act(options, ACCUMULATE_TITLE, ACCUMULATE_HELP)
            return
        lines = accumulate.options(self.state, self.table(), options)
        choices = [
            Choice(str(i), label, choice_key(i), action is not None)
            for i, (action, label) in enumerate(lines)
        ]

        def answered(choice: str | None) -> None:
            picked = lines[int(choice)][0] if choice is not None else None
            if picked is not None:
                self._pay_and_act(picked)

        self._push(PickDialog(ACCUMULATE_TITLE, ACCUMULATE_HELP, choices, builds_action=True), answered)

    def action_piles(self) -> None:
        table = self.table()
        choices: list[Choice] = []
        for side in (table.sides[1], table.sides[0]):
            for pile, count in (("requiem", side.requiem), ("limbo", side.limbo)):
                choices.append(
                    Choice(
                        f"{pile}-{side.seat}",
                        f"{side.name}'s {pile.capitalize()} ({count})",
                        choice_key(len(choices)),
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

    def action_stops(self) -> None:
        """How the seat at the keys is asked and its Prayer-window stops (its own, remembered)."""
        seat = self.viewer
        if seat is None:
            self.notify("The stops belong to a seat: set them when it is your turn to act.")
            return
        choose_stops(
            self,
            game_id=self.match.info.id,
            name=next(side.name for side in self.table().sides if side.seat == seat),
            current=self.seat_stops()[seat],
            windows=stops.WINDOWS,
            stops_help="In your own turn every step has a window for Prayers. Main 1, Combat and "
            "Main 2 ask you whenever you can act (every time, if you chose 'whatever my hand'). A "
            "window below that you pick asks you the same way; one you leave unpicked is passed "
            "for you whatever your hand holds, so nobody learns anything from it.",
            stops_when_answering=True,
            done=lambda _choice: self.render_state(),
        )

    def action_learn(self) -> None:
        from cardtable.ui.lux_aeterna.learn import LearnScreen

        self.app.push_screen(LearnScreen())

    # ----- mouse -------------------------------------------------------------------------

    def on_hand_strip_clicked(self, message: HandStrip.Clicked) -> None:
        clicked = self.clicks.again("hand", message.index, self._table_key)  # (playtest25-la)
        again = clicked and self.zone == "hand" and self.index["hand"] == message.index
        self.zone = "hand"
        self.index["hand"] = message.index
        self._redraw_selection()
        if again:
            self.action_use()

    def on_field_row_clicked(self, message: FieldRow.Clicked) -> None:
        zone = "mine" if message.row.id == "my-field" else "foe"
        clicked = self.clicks.again(zone, message.index, self._table_key)
        again = clicked and self.zone == zone and self.index[zone] == message.index
        self.zone = zone
        self.index[zone] = message.index
        self._redraw_selection()
        if again:
            self.action_use()

    def on_side_panel_emissary_clicked(self, message: SidePanel.EmissaryClicked) -> None:
        table = self.table()
        zone = "my-emissary" if message.seat == table.me else "foe-emissary"
        again = self.clicks.again(zone, 0, self._table_key) and self.zone == zone
        self.zone = zone
        self.index[zone] = 0
        self._redraw_selection()
        if again:
            self.action_use()

    def button_pressed(self, button: str) -> None:
        if button.startswith(("requiem-", "limbo-")):
            self._open_pile(button)
