"""The pieces of the Luminous screen: a side's panel (Favored and life, piles, orbs and Blooms,
the orb pile), the bar (turn, step, prompt, buttons), the combat panel, and how a card looks in
a hand strip or a row in play. They draw faces; clicks go up to the screen as messages."""

from __future__ import annotations

import dataclasses
import textwrap
from collections.abc import Hashable
from typing import Any

from rich.cells import cell_len
from rich.segment import Segment
from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive

from cardtable.games.luminous.presentation import SideFace, ThingFace
from cardtable.ui.luminous import glyphs
from cardtable.ui.table.names import fit_parts, names_beside, short_name
from cardtable.ui.widgets.button_line import BarButton, ButtonLine
from cardtable.ui.widgets.hand_strip import HandStrip
from cardtable.ui.widgets.line_widget import segments

ROLE_LABELS = {
    role: f"{glyphs.ROLE_GLYPHS[role]} {word}"
    for role, word in (("attacker", "ATTACKING"), ("blocker", "BLOCKING"), ("target", "ATTACKED"))
}


def _stats(face: ThingFace, printed: bool = False) -> Text:
    if face.type == "unit":
        return glyphs.unit_stats(face.attack, face.health, 0 if printed else face.damage)
    if face.type == "relic":
        return Text(f"{glyphs.DURABILITY}{face.durability}", style="bold")
    return Text("Spell", style="italic")


def _state_label(face: ThingFace) -> tuple[str, str]:
    if face.role:
        return ROLE_LABELS[face.role], "bold reverse"
    if face.expended:
        return f"{glyphs.EXPENDED} EXPENDED", "bold italic"
    if face.fresh:
        return "new: not yet", "italic"
    return "● ready", "bold green"


class ThingPainter:
    """How a card in play looks in a row (a hand strip over the cards in play)."""

    beside: tuple[str, ...] = ()
    """Names drawn beside the card painted (set by the hand strip)."""

    def card_lines(self, face: ThingFace, width: int, selected: bool, colour_blind: bool) -> list[Text]:
        # the cursor never hides the ready mark (playtest20-lum): "▶✓ Name" under the cursor
        mark = ("▶" if selected else "") + ("✓ " if face.marked else (" " if selected else ""))
        first = Text.assemble((mark, "bold green" if face.marked else "bold"), (face.name, "bold"))
        second = _stats(face)
        label, style = _state_label(face)
        second.append("  ")
        second.append(label, style=style)
        lines = [first, second]
        granted = [k for k in face.keywords if k.lower() not in face.text.lower()]
        if granted:
            lines.append(Text(" ".join(k.capitalize() for k in granted), style="bold"))
        lines.extend(Text(line, style="italic dim") for line in textwrap.wrap(face.text, max(8, width)))
        if face.expended and not face.role:
            for line in lines:
                line.stylize("dim")
        return lines

    def grid_line(self, face: ThingFace, selected: bool, colour_blind: bool) -> Text:
        return self.grid_line_in(face, selected, colour_blind, 10_000)

    def grid_line_in(self, face: ThingFace, selected: bool, colour_blind: bool, room: int) -> Text:
        """Marks, name and numbers in ``room`` cells: the numbers (a relic's durability, a
        unit's attack and health) always shown, the name abbreviated to fit."""
        mark = "▶" if selected else ("✓" if face.marked else " ")
        text = Text.assemble((mark, "bold green" if face.marked else "bold"))
        if face.role:
            text.append(glyphs.ROLE_GLYPHS[face.role], style="bold reverse")
        elif face.expended:
            text.append(glyphs.EXPENDED, style="bold")
        else:  # the ready mark moves beside the cursor rather than under it
            text.append(*(("✓", "bold green") if selected and face.marked else (" ",)))
        stats = _stats(face)
        # down to an initial ("S.") before the numbers would be cut: nine relics at 80x24; with
        # no room even for that (eleven relics, playtest17) the name goes and the numbers stay
        # (the inspector names the card under the cursor)
        name_room = room - text.cell_len - 1 - stats.cell_len
        if name_room >= 2:
            text.append(short_name(face.name, name_room, names_beside(self.beside, face.name)), style="bold")
            text.append(" ")
        text.append_text(stats)
        if face.expended and not face.role:
            text.stylize("dim")
        return text


class HandPainter:
    """How a hand card looks: name, cost and type, printed numbers, why it cannot be played."""

    beside: tuple[str, ...] = ()
    """Names drawn beside the card painted (set by the hand strip)."""

    def card_lines(self, face: ThingFace, width: int, selected: bool, colour_blind: bool) -> list[Text]:
        marker = "" if face.playable else "✗ "
        first = Text.assemble(("▶ " if selected else "", "bold"), (marker, "bold"), (face.name, "bold"))
        second = Text.assemble(
            glyphs.cost(face.essence, face.check), " ", glyphs.TYPE_NAMES.get(face.type, face.type)
        )
        if face.fast:
            second.append(" Fast", style="bold")
        if face.type != "spell":
            second.append(" ")
            second.append_text(_stats(face, printed=True))
        lines = [first, second]
        if not face.playable and face.reason:  # wrapped between words, never cut with "…"
            lines.extend(Text(line, style="bold") for line in textwrap.wrap(face.reason, max(8, width)))
        lines.extend(Text(line, style="italic") for line in textwrap.wrap(face.text, max(8, width)))
        if not face.playable:
            for line in lines:
                line.stylize("dim")
        return lines

    def grid_line(self, face: ThingFace, selected: bool, colour_blind: bool) -> Text:
        return self.grid_line_in(face, selected, colour_blind, 10_000)

    def grid_line_in(self, face: ThingFace, selected: bool, colour_blind: bool, room: int) -> Text:
        """Marker, cost, name and ⚡ in ``room`` cells, the name abbreviated to fit."""
        marker = ("▶" if selected else " ") + (" " if face.playable else "✗")  # the cursor never hides ✗
        text = Text.assemble((marker, "bold"), glyphs.cost(face.essence, face.check), " ")
        mark = f" {glyphs.FAST}" if face.fast else ""
        if face.fast and room - text.cell_len - cell_len(mark) < 2:
            mark = glyphs.FAST  # no space before ⚡ (two cells wide) when the room is that tight
        # down to an initial before ⚡ or a word is cut (a hand of ten at 80x24)
        room_left = max(2, room - text.cell_len - cell_len(mark))
        text.append(short_name(face.name, room_left, names_beside(self.beside, face.name)), style="bold")
        if mark:
            text.append(mark, style="bold")
        if not face.playable:
            text.stylize("dim")
        return text


class ThingStrip(HandStrip):
    """A row of cards in play (units or relics): boxes when there is room, else one line each."""

    MIN_COLUMN = 16
    GRID_CELL = 24
    MAX_COLUMN = 26

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        """With ``height: auto`` (relics on a roomy screen): boxes tall enough for every card's
        whole text at this width (playtest18: relic boxes cut after two lines at 200x60 while
        the screen had room), the CSS bounding it; one line when boxes do not fit."""
        cards = self.view.cards or ()
        slot = min(self.MAX_COLUMN, width // max(1, len(cards)))
        if not cards or slot < self.MIN_COLUMN:
            return 1
        return 2 + max(
            len(self.painter.card_lines(face, slot - 2, False, self.colour_blind)) for face in cards
        )

    def watch_view(self) -> None:
        super().watch_view()
        if self.styles.height is not None and self.styles.height.is_auto:
            self.refresh(layout=True)  # new cards may need taller boxes


class LumHandStrip(HandStrip):
    MIN_COLUMN = 16
    GRID_CELL = 26


class SidePanel(ButtonLine):
    """One side: name, Favored and life, deck, hand and the public piles (buttons open the
    discard and Void viewers); then the orbs in play, the Blooms and the public orb pile."""

    DEFAULT_CSS = """
    SidePanel {
        height: 2;
        padding: 0 1;
    }
    """

    face: reactive[SideFace | None] = reactive(None, repaint=False)  # the watcher repaints
    widest: tuple[BarButton, ...] = ()
    """The buttons this panel may show at their widest (a Concede that comes and goes, piles of
    two digits): the long or short form is chosen for them and the widest numbers, so the row
    keeps one form for the match (playtest24-lum: the foe's row changed form while the computer
    thought, when Concede went away)."""

    class FavoredClicked(Message):
        """The name or the Favored was clicked (the screen shows that seat's Favored first)."""

        def __init__(self, seat: int) -> None:
            super().__init__()
            self.seat = seat

    def watch_face(self) -> None:
        self.invalidate()

    def look(self) -> Hashable:
        return (self.face, self.buttons)

    def clicked_elsewhere(self, event: events.Click) -> None:
        if self.face is not None:
            event.stop()
            self.post_message(self.FavoredClicked(self.face.seat))

    def head(self, face: SideFace, short: bool) -> Text:
        out = Text()
        out.append(f"{glyphs.TURN} " if face.active else "  ", style="bold")
        out.append(face.name, style="bold reverse" if face.deciding else "bold")
        out.append(" · ")
        out.append(face.favored.split(",")[0] if short else face.favored, style="italic")
        out.append(" ")
        out.append_text(glyphs.life(face.life, face.life_max))
        out.append(f"  Deck {face.deck} Hand {face.hand}", style="dim")
        if face.marked_out:
            out.append(" (drew from an empty deck)", style="bold red")
        return out

    def orb_line(self, face: SideFace, short: bool) -> Text:
        out = Text("Orbs " if not short else "", style="dim")
        if not face.orbs:
            out.append("none", style="dim italic")
        for orb in face.orbs:
            out.append_text(glyphs.orb(orb.colour, orb.expended))
            out.append(" ")
        if face.blooms:
            out.append(
                f" {glyphs.BLOOM}×{face.blooms} Bloom" + ("s" if face.blooms != 1 else ""), style="bold"
            )
        out.append("  Pile " if not short else "  ", style="dim")
        for colour, count in face.pile:
            out.append(f"{glyphs.letter(colour)}{count} ", style=glyphs.STYLES.get(colour, ""))
        if face.orb_played and face.active:
            out.append(" (orb played this turn)", style="dim italic")
        return out

    def short_form(self, face: SideFace, width: int) -> tuple[bool, bool]:
        """Whether the head row and the orb row take their short forms at ``width``: decided for
        the widest they can be (:attr:`widest` buttons; life and deck of two digits at least;
        the note of an orb played), so neither flips as numbers or buttons change."""
        most = dataclasses.replace(
            face,
            life=max(face.life, face.life_max, 10),
            deck=max(face.deck, 10),
            hand=max(face.hand, 9),  # (ten cards in hand: seldom, and over the limit)
            marked_out=False,
            active=True,
            orb_played=True,
        )
        used = sum(1 + cell_len(f" {button.label} ") for button in self.widest or self.buttons)
        return self.head(most, False).cell_len > width - used, self.orb_line(most, False).cell_len > width

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        face = self.face
        if face is None:
            return []
        short_head, short_orbs = self.short_form(face, width)
        buttons, used = self.button_segments(width, short=short_head)
        head = self.head(face, short_head)
        console = self.app.console
        orbs = self.orb_line(face, short_orbs)
        return [segments(head, console, max(1, width - used)) + buttons, segments(orbs, console, width)]


class LumBar(ButtonLine):
    """The turn line with the buttons at its right, and under it the prompt."""

    DEFAULT_CSS = """
    LumBar {
        height: 2;
        background: $panel;
    }
    """

    info: reactive[str] = reactive("", repaint=False)  # the watchers repaint
    prompt: reactive[Text] = reactive(Text(""), repaint=False)

    def watch_info(self) -> None:
        self.invalidate()

    def watch_prompt(self) -> None:
        self.invalidate()

    def look(self) -> Hashable:
        return (self.info, self.prompt.markup if self.prompt else "", self.buttons)

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        console = self.app.console
        buttons, used = self.button_segments(width)
        if len(self.info) + used + 1 > width:
            buttons, used = self.button_segments(width, short=True)
        first = Text.assemble(" ", (self.info, "bold"))
        return [
            segments(first, console, max(1, width - used)) + buttons,
            segments(Text.assemble(" ", fit_parts(self.prompt, width - 1)), console, width),
        ]


class CombatPanel(ButtonLine):
    """The combat area during a Combat Phase (attacker, target, blockers, damage assigned) and the
    triggers waiting in the batch; hidden (class ``-empty``) when there is neither. It sits beside
    the board or under the hand, never in the board (the rows there do not move), so its lines
    are wrapped, the first one too, to its narrow column."""

    DEFAULT_CSS = """
    CombatPanel {
        height: auto;
        max-height: 12;
        border-left: thick $warning;
        padding: 0 1;
    }
    """

    lines: reactive[tuple[str, ...]] = reactive((), layout=True)

    def watch_lines(self) -> None:
        self.invalidate()

    def watch_buttons(self) -> None:
        super().watch_buttons()
        self.refresh(layout=True)  # the first line's room changes with them

    def look(self) -> Hashable:
        return (self.lines, self.buttons)

    def _buttons(self, width: int) -> tuple[list[Segment], int]:
        """The buttons beside the first line: short when the first line's first word would not
        fit beside them in full."""
        buttons, used = self.button_segments(width)
        first = self.lines[0] if self.lines else ""
        if used and len(first) + used > width:
            buttons, used = self.button_segments(width, short=True)
        return buttons, used

    def wrapped(self, width: int, used: int = 0) -> list[str]:
        """The lines wrapped to ``width`` with a hanging indent, the first one's first row to
        ``width - used`` (it shares its row with the buttons, ``used`` cells)."""
        return [line for line, _ in self._wrapped(width, used)]

    def _wrapped(self, width: int, used: int) -> list[tuple[str, bool]]:
        """:meth:`wrapped`, each row with whether it belongs to the first line (drawn bold)."""
        out: list[tuple[str, bool]] = []
        for index, line in enumerate(self.lines):
            rows = textwrap.wrap(line, max(20, width - used if index == 0 else width), subsequent_indent="  ")
            if index == 0 and len(rows) > 1:  # the rest of the first line at the full width
                rest = " ".join(row.strip() for row in rows[1:])
                rows = rows[:1] + textwrap.wrap(
                    rest, max(20, width), initial_indent="  ", subsequent_indent="  "
                )
            out.extend((row, index == 0) for row in rows or [""])
        return out

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        return max(1, len(self._wrapped(width, self._buttons(width)[1])))

    def rows(self, width: int, height: int) -> list[list[Segment]]:
        console = self.app.console
        buttons, used = self._buttons(width)
        out = []
        for index, (line, head) in enumerate(self._wrapped(width, used)):
            text = Text(line, style="bold" if head else "")
            out.append(
                segments(text, console, max(1, width - used)) + buttons
                if index == 0
                else segments(text, console, width)
            )
        return out
