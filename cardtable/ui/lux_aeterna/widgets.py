"""The pieces of the Lux Aeterna screen: a side's panel (Soul, Numen, piles, Emissary), a Combat
Zone row, the queue drawn as a stack, the bar (turn, steps, prompt, buttons) and how a hand card
looks. They draw faces (``faces``); clicks go up to the screen as messages. No rules here."""

from __future__ import annotations

import textwrap
from collections.abc import Hashable
from typing import Any

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.color import Color
from textual.message import Message
from textual.reactive import reactive

from cardtable.ui.lux_aeterna import glyphs
from cardtable.ui.lux_aeterna.faces import FieldFace, HandFace, QueueFace, SideFace
from cardtable.ui.lux_aeterna.queue_lines import does_lines, queue_does, queue_head
from cardtable.ui.table.names import cut_at_word, fit_parts, fit_words, names_beside, say_shorter, short_name
from cardtable.ui.widgets.button_line import ButtonLine
from cardtable.ui.widgets.hand_strip import HandStrip
from cardtable.ui.widgets.line_widget import LineWidget, segments
from cardtable.ui.widgets.theme_colors import theme_color


def emissary_line(side: SideFace, selected: bool, width: int = 10_000) -> Text:
    """ "✶ ♦ Ignara, Ember Regent · Ember Regent · Connect 1/3 · Offers ♦♦ | 1 any · <condition>":
    in ``width`` cells the name is shortened with intent ("Ignara") and the Connect condition,
    last, said shorter (:func:`say_shorter`: "Damage the opponent's Soul" beside "Connect 2/4");
    if even that is too long the progress goes last with it ("· Connect 3/4: Gather Lights on
    your Units"). The progress and the offerings always stay."""
    em = side.emissary
    name, shown_form = em.name, False
    head = emissary_head(side, selected, name)
    if head.cell_len > width:
        name = short_name(em.name, max(6, len(em.name) - (head.cell_len - width)))
        head = emissary_head(side, selected, name)
    if not em.connected and em.condition:
        if head.cell_len + len(em.condition) + 3 > width and "," in em.name:
            # the condition would be cut: the name's short form first ("Ignara"), so it keeps more
            shorter = emissary_head(side, selected, em.name.split(",")[0], em.form in em.name)
            if shorter.cell_len < head.cell_len:
                head, name, shown_form = shorter, em.name.split(",")[0], em.form in em.name
        said = say_shorter(em.condition, max(1, width - head.cell_len - 3), (str(em.needed),))
        if said.endswith("…"):  # ": " joins the progress to its condition, one cell less
            head = emissary_head(side, selected, name, shown_form, progress=False)
            head.append(f" · Connect {em.progress}/{em.needed}", style="bold")
            room = max(1, width - head.cell_len - 2)
            head.append(f": {say_shorter(em.condition, room, (str(em.needed),))}", style="dim")
            return head
        head.append(f" · {said}", style="dim")
    return head


def emissary_head(
    side: SideFace, selected: bool, name: str, shown_form: bool = False, progress: bool = True
) -> Text:
    """The Emissary line but its Connect condition, with ``name`` for the Emissary's name
    (``shown_form``: the form was in the full name, so the short one goes without it;
    ``progress``: "Connect 1/3" in its place, else left for the caller to put last)."""
    em = side.emissary
    out = Text()
    out.append("▶ " if selected else "✶ ", style="bold")
    out.append_text(glyphs.colour_badge(em.colour))
    out.append(f" {name}", style="bold reverse" if selected else "bold")
    if em.form not in name and not shown_form:
        out.append(f" · {em.form}", style="italic")
    if em.connected:
        out.append(" CONNECTED", style="bold reverse")
    elif progress:
        out.append(f" · Connect {em.progress}/{em.needed}", style="bold")
    if em.offerings:
        out.append(" · Offers ", style="dim")
        for index, (letters, extra, available) in enumerate(em.offerings):
            if index:
                out.append(" | ", style="dim")
            part = Text()
            for letter in letters:
                part.append_text(glyphs.light(letter))
            if extra:
                part.append(f"{'+' if letters else ''}{extra} any", style="bold")
            if not available:
                part.stylize("dim strike")
            out.append_text(part)
    return out


class SidePanel(ButtonLine):
    """One side: name, Soul (lives as Light glyphs), Numen, Codex, hand and the public piles (their
    buttons open viewers), then the Emissary with its form, Connect progress and offerings."""

    DEFAULT_CSS = """
    SidePanel {
        height: 2;
        padding: 0 1;
    }
    """

    face: reactive[SideFace | None] = reactive(None)
    selected: reactive[bool] = reactive(False)
    """The Emissary is selected (cursor on it)."""

    class EmissaryClicked(Message):
        def __init__(self, seat: int) -> None:
            super().__init__()
            self.seat = seat

    def watch_face(self) -> None:
        self.invalidate()

    def watch_selected(self) -> None:
        self.invalidate()

    def look(self) -> Hashable:
        return (self.face, self.selected, self.buttons)

    def head(self, face: SideFace, form: int) -> Text:
        out = Text()
        out.append(f"{glyphs.TURN} " if face.active else "  ", style="bold")
        out.append(face.name, style="bold reverse" if face.deciding else "bold")
        out.append("  Soul " if form == 0 else " ", style="dim")
        out.append_text(glyphs.soul(face.soul, face.soul_max))
        out.append(f" {face.soul}", style="bold")
        out.append("  Numen " if form == 0 else "  N ", style="dim")
        out.append_text(glyphs.lights(face.numen, "empty"))
        piles = [("Codex", "Cx", face.codex), ("Hand", "H", face.hand)]
        out.append("  " if form < 2 else " ")
        out.append(
            ("  " if form == 0 else " ").join(
                f"{(long if form == 0 else short)} {n}" for long, short, n in piles
            ),
            style="dim",
        )
        return out

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        face = self.face
        if face is None:
            return []
        full = self.head(face, 0)
        buttons, used = self.button_segments(width)
        if full.cell_len > width - used:
            buttons, used = self.button_segments(width, short=True)
        room = max(1, width - used)
        head = full
        for form in (1, 2):
            if head.cell_len <= room:
                break
            head = self.head(face, form)
        console = self.app.console
        return [
            segments(head, console, room) + buttons,
            segments(emissary_line(face, self.selected, width), console, width),
        ]

    def clicked_elsewhere(self, event: events.Click) -> None:
        if self.face is not None and event.y == 1:
            event.stop()
            self.post_message(self.EmissaryClicked(self.face.seat))


def field_lines(card: FieldFace, width: int, height: int) -> list[Text]:
    """A Unit or Relic: name; Power (with its change) or "Relic"; polarized or its role; its
    accumulated Lights; then its text as far as the room allows."""
    name = Text.assemble(glyphs.colour_badge(card.colour), " ", (card.name, "bold"))
    if card.type == "unit" and card.power is not None:
        second = Text.assemble((f"{glyphs.POWER}{card.power}", "bold"))
        if card.base_power is not None and card.power != card.base_power:
            delta = card.power - card.base_power
            second.append(f" ({card.base_power}{delta:+d})", style="dim")
    else:
        second = Text(glyphs.TYPE_NAMES.get(card.type, card.type), style="italic")
    if card.lights:
        second.append("  ")
        second.append_text(glyphs.lights(card.lights))
    if height <= 2:
        if card.role:
            second.append(" ⚔ATK" if card.role == "attacking" else " ⛨DEF", style="bold reverse")
        if card.polarized:
            second.append(f" {glyphs.POLARIZED}POL", style="bold reverse")
    lines = [name, second]
    state = []
    if card.role == "attacking":
        state.append(("⚔ ATTACKING", "bold reverse"))
    elif card.role == "defending":
        state.append(("⛨ DEFENDING", "bold reverse"))
    if card.polarized:
        state.append((f"{glyphs.POLARIZED} POLARIZED", "bold italic"))
    if state:
        line = Text()
        for index, (label, style) in enumerate(state):
            if index:
                line.append(" ")
            line.append(label, style=style)
        lines.append(line)
    if height - len(lines) >= 1 and card.text:
        lines.extend(Text(line, style="italic dim") for line in textwrap.wrap(card.text, max(8, width)))
    return lines[:height]


class FieldRow(LineWidget):
    """One side's Combat Zone: its cards side by side as boxes (a polarized card's frame is heavy
    and its text says so). A click on a card posts :class:`FieldRow.Clicked`."""

    DEFAULT_CSS = """
    FieldRow {
        height: 1fr;
        min-height: 4;
    }
    """

    cards: reactive[tuple[FieldFace, ...]] = reactive(())
    cursor: reactive[int | None] = reactive(None)
    marks: reactive[tuple[str, ...]] = reactive(())
    """iids drawn as choosable (green tint)."""
    note: reactive[str] = reactive("")

    MIN_SLOT = 12
    MAX_SLOT = 26

    class Clicked(Message):
        def __init__(self, row: FieldRow, index: int) -> None:
            super().__init__()
            self.row = row
            self.index = index

    def watch_cards(self) -> None:
        self.invalidate()

    def watch_cursor(self) -> None:
        self.invalidate()

    def watch_marks(self) -> None:
        self.invalidate()

    def watch_note(self) -> None:
        self.invalidate()

    def look(self) -> Hashable:
        return (self.cards, self.cursor, self.marks, self.note)

    def _slot(self, width: int) -> int:
        count = max(1, len(self.cards))
        return max(self.MIN_SLOT, min(self.MAX_SLOT, width // count))

    def _window(self, width: int) -> tuple[int, int, int]:
        """The slot width, how many cards show and the first shown: when not all fit, room is
        kept for the "+3 ›" mark beside them (at 80 columns it fell off the row's end)."""
        slot = self._slot(width)
        shown = max(1, width // slot)
        if len(self.cards) > shown:
            shown = max(1, (width - len(f" +{len(self.cards)} ›")) // slot)
        first = self.cursor - shown + 1 if self.cursor is not None and self.cursor >= shown else 0
        return slot, shown, first

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        if not self.cards:
            return self.text_rows(
                [Text(self.note or "No cards in the Combat Zone.", style="dim italic")], width
            )
        slot, shown, first = self._window(width)
        console = self.app.console
        theme = self.app.current_theme
        rows: list[list[Segment]] = [[] for _ in range(height)]
        cards = self.cards
        for index in range(first, min(len(cards), first + shown)):
            card = cards[index]
            selected = index == self.cursor
            inner = slot - 2
            body = field_lines(card, inner, max(1, height - 2))
            body += [Text("")] * (height - 2 - len(body))
            if selected:
                frame = Style(bold=True, color=theme_color(theme, "accent", "yellow"))
            elif card.iid in self.marks:
                frame = Style(bold=True, color=theme_color(theme, "success", "green"))
            elif card.polarized:
                frame = Style.parse("bold")
            else:
                frame = Style.parse("dim")
            heavy = selected or card.polarized
            tl, tr, bl, br, h, v = ("┏", "┓", "┗", "┛", "━", "┃") if heavy else ("╭", "╮", "╰", "╯", "─", "│")
            label = "" if not selected else "▶"
            top = tl + label + h * (inner - len(label)) + tr
            column = [[Segment(top, frame)]]
            for line in body[: max(0, height - 2)]:
                column.append([Segment(v, frame), *segments(line, console, inner), Segment(v, frame)])
            column.append([Segment(bl + h * inner + br, frame)])
            if card.iid in self.marks and not selected:
                tint = Color.parse(theme.success or "green").with_alpha(0.18)
                style = Style(bgcolor=(self.visual_style.background + tint).rich_color)
                column = [list(Segment.apply_style(row, style)) for row in column]
            for y in range(height):
                rows[y].extend(column[y] if y < len(column) else [Segment(" " * slot)])
        hidden = len(cards) - shown
        if hidden > 0:
            more = f" +{hidden} ›" if first + shown < len(cards) else f" ‹ {first}"
            for y in range(height):
                rows[y].append(Segment(more if y == 1 else " " * len(more), Style(bold=True)))
        return rows

    def index_at(self, x: int) -> int | None:
        if not self.cards:
            return None
        slot, shown, first = self._window(self.content_size.width)
        if x >= shown * slot:
            return None  # the "+3 ›" mark
        index = first + x // slot
        return index if 0 <= index < len(self.cards) else None

    def on_click(self, event: events.Click) -> None:
        index = self.index_at(event.x)
        if index is not None:
            event.stop()
            self.post_message(self.Clicked(self, index))


class QueuePanel(LineWidget):
    """The queue drawn as a stack: the item that resolves first on top, each with who added it,
    what it is and what it will do; the bottom line says how the window closes."""

    DEFAULT_CSS = """
    QueuePanel {
        height: auto;
        max-height: 12;
        border: round $warning 60%;
        border-title-align: left;
        padding: 0 1;
    }
    """

    items: reactive[tuple[QueueFace, ...]] = reactive((), layout=True)
    footer: reactive[str] = reactive("")
    brief: reactive[bool] = reactive(False, layout=True)
    """One line of what each item does (a small terminal)."""

    def on_mount(self) -> None:
        self.border_title = "Queue"

    def watch_items(self) -> None:
        self.border_title = f"Queue · {len(self.items)} · top first" if self.items else "Queue"
        self.invalidate()

    def watch_footer(self) -> None:
        self.invalidate()

    def watch_brief(self) -> None:
        self.invalidate()

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        return max(1, len(self.lines(width)))

    def lines(self, width: int) -> list[Text]:
        if not self.items:
            return [Text("Empty: nothing waits to resolve.", style="dim italic")]
        out: list[Text] = []
        for item in self.items:
            out.append(queue_head(item, width))
            out.extend(
                Text("   " + line, style="italic") for line in does_lines(queue_does(item), width, self.brief)
            )
        if self.footer and not self.brief:
            out.append(Text(self.footer, style="dim"))
        return out

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        lines = self.lines(width)
        if len(lines) > height > 0:
            lines = self.condensed(width, height)
        return self.text_rows(lines, width)

    def condensed(self, width: int, height: int) -> list[Text]:
        """The queue in ``height`` lines: a line an item, and what each does in the rows left
        (the next to resolve first, then the bottom item). The next to resolve is always shown
        first and the bottom item (often the attack it is all about) always last; items that do
        not fit between them are counted ("⋮ 2 more")."""
        items = list(self.items)
        if len(items) > height:
            if height < 3:
                return [queue_head(items[0], width), queue_head(items[-1], width)][:height]
            shown = [queue_head(item, width) for item in items[: height - 2]]
            more = Text(f"   {glyphs.QUEUE_MORE} {len(items) - len(shown) - 1} more", style="dim")
            return [*shown, more, queue_head(items[-1], width)]
        spare = height - len(items)
        explained = {index for index in (0, len(items) - 1, *range(1, len(items) - 1))[:spare]}
        out: list[Text] = []
        for index, item in enumerate(items):
            out.append(queue_head(item, width))
            if index in explained and queue_does(item):
                out.append(Text("   " + does_lines(queue_does(item), width, brief=True)[0], style="italic"))
        return out[:height]


class LuxBar(ButtonLine):
    """The turn line (turn, whose, the steps with the current one in capitals, and the shared
    supply of Lights, always shown) with the buttons at its right, and under it the prompt: who
    must decide what now."""

    DEFAULT_CSS = """
    LuxBar {
        height: 2;
        background: $panel;
    }
    """

    info: reactive[tuple[Any, ...]] = reactive(())
    prompt: reactive[Text] = reactive(Text(""))

    def watch_info(self) -> None:
        self.invalidate()

    def watch_prompt(self) -> None:
        self.invalidate()

    def look(self) -> Hashable:
        return (self.info, self.prompt.markup if self.prompt else "", self.buttons)

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        if not self.info:
            return []
        turn, name, step, steps, supply = self.info
        console = self.app.console
        stock = glyphs.supply(supply)
        text = Text()
        for short in (False, True):
            buttons, used = self.button_segments(width, short)
            room = max(1, width - used)
            for form in ("full", "compact", "minimal", "tiny"):
                for label in ("   Supply ", "  "):
                    text = Text.assemble(" ", step_text(turn, name, step, steps, form), label, stock)
                    if text.cell_len <= room:
                        return [segments(text, console, room) + buttons, self._prompt_row(width)]
        step = fit_words(step_text(turn, name, step, steps, "tiny"), max(1, room - stock.cell_len - 3))
        step.rstrip()
        text = Text.assemble(" ", step, "  ", stock)  # the supply always shows
        return [segments(text, console, room) + buttons, self._prompt_row(width)]

    def _prompt_row(self, width: int) -> list[Segment]:
        """The prompt, its key hints left out whole when they do not fit ("Space: End…" was cut),
        the last first, then all of them: a hint is never said shorter (playtest25-la: "Space:
        Pass (resolve the attack of Ashen)"; the button above says the pass in full)."""
        prompt = fit_parts(self.prompt, width - 1)
        if prompt.cell_len > width - 1:
            prompt = fit_parts(prompt, width - 1, separator=HINT_GAP)
        return segments(Text.assemble(" ", prompt), self.app.console, width)


HINT_GAP = "  "
"""What stands between the bar's prompt and its key hints (``LuxAeternaScreen._draw_bar``)."""

SHORT_STEPS = {
    "start": "St",
    "draw": "Dr",
    "offering": "Of",
    "main1": "M1",
    "combat": "Co",
    "main2": "M2",
    "end": "En",
}


def step_text(turn: int, name: str, current: str, steps: tuple[tuple[str, str], ...], form: str) -> Text:
    """ "Turn 5 · Ana  Start  Draw  Offering  [MAIN PHASE 1]  Combat  Main Phase 2  End";
    ``form`` compact ("T5 Ana  St Dr Of [MAIN PHASE 1] …"), minimal ("T5 Ana [MAIN PHASE 1]") or
    tiny ("T5 Ana [M1]"). The steps are set apart by spaces, no mark (playtest21-la N14: `›`
    between them also meant "more cards that way" in a row)."""
    out = Text()
    if form in ("minimal", "tiny"):  # tiny: the step's two letters ("[CO]"), never "[COMBA…"
        label = dict(steps).get(current, current) if form == "minimal" else SHORT_STEPS.get(current, current)
        out.append(f"T{turn} ", style="dim")
        out.append(name, style="bold")
        out.append(" ")
        out.append(f"[{label.upper()}]", style="bold reverse")
        return out
    compact = form == "compact"
    out.append(f"T{turn} " if compact else f"Turn {turn} · ", style="dim")
    out.append(name, style="bold")
    out.append("  ")
    for index, (step, label) in enumerate(steps):
        if index:
            out.append(" " if compact else "  ", style="dim")
        if step == current:
            out.append(f"[{label.upper()}]", style="bold reverse")
        else:
            out.append(SHORT_STEPS.get(step, label[:2]) if compact else label, style="dim")
    return out


class LuxCardPainter:
    """How a Lux Aeterna card looks in the shared hand strip."""

    beside: tuple[str, ...] = ()
    """Names drawn beside the card painted (set by the hand strip)."""

    def card_lines(self, face: HandFace, width: int, selected: bool, colour_blind: bool) -> list[Text]:
        marker = "" if face.playable else "✗ "
        first = Text.assemble(("▶ " if selected else "", "bold"), (marker, "bold"), (face.name, "bold"))
        second = Text.assemble(
            glyphs.cost(face.cost),
            " ",
            glyphs.colour_badge(face.colour),
            " ",
            glyphs.TYPE_NAMES.get(face.type, face.type),
        )
        if face.power is not None:
            second.append(f" {glyphs.POWER}{face.power}", style="bold")
        lines = [first, second]
        if not face.playable and face.reason:
            lines.append(Text(face.reason, style="bold"))
        lines.append(Text(""))
        lines.extend(Text(line, style="italic") for line in textwrap.wrap(face.text, max(8, width)))
        if not face.playable:
            for line in lines:
                line.stylize("dim")
        return lines

    def grid_line(self, face: HandFace, selected: bool, colour_blind: bool) -> Text:
        return self.grid_line_in(face, selected, colour_blind, 10_000)

    def grid_line_in(self, face: HandFace, selected: bool, colour_blind: bool, room: int) -> Text:
        """Marker, cost, name, type, Power and why not, in ``room`` cells: the reason is cut
        between words first, then the type goes, then the name is abbreviated with intent."""
        marker = ("▶" if selected else " ") + (" " if face.playable else "✗")  # the cursor never hides ✗
        text = Text.assemble((marker, "bold"), glyphs.cost(face.cost), " ")
        kind = " " + glyphs.TYPE_NAMES.get(face.type, face.type)
        power = f" {glyphs.POWER}{face.power}" if face.power is not None else ""
        name = face.name
        if text.cell_len + len(name) + len(kind) + len(power) > room:
            kind = ""
            name = short_name(
                name, max(4, room - text.cell_len - len(power)), names_beside(self.beside, name)
            )
        text.append(name, style="bold")
        text.append(kind, style="italic")
        if face.power is not None:
            text.append(f" {glyphs.POWER}{face.power}", style="bold")
        rest = room - text.cell_len - 3
        if not face.playable and face.reason and rest >= min(len(face.reason), 12):
            # whole words, then "…" ("not enough…"; playtest17 read "not enough Lig." when the
            # cut fell in "Lights", taken for a name); else ✗ alone (the inspector says why)
            text.append(f" · {cut_at_word(face.reason, rest)}")
        if not face.playable:
            text.stylize("dim")
        return text


class LuxHandStrip(HandStrip):
    """The hand: boxed cards when each gets 18 cells, else one wide line per card."""

    MIN_COLUMN = 18
    GRID_CELL = 40
