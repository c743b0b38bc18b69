"""The pieces of the battle screen: lane cells, name plates, hand cards, the lane-tag strip, the
bar (phase tracker and buttons) and the card inspector. They draw faces from ``present``; every
click goes up to the screen as a message. No game rules here."""

from __future__ import annotations

import dataclasses
import textwrap

from collections.abc import Hashable
from typing import Any

from rich.cells import cell_len
from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.color import Color
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from cardtable.ui.aether_lanes.glyphs import (
    AETHER, LANE_NAMES, LANE_TAGS, PADLOCK, PHASES, SOUL, TYPE_NAMES, bar, element_badge,
)
from cardtable.ui.aether_lanes.present import HandFace, PlateFace, UnitFace


def segments(text: Text, console: Console, width: int) -> list[Segment]:
    """One line of rich text as exactly ``width`` cells of segments (cut with an ellipsis)."""
    line = text.copy()
    line.no_wrap = True
    line.truncate(width, overflow="ellipsis", pad=True)
    return list(line.render(console, end=""))


def fitted_strip(row: list[Segment], width: int, style: Style) -> Strip:
    """``row`` as one strip of exactly ``width`` cells with ``style`` beneath its own styles.

    Built in one step: a strip carries several caches, so the chain ``Strip(row)
    .adjust_cell_length().apply_style()`` costs three of them per line, which shows when a tall
    cell repaints."""
    length = Segment.get_line_length(row)
    if length > width:
        return Strip(row).adjust_cell_length(width).apply_style(style)
    if length < width:
        row = [*row, Segment(" " * (width - length))]
    return Strip(Segment.apply_style(row, style), width)


class LineWidget(Widget):
    """A widget drawn with Textual's line API from rows of rich text, kept as strips until
    :meth:`invalidate` (or a new size). Much cheaper to redraw than ``render()``, so the screen
    stays quick when the player moves through the hand or the board."""

    RECENT = 4
    """How many recent drawings a widget with a :meth:`look` keeps for reuse."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._strips: list[Strip] | None = None
        self._built_for: tuple[int, int] = (0, 0)
        self._recent: dict[Hashable, list[Strip]] = {}

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        """The content as rows of segments (each ``width`` cells)."""
        raise NotImplementedError

    def look(self) -> Hashable | None:
        """Everything :meth:`rows` depends on besides the size and the widget's style, as a
        hashable value; a widget that returns one reuses its last few drawings when it comes
        back to an earlier look (a cursor moving to and fro). ``None``: always redraw."""
        return None

    def text_rows(self, lines: list[Text], width: int) -> list[list[Segment]]:
        console = self.app.console
        return [segments(line, console, width) for line in lines]

    def invalidate(self) -> None:
        self._strips = None
        self.refresh()

    @property
    def plain_text(self) -> str:
        """What the widget shows now, as plain text (lines joined with newlines)."""
        width, height = self.content_size.width, self.content_size.height
        return "\n".join("".join(seg.text for seg in row).rstrip() for row in self.rows(width, height)[:height])

    def render_line(self, y: int) -> Strip:
        width, height = size = tuple(self.content_size)
        if self._strips is None or self._built_for != size:
            style = self.visual_style.rich_style
            look = self.look()
            key = None if look is None else (look, size, style, self.app.theme)
            strips = None if key is None else self._recent.get(key)
            if strips is None:
                strips = [fitted_strip(row, width, style) for row in self.rows(width, height)[:height]]
                if key is not None:
                    if len(self._recent) >= self.RECENT:
                        del self._recent[next(iter(self._recent))]
                    self._recent[key] = strips
            self._strips = strips
            self._built_for = size
        if 0 <= y < len(self._strips):
            return self._strips[y]
        return Strip.blank(width, self.visual_style.rich_style)


def stats_text(face: UnitFace) -> Text:
    return Text.assemble(("A", "dim"), (str(face.attack), "bold"), (" D", "dim"), (str(face.defense), "bold"),
                         (" H", "dim"), (f"{face.health}/{face.max_health}", "bold"))


def unit_lines(face: UnitFace, width: int, height: int, colour_blind: bool) -> list[Text]:
    """A unit in ``height`` lines of ``width`` cells: name, numbers and badges, then the buried
    unit and Sigils, then flags and keywords, as far as the room allows."""
    name = Text.assemble(element_badge(face.element, colour_blind), " ", (face.name, "bold"))
    badges = Text()
    if face.kill:
        badges.append(" KILL ", style="bold reverse")
    if face.doomed:
        badges.append(" ✝", style="bold")
    if face.exhausted:
        badges.append(" zzz", style="italic")
    top = stats_text(face)
    room = width - top.cell_len - badges.cell_len
    if room >= 1:
        top.append(" " * room)
    top.append_text(badges)
    extras: list[Text] = []
    if face.plan:
        extras.append(Text(face.plan, style="bold"))
    if face.buried is not None:
        b = face.buried
        extras.append(Text.assemble(("▾ ", "bold"), element_badge(b.element, colour_blind), f" {b.name} ",
                                    (f"{b.attack}/{b.defense}/{b.health}", "dim")))
    if face.sigils:
        extras.append(Text.assemble(("✦ ", "bold"), ", ".join(face.sigils)))
    flags = [f for f, on in (("moved", face.moved), ("token", face.token), ("silenced", face.silenced)) if on]
    if face.burn:
        flags.append(f"Burn {face.burn}")
    if flags:
        extras.append(Text(" · ".join(flags), style="italic"))
    if face.keywords:
        extras.append(Text(" · ".join(face.keywords), style="dim"))
    if height <= 2:
        marks = []
        if face.buried is not None:
            marks.append("▾1")
        if face.sigils:
            marks.append(f"✦{len(face.sigils)}")
        if marks:
            name.append("  " + " ".join(marks), style="bold")
        return [name, top][:max(height, 1)]
    lines = [name, top, *extras]
    if height - len(lines) >= 2 and face.text:
        lines.append(Text(""))
        lines.extend(Text(line, style="italic dim") for line in textwrap.wrap(face.text, max(8, width)))
    return lines[:height]


class LaneCell(LineWidget):
    """One lane of one side: the unit on top (and what lies beneath it), or an empty slot."""

    face: reactive[UnitFace | None] = reactive(None)
    colour_blind: reactive[bool] = reactive(False)
    hint: reactive[str] = reactive("")
    mark: reactive[str] = reactive("")
    """"cursor" (inspected), "source" (the unit being moved), "choose" (a lane to pick),
    "fight" (taking part in the combat step shown), or ""."""

    MARKS = {"cursor": ("▶ ", "accent", 30), "source": ("⇄ ", "accent", 45), "choose": ("", "success", 18),
             "fight": ("⚔ ", "warning", 35)}

    class Clicked(Message):
        def __init__(self, row: int, lane: int) -> None:
            super().__init__()
            self.row = row
            self.lane = lane

    def __init__(self, row: int, lane: int, **kwargs: Any) -> None:
        super().__init__(classes=f"lane lane-{lane} row-{row}", **kwargs)
        self.row = row
        self.lane = lane
        if row == 1:
            self.border_title = str(lane + 1)

    def watch_face(self) -> None:
        self.invalidate()

    def watch_colour_blind(self) -> None:
        self.invalidate()

    def watch_hint(self) -> None:
        self.invalidate()

    def watch_mark(self) -> None:
        self.invalidate()

    def look(self) -> Hashable:
        return (self.face, self.colour_blind, self.hint, self.mark)

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        inner = max(1, width - 2)
        face = self.face
        if face is None:
            lines = [Text(self.hint or "empty", style="dim italic")]
        else:
            lines = unit_lines(face, inner, height, self.colour_blind)
        prefix, colour, percent = self.MARKS.get(self.mark, ("", "", 0))
        if prefix:
            lines[0] = Text.assemble((prefix, "bold"), lines[0])
        console = self.app.console
        rows = [[Segment(" "), *segments(line, console, inner), Segment(" ")] for line in lines[:height]]
        rows += [[Segment(" " * width)] for _ in range(height - len(rows))]
        if colour:
            theme = self.app.current_theme
            base = self.visual_style.background
            tint = Color.parse(getattr(theme, colour) or "yellow").with_alpha(percent / 100)
            style = Style(bgcolor=(base + tint).rich_color)
            rows = [list(Segment.apply_style(row, style)) for row in rows]
        return rows

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(self.Clicked(self.row, self.lane))


@dataclasses.dataclass(frozen=True, slots=True)
class BarButton:
    """A clickable label drawn inside a line widget: ``kind`` "ready", "on" or "" (plain)."""

    id: str
    label: str
    kind: str = ""
    short: str = ""
    """A shorter label for a narrow bar (empty: the same label)."""


class ButtonLine(LineWidget):
    """A line widget with buttons at the right end of its first row; a click on one posts
    :class:`ButtonLine.Pressed` with its id."""

    buttons: reactive[tuple[BarButton, ...]] = reactive(())

    class Pressed(Message):
        def __init__(self, button: str) -> None:
            super().__init__()
            self.button = button

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._hits: list[tuple[int, int, str]] = []

    def watch_buttons(self) -> None:
        self.invalidate()

    def button_segments(self, width: int, short: bool = False) -> tuple[list[Segment], int]:
        """The buttons as segments (right-aligned) and their total width; records click areas."""
        theme = self.app.current_theme
        styles = {
            "ready": Style(bold=True, color="black", bgcolor=theme.success or "green"),
            "on": Style(bold=True, color="black", bgcolor=theme.accent or "yellow"),
            "": Style(reverse=True),
        }
        out: list[Segment] = []
        spans: list[tuple[int, int, str]] = []
        x = 0
        for button in self.buttons:
            text = f" {(button.short or button.label) if short else button.label} "
            out.append(Segment(" "))
            x += 1
            out.append(Segment(text, styles.get(button.kind, styles[""])))
            spans.append((x, x + cell_len(text), button.id))
            x += cell_len(text)
        start = width - x
        self._hits = [(start + a, start + b, key) for a, b, key in spans]
        return out, x

    def on_click(self, event: events.Click) -> None:
        if event.y == 0:
            for start, end, key in self._hits:
                if start <= event.x < end:
                    event.stop()
                    self.post_message(self.Pressed(key))
                    return
        self.clicked_elsewhere(event)

    def clicked_elsewhere(self, event: events.Click) -> None:
        """A click outside the buttons (subclasses may react)."""


class Plate(ButtonLine):
    """A side's name plate: name, Soul bar, Aether orb, deck and discard, Decree, counters;
    on the foe's plate, the concede flag at the right."""

    face: reactive[PlateFace | None] = reactive(None)
    hit: reactive[bool] = reactive(False)

    class Clicked(Message):
        def __init__(self, seat: int) -> None:
            super().__init__()
            self.seat = seat

    def watch_face(self) -> None:
        self.invalidate()

    def watch_hit(self) -> None:
        self.invalidate()

    def _head(self, face: PlateFace, roomy: bool, bar_width: int) -> Text:
        head = Text()
        head.append(("▶ " if face.active else "  "), style="bold")
        head.append(face.name, style="bold reverse" if self.hit else "bold")
        head.append(f"  {SOUL} ")
        head.append(f"{face.soul}/{face.soul_max}", style="bold")
        if bar_width:
            head.append(f" {bar(face.soul, face.soul_max, bar_width)}", style="red" if face.soul <= 10 else "green")
        head.append(f"  {AETHER} ")
        head.append(f"{face.aether}/{face.aether_max}", style="bold")
        head.append(" Aether  " if roomy else "  ")
        piles = [("▤ Deck" if roomy else "Deck", face.deck), ("▥ Discard" if roomy else "Disc", face.discard)]
        if face.foe:
            piles.append(("Hand", face.hand))
        head.append(("  " if roomy else " ").join(f"{label} {value}" for label, value in piles))
        return head

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        face = self.face
        if face is None:
            return []
        buttons, used = self.button_segments(width)
        room = max(1, width - used)
        head = self._head(face, True, 10)
        for roomy, bar_width in ((False, 10), (False, 6), (False, 0)):
            if head.cell_len <= room:
                break
            head = self._head(face, roomy, bar_width)
        extra = Text()
        extra.append("  Decree: ", style="dim")
        extra.append(face.decree or "—", style="bold" if face.decree else "dim")
        for label, value in (("Shelter", face.shelter), ("Toxin", face.toxin), ("Fatigue", face.fatigue)):
            if value:
                extra.append(f"  {label} {value}", style="bold")
        if face.auras:
            extra.append("  Auras: ", style="dim")
            extra.append(", ".join(face.auras))
        console = self.app.console
        return [segments(head, console, room) + buttons, segments(extra, console, width)]

    def clicked_elsewhere(self, event: events.Click) -> None:
        if self.face is not None:
            event.stop()
            self.post_message(self.Clicked(self.face.seat))


@dataclasses.dataclass(frozen=True, slots=True)
class HandView:
    """What the hand strip shows: the cards (None while hidden), the chosen one, and a note."""

    cards: tuple[HandFace, ...] | None = None
    selected: int | None = None
    armed: bool = False
    note: str = ""


def card_lines(face: HandFace, width: int, selected: bool, colour_blind: bool) -> list[Text]:
    """A hand card's lines: name (with its padlock or ✗), cost, element and numbers, what it is
    or why it cannot be played, then its text."""
    marker = f"{PADLOCK} " if face.gated else ("✗ " if not face.affordable else "")
    first = Text.assemble(("▶ " if selected else "", "bold"), (marker, "bold"), (face.name, "bold"))
    kind = f"{face.stats[0]}/{face.stats[1]}/{face.stats[2]}" if face.stats is not None else TYPE_NAMES[face.type]
    second = Text.assemble((f"{face.cost}{AETHER}", "bold" if face.affordable else "strike"), " ",
                           element_badge(face.element, colour_blind), " ", kind)
    if face.gated or not face.affordable:
        third = Text(face.reason or "", style="bold")
    else:
        third = Text(TYPE_NAMES[face.type] + (f" · Tithe {face.tithe}" if face.tithe else ""))
    lines = [first, second, third, Text("")]
    lines.extend(Text(line, style="italic") for line in textwrap.wrap(face.text, max(8, width)))
    if not face.affordable or face.gated:
        for line in lines:
            line.stylize("dim")
    return lines


class HandStrip(LineWidget):
    """The viewer's hand, drawn as one widget (a card is chosen by a click on it): boxed cards
    when there is room, a one-line-per-card grid on a small terminal. The chosen card has a
    heavy frame and a ▶; unaffordable cards are dimmed and marked ✗; locked ones show a padlock."""

    view: reactive[HandView] = reactive(HandView())
    colour_blind: reactive[bool] = reactive(False)

    GRID_CELL = 18
    """Width of a card in the one-line-per-card grid used when columns would be too narrow."""

    class Clicked(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._columns: dict[tuple[Any, ...], list[list[Segment]]] = {}

    def watch_view(self) -> None:
        self.invalidate()

    def watch_colour_blind(self) -> None:
        self._columns.clear()
        self.invalidate()

    def _slot(self, count: int) -> int:
        return max(4, min(32, self.content_size.width // max(1, count)))

    def _grid(self, count: int) -> tuple[int, int] | None:
        """(columns, cell width) of the grid form, or None when the cards fit side by side."""
        width, height = self.content_size.width, self.content_size.height
        if height >= 4 and self._slot(count) >= 11:
            return None
        columns = max(1, min(count, width // self.GRID_CELL))
        columns = max(columns, -(-count // max(1, height)))
        return columns, max(4, width // columns)

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        view = self.view
        if not view.cards:
            note = Text(view.note or "No cards in hand.", style="italic")
            return self.text_rows([note], width)
        grid = self._grid(len(view.cards))
        if grid is not None:
            return self.text_rows(self._grid_lines(view, *grid), width)
        slot = self._slot(len(view.cards))
        rows: list[list[Segment]] = [[] for _ in range(height)]
        for index, face in enumerate(view.cards):
            selected = index == view.selected
            key = (face, slot, height, selected, selected and view.armed, self.colour_blind)
            column = self._columns.get(key)
            if column is None:
                column = self._card_column(face, slot, height, selected, selected and view.armed)
                if len(self._columns) > 64:
                    self._columns.clear()
                self._columns[key] = column
            for y in range(height):
                rows[y].extend(column[y])
        return rows

    def _card_column(self, face: HandFace, slot: int, height: int, selected: bool, armed: bool) -> list[list[Segment]]:
        """One boxed card, ``slot`` cells wide and ``height`` rows tall, as segments."""
        console = self.app.console
        inner = slot - 2
        body = card_lines(face, inner, selected, self.colour_blind)[: height - 2]
        body += [Text("")] * (height - 2 - len(body))
        accent = self.app.current_theme.accent or "yellow"
        frame = Style.parse(f"bold {accent}") if selected else Style.parse("dim")
        tl, tr, bl, br, h, v = ("┏", "┓", "┗", "┛", "━", "┃") if selected else ("╭", "╮", "╰", "╯", "─", "│")
        label = " CHOSEN " if armed else ""
        column = [[Segment(tl + label + h * (inner - len(label)) + tr, frame)]]
        for line in body:
            column.append([Segment(v, frame), *segments(line, console, inner), Segment(v, frame)])
        column.append([Segment(bl + h * inner + br, frame)])
        return column

    def _grid_lines(self, view: HandView, columns: int, cell: int) -> list[Text]:
        assert view.cards is not None
        rows = [Text() for _ in range(max(1, self.content_size.height))]
        for index, face in enumerate(view.cards):
            row, _column = divmod(index, columns)
            if row >= len(rows):
                break
            selected = index == view.selected
            marker = "▶" if selected else (PADLOCK if face.gated else ("✗" if not face.affordable else " "))
            text = Text.assemble((marker, "bold"), f"{face.cost}{AETHER}", element_badge(face.element, self.colour_blind),
                                 " ", (face.name, "bold"))
            if not face.affordable or face.gated:
                text.stylize("dim")
            text.truncate(cell - 1, overflow="ellipsis", pad=True)
            if selected:
                text.stylize("reverse")
            rows[row].append_text(text)
            rows[row].append(" ")
        return rows

    def on_click(self, event: events.Click) -> None:
        cards = self.view.cards
        if not cards:
            return
        event.stop()
        grid = self._grid(len(cards))
        if grid is not None:
            index = event.y * grid[0] + event.x // grid[1]
        else:
            index = event.x // self._slot(len(cards))
        if 0 <= index < len(cards):
            self.post_message(self.Clicked(index))


class TagStrip(LineWidget):
    """The lane bonus tags between the two rows; during a fight, the step being played."""

    banner: reactive[Text | None] = reactive(None)

    def watch_banner(self) -> None:
        self.invalidate()

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        console = self.app.console
        if self.banner is not None:
            theme = self.app.current_theme
            line = segments(self.banner, console, width)
            return [list(Strip(line).apply_style(Style(bgcolor=theme.warning or "yellow", color="black")))]
        third = width // 3
        row: list[Segment] = []
        for lane in range(3):
            size = third if lane < 2 else width - 2 * third
            tag = Text(f"{LANE_NAMES[lane]} {LANE_TAGS[lane]}", style="bold dim", justify="center")
            tag.align("center", size)
            row.extend(segments(tag, console, size))
        return [row]


class Bar(ButtonLine):
    """The phase tracker (whose turn, turn and round, the phase in capitals) and the buttons:
    foe's turn log, Rewind, speed, Move, End."""

    info: reactive[tuple[int, int, str, str, str]] = reactive((0, 0, "", "", ""))
    note: reactive[Text] = reactive(Text(""))

    def watch_info(self) -> None:
        self.invalidate()

    def watch_note(self) -> None:
        self.invalidate()

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        turn, round_number, name, phase, stage = self.info
        for short in (False, True):
            buttons, used = self.button_segments(width, short)
            room = max(1, width - used)
            for form in ("full", "compact", "minimal"):
                text = Text.assemble(" ", phase_text(turn, round_number, name, phase, stage, form), self.note)
                if text.cell_len <= room:
                    return [segments(text, self.app.console, room) + buttons]
        return [segments(text, self.app.console, room) + buttons]


def phase_text(turn: int, round_number: int, name: str, current: str, stage: str, form: str = "full") -> Text:
    """"Turn 5 · Round 3 · Ana  Draw › Gather › [MAIN] › Combat › End" (``form`` "full"), "T5 R3
    Ana  Dra›Gat›[MAIN]›Com›End" ("compact") or "T5 Ana [MAIN]" ("minimal")."""
    out = Text()
    if stage == "mulligan":
        out.append("Opening hands: keep or mulligan" if form != "minimal" else "Mulligan?", style="bold")
        return out
    if form == "minimal":
        out.append(f"T{turn} ", style="dim")
        out.append(name, style="bold")
        if current:
            out.append(f" [{current.upper()}]", style="bold reverse")
        return out
    compact = form == "compact"
    out.append(f"T{turn} R{round_number} " if compact else f"Turn {turn} · Round {round_number} · ", style="dim")
    out.append(name, style="bold")
    out.append("  ")
    for index, phase in enumerate(PHASES):
        if index:
            out.append("›" if compact else " › ", style="dim")
        if phase == current:
            out.append(f"[{phase.upper()}]", style="bold reverse")
        else:
            out.append(phase[:3] if compact else phase, style="dim")
    return out


class Inspector(LineWidget):
    """The card inspector. It keeps its size whatever it shows (so showing another card costs no
    layout) and scrolls its own lines: mouse wheel, or the screen's PageUp/PageDown."""

    content: reactive[Text] = reactive(Text(""))
    offset_y: reactive[int] = reactive(0)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._wrapped: tuple[Text, int, list[Text]] | None = None

    def show(self, text: Text) -> None:
        if text != self.content:
            self.content = text
            self.offset_y = 0

    def watch_content(self) -> None:
        self.invalidate()

    def watch_offset_y(self) -> None:
        self.invalidate()

    def _lines(self) -> list[Text]:
        width = max(1, self.content_size.width)
        if self._wrapped is None or self._wrapped[0] is not self.content or self._wrapped[1] != width:
            self._wrapped = (self.content, width, list(self.content.wrap(self.app.console, width)))
        return self._wrapped[2]

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        lines = self._lines()
        top = max(0, min(self.offset_y, len(lines) - height))
        shown = lines[top: top + height]
        if top + height < len(lines) and shown:
            shown[-1] = Text("▼ more (PgDn or the wheel)", style="italic dim")
        return self.text_rows(shown, width)

    def scroll_lines(self, delta: int) -> None:
        lines = len(self._lines())
        height = max(1, self.content_size.height)
        self.offset_y = max(0, min(self.offset_y + delta, max(0, lines - height + 1)))

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        self.scroll_lines(2)

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        self.scroll_lines(-2)
