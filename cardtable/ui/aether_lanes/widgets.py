"""The pieces of the battle screen: lane cells, name plates, how a hand card looks, the lane-tag
strip and the bar (phase tracker and buttons); the line widget, the button line, the hand strip and
the inspector themselves are the shared ones of ``cardtable.ui.widgets``. They draw faces from
``present``; every click goes up to the screen as a message. No game rules here."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Hashable, Sequence
from typing import Any

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.color import Color
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip

from cardtable.games.aether_lanes.presentation import HandFace, PlateFace, UnitFace
from cardtable.ui.aether_lanes.glyphs import (
    AETHER,
    LANE_NAMES,
    LANE_TAGS,
    PADLOCK,
    PHASES,
    SOUL,
    TYPE_NAMES,
    bar,
    element_badge,
    short_name,
)
from cardtable.ui.table.names import names_beside
from cardtable.ui.widgets.button_line import BarButton, ButtonLine
from cardtable.ui.widgets.hand_strip import HandStrip, HandView
from cardtable.ui.widgets.inspector import Inspector
from cardtable.ui.widgets.line_widget import LineWidget, segments
from cardtable.ui.widgets.theme_colors import theme_color

__all__ = [
    "AetherCardPainter",
    "Bar",
    "BarButton",
    "ButtonLine",
    "HandStrip",
    "HandView",
    "Inspector",
    "LaneCell",
    "LineWidget",
    "Plate",
    "TagStrip",
    "card_lines",
    "phase_text",
    "unit_lines",
]


def stats_text(face: UnitFace) -> Text:
    return Text.assemble(
        ("A", "dim"),
        (str(face.attack), "bold"),
        (" D", "dim"),
        (str(face.defense), "bold"),
        (" H", "dim"),
        (f"{face.health}/{face.max_health}", "bold"),
    )


SILENCED_MARK = "⊘"
"""A silenced unit, in a box too small for the word (80x24)."""


def text_beyond_keywords(text: str, keywords: Sequence[str]) -> str:
    """A card's text without the sentences that only name a keyword the box already lists
    ("Loaded. Augury 1. When it enters, ..." under "Augury · Loaded" keeps only the last)."""
    shown = {k.lower() for k in keywords}
    kept = []
    for sentence in re.split(r"(?<=\.)\s+", text.strip()):
        words = sentence.rstrip(".").split()
        while words and words[-1].lstrip("+-").isdigit():
            words.pop()
        if " ".join(words).lower() not in shown:
            kept.append(sentence)
    return " ".join(kept)


def unit_lines(face: UnitFace, width: int, height: int, colour_blind: bool) -> list[Text]:
    """A unit in ``height`` lines of ``width`` cells: name, numbers and badges, then the buried
    unit and Sigils, then flags and keywords, as far as the room allows."""
    marks = []
    if height <= 2:
        if face.buried is not None:
            marks.append("▾1")
        if face.sigils:
            marks.append(f"✦{len(face.sigils)}")
        if face.silenced:  # (a tall box says "silenced" in words)
            marks.append(SILENCED_MARK)
    room = width - 4 - (2 + len(" ".join(marks)) if marks else 0) - 2  # badge, marks, a cursor mark
    name = Text.assemble(
        element_badge(face.element, colour_blind), " ", (short_name(face.name, room), "bold")
    )
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
        # the forecast's plan in full when the cell is tall (a large terminal), else on one line
        plan_lines = textwrap.wrap(face.plan, max(8, width)) if height >= 12 else [face.plan]
        extras.extend(Text(line, style="bold") for line in plan_lines)
    if face.buried is not None:
        b = face.buried
        numbers = f"{b.attack}/{b.defense}/{b.health}"
        extras.append(
            Text.assemble(
                ("▾ ", "bold"),
                element_badge(b.element, colour_blind),
                f" {short_name(b.name, max(4, width - 7 - len(numbers)))} ",
                (numbers, "dim"),
            )
        )
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
        if marks:
            name.append("  " + " ".join(marks), style="bold")
        return [name, top][: max(height, 1)]
    lines = [name, top, *extras]
    text = text_beyond_keywords(face.text, face.keywords)
    if height - len(lines) >= 2 and text:
        lines.append(Text(""))
        lines.extend(Text(line, style="italic dim") for line in textwrap.wrap(text, max(8, width)))
    # a large terminal: what each keyword does, when all of it fits (never a half reminder)
    for reminder in face.reminders:
        wrapped = textwrap.wrap(reminder, max(8, width))
        if len(lines) + 1 + len(wrapped) > height:
            break
        lines.append(Text(""))
        lines.extend(Text(line, style="dim") for line in wrapped)
    return lines[:height]


class LaneCell(LineWidget):
    """One lane of one side: the unit on top (and what lies beneath it), or an empty slot."""

    face: reactive[UnitFace | None] = reactive(None)
    colour_blind: reactive[bool] = reactive(False)
    hint: reactive[str] = reactive("")
    mark: reactive[str] = reactive("")
    """"cursor" (inspected), "source" (the unit being moved), "choose" (a lane to pick),
    "fight" (taking part in the combat step shown), or ""."""

    MARKS = {
        "cursor": ("▶ ", "accent", 30),
        "source": ("⇄ ", "accent", 45),
        "choose": ("", "success", 18),
        "fight": ("⚔ ", "warning", 35),
    }

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
        soul = max(0, face.soul)  # Soul never shows below 0; the overkill is told apart
        head.append(f"  {SOUL} ")
        head.append(f"{soul}/{face.soul_max}", style="bold")
        if face.soul < 0:
            head.append(f" (overkill {-face.soul})", style="italic")
        if bar_width:
            head.append(f" {bar(soul, face.soul_max, bar_width)}", style="red" if soul <= 10 else "green")
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


class AetherCardPainter:
    """How an Aether Lanes card looks in the shared hand strip."""

    beside: tuple[str, ...] = ()
    """Names drawn beside the card painted (set by the hand strip)."""

    def card_lines(self, face: HandFace, width: int, selected: bool, colour_blind: bool) -> list[Text]:
        return card_lines(face, width, selected, colour_blind)

    def grid_line(self, face: HandFace, selected: bool, colour_blind: bool) -> Text:
        return self.grid_line_in(face, selected, colour_blind, 10_000)

    def grid_line_in(self, face: HandFace, selected: bool, colour_blind: bool, room: int) -> Text:
        """Marker, cost, element and the name, shortened with intent to fit ``room`` cells."""
        mark = PADLOCK if face.gated else ("✗" if not face.affordable else "")
        text = Text.assemble(
            ("▶" if selected else " ", "bold"),
            (mark, "bold"),
            f"{face.cost}{AETHER}",
            element_badge(face.element, colour_blind),
            " ",
        )
        text.append(
            short_name(face.name, max(4, room - text.cell_len), names_beside(self.beside, face.name)),
            style="bold",
        )
        if not face.affordable or face.gated:
            text.stylize("dim")
        return text


class AetherHandStrip(HandStrip):
    """The hand: one row of boxed cards, or two when a full hand would be too narrow in one (a
    120x40 terminal), or the one-line grid on a small terminal; the form is chosen for a full hand."""

    BOX_ROWS = 2


def card_lines(face: HandFace, width: int, selected: bool, colour_blind: bool) -> list[Text]:
    """A hand card's lines: name (with its padlock or ✗, shortened with intent), cost, element and
    numbers, what it is or why it cannot be played (wrapped, never cut), then its text."""
    marker = f"{PADLOCK} " if face.gated else ("✗ " if not face.affordable else "")
    first = Text.assemble(("▶ " if selected else "", "bold"), (marker, "bold"))
    first.append(short_name(face.name, max(4, width - first.cell_len)), style="bold")
    kind = (
        f"{face.stats[0]}/{face.stats[1]}/{face.stats[2]}"
        if face.stats is not None
        else TYPE_NAMES[face.type]
    )
    second = Text.assemble(
        (f"{face.cost}{AETHER}", "bold" if face.affordable else "strike"),
        " ",
        element_badge(face.element, colour_blind),
        " ",
        kind,
    )
    lines = [first, second]
    if face.gated or not face.affordable:
        lines.extend(Text(line, style="bold") for line in textwrap.wrap(face.reason or "", max(8, width)))
    else:
        lines.append(Text(TYPE_NAMES[face.type] + (f" · Tithe {face.tithe}" if face.tithe else "")))
    lines.extend(Text(line, style="italic") for line in textwrap.wrap(face.text, max(8, width)))
    if not face.affordable or face.gated:
        for line in lines:
            line.stylize("dim")
    return lines


class TagStrip(LineWidget):
    """The lane bonus tags between the two rows; during a fight, the step being played."""

    banner: reactive[Text | None] = reactive(None)

    def watch_banner(self) -> None:
        self._fit_height()
        self.invalidate()

    def on_resize(self) -> None:
        self._fit_height()

    def _fit_height(self) -> None:
        """One row, or two while a banner needs them (a narrow terminal): it is never cut."""
        width = self.content_size.width
        rows = len(self.banner_lines(width)) if self.banner is not None and width > 0 else 1
        if self.styles.height is None or self.styles.height.value != rows:
            self.styles.height = rows

    def banner_lines(self, width: int) -> list[Text]:
        """The banner in one row if it fits, else wrapped onto two; past two rows, without the
        working in brackets ("(Attack 6, x1.25 = 8, - Defense 2)": the log keeps it)."""
        banner = self.banner
        if banner is None:
            return []
        if banner.cell_len <= width:
            return [banner]
        console = self.app.console
        wrapping = banner.copy()
        wrapping.no_wrap, wrapping.overflow = False, "fold"
        lines = list(wrapping.wrap(console, width))
        if len(lines) > 2:
            short = Text(re.sub(r"\s*\([^()]*\)", "", banner.plain), style="bold")
            lines = list(short.wrap(console, width))
        if len(lines) > 2:
            lines = [lines[0], Text(" ".join(t.plain for t in lines[1:]), style="bold")]
            lines[1].truncate(width, overflow="ellipsis")
        return lines

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        console = self.app.console
        if self.banner is not None:
            theme = self.app.current_theme
            style = Style(bgcolor=theme_color(theme, "warning", "yellow"), color="black")
            lines = self.banner_lines(width)
            return [list(Strip(segments(line, console, width)).apply_style(style)) for line in lines][
                : max(1, height)
            ]
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

    SHORTEN_FIRST = ("move", "speed", "rewind", "end", "foe-log")
    """Which buttons give up their long label first when the bar is narrow."""

    def _shorten_rank(self, button_id: str) -> int:
        order = self.SHORTEN_FIRST
        return order.index(button_id) if button_id in order else len(order)

    def watch_info(self) -> None:
        self.invalidate()

    def watch_note(self) -> None:
        self.invalidate()

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        turn, round_number, name, phase, stage = self.info
        ids = sorted((button.id for button in self.buttons), key=self._shorten_rank)
        for count in range(len(ids) + 1):  # shorten buttons one by one until all fits
            buttons, used = self.button_segments(width, shorten=ids[:count])
            room = max(1, width - used)
            for form in ("full", "compact", "minimal"):
                text = Text.assemble(" ", phase_text(turn, round_number, name, phase, stage, form), self.note)
                if text.cell_len <= room:
                    return [segments(text, self.app.console, room) + buttons]
        return [segments(text, self.app.console, room) + buttons]


def phase_text(turn: int, round_number: int, name: str, current: str, stage: str, form: str = "full") -> Text:
    """ "Turn 5 · Round 3 · Ana  Draw › Gather › [MAIN] › Combat › End" (``form`` "full"), "T5 R3
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
    out.append(
        f"T{turn} R{round_number} " if compact else f"Turn {turn} · Round {round_number} · ", style="dim"
    )
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
