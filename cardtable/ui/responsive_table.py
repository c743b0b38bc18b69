"""The part the card-table screens (Lux Aeterna, Luminous) share: a layout that reflows with the
terminal, the table faces cached per state and viewer, a cursor over rows of cards, the redraw
sequence, dialogs counted while open, and the plain keys (pass, decide, concede).

A screen subclasses :class:`ResponsiveTableScreen` and provides ``ZONES`` (the rows the cursor
moves over, ``"hand"`` first), :meth:`build_table` (its faces), :meth:`_items` (the ids in a row),
:meth:`draw_table` (everything but the log) and its ``build`` helpers through :meth:`build_news`,
:meth:`build_curtain` and :meth:`build_concede`. Compact (below ``COMPACT_WIDTH`` x
``COMPACT_HEIGHT``) and roomy (from ``ROOMY_WIDTH`` x ``ROOMY_HEIGHT``) are CSS classes on the
screen; a widget with a compact twin ``#name-compact`` is reached with :meth:`_part`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.widgets import Footer

from cardtable.engine.actions import Action
from cardtable.engine.events import Event
from cardtable.engine.presentation import subject
from cardtable.ui.dialogs import ConfirmDialog
from cardtable.ui.game_screen import GameScreen
from cardtable.ui.table import ahead, ask_ahead, rows, turn_pass
from cardtable.ui.table.clicks import ClickMemory
from cardtable.ui.table.covered import CoveredCommands, CoveredFooter
from cardtable.ui.table.keys import rekey_dialog
from cardtable.ui.table.moment import Moment, MomentGuard, moment_of, not_passed_words, why_passed
from cardtable.ui.table.recap import news, recent_start
from cardtable.ui.table.refused import RefusedKeys
from cardtable.ui.table.then_pass import ThenPass
from cardtable.ui.table.turn_notes import TurnEndedNotes
from cardtable.ui.toasts import room_for_another
from cardtable.ui.widgets import EventLog
from cardtable.ui.widgets.button_line import ButtonLine
from cardtable.ui.widgets.hand_strip import HandStrip, HandView

if TYPE_CHECKING:
    from cardtable.session import Match


CURSOR_BINDINGS = [
    Binding("left", "cursor(-1)", "Card", show=False),
    Binding("right", "cursor(1)", "Card", show=False),
    Binding("up", "zone(1)", "Row", show=False),
    Binding("down", "zone(-1)", "Row", show=False),
    Binding("enter", "use", "Play/Use"),
    Binding("p", "use", "Play/Use", show=False),
    Binding("P", "use_then_pass", "Play, then pass"),
]
"""The first keys of a table screen: the cursor and using the chosen card."""
TURN_PASS_NOTE = "P passes for the rest of this turn (you are still asked when attacked or aimed at)."
"""The curtain's line for a seat asked in the other player's turn (:meth:`ThenPass.pass_for_turn`)."""
CLOSING_BINDINGS = [
    Binding("c", "concede", "Concede", show=False),
    Binding("pagedown", "scroll_inspector(4)", "Inspector ▼", show=False),
    Binding("pageup", "scroll_inspector(-4)", "Inspector ▲", show=False),
    Binding("escape", "cancel", "Back"),
    Binding("escape", "leave", "Menu"),
]
"""The last keys of a table screen (Escape first takes the cursor home, then leaves)."""


class ResponsiveTableScreen(
    CoveredFooter, CoveredCommands, TurnEndedNotes, ThenPass, RefusedKeys, GameScreen
):
    """A game screen drawn from cached table faces, with a cursor over rows of cards."""

    COMPACT_WIDTH = 110
    COMPACT_HEIGHT = 30
    ROOMY_WIDTH = 160
    ROOMY_HEIGHT = 48
    ZONES: tuple[str, ...] = ("hand",)
    """The rows the cursor moves over: Up goes along this tuple (away from the hand), Down back."""
    ALWAYS_ON: tuple[str, ...] = ("piles", "scroll_inspector", "learn")
    """Actions offered whatever the state (viewers, help)."""
    ACTION_KINDS: dict[str, tuple[str, ...]] = {"attack": ("attack",)}
    """Screen action -> the engine action kinds that make it available."""
    BLOCK_WORD = "block"
    """The game's word for answering an attack with a unit (Lux Aeterna: "defend")."""

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.zone = "hand"
        self.index = dict.fromkeys(self.ZONES, 0)
        self._table: Any = None
        self._table_key: tuple[Any, ...] | None = None
        self._legal: list[Action] = []
        self._asked: tuple[int, int] | None = None
        self._dialogs = 0
        self._seen: dict[int, int] = {}
        """Per seat: how much of the log that person had on screen when they last looked."""
        self._ready = False
        self.moment_guard = MomentGuard()
        """Drops a pass key typed for a moment the table's automatic steps have ended."""
        self.clicks = ClickMemory()  # a card plays on its second click, never its first
        self._deciding: int | None = None
        self._with_pass_key = False
        self._deciding_in: Moment | None = None
        self.plans: dict[int, ahead.Plan] = {}
        """Per seat: its next decision, answered ahead in its last visit (:mod:`ui.table.ahead`)."""
        self.turn_passes: dict[int, turn_pass.TurnPass] = {}
        self._answered_ahead: Action | None = None
        self.drawn = False
        """True once the table has been drawn (tests and scenes wait for it)."""

    # ----- for subclasses ----------------------------------------------------------------

    def legal_actions(self, state: Any) -> list[Action]:
        """What the person at the keys may do now (a game may add equivalent actions)."""
        return list(state.legal_actions())

    def build_table(self, state: Any, viewer: int | None, legal: list[Action]) -> Any:
        """The faces of ``state`` as ``viewer`` sees them."""
        raise NotImplementedError

    def _items(self, zone: str) -> list[str]:
        """The ids the cursor can stop on in ``zone``."""
        raise NotImplementedError

    def draw_table(self, table: Any) -> None:
        """Draw everything but the log from ``table``."""
        raise NotImplementedError

    def _draw_sides(self, table: Any) -> None:
        raise NotImplementedError

    def inspector(self) -> Any:
        """The visible inspector."""
        raise NotImplementedError

    def inspector_text(self, table: Any, chosen: str | None) -> Text:
        """What the inspector shows for the card under the cursor (``None``: an empty row)."""
        raise NotImplementedError

    def use_card(self, table: Any, chosen: str) -> None:
        """Enter on the chosen card while holding priority: play or use it, or say why not."""
        raise NotImplementedError

    def button_pressed(self, button: str) -> None:
        """A button of the game's own (not pass, decide or concede) was pressed."""

    def automatic_action(self, state: Any) -> Action | None:
        """What the person to act would be asked for nothing (auto-pass, stops), or None."""
        return None

    def pass_key_label(self, table: Any) -> str:
        """What the pass key will do now, from the game's presentation ("End Main Phase 1",
        "Pass (resolve Searing Bolt)"): the footer says it before the key is pressed."""
        return "Pass"

    def _label_pass_key(self, label: str) -> None:
        """Give the pass key's footer entry ``label`` (only when it changed: the footer redraws)."""
        self.footer_label("pass_", label)

    def ahead_question(self, action: Action) -> tuple[ahead.Foreseen, ahead.Question] | None:
        """The question that settles, in this visit, the next decision of the person taking
        ``action`` when only the other seat's pass lies between (a game's own), or None."""
        return None

    def build_curtain(self, seat: int, since: list[str]) -> str:
        """The curtain's text for ``seat`` with what happened ``since`` they last looked."""
        raise NotImplementedError

    def build_concede(self) -> Action:
        """The game's Concede action."""
        raise NotImplementedError

    def _ask_decision(self, force: bool = False) -> None:
        """Ask the pending decision that is not priority."""
        raise NotImplementedError

    # ----- layout ------------------------------------------------------------------------

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
            self.call_after_refresh(self._reflow_logs)

    def _reflow_logs(self) -> None:
        """Write the logs again at their new width, once the new layout has its sizes: a log
        wraps its lines when they are written, so lines written narrow (or while hidden, as the
        compact twin is) stayed two words a line after the terminal grew."""
        for log in self.query(EventLog):
            log.reflow()
        self.render_state()

    def _fit(self, width: int, height: int) -> None:
        compact = width < self.COMPACT_WIDTH or height < self.COMPACT_HEIGHT
        self.set_class(compact, "-compact")
        roomy = width >= self.ROOMY_WIDTH and height >= self.ROOMY_HEIGHT
        self.set_class(not compact and roomy, "-roomy")
        self.query_one(Footer).compact = compact
        self.refresh_bindings()  # the footer's entries fitted to the new width

    @property
    def compact(self) -> bool:
        return self.has_class("-compact")

    def _part(self, name: str) -> Any:
        """The visible one of a widget that has a compact twin (the log, the inspector...)."""
        return self.query_one(f"#{name}-compact" if self.compact else f"#{name}")

    # ----- reading the state -------------------------------------------------------------

    @property
    def state(self) -> Any:
        return self.match.state

    def table(self) -> Any:
        """The faces of the current state for the current viewer (cached per state and viewer)."""
        state = self.state
        key = (id(state), len(state.history), len(state.log), self.viewer)
        if self._table is None or key != self._table_key:
            handed = self._table_key is not None and self._table_key[-1] != self.viewer
            self._legal = self.legal_actions(state) if self.my_turn else []
            self._table = self.build_table(state, self.viewer, self._legal)
            self._table_key = key
            if handed:  # another person at the keyboard: start from what they can use
                self.index = dict.fromkeys(self.ZONES, 0)
                uses = (subject(a) for a in self._legal if a.KIND in rows.USING_KINDS)
                zone, index = rows.opening_row(self.ZONES, self._items, {iid for iid in uses if iid})
                self.zone, self.index[zone] = zone, index
        return self._table

    def selected(self) -> str | None:
        """The id under the cursor, if its row has any."""
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
        self.draw_table(table)
        self._part("log").show(self.state.log, self.viewer)
        if self.viewer is not None:
            self._seen[self.viewer] = len(self.state.log)
        self._label_pass_key(self.pass_key_label(table) if table.my_decision else "Pass")
        self.footer_label("use_then_pass", self._then_pass_label())
        self._refresh_footer()
        self.drawn = True
        if table.my_decision and table.decision_kind not in ("priority", ""):
            self.call_after_refresh(self._ask_decision)

    def _then_pass_label(self) -> str:
        """``P`` on the footer; "" (bound, not shown) in one's own turn against the computer, where
        the footer has no room for what Enter and Space say nearly as well (playtest18)."""
        if self.answering_turn():
            return "Pass for the turn"
        return "Play, then pass" if len(self.match.human_seats) > 1 else ""

    def _draw_hand(self, table: Any) -> None:
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
        strip.grow_for(len(table.hand), self.COMPACT_HAND_ROWS if self.compact else None)
        strip.view = HandView(table.hand, selected, note="No cards in hand.")

    def _draw_inspector(self) -> None:
        table = self._table
        if table is None:
            return
        inspector = self.inspector()
        if self.viewer is None and not self.match.computer_to_act and not table.over:
            inspector.show(Text("The table is hidden while the keyboard changes hands.", style="italic"))
            return
        inspector.show(self.inspector_text(table, self.selected()))

    def _redraw_selection(self) -> None:
        """The cheap redraw after a cursor move: the rows, the hand highlight, the inspector."""
        table = self.table()
        self._draw_sides(table)
        self._draw_hand(table)
        self._draw_inspector()
        self._refresh_footer()

    # ----- flow --------------------------------------------------------------------------

    def advance(self) -> None:
        """Take what the person to act would be asked for nothing, then the usual (the save
        file is written once for all of it)."""
        with self.match.saves_held():
            ended = self.ended_by_other_passes()  # automatic passes that ended a step
            for _ in range(500):
                state = self.state
                if state.is_over:
                    break
                seat = state.to_act
                if seat is None or not self.match.is_human(seat):
                    break
                planned = self._planned(state)
                action = planned or self.automatic_action(state)
                if action is None:
                    break
                before, own = moment_of(state), self.in_own_turn(state)
                self.moment_guard.automatic_step(seat, before, why_passed(state, planned))
                self.on_events(self.match.apply(action, automatic=True))
                # a step the person's own plan ended is theirs, not the table's (playtest24-lum)
                self.table_stepped(seat, action, before, own and planned is None, ended)
            self._note_turn_ended(ended)
            super().advance()
            self._tell_turn_ended()
        if self.my_turn and self.viewer is not None:
            self.moment_guard.check(moment_of(self.state), self.state.name)
            if self.moment_guard.note:
                # not over a recap or a curtain, nor for a toast on a short terminal: the bar says it
                if self.app.screen is self and room_for_another(self.app):
                    self.notify(self.moment_guard.note, title="The moment changed")
                self.render_state()

    RECAPS = True
    COMPACT_HAND_ROWS = 3
    """The hand's rows on a short screen (its stylesheet's); more for a hand of many cards."""

    def _auto_pass(self) -> bool:
        """Never: :meth:`automatic_action` is these games' whole rule for passing without asking
        (it holds the shared auto-pass and each seat's stops), so a seat that chose to be asked
        at every priority whatever its hand is asked even when passing is all it can do."""
        return False

    def push_recap(self, screen: Any) -> None:
        """The recap over the table; the toasts said before it go (playtest17: "Turn ended" lay
        over half the recap's lines; the recap repeats that note at its top)."""
        self.app.clear_notifications()
        self._push(screen, self._recap_closed)

    def _recap_closed(self, _: Any = None) -> None:
        self.moment_guard.reset()  # the recap took the keys typed meanwhile; Enter closed it
        super()._recap_closed(_)

    def _curtain_lifted(self, seat: int, _: None = None) -> None:
        self.moment_guard.reset()  # the curtain took every key typed meanwhile
        super()._curtain_lifted(seat, _)

    def on_undone(self) -> None:
        self.moment_guard.reset()

    def curtain_note(self) -> str:
        seat = self.state.to_act
        if seat is None:
            return ""
        seen = self._seen.get(seat)
        if seen is None:  # not looked in this session: after its last decision, as the save says
            seen = self.match.last_look(seat)
        if seen is None:
            seen = recent_start(self.state.log)
        text = self.build_curtain(seat, news(self.state.log, seen))
        if self.answering_turn():
            first, _, rest = text.partition("\n")
            text = f"{first}\n{TURN_PASS_NOTE}\n{rest}"
        note, self._turn_note = self._turn_note, None
        return f"{note[1]}\n\n{text}" if note is not None else text

    def _planned(self, state: Any) -> Action | None:
        """The answer a seat gave ahead, if the game followed the line it answered for (a plan
        the game has left is dropped)."""
        if not self.plans:
            return None
        self.plans = {s: p for s, p in self.plans.items() if ahead.on_line(p, state)}
        return ahead.carried_out(self.plans, state)

    def act(self, action: Any) -> bool:
        if self._answered_ahead is action:
            self._answered_ahead = None
        elif self.plan_then_pass(action):
            pass  # chosen with P: the pass after it is planned, nothing more is asked ahead
        elif self.my_turn and len(self.match.human_seats) > 1:  # hot-seat: the keyboard changes hands
            asked = self.ahead_question(action)
            if asked is not None:
                self._ask_ahead(action, *asked)
                return True
        self._deciding = self.state.to_act if self.my_turn else None
        self._deciding_in = moment_of(self.state)
        table = self._table
        self._with_pass_key = table is not None and table.decision_kind == "priority"
        done = super().act(action)
        self._deciding = None
        if not done:
            self.render_state()
        return done

    def _ask_ahead(self, action: Action, foreseen: ahead.Foreseen, question: ahead.Question) -> None:
        """Ask ``question`` in this visit, then take ``action`` (:func:`ask_ahead.ask`)."""
        ask_ahead.ask(self, action, foreseen, question)

    def on_events(self, events: list[Event]) -> None:
        self._asked = None
        seat, self._deciding = self._deciding, None
        if seat is not None:  # the events of the person's own decision: the moment it led to
            self.moment_guard.decided(seat, moment_of(self.state), self._with_pass_key, self._deciding_in)
            # and nothing the curtain tells them later: they know what they did themselves
            # ("Since you last looked" starts after it, with the table's steps and the others')
            self._seen[seat] = len(self.state.log)

    def palette_actions(self) -> list[tuple[str, str, Action]]:
        actions = super().palette_actions()
        if self.my_turn:
            concede = self.build_concede()
            actions.append((self.describe_action(concede), "Give up this match", concede))
        return actions

    def _push(self, screen: Any, callback: Any = None) -> None:
        """Open a dialog; while one is open no decision is asked on top of it."""
        self._dialogs += 1
        rekey_dialog(screen, self.reserved_keys())

        def closed(result: Any) -> None:
            self._dialogs -= 1
            if getattr(screen, "closed_for_undo", False):  # Ctrl+Z in it: nothing was answered
                return
            if result is None:
                self.then_pass_dropped()
            if callback is not None:
                callback(result)

        self.app.push_screen(screen, closed)

    # ----- checks for the footer ---------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        base = super().check_action(action, parameters)
        if action in ("rules", "show_result", "undo", "leave", "history", "legend"):
            return base
        if action in self.ALWAYS_ON:
            return True
        if action in ("cursor", "zone"):
            return self.viewer is not None or self.match.computer_to_act
        if action == "cancel":
            return self.zone != "hand"
        table = self._table
        if table is None or table.over:
            return False
        mine = bool(table.my_decision)
        priority = table.decision_kind == "priority"
        if action == "decide":
            return mine and not priority
        if action in ("pass_", "use"):
            return mine and priority
        if action == "use_then_pass":
            return mine and priority
        if action == "concede":
            return mine
        kinds = self.ACTION_KINDS.get(action)
        if kinds is not None:
            return mine and any(a.KIND in kinds for a in self._legal)
        return base

    # ----- keys --------------------------------------------------------------------------

    def action_cursor(self, delta: int) -> None:
        items = self._items(self.zone)
        if not items:
            return
        self.index[self.zone] = (min(self.index[self.zone], len(items) - 1) + delta) % len(items)
        self._redraw_selection()

    def action_zone(self, delta: int) -> None:
        if self._hand_row(delta):
            return
        position = self.ZONES.index(self.zone)
        self.zone = self.ZONES[max(0, min(len(self.ZONES) - 1, position + delta))]
        self._enter_row(delta)

    def _per_row(self, zone: str) -> tuple[int, int] | None:
        """(cards, cards a line) of ``zone`` when it is a strip of cards, else ``None``."""
        strips, count = (
            [w for w in self.query(f"#{zone}") if isinstance(w, HandStrip)],
            len(self._items(zone)),
        )
        return (count, strips[0].per_row(count)) if strips and count else None

    def _hand_row(self, delta: int) -> bool:
        """Up (``delta`` 1) and Down (-1) move between the lines of a strip on several first (the
        hand's grid, units wrapped at 80x24: :mod:`ui.table.rows`); False when none is that way."""
        shape = self._per_row(self.zone)
        target = rows.line_move(self.index[self.zone], *shape, delta) if shape else None
        if target is not None:
            self.index[self.zone] = target
            self._redraw_selection()
        return target is not None

    def _enter_row(self, delta: int) -> None:
        """The cursor entering a zone lands on its nearest line (the first going down)."""
        if shape := self._per_row(self.zone):
            self.index[self.zone] = rows.entry_index(self.index[self.zone], *shape, delta)
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
        self.use_card(table, chosen)

    def action_scroll_inspector(self, delta: int) -> None:
        self.inspector().scroll_lines(delta)

    def action_pass_(self) -> None:
        passes = [a for a in self._legal if a.KIND == "pass"]
        late = self.moment_guard.typed_ahead_ended()
        dropped = self.moment_guard.claim(self._late_pass_loses) if passes else ""
        if dropped:
            why = not_passed_words(late, len(self.match.human_seats) > 1)
            self.notify(
                f"{dropped} {why}: press it again to pass here.",
                title="Not passed",
                severity="warning",
            )
            self.render_state()
            return
        if passes:
            self.act(passes[0])
        else:
            self.notify("There is nothing to pass now.", severity="warning")

    def _late_pass_loses(self) -> bool:
        """Whether a pass key that comes late after the moment moved by itself is still dropped:
        when the pass hands the keyboard over (past what Undo can take back) and the person had
        something else to do here; a pass that gives nothing up acts at once (playtest24-la: in
        the other's Start, asked with nothing playable, the first Space was always refused)."""
        others = any(action.KIND not in ("pass", "concede") for action in self._legal)
        return others and ahead.hands_over(self.state, self.automatic_action, self.match.is_human)

    def action_decide(self) -> None:
        self._ask_decision(force=True)

    def on_button_line_pressed(self, message: ButtonLine.Pressed) -> None:
        button = message.button
        if button == "pass":
            self.moment_guard.claim()  # a click on the button names what it does: it acts
            self.action_pass_()
        elif button == "decide":
            self.action_decide()
        elif button == "concede":
            self.action_concede()
        else:
            self.button_pressed(button)

    def action_concede(self) -> None:
        concede = self.build_concede()

        def answer(yes: bool | None) -> None:
            if yes:
                self.act(concede)
            else:  # playing on: a question the Concede click closed is asked again
                self._ask_decision(force=True)

        seat = self.state.to_act
        name = self.state.name(seat) if seat is not None else ""
        self._push(
            ConfirmDialog(
                "Concede the match?",
                f"{name} gives up and loses this match.",
                confirm="Concede",
                cancel="Play on",
                safe=True,  # Enter plays on (playtest20-la: a stray Enter after c ended the match)
            ),
            answer,
        )
