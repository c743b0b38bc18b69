"""The Aether Lanes battle screen.

Layout, top to bottom: the foe's plate (with the concede flag), the foe's lanes, the lane tags
(during a fight: the step being played), your lanes, the bar (phase tracker, foe's turn log,
Rewind, speed, Move, End with the Soul damage about to be dealt), your hand and your plate. The
inspector and the log sit at the side (below the board on a small terminal).

Keys: Left/Right or a/d pick a hand card, 1-3 play it at a lane (Summon: that lane; Sigil or
Spell: the unit there), p or Enter plays it (asking lane, target, Tithe, Wager), m starts a
Maneuver (then 1-3 from, 1-3 to), i inspects the board (arrows move), e ends the turn (asking
first while Aether and playable cards are left), c concedes (asking first, Play on focused), f opens the foe's turn, r rewinds the last round, x changes the combat speed, l
opens Learn. Everything can be clicked too: a card then a lane or target, the buttons, the flag.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import events
from textual.actions import parse
from textual.binding import Binding
from textual.screen import ModalScreen

from cardtable.engine.errors import CardtableError
from cardtable.engine.events import Event
from cardtable.engine.record import GameRecord, initial_state
from cardtable.games.aether_lanes.actions import Concede, EndTurn, Keep, Maneuver, Mulligan
from cardtable.games.aether_lanes.presentation import LANES
from cardtable.ui.aether_lanes import asks, flow
from cardtable.ui.aether_lanes.dialogs import (
    Choice,
    FoeTurnDialog,
    InfoDialog,
    PickDialog,
    legend_text,
)
from cardtable.ui.aether_lanes.glyphs import (
    LANE_NAMES,
    SPEEDS,
    STEP_SECONDS,
)
from cardtable.ui.aether_lanes.replay import (
    Recording,
    recordings_by_replay,
    recordings_from_log,
)
from cardtable.ui.aether_lanes.scenes import SCREENSHOT_SCENES
from cardtable.ui.aether_lanes.table_view import KEEP_RECORDINGS, BattleTable
from cardtable.ui.aether_lanes.widgets import LaneCell, Plate
from cardtable.ui.widgets.button_line import ButtonLine
from cardtable.ui.widgets.hand_strip import HandStrip
from cardtable.ui.widgets.inspector import Inspector

if TYPE_CHECKING:
    pass

__all__ = ["BattleScreen", "SCREENSHOT_SCENES"]

WAGER_TOAST = "Wager"
"""The title of the toast that tells a Wager's roll."""


class BattleScreen(BattleTable):
    """The duel: both sides' lanes, the viewer's hand, the inspector and the log."""

    RECAPS = True

    CSS_PATH = Path(__file__).parent / "screen.tcss"
    BINDINGS = [
        Binding("left", "cursor(-1)", "Card", key_display="←→", show=False),  # in the legend (g)
        Binding("right", "cursor(1)", "Card", show=False),
        Binding("a", "cursor(-1)", "Card", show=False),
        Binding("d", "cursor(1)", "Card", show=False),
        Binding("up", "row(-1)", "Row", show=False),
        Binding("down", "row(1)", "Row", show=False),
        Binding("1", "lane(0)", "Lane", key_display="1-3"),
        Binding("2", "lane(1)", "Lane", show=False),
        Binding("3", "lane(2)", "Lane", show=False),
        Binding("p", "play", "Play"),
        Binding("k", "keep", "Keep"),
        Binding("m", "mulligan", "Mulligan"),
        Binding("m", "maneuver", "Move", show=False),  # the bar's "⇄ Move" button and the legend (g) show it
        Binding("i", "inspect", "Inspect"),
        Binding("e", "end", "End"),
        Binding("enter", "play", "Play", show=False),  # as in the other games; ending keeps e
        Binding("space", "skip", "Skip"),
        Binding("v", "log_view", "Log"),
        Binding("v", "log_view(True)", "Log", show=False),  # 80x24: the log's title names the key
        Binding("g", "legend", "Legend"),
        # shown as buttons on the bar and the foe's plate, and in the legend (g): the footer fits 80 columns
        Binding("f", "foe_log", "Foe's turn", show=False),
        Binding("r", "rewind", "Rewind", show=False),
        Binding("x", "speed", "Speed", show=False),
        Binding("c", "concede", "Concede", show=False),
        Binding("l", "learn", "Learn", show=False),
        Binding("pagedown", "scroll_inspector(4)", "Inspector ▼", show=False),
        Binding("pageup", "scroll_inspector(-4)", "Inspector ▲", show=False),
        Binding("escape", "cancel", "Cancel"),
        Binding("escape", "leave", "Menu"),
    ]

    # ----- flow overrides ----------------------------------------------------------------

    def advance(self) -> None:
        if self._playback is not None:
            self._advance_waiting = True
            self.render_state()
            return
        super().advance()

    def act(self, action: Any) -> bool:
        done = super().act(action)
        if done:
            self.input = self.input.hand()
        else:
            self.render_state()
        return done

    def on_events(self, events: list[Event]) -> None:
        for event in events:
            if event.kind == "chance" and "band" in event.data and not self.state.is_over:
                self.notify(event.text, title=WAGER_TOAST)  # (the log keeps it too)
        start = next((i for i, e in enumerate(events) if e.kind == "combat"), None)
        if start is None:
            return
        turn = events[start].data.get("turn", 0)
        log_start = len(self.state.log) - len(events)
        recording = Recording((turn + 1) // 2, self._board_before, tuple(events), log_start)
        self._recordings = [*self._recordings[-(KEEP_RECORDINGS - 1) :], recording]
        if self.speed != "instant":
            self._play_back([recording], STEP_SECONDS[self.speed])

    def action_show_result(self) -> None:
        """The result, with no Wager toast left over it: at 80x24 one covered its buttons."""
        app = self.app
        for note in [n for n in app._notifications if n.title == WAGER_TOAST]:
            app._unnotify(note)
        super().action_show_result()

    # ----- checks for the footer ---------------------------------------------------------

    def _mode(self) -> bool:
        return self.moving or self.armed or self.board_cursor is not None

    def describe_action(self, action: Any) -> str:
        from cardtable.ui.aether_lanes.sentences import sentence

        return sentence(self.state, action)

    def palette_actions(self) -> list[tuple[str, str, Any]]:
        """Each legal action as a sentence with its cost, and the card's text (or what ending the
        turn leads to) beneath it."""
        from cardtable.ui.aether_lanes.sentences import palette_entry

        table = self.table()
        state: Any = self.state  # an Aether Lanes state (the UI names no state class)
        return [(*palette_entry(state, table, a), a) for a in self.state.legal_actions()[:400]]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        base = super().check_action(action, parameters)
        if action in ("rules", "show_result", "undo_refused"):
            return base
        if action == "undo":
            return bool(base) and self._playback is None
        if action == "skip":
            return self._playback is not None
        if action in ("speed", "learn", "legend"):
            return True
        if action == "log_view":  # in the footer unless the compact log's title shows the key
            return self._playback is None and bool(parameters) == self.compact
        if action == "cancel":
            return self._mode() or self._playback is not None
        if action == "leave":
            return not self._mode() and self._playback is None
        stage = self.table().stage
        if action in ("keep", "mulligan"):
            return stage == "mulligan" and self.my_turn
        if action == "maneuver":
            return stage == "main" and self.my_turn and self.table().can_move
        if action == "foe_log":
            table = self._table
            return table is not None and table.foe_turn is not None
        if action == "rewind":
            return self._idle() and self._rewind_round() is not None
        if action == "concede":
            return self.my_turn and not self.state.is_over
        if action == "inspect":
            return self.viewer is not None
        if action == "row":
            return self.viewer is not None and self._playback is None
        if action == "cursor":
            table = self._table
            return self._playback is None and (self.board_cursor is not None or bool(table and table.hand))
        if action in ("lane", "play", "end"):
            if self._playback is not None or stage != "main":
                return False
            if action == "lane" and (self.board_cursor is not None or self.moving):
                return True
            return self.my_turn
        return base

    # ----- keyboard actions --------------------------------------------------------------

    def action_cursor(self, delta: int) -> None:
        if self.board_cursor is not None:
            row, lane = self.board_cursor
            self.input = self.input.board(row, (lane + delta) % 3)
        else:
            table = self.table()
            if not table.hand:
                return
            self.input = self.input.hand((self.hand_index + delta) % len(table.hand))
        self._redraw_selection()

    def action_row(self, delta: int) -> None:
        if self.board_cursor is None:
            # Up and Down move between the rows of the hand first; Up from its top row goes to the board.
            count = len(self.table().hand or ())
            step = self.query_one("#hand", HandStrip).per_row(count) * delta
            if 0 <= self.hand_index + step < count:
                self.input = self.input.hand(self.hand_index + step)
            elif delta < 0:
                self.input = self.input.board(1, min(self.hand_index, 2))
            else:
                self.input = self.input.hand()
        else:
            row, lane = self.board_cursor
            row += delta
            self.input = self.input.hand() if row > 1 else self.input.board(max(row, 0), lane)
        self._redraw_selection()

    def _redraw_selection(self) -> None:
        """The cheap redraw after a cursor move: hand highlight, board cursor, inspector, footer.

        While the board is inspected, the cursor is painted first and the inspector one frame
        later: the two sit far apart on the screen, and one repaint spanning both costs more than
        two small ones."""
        table = self.table()
        self._draw_hand(table, self.settings.colour_blind)
        self._draw_rows(
            table, self._playback[self._frame] if self._playback else None, self.settings.colour_blind
        )
        if self.board_cursor is not None:
            self.call_after_refresh(self._draw_inspector)
        else:
            self._draw_inspector()
        self._refresh_footer()

    def action_lane(self, lane: int) -> None:
        if self.moving:
            self._move_step(lane)
            return
        if self.board_cursor is not None:
            self.input = self.input.board(1, lane)
            self._redraw_selection()
            return
        face = self._hand_face()
        if face is None:
            self.notify("There is no card in hand to play.", severity="warning")
            return
        self._play_at(face, 1, lane)

    def _play_at(self, face: Any, row: int, lane: int) -> None:
        """Play the hand card ``face`` at a lane: a Summon enters it, a Sigil or a Spell takes the
        unit standing there as its target."""
        start = flow.start(face)
        table = self.table()
        if face.type == "summon":
            if row != 1:
                self.notify("Summons enter your own lanes (the bottom row).", severity="warning")
                return
            self._play(start.with_(lane=LANES[lane]))
            return
        if face.type == "event" or face.choose is None:
            self._play(start)
            return
        choose = face.choose
        if row == 1 and choose in ("enemy_unit", "enemy") and not self.armed:
            row = 0
        if row == 1 and choose == "any_unit" and not self.armed:
            options = [r for r in (0, 1) if table.rows[r][lane] is not None]
            row = options[0] if len(options) == 1 else 1
        unit = table.rows[row][lane]
        if unit is None:
            owner = self.state.name(table.foe if row == 0 else table.me)
            self.notify(f"There is no unit in {owner}'s {LANE_NAMES[lane]} lane.", severity="warning")
            return
        self._play(start.with_(target=unit.iid, target_chosen=True))

    def action_play(self) -> None:
        face = self._hand_face()
        if face is None:
            self.notify("There is no card in hand to play.", severity="warning")
            return
        self._play(flow.start(face))

    def action_keep(self) -> None:
        self.act(Keep())

    def action_mulligan(self) -> None:
        self.act(Mulligan())

    def action_maneuver(self) -> None:
        cursor = self.board_cursor
        self.input = self.input.move(cursor[1] if cursor is not None and cursor[0] == 1 else None)
        self.render_state()

    def _move_step(self, lane: int) -> None:
        if self.move_from is None:
            if self.table().rows[1][lane] is None:
                self.notify(f"There is no unit of yours in the {LANE_NAMES[lane]} lane.", severity="warning")
                return
            self.input = self.input.move(lane)
            self.render_state()
            return
        source = self.move_from
        self.input = self.input.hand()
        self.act(Maneuver(LANES[source], LANES[lane]))

    def action_inspect(self) -> None:
        self.input = self.input.board(1, 0) if self.board_cursor is None else self.input.hand()
        self._redraw_selection()

    def action_scroll_inspector(self, delta: int) -> None:
        self.query_one("#inspector", Inspector).scroll_lines(delta)

    def action_end(self) -> None:
        """End the turn; e asks first when ending would waste a play (or just after a dialog)."""
        surprise = self._end_surprise()
        if not surprise:
            self.act(EndTurn())
            return

        def answer(choice: str | None) -> None:
            if choice == "end" and self.my_turn and not self.state.is_over:
                self.act(EndTurn())

        text = surprise
        self._push(
            PickDialog(
                "End the turn?",
                text,
                [Choice("stay", "Keep playing", "n"), Choice("end", "End the turn", "e")],
            ),
            answer,
        )

    DIALOG_GRACE = 0.8
    """Seconds after a dialog closes during which e asks before ending the turn (a key pressed twice,
    or typed ahead for the dialog, must not end the turn unseen)."""

    def _end_surprise(self) -> str:
        """Why ending now may be a mistake ("3 Aether left and 2 playable cards"), or ""."""
        if time.monotonic() - self._dialog_closed_at < self.DIALOG_GRACE:
            return "A dialog has just closed: end the turn now?"
        table = self.table()
        aether = table.plates[1].aether
        playable = [h.name for h in table.hand or () if h.playable]
        if aether <= 0 or not playable:
            return ""
        cards = ", ".join(playable[:3]) + ("…" if len(playable) > 3 else "")
        return f"You still have {aether} Aether and {len(playable)} playable card(s): {cards}."

    def action_skip(self) -> None:
        if self._playback is not None:
            self._finish_playback()

    def action_cancel(self) -> None:
        if self._playback is not None:
            self._finish_playback()
            return
        self.input = self.input.hand()
        self.render_state()

    def action_foe_log(self) -> None:
        table = self.table()
        if table.foe_turn is None:
            return
        foe = self.state.name(table.foe)
        label, lines = table.foe_turn
        self._push(FoeTurnDialog(f"{label} ({foe})", lines))

    def action_rewind(self) -> None:
        latest = self._rewind_round()
        if latest is None:
            return
        recordings = [r for r in self._recordings if r.round == latest] or self._replayed(latest)
        self._play_back(recordings, STEP_SECONDS[self.speed] or STEP_SECONDS["2x"])

    def _replayed(self, round_number: int) -> list[Recording]:
        """The fights of a round this screen did not see (a resumed match), with their boards,
        by replaying the match's record; without boards if it cannot be replayed."""
        state = self.state
        try:
            first = initial_state(GameRecord.from_state(state), self.match.registry)
            recordings = recordings_by_replay(first, state.history, round_number)
        except CardtableError:
            recordings = []
        return recordings or recordings_from_log(state.log, round_number)

    def action_speed(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        if self._timer is not None and self._playback is not None:
            self._stop_timer()
            if self.speed == "instant":
                self._finish_playback()
                return
            self._timer = self.set_interval(STEP_SECONDS[self.speed], self._next_frame)
        self.render_state()

    def action_concede(self) -> None:
        """Ask first: Play on has the focus (Enter keeps playing), How to play opens the rules."""

        def answer(choice: str | None) -> None:
            if choice == "concede" and self.my_turn and not self.state.is_over:
                self.act(Concede())
            elif choice == "rules":
                self.action_rules()

        name = self.state.name(self.state.to_act) if self.state.to_act is not None else ""
        self._push(
            PickDialog(
                "Concede the duel?",
                f"{name} gives up and loses this match. Unsure what to do next? How to play explains "
                "the turn, the lanes and every keyword.",
                [
                    Choice("play-on", "Play on", "n"),
                    Choice("rules", "How to play (the rules)", "?"),
                    Choice("concede", f"Concede: {name} loses", "y"),
                ],
            ),
            answer,
        )

    def action_log_view(self, _titled: bool = False) -> None:
        """The whole log as this seat may read it, scrolled to the latest lines."""
        viewer = self.viewer
        lines = [e.text_for(viewer) for e in self.state.log if e.visible_to(viewer)]
        self._push(InfoDialog("The log", Text("\n".join(lines[-400:])), "v", at_end=True))

    def action_legend(self) -> None:
        self._push(InfoDialog("What the marks mean", legend_text(), "g"))

    def action_learn(self) -> None:
        from cardtable.ui.aether_lanes.learn import LearnScreen

        self.app.push_screen(LearnScreen())

    def action_leave(self) -> None:
        self._stop_timer()
        super().action_leave()

    def on_key(self, event: events.Key) -> None:
        """Keys typed ahead (``p3`` in one go) must reach the dialog the first one opens. Textual
        runs a screen's key bindings only after the following keys have passed through it, so this
        screen runs its own bindings here, at once; a key that arrives once one of its dialogs is
        on top is handed on to that dialog."""
        top = self.app.screen
        if top is not self:
            if self._dialogs and isinstance(top, ModalScreen):
                event.stop()
                event.prevent_default()
                top.post_message(events.Key(event.key, event.character))
            return
        for binding in self._own_bindings():
            if not isinstance(binding, Binding) or event.key not in binding.key.split(","):
                continue
            _namespace, name, parameters = parse(binding.action)
            if self.check_action(name, parameters):
                event.stop()
                event.prevent_default()
                getattr(self, f"action_{name}")(*parameters)
                return

    @classmethod
    def _own_bindings(cls) -> list[Any]:
        """The bindings of this screen and of the battle screens it extends (a lesson's n and b
        first, then the battle keys: PgDn must scroll a lesson's panel too), not the base's."""
        found: list[Any] = []
        for klass in cls.__mro__:
            found.extend(klass.__dict__.get("BINDINGS", ()))
            if klass is BattleScreen:
                break
        return found

    # ----- choosing a play ---------------------------------------------------------------

    def _play(self, pending: flow.Pending) -> None:
        """Ask for whatever the play still needs, then send it to the engine."""
        state = self.state
        pending, step = flow.next_step(state, pending)
        if step.action is not None:
            self.act(step.action)
            return
        seat = self.viewer if self.viewer is not None else 0

        def chosen(choice: str | None) -> None:
            following = asks.answer(pending, step, choice) if choice is not None else None
            if following is not None:
                self._play(following)

        self._push(asks.dialog_for(state, self.table(), seat, pending, step), chosen)

    # ----- mouse -------------------------------------------------------------------------

    def on_lane_cell_clicked(self, message: LaneCell.Clicked) -> None:
        if self._playback is not None or self.viewer is None:
            return
        row, lane = message.row, message.lane
        if self.moving:
            if row == 1:
                self._move_step(lane)
            return
        face = self._hand_face()
        if self.armed and face is not None and self.my_turn:
            self._play_at(face, row, lane)
            return
        self.input = self.input.board(row, lane)
        self._redraw_selection()

    def on_hand_strip_clicked(self, message: HandStrip.Clicked) -> None:
        if self._playback is not None:
            return
        if message.index == self.hand_index and self.armed and self.board_cursor is None:
            self.input = self.input.hand()
            self.action_play()
            return
        self.input = self.input.arm(message.index)
        self._redraw_selection()
        self._draw_rows(self.table(), None, self.settings.colour_blind)

    def on_plate_clicked(self, message: Plate.Clicked) -> None:
        face = self._hand_face()
        if not (self.armed and face is not None and self.my_turn and face.type == "spell"):
            return
        self._play(flow.start(face).with_(target=f"p{message.seat}", target_chosen=True))

    def on_button_line_pressed(self, message: ButtonLine.Pressed) -> None:
        if self._playback is not None and message.button not in ("speed",):
            return
        if message.button == "end" and self.table().stage == "mulligan":
            self.action_keep()
        elif message.button == "move" and self.moving:
            self.action_cancel()
        else:
            actions = {
                "flag": self.action_concede,
                "end": self.action_end,
                "foe-log": self.action_foe_log,
                "rewind": self.action_rewind,
                "speed": self.action_speed,
                "move": self.action_maneuver,
            }
            handler = actions.get(message.button)
            if handler is not None:
                handler()
