"""The battle screen's table: the layout (normal, compact below 110x30, roomy from 160x48), the
drawing of plates, lanes, bar, hand and inspector from the game's faces (``present``), and the
combat playback. :class:`~cardtable.ui.aether_lanes.screen.BattleScreen` adds the keys, the mouse
and the plays on top of it.
"""

from __future__ import annotations

import dataclasses
import time
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.timer import Timer
from textual.widgets import Footer

from cardtable.games.aether_lanes.actions import Keep, Mulligan
from cardtable.games.aether_lanes.presentation import (
    TableFace,
    UnitFace,
    lane_faces,
    plate_face,
    present,
    unit_keywords,
)
from cardtable.ui.aether_lanes.dialogs import (
    MulliganDialog,
)
from cardtable.ui.aether_lanes.glyphs import (
    AETHER,
    FLAG,
    LANE_TAGS,
    SPEED_FROM_SETTING,
    SPEED_LABELS,
    TYPE_NAMES,
    element_badge,
)
from cardtable.ui.aether_lanes.input_mode import InputMode
from cardtable.ui.aether_lanes.inspector import empty_lane_text, hand_text, unit_text
from cardtable.ui.aether_lanes.replay import (
    Frame,
    Recording,
    frames,
)
from cardtable.ui.aether_lanes.widgets import (
    AetherCardPainter,
    AetherHandStrip,
    Bar,
    LaneCell,
    Plate,
    TagStrip,
)
from cardtable.ui.game_screen import GameScreen
from cardtable.ui.table.keys import rekey_dialog
from cardtable.ui.widgets import EventLog
from cardtable.ui.widgets.button_line import BarButton
from cardtable.ui.widgets.hand_strip import HandStrip, HandView
from cardtable.ui.widgets.inspector import Inspector
from cardtable.ui.widgets.quiet_footer import QuietFooter

if TYPE_CHECKING:
    from cardtable.engine.state import GameState
    from cardtable.session import Match


COMPACT_WIDTH = 110
COMPACT_HEIGHT = 30
ROOMY_WIDTH = 160
ROOMY_HEIGHT = 48
KEEP_RECORDINGS = 4


class BattleTable(GameScreen):
    """The duel's table as one viewer sees it, and the fights played back over it."""

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.input = InputMode()
        """What keys and clicks act on: the hand, an armed card, the board cursor or a Maneuver."""
        self.speed = "1x"
        self._table: TableFace | None = None
        self._table_key: tuple[int, int, int | None] | None = None
        self._keywords: dict[str, tuple[str, ...]] = {}
        self._board_before: dict[str, Any] | None = None
        self._recordings: list[Recording] = []
        self._playback: list[Frame] | None = None
        self._playing_from: dict[str, Any] | None = None
        self._frame = 0
        self._timer: Timer | None = None
        self._advance_waiting = False
        self._mulligan_asked: tuple[int, int] | None = None
        self._dialogs = 0
        self._dialog_closed_at = -1e9
        """When the last dialog closed (monotonic seconds): a key just after it may be meant for it."""
        self._ready = False
        self.drawn = False
        """True once the table has been drawn (tests and scenes wait for it)."""

    @property
    def hand_index(self) -> int:
        return self.input.hand_index

    @property
    def board_cursor(self) -> tuple[int, int] | None:
        return self.input.board_cursor

    @property
    def armed(self) -> bool:
        return self.input.armed

    @property
    def moving(self) -> bool:
        return self.input.moving

    @property
    def move_from(self) -> int | None:
        return self.input.move_from

    # ----- layout ------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        with Vertical(id="table"):
            with Horizontal(id="top"):
                # Nested so that a repaint of one half does not redraw the other (Textual redraws
                # every widget whose container overlaps the repainted area).
                with Vertical(id="field"):
                    with Vertical(id="foe-half", classes="half"):
                        yield Plate(id="foe-plate", classes="plate")
                        with Horizontal(id="foe-row", classes="row"):
                            for lane in range(3):
                                yield LaneCell(0, lane, id=f"foe-lane-{lane}")
                    yield TagStrip(id="tags")
                    with Vertical(id="my-half", classes="half"):
                        with Horizontal(id="my-row", classes="row"):
                            for lane in range(3):
                                yield LaneCell(1, lane, id=f"my-lane-{lane}")
                        yield Bar(id="bar")
                with Vertical(id="side"):
                    yield EventLog(id="log", classes="log")
            with Horizontal(id="bottom"):
                with Vertical(id="home"):
                    yield AetherHandStrip(AetherCardPainter(), id="hand")
                    yield Plate(id="my-plate", classes="plate")
                    narrow_log = EventLog(id="log-compact", classes="log")
                    narrow_log.border_title = "Log · v: the whole log"
                    yield narrow_log
                yield Inspector(id="inspector")
        yield QuietFooter()

    def on_mount(self) -> None:
        self._ready = True
        self.speed = SPEED_FROM_SETTING.get(self.settings.animation_speed, "1x")
        for log in self.query(EventLog):
            log.can_focus = False
        self._fit(self.app.size.width, self.app.size.height)
        # GameScreen.on_mount runs too (Textual calls the handler of every class in the MRO).

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size.width, event.size.height)

    def _fit(self, width: int, height: int) -> None:
        if self not in self.app.screen_stack or not self.is_attached:
            return  # closed before its mount or resize handler ran (Esc in the same burst): nothing to fit
        try:
            footer = self.query_one(Footer)
            wide_log = self.query_one("#log", EventLog)
            narrow_log = self.query_one("#log-compact", EventLog)
        except NoMatches:
            return  # being closed: its widgets are already going (a double Enter on a lesson's Learn)
        compact = width < COMPACT_WIDTH or height < COMPACT_HEIGHT
        self.set_class(compact, "-compact")
        footer.compact = compact
        wide_log.display = not compact
        narrow_log.display = compact
        # the hand's form (boxes or grid) is chosen for a full hand: see _draw_hand
        self.set_class(not compact and width >= ROOMY_WIDTH and height >= ROOMY_HEIGHT, "-roomy")
        if self.drawn:
            for log in self.query(EventLog):
                log.reflow()
            self.call_after_refresh(self.render_state)  # the shown log and the cells reflow to the new size

    @property
    def compact(self) -> bool:
        return self.has_class("-compact")

    # ----- drawing -----------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.match.state

    def table(self) -> TableFace:
        """The faces of the current state for the current viewer (cached per state and viewer)."""
        state = self.state
        key = (id(state), len(state.log), self.viewer)
        if self._table is None or key != self._table_key:
            if self._table_key is not None and self._table_key[2] != self.viewer:
                self.input = InputMode()  # a hot-seat hand-over: the next player starts at their first card
            self._table = present(state, self.viewer)
            self._table_key = key
            self._keywords = unit_keywords(state)
            self._board_before = state.view(None)
        return self._table

    def render_state(self) -> None:
        if not self._ready:
            return
        table = self.table()
        frame = self._playback[self._frame] if self._playback else None
        colour_blind = self.settings.colour_blind
        self._draw_plates(table, frame)
        self._draw_rows(table, frame, colour_blind)
        self.query_one(TagStrip).banner = self._banner(frame) if frame else None
        self._draw_bar(table, frame)
        self._draw_hand(table, colour_blind)
        self._draw_inspector()
        log = self.state.log
        self.query_one("#log-compact" if self.compact else "#log", EventLog).show(
            log[: frame.log_upto] if frame else log, self.viewer
        )
        self._refresh_footer()
        self.drawn = True
        if table.stage == "mulligan" and self.my_turn:
            self.call_after_refresh(self._offer_mulligan)

    def _draw_plates(self, table: TableFace, frame: Frame | None) -> None:
        plates = list(table.plates)
        if frame is not None and self._playing_from is not None:
            # During a fight the plates show the turn being played back, not the one after it.
            before = self._playing_from
            plates = [plate_face(self.state, before, p.seat, p.foe) for p in plates]
        if frame is not None and frame.souls is not None and frame.shelters is not None:
            plates = [
                dataclasses.replace(p, soul=frame.souls[p.seat], shelter=frame.shelters[p.seat])
                for p in plates
            ]
        for plate_id, face in zip(("#foe-plate", "#my-plate"), plates):
            plate = self.query_one(plate_id, Plate)
            plate.face = face
            if face.foe:
                can_concede = self.my_turn and not self.state.is_over and frame is None
                plate.buttons = (BarButton("flag", f"{FLAG} Concede"),) if can_concede else ()
            plate.hit = frame is not None and face.seat in frame.hit_players

    def _row_faces(self, table: TableFace, frame: Frame | None) -> tuple[tuple[UnitFace | None, ...], ...]:
        if frame is None or frame.lanes is None:
            return table.rows
        return tuple(
            lane_faces(self.state, frame.lanes[seat], self._keywords) for seat in (table.foe, table.me)
        )

    def _draw_rows(self, table: TableFace, frame: Frame | None, colour_blind: bool) -> None:
        rows = self._row_faces(table, frame)
        marks = set()
        if frame is not None:
            marks = {(0 if seat == table.foe else 1, lane) for seat, lane in frame.marks}
        choosing = self._choosing_lane()
        for row in range(2):
            prefix = "foe" if row == 0 else "my"
            for lane in range(3):
                cell = self.query_one(f"#{prefix}-lane-{lane}", LaneCell)
                cell.colour_blind = colour_blind
                cell.face = rows[row][lane]
                cell.hint = f"{lane + 1}: empty" if row == 1 and choosing else "empty"
                if (row, lane) in marks:
                    mark = "fight"
                elif self.board_cursor == (row, lane):
                    mark = "cursor"
                elif self.moving and row == 1 and self.move_from == lane:
                    mark = "source"
                elif row == 1 and choosing:
                    mark = "choose"
                else:
                    mark = ""
                cell.mark = mark

    def _choosing_lane(self) -> bool:
        if self.moving:
            return True
        face = self._hand_face()
        return self.armed and face is not None and face.type == "summon"

    def _banner(self, frame: Frame) -> Text:
        text = Text.assemble(("⚔ " if frame.phase == "Combat" else "» ", "bold"), (frame.text, "bold"))
        for detail in frame.details:
            text.append(" · ")
            text.append(detail)
        text.no_wrap = True
        text.overflow = "ellipsis"
        return text

    def computer_thinking(self) -> bool:
        """A computer seat is choosing its move now (the bar says so)."""
        return self.match.computer_to_act

    def _draw_bar(self, table: TableFace, frame: Frame | None) -> None:
        phase = frame.phase if frame is not None else ("Main" if table.stage == "main" else "")
        note = Text()
        if table.stage == "mulligan" and table.roll:
            note.append("  " + table.roll, style="italic")
        elif self.moving:
            note.append(
                "  Move: "
                + ("the lane it goes to (1-3)" if self.move_from is not None else "the unit's lane (1-3)"),
                style="bold",
            )
        elif frame is None and not self.my_turn and table.stage == "main" and self.computer_thinking():
            note.append("  (thinking…)", style="italic")
        bar_widget = self.query_one("#bar", Bar)
        turn, round_number, name = table.turn, table.round, table.active_name
        if frame is not None and frame.next_turn is not None:  # the hand-over: tracker and banner agree
            turn, seat = frame.next_turn
            turn, round_number, name = turn, (turn + 1) // 2, self.state.name(seat)
        elif frame is not None and self._playing_from is not None:
            before = self._playing_from
            turn, round_number, name = before["turn"], before["round"], self.state.name(before["active"])
        bar_widget.info = (turn, round_number, name, phase, table.stage)
        bar_widget.note = note
        buttons = []
        rounds = self._rewind_round()
        if table.foe_turn is not None and frame is None:
            label, lines = table.foe_turn
            buttons.append(BarButton("foe-log", f"≡ {label} (f)", short=f"≡ {label.partition(', ')[2]} (f)"))
        if rounds is not None and self._idle():
            buttons.append(BarButton("rewind", f"⟲ R{rounds}"))
        buttons.append(BarButton("speed", "» " + SPEED_LABELS[self.speed]))
        mine = self.my_turn and not self.state.is_over
        if table.stage == "main" and frame is None and mine and (table.can_move or self.moving):
            buttons.append(BarButton("move", "⇄ Move (m)", "on" if self.moving else "", short="⇄ m"))
        if table.end_damage is not None and self.my_turn and frame is None:
            buttons.append(
                BarButton(
                    "end",
                    f"End −{table.end_damage} SP" + (" LETHAL" if table.lethal else ""),
                    "ready",
                    short=f"End −{table.end_damage}" + ("!" if table.lethal else ""),
                )
            )
        elif table.stage == "mulligan" and self.my_turn:
            buttons.append(BarButton("end", "Keep (k)", "ready"))
        bar_widget.buttons = tuple(buttons)

    def _hand_face(self) -> Any:
        table = self.table()
        if not table.hand:
            return None
        return table.hand[min(self.hand_index, len(table.hand) - 1)]

    def _draw_hand(self, table: TableFace, colour_blind: bool) -> None:
        strip = self.query_one("#hand", HandStrip)
        strip.colour_blind = colour_blind
        strip.most_cards = table.hand_limit
        hand = table.hand
        if hand is None:
            strip.view = HandView(
                note=f"Hand hidden ({table.plates[1].hand} cards): only {table.plates[1].name} may look."
            )
            return
        if hand and self.hand_index >= len(hand):
            self.input = dataclasses.replace(self.input, hand_index=len(hand) - 1)
        selected = self.hand_index if hand and self.board_cursor is None else None
        strip.view = HandView(hand, selected, self.armed and selected is not None)

    def _draw_inspector(self) -> None:
        inspector = self.query_one("#inspector", Inspector)
        table = self._table
        if table is None:
            return
        colour_blind = self.settings.colour_blind
        if self.board_cursor is not None:
            row, lane = self.board_cursor
            face = table.rows[row][lane]
            seat = table.foe if row == 0 else table.me
            owner = self.state.name(seat)
            if face is None:
                inspector.show(empty_lane_text(owner, lane, LANE_TAGS[lane]))
            else:
                inspector.show(unit_text(self.state, face.iid, owner, lane, colour_blind, face.plan))
            return
        face = self._hand_face()
        if face is None:
            if table.hand is None:
                inspector.show(Text("The table is hidden while the keyboard changes hands.", style="italic"))
            else:
                inspector.show(Text("Press i to inspect the units on the board.", style="italic"))
            return
        inspector.show(hand_text(self.state, face, colour_blind, self._hand_hint(face), self.my_turn))

    def _hand_hint(self, face: Any) -> str:
        if not self.my_turn or self._table is None or self._table.stage != "main" or not face.playable:
            return ""
        if face.type == "summon":
            return "1-3 or click a lane of yours to summon it there (onto your own unit: Eclipse)."
        if face.type == "sigil":
            return "1-3 or click a unit of yours to bind it; p to choose."
        if face.type == "spell":
            if face.choose is None:
                return "p (or click it again) to cast it: it needs no target."
            return "p (or click it again) to cast; 1-3 or a click picks the unit in that lane."
        return "p (or click it again) to play it as your Decree."

    def _offer_mulligan(self) -> None:
        """Open the mulligan offer once per decision, when nothing else is on top of the table."""
        if not self.is_attached or self.app.screen is not self:
            return
        table = self.table()
        if table.stage != "mulligan" or not self.my_turn or table.hand is None or self._dialogs:
            return
        key = (len(self.state.history), self.viewer if self.viewer is not None else -1)
        if self._mulligan_asked == key:
            return
        self._mulligan_asked = key
        colour_blind = self.settings.colour_blind
        lines = [
            Text.assemble(
                f"{h.cost}{AETHER} ",
                element_badge(h.element, colour_blind),
                f" {h.name} ",
                (TYPE_NAMES[h.type], "dim"),
            )
            for h in table.hand
        ]
        self._push(MulliganDialog(self.state.name(table.me), table.roll, lines), self._mulligan_chosen)

    def _mulligan_chosen(self, choice: str | None) -> None:
        if choice == "keep":
            self.act(Keep())
        elif choice == "mulligan":
            self.act(Mulligan())
        else:
            self.notify("Press k to keep the hand or m to take a mulligan.")

    # ----- playback ----------------------------------------------------------------------

    def _play_back(self, recordings: list[Recording], seconds: float) -> None:
        steps = [frame for recording in recordings for frame in frames(recording)]
        if not steps:
            return
        self._stop_timer()
        first = recordings[0].before
        self._playing_from = dict(first) if first is not None else None
        self._playback = steps
        self._frame = 0
        self._timer = self.set_interval(seconds, self._next_frame)
        self.render_state()

    def _next_frame(self) -> None:
        if self._playback is None:
            return
        self._frame += 1
        if self._frame >= len(self._playback):
            self._finish_playback()
        else:
            self.render_state()

    def _stop_timer(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def _finish_playback(self) -> None:
        self._stop_timer()
        self._playback = None
        self._playing_from = None
        self._frame = 0
        if not self.is_attached:
            return
        if self._advance_waiting:
            self._advance_waiting = False
            super().advance()
        else:
            self.render_state()

    def hold_playback(self, frame: int) -> None:
        """Stop the playback on one frame (for screenshots and tests); ``skip`` lets it finish."""
        if self._playback is None:
            return
        self._stop_timer()
        self._frame = max(0, min(frame, len(self._playback) - 1))
        self.render_state()

    @property
    def playing(self) -> bool:
        return self._playback is not None

    def _rewind_round(self) -> int | None:
        if self._recordings:
            return self._recordings[-1].round
        for event in reversed(self.state.log):
            if event.kind == "combat":
                return (int(event.data.get("turn", 1)) + 1) // 2
        return None

    def _idle(self) -> bool:
        return self.my_turn and self._playback is None and self.table().stage == "main"

    def _push(self, screen: Any, callback: Any = None) -> None:
        self._dialogs += 1
        rekey_dialog(screen, self.reserved_keys())  # options never take a key of the table

        def closed(result: Any) -> None:
            self._dialogs -= 1
            self._dialog_closed_at = time.monotonic()
            if callback is not None:
                callback(result)

        self.app.push_screen(screen, closed)
