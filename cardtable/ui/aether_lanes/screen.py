"""The Aether Lanes battle screen.

Layout, top to bottom: the foe's plate (with the concede flag), the foe's lanes, the lane tags
(during a fight: the step being played), your lanes, the bar (phase tracker, foe's turn log,
Rewind, speed, Move, End with the Soul damage about to be dealt), your hand and your plate. The
inspector and the log sit at the side (below the board on a small terminal).

Keys: Left/Right or a/d pick a hand card, 1-3 play it at a lane (Summon: that lane; Sigil or
Spell: the unit there), p plays it (asking lane, target, Tithe, Wager), m starts a Maneuver (then
1-3 from, 1-3 to), i inspects the board (arrows move), e ends the turn (asking first while Aether
and playable cards are left; Enter always asks), c concedes (asking first, Play on focused), f opens the foe's turn, r rewinds the last round, x changes the combat speed, l
opens Learn. Everything can be clicked too: a card then a lane or target, the buttons, the flag.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import events
from textual.actions import parse
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.timer import Timer
from textual.widgets import Footer

from cardtable.engine.errors import CardtableError
from cardtable.engine.events import Event
from cardtable.engine.record import GameRecord, initial_state
from cardtable.games.aether_lanes.actions import Concede, EndTurn, Keep, Maneuver, Mulligan
from cardtable.games.aether_lanes.elements import LANES
from cardtable.ui.aether_lanes import asks, flow
from cardtable.ui.aether_lanes.dialogs import (
    Choice,
    FoeTurnDialog,
    InfoDialog,
    MulliganDialog,
    PickDialog,
    legend_text,
)
from cardtable.ui.aether_lanes.glyphs import (
    AETHER,
    FLAG,
    LANE_NAMES,
    LANE_TAGS,
    SPEED_FROM_SETTING,
    SPEED_LABELS,
    SPEEDS,
    STEP_SECONDS,
    TYPE_NAMES,
    element_badge,
)
from cardtable.ui.aether_lanes.inspector import empty_lane_text, hand_text, unit_text
from cardtable.ui.aether_lanes.present import (
    TableFace,
    UnitFace,
    build_table,
    plate_face,
    unit_face,
    unit_keywords,
)
from cardtable.ui.aether_lanes.replay import (
    Frame,
    Recording,
    frames,
    recordings_by_replay,
    recordings_from_log,
)
from cardtable.ui.aether_lanes.scenes import SCREENSHOT_SCENES
from cardtable.ui.aether_lanes.widgets import AetherCardPainter, Bar, LaneCell, Plate, TagStrip
from cardtable.ui.game_screen import GameScreen
from cardtable.ui.widgets import EventLog
from cardtable.ui.widgets.button_line import BarButton, ButtonLine
from cardtable.ui.widgets.hand_strip import HandStrip, HandView
from cardtable.ui.widgets.inspector import Inspector

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.state import AetherState
    from cardtable.session import Match

__all__ = ["BattleScreen", "SCREENSHOT_SCENES"]

COMPACT_WIDTH = 110
COMPACT_HEIGHT = 30
ROOMY_WIDTH = 160
ROOMY_HEIGHT = 48
KEEP_RECORDINGS = 4


class BattleScreen(GameScreen):
    """The duel: both sides' lanes, the viewer's hand, the inspector and the log."""

    CSS_PATH = Path(__file__).parent / "screen.tcss"
    BINDINGS = [
        Binding("left", "cursor(-1)", "Card", key_display="←→"),
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
        Binding("enter", "end(True)", "End", show=False),
        Binding("space", "skip", "Skip"),
        Binding("v", "log_view", "Log"),
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

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.hand_index = 0
        self.board_cursor: tuple[int, int] | None = None
        """(row, lane) while inspecting the board; row 0 is the foe's."""
        self.armed = False
        """A hand card was chosen with the mouse: the next click on a lane or target plays it."""
        self.moving = False
        self.move_from: int | None = None
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
        self._ready = False
        self.drawn = False
        """True once the table has been drawn (tests and scenes wait for it)."""

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
                    yield HandStrip(AetherCardPainter(), id="hand")
                    yield Plate(id="my-plate", classes="plate")
                    yield EventLog(id="log-compact", classes="log")
                yield Inspector(id="inspector")
        yield Footer()

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
        compact = width < COMPACT_WIDTH or height < COMPACT_HEIGHT
        self.set_class(compact, "-compact")
        self.query_one(Footer).compact = compact
        self.query_one("#log", EventLog).display = not compact
        self.query_one("#log-compact", EventLog).display = compact
        # on a small terminal the hand keeps the grid form whatever its size (no flip to boxes)
        self.query_one("#hand", HandStrip).most_cards = self.state.catalog.rules.hand_limit if compact else 0
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
    def state(self) -> AetherState:
        return self.match.state  # type: ignore[return-value]

    def table(self) -> TableFace:
        """The faces of the current state for the current viewer (cached per state and viewer)."""
        state = self.state
        key = (id(state), len(state.log), self.viewer)
        if self._table is None or key != self._table_key:
            self._table = build_table(state, self.viewer)
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
        catalog = self.state.catalog
        return tuple(
            tuple(None if u is None else unit_face(catalog, u, self._keywords) for u in frame.lanes[seat])
            for seat in (table.foe, table.me)
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
        elif frame is None and not self.my_turn and table.stage == "main" and self.match.computer_to_act:
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
            buttons.append(BarButton("foe-log", f"≡ {label}", short=f"≡ {label.partition(', ')[2]}"))
        if rounds is not None and self._idle():
            buttons.append(BarButton("rewind", f"⟲ R{rounds}"))
        buttons.append(BarButton("speed", "» " + SPEED_LABELS[self.speed]))
        mine = self.my_turn and not self.state.is_over
        if table.stage == "main" and frame is None and mine:
            buttons.append(BarButton("move", "⇄ Move", "on" if self.moving else "", short="⇄ m"))
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
        hand = table.hand
        if hand is None:
            strip.view = HandView(
                note=f"Hand hidden ({table.plates[1].hand} cards): only {table.plates[1].name} may look."
            )
            return
        if hand and self.hand_index >= len(hand):
            self.hand_index = len(hand) - 1
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
                inspector.show(unit_text(self.state, face.iid, owner, lane, colour_blind))
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
        if not self.my_turn or self._table is None or self._table.stage != "main":
            return ""
        if face.type == "summon":
            return "1-3 or click a lane of yours to summon it there (onto your own unit: Eclipse)."
        if face.type == "sigil":
            return "1-3 or click a unit of yours to bind it; p to choose."
        if face.type == "spell":
            if self.state.card(face.iid).choose is None:
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
            self.armed = False
            self.moving = False
            self.move_from = None
        else:
            self.render_state()
        return done

    def on_events(self, events: list[Event]) -> None:
        for event in events:
            if event.kind == "chance" and "band" in event.data:
                self.notify(event.text, title="Wager")
        start = next((i for i, e in enumerate(events) if e.kind == "combat"), None)
        if start is None:
            return
        turn = events[start].data.get("turn", 0)
        log_start = len(self.state.log) - len(events)
        recording = Recording((turn + 1) // 2, self._board_before, tuple(events), log_start)
        self._recordings = [*self._recordings[-(KEEP_RECORDINGS - 1) :], recording]
        if self.speed != "instant":
            self._play_back([recording], STEP_SECONDS[self.speed])

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
        return self.my_turn and self._playback is None and self.state.stage == "main"

    # ----- checks for the footer ---------------------------------------------------------

    def _mode(self) -> bool:
        return self.moving or self.armed or self.board_cursor is not None

    def describe_action(self, action: Any) -> str:
        from cardtable.ui.aether_lanes.sentences import sentence

        return sentence(self.state, action)

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
        if action == "log_view":
            return self._playback is None
        if action == "cancel":
            return self._mode() or self._playback is not None
        if action == "leave":
            return not self._mode() and self._playback is None
        stage = self.state.stage
        if action in ("keep", "mulligan"):
            return stage == "mulligan" and self.my_turn
        if action == "maneuver":
            return stage == "main" and self.my_turn
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
            self.board_cursor = (row, (lane + delta) % 3)
        else:
            table = self.table()
            if not table.hand:
                return
            self.hand_index = (self.hand_index + delta) % len(table.hand)
            self.armed = False
        self._redraw_selection()

    def action_row(self, delta: int) -> None:
        if self.board_cursor is None:
            if delta < 0:
                self.board_cursor = (1, min(self.hand_index, 2))
        else:
            row, lane = self.board_cursor
            row += delta
            self.board_cursor = None if row > 1 else (max(row, 0), lane)
        self.armed = False
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

    def _refresh_footer(self) -> None:
        """Ask the footer to redraw only when what can be done has changed (it rebuilds itself)."""
        signature = tuple(self.check_action(b.action.partition("(")[0], ()) for b in self._bindings_list())
        if signature != getattr(self, "_footer_signature", None):
            self._footer_signature = signature
            self.refresh_bindings()

    def _bindings_list(self) -> list[Binding]:
        return [b for b in self.BINDINGS if isinstance(b, Binding)] + [
            b for b in GameScreen.BINDINGS if isinstance(b, Binding)
        ]

    def action_lane(self, lane: int) -> None:
        if self.moving:
            self._move_step(lane)
            return
        if self.board_cursor is not None:
            self.board_cursor = (1, lane)
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
        state = self.state
        start = flow.start(state, face.iid)
        table = self.table()
        if face.type == "summon":
            if row != 1:
                self.notify("Summons enter your own lanes (the bottom row).", severity="warning")
                return
            self._play(start.with_(lane=LANES[lane]))
            return
        card = state.card(face.iid)
        if (
            face.type == "event"
            or (face.type == "sigil" and card.aura is not None)
            or (face.type == "spell" and card.choose is None)
        ):
            self._play(start)
            return
        choose = card.choose if face.type == "spell" else "friendly_unit"
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
        self._play(flow.start(self.state, face.iid))

    def action_keep(self) -> None:
        self.act(Keep())

    def action_mulligan(self) -> None:
        self.act(Mulligan())

    def action_maneuver(self) -> None:
        self.moving = True
        self.move_from = None
        self.armed = False
        if self.board_cursor is not None and self.board_cursor[0] == 1:
            self.move_from = self.board_cursor[1]
        self.board_cursor = None
        self.render_state()

    def _move_step(self, lane: int) -> None:
        if self.move_from is None:
            if self.table().rows[1][lane] is None:
                self.notify(f"There is no unit of yours in the {LANE_NAMES[lane]} lane.", severity="warning")
                return
            self.move_from = lane
            self.render_state()
            return
        source, self.move_from = self.move_from, None
        self.moving = False
        self.act(Maneuver(LANES[source], LANES[lane]))

    def action_inspect(self) -> None:
        if self.board_cursor is None:
            self.board_cursor = (1, 0)
        else:
            self.board_cursor = None
        self.armed = False
        self._redraw_selection()

    def action_scroll_inspector(self, delta: int) -> None:
        self.query_one("#inspector", Inspector).scroll_lines(delta)

    def action_end(self, ask: bool = False) -> None:
        """End the turn; Enter (``ask``) always asks first, e asks when ending would waste a play."""
        surprise = self._end_surprise()
        if not ask and not surprise:
            self.act(EndTurn())
            return

        def answer(choice: str | None) -> None:
            if choice == "end" and self.my_turn and not self.state.is_over:
                self.act(EndTurn())

        text = surprise or "Your units attack, then the other player takes the turn."
        self._push(
            PickDialog(
                "End the turn?",
                text,
                [Choice("stay", "Keep playing", "n"), Choice("end", "End the turn", "e")],
            ),
            answer,
        )

    def _end_surprise(self) -> str:
        """Why ending now may be a mistake ("3 Aether left and 2 playable cards"), or ""."""
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
        self.moving = False
        self.move_from = None
        self.armed = False
        self.board_cursor = None
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

    def action_log_view(self) -> None:
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
        for binding in self.BINDINGS:
            if not isinstance(binding, Binding) or event.key not in binding.key.split(","):
                continue
            _namespace, name, parameters = parse(binding.action)
            if self.check_action(name, parameters):
                event.stop()
                event.prevent_default()
                getattr(self, f"action_{name}")(*parameters)
                return

    # ----- choosing a play ---------------------------------------------------------------

    def _push(self, screen: Any, callback: Any = None) -> None:
        self._dialogs += 1

        def closed(result: Any) -> None:
            self._dialogs -= 1
            if callback is not None:
                callback(result)

        self.app.push_screen(screen, closed)

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
        self.board_cursor = (row, lane)
        self.armed = False
        self._redraw_selection()

    def on_hand_strip_clicked(self, message: HandStrip.Clicked) -> None:
        if self._playback is not None:
            return
        if message.index == self.hand_index and self.armed and self.board_cursor is None:
            self.armed = False
            self.action_play()
            return
        self.hand_index = message.index
        self.board_cursor = None
        self.armed = True
        self._redraw_selection()
        self._draw_rows(self.table(), None, self.settings.colour_blind)

    def on_plate_clicked(self, message: Plate.Clicked) -> None:
        face = self._hand_face()
        if not (self.armed and face is not None and self.my_turn and face.type == "spell"):
            return
        self._play(flow.start(self.state, face.iid).with_(target=f"p{message.seat}", target_chosen=True))

    def on_button_line_pressed(self, message: ButtonLine.Pressed) -> None:
        if self._playback is not None and message.button not in ("speed",):
            return
        if message.button == "end" and self.state.stage == "mulligan":
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
