"""The glyph legend of each game: every mark its table draws and what it means, on one key
(``g``) and in the help. The data is built from each game's glyph table, so the legend names the
glyphs the screens draw; :func:`clashes` finds a glyph given two meanings (a test keeps it empty).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.cells import cell_len
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from cardtable.ui.table.reader import ReaderScreen

LEGEND_KEY = "g"
"""The key of the legend in every game screen (Aether Lanes's own legend has it too)."""

Entry = tuple[str, str]
"""(glyphs, meaning): the glyphs as drawn (several separated by spaces), the meaning in words."""
Section = tuple[str, tuple[Entry, ...]]
"""(heading, entries)."""


def _lux_aeterna() -> tuple[Section, ...]:
    from cardtable.ui.lux_aeterna import glyphs as g

    colours = tuple((g.GLYPHS[letter], f"a {g.NAMES[letter]} Light") for letter in g.LETTERS if letter != "W")
    return (
        (
            "Lights (each colour has its own shape)",
            (
                *colours,
                (
                    g.GLYPHS["W"],
                    "a White Light: one life in the Soul, or a White Light in the Numen or the supply",
                ),
                (g.LIFE_LOST, "a life lost from the Soul"),
                ("×", "many Lights of one colour: ♦×6 is six Rubedian Lights"),
            ),
        ),
        (
            "Costs",
            (
                (
                    "2",
                    "after a cost's Lights: that many Lights of any colour (♦♦2: two Rubedian, two "
                    "any); a cost is written so everywhere: hand, inspector, dialogs, palette, deck builder",
                ),
                ("0", "a cost of nothing"),
            ),
        ),
        (
            "On the table",
            (
                (g.EMISSARY, "a player's Emissary"),
                (
                    "Connect 2/4",
                    "the Emissary's condition: met 2 of the 4 times it needs; met in full, the "
                    "Emissary turns Connected (CONNECTED) for the rest of the match",
                ),
                (
                    "Offers | 1 any",
                    "the Emissary's two offerings: its stable one (the Lights shown) | its flexible "
                    "one (that many Lights of any colour)",
                ),
                (
                    g.POWER,
                    "Power; ⚔ATK on a small card: it is attacking; Lights after it (⚔3  ♦♦) are "
                    "accumulated on the Unit (they can pay costs)",
                ),
                (g.DEFENDING, "defending; ⛨DEF on a small card"),
                (g.POLARIZED, "polarized (⟳POL on a small card): it has acted and stays turned"),
                (g.CURSOR, "the card under the cursor"),
                (g.TURN, "before a player's name: whose turn it is"),
                (g.CANNOT, "cannot be played or used now (the inspector says why)"),
                (f"+3 {g.ROW_MORE}", "more cards that way in the row"),
                ("‹", "cards hidden the other way in the row"),
                ("…", "a name or text cut for room (the inspector shows it whole)"),
                (g.CONCEDE, "concede the match (asks first)"),
                ("(2+1)", "after a Power: the card's own Power and what is added to it"),
                ("▼ more", "more text below in the inspector: PgDn or the wheel"),
                ("Rq2 Lb1", "on a narrow line: the cards in the Requiem and in Limbo (v to look)"),
                ("Supply 4", "on the bar: the Lights left in the shared supply, by colour (✦: White)"),
                ("T9 [COMBAT]", "on the bar: the turn, whose it is, and the step under way among the others"),
                (
                    "St Dr Of M1 Co M2 En",
                    "the steps on a narrow bar: Start, Draw, Offering, Main Phase 1, Combat, Main "
                    "Phase 2, End (the one under way in capitals, [M1])",
                ),
            ),
        ),
        (
            "The queue",
            (
                (f"1{g.NEXT_TO_RESOLVE}", "the item that resolves next when both players pass"),
                (f"2{g.QUEUE_ORDER}", "the items after it, in the order they resolve"),
                (g.TARGETS, "what the item targets"),
                (f"{g.QUEUE_MORE} 2 more", "items not shown between the next to resolve and the bottom one"),
            ),
        ),
    )


def _luminous() -> tuple[Section, ...]:
    from cardtable.ui.luminous import glyphs as g

    return (
        (
            "Orbs and costs",
            (
                (g.READY, "ready: an orb (its colour's letter before it) or a unit that may act"),
                (g.SPENT, "an expended orb"),
                (g.BLOOM, "a Bloom (✿×2: two Blooms)"),
                (
                    "2+A",
                    "a cost: 2 essence and an orb check of the lettered colour (A, C, Z); a cost is "
                    "written so everywhere: hand, inspector, dialogs, palette, deck builder",
                ),
            ),
        ),
        (
            "Cards in play",
            (
                (g.ATTACK, "attack (⚔3)"),
                (g.ATTACKING, "a unit attacking; the combat under way"),
                (g.HEALTH, "life of a Favored, health of a unit (♥2/4: 2 of 4 left)"),
                (g.DURABILITY, "a relic's durability"),
                (g.BLOCKING, "a unit blocking"),
                (g.TARGETED, "what the attack targets"),
                (g.EXPENDED, "expended: it has acted this turn"),
                (g.MARKED, "may act now: it can attack, block or use an ability (a, b or Enter)"),
                (g.FAST, "a fast card: it may be played on either turn, when you have priority"),
                (g.CURSOR, "the card under the cursor"),
                (g.TURN, "before a player's name: whose turn it is"),
                (g.CANNOT, "cannot be played now (the inspector says why)"),
                ("…", "a name or text cut for room (the inspector shows it whole)"),
                ("D3 V1", "on a player's bar: cards in the discard pile and the void (v to look)"),
                ("→", "damage assigned to a blocker"),
                ("×", "a count: ✿×2 is two Blooms"),
                ("⚑", "concede the match (asks first)"),
            ),
        ),
    )


def _aether_lanes() -> tuple[Section, ...]:
    from cardtable.ui.aether_lanes.dialogs import LEGEND

    sections: list[Section] = []
    for glyph, meaning in LEGEND:
        if not meaning:
            sections.append((glyph, ()))
        elif sections:
            heading, entries = sections[-1]
            sections[-1] = (heading, (*entries, (glyph, meaning)))
    more: tuple[Entry, ...] = (
        ("≡", "the foe's last turn, line by line (f)"),
        ("⟲", "rewind the last fight (r)"),
        ("−", "the Soul a player loses if the turn ends now (End −3 SP)"),
        ("⚑", "concede the match (asks first)"),
        ("▤ ▥", "a player's deck and discard pile"),
        ("✓", "a lesson finished (in Learn)"),
    )
    return (*sections[:-1], ("On the bar and the plates", more), sections[-1])


def _lux_nova() -> tuple[Section, ...]:
    from cardtable.ui.lux_nova import paint

    return (
        (
            "The window",
            (
                (
                    paint.DOT,
                    "a part of stained glass, in its colour (its letter with the colour-blind setting)",
                ),
                (paint.JOINED, "a part of an area the card being placed would join"),
                ("▶", "the player to play, or the chosen card in hand"),
                ("60°", "how far a card is turned, clockwise"),
            ),
        ),
    )


LEGENDS: dict[str, Callable[[], tuple[Section, ...]]] = {
    "lux-aeterna": _lux_aeterna,
    "luminous": _luminous,
    "aether-lanes": _aether_lanes,
    "lux-nova": _lux_nova,
}
"""Game id -> its legend."""


def legend(game_id: str) -> tuple[Section, ...]:
    """The legend of a game (empty for a game without one)."""
    make = LEGENDS.get(game_id)
    return make() if make is not None else ()


def glyphs_of(entry_glyphs: str) -> list[str]:
    """The glyph characters of an entry's glyph column (letters, digits and spaces are not glyphs)."""
    return [ch for ch in entry_glyphs if not ch.isalnum() and not ch.isspace() and ch not in "+-·,'"]


def clashes(sections: Sequence[Section]) -> dict[str, list[str]]:
    """Glyphs listed with more than one meaning: glyph -> its meanings (empty when every glyph
    has one meaning). A section headed "Keys..." names keys, not marks: it is not checked."""
    meanings: dict[str, list[str]] = {}
    for heading, entries in sections:
        if heading.startswith("Keys"):
            continue  # the names of keys (←→), not marks drawn on the table
        for glyphs, meaning in entries:
            for glyph in set(glyphs_of(glyphs)):
                meanings.setdefault(glyph, []).append(meaning)
    return {glyph: found for glyph, found in meanings.items() if len(found) > 1}


def legend_markdown(game_id: str) -> str:
    """The legend as a Markdown section for the rules (the help), with the keys of the table's
    history and legend; "" for a game without a legend."""
    sections = legend(game_id)
    if not sections:
        return ""
    out = [
        "",
        "## Marks on the table",
        "",
        f"`{LEGEND_KEY}` shows this legend over the table; `h` shows the history of the match, "
        "grouped by turn and phase (both are in the command palette too). `P` (Shift+P) plays the "
        "chosen card as Enter does and then, in a match of two people at one keyboard, passes for "
        "you for the rest of the turn as long as the other player only passes: the keyboard does "
        "not come back to you just to pass (after an attack: to the end of that combat). In the other "
        "player's turn `P` passes for the rest of that turn: you are not asked again to answer their "
        "plays, but still to block, when they attack you or aim at your cards, and for every choice "
        "that is not a pass.",
    ]
    for heading, entries in sections:
        out += ["", f"### {heading}", "", "| Mark | Meaning |", "| --- | --- |"]
        out += [f"| {_cell(glyphs)} | {_cell(meaning)} |" for glyphs, meaning in entries]
    return "\n".join(out) + "\n"


def _cell(words: str) -> str:
    """A Markdown table cell: its own ``|`` escaped (the Emissary's "Offers | 1 any")."""
    return words.replace("|", "\\|")


def legend_text(sections: Sequence[Section]) -> Text:
    """The legend as one text: headings, then each glyph and its meaning."""
    text = Text()
    for heading, entries in sections:
        if text:
            text.append("\n")
        text.append(f"{heading}\n", style="bold underline")
        for glyphs, meaning in entries:
            text.append(f"  {glyphs:<6}", style="bold")
            text.append(f" {meaning}\n")
    if not text:
        text.append("This game draws no marks that need a legend.", style="italic")
    text.rstrip()
    return text


def legend_grid(sections: Sequence[Section]) -> Group:
    """The legend laid out in two columns under each heading: a meaning that wraps stays right
    of its glyphs."""
    parts: list[RenderableType] = []
    for number, (heading, entries) in enumerate(sections):
        parts.append(Text(("\n" if number else "") + heading, style="bold underline"))
        grid = Table.grid(padding=(0, 1))
        widest = max((cell_len(glyphs) for glyphs, _ in entries), default=0)
        grid.add_column(width=max(8, widest + 1), no_wrap=True, style="bold")  # never "⋮ 2 mo…"
        grid.add_column(ratio=1)
        for glyphs, meaning in entries:
            grid.add_row(f" {glyphs}", meaning)
        parts.append(grid)
    return Group(*parts)


class LegendScreen(ReaderScreen):
    """The glyph legend of one game, full screen."""

    def __init__(self, game_id: str, game_name: str = "") -> None:
        sections = legend(game_id)
        title = f"What the marks mean{f' in {game_name}' if game_name else ''}"
        shown = legend_grid(sections) if sections else None
        super().__init__(title, legend_text(sections), LEGEND_KEY, shown=shown)
        self.sections = sections
